/** Ruleset options read from the command line or a library call: typed, ranged, refused in the user's language. */
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/core/diagnostics/errors.js';
import { Messages } from '../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../src/core/messages/core.js';
import type { OptionSpec } from '../../src/core/ruleset/option-spec.js';
import { rangeOf, readOptions } from '../../src/core/ruleset/option-values.js';
import { refusal, thrown } from '../helpers/refusal.js';

const height: OptionSpec = { key: 'height', flags: '--height <n>', type: 'int', description: '', min: 0, max: 60 };
const risk: OptionSpec = { key: 'risk', flags: '--risk <p>', type: 'number', description: '' };
const name: OptionSpec = { key: 'name', flags: '--name <s>', type: 'string', description: '' };
const read = (raw: Record<string, unknown>) => readOptions([height, risk, name], raw);

describe('readOptions', () => {
  it('reads numbers as numbers, leaves text as given and absent options out', () => {
    expect(read({ height: '12', risk: '0.25', name: '7' })).toEqual({ height: 12, risk: 0.25, name: '7' });
    expect(read({ height: 3, other: 'x' })).toEqual({ height: 3 });
    expect(read({})).toEqual({});
  });

  it.each([
    ['int', { height: '2.5x' }, 'cli/option-not-integer', '--height', '2.5x'],
    ['int', { height: '2.5' }, 'cli/option-not-integer', '--height', '2.5'],
    ['int', { height: '' }, 'cli/option-not-integer', '--height', ''],
    ['int', { height: true }, 'cli/option-not-integer', '--height', 'true'],
    ['number', { risk: 'x' }, 'cli/option-not-number', '--risk', 'x'],
    ['number', { risk: 'Infinity' }, 'cli/option-not-number', '--risk', 'Infinity'],
    ['number', { risk: false }, 'cli/option-not-number', '--risk', 'false'],
  ])('refuses a %s option given %o', (_type, raw, code, option, actual) => {
    expect(refusal(() => read(raw))).toEqual({ code, params: { option, actual }, exit: EXIT.usage });
  });

  it('checks the range at, just inside and just outside its bounds', () => {
    expect(read({ height: '0' })).toEqual({ height: 0 });
    expect(read({ height: '60' })).toEqual({ height: 60 });
    const over = { code: 'cli/option-range', params: { option: '--height', min: 0, max: 60, actual: '61' }, exit: EXIT.usage };
    expect(refusal(() => read({ height: '61' }))).toEqual(over);
    expect(refusal(() => read({ height: '-1' }))).toEqual({ ...over, params: { ...over.params, actual: '-1' } });
    expect(read({ risk: '1000' })).toEqual({ risk: 1000 });
    expect(read({ risk: '-1000' })).toEqual({ risk: -1000 });
    expect(refusal(() => read({ risk: '1000.5' })).code).toBe('cli/option-range');
    expect(rangeOf(risk)).toEqual({ min: -1000, max: 1000 });
  });

  it('words the refusal in English and French', () => {
    const error = thrown(() => read({ height: '2.5x' }));
    expect(new Messages('en', [CORE_MESSAGES]).text(error.code, error.params)).toBe('--height expects an integer, got "2.5x"');
    expect(new Messages('fr', [CORE_MESSAGES]).text(error.code, error.params)).toBe('--height attend un nombre entier, reçu « 2.5x »');
    const nan = thrown(() => read({ risk: 'x' }));
    expect(new Messages('fr', [CORE_MESSAGES]).text(nan.code, nan.params)).toBe('--risk attend un nombre, reçu « x »');
  });
});
