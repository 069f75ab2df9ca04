/**
 * Band against band on a ruleset of one table of odds: the attacks a member has and the options that select them,
 * attacks the rules refuse, the best attack, best target and most dangerous attacker (ties to the first), the
 * `--compare` variants.
 */
import { describe, expect, it } from 'vitest';
import { EscarmoucheError } from '../../src/core/diagnostics/errors.js';
import { attacksOf, bestAttack, better, defaultHeadline, highlights, impossibleOf, KILL_METRIC, markable, matchup, metricOf, variantOptions, variants, type Matchup, type Pair } from '../../src/core/matchup/matchup.js';
import type { AttackChoice, AttackModel, Member, Ruleset } from '../../src/core/ruleset/ruleset.js';
import { refusal } from '../helpers/refusal.js';

type Odds = Readonly<Record<string, Record<string, unknown>>>;

/** A band is its members' names; `odds["attacker>target>attack"]` is the attack's JSON. */
function ruleset(odds: Odds, attacks?: (member: Member) => AttackChoice[], extra: Partial<AttackModel<unknown>> = {}): Ruleset {
  const roster = (band: unknown) => (band as string[]).map((name, i) => ({ name, path: ['members', i] }));
  const simulate: AttackModel<unknown>['simulate'] = ({ attacker, target, options, lang }) => {
    if (attacker.kind !== 'member' || target.kind !== 'member') throw new Error('members only');
    const key = `${attacker.member.name}>${target.member.name}>${String(options.weapon ?? 'attack')}`;
    const json = odds[key];
    if (!json) throw new EscarmoucheError('test/out-of-reach', { attacker: attacker.member.name, target: target.member.name });
    return { json: { ...json, options, ...(lang === 'en' ? {} : { lang }) }, view: [] } as unknown as ReturnType<AttackModel<unknown>['simulate']>;
  };
  return { id: 'test', roster, attack: { simulate, ...(attacks ? { attacks: (_: unknown, m: Member) => attacks(m) } : {}), ...extra } } as unknown as Ruleset;
}

const side = (file: string, ...names: string[]) => ({ file, band: names });
const odds = (p_kill: number, expected_damage = 0, p_hit = 0) => ({ p_kill, expected_damage, p_hit });
const pair = (attacker: string, target: string, attack: string, kill: number | null, damage: number | null = 0, hit: number | null = 0): Pair => ({ attacker, target, attack, options: {}, json: {}, headline: { kill, damage, hit } });
const table = (...pairs: Pair[]): Matchup => ({ ruleset: 'test', attackers: [...new Set(pairs.map((p) => p.attacker))], targets: [...new Set(pairs.map((p) => p.target))], pairs, skipped: [], refused: [] });

describe('the headline of an attack without its own reading', () => {
  it('p_kill, expected_damage, p_hit; anything not a finite number is no number', () => {
    expect(defaultHeadline({ p_kill: 0.25, expected_damage: 1.5, p_hit: 0 })).toEqual({ kill: 0.25, damage: 1.5, hit: 0 });
    expect(defaultHeadline({ p_kill: '0.25', expected_damage: Infinity, p_hit: NaN })).toEqual({ kill: null, damage: null, hit: null });
    expect(defaultHeadline({})).toEqual({ kill: null, damage: null, hit: null });
  });
});

describe('the attacks of a member', () => {
  const bow = { name: 'ranged', label: 'Arc', options: { weapon: 'ranged' } };
  const sword = { name: 'melee', options: { weapon: 'melee' } };
  const both = ruleset({}, () => [sword, bow]);

  it('a model that lists none: one attack, with no option', () => {
    expect(attacksOf(ruleset({}), ['Ann'], { name: 'Ann', path: [] }, { weapon: 'ranged' })).toEqual([{ name: 'attack', options: {} }]);
  });

  it('every one, unless an option given selects some', () => {
    const ann = { name: 'Ann', path: ['members', 0] };
    expect(attacksOf(both, ['Ann'], ann, {})).toEqual([sword, bow]);
    expect(attacksOf(both, ['Ann'], ann, { weapon: 'ranged' })).toEqual([bow]);
    expect(attacksOf(both, ['Ann'], ann, { weapon: 'thrown' })).toEqual([]);
    expect(attacksOf(both, ['Ann'], ann, { weapon: undefined, charge: true })).toEqual([sword, bow]);
  });
});

describe('the matchup', () => {
  it('a ruleset without attacks is refused, naming it', () => {
    const none = { id: 'test', title: 'Test', roster: () => [] } as unknown as Ruleset;
    expect(refusal(() => matchup(none, side('a.yaml', 'Ann'), side('b.yaml', 'Bob'), {}))).toEqual({ code: 'cli/attack-unsupported', params: { ruleset: 'Test' }, exit: 2 });
  });

  it('every attack of every attacker on every target, with its label and options; refusals counted once per reason', () => {
    const rules = ruleset(
      { 'Ann>Bob>melee': odds(0.5, 1, 0.75), 'Ann>Bob>ranged': odds(0.25, 0.5, 0.5), 'Cid>Bob>melee': odds(0.1) },
      () => [{ name: 'melee', options: { weapon: 'melee' } }, { name: 'ranged', label: 'Arc', options: { weapon: 'ranged' } }],
    );
    const m = matchup(rules, side('a.yaml', 'Ann', 'Cid'), side('b.yaml', 'Bob'), { charge: true });
    expect(m.attackers).toEqual(['Ann', 'Cid']);
    expect(m.targets).toEqual(['Bob']);
    expect(m.pairs).toEqual([
      { attacker: 'Ann', target: 'Bob', attack: 'melee', options: { charge: true, weapon: 'melee' }, json: { ...odds(0.5, 1, 0.75), options: { charge: true, weapon: 'melee' } }, headline: { kill: 0.5, damage: 1, hit: 0.75 } },
      { attacker: 'Ann', target: 'Bob', attack: 'ranged', label: 'Arc', options: { charge: true, weapon: 'ranged' }, json: { ...odds(0.25, 0.5, 0.5), options: { charge: true, weapon: 'ranged' } }, headline: { kill: 0.25, damage: 0.5, hit: 0.5 } },
      { attacker: 'Cid', target: 'Bob', attack: 'melee', options: { charge: true, weapon: 'melee' }, json: { ...odds(0.1), options: { charge: true, weapon: 'melee' } }, headline: { kill: 0.1, damage: 0, hit: 0 } },
    ]);
    expect(m.skipped).toEqual([{ code: 'test/out-of-reach', params: { attacker: 'Cid', target: 'Bob' }, pairs: 1 }]);
  });

  it('every attacker × target pair appears: each refused attack is listed with its reason, a member without attacks too', () => {
    const rules = ruleset({ 'Ann>Bob>melee': odds(0.5, 1, 0.75) }, (m) => (m.name === 'Dan' ? [] : [{ name: 'melee', options: { weapon: 'melee' } }]));
    const m = matchup(rules, side('a.yaml', 'Ann', 'Dan'), side('b.yaml', 'Bob', 'Eve'), {});
    expect(m.pairs.map((p) => `${p.attacker}>${p.target}`)).toEqual(['Ann>Bob']);
    expect(m.refused).toEqual([
      { attacker: 'Ann', target: 'Eve', attack: 'melee', code: 'test/out-of-reach', params: { attacker: 'Ann', target: 'Eve' } },
      { attacker: 'Dan', target: 'Bob', attack: null, code: 'matchup/no-attack', params: { attacker: 'Dan' } },
      { attacker: 'Dan', target: 'Eve', attack: null, code: 'matchup/no-attack', params: { attacker: 'Dan' } },
    ]);
    const seen = new Set([...m.pairs, ...m.refused].map((p) => `${p.attacker}>${p.target}`));
    expect(seen.size).toBe(m.attackers.length * m.targets.length);
  });

  it('an attack that cannot hit carries its reason: the model\'s own, else the general one; one that can, none', () => {
    const json = { p_kill: 0, expected_damage: 0, p_hit: 0 };
    const none = { kill: 0, damage: 0, hit: 0 };
    expect(impossibleOf(ruleset({}), json, none)).toEqual({ code: 'matchup/cannot-hit', params: {} });
    const own = ruleset({}, undefined, { impossible: (j) => ({ code: 'test/too-far', params: { hit: String(j.p_hit) } }) });
    expect(impossibleOf(own, json, none)).toEqual({ code: 'test/too-far', params: { hit: '0' } });
    expect(impossibleOf(own, json, { ...none, hit: 0.1 })).toBeUndefined();
    // Something comes of it, or the model does not say: not impossible.
    expect(impossibleOf(own, json, { ...none, kill: 0.1 })).toBeUndefined();
    expect(impossibleOf(own, json, { ...none, damage: 0.5 })).toBeUndefined();
    expect(impossibleOf(own, json, { kill: null, damage: null, hit: null })).toBeUndefined();
    const m = matchup(ruleset({ 'Ann>Bob>attack': json, 'Ann>Cid>attack': odds(0.2, 1, 0.5) }), side('a.yaml', 'Ann'), side('b.yaml', 'Bob', 'Cid'), {});
    expect(m.pairs.map((p) => p.impossible)).toEqual([{ code: 'matchup/cannot-hit', params: {} }, undefined]);
  });

  it('the default metric: the ruleset\'s own, else the chance to kill', () => {
    const damage = { id: 'damage', title: { en: 'expected PV lost per attack', fr: 'PV perdus en moyenne par attaque' } } as const;
    expect(metricOf({ ...ruleset({}), matchupMetric: damage } as Ruleset)).toBe(damage);
    expect(metricOf(ruleset({}))).toBe(KILL_METRIC);
    expect(KILL_METRIC.id).toBe('kill');
  });

  it('a model without a list of attacks: one attack named "attack", with the options given', () => {
    const m = matchup(ruleset({ 'Ann>Bob>attack': odds(1) }), side('a.yaml', 'Ann'), side('b.yaml', 'Bob'), { charge: true });
    expect(m.pairs.map((p) => [p.attack, p.label, p.options])).toEqual([['attack', undefined, { charge: true }]]);
  });

  it('English unless asked otherwise', () => {
    const rules = ruleset({ 'Ann>Bob>attack': odds(1) });
    expect(matchup(rules, side('a.yaml', 'Ann'), side('b.yaml', 'Bob'), {}).pairs[0]!.json).not.toHaveProperty('lang');
    expect(matchup(rules, side('a.yaml', 'Ann'), side('b.yaml', 'Bob'), {}, 'fr').pairs[0]!.json).toHaveProperty('lang', 'fr');
  });

  it('a model\'s own headline reads the JSON', () => {
    const m = matchup(ruleset({ 'Ann>Bob>attack': { removed: 0.4 } }, undefined, { headline: (json) => ({ kill: json.removed as number, damage: null, hit: null }) }), side('a.yaml', 'Ann'), side('b.yaml', 'Bob'), {});
    expect(m.pairs[0]!.headline).toEqual({ kill: 0.4, damage: null, hit: null });
  });

  it('an error that is no refusal of the rules is not hidden as a skipped pair', () => {
    const broken = { id: 'test', roster: (band: unknown) => (band as string[]).map((name) => ({ name, path: [] })), attack: { simulate: () => { throw new TypeError('bug'); } } } as unknown as Ruleset;
    expect(() => matchup(broken, side('a.yaml', 'Ann'), side('b.yaml', 'Bob'), {})).toThrow(TypeError);
  });
});

describe('which attack does better', () => {
  it('by the metric asked, then kill, damage, hit; no number is worse than 0', () => {
    expect(better(pair('A', 'B', 'x', 0.5), pair('A', 'B', 'y', 0.4), 'kill')).toBe(true);
    expect(better(pair('A', 'B', 'x', 0.4), pair('A', 'B', 'y', 0.5), 'kill')).toBe(false);
    expect(better(pair('A', 'B', 'x', 0.1, 2), pair('A', 'B', 'y', 0.5, 1), 'damage')).toBe(true);
    expect(better(pair('A', 'B', 'x', 0.5, 1, 0.2), pair('A', 'B', 'y', 0.5, 2, 0.9), 'hit')).toBe(false);
    expect(better(pair('A', 'B', 'x', 0.5, 1, 0.2), pair('A', 'B', 'y', 0.4, 2, 0.2), 'hit')).toBe(true);
    expect(better(pair('A', 'B', 'x', 0.5, 1, 0.2), pair('A', 'B', 'y', 0.5, 2, 0.2), 'hit')).toBe(false);
    expect(better(pair('A', 'B', 'x', 0), pair('A', 'B', 'y', null), 'kill')).toBe(true);
    expect(better(pair('A', 'B', 'x', null), pair('A', 'B', 'y', 0), 'kill')).toBe(false);
  });

  it('equal numbers, or within 1e-12 (rounding), are a tie: neither does better', () => {
    expect(better(pair('A', 'B', 'x', 0.5, 1, 1), pair('A', 'B', 'y', 0.5, 1, 1), 'kill')).toBe(false);
    expect(better(pair('A', 'B', 'x', 1e-12), pair('A', 'B', 'y', 0), 'kill')).toBe(false);
    expect(better(pair('A', 'B', 'x', 2e-12), pair('A', 'B', 'y', 0), 'kill')).toBe(true);
  });
});

describe('best attack, best target, most dangerous attacker', () => {
  it('the best attack of a pair; on a tie, the first listed', () => {
    const m = table(pair('A', 'B', 'x', 0.2), pair('A', 'B', 'y', 0.6), pair('A', 'B', 'z', 0.6), pair('A', 'C', 'w', 0.9));
    expect(bestAttack(m, 'A', 'B', 'kill')?.attack).toBe('y');
    expect(bestAttack(m, 'A', 'D', 'kill')).toBeUndefined();
    expect(bestAttack(table(pair('A', 'B', 'x', 0.5), pair('A', 'B', 'y', 0.5)), 'A', 'B', 'kill')?.attack).toBe('x');
  });

  it('per attacker its best target, per target its most dangerous attacker, the first on a tie', () => {
    const m = table(
      pair('A', 'T', 'x', 0.7), pair('A', 'U', 'x', 0.3),
      pair('B', 'T', 'x', 0.2), pair('B', 'U', 'x', 0.3),
      pair('C', 'T', 'x', 0.1), pair('C', 'U', 'x', 0.9),
    );
    const { bestTarget, mostDangerous } = highlights(m, 'kill');
    expect([...bestTarget].map(([a, p]) => [a, p.target])).toEqual([['A', 'T'], ['B', 'U'], ['C', 'U']]);
    expect([...mostDangerous].map(([t, p]) => [t, p.attacker])).toEqual([['T', 'A'], ['U', 'C']]);
    const tie = highlights(table(pair('A', 'T', 'x', 0.5), pair('B', 'T', 'x', 0.5), pair('A', 'U', 'x', 0.5)), 'kill');
    expect(tie.mostDangerous.get('T')?.attacker).toBe('A');
    expect(tie.bestTarget.get('A')?.target).toBe('T');
  });

  it('never marks an impossible or zero pair: an attacker with nothing above 0 has no best target', () => {
    const zero = pair('Ann', 'Bob', 'melee', 0, 0, 0.5);
    const impossible = { ...pair('Ann', 'Cid', 'melee', 0, 0, 0), impossible: { code: 'matchup/cannot-hit', params: {} } };
    const some = pair('Dan', 'Bob', 'melee', 0.1);
    expect([markable(zero, 'kill'), markable(impossible, 'hit'), markable(some, 'kill'), markable(zero, 'hit')]).toEqual([false, false, true, true]);
    const { bestTarget, mostDangerous } = highlights(table(zero, impossible, some), 'kill');
    expect([...bestTarget.keys()]).toEqual(['Dan']);
    expect([...mostDangerous.entries()].map(([t, p]) => `${t}<${p.attacker}`)).toEqual(['Bob<Dan']);
  });

  it('a pair with no attack (all refused) is no candidate', () => {
    const m: Matchup = { ...table(pair('A', 'U', 'x', 0.1)), targets: ['T', 'U'] };
    expect(highlights(m, 'kill').mostDangerous.has('T')).toBe(false);
    expect(highlights(m, 'kill').bestTarget.get('A')?.target).toBe('U');
  });
});

describe('--compare variants', () => {
  it('every subset of the flags, the fewest first, in the order given', () => {
    expect(variants([])).toEqual([[]]);
    expect(variants(['a', 'b', 'c'])).toEqual([[], ['a'], ['b'], ['c'], ['a', 'b'], ['a', 'c'], ['b', 'c'], ['a', 'b', 'c']]);
  });

  it('a variant\'s options: the others kept, the compared flags off unless the variant sets them', () => {
    expect(variantOptions({ weapon: 'melee', charge: true, shield: true }, ['charge', 'shield'], ['shield'])).toEqual({ weapon: 'melee', shield: true });
  });
});
