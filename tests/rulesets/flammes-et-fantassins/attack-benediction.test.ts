/**
 * Issue 38, item 2: Bénédiction, « La cible peut relancer ses dés une fois pendant cette partie » (`--use benediction`
 * on the attacker). After seeing his 2D6 the attacker rolls them again when a second roll serves him better on
 * average: the kill first, then the PV lost, then the hit; on a tie he keeps the Bénédiction. Checked against a brute
 * force written here from the rulebook (the 36 first rolls, each kept or rolled again), not from the model.
 */
import { describe, expect, it } from 'vitest';
import { ruleset } from '../../../src/rulesets/flammes-et-fantassins/index.js';
import { report, typed } from './attack-report-common.js';
import { refusal } from '../../helpers/refusal.js';

const ROLLS = [1, 2, 3, 4, 5, 6].flatMap((a) => [1, 2, 3, 4, 5, 6].map((b) => [a, b] as const));

/** One roll with a weapon: the die that hits, the other wounds; a hit first, then the most PV lost (capped at pv). */
function best([a, b]: readonly [number, number], hit: number, damage: number, ca: number, pv: number) {
  let out = { hit: false, lost: 0 };
  for (const [t, d] of [[a, b], [b, a]]) {
    const h = t! + hit >= ca;
    const lost = h ? Math.min(pv, Math.max(0, d! + damage)) : 0;
    if (+h - +out.hit > 0 || (h === out.hit && lost > out.lost)) out = { hit: h, lost };
  }
  return out;
}

/** The brute force: the 36 plain outcomes, then each first roll kept or rolled again by the attacker's goal. */
function brute(hit: number, damage: number, ca: number, pv: number) {
  const plain = ROLLS.map((r) => best(r, hit, damage, ca, pv));
  const mean = (f: (o: { hit: boolean; lost: number }) => number) => plain.reduce((s, o) => s + f(o), 0) / 36;
  const again = [mean((o) => +(o.lost >= pv)), mean((o) => o.lost), mean((o) => +o.hit)];
  const rolls = plain.map((o) => {
    const mine = [+(o.lost >= pv), o.lost, +o.hit];
    const i = mine.findIndex((v, k) => Math.abs(v - again[k]!) > 1e-12);
    return { ...o, reroll: i !== -1 && again[i]! > mine[i]! };
  });
  const kept = rolls.filter((r) => !r.reroll);
  const share = rolls.filter((r) => r.reroll).length / 36;
  const pKill = kept.filter((r) => r.lost >= pv).length / 36 + share * again[0]!;
  const expected = kept.reduce((s, r) => s + r.lost, 0) / 36 + share * again[1]!;
  const pHit = kept.filter((r) => r.hit).length / 36 + share * again[2]!;
  return { pKill, expected, pHit, share, plainKill: again[0]! };
}

const attack = (hit: number, damage: number, ca: number, pv: number, use = ['benediction'], more = {}) =>
  report(typed({ hit, damage }), typed({ ca, pv }), { use, ...more });

describe('Bénédiction: the attacker may roll his dice again, once per game', () => {
  it('Touche +0, Dégâts +0 against CA 4, PV 5: every roll that does not kill is rolled again: 8/36 + 28/36 · 8/36', () => {
    const { json } = attack(0, 0, 4, 5);
    expect(json.p_kill).toBeCloseTo(8 / 36 + (28 / 36) * (8 / 36), 12);
    expect(json.p_benediction).toBeCloseTo(28 / 36, 12);
    const b = brute(0, 0, 4, 5);
    expect(json.p_kill).toBeCloseTo(b.pKill, 12);
    expect(json.expected_damage).toBeCloseTo(b.expected, 12);
    expect(json.p_hit).toBeCloseTo(b.pHit, 12);
  });

  it.each([
    [2, 1, 6, 6],
    [0, -1, 5, 30],
    [1, 2, 8, 3],
    [3, 3, 4, 12],
  ])('Touche %i, Dégâts %i against CA %i, PV %i: the brute force to 1e-12', (hit, damage, ca, pv) => {
    const { json } = attack(hit, damage, ca, pv);
    const b = brute(hit, damage, ca, pv);
    expect(json.p_kill).toBeCloseTo(b.pKill, 12);
    expect(json.expected_damage).toBeCloseTo(b.expected, 12);
    expect(json.p_hit).toBeCloseTo(b.pHit, 12);
    expect(json.p_benediction).toBeCloseTo(b.share, 12);
    // Rolling again never serves worse.
    expect(json.p_kill).toBeGreaterThanOrEqual(b.plainKill - 1e-12);
  });

  it('without it, no second roll and no p_benediction', () => {
    const { json } = attack(0, 0, 4, 5, []);
    expect(json).not.toHaveProperty('p_benediction');
    expect(json.p_kill).toBeCloseTo(8 / 36, 12);
  });

  it('once per game: the second attack of "attacks to kill" has it only if the first kept its dice', () => {
    // PV 10, Touche +0, Dégâts +0 against CA 4: no single attack kills; the goal is the PV lost.
    const { json } = attack(0, 0, 4, 10);
    const plain = ROLLS.map((r) => best(r, 0, 0, 4, 10).lost);
    const mean = plain.reduce((s, v) => s + v, 0) / 36;
    // First attack: rolled again below the mean; kept (Bénédiction left) at or above it.
    const first = plain.flatMap((v) => (v < mean ? plain.map((w) => ({ lost: w, left: false, p: 1 / 1296 })) : [{ lost: v, left: true, p: 1 / 36 }]));
    let dead = 0;
    for (const f of first) {
      const second = f.left ? first : plain.map((w) => ({ lost: w, left: false, p: 1 / 36 }));
      for (const s of second) if (f.lost + s.lost >= 10) dead += f.p * s.p;
    }
    expect(json.attacks_to_kill[0].p_dead).toBe(0);
    expect(json.attacks_to_kill[1].p_dead).toBeCloseTo(dead, 12);
  });

  it('a spell too: sommeil (effect on an Effet of 5) is cast again when it fails', () => {
    const { json } = report(typed({ hit: 0, damage: 0 }), typed({ tra: 3, pv: 5 }), { spell: 'sommeil', use: ['benediction'] });
    const plain = report(typed({ hit: 0, damage: 0 }), typed({ tra: 3, pv: 5 }), { spell: 'sommeil' }).json.p_effect as number;
    expect(json.p_effect).toBeCloseTo(plain + (1 - plain) * plain, 12);
    expect(json.p_benediction).toBeCloseTo(1 - plain, 12);
  });

  it('--dice: the first roll given, and whether to roll it again, in English and French', () => {
    const miss = attack(0, 0, 4, 5, ['benediction'], { dice: [1, 2] });
    expect(miss.json).toMatchObject({ hit: false, benediction_reroll: true });
    expect(miss.view.at(-1)!.items.at(-1)).toEqual(['Bénédiction', 'roll these dice again']);
    const kill = attack(0, 0, 4, 5, ['benediction'], { dice: [5, 6] });
    expect(kill.json).toMatchObject({ kill: true, benediction_reroll: false });
    const fr = report(typed({ hit: 0, damage: 0 }), typed({ ca: 4, pv: 5 }), { use: ['benediction'], dice: [5, 6] }, 'fr');
    expect(fr.view.at(-1)!.items.at(-1)).toEqual(['Bénédiction', 'garder ces dés']);
    expect(attack(0, 0, 4, 5, [], { dice: [1, 2] }).json).not.toHaveProperty('benediction_reroll');
  });

  it('the view names it; the trial sampled for --trials averages to the exact odds', () => {
    const r = attack(0, 0, 4, 5);
    expect(r.view.find((b) => b.kind === 'pairs' && b.items.some((i: string[]) => i[0] === 'P(Bénédiction played: dice rolled again)'))).toBeDefined();
    const sim = ruleset.attack.simulate({ attacker: typed({ hit: 0, damage: 0 }), target: typed({ ca: 4, pv: 5 }), options: { use: ['benediction'] } });
    // Four dice per trial (the second two read only where the first two are rolled again): 6^4 trials, equally likely.
    let kills = 0;
    for (let n = 0; n < 1296; n++) {
      const dice = [Math.floor(n / 216) + 1, (Math.floor(n / 36) % 6) + 1, (Math.floor(n / 6) % 6) + 1, (n % 6) + 1];
      kills += sim.sample!({ die: () => dice.shift()! }).p_kill! / 1296;
    }
    expect(kills).toBeCloseTo(r.json.p_kill, 12);
  });

  it('not with the spells that roll dice of their own (no Jet de Magie to roll again)', () => {
    expect(refusal(() => report(typed({ hit: 0, damage: 0 }), typed({ pv: 6 }), { spell: 'eclair', use: ['benediction'] }))).toMatchObject({ code: 'ff/attack-dice-spell-option' });
  });
});
