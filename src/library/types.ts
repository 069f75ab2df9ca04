/** The JSON contracts of the commands as types: what each library function returns (docs/json.md). */
import type { Standing } from '../core/campaign/standings.js';
import type { ArgadProfile } from '../rulesets/argad/derive.js';
import type { FeesProfile } from '../rulesets/fees-d-armes/derive.js';
import type { FfProfile } from '../rulesets/flammes-et-fantassins/derive.js';
import type { FgProfile } from '../rulesets/frostgrave/derive.js';
import type { MefProfile } from '../rulesets/mef-fan/derive.js';
import type { AttackFields, AttackRulesetId } from './attack-fields.js';

export type { ValidateJson as ValidateResult, ValidatedFile } from '../core/api/validate.js';
export type { InvalidBandJson, JsonDiagnostic } from '../core/api/band.js';
export type { RefusedJson } from '../core/api/campaign-award.js';
export type { Standing } from '../core/campaign/standings.js';
export type { ArgadProfile, FeesProfile, FfProfile, FgProfile, MefProfile };
export type { AttackFieldKind, AttackFields, AttackRulesetId, FieldKinds } from './attack-fields.js';
export type { NamedRollOf, RollFieldKinds, RollMethod, RollName } from './roll-fields.js';

export type Lang = 'en' | 'fr';

/** Every function: the language of the messages in the result and in errors (default English). */
export interface LanguageOption {
  readonly lang?: Lang;
}

/** House rules for every band of a ruleset (by id or alias), under each band's own `house_rules:`: the band's keys win. */
export type HouseRulesByRuleset = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

export interface ValidateOptions extends LanguageOption {
  /** Warnings fail too: `ok` is false when there is any (the command's `--strict`). */
  readonly strict?: boolean;
  readonly houseRules?: HouseRulesByRuleset;
}

export interface ValidateTextOptions extends ValidateOptions {
  /** The name the report gives the band (default `band.yaml`). */
  readonly file?: string;
}

/** `show --json`: the band's derived profile, its ruleset's shape, with the house rules it overrides. */
export type ShowResult = (FfProfile | FgProfile | MefProfile | FeesProfile | ArgadProfile) & { readonly house_rules?: Readonly<Record<string, unknown>> };

export interface ShowTextOptions extends LanguageOption {
  readonly file?: string;
  readonly houseRules?: HouseRulesByRuleset;
}

export interface RollOptions extends LanguageOption {
  /** The exact distribution instead of a roll. */
  readonly exact?: boolean;
  /** Replays a roll: the same seed gives the same dice on any machine (default: a fresh one, in the result). */
  readonly seed?: string;
}

export interface RolledDie {
  readonly sides: number;
  readonly face: number;
  readonly kept: boolean;
  readonly rolls?: readonly number[];
  readonly success?: boolean;
  readonly side?: 'left' | 'right';
}

export type Outcome = 'win' | 'tie' | 'loss';

/** `roll --json`: one roll, or lists for `Nx…`; `total` is `{left, right}` and `outcome` is set for `A vs B`. */
export interface RolledResult {
  readonly expression: string;
  readonly total: number | { readonly left: number; readonly right: number } | readonly (number | { readonly left: number; readonly right: number })[];
  readonly outcome?: Outcome | readonly Outcome[];
  readonly dice: readonly RolledDie[] | readonly (readonly RolledDie[])[];
  readonly seed: string;
}

/** `roll --exact --json`: the distribution (`distribution`, `mean`, `stddev`) or, for `A vs B`, `win`, `tie`, `loss`. */
export interface ExactResult {
  readonly expression: string;
  readonly distribution?: Readonly<Record<string, number>>;
  readonly mean?: number;
  readonly stddev?: number;
  readonly win?: number;
  readonly tie?: number;
  readonly loss?: number;
  /** Probability that an exploding die reached the depth limit still showing its maximum. */
  readonly residual?: number;
  readonly repeat?: number;
}

export type RollResult = RolledResult | ExactResult;

export interface NamedRollOptions extends RollOptions {
  /** The ruleset, when several declare the roll. */
  readonly ruleset?: string;
  /** The roll's own options, camelCase (`stat`, `vs`, `castingNumber` …): `rulesets[i].rolls[j].options`. */
  readonly [option: string]: unknown;
}

/** `roll <name> --json` of a name no ruleset has (refused at run time); a known name's result is `NamedRollOf`. */
export type NamedRollResult = Readonly<Record<string, unknown>>;

/** A side typed in: its numbers, named as the command's options in camelCase (`{ hit: 3, damage: 1 }`). */
export type TypedSide = Readonly<Record<string, string | number | boolean | readonly string[]>>;

export interface SimulateAttackOptions extends LanguageOption {
  /** Required when a side is typed in. */
  readonly ruleset?: string;
  /** One roll made at the table: `"3,5"` or `[3, 5]`. */
  readonly dice?: string | readonly number[];
  /** A Monte Carlo estimate beside the exact figures. */
  readonly trials?: number;
  readonly seed?: string;
  /** The ruleset's attack options in camelCase (`charge`, `targetPv`, `use` …): `rulesets[i].options.simulateAttack`. */
  readonly [option: string]: unknown;
}

/** `matchup(attackers, targets, options)`: the attack options of `simulateAttack` (no `dice`, `trials`), and the matchup's own. */
export interface MatchupOptions extends SimulateAttackOptions {
  /** Also the second band attacking the first (`reverse`). */
  readonly both?: boolean;
  /** One flag of the ruleset (`'charge'`): the result is `{variants:[{options,result}]}`, without and with it. */
  readonly compare?: string;
}

/** One pair of a matchup: the single attack's fields (without `ruleset`), the names and the pair's options. */
export type MatchupPair<R extends AttackRulesetId = AttackRulesetId> = R extends AttackRulesetId
  ? AttackFields<R> & { readonly attacker: string; readonly target: string; readonly attack: string; readonly method: 'exact'; readonly options: Readonly<Record<string, unknown>> }
  : never;

/** A matchup of one ruleset: narrow on `ruleset` and each pair has that ruleset's fields. */
export interface MatchupTable<R extends AttackRulesetId> {
  readonly ruleset?: R;
  readonly attackers?: readonly string[];
  readonly targets?: readonly string[];
  readonly pairs?: readonly MatchupPair<R>[];
  readonly skipped?: readonly { readonly code: string; readonly message: string; readonly pairs: number }[];
  readonly reverse?: Omit<MatchupTable<R>, 'ruleset' | 'reverse' | 'variants'>;
  readonly table_rules?: Readonly<Record<string, unknown>>;
  readonly variants?: readonly { readonly options: Readonly<Record<string, unknown>>; readonly result: MatchupTable<R> }[];
}

/** `simulate-attack A.yaml B.yaml --json` (docs/json.md), discriminated on `ruleset`; with `compare`, `{variants}` instead. */
export type MatchupResult = { [R in AttackRulesetId]: MatchupTable<R> }[AttackRulesetId];

/** What every attack prints, whatever its ruleset. */
interface AttackCommon {
  readonly attacker: Readonly<Record<string, unknown>> & { readonly name: string | null; readonly file: string | null };
  readonly target: Readonly<Record<string, unknown>> & { readonly name: string | null; readonly file: string | null };
  readonly monte_carlo?: {
    readonly trials: number;
    readonly seed: string;
    readonly estimates: Readonly<Record<string, number>>;
    readonly standard_errors: Readonly<Record<string, number>>;
  };
}

/** The exact odds of one ruleset's attack: its own fields typed (src/library/attack-fields.ts). */
export type ExactAttackResult<R extends AttackRulesetId = AttackRulesetId> = R extends AttackRulesetId ? AttackCommon & { readonly ruleset: R; readonly method: 'exact' } & AttackFields<R> : never;

/** One roll made at the table (`dice`): what those dice did, each ruleset's own keys (its page). */
export interface DiceAttackResult extends AttackCommon {
  readonly ruleset: AttackRulesetId;
  readonly method: 'dice';
  readonly [key: string]: unknown;
}

/**
 * `simulate-attack --json` (docs/json.md), discriminated on `ruleset` and `method`: after
 * `odds.ruleset === 'argad' && odds.method === 'exact'`, `odds.p_kill` is a `number`.
 */
export type AttackResult = ExactAttackResult | DiceAttackResult;

/** What one `campaign-award` call does: the command's options in camelCase. */
export interface CampaignAward {
  /** Records a scenario: with `winner` and `loser` band files. */
  readonly scenario?: string;
  readonly winner?: readonly string[];
  readonly loser?: readonly string[];
  readonly played?: number;
  /** YYYY-MM-DD (default: today). */
  readonly date?: string;
  /** Removes that scenario (or, with an action, that action's record) from the files named. */
  readonly undo?: string;
  /** Ranks the bands: the files named and these (files or folders), each ruleset's among themselves. */
  readonly standings?: readonly string[] | true;
  /** A ruleset's action on one member (Argad `heal: "FILE#Name"`), the awards' options, and `seed` of an action's dice. */
  readonly [option: string]: unknown;
}

export interface CampaignAwardOptions extends LanguageOption {
  /** Computes the change and its diff, writes nothing. */
  readonly dryRun?: boolean;
}

export interface CampaignEvent {
  readonly file: string;
  readonly band: string;
  readonly event: Readonly<Record<string, string | number>>;
  readonly totals: Readonly<Record<string, number>>;
}

/** `campaign-award --json`, by mode. */
export type CampaignAwardResult =
  | { readonly scenario: string; readonly date: string; readonly played: number; readonly dry_run: boolean; readonly events: readonly CampaignEvent[]; readonly diffs?: readonly { readonly file: string; readonly diff: string }[] }
  | { readonly undo: string; readonly dry_run: boolean; readonly events: readonly CampaignEvent[]; readonly diffs?: readonly { readonly file: string; readonly diff: string }[] }
  /** Ranks per ruleset (`ruleset` on each row); `unranked`: the bands whose ruleset has no campaign rules. */
  | { readonly standings: readonly (Standing & { readonly ruleset: string })[]; readonly unranked: readonly { readonly file: string; readonly ruleset: string }[] }
  | {
      readonly action: string;
      readonly undo: boolean;
      readonly file: string;
      readonly member: string;
      readonly record: Readonly<Record<string, string | number>>;
      readonly seed?: string;
      readonly dry_run: boolean;
      readonly diffs?: readonly { readonly file: string; readonly diff: string }[];
    };

export type { CandidateJson as SuggestCandidate, NotScoredJson as SuggestNotScored, ScoreJson as SuggestScore, SuggestJson as SuggestResult } from '../core/api/suggest.js';
export type { ScoredPair as SuggestPair } from '../core/suggest/score.js';

/** `suggest(mine, against, options)`: the options of `escarmouche suggest` but `--apply` (the library writes nothing). */
export interface SuggestOptions extends LanguageOption {
  /** How many changes to list, best first: 1 to 100, 5 by default. */
  readonly top?: number;
  /** The greedy path: the best change, then the best change of the band it makes, this many times (1 to 10). */
  readonly steps?: number;
  /** What the score counts; the ruleset's matchup headline by default. */
  readonly metric?: 'kill' | 'damage' | 'hit';
}
