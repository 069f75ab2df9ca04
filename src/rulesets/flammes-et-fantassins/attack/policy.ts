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
  /** Masse announced to stun: no PV lost; stunned when hit with a Dégâts die of at least this. */
  readonly stun: number | null;
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
}

export const initialFlags = (setup: Setup): Flags => ({ botte: setup.botte !== null, esquive: setup.esquive !== null, bark: setup.bark !== 0 });

export type Response = 'none' | 'dodge' | 'esquive-ca' | 'esquive-degats';

export interface Resolution {
  readonly dice: readonly [number, number];
  readonly toucheDie: number;
  readonly degatsDie: number;
  /** Concentration +1s put on each die. */
  readonly toucheConcentration: number;
  readonly degatsConcentration: number;
  readonly botte: boolean;
  /** Totals before the target's answer. */
  readonly touche: number;
  readonly degats: number;
  /** Defense after the target's answer. */
  readonly defense: number;
  readonly response: Response;
  readonly hit: boolean;
  /** PV lost by the target (0 on a miss, never below 0). */
  readonly damage: number;
  readonly kill: boolean;
  readonly stunned: boolean;
}

interface Choice {
  readonly toucheDie: number;
  readonly degatsDie: number;
  readonly toucheConcentration: number;
  readonly degatsConcentration: number;
  readonly botte: boolean;
}

/** The attacker's choices after seeing the dice: which die hits, the Concentration split, the botte secrète. */
function choices(setup: Setup, flags: Flags, [a, b]: readonly [number, number]): Choice[] {
  const assignments = a === b ? [[a, b]] : [[a, b], [b, a]];
  const splits: [number, number][] = setup.concentrationBoth
    ? [[setup.concentration, setup.concentration]]
    : Array.from({ length: setup.concentration + 1 }, (_, k) => [k, setup.concentration - k]);
  const botte = flags.botte ? [false, true] : [false];
  return assignments.flatMap(([toucheDie, degatsDie]) =>
    splits.flatMap(([toucheConcentration, degatsConcentration]) =>
      botte.map((b) => ({ toucheDie: toucheDie!, degatsDie: degatsDie!, toucheConcentration, degatsConcentration, botte: b })),
    ),
  );
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
  if (flags.esquive && setup.esquive !== null) {
    if (setup.esquiveCa) list.push({ response: 'esquive-ca', defenseBonus: setup.esquive, reduction: 0 });
    list.push({ response: 'esquive-degats', defenseBonus: 0, reduction: setup.esquive });
  }
  return list;
}

/** How bad an outcome is for the target, compared in order: hit, stunned, dead, PV lost (all the same once dead). */
const harm = (r: Resolution): number[] => [r.hit ? 1 : 0, r.stunned ? 1 : 0, r.kill ? 1 : 0, r.kill ? 0 : r.damage];

function compare(x: readonly number[], y: readonly number[]): number {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}

function outcome(setup: Setup, flags: Flags, dice: readonly [number, number], choice: Choice, answer: Answer): Resolution {
  const touche = choice.toucheDie + setup.touche + choice.toucheConcentration;
  const degats = choice.degatsDie + setup.degats + choice.degatsConcentration + (choice.botte ? setup.botte! : 0);
  const defense = setup.defense + (flags.bark ? setup.bark : 0) + answer.defenseBonus;
  const hit = (!setup.doublesOnly || dice[0] === dice[1]) && touche >= defense;
  const damage = hit && setup.stun === null ? Math.max(0, degats - answer.reduction) : 0;
  const stunned = hit && setup.stun !== null && degats >= setup.stun;
  return { dice, ...choice, touche, degats, defense, response: answer.response, hit, damage, kill: damage >= setup.pv, stunned };
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
const value = (r: Resolution): number[] => [...harm(r), r.botte ? 0 : 1, r.damage, r.response === 'none' ? 0 : 1];

/** The attacker's best choice for the dice rolled, against the target's best answer. */
export function resolve(setup: Setup, flags: Flags, dice: readonly [number, number]): Resolution {
  let best: Resolution | undefined;
  for (const choice of choices(setup, flags, dice)) {
    const r = answer(setup, flags, dice, choice);
    if (!best || compare(value(r), value(best)) > 0) best = r;
  }
  return best!;
}
