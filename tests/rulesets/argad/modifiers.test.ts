/** Each modifier of the rulebook, one at a time, with the result worked by hand; and the situations it forbids. */
import { describe, expect, it } from 'vitest';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { simulate } from './helpers.js';

const base = { class: 4, attackerArmour: 'legere', melee: 'courte', targetClass: 4, targetArmour: 'legere', targetMelee: 'courte' };
/** Modifier total of one blow. */
const mod = (o: Record<string, unknown>) => simulate({ ...base, ...o }).json.modifier as number;
const codes = (o: Record<string, unknown>) => (simulate({ ...base, ...o }).json.modifiers as { code: string }[]).map((m) => m.code);

describe('melee modifiers', () => {
  it.each([
    ['none', {}, 0],
    ['classe 2: −1', { class: 2 }, -1],
    ['classe 1: −1 ("maladroit au combat (classe 1 ou 2, qui frappe donc avec malus −1)")', { class: 1 }, -1],
    ['improvised weapon: −1', { melee: 'improvisee' }, -1],
    ['bare hands: −1', { melee: 'mains-nues' }, -1],
    ['classe 2 with bare hands: −1 in all, not −2', { class: 2, melee: 'mains-nues' }, -1],
    ['arts martiaux: no bare hands malus', { melee: 'mains-nues', skill: ['arts-martiaux'] }, 0],
    ['lower ground: −1', { lower: true }, -1],
    ['defending an obstacle on foot: +1', { obstacle: true }, 1],
    ['cavalier against a piéton: +1', { mounted: 'cavalier' }, 1],
    ['cavalier against a piéton monté: +1', { mounted: 'cavalier', targetMounted: 'pieton-monte' }, 1],
    ['piéton against a cavalier: −1', { targetMounted: 'cavalier' }, -1],
    ['cavalier against cavalier: nothing', { mounted: 'cavalier', targetMounted: 'cavalier' }, 0],
    ['difficult terrain: no cavalier advantage', { mounted: 'cavalier', difficultTerrain: true }, 0],
    ['charge of a cavalier on a piéton: +2 in all', { mounted: 'cavalier', charge: true }, 2],
    ['costaud on foot: +1', { skill: ['costaud'] }, 1],
    ['costaud on horseback: nothing', { skill: ['costaud'], mounted: 'pieton-monte' }, 0],
    ['--modifier', { modifier: -2 }, -2],
    ['en désordre: tactical bonuses lost, maluses kept', { mounted: 'cavalier', charge: true, lower: true, disorder: true }, -1],
    ['en désordre: costaud is not tactical', { skill: ['costaud'], disorder: true }, 1],
  ])('%s', (_, options, expected) => {
    expect(mod(options)).toBe(expected);
  });

  it('explains each modifier by a code', () => {
    expect(codes({ class: 2, lower: true })).toEqual(['argad/mod-clumsy', 'argad/mod-lower']);
  });

  it('a modifier changes the odds as by hand: classe 4 on classe 4 with −1 kills on 6 rerolled into 7', () => {
    const odds = simulate({ ...base, lower: true }).json;
    // 6 − 1 = 5 > 4: kill. 5 − 1 = 4: recoil. 1–4: miss.
    expect(odds.p_kill).toBeCloseTo(1 / 6, 12);
    expect(odds.p_recoil).toBeCloseTo(1 / 6, 12);
  });

  it('a natural 8 always kills: classe 1 with −4 in all on an armoured classe 5', () => {
    const odds = simulate({ class: 1, melee: 'courte', modifier: -2, lower: true, targetClass: 5, targetArmour: '5' }).json;
    // Needs more than 5 after −4: 10, beyond a triple six; 7 − 4 = 3 misses; only the triple six (8) kills.
    expect(odds.p_kill).toBeCloseTo(1 / 216, 12);
    expect(odds.p_recoil).toBeCloseTo(0, 12);
  });

  it('a natural 1 always misses, even with +3', () => {
    const odds = simulate({ ...base, targetClass: 1, modifier: 3 }).json;
    expect(odds.p_miss).toBeCloseTo(1 / 6, 12);
  });

  it('armour above the classe: between classe and armour is a recoil', () => {
    const odds = simulate({ ...base, targetClass: 3, targetArmour: '5' }).json;
    // 3, 4, 5: recoil; 6 is above 5: kill.
    expect(odds.p_recoil).toBeCloseTo(3 / 6, 12);
    expect(odds.p_kill).toBeCloseTo(1 / 6, 12);
  });

  it('bare hands: a touch is a KO, a kill only on a triple six', () => {
    const odds = simulate({ ...base, melee: 'mains-nues', targetClass: 3 }).json;
    // −1: 5, 6 → 4, 5 > 3: KO; 4 → 3: recoil. A 6 KOs at once, so no reroll towards the triple six.
    expect(odds.p_ko).toBeCloseTo(2 / 6, 12);
    expect(odds.p_kill).toBeCloseTo(0, 12);
    expect(odds.p_recoil).toBeCloseTo(1 / 6, 12);
  });
});

describe('piéton monté: on horseback until --dismounted', () => {
  it.each([
    ['costaud on the horse: nothing', { skill: ['costaud'], mounted: 'pieton-monte' }, 0],
    ['costaud dismounted: +1', { skill: ['costaud'], mounted: 'pieton-monte', dismounted: true }, 1],
    ['defending an obstacle dismounted: +1', { obstacle: true, mounted: 'pieton-monte', dismounted: true }, 1],
    ['no cavalier modifier against a piéton', { mounted: 'pieton-monte' }, 0],
  ])('%s', (_, options, expected) => {
    expect(mod(options)).toBe(expected);
  });

  it('defending an obstacle on the horse is refused', () => {
    expect(() => mod({ obstacle: true, mounted: 'pieton-monte' })).toThrow(/obstacle/);
  });
});

describe('striking order in a duel', () => {
  const first = (o: Record<string, unknown>) => simulate({ ...base, duel: true, ...o }).json.first;
  it.each([
    ['same length', {}, 'together'],
    ['longue before courte', { melee: 'longue' }, 'a'],
    ['semi-longue before courte', { targetMelee: 'semi-longue' }, 'b'],
    ['très courte after courte', { melee: 'tres-courte' }, 'b'],
    ['mains nues last', { targetMelee: 'mains-nues', melee: 'tres-courte' }, 'a'],
    ['a bretteur with a sword strikes with the semi-long weapons', { skill: ['bretteur'], targetMelee: 'semi-longue' }, 'together'],
    ['a bretteur with a sword before a sword', { skill: ['bretteur'] }, 'a'],
    ['indoors the lance is a short weapon', { melee: 'longue', indoors: true }, 'together'],
  ])('%s', (_, options, expected) => {
    expect(first(options)).toBe(expected);
  });
});

describe('shooting modifiers', () => {
  const shoot = (o: Record<string, unknown>) => simulate({ ...base, weapon: 'ranged', range: 'short', ...o }).json;
  it.each([
    ['arc on armure 4: −1', { ranged: 'arc', targetArmour: '4' }, 6],
    ['arc on armure 5: −2', { ranged: 'arc', targetArmour: '5' }, 7],
    ['arc long on armure 4: nothing', { ranged: 'arc-long', targetArmour: '4' }, 5],
    ['arc long on armure 5: −1', { ranged: 'arc-long', targetArmour: '5' }, 6],
    ['arbalète on armure 5: nothing', { ranged: 'arbalete', targetArmour: '5' }, 5],
    ['fusil on a cuirasse at short range: nothing', { ranged: 'fusil', targetArmour: '4' }, 5],
    ['fusil on a cuirasse at long range: "il faut faire 8"', { ranged: 'fusil', targetArmour: '4', range: 'long' }, 8],
    ['cover −1', { ranged: 'arc', protection: 1 }, 6],
    ['meurtrière −2', { ranged: 'arc', protection: 2 }, 7],
    ['cover and armour together capped at −2', { ranged: 'arc', protection: 2, targetArmour: '5' }, 7],
    ['furtive target −1', { ranged: 'arc', furtiveTarget: true }, 6],
    ['pistol on the move −1', { ranged: 'pistolet', moving: true }, 6],
    ['furtive shooter with a pistol: the same −1, not −2', { ranged: 'pistolet', moving: true, furtiveShooter: true }, 6],
    ['mounted samurai with the yumi on the move: no malus', { ranged: 'yumi', mounted: 'cavalier', moving: true }, 5],
    ['classe 2 with a firearm: −1', { ranged: 'fusil', class: 2 }, 6],
    ['classe 2 with a bow: −1 too ("Personnages peu habitués à tirer")', { ranged: 'arc', class: 2 }, 6],
    ['classe 1 with a crossbow: −1', { ranged: 'arbalete', class: 1 }, 6],
    ['classe 3 with a bow: nothing', { ranged: 'arc', class: 3 }, 5],
  ])('%s: needs %s', (_, options, need) => {
    expect(shoot(options).need).toBe(need);
  });

  it("tireur d'élite: the +1 is the player's choice, given with --modifier 1", () => {
    expect(shoot({ ranged: 'arc', skill: ['tireur-d-elite'], range: 'medium' }).need).toBe(6);
    expect(shoot({ ranged: 'arc', skill: ['tireur-d-elite'], range: 'medium', modifier: 1 }).need).toBe(5);
  });

  it('a revolver fires twice immobile, once on the move', () => {
    expect(shoot({ ranged: 'revolver' }).dice).toBe(2);
    expect(shoot({ ranged: 'revolver', moving: true }).dice).toBe(1);
    expect(shoot({ ranged: 'revolver', shooters: 3 }).dice).toBe(6);
  });
});

describe('situations the rules forbid', () => {
  const code = (o: Record<string, unknown>) => {
    try {
      simulate({ ...base, ...o });
    } catch (e) {
      expect(e).toBeInstanceOf(EscarmoucheError);
      return (e as EscarmoucheError).code;
    }
    return 'no error';
  };
  it.each([
    ['a charge on foot', { charge: true }, 'argad/charge-not-cavalier'],
    ['a charge in difficult terrain', { charge: true, mounted: 'cavalier', difficultTerrain: true }, 'argad/charge-difficult-terrain'],
    ['a mounted defender of an obstacle', { obstacle: true, mounted: 'cavalier' }, 'argad/obstacle-mounted'],
    ['shooting without a ranged weapon', { weapon: 'ranged', range: 'short' }, 'argad/no-ranged-weapon'],
    ['a pistol at long range', { weapon: 'ranged', range: 'long', ranged: 'pistolet' }, 'argad/no-such-range'],
    ['a crossbow on the move', { weapon: 'ranged', range: 'short', ranged: 'arbalete', moving: true }, 'argad/cannot-shoot-moving'],
    ['a longbow on horseback', { weapon: 'ranged', range: 'short', ranged: 'arc-long', mounted: 'cavalier' }, 'argad/shoots-on-foot'],
    ['furtive shooter on furtive target', { weapon: 'ranged', range: 'short', ranged: 'pistolet', furtiveShooter: true, furtiveTarget: true }, 'argad/furtive-both'],
    ['shooting without a range', { weapon: 'ranged', ranged: 'arc' }, 'argad/range-required'],
    ['a ranged duel', { weapon: 'ranged', range: 'short', ranged: 'arc', duel: true }, 'argad/duel-ranged'],
    ['a typed side without classe', { class: undefined }, 'argad/typed-class'],
    ['a typed unknown armour', { targetArmour: 'papier' }, 'argad/typed-unknown'],
    ['dice beyond the die', { dice: '7' }, 'argad/bad-dice'],
    ['dice in a duel', { dice: '6', duel: true }, 'argad/dice-duel'],
  ])('%s', (_, options, expected) => {
    expect(code(options)).toBe(expected);
  });

  it('a longbow after dismounting is fine', () => {
    expect(code({ weapon: 'ranged', range: 'short', ranged: 'arc-long', mounted: 'cavalier', dismounted: true })).toBe('no error');
  });
});

describe('--dice: the roll made at the table', () => {
  it('a 6 rerolled into a 6 is a 7, enough against classe 5 armure 5 with −1', () => {
    const r = simulate({ ...base, targetClass: 5, targetArmour: '5', lower: true, dice: '6,6' }).json;
    expect(r).toMatchObject({ method: 'dice', natural: 7, result: 'kill', reroll_allowed: false });
  });
  it('a failed reroll leaves the 6: a recoil stays a recoil', () => {
    expect(simulate({ ...base, targetClass: 5, targetArmour: '5', lower: true, dice: '6,3' }).json).toMatchObject({ natural: 6, result: 'recoil' });
  });
  it('a 6 that is not enough, with no reroll given, says that a reroll is allowed', () => {
    expect(simulate({ ...base, targetClass: 5, targetArmour: '5', lower: true, dice: '6' }).json).toMatchObject({ natural: 6, result: 'recoil', reroll_allowed: true });
  });
  it('dice after the end of the roll are refused', () => {
    expect(() => simulate({ ...base, targetClass: 3, dice: '6,6' })).toThrow(EscarmoucheError);
  });
  it('a volley: two sixes make 6 and 7 at long range', () => {
    const r = simulate({ ...base, ranged: 'arc', weapon: 'ranged', range: 'long', shooters: 3, dice: '6,6,2' }).json;
    expect(r).toMatchObject({ method: 'dice', hits: 1, reroll_allowed: false });
  });
  it('a volley: a lone 6 at long range is rerolled into a 7', () => {
    expect(simulate({ ...base, ranged: 'arc', weapon: 'ranged', range: 'long', shooters: 2, dice: '6,1,6' }).json).toMatchObject({ hits: 1 });
    expect(simulate({ ...base, ranged: 'arc', weapon: 'ranged', range: 'long', shooters: 2, dice: '6,1,4' }).json).toMatchObject({ hits: 0 });
    expect(simulate({ ...base, ranged: 'arc', weapon: 'ranged', range: 'long', shooters: 2, dice: '6,1' }).json).toMatchObject({ hits: 0, reroll_allowed: true });
  });
  it('a volley needs one face per die', () => {
    expect(() => simulate({ ...base, ranged: 'arc', weapon: 'ranged', range: 'short', shooters: 3, dice: '6,1' })).toThrow(EscarmoucheError);
  });
});
