/** Wrapping keeps a French no-break space: `lenteur ;` never splits before its `;`. */
import { describe, expect, it } from 'vitest';
import { wrapLine } from '../../src/cli/width.js';

describe('wrapLine', () => {
  it('breaks at spaces, never at a no-break space', () => {
    expect(wrapLine('un deux trois\u00a0; quatre', 13)).toEqual(['un deux', 'trois\u00a0;', 'quatre']);
  });
  it('a plain space before the ; would break there', () => {
    expect(wrapLine('un deux trois ; quatre', 13)).toEqual(['un deux trois', '; quatre']);
  });
});
