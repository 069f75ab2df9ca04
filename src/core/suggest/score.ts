/**
 * A change's score: the matchup both ways with the ruleset's headline number. What my band does to theirs minus what
 * theirs does to mine, each attacker counted once, at the target it does most to (its "best target", as the matchup
 * table marks it). One attack's odds depend on the two members and on what their bands hold besides their members
 * (house rules, band-wide flags): they are kept by those, so that a change recomputes only the pairs it touches.
 */
import { valueAt } from '../band-files/data-edit.js';
import { EscarmoucheError } from '../diagnostics/errors.js';
import { highlights, matchup, valueOf, type BandSide, type Matchup, type Metric } from '../matchup/matchup.js';
import type { AttackChoice, AttackModel, Member, Options, Report, Ruleset, Side } from '../ruleset/ruleset.js';

/** One attacker at its best target: the pair a side is counted by. */
export interface ScoredPair {
  readonly attacker: string;
  readonly target: string;
  /** The attack's id, as the matchup's JSON names it (`arme-a-deux-mains`, `ranged`). */
  readonly attack: string;
  /** The attack as text names it, in the rulebook's words. */
  readonly label: string;
  readonly value: number;
}

/** A band's score against another: `score` = `dealt` − `taken`, with the pairs each sum adds up. */
export interface Score {
  readonly score: number;
  readonly dealt: number;
  readonly taken: number;
  readonly pairs: { readonly dealt: readonly ScoredPair[]; readonly taken: readonly ScoredPair[] };
}

/** A score with the two matchups it was read from (mine → theirs, theirs → mine), while they are compared. */
export interface Scored extends Score {
  readonly matchups: readonly [Matchup, Matchup];
}

/** The score alone: its matchups are not kept once compared (hundreds of changes, every attack of each). */
export const scoreAlone = ({ matchups: _matchups, ...score }: Scored): Score => score;

/** What is kept of one attack: its JSON (all a matchup reads), or the rule that refuses it. */
type Outcome = { readonly json: Report['json'] } | { readonly refused: EscarmoucheError };

/** What a band holds besides its members, as text: the part of one side's key every member of it shares. */
function bandKey(ruleset: Ruleset, band: unknown): string {
  // Stryker disable next-line MethodExpression,UnaryOperator: a key that keeps more than it must only caches less
  const lists = new Set(ruleset.roster(band).map((m) => JSON.stringify(m.path.slice(0, -1))));
  const skip = (path: readonly (string | number)[]): boolean => lists.has(JSON.stringify(path));
  const strip = (given: unknown, path: (string | number)[]): unknown => {
    if (skip(path)) return null;
    // Stryker disable next-line StringLiteral: the replacer does not read its key
    const value = replacer('', given);
    if (Array.isArray(value)) return value.map((v, i) => strip(v, [...path, i]));
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strip(v, [...path, k])]));
    return value;
  };
  return JSON.stringify(strip(band, []));
}

/** Sets and maps (a member's skills) as their entries, so that two members that differ in them differ in their keys. */
function replacer(_key: string, value: unknown): unknown {
  if (value instanceof Set) return [...value];
  if (value instanceof Map) return [...value.entries()];
  return value;
}

/**
 * Short names for long texts: the same text always gets the same name, so that a pair's key stays short however much
 * its members hold (a key is hashed at every lookup).
 */
function interner(): (text: string) => string {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined) names.set(text, (name = String(names.size)));
    return name;
  };
}

/** An attack model that computes each distinct pair once: the same two members, bands and options give the same odds. */
export function memoModel(ruleset: Ruleset): AttackModel<unknown> & { readonly computed: () => number } {
  const model = ruleset.attack!;
  const cache = new Map<string, Outcome>();
  const intern = interner();
  // Each parsed band and member is read into text once: a band the search makes is new, and so are its members.
  const bands = new WeakMap<object, string>();
  const members = new WeakMap<object, string>();
  let computed = 0;
  const once = (seen: WeakMap<object, string>, value: unknown, text: () => string): string => {
    // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: a band or member is a map (never null); reading an object into text each time only spares less work
    if (value === null || typeof value !== 'object') return intern(text());
    let name = seen.get(value);
    // Stryker disable next-line ConditionalExpression: reading it into text again gives the same name
    if (name === undefined) seen.set(value, (name = intern(text())));
    return name;
  };
  /** A member by its name, its content and its band's: what one attack reads of it. */
  const memberKey = (band: unknown, member: Member): string => {
    const value = valueAt(band, member.path);
    return `${intern(member.name)}.${once(members, value, () => JSON.stringify(value, replacer))}.${once(bands, band, () => bandKey(ruleset, band))}`;
  };
  const sideKey = (side: Side<unknown>): string => (side.kind === 'typed' ? intern(JSON.stringify(side.options)) : `${intern(side.file)}.${memberKey(side.band, side.member)}`);
  const attacks = new Map<string, readonly AttackChoice[]>();
  const attacksOf = model.attacks;
  return {
    ...model,
    computed: () => computed,
    // A member's attacks are read twice a matchup (its size, then its rows), by every change: each member once.
    ...(attacksOf && {
      attacks(band, member) {
        const key = memberKey(band, member);
        let found = attacks.get(key);
        // Stryker disable next-line ConditionalExpression: the cache only saves work; attacks read again are the same
        if (!found) attacks.set(key, (found = attacksOf(band, member)));
        return found;
      },
    }),
    simulate(input) {
      const key = `${sideKey(input.attacker)}|${sideKey(input.target)}|${intern(JSON.stringify(input.options))}|${input.lang ?? 'en'}`;
      let found = cache.get(key);
      if (!found) {
        computed++;
        try {
          found = { json: model.simulate(input).json };
        } catch (cause) {
          if (!(cause instanceof EscarmoucheError)) throw cause;
          found = { refused: cause };
        }
        cache.set(key, found);
      }
      if ('refused' in found) throw found.refused;
      // The view is not kept (thousands of attacks): drawn again, from scratch, if ever read.
      return { json: found.json, get view() { return model.simulate(input).view; } };
    },
  };
}

/** Each attacker once, at the target it does most to by `metric` (a pair that cannot succeed counts 0). */
function best(m: Matchup, metric: Metric): { sum: number; pairs: ScoredPair[] } {
  const pairs = [...highlights(m, metric).bestTarget.values()].map((p) => ({ attacker: p.attacker, target: p.target, attack: p.attack, label: p.label ?? p.attack, value: Math.max(0, valueOf(p, metric)) }));
  return { sum: pairs.reduce((total, p) => total + p.value, 0), pairs };
}

/** My band against theirs, both ways, by `metric`; `ruleset` may be a memoised copy (see `memoModel`). */
export function scoreOf(ruleset: Ruleset, mine: BandSide, theirs: BandSide, options: Options, metric: Metric, lang: 'en' | 'fr'): Scored {
  const forward = matchup(ruleset, mine, theirs, options, lang);
  const reverse = matchup(ruleset, theirs, mine, options, lang);
  const dealt = best(forward, metric);
  const taken = best(reverse, metric);
  return { score: dealt.sum - taken.sum, dealt: dealt.sum, taken: taken.sum, pairs: { dealt: dealt.pairs, taken: taken.pairs }, matchups: [forward, reverse] };
}

/** What the odds list as left out of them (Fées d'armes: `not_in_odds`): not a number the change moves. */
const IGNORED = new Set(['not_in_odds', 'not_in_odds_reasons']);
const texts = new WeakMap<object, string>();
/** An attack's JSON as text, once per JSON (the band as it is is compared with every change). */
function oddsText(json: Readonly<Record<string, unknown>>): string {
  let text = texts.get(json);
  // Stryker disable next-line ConditionalExpression: the cache only saves work; a text made again is the same
  if (text === undefined) texts.set(json, (text = JSON.stringify(json, (key, value: unknown) => (IGNORED.has(key) ? undefined : value))));
  return text;
}

/** Whether any attack of the two matchups came out otherwise: the odds read what the change changed. */
export function oddsMoved(before: Scored, after: Scored): boolean {
  return before.matchups.some((m, i) => {
    const other = after.matchups[i]!;
    if (m.pairs.length !== other.pairs.length || m.skipped.length !== other.skipped.length) return true;
    return m.pairs.some((p, j) => {
      const q = other.pairs[j]!;
      // Stryker disable next-line ConditionalExpression: a shortcut; the same JSON has the same text
      return p.attacker !== q.attacker || p.target !== q.target || p.attack !== q.attack || (p.json !== q.json && oddsText(p.json) !== oddsText(q.json));
    });
  });
}
