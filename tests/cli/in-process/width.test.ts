/** src/cli/width.ts: the width of the output, and wrapping at spaces (the one-column measure: tests/cli/width.test.ts). */
import { afterEach, describe, expect, it } from 'vitest';
import { terminalWidth, wrapLine, wrapText } from '../../../src/cli/width.js';

const saved = process.env.COLUMNS;
afterEach(() => {
  if (saved === undefined) delete process.env.COLUMNS;
  else process.env.COLUMNS = saved;
});

describe('terminalWidth', () => {
  it('a terminal: its columns', () => {
    expect(terminalWidth({ isTTY: true, columns: 132 }, { COLUMNS: '40' })).toBe(132);
    expect(terminalWidth({ isTTY: true, columns: 1 }, {})).toBe(1);
  });

  it('a terminal that tells no width: COLUMNS, else 80', () => {
    expect(terminalWidth({ isTTY: true, columns: 0 }, { COLUMNS: '40' })).toBe(40);
    expect(terminalWidth({ isTTY: true, columns: -3 }, { COLUMNS: '40' })).toBe(40);
    expect(terminalWidth({ isTTY: true }, { COLUMNS: '40' })).toBe(40);
    expect(terminalWidth({ isTTY: true }, {})).toBe(80);
  });

  it('not a terminal: COLUMNS when a whole number of at least 20, else 80', () => {
    expect(terminalWidth({ isTTY: false, columns: 132 }, { COLUMNS: '40' })).toBe(40);
    expect(terminalWidth({ columns: 132 }, {})).toBe(80);
    expect(terminalWidth({}, { COLUMNS: '20' })).toBe(20);
    expect(terminalWidth({}, { COLUMNS: '19' })).toBe(80);
    expect(terminalWidth({}, { COLUMNS: '1000' })).toBe(1000);
    expect(terminalWidth({}, { COLUMNS: '40.5' })).toBe(80);
    expect(terminalWidth({}, { COLUMNS: 'wide' })).toBe(80);
    expect(terminalWidth({}, { COLUMNS: '' })).toBe(80);
  });

  it('by default: standard output (no terminal under test) and the environment', () => {
    process.env.COLUMNS = '57';
    expect(terminalWidth()).toBe(57);
    delete process.env.COLUMNS;
    expect(terminalWidth()).toBe(80);
  });
});

describe('wrapLine', () => {
  it('a line that fits, to the last column, is kept whole', () => {
    expect(wrapLine('abc def', 7)).toEqual(['abc def']);
    expect(wrapLine('', 5)).toEqual(['']);
    expect(wrapLine('  abc  ', 7)).toEqual(['  abc  ']);
  });

  it('one column more: broken at the last space that fits, the spaces at the break dropped', () => {
    expect(wrapLine('abc defg', 7)).toEqual(['abc', 'defg']);
    expect(wrapLine('abc   defg hi', 9)).toEqual(['abc', 'defg hi']);
  });

  it('a line fills up to the width, trailing spaces not counted', () => {
    expect(wrapLine('aa bb cc dd', 5)).toEqual(['aa bb', 'cc dd']);
    expect(wrapLine('aa bb cc dd', 4)).toEqual(['aa', 'bb', 'cc', 'dd']);
  });

  it('the spaces inside a line are kept: aligned columns keep their padding', () => {
    expect(wrapLine('  --json      print JSON for scripts', 25, '              ')).toEqual(['  --json      print JSON', '              for scripts']);
  });

  it('the first line keeps its lead, the others start with the indent', () => {
    expect(wrapLine('    one two three four', 12, '>')).toEqual(['    one two', '>three four']);
    expect(wrapLine('one two three four', 9)).toEqual(['one two', 'three', 'four']);
  });

  it('a word longer than the width is cut into pieces that fit, after the prefix', () => {
    expect(wrapLine('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrapLine('xy abcdefghij', 4, '  ')).toEqual(['xy', '  ab', '  cd', '  ef', '  gh', '  ij']);
    expect(wrapLine('  abcdefgh z', 5)).toEqual(['  abc', '  def', '  gh', 'z']);
    expect(wrapLine('  abcdefg z', 5)).toEqual(['  abc', '  def', '  g z']);
    expect(wrapLine('abcdefgh', 4, '  ')).toEqual(['abcd', 'efgh']);
  });

  it('a prefix as wide as the width: pieces of one character', () => {
    expect(wrapLine('ab cde', 2, '    ')).toEqual(['ab', '    c', '    d', '    e']);
  });

  it('a character wider than the width is a piece of its own', () => {
    expect(wrapLine('剣剣', 1)).toEqual(['剣', '剣']);
  });

  it('a line of spaces only, wider than the width: nothing left', () => {
    expect(wrapLine('     ', 3)).toEqual([]);
  });

  it('wide characters are measured by their columns', () => {
    expect(wrapLine('剣士剣士剣', 4)).toEqual(['剣士', '剣士', '剣']);
    expect(wrapLine('épée 剣士', 6)).toEqual(['épée', '剣士']);
  });

  it('a no-break space binds the words on its sides', () => {
    expect(wrapLine('un deux trois\u00a0; quatre', 13)).toEqual(['un deux', 'trois\u00a0;', 'quatre']);
  });
});

describe('wrapText', () => {
  it('each line wrapped; continuation lines take the line\'s own indentation plus two spaces', () => {
    expect(wrapText('aaa bbb ccc\n    ddd eee fff\n\nggg', 9)).toBe('aaa bbb\n  ccc\n    ddd\n      eee\n      fff\n\nggg');
  });

  it('text that fits is unchanged', () => {
    expect(wrapText('\nExamples:\n  $ escarmouche roll 2d6\n', 80)).toBe('\nExamples:\n  $ escarmouche roll 2d6\n');
  });
});
