/** `escarmouche validate <files or folders…>`: every limit of the rulebook, located and explained. */
import { isError, isWarning, type Diagnostic } from '../core/diagnostics.js';
import { EXIT, type EscarmoucheError, type ExitCode } from '../core/errors.js';
import { collectBandFiles } from '../core/fs.js';
import { analyseFile } from './band.js';
import type { Context } from './context.js';
import { terminalWidth, wrapLine } from './width.js';
import { annotation, githubAnnotation } from './github.js';
import { houseRulesInForce } from './house-rules.js';
import { renderDiagnostic, safe } from './render.js';

export interface ValidateOptions {
  readonly format?: 'text' | 'json' | 'github';
  readonly json?: boolean;
  readonly strict?: boolean;
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

function toJson(results: readonly FileResult[], failures: readonly EscarmoucheError[], context: Context) {
  const all = results.flatMap((r) => r.diagnostics);
  return {
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

export async function validate(paths: readonly string[], options: ValidateOptions, context: Context): Promise<ExitCode> {
  const { files, errors: failures } = await collectBandFiles(paths);
  const results: FileResult[] = [];
  for (const file of files) {
    try {
      const { analysis, diagnostics } = await analyseFile(file, context);
      const notes = analysis.profile === undefined ? [] : (analysis.ruleset?.notes?.(analysis.profile) ?? []).map((n) => context.messages.text(n.code, n.params));
      results.push({ file, ruleset: analysis.ruleset?.id ?? null, valid: !diagnostics.some(isError), house_rules: houseRulesInForce(analysis), diagnostics, notes });
    } catch (cause) {
      failures.push(cause as EscarmoucheError);
    }
  }
  const report = toJson(results, failures, context);
  if (options.json || options.format === 'json') context.out(JSON.stringify(report, null, 2));
  else if (options.format === 'github') {
    for (const failure of failures) context.out(annotation('error', {}, context.messages.text(failure.code, failure.params)));
    for (const d of results.flatMap((r) => r.diagnostics)) context.out(githubAnnotation(d));
  } else {
    for (const failure of failures) context.err(context.messages.text(failure.code, failure.params));
    for (const d of results.flatMap((r) => r.diagnostics)) context.out(renderDiagnostic(d, context.messages, context.color));
    for (const r of results) for (const note of r.notes) context.out(wrapLine(`${safe(r.file)}  ${safe(note)}`, terminalWidth(), '    ').join('\n'));
    context.out(context.messages.text('ui/summary', report.summary));
  }
  if (failures.length) return EXIT.usage;
  const failing = report.summary.errors > 0 || (options.strict && report.summary.warnings > 0);
  return failing ? EXIT.invalid : EXIT.ok;
}
