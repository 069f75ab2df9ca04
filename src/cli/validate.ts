/** `escarmouche validate <files or folders…>`: every limit of the rulebook, located and explained. */
import { validateExit, validatePaths } from '../core/api/validate.js';
import type { EscarmoucheError, ExitCode } from '../core/errors.js';
import { registry } from '../rulesets/index.js';
import type { Context } from './context.js';
import { annotation, githubAnnotation } from './github.js';
import { renderDiagnostic, safe } from './render.js';

export interface ValidateOptions {
  readonly format?: 'text' | 'json' | 'github';
  readonly json?: boolean;
  readonly strict?: boolean;
}

export async function validate(paths: readonly string[], options: ValidateOptions, context: Context): Promise<ExitCode> {
  const onSkipped = (link: EscarmoucheError) => context.err(context.messages.text(link.code, link.params));
  const report = await validatePaths(paths, { strict: options.strict === true, onSkipped }, { registry, messages: context.messages });
  const diagnostics = report.files.flatMap((f) => f.diagnostics.map((d) => ({ file: f.file, ...d })));
  if (options.json || options.format === 'json') context.out(JSON.stringify(report, null, 2));
  else if (options.format === 'github') {
    for (const failure of report.errors) context.out(annotation('error', {}, failure.message));
    for (const d of diagnostics) context.out(githubAnnotation(d));
  } else {
    for (const failure of report.errors) context.err(failure.message);
    for (const d of diagnostics) context.out(renderDiagnostic(d, context.messages, context.color));
    for (const f of report.files) for (const note of f.notes ?? []) context.out(`${safe(f.file)}  ${safe(note)}`);
    context.out(context.messages.text('ui/summary', report.summary));
  }
  return validateExit(report);
}
