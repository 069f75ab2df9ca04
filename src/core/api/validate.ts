/** `validate`: every limit of the rulebook, for files, folders or a text in memory; the report `--json` prints. */
import type { AnalyseOptions } from '../ruleset/analyse.js';
import { isError, isWarning } from '../diagnostics/diagnostics.js';
import { EscarmoucheError, EXIT, type ExitCode } from '../diagnostics/errors.js';
import { collectBandFiles, readBytes } from '../band-files/fs.js';
import { analyseBytes, houseRulesInForce, withoutFile, type JsonDiagnostic, type LoadedBand } from './band.js';
import type { ApiEnv } from './env.js';

export interface ValidatedFile {
  readonly file: string;
  readonly ruleset: string | null;
  readonly valid: boolean;
  readonly house_rules: Record<string, unknown>;
  readonly diagnostics: JsonDiagnostic[];
  /** The ruleset's statements about the band (Fées d'armes: its faction card), worded; absent when none. */
  readonly notes?: string[];
}

export interface ValidateJson {
  readonly files: ValidatedFile[];
  /** Paths that could not be read (a missing file, a folder without band files). */
  readonly errors: { readonly code: string; readonly message: string }[];
  /** `errors` counts the error diagnostics and the paths that could not be read (`unreadable`, also in `errors[]`). */
  readonly summary: { readonly files: number; readonly errors: number; readonly warnings: number; readonly infos: number; readonly unreadable: number };
  /** The command exits 0: every path read, no error, and no warning under `strict`. */
  readonly ok: boolean;
}

export interface ValidateOptions extends AnalyseOptions {
  /** Warnings fail too. */
  readonly strict?: boolean;
  /** Told of each symlinked band file a folder walk does not follow (the command prints it on stderr). */
  readonly onSkipped?: (link: EscarmoucheError) => void;
}

async function validateOne(bytes: Uint8Array, file: string, env: ApiEnv, options: AnalyseOptions): Promise<ValidatedFile> {
  return validatedFile(await analyseBytes(bytes, file, env, { ...options, salvage: true }), file, env);
}

/** One file's entry of the report, from its analysis (read from disk, memory or git's index). */
export function validatedFile({ analysis, diagnostics }: LoadedBand, file: string, env: ApiEnv): ValidatedFile {
  // Stryker disable next-line OptionalChaining: a band with a profile was read by its ruleset
  const notes = analysis.profile === undefined ? [] : (analysis.ruleset?.notes?.(analysis.profile) ?? []).map((n) => env.messages.text(n.code, n.params));
  return {
    file,
    ruleset: analysis.ruleset?.id ?? null,
    valid: !diagnostics.some(isError),
    house_rules: houseRulesInForce(analysis),
    diagnostics: diagnostics.map(withoutFile),
    ...(notes.length ? { notes } : {}),
  };
}

/** The report of files already validated, with the paths that could not be read. */
export function validationReport(files: ValidatedFile[], failures: readonly EscarmoucheError[], options: ValidateOptions, env: ApiEnv): ValidateJson {
  const all = files.flatMap((f) => f.diagnostics);
  const unreadable = failures.length;
  const summary = { files: files.length, errors: all.filter(isError).length + unreadable, warnings: all.filter(isWarning).length, infos: all.filter((d) => d.severity === 'info').length, unreadable };
  return {
    files,
    errors: failures.map((f) => ({ code: f.code, message: env.messages.text(f.code, f.params) })),
    summary,
    ok: summary.errors === 0 && !(options.strict && summary.warnings > 0),
  };
}

/** Files validated in order; a file that cannot be read is a failure, not a result. */
export interface ValidatedFiles {
  readonly results: ValidatedFile[];
  readonly failures: EscarmoucheError[];
}

export async function validateFiles(files: readonly string[], options: AnalyseOptions, env: ApiEnv): Promise<ValidatedFiles> {
  const results: ValidatedFile[] = [];
  const failures: EscarmoucheError[] = [];
  for (const file of files) {
    try {
      results.push(await validateOne(await readBytes(file), file, env, options));
    } catch (cause) {
      // An unreadable file is listed; anything else is a bug and is reported as one.
      if (!(cause instanceof EscarmoucheError)) throw cause;
      failures.push(cause);
    }
  }
  return { results, failures };
}

/** Band files named and those under folders named; unreadable paths are listed in `errors`, not thrown. */
export async function validatePaths(paths: readonly string[], options: ValidateOptions, env: ApiEnv): Promise<ValidateJson> {
  const { files, errors, skipped } = await collectBandFiles(paths);
  for (const link of skipped) options.onSkipped?.(link);
  const { results, failures } = await validateFiles(files, options, env);
  return validationReport(results, [...errors, ...failures], options, env);
}

/** A band that is not on disk; `file` names it in the report. */
export async function validateBytes(bytes: Uint8Array, file: string, options: ValidateOptions, env: ApiEnv): Promise<ValidateJson> {
  return validationReport([await validateOne(bytes, file, env, options)], [], options, env);
}

/** The command's exit code for a report: 2 for unreadable paths, 1 for errors (and warnings when strict). */
export const validateExit = (json: ValidateJson): ExitCode => (json.errors.length ? EXIT.usage : json.ok ? EXIT.ok : EXIT.invalid);
