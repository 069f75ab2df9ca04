/**
 * The matchup (`simulate-attack A.yaml B.yaml`) run in-process: every pair of every pair of example bands of the same
 * ruleset equals the single attack `simulate-attack "A#x" "B#y"` with the same options; the table fits 80 columns.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulateAttack } from '../../src/cli/simulate-attack.js';
import type { Context } from '../../src/cli/context.js';
import { EscarmoucheError } from '../../src/core/diagnostics/errors.js';
import { Messages } from '../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../src/core/messages/core.js';
import { ROOT } from '../helpers/cli.js';
import { setTextLang } from '../../src/cli/render.js';

const BANDS = path.join(ROOT, 'bands');
const files = readdirSync(BANDS).filter((f) => /\.ya?ml$/.test(f)).sort();
const rulesetOf = (file: string): string => /^ruleset:\s*(\S+)/m.exec(readFileSync(path.join(BANDS, file), 'utf8'))![1]!;
const byRuleset = new Map<string, string[]>();
for (const f of files) byRuleset.set(rulesetOf(f), [...(byRuleset.get(rulesetOf(f)) ?? []), f]);
const bandPairs = [...byRuleset.values()].flatMap((group) => group.flatMap((a) => group.map((b) => [a, b] as const)));

async function run(args: string[], raw: Record<string, unknown> = {}, lang: 'en' | 'fr' = 'en'): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  setTextLang(lang);
  const context: Context = { lang, color: false, messages: new Messages(lang, [CORE_MESSAGES]), out: (t) => void (out += `${t}\n`), err: (t) => void (err += `${t}\n`) };
  try {
    return { code: await simulateAttack(args, raw, context), out, err };
  } catch (cause) {
    if (!(cause instanceof EscarmoucheError)) throw cause;
    return { code: cause.exitCode, out, err: err + context.messages.text(cause.code, cause.params) };
  }
}

const at = (file: string) => path.join('bands', file);

describe('matchup: every pair equals the single attack', () => {
  it('covers every ruleset with examples', () => expect(byRuleset.size).toBe(5));

  it.each(bandPairs)('%s against %s', async (a, b) => {
    const { code, out } = await run([at(a), at(b)], { json: true });
    expect(code).toBe(0);
    const json = JSON.parse(out) as { ruleset: string; attackers: string[]; targets: string[]; pairs: Record<string, unknown>[]; table_rules?: unknown };
    expect(json.ruleset).toBe(rulesetOf(a));
    expect(json.pairs.length).toBeGreaterThan(0);
    for (const pair of json.pairs) {
      const options = pair.options as Record<string, unknown>;
      const single = await run([`${at(a)}#${String(pair.attacker)}`, `${at(b)}#${String(pair.target)}`], { ...options, json: true });
      expect(single.code).toBe(0);
      const { ruleset: _r, attacker, target, attack: _k, table_rules: rules, ...rest } = JSON.parse(single.out) as Record<string, unknown>;
      expect(json.table_rules).toEqual(rules);
      expect((attacker as { name: string }).name).toBe(pair.attacker);
      expect((target as { name: string }).name).toBe(pair.target);
      const { attacker: _a, target: _t, attack: _p, options: _o, ...fields } = pair;
      expect(fields).toEqual(rest);
    }
  });
});

describe('matchup: the command', () => {
  const ff = [at('ff-les-marquisards.yaml'), at('ff-les-archers-du-grand-saule.yaml')];

  it('prints a table within 80 columns, with best targets and most dangerous attackers', async () => {
    for (const [a, b] of bandPairs) {
      const { out } = await run([at(a), at(b)], { both: true });
      expect(out.split('\n').filter((l) => [...l].length > 80)).toEqual([]);
    }
    const { out } = await run(ff);
    expect(out).toContain('Best target of each attacker');
    expect(out).toContain('Most dangerous attacker of each target');
    expect(out).toMatch(/Mains-Noires\s+8\.47\s+8\.47\*/);
    expect((await run(ff, { metric: 'kill' })).out).toMatch(/Mains-Noires\s+- \[1\]\s+30\.56%\*/);
  });

  it('--metric picks the number shown; a bad one is a usage error', async () => {
    expect((await run(ff, { metric: 'hit' })).out).toMatch(/Mains-Noires\s+100\.00%\s/);
    expect((await run(ff, { metric: 'hit' })).out).toContain('chance to hit');
    expect(await run(ff, { metric: 'kills' })).toMatchObject({ code: 2, err: expect.stringContaining('--metric expects kill, damage or hit') });
  });

  it('--both adds the second band attacking the first', async () => {
    const json = JSON.parse((await run(ff, { both: true, json: true })).out) as { attackers: string[]; reverse: { attackers: string[]; targets: string[] } };
    expect(json.reverse.attackers).toEqual(['Ysolde', 'Guillot', 'Perrine']);
    expect(json.reverse.targets).toEqual(json.attackers);
  });

  it('an option that makes no sense for some pairs is said once with its count, not an error', async () => {
    const argad = at('argad-la-mesnie-du-sire-yann.yaml');
    const { code, out } = await run([argad, argad], { json: true });
    expect(code).toBe(0);
    const json = JSON.parse(out) as { skipped: { code: string; pairs: number }[] };
    expect(json.skipped).toEqual([expect.objectContaining({ code: 'argad/range-required', pairs: 5 })]);
    const text = (await run([argad, argad])).out;
    expect(text.match(/shooting needs --range/g)).toHaveLength(1);
    // With --range the archers shoot too.
    const ranged = JSON.parse((await run([argad, argad], { json: true, range: 'short' })).out) as { pairs: { attacker: string; attack: string }[]; skipped: unknown[] };
    expect(ranged.pairs.filter((p) => p.attack === 'ranged').map((p) => p.attacker)).toContain('Archers');
  });

  it('--weapon ranged keeps the ranged attacks only', async () => {
    const json = JSON.parse((await run(ff.slice().reverse(), { json: true, weapon: 'ranged' })).out) as { pairs: { attack: string }[] };
    expect(new Set(json.pairs.map((p) => p.attack))).toEqual(new Set(['ranged']));
  });

  it('a table-wide house rule set in one file holds for both bands, as in one attack', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'escarmouche-matchup-'));
    const ruled = path.join(dir, 'ruled.yaml');
    writeFileSync(ruled, `${readFileSync(path.join(BANDS, 'argad-la-mesnie-du-sire-yann.yaml'), 'utf8')}\nhouse_rules:\n  class-1-malus: false\n`);
    const plain = at('argad-la-mesnie-du-sire-yann.yaml');
    const json = JSON.parse((await run([plain, ruled], { json: true })).out) as { table_rules: unknown; pairs: Record<string, unknown>[] };
    expect(json.table_rules).toEqual({ 'class-1-malus': false });
    const pair = json.pairs[0]!;
    const single = JSON.parse((await run([`${plain}#${String(pair.attacker)}`, `${ruled}#${String(pair.target)}`], { ...(pair.options as object), json: true })).out) as Record<string, unknown>;
    expect(single.table_rules).toEqual(json.table_rules);
    expect(pair.p_kill).toBe(single.p_kill);
    rmSync(dir, { recursive: true, force: true });
  });

  it('two bands of different rulesets: exit 2 with a plain message', async () => {
    const { code, err } = await run([at('ff-les-marquisards.yaml'), at('frostgrave-l-expedition-de-renulf.yaml')]);
    expect(code).toBe(2);
    expect(err).toContain('a matchup needs two bands of the same rulebook');
  });

  it('--dice and --trials are for one attack', async () => {
    expect(await run(ff, { trials: '10' })).toMatchObject({ code: 2, err: expect.stringContaining('--trials resolves one attack') });
  });

  it('speaks French', async () => {
    const { out } = await run(ff, {}, 'fr');
    expect(out).toContain('Meilleure cible de chaque attaquant');
  });
});

describe('--compare', () => {
  const gros = 'bands/ff-les-marquisards.yaml#Gros Louis';
  const ysolde = 'bands/ff-les-archers-du-grand-saule.yaml#Ysolde';

  it('one attack: a variant per combination, each equal to the attack with those flags', async () => {
    const { code, out } = await run([gros, ysolde], { compare: 'charge,dodge', json: true });
    expect(code).toBe(0);
    const { variants } = JSON.parse(out) as { variants: { options: Record<string, boolean>; result: Record<string, unknown> }[] };
    expect(variants.map((v) => [v.options.charge, v.options.dodge])).toEqual([[false, false], [true, false], [false, true], [true, true]]);
    for (const v of variants) {
      const raw = { ...(v.options.charge ? { charge: true } : {}), ...(v.options.dodge ? { dodge: true } : {}), json: true };
      expect(v.result).toEqual(JSON.parse((await run([gros, ysolde], raw)).out));
    }
  });

  it('one attack, text: the columns and the differences to none, within 80 columns', async () => {
    const { out } = await run([gros, ysolde], { compare: 'charge,dodge' });
    expect(out).toContain('charge+dodge');
    expect(out).toMatch(/P\(hit\)\s+88\.89%\s+97\.22% \(\+8\.33\)/);
    expect(out.split('\n').filter((l) => [...l].length > 80)).toEqual([]);
  });

  it('a variant the rules refuse is said, the others computed', async () => {
    const { out } = await run([gros, ysolde], { compare: 'partial-cover', json: true });
    const { variants } = JSON.parse(out) as { variants: { result: unknown; error?: { code: string } }[] };
    expect(variants[0]!.result).not.toBeNull();
    expect(variants[1]!.error?.code).toBe('ff/attack-ranged-only');
  });

  it('unknown or non-flag options are usage errors', async () => {
    expect(await run([gros, ysolde], { compare: 'charge,fly' })).toMatchObject({ code: 2, err: expect.stringContaining('"fly" is not one') });
    expect(await run([gros, ysolde], { compare: 'target-pv' })).toMatchObject({ code: 2 });
    expect(await run([gros, ysolde], { compare: 'charge', dice: '3,4' })).toMatchObject({ code: 2, err: expect.stringContaining('leave out --dice') });
  });

  it('a matchup: the table of differences for one flag; its variants are the matchups without and with it', async () => {
    const ff = [at('ff-les-marquisards.yaml'), at('ff-les-archers-du-grand-saule.yaml')];
    const { out } = await run(ff, { compare: 'charge' });
    expect(out).toContain('--charge minus without it');
    const { variants } = JSON.parse((await run(ff, { compare: 'charge', json: true })).out) as { variants: { options: Record<string, unknown>; result: unknown }[] };
    expect(variants.map((v) => v.options.charge)).toEqual([false, true]);
    expect(variants[1]!.result).toEqual(JSON.parse((await run(ff, { charge: true, json: true })).out));
    expect(await run(ff, { compare: 'charge,dodge' })).toMatchObject({ code: 2, err: expect.stringContaining('one flag at a time') });
    // The same attack with and without: a shot that --charge refuses is '-', not the unit's melee instead.
    const mef = await run([at('mef-fan-la-garde-du-bois-dore.yaml'), at('mef-fan-les-gobelins-de-la-butte.yaml')], { compare: 'charge' });
    // Names stay whole: the renderer wraps them in their column (Baliste / elfe).
    expect(mef.out).toMatch(/Baliste\s+-\s+-/);
    expect(mef.out).toMatch(/Danseurs\s+\+7\.68/);
  });
});
