/**
 * src/core/band-files/data-edit.ts: edits made to a band's data agree with the same edits made to its document
 * (band-edit.ts `applyEdits`, then `toJS`), or give up; the data given is never changed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { applyEdits, type Edit } from '../../src/core/band-files/band-edit.js';
import { editData, isTree, valueAt } from '../../src/core/band-files/data-edit.js';
import { deepFreeze } from '../helpers/freeze.js';
import { ROOT } from '../helpers/cli.js';

const byDocument = (text: string, edits: readonly Edit[]): unknown => {
  const doc = parseDocument(text);
  applyEdits(doc, edits);
  return doc.toJS();
};

const BAND = `name: Test
characters:
  - name: Gauvain
    equipment: [epee, cuir]  # le kit
  - name: Yvain
    equipment: []
notes: { a: 1 }
`;

describe('editData', () => {
  it('sets, adds and deletes as the document does, sharing what it does not touch', () => {
    const data = deepFreeze(parseDocument(BAND).toJS());
    const edits: Edit[] = [
      { op: 'set', path: ['characters', 0, 'equipment', 1], value: 'maille', comment: 'changé' },
      { op: 'add', path: ['characters', 1, 'equipment'], value: 'arc' },
      { op: 'add', path: ['characters', 1, 'classes'], value: 'archer' },
      { op: 'set', path: ['characters', 1, 'style'], value: { name: 'agile', rank: 2, left: undefined } },
      { op: 'delete', path: ['notes', 'a'] },
      { op: 'add', path: ['characters'], value: { name: 'Perceval', equipment: ['lance'] } },
      { op: 'delete', path: ['characters', 0] },
      { op: 'set', path: ['characters', '0', 'name'], value: 'Yvain le Preux' },
    ];
    const after = editData(data, edits) as { characters: unknown[]; notes: unknown };
    expect(after).toStrictEqual(byDocument(BAND, edits));
    expect(JSON.stringify(after)).toBe(JSON.stringify(byDocument(BAND, edits)));
    expect(data).toEqual(parseDocument(BAND).toJS());
    expect(after.characters).toHaveLength(2);
  });

  it('gives up where the document would be needed: a missing key on the way, an index past the end, a value yaml would not read back', () => {
    const data = parseDocument(BAND).toJS();
    expect(editData(data, [{ op: 'set', path: ['house_rules', 'band-max'], value: 3 }])).toBeUndefined();
    expect(editData(data, [{ op: 'set', path: ['characters', 5, 'name'], value: 'X' }])).toBeUndefined();
    expect(editData(data, [{ op: 'set', path: ['characters', 2], value: 'X' }])).toBeUndefined();
    expect(editData(data, [{ op: 'set', path: ['name', 'first'], value: 'X' }])).toBeUndefined();
    expect(editData(data, [{ op: 'set', path: ['notes', 0], value: 'X' }])).toBeUndefined();
    expect(editData(data, [{ op: 'set', path: [], value: 'X' }])).toBeUndefined();
    expect(editData(data, [{ op: 'set', path: ['when'], value: new Date(0) }])).toBeUndefined();
    expect(editData(data, [{ op: 'set', path: ['list'], value: [1, undefined] }])).toBeUndefined();
    expect(editData(data, [{ op: 'delete', path: ['characters', 'x'] }])).toBeUndefined();
    // A key of a list that is no index (empty, negative, a fraction, a word), at the end or on the way.
    for (const key of ['', -1, 1.5, 'x']) {
      expect(editData(data, [{ op: 'set', path: ['characters', key], value: 'X' }])).toBeUndefined();
      expect(editData(data, [{ op: 'set', path: ['characters', key, 'name'], value: 'X' }])).toBeUndefined();
    }
    // An index where the data has a mapping, even one whose key reads as that index: yaml would not find it.
    const numbered = { notes: { '0': { a: 1 } } };
    expect(editData(numbered, [{ op: 'set', path: ['notes', 0, 'a'], value: 2 }])).toBeUndefined();
    expect(editData(numbered, [{ op: 'delete', path: ['notes', 0] }])).toBeUndefined();
    expect(editData(data, [{ op: 'delete', path: ['notes', 5] }])).toBeUndefined();
    // Nothing after a first edit that gives up.
    expect(editData(data, [{ op: 'set', path: ['house_rules', 'x'], value: 1 }, { op: 'set', path: ['pc'], value: 9 }])).toBeUndefined();
    // A mapping whose key yaml reads otherwise (a merge, the prototype), or holding a value it would not read back.
    expect(editData(data, [{ op: 'set', path: ['notes'], value: { '<<': { a: 1 } } }])).toBeUndefined();
    expect(editData(data, [{ op: 'set', path: ['notes'], value: JSON.parse('{"__proto__": {"a": 1}}') }])).toBeUndefined();
    expect(editData(data, [{ op: 'set', path: ['notes'], value: { when: new Date(0) } }])).toBeUndefined();
    // A new key of a mapping that is there is no missing key: it is added at its end, as the document adds it.
    expect(editData(data, [{ op: 'set', path: ['pc'], value: 9 }])).toStrictEqual(byDocument(BAND, [{ op: 'set', path: ['pc'], value: 9 }]));
  });

  it('sets every plain value as the document does: null, true, a number, a text, a list, a mapping', () => {
    const data = parseDocument(BAND).toJS();
    for (const value of [null, true, 0, 'x', [1, 'a', null], { b: [false] }]) {
      const edits: Edit[] = [{ op: 'set', path: ['notes', 'a'], value }];
      expect(editData(data, edits)).toStrictEqual(byDocument(BAND, edits));
    }
  });

  it('a document with an alias or a merge key is not a tree (an edit through an alias changes every place naming it)', () => {
    expect(isTree(parseDocument(BAND))).toBe(true);
    expect(isTree(parseDocument('kit: &k [epee]\ncharacters:\n  - name: A\n    equipment: *k\n'))).toBe(false);
    expect(isTree(parseDocument('base: { a: 1 }\nx:\n  <<: { a: 2 }\n'))).toBe(false);
    expect(isTree(parseDocument('1: un\n'))).toBe(false);
  });

  it('valueAt reads a path, undefined past what is there', () => {
    const data = parseDocument(BAND).toJS();
    expect(valueAt(data, ['characters', 1, 'name'])).toBe('Yvain');
    expect(valueAt(data, ['characters', 9, 'name'])).toBeUndefined();
    expect(valueAt(data, ['name', 'x', 'y'])).toBeUndefined();
  });

  it('agrees with the document on random edits of every example band', () => {
    const dir = path.join(ROOT, 'bands');
    const texts = readdirSync(dir).filter((f) => f.endsWith('.yaml')).map((f) => readFileSync(path.join(dir, f), 'utf8'));
    // Data edits are for a document that is a tree (every example band is one).
    expect(texts.every((t) => isTree(parseDocument(t)))).toBe(true);
    const paths = (value: unknown, at: (string | number)[] = []): (string | number)[][] => {
      if (value === null || typeof value !== 'object') return [at];
      const keys: (string | number)[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
      return [at, ...keys.flatMap((k) => paths((value as Record<string | number, unknown>)[k], [...at, k]))];
    };
    const value = fc.oneof(fc.string({ maxLength: 6 }), fc.integer({ min: -3, max: 30 }), fc.boolean(), fc.constant(null), fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }), fc.dictionary(fc.constantFrom('name', 'rank', 'note'), fc.integer({ min: 0, max: 5 }), { maxKeys: 2 }));
    let compared = 0;
    fc.assert(
      fc.property(fc.constantFrom(...texts), fc.array(fc.tuple(fc.constantFrom('set', 'add', 'delete'), fc.nat(), fc.constantFrom('', '', '', 'extra'), value), { minLength: 1, maxLength: 3 }), (text, picks) => {
        const data = deepFreeze(parseDocument(text).toJS());
        const all = paths(data).filter((p) => p.length > 0);
        const edits = picks.map(([op, n, extra, v]): Edit => {
          const at = all[n % all.length]!;
          const where = extra ? [...at, extra] : at;
          return op === 'delete' ? { op, path: where } : { op, path: where, value: v };
        });
        const fast = editData(data, edits);
        if (fast === undefined) return;
        let slow: unknown;
        try {
          slow = byDocument(text, edits);
        } catch {
          // The document refuses what the data edit made (a path through a value): never the case.
          expect.unreachable(`data edits made what the document refuses: ${JSON.stringify(edits)}`);
        }
        compared++;
        expect(fast).toStrictEqual(slow);
        // In the same key order too: a band's data is compared as text (two changes that make one band).
        expect(JSON.stringify(fast)).toBe(JSON.stringify(slow));
      }),
      { numRuns: 150, seed: 43 },
    );
    expect(compared).toBeGreaterThan(50);
  });
});
