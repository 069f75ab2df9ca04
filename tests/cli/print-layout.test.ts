/** Cutting cards into 63 × 88 mm faces: deterministic, nothing lost, a long text continues instead of shrinking. */
import { describe, expect, it } from 'vitest';
import { cardPages, printHtml } from '../../src/cli/print/html.js';
import { faces, height, measure, wrap, type Item } from '../../src/cli/print/layout.js';
import type { Card } from '../../src/core/ruleset/ruleset.js';
import { TALENTS } from '../../src/rulesets/flammes-et-fantassins/catalogue/talents.js';

const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);
const textOf = (items: readonly Item[]): string =>
  items.map((i) => (i.kind === 'text' ? i.text : i.kind === 'rule' ? `${i.title ? `${i.title} : ` : ''}${i.text}` : i.kind === 'line' ? `${i.line.label} : ${i.line.text ?? ''}` : '')).join(' ');

const piege = TALENTS.find((t) => t.id === 'piege')!;
const talent: Card = { kind: 'Talent', title: piege.name, cost: piege.cost, fields: [['Condition', piege.condition]], text: piege.effect };

describe('wrap', () => {
  it.each([
    ['', 0],
    ['court', 1],
    // "mot" is 1.95 em and a space 0.32 em; a line of the card holds 20.7 em of 7.5 pt: nine words.
    ['mot '.repeat(9), 1],
    ['mot '.repeat(10), 2],
  ])('%j takes %i line(s)', (text, lines) => expect(wrap(text)).toHaveLength(lines));
  it('measures wide letters wider than narrow ones', () => expect(measure('MMMM')).toBeGreaterThan(measure('iiii') * 2));
  it('counts bold labels wider', () => expect(measure('Arme', true)).toBeGreaterThan(measure('Arme')));
  it('gives a word wider than the card a line per card width', () => expect(wrap('x'.repeat(200)).length).toBeGreaterThan(2));
});

describe('faces', () => {
  it('keeps a short card on one face', () => {
    const [face, ...rest] = faces({ kind: 'Talent', title: 'Esquive', text: 'Un texte court.' });
    expect(rest).toEqual([]);
    expect(face).toMatchObject({ part: 0, parts: 1 });
  });

  it('continues a long talent (Piège) on a second face, every word kept in order', () => {
    const cut = faces(talent);
    expect(cut.length).toBe(2);
    expect(cut.map((f) => [f.part, f.parts])).toEqual([[0, 2], [1, 2]]);
    expect(words(cut.map((f) => textOf(f.items.filter((i) => i.kind === 'text'))).join(' '))).toEqual(words(piege.effect));
  });

  it('fills each face within its room, and the same card always gives the same faces', () => {
    for (const face of faces(talent)) expect(face.items.reduce((n, i) => n + height(i), 0)).toBeLessThan(88 - 6);
    expect(faces(talent)).toEqual(faces(talent));
  });

  it('cuts a rule in full across faces, its title only on the first part', () => {
    const rules = Array.from({ length: 6 }, (_, i) => ({ title: `Règle ${i}`, text: 'Une phrase de règle assez longue pour remplir quelques lignes de la carte. '.repeat(3) }));
    const cut = faces({ kind: 'Profil', title: 'Ogre', rules });
    expect(cut.length).toBeGreaterThan(1);
    const all = cut.flatMap((f) => f.items).filter((i) => i.kind === 'rule');
    expect(all.filter((i) => i.kind === 'rule' && i.title).map((i) => (i as { title: string }).title)).toEqual(rules.map((r) => r.title));
    expect(words(textOf(all))).toEqual(words(rules.map((r) => `${r.title} : ${r.text}`).join(' ')));
  });
});

describe('pages', () => {
  it('puts nine faces on a page after the roster, and says how many pages', () => {
    const cards = Array.from({ length: 10 }, (_, i): Card => ({ kind: 'Sort', title: `S${i}` }));
    expect(cardPages(cards).map((p) => p.length)).toEqual([9, 1]);
    const html = printHtml('x', [{ kind: 'heading', text: 'Bande' }], cards, 'fr');
    expect(html).toContain('data-pages="3"');
    expect(html.match(/<section class="page/g)).toHaveLength(3);
  });

  it('marks a continued card in the output language', () => {
    expect(printHtml('x', [], [talent], 'fr')).toContain('Talent · suite');
    expect(printHtml('x', [], [talent], 'en')).toContain('Talent · continued');
  });
});
