/**
 * Melee modifiers where one condition decides ("La mêlée", "Cavaliers & piétons montés", "Grands costauds"): the list
 * of modifiers in full, so that a modifier given where it should not be, or with other words, is seen.
 */
import { describe, expect, it } from 'vitest';
import type { Options } from '../../../src/core/ruleset/ruleset.js';
import { ruleset } from '../../../src/rulesets/argad/index.js';
import { band, member, simulate } from './helpers.js';

const mods = (o: Options) => simulate({ class: 4, targetClass: 4, ...o }).json.modifiers;
/** The malus's reasons are in the view only (checked below). */
const CLUMSY = { code: 'argad/mod-clumsy', value: -1 };
const clumsyDetail = (o: Options) => ((simulate({ class: 4, targetClass: 4, ...o }) as unknown as { view: { items: string[][] }[] }).view[1]!.items[0]![0]);

describe('"Ces trois malus ne s\'ajoutent pas": classe 1–2, improvised weapon, bare hands', () => {
  it.each([
    ['classe 3 with a sword: none', { class: 3 }, []],
    ['classe 3 with an improvised weapon', { class: 3, melee: 'improvisee' }, [CLUMSY]],
    ['classe 1 with an improvised weapon: −1 once', { class: 1, melee: 'improvisee' }, [CLUMSY]],
    ['arts martiaux help bare hands only: an improvised weapon keeps its −1', { class: 3, melee: 'fourche', skill: ['arts-martiaux'] }, [CLUMSY]],
    ['a heavy tool: none, even of a classe 2', { class: 2, melee: 'outil-lourd' }, []],
  ])('%s', (_, options, expected) => {
    expect(mods(options)).toEqual(expected);
  });

  it.each([
    ['classe 2', { class: 2 }, 'classe 2'],
    ['classe 1 with an improvised weapon', { class: 1, melee: 'improvisee' }, 'classe 1, improvisee'],
    ['an improvised weapon', { class: 3, melee: 'fourche' }, 'fourche'],
  ])('the reasons are named: %s', (_, options, detail) => {
    expect(clumsyDetail(options)).toBe(`untrained, improvised weapon or bare hands (${detail}; not cumulative)`);
  });

  it('house rule heavy-tool: weapon: the tool loses its own malus, a classe 2 keeps the classe one', () => {
    const troop = band(`ruleset: argad
name: Tools
house_rules: { heavy-tool: weapon }
characters:
  - { name: Paysan, class: 2, armour: legere, melee: outil-lourd }
  - { name: Bûcheron, class: 3, armour: legere, melee: outil-lourd }
  - { name: Cible, class: 3, armour: legere, melee: courte }
`);
    const at = (name: string) => ruleset.attack.simulate({ attacker: member(troop, name), target: member(troop, 'Cible'), options: {} }).json.modifiers;
    expect(at('Paysan')).toEqual([CLUMSY]);
    expect(at('Bûcheron')).toEqual([]);
  });
});

describe('riders', () => {
  it.each([
    ['a piéton monté strikes a cavalier with −1', { mounted: 'pieton-monte', targetMounted: 'cavalier' }, [{ code: 'argad/mod-against-cavalier', value: -1 }]],
    ['a cavalier strikes a piéton monté with +1', { mounted: 'cavalier', targetMounted: 'pieton-monte' }, [{ code: 'argad/mod-cavalier', value: 1 }]],
    ['piéton monté on piéton monté: nothing', { mounted: 'pieton-monte', targetMounted: 'pieton-monte' }, []],
    ['in difficult terrain a piéton has no −1 against a cavalier', { targetMounted: 'cavalier', difficultTerrain: true }, []],
    ['a costaud cavalier: no costaud bonus on horseback', { mounted: 'cavalier', skill: ['costaud'], targetMounted: 'cavalier' }, []],
    ['a hallebarde against a cavalier: −1 then +1', { melee: 'hallebarde', targetMounted: 'cavalier' }, [{ code: 'argad/mod-against-cavalier', value: -1 }, { code: 'argad/mod-polearm', value: 1 }]],
    ['a hallebarde against a piéton: nothing', { melee: 'hallebarde' }, []],
    ['a hallebarde receiving the charge: the receive bonus alone', { melee: 'hallebarde', targetMounted: 'cavalier', receiveCharge: true }, [{ code: 'argad/mod-against-cavalier', value: -1 }, { code: 'argad/mod-receive-charge', value: 1 }]],
  ])('%s', (_, options, expected) => {
    expect(mods(options)).toEqual(expected);
  });

  it('en désordre: the tactical bonuses go (cavalier, charge, obstacle, receiving a charge); --modifier and costaud stay', () => {
    expect(mods({ mounted: 'cavalier', charge: true, modifier: 1, disorder: true })).toEqual([{ code: 'argad/mod-given', value: 1 }]);
    expect(mods({ obstacle: true, skill: ['costaud'], disorder: true })).toEqual([{ code: 'argad/mod-costaud', value: 1 }]);
    expect(mods({ melee: 'lance', targetMounted: 'cavalier', receiveCharge: true, disorder: true })).toEqual([{ code: 'argad/mod-against-cavalier', value: -1 }]);
    // The polearm's +1 is the weapon's reach, not a tactical factor: it stays.
    expect(mods({ melee: 'hallebarde', targetMounted: 'cavalier', disorder: true })).toEqual([{ code: 'argad/mod-against-cavalier', value: -1 }, { code: 'argad/mod-polearm', value: 1 }]);
  });
});

describe('striking order', () => {
  const first = (o: Options) => simulate({ class: 4, targetClass: 4, duel: true, ...o }).json.first;
  it.each([
    ['indoors a semi-longue is short too', { melee: 'semi-longue', indoors: true }, 'together'],
    ['indoors a very short weapon stays after a sword', { melee: 'tres-courte', indoors: true }, 'b'],
    ['a bretteur with a very short weapon strikes with a sword', { melee: 'tres-courte', skill: ['bretteur'] }, 'together'],
    ['a bretteur with a semi-longue gains nothing', { melee: 'semi-longue', skill: ['bretteur'], targetMelee: 'semi-longue' }, 'together'],
    ['a bretteur with a sword indoors still strikes before a sword', { skill: ['bretteur'], indoors: true }, 'a'],
    ['a target bretteur striking twice strikes with the swords', { targetSkill: ['bretteur'], targetTwoBlows: true }, 'together'],
    ['a target bretteur striking once strikes first', { targetSkill: ['bretteur'] }, 'b'],
  ])('%s', (_, options, expected) => {
    expect(first(options)).toBe(expected);
  });
});

describe('house rules are the table\'s: a side typed in plays by the band file of the other side', () => {
  const troop = band(`ruleset: argad
name: Table
house_rules: { class-1-malus: false, tie-rule: false }
characters:
  - { name: Paysan, class: 1, armour: legere, melee: courte }
`);
  const typed = (options: Options) => ({ kind: 'typed' as const, options });
  it('a typed classe 1 attacker on a member of that file strikes without −1; the member as attacker too', () => {
    expect(ruleset.attack.simulate({ attacker: typed({ class: 1 }), target: member(troop, 'Paysan'), options: {} }).json).toMatchObject({ modifier: 0 });
    expect(ruleset.attack.simulate({ attacker: member(troop, 'Paysan'), target: typed({ targetClass: 1 }), options: { duel: true } }).json).toMatchObject({ tie_rule: false });
    expect(simulate({ class: 1, targetClass: 1 }).json.modifier).toBe(-1);
  });
});
