/**
 * escarmouche as a library: each function returns the object the matching command prints with `--json`
 * (docs/json.md), and throws `EscarmoucheError` where the command exits with an error. No command-line code is loaded;
 * what reads bands (yaml, zod, the rulesets) is imported on the first call that needs it, so that importing is quick.
 */
import type { ApiEnv } from './core/api/env.js';
import { exactDice } from './core/api/roll-exact.js';
import { rollDice } from './core/api/roll.js';
import type { InvalidBandJson } from './core/api/band.js';
import type { Diagnostic } from './core/diagnostics/diagnostics.js';
import type { AnalyseOptions } from './core/ruleset/analyse.js';
import { CAMPAIGN_MESSAGES } from './core/campaign/messages.js';
import { DICE_MESSAGES } from './core/dice/messages.js';
import { EscarmoucheError, EXIT, usageError } from './core/diagnostics/errors.js';
import { Messages } from './core/messages/catalogue.js';
import { CORE_MESSAGES } from './core/messages/core.js';
import { suggest as nearest } from './core/diagnostics/names.js';
import { rollNames } from './core/ruleset/named-rolls.js';
import { registry } from './rulesets/index.js';
import type { NamedRollOf, RollName } from './library/roll-fields.js';
import type {
  AttackResult,
  CampaignAward,
  CampaignAwardOptions,
  CampaignAwardResult,
  ExactResult,
  HouseRulesByRuleset,
  Lang,
  MatchupOptions,
  MatchupResult,
  NamedRollOptions,
  NamedRollResult,
  RolledResult,
  RollOptions,
  RollResult,
  ShowResult,
  ShowTextOptions,
  SimulateAttackOptions,
  SuggestOptions,
  SuggestResult,
  TypedSide,
  ValidateOptions,
  ValidateResult,
  ValidateTextOptions,
} from './library/types.js';

export { EscarmoucheError } from './core/diagnostics/errors.js';
export type { ExitCode } from './core/diagnostics/errors.js';
export { rulesets, type RulesetInfo, type RulesetOption } from './library/rulesets.js';
export type * from './library/types.js';

const envOf = (lang: Lang = 'en'): ApiEnv => ({ registry, messages: new Messages(lang, [CORE_MESSAGES, DICE_MESSAGES, CAMPAIGN_MESSAGES]) });

/** The command's message for an error thrown by the core (which carries a code and its parameters). */
function worded(cause: unknown, env: ApiEnv): unknown {
  if (cause instanceof EscarmoucheError && cause.message === cause.code) cause.message = env.messages.text(cause.code, cause.params);
  return cause;
}

/** Plain data, exactly as the command prints it: what survives JSON (no undefined, no functions). */
const plain = <T>(value: unknown): T => JSON.parse(JSON.stringify(value)) as T;

async function run<T>(env: ApiEnv, body: () => Promise<unknown>): Promise<T> {
  try {
    return plain<T>(await body());
  } catch (cause) {
    throw worded(cause, env);
  }
}

function runSync<T>(env: ApiEnv, body: () => unknown): T {
  try {
    return plain<T>(body());
  } catch (cause) {
    throw worded(cause, env);
  }
}

function analyseOptions(houseRules: HouseRulesByRuleset | undefined): AnalyseOptions {
  if (!houseRules) return {};
  const byId: Record<string, Readonly<Record<string, unknown>>> = {};
  for (const [name, rules] of Object.entries(houseRules)) {
    const manifest = registry.find(name);
    if (!manifest) throw usageError('cli/unknown-ruleset', { actual: name, known: registry.ids().join(', ') });
    byId[manifest.id] = { ...byId[manifest.id], ...rules };
  }
  return { houseRules: byId };
}

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

/** `escarmouche validate <paths…> --json`: every limit of the rulebook, for band files and folders of band files. */
export function validate(paths: string | readonly string[], options: ValidateOptions = {}): Promise<ValidateResult> {
  const env = envOf(options.lang);
  return run(env, async () => (await import('./core/api/validate.js')).validatePaths(typeof paths === 'string' ? [paths] : paths, { ...analyseOptions(options.houseRules), strict: options.strict === true }, env));
}

/** `validate` of a band that is not on disk: YAML text; `file` names it in the report. */
export function validateText(text: string, options: ValidateTextOptions = {}): Promise<ValidateResult> {
  const env = envOf(options.lang);
  return run(env, async () => (await import('./core/api/validate.js')).validateBytes(encode(text), options.file ?? 'band.yaml', { ...analyseOptions(options.houseRules), strict: options.strict === true }, env));
}

type BandOutcome = { readonly ok: true; readonly json: unknown } | { readonly ok: false; readonly json: InvalidBandJson; readonly errors: readonly Diagnostic[] };

/** An invalid band: the command's exit 1, its message, and its `--json` output in `json`. */
function shown(outcome: BandOutcome, env: ApiEnv): unknown {
  if (outcome.ok) return outcome.json;
  const params = { file: outcome.json.file, count: outcome.errors.length };
  throw new EscarmoucheError('cli/invalid-band', params, EXIT.invalid, { message: env.messages.text('cli/invalid-band', params), json: outcome.json });
}

/** `escarmouche show <file> --json`: the band's derived profile. */
export function show(file: string, options: Omit<ShowTextOptions, 'file'> = {}): Promise<ShowResult> {
  const env = envOf(options.lang);
  return run(env, async () => shown(await (await import('./core/api/show.js')).showBand(file, env, analyseOptions(options.houseRules)), env));
}

/** `show` of a band that is not on disk. */
export function showText(text: string, options: ShowTextOptions = {}): Promise<ShowResult> {
  const env = envOf(options.lang);
  return run(env, async () => shown(await (await import('./core/api/show.js')).showBytes(encode(text), options.file ?? 'band.yaml', env, analyseOptions(options.houseRules)), env));
}

/** `escarmouche roll <expression> --json` (`--exact`, `--seed`); a rulebook roll by name is `namedRoll`. */
export function roll(expression: string, options: RollOptions & { readonly exact: true }): ExactResult;
export function roll(expression: string, options?: RollOptions & { readonly exact?: false }): RolledResult;
export function roll(expression: string, options?: RollOptions): RollResult;
export function roll(expression: string, options: RollOptions = {}): RollResult {
  const env = envOf(options.lang);
  return runSync(env, () => {
    const name = expression.trim().toLowerCase();
    if (rollNames(registry.manifests).includes(name)) throw usageError('roll/named-in-roll', { name });
    return options.exact ? exactDice(expression, env).json : rollDice(expression, options.seed === undefined ? {} : { seed: String(options.seed) }, env).json;
  });
}

/**
 * `escarmouche roll <name> --json`: a rulebook roll (F&F `test`, Frostgrave `cast` …) with its options in camelCase.
 * Its result is typed by the roll's name and `exact` (src/library/roll-fields.ts).
 */
export function namedRoll<N extends RollName>(name: N, options: NamedRollOptions & { readonly exact: true }): Promise<NamedRollOf<N, 'exact'>>;
export function namedRoll<N extends RollName>(name: N, options?: NamedRollOptions & { readonly exact?: false }): Promise<NamedRollOf<N, 'rolled'>>;
export function namedRoll(name: string, options?: NamedRollOptions): Promise<NamedRollResult>;
export function namedRoll(name: string, options: NamedRollOptions = {}): Promise<NamedRollResult> {
  const { lang, ...rest } = options;
  const env = envOf(lang);
  return run(env, async () => (await (await import('./core/api/roll.js')).rollNamed(name, rest, env)).json);
}

const COMMON_ATTACK_OPTIONS = ['ruleset', 'dice', 'trials', 'seed', 'lang'];

type Role = 'attacker' | 'target';
const ROLES: readonly Role[] = ['attacker', 'target'];

function attackRaw(sides: Readonly<Record<Role, string | TypedSide>>, options: SimulateAttackOptions, env: ApiEnv, typedRoles: (raw: Record<string, unknown>, env: ApiEnv) => Role[]): Record<string, unknown> {
  const known = new Set([...COMMON_ATTACK_OPTIONS, ...registry.manifests.flatMap((m) => m.attackOptions.map((o) => o.key))]);
  const typed = ROLES.flatMap((role) => (typeof sides[role] === 'string' ? [] : [sides[role] as TypedSide]));
  for (const [fn, keys] of [['simulateAttack', Object.keys(options)], ...typed.map((side) => ['simulateAttack (typed-in side)', Object.keys(side)] as const)] as const) {
    const unknown = keys.find((key) => !known.has(key) || (fn !== 'simulateAttack' && COMMON_ATTACK_OPTIONS.includes(key)));
    if (unknown === undefined) continue;
    const names = [...known].filter((k) => k !== 'lang');
    const close = names.filter((k) => nearest(unknown, names.map((n) => n.toLowerCase())).includes(k.toLowerCase()));
    // At most 3 close names; none close: where the options are listed, never the hundred of them (issue 37).
    if (!close.length) throw usageError('api/unknown-option-far', { option: unknown, fn });
    throw usageError('api/unknown-option', { option: unknown, fn, known: close.join(', ') });
  }
  const { lang: _lang, dice, trials, ...rest } = options;
  const raw: Record<string, unknown> = { ...rest, ...Object.assign({}, ...typed) };
  if (dice !== undefined) raw.dice = typeof dice === 'string' ? dice : dice.join(',');
  if (trials !== undefined) raw.trials = String(trials);
  for (const role of typedRoles(raw, env)) {
    const side = sides[role];
    if (typeof side !== 'string') continue;
    const option = registry.manifests.flatMap((m) => m.attackOptions).find((o) => o.side === role && raw[o.key] !== undefined)!.key;
    throw usageError('api/side-option', { option, side: env.messages.text(`ui/${role}`), actual: side });
  }
  return raw;
}

/**
 * `escarmouche simulate-attack --json`: exact odds of one attack. Each side is `"FILE#Name"` (`"FILE"` for a band of
 * one) or its numbers typed in, named as the command's options in camelCase (`{ hit: 3, damage: 1 }`, with `ruleset`).
 */
export function simulateAttack(attacker: string | TypedSide, target: string | TypedSide, options: SimulateAttackOptions = {}): Promise<AttackResult> {
  const env = envOf(options.lang);
  return run(env, async () => {
    const { attackOdds, typedRoles } = await import('./core/api/simulate-attack.js');
    const raw = attackRaw({ attacker, target }, options, env, typedRoles);
    // Stryker disable next-line ConditionalExpression,ObjectLiteral: attackOdds only asks whether each ref is a string (`typeof ref !== 'string'`), so a typed side passed as itself or as `{}` instead of `{ typed: true }` is read the same
    const refs = { attacker: typeof attacker === 'string' ? attacker : { typed: true as const }, target: typeof target === 'string' ? target : { typed: true as const } };
    return shown(await attackOdds(refs, raw, env), env);
  });
}

/**
 * `escarmouche simulate-attack A.yaml B.yaml --json`: the matchup, every member of `attackers` against every member of
 * `targets` with each of its attacks (`both`: the other way too; `compare: 'charge'`: without and with one flag, as
 * `{variants}`). Each pair holds the fields of the single attack with the pair's `options`.
 */
export function matchup(attackers: string, targets: string, options: MatchupOptions = {}): Promise<MatchupResult> {
  const env = envOf(options.lang);
  return run(env, async () => {
    const { typedRoles } = await import('./core/api/simulate-attack.js');
    const { matchupOdds } = await import('./core/api/matchup.js');
    const { both, compare, ...attack } = options;
    const raw = attackRaw({ attacker: attackers, target: targets }, attack, env, typedRoles);
    const request = { always: true, ...(both ? { both: true } : {}), ...(compare !== undefined ? { compare } : {}) };
    return shown((await matchupOdds([attackers, targets], raw, request, env))!, env);
  });
}

/**
 * `escarmouche suggest MINE --against THEIRS --json`: the legal one-step changes to `mine` that do most against
 * `against`, scored by the matchup both ways (docs/commands/suggest.md). Writes nothing.
 */
export function suggest(mine: string, against: string, options: SuggestOptions = {}): Promise<SuggestResult> {
  const env = envOf(options.lang);
  return run(env, async () => {
    const { suggestChanges } = await import('./core/api/suggest.js');
    const { top, steps, metric } = options;
    return shown(await suggestChanges([mine, against], { ...(top !== undefined ? { top } : {}), ...(steps !== undefined ? { steps } : {}), ...(metric !== undefined ? { metric } : {}) }, env), env);
  });
}

/** One file or several, as a script in plain JavaScript may give them. */
const list = (value: string | readonly string[]): readonly string[] => (typeof value === 'string' ? [value] : value);

/**
 * `escarmouche campaign-award --json`: records a scenario (`{ scenario, winner, loser }`), undoes one (`{ undo }` with
 * the files), ranks bands (`{ standings: true }` with the files) or runs a ruleset's action (`{ heal: "FILE#Name" }`).
 */
export function campaignAward(files: readonly string[], award: CampaignAward, options: CampaignAwardOptions = {}): Promise<CampaignAwardResult> {
  const env = envOf(options.lang);
  return run(env, async () => {
    const { played, winner, loser, standings, ...rest } = award;
    const request = {
      ...rest,
      ...(played !== undefined ? { played: String(played) } : {}),
      // Stryker disable next-line ConditionalExpression: `{ winner: undefined }` is read as absent (campaignOutcome tests `!== undefined` / `??`), so always spreading it changes nothing
      ...(winner !== undefined ? { winner: list(winner) } : {}),
      // Stryker disable next-line ConditionalExpression: `{ loser: undefined }` is read as absent (campaignOutcome tests `!== undefined` / `??`), so always spreading it changes nothing
      ...(loser !== undefined ? { loser: list(loser) } : {}),
      // Stryker disable next-line ConditionalExpression: `{ standings: undefined }` is read as absent, and list(true) is true, so `standings === true` → false changes nothing (the `!==` and `false` mutants of this line are killed by tests/library/entry.test.ts)
      ...(standings !== undefined ? { standings: standings === true ? (true as const) : list(standings as string | readonly string[]) } : {}),
      dryRun: options.dryRun === true || award.dryRun === true,
    };
    const { campaignOutcome } = await import('./core/api/campaign-award.js');
    const outcome = await campaignOutcome(typeof files === 'string' ? [files] : files, request, env);
    if (outcome.ok) return outcome.json;
    const first = outcome.refused[0]!;
    const message = outcome.refused.map((r) => env.messages.text('campaign/invalid-band', { file: r.file, count: r.diagnostics.length })).join('\n');
    throw new EscarmoucheError('campaign/invalid-band', { file: first.file, count: first.diagnostics.length }, EXIT.invalid, { message, json: outcome.json });
  });
}
