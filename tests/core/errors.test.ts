/** EscarmoucheError is known by its brand: the start-up file and the lazily loaded modules each hold a copy of the class. */
import { describe, expect, it } from 'vitest';
import { EscarmoucheError, EXIT, usageError } from '../../src/core/diagnostics/errors.js';

describe('EscarmoucheError', () => {
  it('recognises an error made by another copy of the class, and nothing else', () => {
    const fromOtherCopy = Object.assign(new Error('cli/usage'), { code: 'cli/usage', params: {}, exitCode: EXIT.usage, [Symbol.for('escarmouche.error')]: true });
    expect(fromOtherCopy instanceof EscarmoucheError).toBe(true);
    expect(usageError('cli/usage') instanceof EscarmoucheError).toBe(true);
    expect(new Error('cli/usage') instanceof EscarmoucheError).toBe(false);
    expect(Object.assign(new Error('x'), { code: 'cli/usage' }) instanceof EscarmoucheError).toBe(false);
    expect((null as unknown) instanceof EscarmoucheError).toBe(false);
  });
});
