/**
 * Issue 17: specialties, every spell with a roll, and the modifiers added to simulate-attack. Each figure is checked
 * against a brute force written here from the rulebook (every choice after the roll tried, the best kept), or
 * against a number worked by hand.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { Options, Side } from '../../../src/core/ruleset/ruleset.js';
import type { FfBand } from '../../../src/rulesets/flammes-et-fantassins/band.js';
import { ruleset } from '../../../src/rulesets/flammes-et-fantassins/index.js';
import { ROOT } from '../../helpers/cli.js';
import { thrown } from '../../helpers/refusal.js';

const FILE = 'tests/fixtures/ff-specialites.yaml';
const MAGES = 'tests/fixtures/ff-mages.yaml';
const MARQ = 'bands/ff-les-marquisards.yaml';

function member(file: string, name: string): Side<FfBand> {
  const { house_rules: rules, ...data } = parseYaml(readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, unknown>;
  const band = ruleset.parse(data, (rules ?? {}) as Record<string, unknown>).band!;
  return { kind: 'member', band, member: ruleset.roster(band).find((m) => m.name === name)!, file };
}
const typed = (options: Options): Side<FfBand> => ({ kind: 'typed', options });
const wall = (tra: number, pv = 100, ca = 0) => typed({ tra, pv, ca });
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const odds = (attacker: Side<FfBand>, target: Side<FfBand>, options: Options = {}): Json => ruleset.attack.simulate({ attacker, target, options }).json as Json;
const close = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(1e-9);

// ---------------------------------------------------------------- brute force of one Jet de Magie

interface Spell {
  touche: number;
  effet: number;
  tra: number;
  /** Effect when the Effet is at least this (sommeil, charme). */
  threshold?: number;
  /** Effet divided, rounded down (drain d'énergie). */
  divide?: number;
  /** Crémation: +1s put on one die or the other. */
  floating?: number;
  /** Murmures: [CHA − INT, CHA − SAG]: one of them, or none. */
  swap?: [number, number];
  /** Potion d'Éloquence: CHA to one die, or none. */
  eloquence?: number;
  /** Magie Scolaire: one die may be turned (7 − face). */
  flip?: boolean;
}

/** "Le dé de Touche doit dépasser la Tra."; every combination of choices is listed, the best (hit, effect, amount) kept. */
function bruteSpell(s: Spell) {
  let hit = 0;
  let effect = 0;
  let amount = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      const rolls: [number, number][] = [[a, b]];
      if (s.flip) rolls.push([7 - a, b], [a, 7 - b]);
      const bonus: [number, number][] = [];
      const f = s.floating ?? 0;
      const swaps: [number, number][] = s.swap ? [[0, 0], [s.swap[0], 0], [0, s.swap[1]]] : [[0, 0]];
      const elo: [number, number][] = s.eloquence ? [[0, 0], [s.eloquence, 0], [0, s.eloquence]] : [[0, 0]];
      for (let k = 0; k <= f; k++) for (const [st, sd] of swaps) for (const [et, ed] of elo) bonus.push([k + st + et, f - k + sd + ed]);
      let best = [0, 0, 0];
      for (const [x, y] of rolls) {
        for (const [t, d] of [[x, y], [y, x]]) {
          for (const [bt, bd] of bonus) {
            const touched = t! + s.touche + bt > s.tra;
            const effet = d! + s.effet + bd;
            const c = [touched ? 1 : 0, touched && s.threshold !== undefined && effet >= s.threshold ? 1 : 0, touched ? Math.floor(Math.max(0, effet) / (s.divide ?? 1)) : 0];
            if (c[0]! - best[0]! || c[1]! - best[1]! || c[2]! - best[2]!) {
              if (c[0]! > best[0]! || (c[0] === best[0] && (c[1]! > best[1]! || (c[1] === best[1] && c[2]! > best[2]!)))) best = c;
            }
          }
        }
      }
      hit += best[0]! / 36;
      effect += best[1]! / 36;
      amount += best[2]! / 36;
    }
  }
  return { hit, effect, amount };
}

// ---------------------------------------------------------------- specialties

describe('issue 17, item 8: specialties in simulate-attack', () => {
  it('murmures-des-ombres: CHA (+2) in place of INT (0) or SAG (0), chosen after the roll; brute force', () => {
    for (const tra of [2, 4, 6]) {
      const r = odds(member(FILE, 'Ombre'), wall(tra), { spell: 'frappe-de-l-ombre', use: ['murmures-des-ombres'] });
      const b = bruteSpell({ touche: 0, effet: 0, tra, swap: [2, 2] });
      close(r.p_hit, b.hit);
      close(r.expected_damage, b.amount);
    }
    // Tra 6 cannot be hit without it (6 + 0 is not above 6), only with CHA in place of INT: 6 + 2 or 5 + 2.
    close(odds(member(FILE, 'Ombre'), wall(6), { spell: 'frappe-de-l-ombre' }).p_hit, 0);
    close(odds(member(FILE, 'Ombre'), wall(6), { spell: 'frappe-de-l-ombre', use: ['murmures-des-ombres'] }).p_hit, 20 / 36);
  });

  it('cremation-de-l-ame: +1 to INT or SAG, chosen when read, never both; brute force', () => {
    for (const tra of [3, 5]) {
      const r = odds(member(FILE, 'Cendre'), wall(tra), { spell: 'vampirisme', use: ['cremation-de-l-ame'] });
      const b = bruteSpell({ touche: 1, effet: 0, tra, floating: 1 });
      close(r.p_hit, b.hit);
      close(r.expected_damage, b.amount);
    }
  });

  it('magie-scolaire: one die turned to its opposite face, once, inside the policy; brute force', () => {
    const r = odds(member(FILE, 'Scolastique'), wall(5, 4), { spell: 'charme', use: ['magie-scolaire'] });
    const b = bruteSpell({ touche: 1, effet: 1, tra: 5, threshold: 5, flip: true });
    close(r.p_hit, b.hit);
    close(r.p_effect, b.effect);
    const plain = bruteSpell({ touche: 1, effet: 1, tra: 5, threshold: 5 });
    expect(b.effect).toBeGreaterThan(plain.effect);
  });

  it('is refused, with the reason, for a character without that specialty', () => {
    const e = thrown(() => odds(member(MAGES, 'Maître Corbeau'), wall(3), { spell: 'frappe-de-l-ombre', use: ['murmures-des-ombres'] }));
    expect([e.code, e.exitCode]).toEqual(['ff/attack-missing-specialty', 1]);
    expect(ruleset.messages.en['ff/attack-missing-specialty']).toContain('une unique Spécialité');
    expect(thrown(() => odds(member(FILE, 'Ombre'), wall(3), { spell: 'frappe-de-l-ombre', use: ['magie-scolaire'] })).code).toBe('ff/attack-missing-specialty');
  });
});

// ---------------------------------------------------------------- spells

describe('issue 17, item 9: every spell with a roll', () => {
  it('sommeil and charme: the effect on an Effet (die + SAG) of 5 or more; brute force', () => {
    const r = odds(member(FILE, 'Ombre'), wall(3), { spell: 'sommeil' });
    const b = bruteSpell({ touche: 0, effet: 0, tra: 3, threshold: 5 });
    close(r.p_hit, b.hit);
    close(r.p_effect, b.effect);
    expect(r.effect_at_least).toBe(5);
    expect(r).not.toHaveProperty('p_kill');
  });

  it('fascination pour les Ténèbres: against a Tra of 3 whatever the target; the Effet in PA', () => {
    const r = odds(member(FILE, 'Cendre'), wall(9), { spell: 'fascination-pour-les-tenebres' });
    const b = bruteSpell({ touche: 1, effet: 0, tra: 3 });
    close(r.p_hit, b.hit);
    close(r.amount.expected, b.amount);
    expect(r.amount.unit).toBe('PA');
  });

  it('drain d\'énergie: the Effet divided by 3, rounded down, in niveaux; téléportation in pouces; acide: the hit', () => {
    const drain = odds(typed({ hit: 1, damage: 2 }), wall(3), { spell: 'drain-d-energie-magique' });
    close(drain.amount.expected, bruteSpell({ touche: 1, effet: 2, tra: 3, divide: 3 }).amount);
    const tele = odds(typed({ hit: 0, damage: 1 }), wall(2), { spell: 'teleportation' });
    expect(tele.amount.unit).toBe('pouces');
    close(tele.amount.expected, bruteSpell({ touche: 0, effet: 1, tra: 2 }).amount);
    const acide = odds(typed({ hit: 0, damage: 0 }), wall(4), { spell: 'acide' });
    // A 5 or 6 on either die beats Tra 4: 1 − (4/6)² = 20/36.
    close(acide.p_effect, 20 / 36);
  });

  it('rayon de lumière: 2D6, again while each roll beats the last; the mage stops at the best moment', () => {
    // 2 PV: the first 2D6 always kill.
    close(odds(member(FILE, 'Aube'), wall(0, 2), { spell: 'rayon-de-lumiere' }).p_kill, 1);
    // Brute force of the best stopping rule, written as a plain recursion.
    const twoD6 = new Map<number, number>();
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) twoD6.set(a + b, (twoD6.get(a + b) ?? 0) + 1 / 36);
    const best = (kept: number, last: number, pv: number): number => {
      if (kept >= pv) return 1;
      let go = 0;
      for (const [s, p] of twoD6) if (s > last) go += p * best(kept + s, s, pv);
      return Math.max(0, go);
    };
    for (const pv of [8, 13, 20]) {
      let expected = 0;
      for (const [s, p] of twoD6) expected += p * best(s, s, pv);
      close(odds(member(FILE, 'Aube'), wall(0, pv), { spell: 'rayon-de-lumiere' }).p_kill, expected);
    }
  });

  it('éclair: 3D6 PV lost; the mage himself halves them', () => {
    // P(3D6 ≥ 10) = 135/216.
    close(odds(member(FILE, 'Orage'), wall(0, 10), { spell: 'eclair' }).p_kill, 135 / 216);
    const self = odds(member(FILE, 'Orage'), member(FILE, 'Orage'), { spell: 'eclair' });
    expect(self.halved).toBe(true);
    // Orage has 6 PV: halved 3D6 ≥ 6 needs 3D6 ≥ 12: 25 + 21 + 15 + 10 + 6 + 3 + 1 = 81 of 216.
    close(self.p_kill, 81 / 216);
  });

  it('refuses a spell with no roll, with its text, and options a dice spell does not use', () => {
    const e = thrown(() => odds(member(FILE, 'Aube'), wall(3), { spell: 'soin' }));
    expect([e.code, e.exitCode]).toEqual(['ff/attack-spell-no-roll', 2]);
    expect(String(e.params?.effect)).toContain('6 PV');
    // The spell is named as the book names it, never by its id (issue 37: ids only in JSON).
    expect(e.params?.actual).toBe('Soin');
    expect(thrown(() => odds(member(FILE, 'Aube'), wall(3), { spell: 'rayon-de-lumiere', concentration: 1 })).code).toBe('ff/attack-dice-spell-option');
  });
});

// ---------------------------------------------------------------- modifiers

describe('issue 17, item 10: modifiers', () => {
  const garde = member(FILE, 'Garde');
  it('the spell Force: FOR +2 to a puissant Mêlée Touche and to Dégâts that add FOR', () => {
    const plain = odds(member(MARQ, 'Gros Louis'), typed({ ca: 5, pv: 100 }));
    const strong = odds(member(MARQ, 'Gros Louis'), typed({ ca: 5, pv: 100 }), { use: ['force'] });
    expect(strong.modifiers.touche.total).toBe(plain.modifiers.touche.total + 2);
    expect(strong.modifiers.degats.total).toBe(plain.modifiers.degats.total + 2);
    expect(thrown(() => odds(typed({ hit: 1, damage: 1 }), typed({ ca: 5, pv: 9 }), { use: ['force'] })).code).toBe('ff/attack-effect-needs-character');
  });

  it('brouillard: −2 to the Touche of Tir and Magie at a distance, until an attack hits; refused for a spell at contact', () => {
    // Garde: Touche +3; −2 against CA 5 is +3 against CA 7: a die of 4 or more, 1 − (3/6)² = 27/36.
    const fog = odds(garde, typed({ ca: 5, pv: 100 }), { weapon: 'ranged', use: ['brouillard'] });
    const clear = odds(garde, typed({ ca: 7, pv: 100 }), { weapon: 'ranged' });
    close(fog.p_hit, 27 / 36);
    close(clear.p_hit, 27 / 36);
    // Until an attack hits: two attacks both hit only if the first does at −2 and the second (fog gone) at +0.
    expect(fog.attacks_to_kill.length).toBeGreaterThan(0);
    expect(thrown(() => odds(member(FILE, 'Cendre'), wall(3), { spell: 'vampirisme', use: ['brouillard'] })).code).toBe('ff/attack-fog-contact');
    expect(thrown(() => odds(garde, typed({ ca: 5, pv: 100 }), { use: ['brouillard'] })).code).toBe('ff/attack-effect-not-here');
  });

  it("potion d'Éloquence: +CHA to one die of one roll, chosen after the roll, once; brute force", () => {
    const r = odds(member(FILE, 'Ombre'), wall(5), { spell: 'frappe-de-l-ombre', use: ['potion-d-eloquence'] });
    const b = bruteSpell({ touche: 0, effet: 0, tra: 5, eloquence: 2 });
    close(r.p_hit, b.hit);
    close(r.expected_damage, b.amount);
    expect(thrown(() => odds(member(FILE, 'Cendre'), wall(5), { spell: 'vampirisme', use: ['potion-d-eloquence'] })).code).toBe('ff/attack-missing-item');
  });

  it('a Bombe is thrown with a jet de Tir, Touche +0, Dégâts +0; refused without one', () => {
    const r = odds(member(FILE, 'Scolastique'), typed({ ca: 3, pv: 100 }), { weapon: 'bombe' });
    expect([r.attacker.weapon, r.modifiers.touche.total, r.modifiers.degats.total]).toEqual(['bombe', 0, 0]);
    expect(thrown(() => odds(member(FILE, 'Ombre'), typed({ ca: 3, pv: 9 }), { weapon: 'bombe' })).code).toBe('ff/attack-missing-item');
  });

  it('a target face down has CA 0; what would change that CA is refused', () => {
    const r = odds(typed({ hit: 0, damage: 0 }), member(MARQ, 'Gros Louis'), { targetProne: true });
    expect(r.modifiers.defense.total).toBe(0);
    close(r.p_hit, 1);
    expect(thrown(() => odds(typed({ hit: 0, damage: 0 }), member(MARQ, 'Gros Louis'), { targetProne: true, use: ['armure-de-mage'] })).code).toBe('ff/attack-prone-ca');
  });

  it('Duel Magique won: +2 to the Effet; the target must be a mage', () => {
    const r = odds(member(MAGES, 'Maître Corbeau'), member(FILE, 'Ombre'), { spell: 'frappe-de-l-ombre', use: ['duel-magique'] });
    const plain = odds(member(MAGES, 'Maître Corbeau'), member(FILE, 'Ombre'), { spell: 'frappe-de-l-ombre' });
    expect(r.modifiers.degats.total).toBe(plain.modifiers.degats.total + 2);
    expect(thrown(() => odds(member(MAGES, 'Maître Corbeau'), member(MARQ, 'Gros Louis'), { spell: 'frappe-de-l-ombre', use: ['duel-magique'] })).code).toBe('ff/attack-missing-caster');
  });

  it('Légendes: the current Concentration doubled; needs a Concentration and the talent', () => {
    const r = odds(member(FILE, 'Chantre'), typed({ ca: 5, pv: 100 }), { concentration: 1, use: ['legendes'] });
    expect(r.modifiers.concentration.count).toBe(2);
    expect(thrown(() => odds(member(FILE, 'Chantre'), typed({ ca: 5, pv: 100 }), { use: ['legendes'] })).code).toBe('ff/attack-legendes-concentration');
    expect(thrown(() => odds(member(FILE, 'Garde'), typed({ ca: 5, pv: 100 }), { concentration: 1, use: ['legendes'] })).code).toBe('ff/attack-missing-talent');
  });
});

describe('issue 17, item 12: effects "pendant un Round" in attacks to kill', () => {
  it('states the assumption in the JSON and the view', () => {
    const input = { attacker: typed({ hit: 1, damage: 1 }), target: member(MARQ, 'Gros Louis'), options: { use: ['armure-de-mage'] } };
    const r = ruleset.attack.simulate(input);
    expect((r.json as Json).assumptions).toEqual([{ code: 'round-long', effects: ['armure-de-mage'] }]);
    expect(JSON.stringify(r.view)).toContain('Round');
    expect((odds(typed({ hit: 1, damage: 1 }), member(MARQ, 'Gros Louis')) as Json).assumptions).toBeUndefined();
  });
});

describe('issue 17, item 1: a shield beside a bow, shown where it matters', () => {
  it('show and the cards say the shield does not count while the bow is used', () => {
    const side = member(FILE, 'Garde');
    if (side.kind !== 'member') throw new Error('member');
    const profile = ruleset.derive(side.band);
    const garde = profile.characters.find((c) => c.name === 'Garde')!;
    // Puissant archer: CA 3 + CON 1 + rondache 1 = 5; 4 without the rondache.
    expect(garde.shield_unused).toEqual({ shield: 'rondache', weapon: 'arc', ca: 1 });
    expect(JSON.stringify(ruleset.view(profile, 'en'))).toContain('Rondache not used with arc: CA 4 in a round it uses the arc');
    const card = ruleset.cards!(side.band, profile, 'fr').find((c) => c.title === 'Garde')!;
    expect(JSON.stringify(card)).toContain('Rondache inutilisable avec Arc : CA 4');
    expect(profile.characters.find((c) => c.name === 'Ombre')!.shield_unused).toBeNull();
  });
});
