/**
 * One attack roll resolved (rulebook "Particularité du jet d'attaque"): "L'attaquant jette 2D6 puis choisit le
 * dé qui sera utilisé pour toucher et le dé qui sera utilisé pour les dégâts." The attacker also splits
 * Concentration and may play the botte secrète after seeing the dice; the target answers with Esquive (reaction
 * or talent). Both play their best, knowing each other's rules (docs/rules-notes.md, "the attacker's policy").
 */

/** The numbers of one attack, summed from the modifier lines. */
export interface Setup {
  readonly touche: number;
  readonly degats: number;
  /** CA or Tra, every bonus included except the peau d'écorce's. */
  readonly defense: number;
  /** Peau d'écorce: CA bonus while the target has lost no PV. */
  readonly bark: number;
  /** Current PV of the target. */
  readonly pv: number;
  readonly concentration: number;
  /** Mille années de sagesse: every +1 of Concentration goes to both dice. */
  readonly concentrationBoth: boolean;
  /** Image miroir: only doubles can hit. */
  readonly doublesOnly: boolean;
  /** Masse announced to stun, or a spell with an effect on 5+: no PV lost; the effect when hit with at least this. */
  readonly stun: number | null;
  /** The stun reads the die alone ("Si le dé de Dégâts fait 5+"), not the modified Dégâts. */
  readonly stunOnDie: boolean;
  /** A hit needs the Touche to exceed the defense ("doit dépasser la Tra."), not just to reach it. */
  readonly strict: boolean;
  /** Crémation de l'Âme: +1s put on Touche or Effet after the roll (never both, unlike mille années de sagesse). */
  readonly floating: number;
  /** Murmures des ombres: what CHA in place of INT adds to the Touche, and in place of SAG to the Effet. */
  readonly swap: { readonly touche: number; readonly degats: number } | null;
  /** Magie Scolaire in play (once per game): one die may be turned to its opposite face. */
  readonly flip: boolean;
  /** Bénédiction in play (once per game): the dice may be rolled again (odds.ts). */
  readonly reroll: boolean;
  /** Potion d'Éloquence: the attacker's CHA bonus to one die, once; null when not in play. */
  readonly eloquence: number | null;
  /** Brouillard: Touche malus while no attack has hit (0 when not in play). */
  readonly fog: number;
  /** The Effet is an amount divided this way, rounded down (drain d'énergie: 3); 1 otherwise. */
  readonly divide: number;
  /** Dégâts added by the botte secrète (the attacker's DEX bonus), null when not in play. */
  readonly botte: number | null;
  /** The target may react with Esquive (+1 to its CA). */
  readonly dodge: boolean;
  /** The target's Esquive talent: its DEX bonus, null when not in play. */
  readonly esquive: number | null;
  /** The talent's "+DEX à sa CA" branch applies (not against a spell, rolled against the Trame). */
  readonly esquiveCa: boolean;
}

/** Resources still available before an attack: once-per-game talents, and the peau d'écorce. */
export interface Flags {
  readonly botte: boolean;
  readonly esquive: boolean;
  readonly bark: boolean;
  readonly flip: boolean;
  readonly eloquence: boolean;
  readonly fog: boolean;
  readonly reroll: boolean;
}

/**
 * Each flag says a resource is in play. Where its number is absent or 0 (no botte, no Esquive, no bark, CHA 0, no
 * brouillard), a flag set anyway would offer a choice that adds 0, which the policy never prefers (ties keep the
 * resource): the flags are marked equivalent for that case, and tested where the resource is in play.
 */
export const initialFlags = (setup: Setup): Flags => ({
  // Stryker disable next-line ConditionalExpression: a botte of null adds 0 to the Dégâts, never played (see above)
  botte: setup.botte !== null,
  // Stryker disable next-line ConditionalExpression: an Esquive of null adds 0 to the CA and takes 0 off the PV lost
  esquive: setup.esquive !== null,
  // Stryker disable next-line ConditionalExpression: a bark of 0 adds 0 to the CA
  bark: setup.bark !== 0,
  flip: setup.flip,
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: a CHA of 0 (or none) adds 0 to either die, never played
  eloquence: setup.eloquence !== null && setup.eloquence > 0,
  // Stryker disable next-line ConditionalExpression: a brouillard of 0 takes 0 off the Touche
  fog: setup.fog !== 0,
  reroll: setup.reroll,
});

export type Response = 'none' | 'dodge' | 'esquive-ca' | 'esquive-degats';

export interface Resolution {
  readonly dice: readonly [number, number];
  readonly toucheDie: number;
  readonly degatsDie: number;
  /** Concentration +1s put on each die. */
  readonly toucheConcentration: number;
  readonly degatsConcentration: number;
  readonly botte: boolean;
  /** Magie Scolaire played (a die turned), the Potion d'Éloquence drunk for this roll. */
  readonly flipped: boolean;
  /** Bénédiction played: these are the dice rolled again, the first ones set aside (odds.ts). */
  readonly rerolled: boolean;
  readonly eloquence: boolean;
  /** Totals before the target's answer. */
  readonly touche: number;
  readonly degats: number;
  /** Defense after the target's answer. */
  readonly defense: number;
  readonly response: Response;
  readonly hit: boolean;
  /** PV lost by the target (0 on a miss, never below 0, never above its current PV). */
  readonly damage: number;
  readonly kill: boolean;
  readonly stunned: boolean;
}

interface Choice {
  readonly toucheDie: number;
  readonly degatsDie: number;
  /** Every +1 and bonus put on each die after the roll: Concentration, Crémation, Murmures, Éloquence. */
  readonly toucheConcentration: number;
  readonly degatsConcentration: number;
  readonly botte: boolean;
  readonly flipped: boolean;
  readonly eloquence: boolean;
}

/** `total` split between the two dice: [0, total] … [total, 0]. */
const splitsOf = (total: number): [number, number][] => Array.from({ length: total + 1 }, (_, k) => [k, total - k]);

/** The dice the attacker may end with: as rolled, or (Magie Scolaire) one turned to its opposite face. */
function diceOptions(flags: Flags, [a, b]: readonly [number, number]): { dice: [number, number]; flipped: boolean }[] {
  const out = [{ dice: [a, b] as [number, number], flipped: false }];
  if (flags.flip) out.push({ dice: [7 - a, b], flipped: true }, { dice: [a, 7 - b], flipped: true });
  return out;
}

/** Bonuses chosen after the roll, each to the Touche or the Effet/Dégâts die: [touche, degats, eloquence played]. */
function bonusOptions(setup: Setup, flags: Flags): [number, number, boolean][] {
  let out: [number, number, boolean][] = setup.concentrationBoth ? [[setup.concentration, setup.concentration, false]] : splitsOf(setup.concentration).map(([t, d]) => [t, d, false]);
  const widen = (options: [number, number][], played = false) => {
    out = out.flatMap(([t, d, e]) => options.map(([x, y]): [number, number, boolean] => [t + x, d + y, e || (played && (x !== 0 || y !== 0))]));
  };
  widen(splitsOf(setup.floating));
  if (setup.swap) widen([[0, 0], [setup.swap.touche, 0], [0, setup.swap.degats]]);
  if (flags.eloquence && setup.eloquence) widen([[0, 0], [setup.eloquence, 0], [0, setup.eloquence]], true);
  return out;
}

/** The attacker's choices after seeing the dice: a die turned, which die hits, the bonuses' split, the botte secrète. */
function choices(setup: Setup, flags: Flags, roll: readonly [number, number]): Choice[] {
  const botte = flags.botte ? [false, true] : [false];
  const bonuses = bonusOptions(setup, flags);
  return diceOptions(flags, roll).flatMap(({ dice: [a, b], flipped }) => {
    // A double gives the same choice twice; the first is kept.
    const assignments = [[a, b], [b, a]];
    return assignments.flatMap(([toucheDie, degatsDie]) =>
      bonuses.flatMap(([toucheConcentration, degatsConcentration, eloquence]) =>
        botte.map((bt) => ({ toucheDie: toucheDie!, degatsDie: degatsDie!, toucheConcentration, degatsConcentration, botte: bt, flipped, eloquence })),
      ),
    );
  });
}

interface Answer {
  readonly response: Response;
  readonly defenseBonus: number;
  readonly reduction: number;
}

/** "On ne peut pas faire plusieurs Esquive basées sur la même attaque": at most one answer, cheapest first on ties. */
function answers(setup: Setup, flags: Flags): Answer[] {
  const list: Answer[] = [{ response: 'none', defenseBonus: 0, reduction: 0 }];
  if (setup.dodge) list.push({ response: 'dodge', defenseBonus: 1, reduction: 0 });
  // initialFlags sets the flag only with an Esquive in play.
  if (flags.esquive) {
    if (setup.esquiveCa) list.push({ response: 'esquive-ca', defenseBonus: setup.esquive!, reduction: 0 });
    list.push({ response: 'esquive-degats', defenseBonus: 0, reduction: setup.esquive! });
  }
  return list;
}

/** How bad an outcome is for the target, compared in order: hit, stunned, dead, PV lost (all the same once dead). */
const harm = (r: Resolution): number[] => [r.hit ? 1 : 0, r.stunned ? 1 : 0, r.kill ? 1 : 0, r.kill ? 0 : r.damage];

function compare(x: readonly number[], y: readonly number[]): number {
  // Stryker disable next-line EqualityOperator: one step further reads undefined on both sides, equal, and returns nothing
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}

function outcome(setup: Setup, flags: Flags, dice: readonly [number, number], choice: Choice, answer: Answer): Resolution {
  const touche = choice.toucheDie + setup.touche + choice.toucheConcentration + (flags.fog ? setup.fog : 0);
  const degats = choice.degatsDie + setup.degats + choice.degatsConcentration + (choice.botte ? setup.botte! : 0);
  const defense = setup.defense + (flags.bark ? setup.bark : 0) + answer.defenseBonus;
  // Image miroir: "sauf lorsque les dés jetés par le joueur adverse sont des doubles" (the dice thrown).
  const hit = (!setup.doublesOnly || dice[0] === dice[1]) && (setup.strict ? touche > defense : touche >= defense);
  // A target loses at most the PV it has: the PV lost are capped at its current PV (docs/json.md, expected_damage).
  const damage = hit && setup.stun === null ? Math.min(setup.pv, Math.floor(Math.max(0, degats - answer.reduction) / setup.divide)) : 0;
  const stunned = hit && setup.stun !== null && (setup.stunOnDie ? choice.degatsDie : degats) >= setup.stun;
  return { dice, ...choice, touche, degats, defense, response: answer.response, hit, damage, kill: damage >= setup.pv, stunned, rerolled: false };
}

/** The target's best answer to a choice: the least harm, and no resource spent when it changes nothing. */
function answer(setup: Setup, flags: Flags, dice: readonly [number, number], choice: Choice): Resolution {
  let best: Resolution | undefined;
  for (const a of answers(setup, flags)) {
    const r = outcome(setup, flags, dice, choice, a);
    if (!best || compare(harm(r), harm(best)) < 0) best = r;
  }
  return best!;
}

/** The attacker's value of a resolution: the most harm, then keeping the botte secrète, the most PV lost, making the target spend. */
const value = (r: Resolution): number[] => [...harm(r), r.botte ? 0 : 1, r.flipped ? 0 : 1, r.eloquence ? 0 : 1, r.damage, r.response === 'none' ? 0 : 1];

/** The attacker's best choice for the dice rolled, against the target's best answer. */
export function resolve(setup: Setup, flags: Flags, dice: readonly [number, number]): Resolution {
  let best: Resolution | undefined;
  for (const choice of choices(setup, flags, dice)) {
    const r = answer(setup, flags, dice, choice);
    if (!best || compare(value(r), value(best)) > 0) best = r;
  }
  return best!;
}
