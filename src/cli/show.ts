/** `escarmouche show <file>`: the derived profile of a band (stats, costs, action points). */
import { showBand, type ShowOutcome } from '../core/api/show.js';
import { EXIT, type ExitCode } from '../core/errors.js';
import { registry } from '../rulesets/index.js';
import type { Context } from './context.js';
import { withHouseRules } from './house-rules.js';
import { renderDiagnostic, renderView } from './render.js';

export interface ShowOptions {
  readonly json?: boolean;
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
  const outcome = await showBand(file, { registry, messages: context.messages });
  if (!outcome.ok) return printInvalid(outcome, options.json === true, context);
  if (options.json) context.out(JSON.stringify(outcome.json, null, 2));
  else {
    const { analysis } = outcome.loaded;
    context.out(renderView(withHouseRules(analysis.ruleset!.view(analysis.profile, context.lang), analysis, context.messages), context.color));
    for (const d of outcome.loaded.diagnostics) context.err(renderDiagnostic(d, context.messages, context.color));
  }
  return EXIT.ok;
}
