/** src/cli/help-fr.ts: French typography, and a French text for each English text of the help, no more. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frenchSpaces, HELP_FR } from '../../../src/cli/help-fr.js';

describe('frenchSpaces', () => {
  it('a no-break space before : ; ? ! and %, every one', () => {
    expect(frenchSpaces('a : b ; c ? d ! e % f : g')).toBe('a\u00a0: b\u00a0; c\u00a0? d\u00a0! e\u00a0% f\u00a0: g');
  });

  it('only a space before them is replaced; other signs left alone', () => {
    expect(frenchSpaces('a: b, c . d - e')).toBe('a: b, c . d - e');
    expect(frenchSpaces('a  :')).toBe('a \u00a0:');
    expect(frenchSpaces('a\u00a0:')).toBe('a\u00a0:');
    expect(frenchSpaces('')).toBe('');
  });
});

// These read main.ts's text: in a mutation run it is instrumented (every literal wrapped), so they are left out there.
const main = readFileSync(path.resolve(import.meta.dirname, '../../../src/cli/main.ts'), 'utf8');
const instrumented = main.includes('stryMutAct_');

describe.skipIf(instrumented)('HELP_FR', () => {
  it('each English text is one main.ts has', () => {
    const quoted = (text: string) => [`'${text}'`, `"${text}"`].some((q) => main.includes(q));
    expect(Object.keys(HELP_FR).filter((en) => !quoted(en))).toEqual([]);
  });

  it('each text main.ts gives tr() has its French', () => {
    const given = [...main.matchAll(/\btr\((['"])(.+?)\1\)/g)].map((m) => m[2]!);
    expect(given.length).toBeGreaterThan(60);
    expect(given.filter((en) => HELP_FR[en] === undefined)).toEqual([]);
  });
});
