/**
 * Small words of the core, pinned without a shell: the nearest ruleset to a typo, option keys in camel case, a name
 * inside a sentence, a word quoted for a POSIX shell, a wide row narrowed for the builder, the severities.
 */
import { describe, expect, it } from 'vitest';
import { error, info, isError, isWarning, warning } from '../../src/core/diagnostics/diagnostics.js';
import { inSentence } from '../../src/core/ruleset/display-names.js';
import { camelKey } from '../../src/core/ruleset/option-spec.js';
import { Registry } from '../../src/core/ruleset/registry.js';
import type { RulesetManifest } from '../../src/core/ruleset/ruleset.js';
import { shellQuote } from '../../src/core/messages/shell-quote.js';
import { memberRow } from '../../src/core/ruleset/view.js';

const manifest = (id: string): RulesetManifest => ({ id, title: id, aliases: [], attackOptions: [], rolls: [], load: () => Promise.reject(new Error('not loaded')) });

describe('the ruleset nearest to a typo, when none is close enough to suggest', () => {
  it('the id whose beginning is nearest; on a tie, the first listed', () => {
    const registry = new Registry(['alpha', 'bravo', 'garnet', 'gamma'].map(manifest));
    expect(registry.suggest('gammon-and-more')).toEqual([]);
    expect(registry.nearest('gammon-and-more')).toBe('gamma');
    expect(registry.nearest('bxxxxxxxxxxx')).toBe('bravo');
    // 'gaxxxxxxxxxx' is 10 edits from garnet and from gamma: the first listed.
    expect(registry.nearest('gaxxxxxxxxxx')).toBe('garnet');
    expect(new Registry(['gamma', 'garnet'].map(manifest)).nearest('gaxxxxxxxxxx')).toBe('gamma');
  });
});

describe('an option key from kebab case', () => {
  it.each([
    ['creation-de-potion', 'creationDePotion'],
    ['target-pv', 'targetPv'],
    ['bonus-2', 'bonus2'],
    ['charge', 'charge'],
  ])('%s → %s', (name, key) => {
    expect(camelKey(name)).toBe(key);
  });
});

describe('a name inside a sentence', () => {
  it.each([
    ['Écu', 'écu'],
    ['Arme à deux mains', 'arme à deux mains'],
    ['PV', 'PV'],
    ['PV Max', 'PV Max'],
    ['arc', 'arc'],
  ])('%s → %s', (name, words) => {
    expect(inSentence(name)).toBe(words);
  });
});

describe('a word for a POSIX shell', () => {
  it.each([
    ["l'aube", "'l'\\''aube'"],
    ["l'a'b", "'l'\\''a'\\''b'"],
    ['Le Pont', "'Le Pont'"],
    ['bands/ff.yaml', 'bands/ff.yaml'],
  ])('%j → %s', (word, quoted) => {
    expect(shellQuote(word)).toBe(quoted);
  });
});

describe('a member\'s row narrowed for the builder', () => {
  const table = { kind: 'table' as const, columns: ['Name', 'PV', 'Classes', 'Fer'], rows: [['Ann', 3, 'archer']] };

  it('the first column and the numbers as a table, the others as pairs; a missing cell empty', () => {
    expect(memberRow(table, (i) => i === 1 || i === 3)).toEqual([
      { kind: 'table', columns: ['Name', 'PV', 'Fer'], rows: [['Ann', 3, '']] },
      { kind: 'pairs', items: [['Classes', 'archer']] },
    ]);
    expect(memberRow(table, (i) => i === 1)).toEqual([
      { kind: 'table', columns: ['Name', 'PV'], rows: [['Ann', 3]] },
      { kind: 'pairs', items: [['Classes', 'archer'], ['Fer', '']] },
    ]);
  });

  it('a table without rows: empty cells', () => {
    expect(memberRow({ ...table, rows: [] }, (i) => i === 1)).toEqual([
      { kind: 'table', columns: ['Name', 'PV'], rows: [['', '']] },
      { kind: 'pairs', items: [['Classes', ''], ['Fer', '']] },
    ]);
  });
});

describe('severities', () => {
  it('an error, a warning, an info: each is only itself', () => {
    const all = [error('x', []), warning('x', []), info('x', [])];
    expect(all.map(isError)).toEqual([true, false, false]);
    expect(all.map(isWarning)).toEqual([false, true, false]);
  });
});
