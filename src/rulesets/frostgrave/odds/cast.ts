/**
 * Casting a spell (Frostgrave "Lancement de sorts"): d20 ≥ casting number; the caster may empower ("renforcer") the roll,
 * one point of damage per +1; a failure hurts by the table; a target may resist with d20 + Volonté ≥ the casting roll.
 */
import type { Dist } from '../../../core/dice/distribution.js';
import { accumulate, FACES, SIDES, toDist } from './d20.js';

export interface CastRequest {
  readonly castingNumber: number;
  /** The most damage the caster accepts to take to empower this cast. */
  readonly empower: number;
  /** The target's Volonté when the spell allows a Will roll. */
  readonly will?: number;
  /** Optional rule "blessé": −2 to all dice rolls, the casting roll included. */
  readonly wounded?: boolean;
  /** The most damage a caster target takes to empower its Will roll ("les lanceurs de sorts peuvent renforcer leur jet de Volonté"). */
  readonly targetEmpower?: number;
  /** "Les sorts lancés hors-jeu n'occasionnent jamais de dommages": no failure damage (and no empowering). */
  readonly offTable?: boolean;
}

/** "Table d'échec des sorts": 1-4 none, 5-9 one, 10-19 two, 20 or more five. */
export const FAILURE_TABLE: readonly { readonly from: number; readonly damage: number }[] = [
  { from: 20, damage: 5 },
  { from: 10, damage: 2 },
  { from: 5, damage: 1 },
  { from: 1, damage: 0 },
];

export function failureDamage(shortfall: number, offTable = false): number {
  if (shortfall <= 0 || offTable) return 0;
  return FAILURE_TABLE.find((row) => shortfall >= row.from)!.damage;
}

export const WOUNDED_PENALTY = 2;

/** The casting roll before any empowering. */
export const castingRoll = (die: number, request: CastRequest): number => die - (request.wounded ? WOUNDED_PENALTY : 0);

/** The damage the caster takes for a final roll after spending `spend` points. */
const costOf = (final: number, spend: number, request: CastRequest): number => spend + failureDamage(request.castingNumber - final, request.offTable);

/** Of the 20 faces of the target's Will die, how many let the spell take effect with this final roll. */
function effectFaces(final: number, request: CastRequest): number {
  if (final < request.castingNumber) return 0;
  // Stryker disable next-line ConditionalExpression: without a Will the sum below is NaN, no face resists, and 20 − 0 is the same 20
  return request.will === undefined ? SIDES : SIDES - resistingFaces(request.will + (request.targetEmpower ?? 0), final);
}

/**
 * What a caster target spends on its Will roll: after seeing its die, just what reaches the casting roll, when its
 * limit allows; nothing when it resists anyway or cannot reach it (the same reading as the caster's, docs/rules-notes.md).
 */
export function willEmpowerment(willDie: number, will: number, final: number, limit: number): number {
  const short = final - (willDie + will);
  // Nothing when it resists anyway (short ≤ 0) or cannot reach it (short > limit; the limit is never negative).
  return short <= limit ? Math.max(short, 0) : 0;
}

/**
 * The points the caster spends, within the limit (docs/rules-notes.md): the spend with the best chance that the spell
 * takes effect, then the least damage taken, then the fewest points. So: just enough to succeed; against a Will roll,
 * more while each point still lowers the chance to resist; on a hopeless failure, only what lowers the failure damage.
 */
export function empowerment(roll: number, request: CastRequest): number {
  let best = 0;
  let bestEffect = effectFaces(roll, request);
  let bestCost = costOf(roll, 0, request);
  for (let spend = 1; spend <= request.empower; spend++) {
    const effect = effectFaces(roll + spend, request);
    const cost = costOf(roll + spend, spend, request);
    // A higher roll never lowers the effect faces: a spend that does not raise them keeps them, and counts by its cost.
    if (effect > bestEffect || cost < bestCost) {
      [best, bestEffect, bestCost] = [spend, effect, cost];
    }
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
  const selfDamage = empowered + (cast ? 0 : failureDamage(request.castingNumber - final, request.offTable));
  return { roll, empowered, final, cast, selfDamage };
}

/**
 * "Si le score obtenu égale ou excède le jet de lancement du sort (avec les augmentations dues à un renforcement), la
 * cible a résisté"; a caster target adds what it spends (`targetEmpower`, its limit).
 */
export const resists = (willDie: number, will: number, final: number, targetEmpower = 0): boolean => willRoll(willDie, will, final, targetEmpower).resisted;

export interface WillRoll {
  readonly die: number;
  /** What a caster target spends on it (`willEmpowerment`). */
  readonly empowered: number;
  readonly resisted: boolean;
}

/** The target's Will roll on the die it rolled against a casting roll of `final`. */
export function willRoll(die: number, will: number, final: number, targetEmpower: number): WillRoll {
  const empowered = willEmpowerment(die, will, final, targetEmpower);
  return { die, empowered, resisted: die + will + empowered >= final };
}

/** How many faces of the target's d20 resist a casting roll of `final`. */
export function resistingFaces(will: number, final: number): number {
  return FACES.filter((face) => resists(face, will, final)).length;
}

export interface CastOdds {
  readonly pCast: number;
  /** Cast and not resisted. */
  readonly pEffect: number;
  readonly selfDamage: Dist;
  readonly expectedSelfDamage: number;
  /** What a caster target spends on average empowering its Will roll (0 without `targetEmpower`). */
  readonly expectedTargetDamage: number;
}

export function castOdds(request: CastRequest): CastOdds {
  let casts = 0;
  let effects = 0;
  let damageTotal = 0;
  let targetTotal = 0;
  const selfDamage = new Map<number, number>();
  for (const die of FACES) {
    const outcome = resolveCast(die, request);
    accumulate(selfDamage, outcome.selfDamage);
    damageTotal += outcome.selfDamage;
    if (outcome.cast) casts++;
    effects += effectFaces(outcome.final, request);
    // Without a caster target the limit is 0 and nothing is spent.
    if (outcome.cast) for (const face of FACES) targetTotal += willEmpowerment(face, request.will ?? 0, outcome.final, request.targetEmpower ?? 0);
  }
  return { pCast: casts / SIDES, pEffect: effects / (SIDES * SIDES), selfDamage: toDist(selfDamage, SIDES), expectedSelfDamage: damageTotal / SIDES, expectedTargetDamage: targetTotal / (SIDES * SIDES) };
}

/** The largest limit worth tabulating: beyond it, more empowering never changes a cast. */
export function usefulEmpowerLimit(request: Omit<CastRequest, 'empower'>): number {
  const lowest = castingRoll(1, { ...request, empower: 0 });
  const toCast = request.castingNumber - lowest;
  const toUnresistable = request.will === undefined ? 0 : request.will + (request.targetEmpower ?? 0) + SIDES + 1 - lowest;
  return Math.max(0, toCast, toUnresistable);
}

export interface EmpowerRow extends CastOdds {
  readonly empower: number;
}

export function empowerTable(request: Omit<CastRequest, 'empower'>, upTo: number): EmpowerRow[] {
  return Array.from({ length: upTo + 1 }, (_, empower) => ({ empower, ...castOdds({ ...request, empower }) }));
}

/**
 * The limit with the best chance of effect whose expected self-damage stays within the risk; the smallest on ties.
 * Compared exactly: each expected damage is a whole number over 20 and each chance one over 400, each one division,
 * so a typed risk of 0.45 is the very number 9/20.
 */
export function bestEmpower(rows: readonly EmpowerRow[], risk: number): EmpowerRow | undefined {
  let best: EmpowerRow | undefined;
  for (const row of rows) {
    if (row.expectedSelfDamage > risk) continue;
    if (!best || row.pEffect > best.pEffect) best = row;
  }
  return best;
}
