/** One catalogue of user-facing words, keyed by stable codes, in English and French. */
import type { Params } from '../diagnostics/diagnostics.js';

export type Lang = 'en' | 'fr';
export const LANGS: readonly Lang[] = ['en', 'fr'];

/** The words of a diagnostic: what is wrong, the rule, and how to fix it. */
export interface DiagnosticText {
  readonly message: string;
  readonly rule: string;
  readonly fix?: string;
}

export type Entry = string | DiagnosticText;
export type MessageCatalogue = Readonly<Record<Lang, Readonly<Record<string, Entry>>>>;

export function fill(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** Picks the language: an explicit choice, then LC_ALL, LC_MESSAGES, LANG. */
export function detectLang(explicit: string | undefined, env: NodeJS.ProcessEnv): Lang {
  if (explicit === 'fr' || explicit === 'en') return explicit;
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return locale.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** Where a param's value has words of its own: `{expected}` given as `number` is shown as the entry `param/expected/number`. */
export const paramWords = (key: string, value: string | number): string => `param/${key}/${value}`;

/** Catalogue codes of the 'did you mean' clause as templates write it, and of what replaces it when nothing is close. */
export const SUGGESTION_CLAUSE = 'suggestion/clause';
export const SUGGESTION_NONE = 'suggestion/none';

export class Messages {
  private readonly entries = new Map<string, Entry>();
  private readonly added = new WeakSet<MessageCatalogue>();
  constructor(readonly lang: Lang, catalogues: readonly MessageCatalogue[] = []) {
    for (const catalogue of catalogues) this.add(catalogue);
  }
  add(catalogue: MessageCatalogue): this {
    if (this.added.has(catalogue)) return this;
    this.added.add(catalogue);
    for (const [code, entry] of Object.entries(catalogue[this.lang])) this.entries.set(code, entry);
    return this;
  }
  /** The params with each value that has words in this language (`paramWords`) shown in them; the others as given. */
  private worded(params: Params | undefined): Params | undefined {
    if (params === undefined) return params;
    const out: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(params)) {
      const words = this.entries.get(paramWords(key, value));
      out[key] = typeof words === 'string' ? words : value;
    }
    return out;
  }
  has(code: string): boolean {
    return this.entries.has(code);
  }
  text(code: string, params?: Params): string {
    const entry = this.entries.get(code);
    if (entry === undefined) return code;
    return this.fill(typeof entry === 'string' ? entry : entry.message, this.worded(params));
  }
  diagnostic(code: string, params?: Params): DiagnosticText {
    const entry = this.entries.get(code);
    if (entry === undefined) return { message: code, rule: code };
    params = this.worded(params);
    if (typeof entry === 'string') return { message: this.fill(entry, params), rule: this.fill(entry, params) };
    return {
      message: this.fill(entry.message, params),
      rule: this.fill(entry.rule, params),
      ...(entry.fix ? { fix: this.fill(entry.fix, params) } : {}),
    };
  }
  /**
   * A template filled; with an empty `suggestion` (no known name is close), its "did you mean {suggestion}?" clause
   * (`suggestion/clause` of the language) says instead where the full list is (`suggestion/none`), never the list.
   */
  private fill(template: string, params: Params | undefined): string {
    const clause = this.entries.get(SUGGESTION_CLAUSE);
    const none = this.entries.get(SUGGESTION_NONE);
    if (params?.suggestion === '' && typeof clause === 'string' && typeof none === 'string') template = template.replace(clause, none);
    return fill(template, params);
  }
}
