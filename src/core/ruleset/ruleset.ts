/**
 * The one interface a rulebook implements. Core and CLI only ever talk to a ruleset through it;
 * nothing outside `src/rulesets/<id>/` branches on a ruleset id.
 */
import type { ZodType } from 'zod';
import type { RulesetShapes } from '../schema/fast-path/shape.js';
import type { Builder } from './build-contract.js';
import type { Finding, Params } from '../diagnostics/diagnostics.js';
import type { Lang, MessageCatalogue } from '../messages/catalogue.js';
import type { Member } from './member.js';
import type { BuildOptionSpec, Options, OptionSpec } from './option-spec.js';
import type { Cell, View } from './view.js';
import type { SchemaCatalogues } from '../schema/schema-words.js';
import type { NameTable } from './display-names.js';

export type { Member } from './member.js';
export type { BuildOptionSpec, Options, OptionSpec } from './option-spec.js';
export { OPTION_LIMIT } from './option-spec.js';

/** A rulebook roll offered by `escarmouche roll <name>` (F&F `test`, Argad `morale` …). */
export interface NamedRollSpec {
  readonly name: string;
  readonly summary: string;
  readonly options: readonly OptionSpec[];
}

/** What a ruleset declares without loading its module: enough for `--help`, completion and dispatch. */
export interface RulesetManifest {
  readonly id: string;
  readonly title: string;
  /** Other spellings accepted in `ruleset:` and `--ruleset` ("ff", "f&f"). */
  readonly aliases: readonly string[];
  /** Options of `simulate-attack` this ruleset reads. */
  readonly attackOptions: readonly OptionSpec[];
  /** `simulate-attack` command lines of this ruleset (from the clone: `bands/…`), shown by `simulate-attack --ruleset <id> --help`. */
  readonly attackExamples?: readonly string[];
  readonly rolls: readonly NamedRollSpec[];
  /** Options of `campaign-award` this ruleset's awards read (the `options` of its `campaign.awards`). */
  readonly campaignOptions?: readonly OptionSpec[];
  /** Options of `build` this ruleset reads (`--pc`, `--class` …); its `builder` turns them into edits. */
  readonly buildOptions?: readonly BuildOptionSpec[];
  /** Actions of `campaign-award` on one member after a game (`--heal FILE#Name`), with their options. */
  readonly campaignActions?: readonly CampaignActionSpec[];
  /** French words of the option descriptions and named-roll summaries above, keyed by the English text (`--lang fr`). */
  readonly optionsFr?: Readonly<Record<string, string>>;
  readonly load: () => Promise<Ruleset>;
}

/** The result of a calculator: JSON for scripts and a view for people. */
export interface Report {
  readonly json: Readonly<Record<string, unknown>>;
  readonly view: View;
  /**
   * One random trial of what the report computes exactly, for the Monte Carlo cross-check (`--trials`).
   * Each key is a numeric key of `json` that the mean of the samples estimates: `p_hit` samples 0 or 1,
   * `expected_damage` samples the damage of one attack.
   */
  readonly sample?: (rng: Rng) => Readonly<Record<string, number>>;
}

/** Source of dice for rolls; the dice engine provides seeded and cryptographic ones. */
export interface Rng {
  /** A uniform integer in 1..sides. */
  die(sides: number): number;
}

/** One side of an attack: a member of a band file, or stats typed on the command line. */
export type Side<Band> =
  | { readonly kind: 'member'; readonly band: Band; readonly member: Member; readonly file: string }
  | { readonly kind: 'typed'; readonly options: Options };

export interface AttackInput<Band> {
  readonly attacker: Side<Band>;
  readonly target: Side<Band>;
  /** Parsed values of the manifest's `attackOptions`, plus `json`-independent common options. */
  readonly options: Options;
  /** The seeded generator of `--trials`; `Report.sample` draws from the one it is given. */
  readonly rng?: Rng;
  /** Language of the report's view. */
  readonly lang?: 'en' | 'fr';
}

export interface AttackModel<Band> {
  /**
   * Exact odds of one attack; throws `EscarmoucheError` for a request the rules forbid. With
   * `options.dice` (the faces given by `--dice`, already checked against `dice`), resolves that one roll.
   */
  simulate(input: AttackInput<Band>): Report;
  /**
   * The dice of one attack roll; a model without it cannot resolve a roll given with `--dice`. Without `count`, the
   * number of dice depends on the sides and options (a pool): the CLI checks the faces, the model checks their number.
   */
  readonly dice?: { readonly count?: number; readonly sides: number };
  /**
   * The matchup (`simulate-attack A.yaml B.yaml`): the attacks a member makes (melee, ranged, a spell, a profile
   * action), each named, with the option values that select it. Without it, one attack with no option.
   */
  attacks?(band: Band, member: Member): readonly AttackChoice[];
  /** The matchup table's numbers read from one attack's `json`; without it, `p_kill`, `expected_damage` and `p_hit`. */
  headline?(json: Readonly<Record<string, unknown>>): Headline;
  /**
   * Why an attack whose chance to hit is 0 cannot succeed (the best roll cannot reach the defence, the target out of
   * range), as a code of the ruleset's messages; `undefined` leaves the general reason (`matchup/cannot-hit`).
   */
  impossible?(json: Readonly<Record<string, unknown>>): { readonly code: string; readonly params: Params } | undefined;
}

/** One attack of a member in a matchup: `ranged` with `{ weapon: 'ranged' }`. */
export interface AttackChoice {
  readonly name: string;
  /** The attack as text names it, in the rulebook's words (the weapon, the spell); `name` when absent. */
  readonly label?: string;
  readonly options: Options;
}

/**
 * What a matchup table shows of one attack: the chance of the ruleset's main outcome (kill, a figure removed), the
 * expected damage in the ruleset's own unit, the chance to hit; `null` when the attack has no such number.
 */
export interface Headline {
  readonly kill: number | null;
  readonly damage: number | null;
  readonly hit: number | null;
}

/** The numbers a matchup table can show (`--metric`): chance to kill, expected damage, chance to hit. */
export type MatchupMetricId = 'kill' | 'damage' | 'hit';

/**
 * The matchup's headline number by default (without `--metric`): the one that tells the pairs apart in this rulebook
 * (F&F: expected PV lost, since one attack rarely kills), and its title in plain words in both languages, as the
 * table prints it. Chosen in docs/rules-notes.md.
 */
export interface MatchupMetric {
  readonly id: MatchupMetricId;
  readonly title: { readonly en: string; readonly fr: string };
}

export interface NamedRoll {
  /** `lang` words the view (English when absent). */
  run(options: Options, context: { readonly exact: boolean; readonly rng: Rng; readonly lang?: Lang }): Report;
}

/** Everything `validate` and `show` need: the checks run on a band, with its derived profile at hand. */
export interface CheckContext<Band, Profile> {
  readonly band: Band;
  readonly profile: Profile;
  readonly report: (finding: Finding) => void;
}

/** One rulebook limit. `id` names it in docs and tests. */
export interface Check<Band, Profile> {
  readonly id: string;
  /**
   * The member fields whose names the check needs to find something missing or to total (`classes`, `equipment`; `*`
   * for all): a member with an unknown name in one of them is skipped, since what the check would say about it follows
   * from that one cause (one cause, one diagnostic). A check that only compares the names it finds leaves it out.
   */
  readonly reads?: readonly string[];
  /** The check totals every member (a budget, a count of a role): with `reads`, skipped while any member is unsure. */
  readonly readsEveryMember?: boolean;
  run(context: CheckContext<Band, Profile>): void;
}

/**
 * A documented interpretation or default a group may change in its band files (`house_rules:`).
 * Each one points at its entry in docs/rules-notes.md.
 */
export interface HouseRuleSpec {
  /** Key under `house_rules:`, kebab case. */
  readonly key: string;
  readonly description: string;
  /** Value schema, built on first use (zod loads only when a band needs it); the rulebook's reading is the default. */
  readonly schema: () => ZodType;
  readonly default: unknown;
  /**
   * `table`: a rule of the game both sides play by (Frostgrave's criticals). In a fight between two band files, a file
   * that sets it gives it to both sides; two files that set it to different values are refused. Absent: each band's own.
   */
  readonly scope?: 'table';
}

/** House rule values in force: every declared key, with the band's overrides. */
export type HouseRules = Readonly<Record<string, unknown>>;

export interface ParseResult<Band> {
  readonly band?: Band;
  readonly findings: readonly Finding[];
}

/** One labelled box of a card's stat block ("Dép." 6), in the rulebook's order and abbreviations. */
export interface CardStat {
  readonly label: string;
  readonly value: Cell;
}

/** A line of a card: a weapon, an item, an action, with its modifiers ("Arc long : Tir +1, portée 24"). */
export interface CardLine {
  readonly label: string;
  readonly text?: string;
}

/** A row of boxes to tick during the game (PV, Santé, Vie, figures of a unit). */
export interface CardTrack {
  readonly label: string;
  readonly boxes: number;
}

/** A rule in full: its name and the rulebook's text. */
export interface CardRule {
  readonly title: string;
  readonly text: string;
}

/** A cut-out card for the table (63 × 88 mm): a talent, a spell, a character sheet, a profile card. */
export interface Card {
  /** What the card is, in the output's language ("Personnage", "Character", "Sort"). */
  readonly kind: string;
  /** The member's or rule's name as the rulebook or the band file writes it. */
  readonly title: string;
  readonly subtitle?: string;
  /** Figures of a unit (Argad, Mef-Fan): shown beside the title. */
  readonly count?: number;
  /** Cost as the rulebook counts it ("3 pts"), in the top corner. */
  readonly cost?: string;
  /** Faction symbols and similar marks (Fées d'armes). */
  readonly badges?: readonly string[];
  /** The stat block, row by row (F&F: the six characteristics, then the secondary ones). */
  readonly stats?: readonly (readonly CardStat[])[];
  readonly tracks?: readonly CardTrack[];
  readonly lines?: readonly CardLine[];
  /** Label/value lines (a spell's condition and cost). */
  readonly fields?: readonly (readonly [string, Cell])[];
  /** Rule text, kept in French as written. */
  readonly text?: string;
  /** Special rules in full. */
  readonly rules?: readonly CardRule[];
}

/** How a band came out of a scenario. */
export type CampaignResult = 'win' | 'loss';

/** What a band earns from one scenario, by award key (F&F: `trophies`, `pc`, `fer`); whole numbers ≥ 0. */
export type Awards = Readonly<Record<string, number>>;

/** One line of a band's campaign ledger, as written in the band file's `campaign.ledger`. */
export interface LedgerEvent {
  readonly scenario: string;
  /** ISO date, YYYY-MM-DD. */
  readonly date: string;
  readonly result: CampaignResult;
  /** Scenarios already played in the campaign before this one: the scenario's place in the campaign. */
  readonly played: number;
  readonly awards: Awards;
}

/** A band's `campaign` section: the events, and the totals written next to them (derived from the events). */
export interface Ledger {
  readonly events: readonly LedgerEvent[];
  /** As written in the file, if any; the events are the truth (`campaign/totals-mismatch` otherwise). */
  readonly totals?: Awards;
  /** Records of the ruleset's campaign actions, by section (`care` …). */
  readonly records?: Readonly<Record<string, readonly ActionRecord[]>>;
}

/** `campaign-award --<name> FILE#Name`: an action on one member after a game, declared for the CLI (Argad: `heal`). */
export interface CampaignActionSpec {
  /** The flag: `heal` gives `--heal <FILE#Name>`. */
  readonly name: string;
  readonly summary: string;
  readonly options: readonly OptionSpec[];
  /** What may follow the member after `=` (`FILE#Name=ITEM,ITEM`), for help; absent: no `=` part. */
  readonly value?: string;
  /** Done "à la fin d'une partie": may also go with that game's award (`--scenario … --winner … --loser …`). */
  readonly withAward?: boolean;
}

/**
 * One record of a campaign action, as written in the list `campaign.<section>` of the band file: `member`, `date`
 * and `scenario` (when given) are written by the command, the other fields by the action.
 */
export type ActionRecord = Readonly<Record<string, string | number>>;

export interface ActionContext<Band> {
  readonly band: Band;
  readonly member: Member;
  /** Parsed values of the action's options. */
  readonly options: Options;
  readonly rng: Rng;
  readonly lang: Lang;
  /** The member's records of this action already in the file, oldest first. */
  readonly previous: readonly ActionRecord[];
  /** The text after `=` in `FILE#Name=VALUE`, when the action declares a `value`. */
  readonly value?: string;
  /** The scenario id given with `--scenario`, if any. */
  readonly scenario?: string;
}

/** An action on one member (Argad: healing after the game); pure: returns what to record and a report. */
export interface CampaignAction<Band> {
  readonly name: string;
  /** Key of the list under `campaign` holding its records (`care`). */
  readonly section: string;
  /** Schemas of the fields it adds to a record (the band file's section is checked with them), built on first use. */
  fields(): Readonly<Record<string, ZodType>>;
  /** Its records belong to the game: `campaign-award --undo <scenario>` removes them with the game's event. */
  readonly followsGame?: boolean;
  /** Throws `EscarmoucheError` for a request the rules forbid. */
  run(context: ActionContext<Band>): { readonly fields: ActionRecord; readonly report: Report };
}

export interface AwardKey {
  /** Key in each ledger event and in the totals (`trophies`). */
  readonly key: string;
  /** Message code of its label in the ruleset's catalogue. */
  readonly label: string;
}

export interface AwardContext<Band> {
  readonly result: CampaignResult;
  /** Scenarios already played in the campaign (distinct ids in the ledgers named, or `--played`). */
  readonly played: number;
  /** Parsed values of the award's `options`. */
  readonly options: Options;
  /** The band, when its file parses (a ruleset whose awards depend on the band reads it here). */
  readonly band?: Band;
}

/** One rule applied to every band after a scenario (F&F: trophies, experience); pure. */
export interface CampaignAward<Band> {
  readonly id: string;
  readonly summary: string;
  /** The keys it writes in the event, in this order. */
  readonly keys: readonly AwardKey[];
  /** Options of `campaign-award` it reads, declared as data (listed in the manifest's `campaignOptions` too). */
  readonly options: readonly OptionSpec[];
  /** Amounts for `keys`; throws `EscarmoucheError` for a request the rules forbid. */
  grant(context: AwardContext<Band>): Awards;
}

/** Campaign rules of a ruleset, run by `campaign-award` and counted by `show` and `validate`. */
export interface CampaignRules<Band> {
  readonly awards: readonly CampaignAward<Band>[];
  /** The award key the standings rank by (F&F: `trophies`). */
  readonly score: string;
  /** Totals of a ledger's events, by award key. */
  totals(events: readonly LedgerEvent[]): Awards;
  /** What the totals add to the band's budgets, by budget name (F&F: `pc`, `fer`), for people and scripts. */
  budgets(totals: Awards): Readonly<Record<string, number>>;
  /** Actions on one member after a game, run by `campaign-award --<name> FILE#Name`. */
  readonly actions?: readonly CampaignAction<Band>[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Ruleset<Band = any, Profile = any> {
  readonly id: string;
  readonly title: string;
  /** The band file's structure; also the source of the shipped JSON Schema. */
  readonly schema: ZodType;
  /**
   * The band schema and house rules as data (generated by `npm run shapes`): a band they vouch for is read without
   * loading zod. Without them, zod reads every band.
   */
  readonly shapes?: RulesetShapes;
  /** Words of every code this ruleset reports, in English and French. */
  readonly messages: MessageCatalogue;
  /** Structure and names: YAML data to a typed band, or findings (unknown keys, unknown names with suggestions). */
  parse(data: unknown, houseRules: HouseRules): ParseResult<Band>;
  /** Interpretations a band may override under `house_rules:`. */
  readonly houseRules?: readonly HouseRuleSpec[];
  /** Derived profile of the band (`show --json` prints it as is). Total: works on bands that break limits. */
  derive(band: Band): Profile;
  readonly checks: readonly Check<Band, Profile>[];
  /** The profile for people. */
  view(profile: Profile, lang: 'en' | 'fr'): View;
  /**
   * What `validate` states of a band besides its findings (Fées d'armes: the faction card it may use), as codes of
   * `messages`; printed under the file and listed as `notes` in its JSON.
   */
  notes?(profile: Profile): readonly { readonly code: string; readonly params?: Params }[];
  roster(band: Band): readonly Member[];
  /** Cards the rulebook puts on the table, for `print`, labelled in `lang`; without it, `print` gives the roster only. */
  cards?(band: Band, profile: Profile, lang: Lang): readonly Card[];
  /**
   * The roster page of `print`: names as the rulebook writes them, labels in `lang`, budgets and derived totals;
   * without it, `print` uses `view`.
   */
  sheet?(band: Band, profile: Profile, lang: Lang): View;
  readonly attack?: AttackModel<Band>;
  /** The matchup's default number and its title (`simulate-attack A.yaml B.yaml`, `print --against`, `suggest`). */
  readonly matchupMetric?: MatchupMetric;
  readonly rolls?: Readonly<Record<string, NamedRoll>>;
  /** Campaign rules; a ruleset without them is refused by `campaign-award`. */
  readonly campaign?: CampaignRules<Band>;
  /** The questions, legal answers and edits of `escarmouche build`; without it, `build` refuses the ruleset. */
  readonly builder?: Builder<Band, Profile>;
  /** The rulebook's name of every catalogue id its text output could show; the no-id-in-text test reads it. */
  readonly names?: NameTable;
  /** The catalogues the schema's `catalogueValue` fields name, for editors: every accepted spelling and its effect. */
  readonly schemaCatalogues?: SchemaCatalogues;
}
