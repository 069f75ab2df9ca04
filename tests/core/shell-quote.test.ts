/** A suggested command's words read back by a POSIX shell as they were. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { shellQuote } from '../../src/core/messages/shell-quote.js';

describe('shellQuote', () => {
  it.each([
    ['le-pont', 'le-pont'],
    ['bands/ff.yaml', 'bands/ff.yaml'],
    ['Le Pont', "'Le Pont'"],
    ["l'aube", "'l'\\''aube'"],
    ['', "''"],
    ['$HOME', "'$HOME'"],
    ['a*b', "'a*b'"],
    ['Gué', "'Gué'"],
  ])('%j → %s, which sh reads back unchanged', (word, quoted) => {
    expect(shellQuote(word)).toBe(quoted);
    expect(spawnSync('sh', ['-c', `printf '%s' ${quoted}`], { encoding: 'utf8' }).stdout).toBe(word);
  });
});
