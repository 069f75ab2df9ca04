/** Words of a command we suggest, written so that a POSIX shell reads them back unchanged. */

/** Bare when only safe characters; else in single quotes, a quote inside written `'\''` (`Le Pont` → `'Le Pont'`). */
export function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
