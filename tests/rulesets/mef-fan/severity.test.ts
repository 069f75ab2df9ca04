/**
 * Severity says what the book says (issue 37): III.C gives « Exemples de sorts ». A spell one slip away from an example
 * is a warning ("did you mean"); a spell of the player's own is information, with no fix, and passes `--strict`; the
 * house rule `spells-from-examples` makes any other spell an error.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../../helpers/analyse.js';
import { ROOT } from '../../helpers/cli.js';

const gobelins = readFileSync(path.join(ROOT, 'bands', 'mef-fan-les-gobelins-de-la-butte.yaml'), 'utf8');
const withSpells = (spells: string, house = '') => gobelins.replace('spells: [eclair-magique, terreur]', `spells: [eclair-magique, ${spells}]`) + house;

describe('Mef-Fan spells outside the examples', () => {
  it('the example band uses two examples: nothing to say', async () => {
    expect((await check(gobelins)).diagnostics).toEqual([]);
  });

  it('close to an example: a warning naming it, which fails --strict', async () => {
    const [d] = (await check(withSpells('terreure'))).diagnostics;
    expect([d?.severity, d?.code]).toEqual(['warning', 'mef-fan/unknown-spell']);
    expect(d?.message).toContain('did you mean terreur?');
  });

  it("far from every example: a spell of the player's own, an info with no fix", async () => {
    const found = (await check(withSpells('pluie-de-crapauds'))).diagnostics;
    expect(found.map((d) => [d.severity, d.code])).toEqual([['info', 'mef-fan/own-spell']]);
    expect(found[0]).not.toHaveProperty('fix');
  });

  it('the house rule spells-from-examples: any other spell is an error', async () => {
    const found = (await check(withSpells('pluie-de-crapauds', 'house_rules:\n  spells-from-examples: true\n'))).diagnostics;
    expect(found.map((d) => [d.severity, d.code])).toEqual([['error', 'mef-fan/spell-not-example']]);
  });
});
