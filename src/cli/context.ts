/** What every command receives: where to write, in which language, with or without colour. Messages on stderr are wrapped to the width. */
import { detectLang, Messages, type Lang } from '../core/messages/catalogue.js';
import { CORE_MESSAGES } from '../core/messages/core.js';
import { stderr, stdout } from './output.js';
import { setTextLang, typeset } from './render.js';
import { terminalWidth, wrapText } from './width.js';

export interface Context {
  readonly lang: Lang;
  readonly color: boolean;
  readonly messages: Messages;
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

export interface GlobalOptions {
  readonly lang?: string;
  readonly color?: boolean;
}

/** Colours only on a TTY, never with NO_COLOR (https://no-color.org) or `--no-color`. */
export function wantsColor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv, option?: boolean): boolean {
  if (option === false) return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return stream.isTTY === true;
}

/**
 * The last guard of every output: a bidirectional control (U+202E) from a band file is shown as `\u202e`, never
 * obeyed by the terminal. Inside JSON strings that is the same escape, so the data is unchanged.
 */
const unbidi = (text: string): string => text.replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function createContext(options: GlobalOptions): Context {
  const lang = detectLang(options.lang, process.env);
  setTextLang(lang);
  return {
    lang,
    color: wantsColor(stdout, process.env, options.color),
    messages: new Messages(lang, [CORE_MESSAGES]),
    out: (text) => stdout.write(unbidi(text.endsWith('\n') ? text : `${text}\n`)),
    err: (text) => {
      const line = text.replace(/\n$/, '');
      const wrapped = wrapText(typeset(line, lang), terminalWidth());
      stderr.write(unbidi(`${wrapped}\n`));
    },
  };
}
