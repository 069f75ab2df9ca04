/**
 * Band against band: every member of one band attacking every member of the other with each of its attacks, and
 * what-if variants of an attack or a matchup. Pure: takes parsed bands and options, returns plain data.
 */
import type { Params } from '../diagnostics/diagnostics.js';
import { EscarmoucheError } from '../diagnostics/errors.js';
import type { AttackChoice, Headline, MatchupMetric, MatchupMetricId, Member, Options, Ruleset, Side } from '../ruleset/ruleset.js';

export const METRICS = ['kill', 'damage', 'hit'] as const satisfies readonly MatchupMetricId[];
export type Metric = MatchupMetricId;

/** The headline of a ruleset that declares none: the chance to kill in one attack. */
export const KILL_METRIC: MatchupMetric = { id: 'kill', title: { en: 'chance to kill in one attack', fr: 'chance de tuer en une attaque' } };

/** The matchup's default number for `ruleset` (its `matchupMetric`, or the chance to kill). */
export const metricOf = (ruleset: Ruleset): MatchupMetric => ruleset.matchupMetric ?? KILL_METRIC;

/** A band file with its parsed band. */
export interface BandSide {
  readonly file: string;
  readonly band: unknown;
}

export interface Pair {
  readonly attacker: string;
  readonly target: string;
  readonly attack: string;
  /** The attack as text names it (`AttackChoice.label`); JSON keeps `attack`. */
  readonly label?: string;
  /** The options of the single attack that gives `json`: the ones given, and the ones selecting the attack. */
  readonly options: Options;
  /** The single attack's JSON, as `simulate-attack "A#x" "B#y"` prints it with `options`. */
  readonly json: Readonly<Record<string, unknown>>;
  readonly headline: Headline;
  /** The attack cannot succeed (no roll hits): why, in the words of a message code (`impossible_reason` in JSON). */
  readonly impossible?: Reason;
}

/** Why something is not there: a message code of the core or the ruleset, and its params. */
export interface Reason {
  readonly code: string;
  readonly params: Params;
}

/** An attack of one attacker on one target that the rules refuse (`refused` in JSON): every refused pair is listed. */
export interface Refused extends Reason {
  readonly attacker: string;
  readonly target: string;
  /** The attack refused; `null` when the attacker has no attack at all. */
  readonly attack: string | null;
  readonly label?: string;
}

/** Attacks the rules refuse for some pairs (an option that makes no sense for them): said once per reason, with a count; `params` are the first one's. */
export interface Skipped {
  readonly code: string;
  readonly params: Params;
  readonly pairs: number;
}

export interface Matchup {
  readonly ruleset: string;
  readonly attackers: readonly string[];
  readonly targets: readonly string[];
  readonly pairs: readonly Pair[];
  readonly skipped: readonly Skipped[];
  /** Each attack refused, pair by pair: with `pairs`, every attacker × target appears. */
  readonly refused: readonly Refused[];
}

// Number.isFinite is false for anything not a number (it does not convert, as isFinite does).
const number = (value: unknown): number | null => (Number.isFinite(value) ? (value as number) : null);

/** The default reading of an attack's JSON, for a model without `headline`. */
export const defaultHeadline = (json: Readonly<Record<string, unknown>>): Headline => ({
  kill: number(json.p_kill),
  damage: number(json.expected_damage),
  hit: number(json.p_hit),
});

/**
 * Why an attack cannot succeed, when no roll hits (its chance to hit is 0): the model's own reason (the best roll cannot
 * reach the defence, out of range), else the general one. `undefined` when it can hit.
 */
export function impossibleOf(ruleset: Ruleset, json: Readonly<Record<string, unknown>>, headline: Headline): Reason | undefined {
  // Nothing at all comes of it: no hit, no damage, no kill (a number the model does not give counts as none).
  if (headline.hit !== 0 || (headline.kill ?? 0) > 0 || (headline.damage ?? 0) > 0) return undefined;
  return ruleset.attack?.impossible?.(json) ?? { code: 'matchup/cannot-hit', params: {} };
}

/** The member's attacks the given options leave: an option that selects attacks (`--weapon ranged`) keeps those it names. */
export function attacksOf(ruleset: Ruleset, band: unknown, member: Member, options: Options): readonly AttackChoice[] {
  const all = ruleset.attack?.attacks?.(band, member) ?? [{ name: 'attack', options: {} }];
  const selectors = new Set(all.flatMap((choice) => Object.keys(choice.options)));
  const given = [...selectors].filter((key) => options[key] !== undefined);
  return all.filter((choice) => given.every((key) => choice.options[key] === options[key]));
}

/**
 * The attacks a matchup computes (each attack of each member against each member): at most this many, refused
 * beforehand past it, so that a matchup of the largest bands stays within seconds and a few hundred MB
 * (npm run bench: "The largest valid band").
 */
export const MAX_MATCHUP_PAIRS = 1600;

function refuseTooLarge(count: number, file: string, other: string): void {
  if (count > MAX_MATCHUP_PAIRS) throw new EscarmoucheError('cli/matchup-too-complex', { file, other, actual: count, limit: MAX_MATCHUP_PAIRS });
}

/** Every member of `attackers` against every member of `targets`, each attack it has, with `options` applied. */
export function matchup(ruleset: Ruleset, attackers: BandSide, targets: BandSide, options: Options, lang: 'en' | 'fr' = 'en'): Matchup {
  const model = ruleset.attack;
  if (!model) throw new EscarmoucheError('cli/attack-unsupported', { ruleset: ruleset.title });
  const read = model.headline ?? defaultHeadline;
  const from = ruleset.roster(attackers.band);
  const to = ruleset.roster(targets.band);
  refuseTooLarge(from.reduce((n, a) => n + attacksOf(ruleset, attackers.band, a, options).length, 0) * to.length, attackers.file, targets.file);
  const pairs: Pair[] = [];
  const refused: Refused[] = [];
  const skipped = new Map<string, { code: string; params: Params; pairs: number }>();
  for (const a of from) {
    const attacker: Side<unknown> = { kind: 'member', band: attackers.band, member: a, file: attackers.file };
    const choices = attacksOf(ruleset, attackers.band, a, options);
    // A member without an attack (or none the options leave) still has its row: each pair refused, with the reason.
    if (choices.length === 0) for (const t of to) refused.push({ attacker: a.name, target: t.name, attack: null, code: 'matchup/no-attack', params: { attacker: a.name } });
    for (const choice of choices) {
      const merged = { ...options, ...choice.options };
      const named = { attack: choice.name, ...(choice.label ? { label: choice.label } : {}) };
      for (const t of to) {
        const target: Side<unknown> = { kind: 'member', band: targets.band, member: t, file: targets.file };
        try {
          const json = model.simulate({ attacker, target, options: merged, lang }).json;
          const headline = read(json);
          const impossible = impossibleOf(ruleset, json, headline);
          pairs.push({ attacker: a.name, target: t.name, ...named, options: merged, json, headline, ...(impossible ? { impossible } : {}) });
        } catch (cause) {
          if (!(cause instanceof EscarmoucheError)) throw cause;
          refused.push({ attacker: a.name, target: t.name, ...named, code: cause.code, params: cause.params });
          // Once per reason (code); the first one's words stand for the others (the names differ).
          const seen = skipped.get(cause.code) ?? { code: cause.code, params: cause.params, pairs: 0 };
          skipped.set(cause.code, { ...seen, pairs: seen.pairs + 1 });
        }
      }
    }
  }
  return { ruleset: ruleset.id, attackers: from.map((m) => m.name), targets: to.map((m) => m.name), pairs, skipped: [...skipped.values()], refused };
}

export const valueOf = (pair: Pair, metric: Metric): number => pair.headline[metric] ?? -1;

/** `x` does better than `y` by `metric`, ties broken by the other numbers (kill, then damage, then hit). */
export function better(x: Pair, y: Pair, metric: Metric): boolean {
  // The metric asked is compared again in its place among the others: equal by then, it changes nothing.
  for (const m of [metric, ...METRICS]) {
    const d = valueOf(x, m) - valueOf(y, m);
    if (Math.abs(d) > 1e-12) {
      // Stryker disable next-line EqualityOperator: d is never 0 here (|d| > 1e-12), so d >= 0 is d > 0.
      return d > 0;
    }
  }
  return false;
}

/** The attack of `attacker` on `target` that does best by `metric` (the first one on a tie). */
export function bestAttack(m: Matchup, attacker: string, target: string, metric: Metric): Pair | undefined {
  let best: Pair | undefined;
  for (const pair of m.pairs) {
    if (pair.attacker !== attacker || pair.target !== target) continue;
    if (!best || better(pair, best, metric)) best = pair;
  }
  return best;
}

/** A pair the highlights may name: the attack can succeed and its number is above 0. */
export const markable = (pair: Pair, metric: Metric): boolean => !pair.impossible && valueOf(pair, metric) > 0;

/** Per attacker, its best target; per target, its most dangerous attacker (each by its best attack); never an impossible or zero pair. */
export function highlights(m: Matchup, metric: Metric): { bestTarget: Map<string, Pair>; mostDangerous: Map<string, Pair> } {
  const bestTarget = new Map<string, Pair>();
  const mostDangerous = new Map<string, Pair>();
  for (const a of m.attackers) {
    for (const t of m.targets) {
      const pair = bestAttack(m, a, t, metric);
      if (!pair || !markable(pair, metric)) continue;
      const b = bestTarget.get(a);
      if (!b || better(pair, b, metric)) bestTarget.set(a, pair);
      const d = mostDangerous.get(t);
      if (!d || better(pair, d, metric)) mostDangerous.set(t, pair);
    }
  }
  return { bestTarget, mostDangerous };
}

/** The pair's JSON as `simulate-attack --json` of the matchup prints it: names, attack, its options, then the single attack's fields. */
export function pairJson(pair: Pair): Record<string, unknown> {
  const { ruleset: _r, attacker: _a, target: _t, attack: _k, ...rest } = pair.json;
  return { attacker: pair.attacker, target: pair.target, attack: pair.attack, options: pair.options, ...rest };
}

/** `--compare a,b`: the subsets of the named flags, the empty one first, in the order given (none, a, b, a+b). */
export function variants(flags: readonly string[]): readonly (readonly string[])[] {
  const out: string[][] = [];
  for (let mask = 0; mask < 1 << flags.length; mask++) out.push(flags.filter((_, i) => mask & (1 << i)));
  return out.sort((x, y) => x.length - y.length);
}

/** The options of one variant: the given ones without the compared flags, then the variant's flags set. */
export const variantOptions = (options: Options, compared: readonly string[], on: readonly string[]): Options => {
  const base: Record<string, unknown> = { ...options };
  for (const key of compared) delete base[key];
  for (const key of on) base[key] = true;
  return base;
};
