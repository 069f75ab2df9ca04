import { describe, expect, it } from 'vitest';
import { distance, NameIndex, suggest, toId } from '../../src/core/diagnostics/names.js';

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

/** "Did you mean" (issue 37): close typos get the right word first, far ones none, never more than 3. */
describe('suggestions, a table', () => {
  const ROLES = ['troupe', 'chef', 'general', 'magicien', 'guerisseur', 'porte-banniere', 'musicien'];
  const KEYS = ['name', 'models', 'role', 'dep', 'movement', 'mel', 'tir', 'def', 'men', 'vie', 'equipment', 'skills', 'spells', 'rank'];
  const SPELLS = ['boule-de-feu', 'eclair-magique', 'terreur', 'soin', 'sommeil', 'bouclier', 'brouillard', 'invisibilite'];
  it.each([
    ['mell', KEYS, 'mel'],
    ['Géneral', ROLES, 'general'],
    ['MAGICIEN', ROLES, 'magicien'],
    ['magicein', ROLES, 'magicien'],
    ['porte-baniere', ROLES, 'porte-banniere'],
    ['boule de fue', SPELLS, 'boule-de-feu'],
    ['somei', SPELLS, 'sommeil'],
    ['Éclair', SPELLS, 'eclair-magique'],
    ['equipement', KEYS, 'equipment'],
  ])('%s → %s first', (typed, known, first) => {
    const found = suggest(typed, known);
    expect(found[0]).toBe(first);
    expect(found.length).toBeLessThanOrEqual(3);
  });

  it.each([
    ['zzzz', ROLES],
    ['roi', ROLES],
    ['couleur', KEYS],
    ['dragon', SPELLS],
    ['x', KEYS],
  ])('%s: nothing close, no suggestion', (typed, known) => expect(suggest(typed, known)).toEqual([]));

  it('never more than 3, even when many are close', () => {
    expect(suggest('a', ['a1', 'a2', 'a3', 'a4', 'a5'])).toHaveLength(3);
    expect(suggest('ab', ['ab1', 'ab2', 'ab3', 'ab4'], 10)).toHaveLength(3);
  });

  it('counts a swap of two neighbours as one edit', () => {
    expect(distance('mgae', 'mage')).toBe(1);
    expect(distance('abc', 'abc')).toBe(0);
    expect(distance('', 'abc')).toBe(3);
  });
});
