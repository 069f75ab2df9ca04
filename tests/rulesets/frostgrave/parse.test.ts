import { describe, expect, it } from 'vitest';
import { WEAPONS } from '../../../src/rulesets/frostgrave/catalogue.js';
import { parse } from '../../../src/rulesets/frostgrave/parse.js';

const data = (type: string, weapon: string) => ({
  ruleset: 'frostgrave',
  name: 'T',
  figures: [{ name: 'Hilda', type, move: 6, fight: 0, shoot: 0, armour: 10, will: 0, health: 10, weapon }],
});

describe('Frostgrave parse', () => {
  it('an unknown weapon is reported with every known id, and the figure fights with an arme de base', () => {
    const { band, findings } = parse(data('soldat', 'epee'));
    expect(findings).toEqual([
      expect.objectContaining({ code: 'frostgrave/unknown-weapon', path: ['figures', 0, 'weapon'], params: expect.objectContaining({ actual: 'epee', known: 'baton | arme-de-base | arme-lourde | arc | arbalete' }) }),
    ]);
    expect(band!.figures[0]!.weapon).toBe(WEAPONS.find((w) => w.id === 'arme-de-base'));
  });

  it('an unknown type is reported with every known id, and left null', () => {
    const { band, findings } = parse(data('chevalier', 'arc'));
    expect(findings).toEqual([expect.objectContaining({ code: 'frostgrave/unknown-type', params: expect.objectContaining({ actual: 'chevalier', known: 'mage | apprenti | soldat' }) })]);
    expect(band!.figures[0]).toMatchObject({ type: null, weapon: { id: 'arc' } });
  });

  it.each([
    [undefined, false, false],
    [{}, false, false],
    [{ criticals: true }, true, false],
    [{ wounded: true }, false, true],
    [{ criticals: true, wounded: true }, true, true],
    [{ criticals: 'yes', wounded: 1 }, false, false],
  ])('house rules %o: criticals %s, wounded %s', (houseRules, criticals, wounded) => {
    const { band } = parse(data('soldat', 'arc'), houseRules as never);
    expect([band!.criticals, band!.wounded]).toEqual([criticals, wounded]);
  });
});
