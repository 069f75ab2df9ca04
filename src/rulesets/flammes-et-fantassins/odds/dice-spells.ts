/**
 * The two spells that deal PV with dice of their own, without a Jet de Magie: rayon de lumière (2D6 again and again
 * while each roll beats the one before) and éclair (3D6). Exact distributions of the PV lost.
 */
import { add, map, mean, repeat, uniform, type Dist } from '../../../core/dice/distribution.js';

const TWO_D6 = repeat(uniform(6), 2);

/** PV lost, each total capped at the target's PV (a target cannot lose more). */
const cap = (d: Dist, pv: number): Dist => {
  const out = new Map<number, number>();
  for (const [v, p] of d) out.set(Math.min(v, pv), (out.get(Math.min(v, pv)) ?? 0) + p);
  return out;
};

/**
 * Going on serves the mage better than stopping with `kept` PV, short of the target's PV: any chance to kill (stopping
 * gives none), else more PV lost on average.
 */
function goesOn(go: Dist, kept: number, pv: number): boolean {
  // Stryker disable next-line EqualityOperator: a chance of exactly 1e-12 is never computed (sums of 36ths)
  if ((go.get(pv) ?? 0) > 1e-12) return true;
  // Stryker disable next-line EqualityOperator: a mean exactly 1e-12 above the kept total is never computed
  return mean(go) - kept > 1e-12;
}

/**
 * Rayon de lumière: "Tant que le jet est supérieur au jet précédent, il peut garder ces dés. Si le dernier jet est
 * inférieur ou égal au jet précédent, le sort rate et fait 0 PV … Si le Mage s'arrête, le total de dés gardés fait ce
 * nombre de dégâts." After each kept roll the mage stops or rolls again, whichever serves best (docs/rules-notes.md);
 * `stops` lists the kept totals at which he stops. The first 2D6 are always kept.
 */
export function rayon(pv: number): Dist {
  // kept: total so far (capped at pv), last: the last roll. Each roll must beat the last, so a sequence has at most 11
  // rolls (2 … 12) and the 2^11 of them are few enough to follow one by one.
  const value = (kept: number, last: number): Dist => {
    // Dead: nothing more to gain, and a roll could still fail.
    if (kept >= pv) return new Map([[pv, 1]]);
    const go = new Map<number, number>();
    for (const [roll, p] of TWO_D6) {
      const next: Dist = roll > last ? value(Math.min(pv, kept + roll), roll) : new Map([[0, 1]]);
      for (const [v, q] of next) go.set(v, (go.get(v) ?? 0) + p * q);
    }
    return goesOn(go, kept, pv) ? go : new Map([[kept, 1]]);
  };
  const out = new Map<number, number>();
  for (const [roll, p] of TWO_D6) for (const [v, q] of value(Math.min(pv, roll), roll)) out.set(v, (out.get(v) ?? 0) + p * q);
  return out;
}

/** Éclair: "prends 3D6 dégâts"; "[le Mage] divise les dégâts reçu par 2 (arrondi à l'inférieur)". */
export function eclair(pv: number, caster: boolean): Dist {
  const d = repeat(uniform(6), 3);
  const halved = caster ? map(d, (x) => Math.floor(x / 2)) : d;
  return cap(halved, pv);
}

/** Chance that the target is dead after 1, 2 … attacks of the same distribution, until `enough` or `max`. */
export function attacksToKill(damage: Dist, pv: number, enough: number, max: number): { attacks: number; p: number }[] {
  let done: Dist = new Map([[0, 1]]);
  const out: { attacks: number; p: number }[] = [];
  for (let attacks = 1; attacks <= max; attacks++) {
    done = cap(add(done, damage), pv);
    const p = Math.min(1, done.get(pv) ?? 0);
    out.push({ attacks, p });
    // Stryker disable next-line EqualityOperator: p is a sum of multiples of 1/6^k, never exactly enough − 1e-12
    if (p >= enough - 1e-12) break;
  }
  return out;
}

export { cap };
