// "Armes à projectiles multiples, tir à mitraille, armes automatiques": "On jette deux dés (2D6) rouges, et aussi (pour
// la plupart de ces armes) un ou plusieurs dés blancs en même temps … Si au moins un dé rouge touche, il y a autant de
// victimes dans le groupe (ou couple) visé que de dés (rouges et blancs) qui touchent ; si aucun dé rouge ne touche,
// tout le tir est raté. … La règle des plusieurs 6 s'applique si besoin (comme s'il y avait plusieurs tireurs). Quand
// on tire sur un groupe … on ajoute +1 à un seul dé (rouge ou blanc) permettant d'améliorer le résultat." The tir à
// boulet: "1D6 rouge qui indique si le tir a touché ou pas, et des dés blancs". The player's choices are read in
// docs/rules-notes.md: the highest values of § b go to the red dice; the +1 makes a die hit (a red one first while no red
// hits), else helps the reroll; one maximum is rerolled when none of the maxima hit.
import { mix, type Dist } from '../../../core/dice/distribution.js';
import { chainFrom } from './chain.js';

export interface Salvo {
  readonly red: number;
  readonly white: number;
  readonly sides: number;
  /** The natural value a die needs: the table's number minus the modifiers. */
  readonly need: number;
  /** § b applies (false en désordre: one 6 rerolled). */
  readonly severalSixes: boolean;
  /** The target is a group: +1 to one die. */
  readonly group: boolean;
}

export interface SalvoDie {
  readonly red: boolean;
  /** The face thrown (a maximum is `sides`). */
  readonly face: number;
}

interface Valued {
  readonly red: boolean;
  readonly max: boolean;
  value: number;
}

/** Victims once every die is final. */
const victims = (dice: readonly Valued[], need: number): number => (dice.some((d) => d.red && d.value >= need) ? dice.filter((d) => d.value >= need).length : 0);

/** The throw after § b and the +1, and the die rerolled if any: what is left to chance. */
export function settle(thrown: readonly SalvoDie[], v: Salvo): { dice: Valued[]; reroll?: Valued } {
  const dice: Valued[] = thrown.map((d) => ({ red: d.red, max: d.face === v.sides, value: d.face }));
  const maxima = dice.filter((d) => d.max).sort((a, b) => Number(b.red) - Number(a.red));
  maxima.forEach((d, i) => (d.value = v.severalSixes ? v.sides + maxima.length - 1 - i : v.sides));
  const top = maxima[0];
  if (v.group) {
    const near = (red: boolean) => dice.find((d) => d.value === v.need - 1 && (!red || d.red));
    // A red die first while none hits; once one does, any die one short adds the same victim, so a red one first always.
    // Else the highest maximum, towards its reroll (one that hits already gains nothing).
    const chosen = near(true) ?? near(false) ?? top;
    if (chosen) chosen.value += 1;
  }
  // The highest maximum is rerolled while short of the need: one that hits already is not rerolled (its chain stops at once).
  return { dice, reroll: top };
}

/** Distribution of the victims of one throw, with the reroll. */
export function throwVictims(thrown: readonly SalvoDie[], v: Salvo): Dist {
  const { dice, reroll } = settle(thrown, v);
  if (!reroll) return new Map([[victims(dice, v.need), 1]]);
  const out = new Map<number, number>();
  // Stryker disable next-line ConditionalExpression,EqualityOperator: victims only ask whether the die reached the need; rerolling past it changes no count
  for (const [value, p] of chainFrom(reroll.value, v.sides, (x) => x < v.need)) {
    reroll.value = value;
    const n = victims(dice, v.need);
    out.set(n, (out.get(n) ?? 0) + p);
  }
  return out;
}

/**
 * Exact over the categories of a face (maximum, hit, one short, miss): the procedure depends on nothing else, so each
 * category is thrown as one representative face and weighted by its chance; the white dice by multinomial counts.
 */
export function salvoDist(v: Salvo): Dist {
  const s = v.sides;
  const faces = (from: number, to: number) => Math.max(0, Math.min(to, s - 1) - Math.max(from, 1) + 1);
  const categories = [
    { face: s, p: 1 / s },
    { face: Math.max(v.need, 1), p: faces(v.need, s) / s },
    { face: v.need - 1, p: faces(v.need - 1, v.need - 1) / s },
    { face: 0, p: faces(1, v.need - 2) / s },
    // Stryker disable next-line MethodExpression,ConditionalExpression,EqualityOperator: a category of no face weighs 0, its throws add nothing
  ].filter((c) => c.p > 0);
  const parts: [number, Dist][] = [];
  const noDie = (): { faces: number[]; p: number } => ({
    // Stryker disable next-line ArrayDeclaration: an extra face of no number is neither the top face nor at the need: it adds no hit
    faces: [],
    p: 1,
  });
  const reds = (n: number): { faces: number[]; p: number }[] =>
    n === 0 ? [noDie()] : reds(n - 1).flatMap((r) => categories.map((c) => ({ faces: [...r.faces, c.face], p: r.p * c.p })));
  const whites = (k: number, n: number): { faces: number[]; p: number }[] => {
    if (k === categories.length - 1) return [{ faces: Array(n).fill(categories[k]!.face), p: categories[k]!.p ** n }];
    const out: { faces: number[]; p: number }[] = [];
    for (let c = 0; c <= n; c++) for (const rest of whites(k + 1, n - c)) out.push({ faces: [...Array(c).fill(categories[k]!.face), ...rest.faces], p: choose(n, c) * categories[k]!.p ** c * rest.p });
    return out;
  };
  for (const r of reds(v.red))
    for (const w of whites(0, v.white)) {
      const thrown = [...r.faces.map((face) => ({ red: true, face })), ...w.faces.map((face) => ({ red: false, face }))];
      parts.push([r.p * w.p, throwVictims(thrown, v)]);
    }
  return mix(parts);
}

/** The binomial coefficient, for the multinomial counts of dice thrown together. */
export function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}
