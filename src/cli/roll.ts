/** `escarmouche roll <expression…>`: dice rolled with a replayable seed, or their exact odds; `roll <name>`: a rulebook roll. */
import { DICE_MESSAGES } from '../core/dice/messages.js';
import { parse } from '../core/dice/parse.js';
import { describeError, exactReport, rollReport } from '../core/dice/report.js';
import { randomSeed, SeededRng } from '../core/dice/rng.js';
import { sample } from '../core/dice/sample.js';
import { EXIT, usageError, type ExitCode } from '../core/errors.js';
import { chooseRoll, flagOf, rollNames, rollOptions } from '../core/named-rolls.js';
import type { Report, RulesetManifest } from '../core/ruleset.js';
import { registry } from '../rulesets/index.js';
import type { Context } from './context.js';
import { toJsonText } from './json.js';
import { readOptions } from './option-values.js';
import { renderView } from './render.js';

export interface RollOptions {
  readonly seed?: string;
  readonly exact?: boolean;
  readonly json?: boolean;
  readonly ruleset?: string;
  /** Options of the named rolls, as commander parsed them. */
  readonly [key: string]: unknown;
}

const manifests = (): readonly RulesetManifest[] => registry.manifests;

/** Text shows the seed of a roll under its result, so that any roll can be replayed without --json. */
function print(report: Report, json: Readonly<Record<string, unknown>>, options: RollOptions, context: Context): ExitCode {
  const seed = typeof json.seed === 'string' ? [{ kind: 'lines' as const, lines: [context.messages.text('roll/seed', { seed: json.seed })] }] : [];
  context.out(options.json ? toJsonText(json) : renderView([...report.view, ...seed], context.color));
  return EXIT.ok;
}

async function named(name: string, rest: readonly string[], given: ReadonlySet<string>, options: RollOptions, context: Context): Promise<ExitCode> {
  if (rest.length) throw usageError('roll/extra-words', { actual: rest.join(' '), name });
  let only: RulesetManifest | undefined;
  if (options.ruleset !== undefined) {
    only = registry.find(options.ruleset);
    if (!only) throw usageError('cli/unknown-ruleset', { actual: options.ruleset, known: registry.ids().join(', ') });
  }
  const { manifest, spec } = chooseRoll(name, manifests(), given, only);
  const ruleset = await registry.load(manifest);
  const implementation = ruleset.rolls?.[spec.name];
  if (!implementation) throw new Error(`${manifest.id} declares the roll ${spec.name} but does not implement it`);
  context.messages.add(ruleset.messages);
  const seed = options.seed ?? randomSeed();
  const report = implementation.run(readOptions(spec.options, options), { exact: options.exact === true, rng: new SeededRng(seed), lang: context.lang });
  return print(report, options.exact ? report.json : { ...report.json, seed }, options, context);
}

export async function roll(words: readonly string[], options: RollOptions, context: Context): Promise<ExitCode> {
  context.messages.add(DICE_MESSAGES);
  const names = rollNames(manifests());
  const given = new Set(rollOptions(manifests()).map((o) => o.key).filter((key) => options[key] !== undefined));
  const first = (words[0] ?? '').toLowerCase();
  if (names.includes(first)) return named(first, words.slice(1), given, options, context);
  const stray = [...given].map((key) => flagOf(key, manifests()))[0] ?? (options.ruleset !== undefined ? '--ruleset' : undefined);
  if (stray) throw usageError('roll/option-without-roll', { option: stray, known: names.join(', ') });

  const source = words.join(' ');
  const parsed = parse(source);
  if (!parsed.ok) {
    if (/^[a-z][a-z-]+$/i.test(first) && first !== 'vs') throw usageError('roll/unknown-roll', { actual: words[0]!, known: names.join(', ') });
    const message = describeError(source, parsed.error, context.messages);
    if (options.json) context.out(JSON.stringify({ expression: source.trim(), error: { code: parsed.error.code, column: parsed.error.column, message: message.split('\n')[0] } }, null, 2));
    context.err(message);
    return EXIT.usage;
  }
  const expression = parsed.expression;
  if (options.exact) {
    const { exact } = await import('../core/dice/exact.js');
    const report = exactReport(expression, exact(expression), context.messages);
    return print(report, report.json, options, context);
  }
  const seed = options.seed ?? randomSeed();
  const report = rollReport(expression, sample(expression, new SeededRng(seed)), context.messages);
  return print(report, { ...report.json, seed }, options, context);
}
