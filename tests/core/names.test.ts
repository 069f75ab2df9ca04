import { describe, expect, it } from 'vitest';
import { distance, NameIndex, suggest, toId } from '../../src/core/names.js';

describe('toId', () => {
  it.each([
    ["Toile d'araignée", 'toile-d-araignee'],
    ['ARC LONG', 'arc-long'],
    ['  Frappe de l’Ombre ', 'frappe-de-l-ombre'],
    ['Crémation de l\'Âme', 'cremation-de-l-ame'],
    ['arme_a_une_main', 'arme-a-une-main'],
    ['Écu', 'ecu'],
  ])('%s → %s', (input, id) => expect(toId(input)).toBe(id));
});

describe('suggest', () => {
  it('finds close names', () => expect(suggest('chevalie', ['chevalier', 'archer', 'barbare'])).toEqual(['chevalier']));
  it('finds nothing for far names', () => expect(suggest('zzzzzz', ['chevalier', 'archer'])).toEqual([]));
  it('measures edits', () => expect(distance('kitten', 'sitting')).toBe(3));
});

describe('NameIndex', () => {
  const index = new NameIndex([{ id: 'cuir', aliases: ['gambison'] }, { id: 'maille', aliases: ['brigandine'] }]);
  it('accepts aliases and spellings', () => {
    expect(index.get('Gambison')?.id).toBe('cuir');
    expect(index.get('MAILLE')?.id).toBe('maille');
  });
  it('refuses unknown names and suggests', () => {
    expect(index.get('maile')).toBeUndefined();
    expect(index.suggest('maile')).toEqual(['maille']);
  });
});
