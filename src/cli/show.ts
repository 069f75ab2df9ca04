/** `escarmouche show <file>`: the derived profile of a band (stats, costs, action points). */
import { isError } from '../core/diagnostics.js';
import { EXIT, type ExitCode } from '../core/errors.js';
import { analyseFile } from './band.js';
import type { Context } from './context.js';
import { houseRulesInForce, withHouseRules } from './house-rules.js';
import { renderDiagnostic, renderView } from './render.js';

export interface ShowOptions {
  readonly json?: boolean;
}

export async function show(file: string, options: ShowOptions, context: Context): Promise<ExitCode> {
  const { analysis, diagnostics } = await analyseFile(file, context);
  const errors = diagnostics.filter(isError);
  if (errors.length > 0 || !analysis.ruleset || analysis.profile === undefined) {
    if (options.json) context.out(JSON.stringify({ file, valid: false, diagnostics: errors.map(({ file: _f, ...d }) => d) }, null, 2));
    else {
      for (const d of errors) context.err(renderDiagnostic(d, context.messages, context.color));
      context.err(context.messages.text('cli/invalid-band', { file, count: errors.length }));
    }
    return EXIT.invalid;
  }
  const houseRules = houseRulesInForce(analysis);
  if (options.json) context.out(JSON.stringify(Object.keys(houseRules).length ? { ...(analysis.profile as object), house_rules: houseRules } : analysis.profile, null, 2));
  else {
    context.out(renderView(withHouseRules(analysis.ruleset.view(analysis.profile, context.lang), analysis, context.messages), context.color));
    for (const d of diagnostics) context.err(renderDiagnostic(d, context.messages, context.color));
  }
  return EXIT.ok;
}
