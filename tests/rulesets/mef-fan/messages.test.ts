import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../../src/rulesets/mef-fan/manifest.js';
import { builderMessages } from '../../../src/rulesets/mef-fan/builder/messages.js';
import { messages } from '../../../src/rulesets/mef-fan/messages.js';
import { attackerMelee, RANGED_MODIFIERS, targetParry } from '../../../src/rulesets/mef-fan/odds/modifiers.js';
import { castSpec, healSpec, moraleSpec } from '../../../src/rulesets/mef-fan/odds/rolls.js';
import { WEAPONS } from '../../../src/rulesets/mef-fan/options.js';

const SRC = path.resolve(import.meta.dirname, '../../../src/rulesets/mef-fan');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : full.endsWith('.ts') ? [full] : [];
  });
}

describe('Mef-Fan messages', () => {
  it.each([
    ['ruleset', messages],
    ['builder', builderMessages],
  ])('%s: the same codes in English and French, none empty', (_, catalogue) => {
    expect(Object.keys(catalogue.fr).sort()).toEqual(Object.keys(catalogue.en).sort());
    for (const lang of ['en', 'fr'] as const) {
      for (const entry of Object.values(catalogue[lang])) {
        const texts = typeof entry === 'string' ? [entry] : [entry.message, entry.rule, entry.fix ?? 'x'];
        for (const text of texts) expect(text.trim()).not.toBe('');
      }
    }
  });

  it('words every literal code of the module', () => {
    const codes = new Set(sources(SRC).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(mef-fan\/[a-z-]+)'/g)].map((m) => m[1]!)));
    expect(codes.size).toBeGreaterThan(20);
    const known = [...Object.keys(messages.en), ...Object.keys(builderMessages.en)];
    for (const code of codes) expect(known, code).toContain(code);
  });

  it('words every modifier, weapon and roll the views name', () => {
    const all = { charge: true, rear: true, guard: true, fleeing: true };
    const melee = [
      ...attackerMelee({ charge: true }, true),
      ...attackerMelee({ charge: true, rear: true }, false),
      ...attackerMelee({ guard: true, fleeing: true }, false),
      ...attackerMelee(all, false),
      ...targetParry({ charge: true, guard: true }, true),
    ].map((m) => m.source);
    const tests = [
      ...moraleSpec({ men: 1, chef: true, several: true }).modifiers,
      ...moraleSpec({ men: 1, general: true, smaller: true }).modifiers,
      ...castSpec({ men: 1, concentrated: true }).modifiers,
      ...healSpec({ men: 1, concentrated: true, patientConcentrated: true }).modifiers,
    ].map((m) => m.source);
    const keys = [
      ...[...melee, ...RANGED_MODIFIERS.map((m) => m.source), ...tests].map((s) => `mef-fan/mod-${s}`),
      ...WEAPONS.map((w) => `mef-fan/view-attack-${w}`),
      ...manifest.rolls.map((r) => `mef-fan/roll-${r.name}`),
    ];
    for (const key of keys) expect(Object.keys(messages.en), key).toContain(key);
  });
});
