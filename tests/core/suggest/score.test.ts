/**
 * A band's score against another (src/core/suggest/score.ts): each attacker at its best target, the pairs it is read
 * from; and `oddsMoved`, which tells a change the odds read from one they do not.
 */
import { describe, expect, it } from 'vitest';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import type { Matchup, Pair } from '../../../src/core/matchup/matchup.js';
import type { Ruleset, Side } from '../../../src/core/ruleset/ruleset.js';
import { memoModel, oddsMoved, scoreOf, type Scored } from '../../../src/core/suggest/score.js';

type Band = { members: { name: string; kill: number }[] };

/** Members whose chance to kill is their `kill`; the attack has no label of its own unless `label` is given. */
const madeUp = (label?: string): Ruleset => ({
  id: 'made-up',
  title: 'Made up',
  roster: (band: Band) => band.members.map((m, i) => ({ name: m.name, path: ['members', i] })),
  attack: {
    attacks: () => [{ name: 'coup', options: {}, ...(label ? { label } : {}) }],
    simulate: (input: { attacker: Extract<Side<Band>, { kind: 'member' }> }) => {
      const { band, member } = input.attacker;
      return { json: { p_kill: band.members.find((m) => m.name === member.name)!.kill }, view: { title: 'x', sections: [] } };
    },
  },
}) as unknown as Ruleset;

const mine = { file: 'mine.yaml', band: { members: [{ name: 'A', kill: 0.5 }, { name: 'B', kill: 0.25 }] } };
const theirs = { file: 'theirs.yaml', band: { members: [{ name: 'C', kill: 0.125 }] } };

describe('scoreOf', () => {
  it('what mine deal, less what theirs deal, each attacker once, with the pairs it adds up', () => {
    const s = scoreOf(madeUp(), mine, theirs, {}, 'kill', 'en');
    expect(s.dealt).toBe(0.75);
    expect(s.taken).toBe(0.125);
    expect(s.score).toBe(0.625);
    expect(s.pairs.dealt).toEqual([
      { attacker: 'A', target: 'C', attack: 'coup', label: 'coup', value: 0.5 },
      { attacker: 'B', target: 'C', attack: 'coup', label: 'coup', value: 0.25 },
    ]);
    expect(s.pairs.taken).toEqual([{ attacker: 'C', target: 'A', attack: 'coup', label: 'coup', value: 0.125 }]);
    expect(s.matchups.map((m) => m.attackers)).toEqual([['A', 'B'], ['C']]);
  });

  it('an attack named in words is labelled so', () => {
    const s = scoreOf(madeUp('Coup de hache'), mine, theirs, {}, 'kill', 'en');
    expect(s.pairs.dealt[0]!.label).toBe('Coup de hache');
    expect(s.pairs.dealt[0]!.attack).toBe('coup');
  });
});

describe('memoModel and refusals', () => {
  const refusing = (error: Error) => ({ ...madeUp(), attack: { simulate: () => { throw error; } } }) as unknown as Ruleset;
  const side = (i: number): Side<unknown> => ({ kind: 'member', band: mine.band, member: { name: mine.band.members[i]!.name, path: ['members', i] }, file: 'mine.yaml' });
  const input = { attacker: side(0), target: side(1), options: {} };

  it("a rule's refusal is kept: the same attack is refused again without being computed again", () => {
    const refusal = new EscarmoucheError('cli/attack-unsupported', { ruleset: 'Made up' });
    const memo = memoModel(refusing(refusal));
    expect(() => memo.simulate(input)).toThrow(refusal);
    expect(() => memo.simulate(input)).toThrow(refusal);
    expect(memo.computed()).toBe(1);
  });

  it('any other error is no result: thrown, and tried again the next time', () => {
    const memo = memoModel(refusing(new RangeError('broken')));
    expect(() => memo.simulate(input)).toThrow(RangeError);
    expect(() => memo.simulate(input)).toThrow(RangeError);
    expect(memo.computed()).toBe(2);
  });
});

describe('oddsMoved', () => {
  const pair = (attacker: string, target: string, json: Record<string, unknown>, attack = 'coup'): Pair =>
    ({ attacker, target, attack, options: {}, json, headline: { kill: null, damage: null, hit: null } }) as Pair;
  const matchup = (pairs: Pair[], skipped = 0): Matchup =>
    ({ ruleset: 'x', attackers: [], targets: [], pairs, skipped: Array.from({ length: skipped }, () => ({ code: 'c', params: {}, pairs: 1 })), refused: [] }) as Matchup;
  const scored = (forward: Matchup, reverse: Matchup = matchup([])): Scored => ({ score: 0, dealt: 0, taken: 0, pairs: { dealt: [], taken: [] }, matchups: [forward, reverse] });
  const json = { p_kill: 0.5 };
  const before = scored(matchup([pair('A', 'C', json)]));

  it('no attack came out otherwise: the same pairs, the same odds (a JSON made again, or with other things it leaves out)', () => {
    expect(oddsMoved(before, before)).toBe(false);
    expect(oddsMoved(before, scored(matchup([pair('A', 'C', { p_kill: 0.5 })])))).toBe(false);
    expect(oddsMoved(before, scored(matchup([pair('A', 'C', { p_kill: 0.5, not_in_odds: ['x'], not_in_odds_reasons: ['y'] })])))).toBe(false);
  });

  it('an attack came out otherwise: its odds, its attacker, target or attack, the number of pairs or of refusals, either way', () => {
    expect(oddsMoved(before, scored(matchup([pair('A', 'C', { p_kill: 0.75 })])))).toBe(true);
    expect(oddsMoved(before, scored(matchup([pair('B', 'C', json)])))).toBe(true);
    expect(oddsMoved(before, scored(matchup([pair('A', 'D', json)])))).toBe(true);
    expect(oddsMoved(before, scored(matchup([pair('A', 'C', json, 'tir')])))).toBe(true);
    expect(oddsMoved(before, scored(matchup([pair('A', 'C', json), pair('A', 'D', json)])))).toBe(true);
    expect(oddsMoved(before, scored(matchup([pair('A', 'C', json)], 1)))).toBe(true);
    expect(oddsMoved(before, scored(matchup([pair('A', 'C', json)]), matchup([pair('C', 'A', json)])))).toBe(true);
  });
});
