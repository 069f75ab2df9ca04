/** `escarmouche show <file>`: the derived profile of a band (stats, costs, action points). */
import { showBand, type ShowOutcome } from '../core/api/show.js';
import { EXIT, type ExitCode } from '../core/diagnostics/errors.js';
import { readBytes } from '../core/band-files/fs.js';
import { registry } from '../rulesets/index.js';
import { analyseBytes } from './band.js';
import type { Context } from './context.js';
import { withHouseRules } from './house-rules.js';
import { stdout } from './output.js';
import { renderDiagnostic, renderView } from './render.js';
import { textconv } from './textconv.js';

export interface ShowOptions {
  readonly json?: boolean;
  /** For git's textconv: one fact per line; a file that is not a band prints as it is, always exit 0. */
  readonly textconv?: boolean;
}

async function showTextconv(file: string, context: Context): Promise<ExitCode> {
  const bytes = await readBytes(file);
  const { analysis, diagnostics } = await analyseBytes(bytes, file, context);
  const text = textconv(analysis, diagnostics);
  if (text === undefined) stdout.write(bytes);
  else context.out(text);
  return EXIT.ok;
}

export function printInvalid(outcome: Extract<ShowOutcome, { ok: false }>, json: boolean, context: Context): ExitCode {
  if (json) context.out(JSON.stringify(outcome.json, null, 2));
  else {
    for (const d of outcome.errors) context.err(renderDiagnostic(d, context.messages, context.color));
    context.err(context.messages.text('cli/invalid-band', { file: outcome.json.file, count: outcome.errors.length }));
  }
  return EXIT.invalid;
}

export async function show(file: string, options: ShowOptions, context: Context): Promise<ExitCode> {
  if (options.textconv) return showTextconv(file, context);
  const outcome = await showBand(file, { registry, messages: context.messages });
  if (!outcome.ok) return printInvalid(outcome, options.json === true, context);
  if (options.json) context.out(JSON.stringify(outcome.json, null, 2));
  else {
    const { analysis } = outcome.loaded;
    context.out(renderView(withHouseRules(analysis.ruleset!.view(analysis.profile, context.lang), analysis, context.messages), context.color));
    // A blank line between the profile and its warnings, which a terminal shows one after the other.
    if (outcome.loaded.diagnostics.length) context.err('');
    for (const d of outcome.loaded.diagnostics) context.err(renderDiagnostic(d, context.messages, context.color));
  }
  return EXIT.ok;
}
