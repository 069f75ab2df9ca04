/**
 * The editor's nearest values (src/core/schema/near-values.ts): the typo patterns, checked against every single edit
 * of a few ids and against the edit distance `validate` uses; the counts of the example bands and the order they give.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distance } from '../../src/core/diagnostics/names.js';
import { exampleCounts } from '../../src/core/schema/example-counts.js';
import { byCommonness, countValues, nearPattern } from '../../src/core/schema/near-values.js';
import { tempTree } from '../helpers/cli.js';

const matches = (id: string, typed: string): boolean => new RegExp(nearPattern(id), 'u').test(typed);

/** Every string one edit from `id` over `letters`: a letter dropped, added, changed, two neighbours swapped. */
function singleEdits(id: string, letters: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i <= id.length; i++) {
    if (i < id.length) out.add(id.slice(0, i) + id.slice(i + 1));
    for (const c of letters) {
      out.add(id.slice(0, i) + c + id.slice(i));
      if (i < id.length) out.add(id.slice(0, i) + c + id.slice(i + 1));
    }
    if (i < id.length - 1) out.add(id.slice(0, i) + id[i + 1] + id[i] + id.slice(i + 2));
  }
  out.delete(id);
  return [...out];
}

describe('the typos of a value', () => {
  it.each(['lance-de-chevalerie', 'maille', 'puissant', 'arbalete-legere', '4-etoile'])('every single edit of %s matches its pattern', (id) => {
    const edits = singleEdits(id, 'aeéxz- s');
    expect(edits.filter((typed) => !matches(id, typed))).toEqual([]);
  });

  it('the common typos of the issue: a letter dropped, a capital, a plural, spaces or underscores for dashes, an accent', () => {
    expect(['lance-de-chevalrie', 'Lance-de-chevalerie', 'lance de chevalerie', 'Lance_de_chevalerie', 'lance-de-chevaleries', 'lance-dé-chevalerie'].filter((t) => !matches('lance-de-chevalerie', t))).toEqual([]);
    expect(['Maile', 'mailles', 'MAILLE', 'Maillé'].map((t) => matches('maille', t))).toEqual([true, true, false, true]);
  });

  it('never a value three edits away or more, nor another word, nor a value of another length', () => {
    const far = ['lance', 'lance-de-chevalerie-lourde', 'chevalerie-de-lance', 'lnce-d-chvalerie'];
    expect(far.filter((t) => matches('lance-de-chevalerie', t))).toEqual([]);
    // Checked against the edit distance of "did you mean": anything the pattern takes is at most two edits away.
    for (const typed of [...singleEdits('maille', 'az'), 'mxxlle', 'mialle', 'amille', 'maillexx'].filter((t) => matches('maille', t))) {
      expect(distance(typed.toLowerCase(), 'maille')).toBeLessThanOrEqual(2);
    }
    expect(['courte', 'plaque', 'mai', 'zzzz', 'maillemaille'].filter((t) => matches('maille', t))).toEqual([]);
  });

  it('a value shorter than 5: only a capital, separators and a plural, since one edit of it is another word', () => {
    expect(nearPattern('arc')).toBe('^(?:[aA]rc[sx]?)$');
    expect(['Arc', 'arcs', 'arx'].map((t) => matches('arc', t))).toEqual([true, true, false]);
    expect(['ar', 'arm', 'ark', 'acr'].filter((t) => matches('arc', t))).toEqual([]);
    expect(['4 t', '4_t', '4-ts', '4t'].map((t) => matches('4-t', t))).toEqual([true, true, true, false]);
  });

  it('special characters of an id are taken as they are', () => {
    expect(matches('a.b+c', 'a.b+c!')).toBe(true);
    expect(matches('a.b+c', 'axbbc')).toBe(false);
  });
});

describe('how often the example bands use each value', () => {
  it('counts every string value of the documents, folded as validate folds names, keys aside', () => {
    const counts = countValues([{ ruleset: 'ff', equipment: ['Maille', 'maille', 'Épée'], name: 'maille' }, { characters: [{ armour: 5, weapon: 'épée' }] }, null]);
    expect(Object.fromEntries(counts)).toStrictEqual({ ff: 1, maille: 3, epee: 2 });
  });

  it('orders entries by the uses of any of their spellings, ties in their own order', () => {
    const entries = [
      { id: 'arc', spellings: [] },
      { id: 'epee', spellings: ['Épée', 'epée'] },
      { id: 'dague', spellings: ['Dague'] },
      { id: 'masse', spellings: [] },
    ];
    const counts = new Map([['epee', 2], ['dague', 1], ['masse', 2]]);
    expect(byCommonness(entries, counts).map((e) => e.id)).toEqual(['epee', 'masse', 'dague', 'arc']);
    expect(byCommonness(entries, new Map()).map((e) => e.id)).toEqual(['arc', 'epee', 'dague', 'masse']);
  });

  it('reads the band files of the folders, grouped by the ruleset they name; a missing folder counts nothing', () => {
    const dir = tempTree();
    mkdirSync(path.join(dir, 'en'));
    mkdirSync(path.join(dir, 'fr'));
    writeFileSync(path.join(dir, 'en', 'a.yaml'), 'ruleset: ff\nequipment: [maille, cuir]\n');
    writeFileSync(path.join(dir, 'fr', 'a.yml'), 'ruleset: F&F\nequipment: [Maille]\n');
    writeFileSync(path.join(dir, 'fr', 'b.yaml'), 'ruleset: other\nequipment: [plaque]\n');
    writeFileSync(path.join(dir, 'fr', 'notes.txt'), 'ruleset: ff\nequipment: [plaque]\n');
    writeFileSync(path.join(dir, 'fr', 'c.yaml'), '- not a band\n');
    writeFileSync(path.join(dir, 'fr', 'd.yaml.bak'), 'ruleset: ff\nequipment: [plaque]\n');
    writeFileSync(path.join(dir, 'fr', 'empty.yaml'), '');
    writeFileSync(path.join(dir, 'fr', 'number.yaml'), 'ruleset: 3\nequipment: [plaque]\n');
    const ids: Record<string, string> = { ff: 'flammes-et-fantassins', 'F&F': 'flammes-et-fantassins' };
    const rulesetOf = (value: string) => {
      // The ruleset's name as written: a text, never a number or a list.
      expect(typeof value).toBe('string');
      return ids[value];
    };
    const counts = exampleCounts([path.join(dir, 'en'), path.join(dir, 'fr'), path.join(dir, 'none')], rulesetOf);
    expect([...counts.keys()]).toEqual(['flammes-et-fantassins']);
    expect(Object.fromEntries(counts.get('flammes-et-fantassins')!)).toStrictEqual({ ff: 1, 'f-f': 1, maille: 2, cuir: 1 });
  });
});
