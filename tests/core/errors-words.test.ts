/** System errors are told in words, and an expected failure is known by its brand, its name and its code. */
import { describe, expect, it } from 'vitest';
import { errnoCode, errnoWords, EscarmoucheError, EXIT } from '../../src/core/diagnostics/errors.js';

const failure = (code: string) => Object.assign(new Error(`${code}: failed`), { code });

describe('errnoWords', () => {
  it.each([
    ['EACCES', 'permission denied (EACCES)'],
    ['EPERM', 'operation not permitted (EPERM)'],
    ['ELOOP', 'too many symbolic links, a loop (ELOOP)'],
    ['EIO', 'input/output error, a failing disk or network share (EIO)'],
    ['ENAMETOOLONG', 'the name is too long (ENAMETOOLONG)'],
    ['EMFILE', 'too many open files (EMFILE)'],
    ['EISDIR', 'it is a folder (EISDIR)'],
    ['ENOTDIR', 'a part of the path is a file, not a folder (ENOTDIR)'],
    ['ENOSPC', 'no space left on the disk (ENOSPC)'],
    ['EROFS', 'the disk is mounted read-only (EROFS)'],
  ])('tells %s in words, keeping the code', (code, words) => {
    expect(errnoWords(failure(code))).toBe(words);
  });

  it('gives an unknown code as it is', () => {
    expect(errnoWords(failure('EXDEV'))).toBe('EXDEV');
  });

  it('gives a failure without a code as its text, even a thrown null or undefined', () => {
    expect(errnoWords(new Error('boom'))).toBe('Error: boom');
    expect(errnoWords('plain text')).toBe('plain text');
    expect(errnoWords(null)).toBe('null');
    expect(errnoWords(undefined)).toBe('undefined');
  });
});

describe('errnoCode', () => {
  it('is the code of a system error, and undefined for anything else', () => {
    expect(errnoCode(failure('ENOENT'))).toBe('ENOENT');
    expect(errnoCode(new Error('boom'))).toBeUndefined();
    expect(errnoCode(null)).toBeUndefined();
    expect(errnoCode(undefined)).toBeUndefined();
  });
});

describe('EscarmoucheError', () => {
  it('is named EscarmoucheError, so that a stray one is recognisable in a report', () => {
    const error = new EscarmoucheError('cli/usage');
    expect(error.name).toBe('EscarmoucheError');
    expect(String(error)).toBe('EscarmoucheError: cli/usage');
  });

  it('keeps the JSON it is given, and has none otherwise', () => {
    expect(new EscarmoucheError('x', {}, EXIT.invalid, { json: { ok: false } }).json).toEqual({ ok: false });
    expect(new EscarmoucheError('x').json).toBeUndefined();
  });

  it('is not claimed by a value that is not an object carrying the brand set to true', () => {
    const brand = Symbol.for('escarmouche.error');
    for (const value of ['cli/usage', 5, undefined, null, {}, { [brand]: 'yes' }]) expect(value instanceof EscarmoucheError).toBe(false);
    expect({ [brand]: true } instanceof EscarmoucheError).toBe(true);
  });
});
