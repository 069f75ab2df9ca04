/** §1.1 "Les dés": a pool of d6, each a success on 4+, the face shifted by the sum of the modifiers. */
import { binomial, type Dist } from '../../../core/dice/distribution.js';

export const BASE_FACE = 4;

/**
 * "avec un malus de -1, il faut obtenir 5+ …, avec un malus de -2 ou pire, il faudra obtenir 6. Avec un bonus de +1,
 * il faut obtenir 3+ … et avec un bonus de +2 ou mieux, il faudra obtenir 2+. Les bonus et malus sont cumulatifs."
 * The modifiers are summed first, then the total is read on that scale (docs/rules-notes.md).
 */
export function successFace(totalModifier: number): number {
  return Math.min(6, Math.max(2, BASE_FACE - totalModifier));
}

/** Chance that one die reaches `face` or more. */
export const faceChance = (face: number): number => (7 - face) / 6;

/** The number of successes among `dice` dice, each succeeding on `face`+. */
export const successes = (dice: number, face: number): Dist => binomial(dice, faceChance(face));

export const countAtLeast = (faces: readonly number[], face: number): number => faces.filter((f) => f >= face).length;

/** Jokers: "la figurine qui réalise une action bénéficie de deux dés additionnels pour sa tentative par jeton d'ordres dépensé." */
export const DICE_PER_TOKEN = 2;

export interface PoolInput {
  /** The figure's Action characteristic. */
  readonly action: number;
  /** Order tokens spent as jokers. */
  readonly tokens: number;
  /** Enemy Peur auras covering the figure: each "diminuent leur caractéristique d'action de 1". */
  readonly peur: number;
}

/** Peur lowers the characteristic (never below 0); jokers add dice to the attempt (docs/rules-notes.md). */
export const poolSize = ({ action, tokens, peur }: PoolInput): number => Math.max(0, action - peur) + DICE_PER_TOKEN * tokens;

export interface Situation {
  /** "Une figurine qui a déjà été activée une fois dans le tour qui s'active à nouveau … subit un malus de -2." */
  readonly secondActivation: boolean;
  /** "La figurine qui agit subit un malus de -1 à sa tentative." */
  readonly cover: boolean;
  /** A Conseiller's aura: "un bonus de +1 sur leurs jets de dé. Ce bonus ne peut s'appliquer qu'une fois par figurine amie." */
  readonly conseiller: boolean;
  /** Any other modifier agreed at the table. */
  readonly modifier: number;
}

export const SITUATION_VALUES = { second_activation: -2, cover: -1, conseiller: 1 } as const;

/** The modifiers that apply, by name, and their total. */
export function modifiers(s: Situation): { readonly parts: Readonly<Record<string, number>>; readonly total: number } {
  const parts: Record<string, number> = {};
  if (s.secondActivation) parts.second_activation = SITUATION_VALUES.second_activation;
  if (s.cover) parts.cover = SITUATION_VALUES.cover;
  if (s.conseiller) parts.conseiller = SITUATION_VALUES.conseiller;
  if (s.modifier !== 0) parts.modifier = s.modifier;
  return { parts, total: Object.values(parts).reduce((a, b) => a + b, 0) };
}
