/**
 * `suggestChanges` (src/core/api/suggest.ts), in process: every number checked against its range before any work,
 * the refusals with their words, the JSON's fields (ranks, deltas, the changes the odds do not read, the greedy path)
 * and a table-wide house rule set in one file held for both bands, two files that disagree refused.
 */
import path from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { suggestChanges, type SuggestRequest } from '../../../src/core/api/suggest.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { registry } from '../../../src/rulesets/index.js';
import { Registry } from '../../../src/core/ruleset/registry.js';
import type { Ruleset } from '../../../src/core/ruleset/ruleset.js';
import { ROOT, tempTree } from '../../helpers/cli.js';

const env = () => ({ registry, messages: new Messages('en', [CORE_MESSAGES]) });
const band = (name: string) => path.join(ROOT, 'bands', `${name}.yaml`);
const FF = band('ff-les-archers-du-grand-saule');

/** A Frostgrave band of the example band's first two figures (its mage and its apprenti), with `extra` lines (house rules). */
const EXAMPLE = readFileSync(band('frostgrave-l-expedition-de-renulf'), 'utf8');
const frostgrave = (name: string, extra = '') => `ruleset: frostgrave\nname: ${name}\n${extra}${EXAMPLE.slice(EXAMPLE.indexOf('figures:'), EXAMPLE.indexOf('  - name: Hilda'))}`;

/** Files of a temporary folder, by name. */
function files(texts: Record<string, string>): Record<string, string> {
  const dir = tempTree();
  return Object.fromEntries(Object.entries(texts).map(([name, text]) => {
    const file = path.join(dir, `${name}.yaml`);
    writeFileSync(file, text);
    return [name, file];
  }));
}

/** The rulesets as loaded, each changed by `change` (a part taken away, a roster made longer). */
const changed = (change: (ruleset: Ruleset) => Ruleset) =>
  new Registry(registry.manifests.map((m) => ({ ...m, load: async () => change(await registry.load(m)) })));

/** The refusal `suggestChanges` throws, in words. */
async function refusal(mine: string, theirs: string, request: SuggestRequest = {}, rulesets = registry): Promise<string> {
  const e = { ...env(), registry: rulesets };
  try {
    await suggestChanges([mine, theirs], request, e);
  } catch (cause) {
    if (!(cause instanceof EscarmoucheError)) throw cause;
    return `${cause.code}: ${e.messages.text(cause.code, cause.params)}`;
  }
  throw new Error('not refused');
}

const suggested = async (mine: string, theirs: string, request: SuggestRequest = {}) => {
  const out = await suggestChanges([mine, theirs], request, env());
  if (!out.ok) throw new Error('invalid band');
  return out;
};

describe('suggest: numbers checked before any work', { timeout: 120_000 }, () => {
  it.each<[SuggestRequest, string]>([
    [{ top: 0 }, '--top must be between 1 and 100, got "0"'],
    [{ top: 101 }, '--top must be between 1 and 100, got "101"'],
    [{ top: 1.5 }, '--top must be between 1 and 100, got "1.5"'],
    [{ steps: 0 }, '--steps must be between 1 and 10, got "0"'],
    [{ steps: 11 }, '--steps must be between 1 and 10, got "11"'],
    [{ steps: 2 ** 53 }, `--steps must be between 1 and 10, got "${2 ** 53}"`],
  ])('%j is refused', async (request, words) => {
    // A file that does not exist: the range is checked before it is read.
    expect(await refusal('/nonexistent/mine.yaml', '/nonexistent/theirs.yaml', request)).toBe(`cli/option-range: ${words}`);
  });

  it('an unknown metric is refused naming the three', async () => {
    expect(await refusal('/nonexistent/a.yaml', '/nonexistent/b.yaml', { metric: 'luck' as never })).toBe('cli/matchup-metric: --metric expects kill, damage or hit, got "luck"');
  });
});

describe('suggest: bands it cannot weigh', { timeout: 120_000 }, () => {
  it('a band that breaks its rules, either one: its errors, as validate gives them, and no work', async () => {
    const f = files({ mine: frostgrave('Mine'), bad: frostgrave('Bad').replace('type: apprenti', 'type: mage') });
    for (const order of [[f.bad!, f.mine!], [f.mine!, f.bad!]] as const) {
      const out = await suggestChanges(order, {}, env());
      expect(out.ok).toBe(false);
      if (out.ok) return;
      expect(out.errors.length).toBeGreaterThan(0);
      expect(out.json).toMatchObject({ file: f.bad, valid: false });
    }
  });

  it('two bands of two rulebooks', async () => {
    const f = files({ mine: frostgrave('Mine') });
    expect(await refusal(f.mine!, FF)).toBe(`cli/matchup-ruleset-mismatch: ${f.mine} is a band of Frostgrave and ${FF} one of Flammes & Fantassins: a matchup needs two bands of the same rulebook`);
  });

  it('two files that set a table-wide house rule otherwise', async () => {
    const f = files({ a: frostgrave('A', 'house_rules:\n  criticals: true\n'), b: frostgrave('B', 'house_rules:\n  criticals: false\n') });
    expect(await refusal(f.a!, f.b!)).toMatch(/^cli\/attack-house-rule-conflict: the house rule criticals is played by both sides of a fight, but .*a\.yaml sets it to true and .*b\.yaml to false/);
  });
});

describe('suggest: what a ruleset must have', { timeout: 120_000 }, () => {
  it('a ruleset that names no headline of its matchups (nor house rules) is scored by the chance to kill', async () => {
    const e = { ...env(), registry: changed((r) => ({ ...r, matchupMetric: undefined, houseRules: undefined })) };
    const out = await suggestChanges([band('fees-d-armes-les-bucherons'), band('fees-d-armes-les-ogres-du-bois-joli')], { top: 1 }, e);
    expect(out.ok && out.json.metric).toBe('kill');
  });

  it('a ruleset without attack odds, or without a builder, is refused by its title', async () => {
    const f = files({ mine: frostgrave('Mine'), theirs: frostgrave('Theirs') });
    expect(await refusal(f.mine!, f.theirs!, {}, changed((r) => ({ ...r, attack: undefined })))).toBe('cli/attack-unsupported: Frostgrave has no attack model: its odds cannot be computed');
    expect(await refusal(f.mine!, f.theirs!, {}, changed((r) => ({ ...r, builder: undefined })))).toBe("suggest/no-builder: Frostgrave has no builder: suggest offers the builder's choices");
  });

  it('at most 400 pairs of members (20 against 20): 21 against 21 is refused before any work, 20 against 20 goes on', async () => {
    // Two files that disagree on a table-wide house rule: a band that passes the size goes on to that refusal.
    const f = files({ a: frostgrave('A', 'house_rules:\n  criticals: true\n'), b: frostgrave('B', 'house_rules:\n  criticals: false\n') });
    // The roster read n times as long, each copy named apart.
    const of = (n: number) => changed((r) => ({ ...r, roster: (band: unknown) => Array.from({ length: n }, (_, i) => ({ ...r.roster(band)[0]!, name: `Copy ${i}` })) }));
    expect(await refusal(f.a!, f.b!, {}, of(21))).toBe(`suggest/too-complex: ${f.a} against ${f.b} is 441 pairs of members; suggest weighs every change of every member against every member, at most 400 pairs (20 against 20)`);
    expect(await refusal(f.a!, f.b!, {}, of(20))).toMatch(/^cli\/attack-house-rule-conflict: /);
  });

  it("a builder's own words name its changes (Fées d'armes: « Action »)", async () => {
    const { json } = await suggested(band('fees-d-armes-les-bucherons'), band('fees-d-armes-les-ogres-du-bois-joli'), { top: 3 });
    expect(json.candidates[0]!.change).toMatch(/^Bûcheron: Action \d+ → \d+$/);
    for (const c of json.candidates) expect(c.change).not.toMatch(/[a-z]\/[a-z]/);
  });

  it("a band without a name is called by its file", async () => {
    const f = files({ blank: frostgrave('"  "') });
    const out = await suggested(f.blank!, f.blank!, { top: 1 });
    expect(out.mine.title).toBe(f.blank);
  });
});

describe('suggest: what it lists', { timeout: 120_000 }, () => {
  it('the ruleset\'s own headline by default; ranks from 1, each delta its score less the band\'s, rounded', async () => {
    const f = files({ mine: frostgrave('Mine'), theirs: frostgrave('Theirs') });
    const { json, ranked } = await suggested(f.mine!, f.theirs!, { top: 100 });
    expect(json).toMatchObject({ ruleset: 'frostgrave', file: f.mine, against: f.theirs, metric: 'kill' });
    // More than 100 scored changes, fewer than 100 not scored: the first 100 of the one, all of the other.
    expect(ranked.length).toBeGreaterThan(100);
    expect(json.candidates.map((c) => c.rank)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(json.not_scored.length).toBeLessThan(100);
    expect(json.legal).toBe(ranked.length + json.not_scored.length);
    for (const c of json.candidates) {
      expect(c.scored).toBe(true);
      expect(c.delta).toBeCloseTo(c.score - json.score, 12);
      expect(c.score).toBeCloseTo(c.dealt - c.taken, 12);
      expect(Math.round(c.delta * 1e12) / 1e12).toBe(c.delta);
      expect(c.change).toContain(c.member);
    }
    expect(json.candidates[0]!.delta).toBeGreaterThanOrEqual(json.candidates[1]!.delta);
    // A change of a question names its step; adding or dropping a member has none.
    expect(json.candidates.some((c) => c.step !== undefined)).toBe(true);
    for (const c of json.candidates) expect('step' in c).toBe(c.kind !== 'add-member' && c.kind !== 'drop-member');
    expect(json.steps).toBeUndefined();
    expect(json.computed_attacks).toBeGreaterThan(0);

  });

  it('tells its progress to whoever asks: each change scored, out of how many', async () => {
    const f = files({ mine: frostgrave('Mine'), theirs: frostgrave('Theirs') });
    const seen: number[] = [];
    const { json } = await suggested(f.mine!, f.theirs!, { top: 1, progress: (done, total) => seen.push(total - done) });
    expect(seen.length).toBe(json.legal);
    expect(seen.at(-1)).toBe(0);
  });

  it('a metric asked for is the one scored', async () => {
    const f = files({ mine: frostgrave('Mine'), theirs: frostgrave('Theirs') });
    const { json } = await suggested(f.mine!, f.theirs!, { top: 1, metric: 'hit' });
    expect(json.metric).toBe('hit');
    // Against the same band, each side's best chance to hit is the same: the score is 0.
    expect(json.score).toBe(0);
    expect(json.dealt).toBe(json.taken);
    expect(json.dealt).toBeGreaterThan(0);
    // The band's score with the pairs it adds up: each of mine at its best target, each of theirs at its best.
    const sum = (pairs: readonly { value: number }[]) => pairs.reduce((total, p) => total + p.value, 0);
    expect(json.pairs.dealt.map((p) => p.attacker)).toEqual(['Elric', 'Wulfric']);
    expect(sum(json.pairs.dealt)).toBeCloseTo(json.dealt, 12);
    expect(sum(json.pairs.taken)).toBeCloseTo(json.taken, 12);
  });

  it('the changes the odds do not read, each with the reason, at most --top of them', async () => {
    const { json } = await suggested(band('fees-d-armes-les-bucherons'), band('fees-d-armes-les-ogres-du-bois-joli'), { top: 1 });
    // Fées d'armes heads its matchups with the expected Santé lost: the score is read in it.
    expect(json.metric).toBe('damage');
    expect(json.candidates).toHaveLength(1);
    expect(json.not_scored.length).toBeLessThanOrEqual(1);
    for (const n of json.not_scored) expect(n).toMatchObject({ scored: false, reason: 'the attack odds do not read what this change changes (no attack of either matchup comes out otherwise)' });
  });

  it('--steps: the greedy path, ranked from 1, each step raising the score', async () => {
    const f = files({ mine: frostgrave('Mine'), theirs: frostgrave('Theirs') });
    const out = await suggested(f.mine!, f.theirs!, { top: 1, steps: 2 });
    expect(out.path).toHaveLength(out.json.steps!.length);
    expect(out.json.steps!.map((s) => s.rank)).toEqual(out.json.steps!.map((_, i) => i + 1));
    expect(out.json.steps![0]!.change).toBe(out.json.candidates[0]!.change);
    expect(out.json.steps![0]!.delta).toBeGreaterThan(0);
  });

  it('a table-wide house rule set in one file holds for both: the other band is read with it', async () => {
    const f = files({ plain: frostgrave('Plain'), critical: frostgrave('Critical', 'house_rules:\n  criticals: true\n') });
    const both = await suggested(f.critical!, f.plain!, { top: 1, metric: 'damage' });
    const reverse = await suggested(f.plain!, f.critical!, { top: 1, metric: 'damage' });
    const none = await suggested(f.plain!, f.plain!, { top: 1, metric: 'damage' });
    // The same two bands either way: what one deals the other takes, criticals included.
    expect(both.json.dealt).toBeCloseTo(reverse.json.taken, 12);
    expect(both.json.taken).toBeCloseTo(reverse.json.dealt, 12);
    expect(both.json.dealt).not.toBeCloseTo(none.json.dealt, 6);
    expect(both.mine.title).toBe('Critical');
    expect(both.theirs.title).toBe('Plain');
  });

  it('and my own band is read with the rule the other file sets (Argad: classe 1 without its −1 in melee)', async () => {
    const argad = (name: string, classe: number, extra = '') => `ruleset: argad\nname: ${name}\n${extra}characters:\n  - name: Paysan\n    class: ${classe}\n    armour: legere\n    melee: courte\n`;
    const off = 'house_rules:\n  class-1-malus: false\n';
    const f = files({ plain: argad('Plain', 1), own: argad('Own', 1, off), theirs: argad('Theirs', 3), off: argad('Off', 3, off) });
    const given = await suggested(f.plain!, f.off!, { top: 1, metric: 'hit' });
    const own = await suggested(f.own!, f.theirs!, { top: 1, metric: 'hit' });
    const none = await suggested(f.plain!, f.theirs!, { top: 1, metric: 'hit' });
    expect(given.json.dealt).toBeCloseTo(own.json.dealt, 12);
    expect(given.json.dealt).toBeGreaterThan(none.json.dealt + 0.01);
    expect(given.json.candidates[0]!.dealt).toBeCloseTo(own.json.candidates[0]!.dealt, 12);
  });
});
