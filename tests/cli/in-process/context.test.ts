/** src/cli/context.ts: the language, colour, and the two outputs every command writes through. */
import { afterEach, describe, expect, it } from 'vitest';
import { createContext, wantsColor } from '../../../src/cli/context.js';
import { stderr, stdout, type Output } from '../../../src/cli/output.js';

const savedEnv = { ...process.env };
const restores: (() => void)[] = [];
afterEach(() => {
  for (const restore of restores.splice(0)) restore();
  for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
  Object.assign(process.env, savedEnv);
});

/** What is written to an output during the test. */
function capture(output: Output): string[] {
  const written: string[] = [];
  const write = output.write;
  (output as { write: Output['write'] }).write = (data) => void written.push(String(data));
  restores.push(() => void ((output as { write: Output['write'] }).write = write));
  return written;
}

describe('wantsColor', () => {
  it('a terminal, no NO_COLOR, no --no-color: colours', () => {
    expect(wantsColor({ isTTY: true }, {})).toBe(true);
    expect(wantsColor({ isTTY: true }, {}, true)).toBe(true);
    expect(wantsColor({ isTTY: true }, { NO_COLOR: '' })).toBe(true);
  });

  it('--no-color, NO_COLOR set to anything, or no terminal: none', () => {
    expect(wantsColor({ isTTY: true }, {}, false)).toBe(false);
    expect(wantsColor({ isTTY: true }, { NO_COLOR: '1' }, true)).toBe(false);
    expect(wantsColor({ isTTY: true }, { NO_COLOR: '0' })).toBe(false);
    expect(wantsColor({ isTTY: false }, {})).toBe(false);
    expect(wantsColor({}, {})).toBe(false);
  });
});

describe('createContext', () => {
  it('the language: --lang, else the environment', () => {
    process.env.LANG = 'fr_FR.UTF-8';
    delete process.env.LC_ALL;
    expect(createContext({}).lang).toBe('fr');
    expect(createContext({ lang: 'en' }).lang).toBe('en');
    process.env.LANG = 'C';
    expect(createContext({ lang: 'fr' }).lang).toBe('fr');
    expect(createContext({}).lang).toBe('en');
  });

  it('sets the language of numbers in text', () => {
    createContext({ lang: 'fr' });
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('escarmouche.lang')]).toBe('fr');
    createContext({ lang: 'en' });
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('escarmouche.lang')]).toBe('en');
  });

  it('no colour when standard output is no terminal (the tests)', () => {
    delete process.env.NO_COLOR;
    expect(createContext({}).color).toBe(false);
    expect(createContext({ color: true }).color).toBe(false);
  });

  it('the messages in the language', () => {
    expect(createContext({ lang: 'en' }).messages.text('cli/internal', { detail: 'x' })).toBe('internal error (this is a bug, please report it): x');
    expect(createContext({ lang: 'fr' }).messages.text('cli/internal', { detail: 'x' })).toBe('erreur interne (un bug, merci de le signaler) : x');
  });

  it('out: the text as it is, ended by one newline', () => {
    const out = capture(stdout);
    const context = createContext({ lang: 'fr' });
    context.out('a : 0.5');
    context.out('b\n');
    context.out('');
    context.out('c\n\n');
    expect(out).toEqual(['a : 0.5\n', 'b\n', '\n', 'c\n\n']);
  });

  it('out and err show a bidirectional control as its escape, never obey it', () => {
    const out = capture(stdout);
    const err = capture(stderr);
    const context = createContext({ lang: 'en' });
    const controls = '\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069';
    context.out(`x${controls}y`);
    context.err(`x${controls}y`);
    const escaped = 'x\\u061c\\u200e\\u200f\\u202a\\u202b\\u202c\\u202d\\u202e\\u2066\\u2067\\u2068\\u2069y\n';
    expect(out).toEqual([escaped]);
    expect(err).toEqual([escaped]);
    // Neighbours of the ranges, and other invisible characters, are left alone.
    context.out('\u061b\u200d\u2029\u202f\u2065\u206a');
    expect(out[1]).toBe('\u061b\u200d\u2029\u202f\u2065\u206a\n');
  });

  it('err: one newline at the end, wrapped to the width', () => {
    process.env.COLUMNS = '20';
    const err = capture(stderr);
    const context = createContext({ lang: 'en' });
    context.err('cannot read the file named here: 0.5 % : gone\n');
    context.err('short');
    context.err('two\n\n');
    context.err('a\nb\n');
    expect(err).toEqual(['cannot read the file\n  named here: 0.5 %\n  : gone\n', 'short\n', 'two\n\n', 'a\nb\n']);
  });

  it('err in French: French numbers and spaces, then wrapped', () => {
    process.env.COLUMNS = '20';
    const err = capture(stderr);
    createContext({ lang: 'fr' }).err('impossible de lire le fichier : 0.5 % perdu');
    expect(err).toEqual(['impossible de lire\n  le fichier\u00a0: 0,5\u00a0%\n  perdu\n']);
  });
});
