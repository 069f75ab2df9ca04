/** `roll`: dice rolled with a replayable seed (the exact odds: roll-exact.ts), and the rulebooks' named rolls. */
import { DICE_MESSAGES } from '../dice/messages.js';
import { parse } from '../dice/parse.js';
import { describeError, rollReport } from '../dice/report.js';
import { randomSeed, SeededRng } from '../dice/rng.js';
import { sample } from '../dice/sample.js';
import type { Expression } from '../dice/ast.js';
import { EscarmoucheError, EXIT, usageError } from '../diagnostics/errors.js';
import { chooseRoll, flagOf, rollNames, rollOptions } from '../ruleset/named-rolls.js';
import { suggest } from '../diagnostics/names.js';
import { readOptions } from '../ruleset/option-values.js';
import type { Report, RulesetManifest } from '../ruleset/ruleset.js';
import type { ApiEnv } from './env.js';

/**
 * The expression, or an error whose message is the command's (the column, the expression and a caret) and whose
 * `json` is what `roll --json` prints: `{expression, error: {code, column, message}}`.
 */
export function parseDice(source: string, env: ApiEnv): Expression {
  env.messages.add(DICE_MESSAGES);
  const parsed = parse(source);
  if (parsed.ok) return parsed.expression;
  // Stryker disable next-line Regex,StringLiteral: the source is trimmed, so its first word is the same split at one space or several; a split gives one part at least
  const first = source.trim().split(/\s+/)[0] ?? '';
  if (/^[a-z][a-z-]+$/i.test(first) && first.toLowerCase() !== 'vs') {
    const names = rollNames(env.registry.manifests);
    // At most 3 close names; none close: where the named rolls are listed, never all of them (issue 37).
    const suggestion = suggest(first, names).join(', ');
    throw usageError(suggestion ? 'roll/unknown-roll-near' : 'roll/unknown-roll', { actual: first, ...(suggestion ? { suggestion } : {}) });
  }
  const { code, column } = parsed.error;
  const message = describeError(source, parsed.error, env.messages);
  const json = { expression: source.trim(), error: { code, column, message: message.split('\n')[0]! } };
  throw new EscarmoucheError(code, { column }, EXIT.usage, { message, json });
}

/** Each die and the total, with the seed that replays them (a fresh one when none is given). */
export function rollDice(source: string, options: { readonly seed?: string }, env: ApiEnv): Report {
  const expression = parseDice(source, env);
  const seed = options.seed ?? randomSeed();
  const report = rollReport(expression, sample(expression, new SeededRng(seed)), env.messages);
  return { ...report, json: { ...report.json, seed } };
}

export interface NamedRollOptions {
  readonly ruleset?: string;
  readonly exact?: boolean;
  readonly seed?: string;
  /** The roll's own options (`stat`, `vs` …), by key. */
  readonly [key: string]: unknown;
}

const isRollOption = (key: string, manifests: readonly RulesetManifest[]): boolean => rollOptions(manifests).some((o) => o.key === key);

/** A rulebook roll by name (F&F `test`, Frostgrave `cast` …): the ruleset declaring it with the options given. */
export async function rollNamed(name: string, options: NamedRollOptions, env: ApiEnv): Promise<Report> {
  const { registry } = env;
  let only: RulesetManifest | undefined;
  if (options.ruleset !== undefined) {
    only = registry.find(options.ruleset);
    if (!only) throw usageError('cli/unknown-ruleset', { actual: options.ruleset, known: registry.ids().join(', ') });
  }
  const given = new Set(Object.keys(options).filter((key) => options[key] !== undefined && isRollOption(key, registry.manifests)));
  const { manifest, spec } = chooseRoll(name.toLowerCase(), registry.manifests, given, only);
  const ruleset = await registry.load(manifest);
  const implementation = ruleset.rolls?.[spec.name];
  if (!implementation) throw new Error(`${manifest.id} declares the roll ${spec.name} but does not implement it`);
  env.messages.add(DICE_MESSAGES).add(ruleset.messages);
  const seed = options.seed ?? randomSeed();
  const exact = options.exact === true;
  const report = implementation.run(readOptions(spec.options, options), { exact, rng: new SeededRng(seed), lang: env.messages.lang });
  // Every named roll's JSON opens with the same three fields, whatever its ruleset prints (docs/json.md).
  const head = { ruleset: manifest.id, roll: spec.name, method: exact ? 'exact' : 'rolled' };
  return { ...report, json: { ...head, ...report.json, ...(exact ? {} : { seed }) } };
}

/** An option of a named roll given without the roll's name is refused, not ignored. */
export function checkNoRollOptions(options: Readonly<Record<string, unknown>>, env: ApiEnv): void {
  const manifests = env.registry.manifests;
  const stray = Object.keys(options).filter((key) => options[key] !== undefined && isRollOption(key, manifests)).map((key) => flagOf(key, manifests))[0] ?? (options.ruleset !== undefined ? '--ruleset' : undefined);
  if (stray) throw usageError('roll/option-without-roll', { option: stray });
}
