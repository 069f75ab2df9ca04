/**
 * `matchupOdds` (src/core/api/matchup.ts): band against band, in process (`runMain`) for the rulesets shipped and with a
 * made-up ruleset for what none of them lacks: a side that is no valid band, the table's house rules shared or in
 * conflict, bands of one, a ruleset with no attack model, `--compare` with one flag.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMatchupRequest, matchupOdds } from '../../../src/core/api/matchup.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { Registry } from '../../../src/core/ruleset/registry.js';
import { tempTree } from '../../helpers/cli.js';
import { madeManifest } from '../../helpers/made-ruleset.js';
import { runMain } from '../../helpers/in-process.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const example = (file: string) => readFileSync(path.join(ROOT, 'bands', file), 'utf8');
const ARGAD = example('argad-la-mesnie-du-sire-yann.yaml');
/** Two classe 1 piétons: what the table-wide rule "classe 1 strikes with −1 in melee" changes. */
const PAYSANS = 'ruleset: argad\nname: Paysans\ncharacters:\n  - name: Jean\n    class: 1\n    armour: legere\n    melee: courte\n  - name: Pierre\n    class: 1\n    armour: legere\n    melee: courte\n';
/** An Argad band with that rule set, or not. */
const withMalus = (value: boolean, band = ARGAD) => band.replace('\ncharacters:', `\nhouse_rules:\n  class-1-malus: ${value}\ncharacters:`);
const run = (...args: string[]) => runMain(['simulate-attack', ...args], { env: { COLUMNS: '10000' } });
const json = async (...args: string[]) => {
  const result = await run(...args, '--json');
  expect([result.code, result.stderr]).toEqual([0, '']);
  return JSON.parse(result.stdout) as { pairs: unknown[]; reverse?: { pairs: unknown[] }; table_rules?: Record<string, unknown>; variants?: { options: Record<string, unknown> }[] };
};

describe('matchupOdds: a side that is no valid band', () => {
  it('gives its errors (exit 1), the first side or the second', async () => {
    const dir = tempTree({ 'bad.yaml': 'ruleset: argad\nname: 5\ncharacters: 3\n', 'a.yaml': ARGAD });
    for (const sides of [['bad.yaml', 'a.yaml'], ['a.yaml', 'bad.yaml']]) {
      const result = await run(...sides.map((s) => path.join(dir, s)), '--json');
      expect(result.code).toBe(1);
      const out = JSON.parse(result.stdout) as { file: string; valid: boolean; diagnostics: { code: string; path: string }[] };
      expect(out).toMatchObject({ file: path.join(dir, 'bad.yaml'), valid: false });
      expect(out.diagnostics.map((d) => [d.code, d.path])).toEqual([['schema/type', 'name'], ['schema/type', 'characters']]);
    }
  });
});

describe("matchupOdds: the table's house rules", () => {
  it('two files that disagree are refused, naming both and their values', async () => {
    const dir = tempTree({ 'a.yaml': withMalus(false), 'b.yaml': withMalus(true) });
    const result = await run(path.join(dir, 'a.yaml'), path.join(dir, 'b.yaml'));
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `the house rule class-1-malus is played by both sides of a fight, but ${path.join(dir, 'a.yaml')} sets it to false and ${path.join(dir, 'b.yaml')} to true: agree on one value in both files\n`,
    );
  });

  it("one file's rule holds for both bands: the other band is read again with it", async () => {
    const dir = tempTree({ 'set.yaml': withMalus(false, PAYSANS), 'unset.yaml': PAYSANS, 'both.yaml': withMalus(false, PAYSANS) });
    const shared = await json(path.join(dir, 'set.yaml'), path.join(dir, 'unset.yaml'), '--both');
    expect(shared.table_rules).toEqual({ 'class-1-malus': false });
    // The band without the rule attacks as if it had it written: as the band that has it.
    const written = await json(path.join(dir, 'set.yaml'), path.join(dir, 'both.yaml'), '--both');
    expect(shared.reverse?.pairs).toEqual(written.reverse?.pairs);
    const none = await json(path.join(dir, 'unset.yaml'), path.join(dir, 'unset.yaml'), '--both');
    expect(none).not.toHaveProperty('table_rules');
    expect(none.reverse?.pairs).not.toEqual(written.reverse?.pairs);
  });
});

describe('matchupOdds: --compare against a band', () => {
  it('one flag: the matchup without it and with it', async () => {
    const out = await json(path.join(ROOT, 'bands/ff-les-marquisards.yaml'), path.join(ROOT, 'bands/ff-les-archers-du-grand-saule.yaml'), '--compare', 'charge');
    expect(out.variants?.map((v) => v.options.charge)).toEqual([false, true]);
  });
  it('two flags are refused: a matchup compares one', async () => {
    const result = await run(path.join(ROOT, 'bands/ff-les-marquisards.yaml'), path.join(ROOT, 'bands/ff-les-archers-du-grand-saule.yaml'), '--compare', 'charge,dodge');
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('a matchup compares one flag at a time, got 2\n');
  });
});

describe('matchupOdds: a made-up ruleset', () => {
  const env = () => ({ registry: new Registry([madeManifest]), messages: new Messages('en', [CORE_MESSAGES]) });
  const bandOf = (...names: string[]) => `ruleset: made\nname: B\ncharacters:\n${names.map((n) => `  - name: ${n}\n`).join('')}`;
  const odds = (a: string, b: string, always = false) => {
    const dir = tempTree({ 'one.yaml': bandOf('X'), 'other-one.yaml': bandOf('Y'), 'two.yaml': bandOf('X', 'Y') });
    return matchupOdds([path.join(dir, a), path.join(dir, b)], {}, { always }, env()).then(
      (outcome) => outcome,
      (cause: unknown) => (cause instanceof EscarmoucheError ? cause.code : String(cause)),
    );
  };

  it('two bands of one: no matchup (one attack), unless asked for always', async () => {
    expect(await odds('one.yaml', 'other-one.yaml')).toBeUndefined();
    expect(await odds('one.yaml', 'other-one.yaml', true)).toBe('cli/attack-unsupported');
  });

  it('a band of two against a band of one, either way: a matchup, refused with no attack model', async () => {
    expect(await odds('two.yaml', 'one.yaml')).toBe('cli/attack-unsupported');
    expect(await odds('one.yaml', 'two.yaml')).toBe('cli/attack-unsupported');
  });
});

describe('isMatchupRequest', () => {
  it('two band files without #Name', () => {
    expect(isMatchupRequest(['a.yaml', 'b.yaml'])).toBe(true);
    expect(isMatchupRequest(['a.yaml#X', 'b.yaml'])).toBe(false);
    expect(isMatchupRequest(['a.yaml', 'b.yaml#Y'])).toBe(false);
    expect(isMatchupRequest(['a.yaml'])).toBe(false);
    expect(isMatchupRequest(['a.yaml', 'b.yaml', 'c.yaml'])).toBe(false);
  });
});

describe('attackOdds: a band of a few members named without #Name', () => {
  it('is refused, naming its members (up to three)', async () => {
    const dir = tempTree({ 'paysans.yaml': PAYSANS });
    const file = path.join(dir, 'paysans.yaml');
    const result = await run(file, `${file}#Jean`);
    expect(result).toEqual({ code: 2, stdout: '', stderr: `${file} has 2 characters: write ${file}#Name with one of Jean, Pierre\n` });
  });
});
