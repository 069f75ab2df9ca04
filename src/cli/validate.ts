/** `escarmouche validate <files or folders…>` (or `--staged`): every limit of the rulebook, located and explained. */
import { validatedFile, validateExit, validatePaths, validationReport, type ValidateJson } from '../core/api/validate.js';
import { usageError, type EscarmoucheError, type ExitCode } from '../core/diagnostics/errors.js';
import { registry } from '../rulesets/index.js';
import type { Context } from './context.js';
import { terminalWidth, wrapLine } from './width.js';
import { annotation, githubAnnotation } from './github.js';
import { renderDiagnostic, safe, typeset } from './render.js';

export interface ValidateOptions {
  readonly format?: 'text' | 'json' | 'github';
  readonly json?: boolean;
  readonly strict?: boolean;
  /** Validate the band files staged in git's index, not the working tree. */
  readonly staged?: boolean;
  /** List the staged YAML files skipped because they are not band files. */
  readonly verbose?: boolean;
}

/** The staged band files, read from git's index; `skipped`: staged YAML files that are not band files. */
async function stagedReport(paths: readonly string[], options: ValidateOptions, context: Context): Promise<ValidateJson & { readonly skipped: string[] }> {
  const env = { registry, messages: context.messages };
  const { bands, skipped } = await (await import('./validate-staged.js')).stagedBands(paths, context);
  return { skipped, ...validationReport(bands.map((b) => validatedFile(b, b.file, env)), [], { strict: options.strict === true }, env) };
}

async function workingTreeReport(paths: readonly string[], options: ValidateOptions, context: Context): Promise<ValidateJson> {
  if (paths.length === 0) throw usageError('validate/no-paths');
  const onSkipped = (link: EscarmoucheError) => context.err(context.messages.text(link.code, link.params));
  return validatePaths(paths, { strict: options.strict === true, onSkipped }, { registry, messages: context.messages });
}

export async function validate(paths: readonly string[], options: ValidateOptions, context: Context): Promise<ExitCode> {
  const report: ValidateJson & { readonly skipped?: string[] } = options.staged ? await stagedReport(paths, options, context) : await workingTreeReport(paths, options, context);
  const diagnostics = report.files.flatMap((f) => f.diagnostics.map((d) => ({ file: f.file, ...d })));
  if (options.json || options.format === 'json') context.out(JSON.stringify(report, null, 2));
  else if (options.format === 'github') {
    for (const failure of report.errors) context.out(annotation('error', {}, failure.message));
    for (const d of diagnostics) context.out(githubAnnotation(d));
  } else {
    // French text the French way (`vérifié(s)\u00a0:`), as stderr and every view print it; before wrapping, which
    // then keeps a colon with its word.
    const fr = (text: string) => typeset(text, context.lang);
    for (const failure of report.errors) context.err(failure.message);
    for (const d of diagnostics) context.out(renderDiagnostic({ ...d, message: fr(d.message), rule: fr(d.rule), ...(d.fix ? { fix: fr(d.fix) } : {}) }, context.messages, context.color));
    for (const f of report.files) for (const note of f.notes ?? []) context.out(wrapLine(fr(`${safe(f.file)}  ${safe(note)}`), terminalWidth(), '    ').join('\n'));
    if (options.verbose) for (const file of report.skipped ?? []) context.out(fr(context.messages.text('validate/skipped', { file: safe(file) })));
    context.out(fr(context.messages.text(report.summary.unreadable ? 'ui/summary-unreadable' : 'ui/summary', report.summary)));
  }
  return validateExit(report);
}
