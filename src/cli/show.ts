/** `escarmouche show <file>`: the derived profile of a band (stats, costs, action points). */
import { isError } from '../core/diagnostics.js';
import { EXIT, type ExitCode } from '../core/errors.js';
import { readBytes } from '../core/fs.js';
import { analyseBytes, analyseFile } from './band.js';
import { textconv } from './textconv.js';
import type { Context } from './context.js';
import { houseRulesInForce, withHouseRules } from './house-rules.js';
import { renderDiagnostic, renderView } from './render.js';

export interface ShowOptions {
  readonly json?: boolean;
  /** For git's textconv: one fact per line; a file that is not a band prints as it is, always exit 0. */
  readonly textconv?: boolean;
}

async function showTextconv(file: string, context: Context): Promise<ExitCode> {
  const bytes = await readBytes(file);
  const { analysis, diagnostics } = await analyseBytes(bytes, file, context);
  const text = textconv(analysis, diagnostics);
  if (text === undefined) process.stdout.write(bytes);
  else context.out(text);
  return EXIT.ok;
}

export async function show(file: string, options: ShowOptions, context: Context): Promise<ExitCode> {
  if (options.textconv) return showTextconv(file, context);
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
