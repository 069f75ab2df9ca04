/** `escarmouche roll <expression…>`: dice rolled with a replayable seed, or their exact odds; `roll <name>`: a rulebook roll. */
import { checkNoRollOptions, rollDice, rollNamed } from '../core/api/roll.js';
import { DICE_MESSAGES } from '../core/dice/messages.js';
import { EscarmoucheError, EXIT, usageError, type ExitCode } from '../core/diagnostics/errors.js';
import { rollNames } from '../core/ruleset/named-rolls.js';
import type { Report } from '../core/ruleset/ruleset.js';
import { shellQuote } from '../core/messages/shell-quote.js';
import { registry } from '../rulesets/index.js';
import type { Context } from './context.js';
import { toJsonText } from './json.js';
import { renderView } from './render.js';

export interface RollOptions {
  readonly seed?: string;
  readonly exact?: boolean;
  readonly json?: boolean;
  readonly ruleset?: string;
  /** Options of the named rolls, as commander parsed them. */
  readonly [key: string]: unknown;
}

/** Text shows the seed of a roll under its result, so that any roll can be replayed without --json. */
function print(report: Report, options: RollOptions, context: Context): ExitCode {
  const seed = typeof report.json.seed === 'string' ? [{ kind: 'lines' as const, lines: [context.messages.text('roll/seed', { seed: report.json.seed, replay: shellQuote(report.json.seed) })] }] : [];
  context.out(options.json ? toJsonText(report.json) : renderView([...report.view, ...seed], context.color));
  return EXIT.ok;
}

async function dice(source: string, options: RollOptions, context: Context): Promise<Report> {
  const env = { registry, messages: context.messages };
  if (!options.exact) return rollDice(source, options, env);
  return (await import('../core/api/roll-exact.js')).exactDice(source, env);
}

export async function roll(words: readonly string[], options: RollOptions, context: Context): Promise<ExitCode> {
  const env = { registry, messages: context.messages.add(DICE_MESSAGES) };
  // Stryker disable next-line StringLiteral: commander gives at least one word (<expression...>); with none, '' and any other text are alike no roll name
  const first = (words[0] ?? '').toLowerCase();
  if (rollNames(registry.manifests).includes(first)) {
    if (words.length > 1) throw usageError('roll/extra-words', { actual: words.slice(1).join(' '), name: first });
    const { json: _json, ...rest } = options;
    return print(await rollNamed(first, rest, env), options, context);
  }
  checkNoRollOptions(options, env);
  try {
    return print(await dice(words.join(' '), options, context), options, context);
  } catch (cause) {
    if (cause instanceof EscarmoucheError && cause.code === 'dice/too-complex') {
      // Refused by --exact: with --json, the expression and the error, as a parse error prints them.
      const message = context.messages.text(cause.code, cause.params);
      if (options.json) context.out(JSON.stringify({ expression: words.join(' ').trim(), error: { code: cause.code, message } }, null, 2));
      context.err(message);
      return EXIT.usage;
    }
    if (!(cause instanceof EscarmoucheError) || !cause.json) throw cause;
    if (options.json) context.out(JSON.stringify(cause.json, null, 2));
    context.err(cause.message);
    return EXIT.usage;
  }
}
