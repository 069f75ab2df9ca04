/** `escarmouche validate <files or folders…>`: every limit of the rulebook, located and explained. */
import { isError, isWarning, type Diagnostic } from '../core/diagnostics.js';
import { EXIT, usageError, type EscarmoucheError, type ExitCode } from '../core/errors.js';
import { collectBandFiles } from '../core/fs.js';
import { analyseFile, type LoadedBand } from './band.js';
import type { Context } from './context.js';
import { annotation, githubAnnotation } from './github.js';
import { houseRulesInForce } from './house-rules.js';
import { renderDiagnostic, safe } from './render.js';

export interface ValidateOptions {
  readonly format?: 'text' | 'json' | 'github';
  readonly json?: boolean;
  readonly strict?: boolean;
  /** Validate the band files staged in git's index, not the working tree. */
  readonly staged?: boolean;
  /** List the staged YAML files skipped because they are not band files. */
  readonly verbose?: boolean;
}

interface FileResult {
  readonly file: string;
  readonly ruleset: string | null;
  readonly valid: boolean;
  readonly house_rules: Record<string, unknown>;
  readonly diagnostics: Diagnostic[];
  /** The ruleset's statements about the band (`Ruleset.notes`), worded. */
  readonly notes: string[];
}

function toJson(results: readonly FileResult[], failures: readonly EscarmoucheError[], context: Context, skipped?: readonly string[]) {
  const all = results.flatMap((r) => r.diagnostics);
  return {
    ...(skipped ? { skipped } : {}),
    files: results.map((r) => ({
      file: r.file,
      ruleset: r.ruleset,
      valid: r.valid,
      house_rules: r.house_rules,
      diagnostics: r.diagnostics.map(({ file: _file, ...d }) => d),
      ...(r.notes.length ? { notes: r.notes } : {}),
    })),
    errors: failures.map((f) => ({ code: f.code, message: context.messages.text(f.code, f.params) })),
    summary: { files: results.length, errors: all.filter(isError).length, warnings: all.filter(isWarning).length, infos: all.filter((d) => d.severity === 'info').length },
  };
}

function fileResult({ analysis, diagnostics }: LoadedBand, file: string, context: Context): FileResult {
  const notes = analysis.profile === undefined ? [] : (analysis.ruleset?.notes?.(analysis.profile) ?? []).map((n) => context.messages.text(n.code, n.params));
  return { file, ruleset: analysis.ruleset?.id ?? null, valid: !diagnostics.some(isError), house_rules: houseRulesInForce(analysis), diagnostics, notes };
}

async function workingTree(paths: readonly string[], context: Context) {
  if (paths.length === 0) throw usageError('validate/no-paths');
  const { files, errors: failures } = await collectBandFiles(paths);
  const results: FileResult[] = [];
  for (const file of files) {
    try {
      results.push(fileResult(await analyseFile(file, context), file, context));
    } catch (cause) {
      failures.push(cause as EscarmoucheError);
    }
  }
  return { results, failures };
}

async function staged(paths: readonly string[], context: Context) {
  const { bands, skipped } = await (await import('./validate-staged.js')).stagedBands(paths, context);
  return { results: bands.map((b) => fileResult(b, b.file, context)), failures: [] as EscarmoucheError[], skipped };
}

export async function validate(paths: readonly string[], options: ValidateOptions, context: Context): Promise<ExitCode> {
  const { results, failures, skipped } = options.staged ? await staged(paths, context) : { ...(await workingTree(paths, context)), skipped: undefined };
  const report = toJson(results, failures, context, skipped);
  if (options.json || options.format === 'json') context.out(JSON.stringify(report, null, 2));
  else if (options.format === 'github') {
    for (const failure of failures) context.out(annotation('error', {}, context.messages.text(failure.code, failure.params)));
    for (const d of results.flatMap((r) => r.diagnostics)) context.out(githubAnnotation(d));
  } else {
    for (const failure of failures) context.err(context.messages.text(failure.code, failure.params));
    for (const d of results.flatMap((r) => r.diagnostics)) context.out(renderDiagnostic(d, context.messages, context.color));
    for (const r of results) for (const note of r.notes) context.out(`${safe(r.file)}  ${safe(note)}`);
    if (options.verbose) for (const file of skipped ?? []) context.out(context.messages.text('validate/skipped', { file: safe(file) }));
    context.out(context.messages.text('ui/summary', report.summary));
  }
  if (failures.length) return EXIT.usage;
  const failing = report.summary.errors > 0 || (options.strict && report.summary.warnings > 0);
  return failing ? EXIT.invalid : EXIT.ok;
}
