/**
 * Point costs (rulebook II.A–F), pure and total. "Dans le cas de multiplicateurs de coût, on arrondit toujours à
 * l'entier supérieur le plus proche": every multiplied amount is rounded up where it is multiplied.
 */
import type { MefBand, MefUnit, TirScore } from './band.js';
import type { Fraction } from './catalogue.js';

/** # per point of each characteristic; Perforant X costs 2X# on a Mél or a Tir score. */
export const COST_PER_POINT = { dep: 1, mel: 2, tir: 3, perforant: 2, def: 2, men: 1 } as const;

/** II.F "Vie — Multiplicateur de coût": 1 ×1, 2 ×1,5, 3 ×2, 4 ×3. */
export const VIE_MULTIPLIERS: ReadonlyMap<number, Fraction> = new Map([
  [1, { num: 1, den: 1 }],
  [2, { num: 3, den: 2 }],
  [3, { num: 2, den: 1 }],
  [4, { num: 3, den: 1 }],
]);
export const VIE_MIN = 1;
export const VIE_MAX = 4;

/** `amount × fraction`, rounded up; integers only, so no floating-point error. */
export const multiplyUp = (amount: number, by: Fraction): number => Math.ceil((amount * by.num) / by.den);

/** A Vie outside 1–4 has no multiplier (the `vie-range` check reports it); the nearest one keeps `derive` total. */
export const vieMultiplier = (vie: number): Fraction => VIE_MULTIPLIERS.get(Math.min(VIE_MAX, Math.max(VIE_MIN, vie)))!;

export interface CostBreakdown {
  readonly dep: number;
  readonly mel: number;
  readonly tir: number;
  readonly def: number;
  readonly men: number;
  /** dep + mel + tir + def + men, before the Vie multiplier. */
  readonly base: number;
  readonly vie_multiplier: number;
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/** II.A: Dép × 1, × 1,5 with Bond, × 2 with Vol ("Dép 3 et Bond … 3*1,5=4,5, soit, après l'arrondi, 5#"). */
// Stryker disable next-line ArithmeticOperator: COST_PER_POINT.dep is 1 ("Dép : 1# pour 1"), so × and ÷ by it agree
export const depCost = (unit: Pick<MefUnit, 'dep' | 'movement'>): number => multiplyUp(unit.dep * COST_PER_POINT.dep, unit.movement.cost);

/** II.B: 2# per Mél point and per Perforant point of each score; lance and Effrayant (1# each) count here too. */
export function melCost(unit: Pick<MefUnit, 'mel' | 'equipment' | 'skills'>): number {
  const scores = unit.mel.map((m) => m.score * COST_PER_POINT.mel + m.perforant * COST_PER_POINT.perforant);
  const extras = [...unit.equipment, ...unit.skills].map((e) => e.def.cost);
  return sum(scores) + sum(extras);
}

/** II.C: Y = 3# per Tir point + 2# per Perforant point, × the range multiplier, then × the ammunition multiplier. */
export function tirScoreCost(tir: TirScore): number {
  const y = tir.score * COST_PER_POINT.tir + tir.perforant * COST_PER_POINT.perforant;
  return multiplyUp(multiplyUp(y, tir.portee.cost), tir.munitions.cost);
}

export function costBreakdown(unit: MefUnit): CostBreakdown {
  const parts = {
    dep: depCost(unit),
    mel: melCost(unit),
    tir: sum(unit.tir.map(tirScoreCost)),
    def: unit.def * COST_PER_POINT.def,
    // Stryker disable next-line ArithmeticOperator: COST_PER_POINT.men is 1 ("Mental (1# pour 1)"), so × and ÷ by it agree
    men: unit.men * COST_PER_POINT.men,
  };
  const multiplier = vieMultiplier(unit.vie);
  return { ...parts, base: sum(Object.values(parts)), vie_multiplier: multiplier.num / multiplier.den };
}

/** II.F: the Vie multiplier applies to the sum of the figure's costs, rounded up. */
export const figureCostEachStep = (unit: MefUnit): number => multiplyUp(costBreakdown(unit).base, vieMultiplier(unit.vie));

/** Every fraction of the formula (Bond 3/2, range 1/3 … 3, ammunition 1/2, 1/3) is a whole number of 36ths. */
const UNIT = 36;
const exactly = (amount: number, by: Fraction): number => (amount * by.num * UNIT) / by.den;

/** One Tir score's cost in 36ths, exact: Y × the range multiplier × the ammunition multiplier. */
function tirScoreExactly(t: TirScore): number {
  const ranged = exactly(t.score * COST_PER_POINT.tir + t.perforant * COST_PER_POINT.perforant, t.portee.cost);
  // Stryker disable next-line ArithmeticOperator: II.C ammunition only divides ("Coût : Y", "Y/2", "Y/3"): its numerator is 1, so × and ÷ by it agree
  const rationed = ranged * t.munitions.cost.num;
  return rationed / t.munitions.cost.den;
}

/**
 * House rule `round-once`: the same formula in exact fractions (whole numbers of 36ths), the Vie multiplier applied to
 * the exact sum, rounded up once at the end.
 */
export function figureCostOnce(unit: MefUnit): number {
  // Stryker disable next-line ArithmeticOperator: COST_PER_POINT.dep is 1 ("Dép : 1# pour 1"), so × and ÷ by it agree
  const dep = exactly(unit.dep * COST_PER_POINT.dep, unit.movement.cost);
  const tir = sum(unit.tir.map(tirScoreExactly));
  // Stryker disable next-line ArithmeticOperator: COST_PER_POINT.men is 1 ("Mental (1# pour 1)"), so × and ÷ by it agree
  const men = unit.men * COST_PER_POINT.men;
  const rest = (melCost(unit) + unit.def * COST_PER_POINT.def + men) * UNIT;
  const multiplier = vieMultiplier(unit.vie);
  return Math.ceil(((dep + tir + rest) * multiplier.num) / (multiplier.den * UNIT));
}

export const figureCost = (unit: MefUnit, roundOnce = false): number => (roundOnce ? figureCostOnce(unit) : figureCostEachStep(unit));

export interface UnitProfile {
  readonly name: string;
  readonly models: number;
  readonly role: string;
  readonly figure_cost: number;
  readonly unit_cost: number;
  readonly movement: string;
  readonly stats: {
    readonly dep: number;
    readonly mel: readonly { readonly score: number; readonly perforant: number }[];
    readonly tir: readonly { readonly score: number; readonly perforant: number; readonly portee: string; readonly munitions: string }[];
    readonly def: number;
    readonly men: number;
    readonly vie: number;
  };
  readonly equipment: readonly string[];
  readonly skills: readonly string[];
  readonly spells: readonly string[];
  /** A magicien's rank, when written. */
  readonly rank?: string;
  readonly cost: CostBreakdown;
}

export interface MefProfile {
  readonly ruleset: 'mef-fan';
  readonly name: string;
  readonly band: { readonly points_budget: number; readonly points_spent: number };
  readonly units: readonly UnitProfile[];
  readonly campaign: boolean;
  /** House rule `round-once`: figure costs rounded once at the end, so the breakdown's sum × Vie may differ. */
  readonly rounding: 'each-step' | 'once';
}

export function deriveUnit(unit: MefUnit, roundOnce = false): UnitProfile {
  const figure = figureCost(unit, roundOnce);
  return {
    name: unit.name,
    models: unit.models,
    role: unit.role.id,
    figure_cost: figure,
    unit_cost: figure * unit.models,
    movement: unit.movement.id,
    stats: {
      dep: unit.dep,
      mel: unit.mel.map((m) => ({ score: m.score, perforant: m.perforant })),
      tir: unit.tir.map((t) => ({ score: t.score, perforant: t.perforant, portee: t.portee.id, munitions: t.munitions.id })),
      def: unit.def,
      men: unit.men,
      vie: unit.vie,
    },
    equipment: unit.equipment.map((e) => e.def.id),
    skills: unit.skills.map((s) => s.def.id),
    spells: unit.spells.map((s) => s.def.id),
    ...(unit.rank ? { rank: unit.rank.id } : {}),
    cost: costBreakdown(unit),
  };
}

export function derive(band: MefBand): MefProfile {
  const units = band.units.map((u) => deriveUnit(u, band.rules.roundOnce));
  return {
    ruleset: 'mef-fan',
    name: band.name,
    band: { points_budget: band.points, points_spent: sum(units.map((u) => u.unit_cost)) },
    units,
    campaign: band.campaign,
    rounding: band.rules.roundOnce ? 'once' : 'each-step',
  };
}
