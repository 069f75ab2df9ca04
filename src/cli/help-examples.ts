/**
 * The "Examples" section of `--help`: each example a whole command that can be copied as printed. One that does not fit
 * the width is continued at a space between words with ` \` (the shell joins the lines), never cut inside a word, a
 * quoted string or its comment: what does not fit even so is left longer than the width.
 */
import { displayWidth } from './width.js';

const FIRST = '  $ ';
const NEXT = '      ';
const CONTINUED = ' \\';

/** The words of a command as written (quotes kept), then its `# comment` as one word. */
export function exampleWords(command: string): string[] {
  const words: string[] = [];
  let word = '';
  let quote = '';
  for (let i = 0; i < command.length; i++) {
    const c = command[i]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '#' && !word) return [...words, command.slice(i)];
    else if (/\s/.test(c)) {
      if (word) words.push(word);
      word = '';
      continue;
    }
    word += c;
  }
  return word ? [...words, word] : words;
}

/** The lines of one example, `  $ ` first, continued with ` \` where it does not fit `width`. */
export function exampleLines(command: string, width: number): string[] {
  if (displayWidth(FIRST + command) <= width) return [FIRST + command];
  const [head = '', ...rest] = exampleWords(command);
  const lines: string[] = [];
  let current = FIRST + head;
  for (const word of rest) {
    if (displayWidth(`${current} ${word}${CONTINUED}`) <= width) current += ` ${word}`;
    else {
      lines.push(current + CONTINUED);
      current = NEXT + word;
    }
  }
  return [...lines, current];
}

/** The section: its title, then every example. */
export const examplesSection = (title: string, commands: readonly string[], width: number): string =>
  `\n${title}\n${commands.flatMap((command) => exampleLines(command, width)).join('\n')}\n`;

