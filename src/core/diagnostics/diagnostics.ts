/** Problems as data: checks push findings; the core locates and words them; only the CLI prints them. */
/** `info`: a fact worth saying that is not a fault (campaign earnings not yet spent); never fails `--strict`. */
export type Severity = 'error' | 'warning' | 'info';
export type YamlPath = readonly (string | number)[];
export type Params = Readonly<Record<string, string | number>>;

/** A problem found by a check, before it is located in the file and worded in a language. */
export interface Finding {
  /** Stable code, e.g. `ff/too-many-classes`; keys the message catalogue. */
  readonly code: string;
  readonly severity: Severity;
  /** Where in the band document (keys and indexes). */
  readonly path: YamlPath;
  /** Values for the message templates; `limit` and `actual` are also reported as fields. */
  readonly params?: Params;
  /** An explicit position, for problems that have no path (YAML syntax). */
  readonly at?: Position;
  /** Params that are catalogue ids, as the rulebook names them (`{ actual: 'Arc' }`): text shows these, JSON the ids. */
  readonly names?: Params;
}

export interface Position {
  readonly line: number;
  readonly column: number;
}

/** A finding located in a file and worded for the user. */
export interface Diagnostic {
  readonly file: string;
  readonly severity: Severity;
  readonly code: string;
  readonly message: string;
  /** The rule in a few words. */
  readonly rule: string;
  readonly limit?: string | number;
  readonly actual?: string | number;
  readonly fix?: string;
  /** The rulebook's names of `actual` and `limit` when they are catalogue ids: text prints these. */
  readonly names?: { readonly actual?: string | number; readonly limit?: string | number };
  /** YAML path in dotted form, `characters[0].classes`. */
  readonly path: string;
  readonly line: number;
  readonly column: number;
}

const finding = (severity: Severity) => (code: string, path: YamlPath, params?: Params, names?: Params): Finding => ({ code, severity, path, params, ...(names ? { names } : {}) });
export const error = finding('error');
export const warning = finding('warning');
export const info = finding('info');

export function formatPath(path: YamlPath): string {
  let out = '';
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : out ? `.${part}` : String(part);
  return out;
}

export const isError = (d: { severity: Severity }): boolean => d.severity === 'error';
export const isWarning = (d: { severity: Severity }): boolean => d.severity === 'warning';
