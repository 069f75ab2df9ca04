/** The rulebook's modifiers to Mél and Tir rolls (II.B, II.C, I.C), as data: which situation gives what. */

export interface Modifier {
  readonly source: string;
  readonly value: number;
}

export interface MeleeSituation {
  readonly charge?: boolean;
  readonly rear?: boolean;
  readonly guard?: boolean;
  /** The target is abritée (behind a low wall …). */
  readonly sheltered?: boolean;
  readonly fleeing?: boolean;
}

export interface RangedSituation {
  readonly concentrated?: boolean;
  readonly close?: boolean;
  readonly largeTarget?: boolean;
  readonly fastTarget?: boolean;
  readonly partialCover?: boolean;
}

/** II.C, each a fixed bonus or malus to Tir. */
export const RANGED_MODIFIERS: readonly { readonly key: keyof RangedSituation; readonly source: string; readonly value: number }[] = [
  { key: 'concentrated', source: 'concentrated', value: 1 },
  { key: 'close', source: 'close', value: 1 },
  { key: 'largeTarget', source: 'large-target', value: 1 },
  { key: 'fastTarget', source: 'fast-target', value: -1 },
  { key: 'partialCover', source: 'partial-cover', value: -1 },
];

export const CHARGE_BONUS = 1;
/** "Ce bonus sera de +2 si elle charge dans le dos d'une unité cible." */
export const REAR_CHARGE_BONUS = 2;
export const GUARD_BONUS = 1;
/** "Une unité équipée d'une lance (1#) obtient un bonus supplémentaire de 1 en Mélée en charge … ou en garde." */
export const LANCE_BONUS = 1;
/** "les adversaires des fuyards ayant un bonus de +2". */
export const FLEEING_BONUS = 2;

/** III.C spells in force as options: "un malus de -2 à son Mél / Tir / Déf", "+1 en Mél / Tir / Déf". */
export const SPELL_MODIFIERS: readonly { readonly key: string; readonly source: string; readonly stat: 'mel' | 'tir' | 'def'; readonly value: number }[] = [
  { key: 'tremblement', source: 'tremblement', stat: 'mel', value: -2 },
  { key: 'forceImpie', source: 'force-impie', stat: 'mel', value: 1 },
  { key: 'aveuglement', source: 'aveuglement', stat: 'tir', value: -2 },
  { key: 'visionDeLAigle', source: 'vision-de-l-aigle', stat: 'tir', value: 1 },
  { key: 'fragilite', source: 'fragilite', stat: 'def', value: -2 },
  { key: 'peauDePierre', source: 'peau-de-pierre', stat: 'def', value: 1 },
];

/**
 * III.C spells on Dép: "Vitesse du vent : l'unité gagne +1 en Dép", "Enchevêtrement : … subit un malus de -2 à son Dép".
 * They change the Dép the rules read: the charger's ("Une unité doit pouvoir bouger pour charger") and the cible rapide's.
 */
export const DEP_MODIFIERS: readonly { readonly key: string; readonly source: string; readonly name: string; readonly value: number }[] = [
  { key: 'vitesseDuVent', source: 'vitesse-du-vent', name: 'Vitesse du vent', value: 1 },
  { key: 'enchevetrement', source: 'enchevetrement', name: 'Enchevêtrement', value: -2 },
];

export const depModifiers = (options: Readonly<Record<string, unknown>>): Modifier[] =>
  DEP_MODIFIERS.filter((m) => options[m.key] === true).map((m) => ({ source: m.source, value: m.value }));

/** The spells in force on one characteristic, then `--modifier` (Mél, Tir) or `--target-modifier` (Déf). */
export function statModifiers(options: Readonly<Record<string, unknown>>, stat: 'mel' | 'tir' | 'def', other: number): Modifier[] {
  const out = SPELL_MODIFIERS.filter((m) => m.stat === stat && options[m.key] === true).map((m) => ({ source: m.source, value: m.value }));
  if (other !== 0) out.push({ source: stat === 'def' ? 'target-modifier' : 'modifier', value: other });
  return out;
}

export const total = (modifiers: readonly Modifier[]): number => modifiers.reduce((sum, m) => sum + m.value, 0);

/**
 * The attacker's Mél modifiers. `--guard` alone: the attacker is on guard and receives a charge (+1, lance +1).
 * `--charge --guard`: the target is on guard, which "annule le bonus de charge adverse", the lance's included
 * (docs/rules-notes.md); the `charge-cancelled` line says so.
 */
export function attackerMelee(situation: MeleeSituation, lance: boolean): Modifier[] {
  const out: Modifier[] = [];
  if (situation.charge && situation.guard) out.push({ source: 'charge-cancelled', value: 0 });
  // "Une unité abritée (juste derrière un muret, par exemple) annule le bonus de charge de l'attaquant", the lance's too.
  else if (situation.charge && situation.sheltered) out.push({ source: 'charge-sheltered', value: 0 });
  else if (situation.charge) {
    out.push(situation.rear ? { source: 'rear', value: REAR_CHARGE_BONUS } : { source: 'charge', value: CHARGE_BONUS });
    if (lance) out.push({ source: 'lance', value: LANCE_BONUS });
  } else if (situation.guard) {
    out.push({ source: 'guard', value: GUARD_BONUS });
    if (lance) out.push({ source: 'lance', value: LANCE_BONUS });
  }
  if (situation.fleeing) out.push({ source: 'fleeing', value: FLEEING_BONUS });
  return out;
}

/** The target's parry dice: a target on guard and charged gets its guard bonus (and its lance's) on its Mél dice. */
export function targetParry(situation: MeleeSituation, lance: boolean): Modifier[] {
  if (!(situation.charge && situation.guard)) return [];
  return lance ? [{ source: 'guard', value: GUARD_BONUS }, { source: 'lance', value: LANCE_BONUS }] : [{ source: 'guard', value: GUARD_BONUS }];
}

export const ranged = (situation: RangedSituation): Modifier[] =>
  RANGED_MODIFIERS.filter((m) => situation[m.key]).map((m) => ({ source: m.source, value: m.value }));
