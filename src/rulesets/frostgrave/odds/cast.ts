/**
 * Casting a spell (Frostgrave "Lancement de sorts"): d20 ≥ casting number; the caster may empower ("renforcer") the roll,
 * one point of damage per +1; a failure hurts by the table; a target may resist with d20 + Volonté ≥ the casting roll.
 */
import { mean, type Dist } from '../../../core/dice/distribution.js';
import { accumulate, D20, SIDES } from './d20.js';

export interface CastRequest {
  readonly castingNumber: number;
  /** The most damage the caster accepts to take to empower this cast. */
  readonly empower: number;
  /** The target's Volonté when the spell allows a Will roll. */
  readonly will?: number;
  /** Optional rule "blessé": −2 to all dice rolls, the casting roll included. */
  readonly wounded?: boolean;
}

/** "Table d'échec des sorts": 1-4 none, 5-9 one, 10-19 two, 20 or more five. */
export const FAILURE_TABLE: readonly { readonly from: number; readonly damage: number }[] = [
  { from: 20, damage: 5 },
  { from: 10, damage: 2 },
  { from: 5, damage: 1 },
  { from: 1, damage: 0 },
];

export function failureDamage(shortfall: number): number {
  if (shortfall <= 0) return 0;
  return FAILURE_TABLE.find((row) => shortfall >= row.from)!.damage;
}

export const WOUNDED_PENALTY = 2;

/** The casting roll before any empowering. */
export const castingRoll = (die: number, request: CastRequest): number => die - (request.wounded ? WOUNDED_PENALTY : 0);

/**
 * The points the caster spends, within the limit (docs/rules-notes.md): just enough to succeed; against a Will roll,
 * more, up to the limit, but never beyond the point where resisting is impossible (d20 + Volonté cannot reach it);
 * on a failure that empowering cannot save, only what lowers the total damage (a failure of 20 or more).
 */
export function empowerment(roll: number, request: CastRequest): number {
  const { castingNumber, empower: limit, will } = request;
  const shortfall = castingNumber - roll;
  if (shortfall <= limit) {
    const needed = Math.max(0, shortfall);
    const unresistable = will === undefined ? needed : will + SIDES + 1 - roll;
    return Math.min(limit, Math.max(needed, unresistable));
  }
  let best = 0;
  for (let spend = 1; spend <= limit; spend++) {
    if (spend + failureDamage(shortfall - spend) < best + failureDamage(shortfall - best)) best = spend;
  }
  return best;
}

export interface CastOutcome {
  readonly roll: number;
  readonly empowered: number;
  /** The casting roll after empowering, what a Will roll must equal or beat. */
  readonly final: number;
  readonly cast: boolean;
  readonly selfDamage: number;
}

export function resolveCast(die: number, request: CastRequest): CastOutcome {
  const roll = castingRoll(die, request);
  const empowered = empowerment(roll, request);
  const final = roll + empowered;
  const cast = final >= request.castingNumber;
  const selfDamage = empowered + (cast ? 0 : failureDamage(request.castingNumber - final));
  return { roll, empowered, final, cast, selfDamage };
}

/** "Si le score obtenu égale ou excède le jet de lancement du sort (avec les augmentations dues à un renforcement), la cible a résisté". */
export const resists = (willDie: number, will: number, final: number): boolean => willDie + will >= final;

/** The chance that the target resists a casting roll of `final`. */
export function pResist(will: number, final: number): number {
  let p = 0;
  for (const [die, pd] of D20) if (resists(die, will, final)) p += pd;
  return p;
}

export interface CastOdds {
  readonly pCast: number;
  /** Cast and not resisted. */
  readonly pEffect: number;
  readonly selfDamage: Dist;
  readonly expectedSelfDamage: number;
}

export function castOdds(request: CastRequest): CastOdds {
  let pCast = 0;
  let pEffect = 0;
  const selfDamage = new Map<number, number>();
  for (const [die, p] of D20) {
    const outcome = resolveCast(die, request);
    accumulate(selfDamage, outcome.selfDamage, p);
    if (!outcome.cast) continue;
    pCast += p;
    pEffect += p * (request.will === undefined ? 1 : 1 - pResist(request.will, outcome.final));
  }
  return { pCast, pEffect, selfDamage, expectedSelfDamage: mean(selfDamage) };
}

/** The largest limit worth tabulating: beyond it, more empowering never changes a cast. */
export function usefulEmpowerLimit(request: Omit<CastRequest, 'empower'>): number {
  const lowest = castingRoll(1, { ...request, empower: 0 });
  const toCast = request.castingNumber - lowest;
  const toUnresistable = request.will === undefined ? 0 : request.will + SIDES + 1 - lowest;
  return Math.max(0, toCast, toUnresistable);
}

export interface EmpowerRow extends CastOdds {
  readonly empower: number;
}

export function empowerTable(request: Omit<CastRequest, 'empower'>, upTo: number): EmpowerRow[] {
  return Array.from({ length: upTo + 1 }, (_, empower) => ({ empower, ...castOdds({ ...request, empower }) }));
}

/** The limit with the best chance of effect whose expected self-damage stays within the risk; the smallest on ties. */
export function bestEmpower(rows: readonly EmpowerRow[], risk: number): EmpowerRow | undefined {
  let best: EmpowerRow | undefined;
  for (const row of rows) {
    if (row.expectedSelfDamage > risk + 1e-12) continue;
    if (!best || row.pEffect > best.pEffect + 1e-12) best = row;
  }
  return best;
}
