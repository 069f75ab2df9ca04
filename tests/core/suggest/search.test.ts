/**
 * `search` and `greedy` (src/core/suggest/search.ts) on a small Flammes & Fantassins band: a change whose matchup would
 * be larger than any computed is left out, any other refusal stops the search; the greedy path stops when no change
 * raises the score.
 */
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { BUILD_MESSAGES } from '../../../src/core/messages/build.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { SUGGEST_MESSAGES } from '../../../src/core/messages/suggest.js';
import { draftOf } from '../../../src/core/ruleset/builder.js';
import type { AttackChoice, Ruleset } from '../../../src/core/ruleset/ruleset.js';
import { greedy, search, type SearchInput } from '../../../src/core/suggest/search.js';
import { registry } from '../../../src/rulesets/index.js';

const archer = (name: string) => `  - name: ${name}\n    style: agile\n    classes: [archer]\n    equipment: [arc]\n`;
const BAND = `ruleset: flammes-et-fantassins\nname: Bon\npc: 3\nhouse_rules:\n  band-min: 1\ncharacters:\n${archer('A')}`;

async function input(change: (ruleset: Ruleset) => Ruleset = (r) => r): Promise<SearchInput> {
  const ruleset = change(await registry.load(registry.find('flammes-et-fantassins')!));
  const messages = new Messages('en', [CORE_MESSAGES, BUILD_MESSAGES, SUGGEST_MESSAGES]);
  const draft = draftOf(ruleset, parseDocument(BAND));
  return { ruleset, mine: { file: 'mine.yaml', draft }, theirs: { file: 'theirs.yaml', band: draft.band }, options: {}, metric: 'kill', messages };
}

/** The ruleset with each member of a band of two or more given `attacks(n)` attacks instead of its own. */
const crowded = (attacks: (own: readonly AttackChoice[]) => readonly AttackChoice[]) => (r: Ruleset): Ruleset => ({
  ...r,
  attack: { ...r.attack!, attacks: (band, member) => {
    const own = r.attack!.attacks!(band, member);
    return r.roster(band).length > 1 ? attacks(own) : own;
  } },
});

describe('search', { timeout: 60_000 }, () => {
  it('leaves out a change whose matchup is too large to compute, and goes on with the others', async () => {
    const plain = search(await input());
    expect(plain.ranked.some((r) => r.change.kind === 'add-member')).toBe(true);
    // A copy of the archer makes a band of two, each with 1,601 attacks: more pairs than a matchup computes.
    const many = search(await input(crowded((own) => Array.from({ length: 1601 }, () => own[0]!))));
    expect([...many.ranked, ...many.unscored].some((r) => r.change.kind === 'add-member')).toBe(false);
    expect(many.ranked.length + many.unscored.length).toBe(plain.ranked.length + plain.unscored.length - 1);
  });

  it('any other refusal of a matchup is not swallowed', async () => {
    const refusing = (r: Ruleset): Ruleset => crowded(() => { throw new EscarmoucheError('cli/attack-unsupported', { ruleset: r.title }); })(r);
    const refused = await input(refusing);
    expect(() => search(refused)).toThrow(expect.objectContaining({ code: 'cli/attack-unsupported' }));
    const broken = await input(crowded(() => { throw new RangeError('not a refusal'); }));
    expect(() => search(broken)).toThrow(RangeError);
  });

  it('reports its progress: each change scored, out of how many', async () => {
    const seen: [number, number][] = [];
    const found = search({ ...(await input()), progress: (done, total) => seen.push([done, total]) });
    const total = found.ranked.length + found.unscored.length;
    expect(seen).toEqual(Array.from({ length: total }, (_, i) => [i + 1, total]));
  });
});

describe('greedy', { timeout: 60_000 }, () => {
  it('stops when no change raises the score, and reports the score it started from', async () => {
    const given = { ...(await input()), metric: 'hit' as const };
    const first = search(given);
    const { base, path } = greedy(given, 10, undefined, first);
    expect(base).toEqual(first.base);
    expect(path.length).toBeGreaterThan(0);
    expect(path.length).toBeLessThan(10);
    // Where it stopped, no change of the band it made raises the score.
    const last = search({ ...given, mine: { ...given.mine, draft: path.at(-1)!.draft } });
    expect(last.ranked[0]?.delta ?? 0).toBeLessThanOrEqual(0);
    for (const step of path) expect(step.delta).toBeGreaterThan(0);
    expect(path[0]!.change.words).toBe(first.ranked[0]!.change.words);
  });

  it('takes at most the steps asked for, the first one from the search given', async () => {
    const given = { ...(await input()), metric: 'hit' as const };
    const first = search(given);
    const two = greedy(given, 2, undefined, first).path;
    expect(two).toHaveLength(2);
    const one = greedy(given, 1, undefined, first).path;
    expect(one.map((s) => s.change.words)).toEqual([two[0]!.change.words]);
    expect(greedy(given, 0, undefined, first).path).toEqual([]);
  });
});
