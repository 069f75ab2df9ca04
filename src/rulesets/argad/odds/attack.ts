/** `simulate-attack` for Argad!: one blow, a duel (`--duel`), or shooting (`--weapon ranged`). */
import { ruleError, usageError } from '../../../core/diagnostics/errors.js';
import type { AttackInput, AttackModel, Options, Report } from '../../../core/ruleset/ruleset.js';
import type { ArgadBand } from '../band.js';
import { RANGE_BANDS } from '../catalogue/types.js';
import { blowDiceReport, blowReport, type Fate } from './blow-report.js';
import { duelReport } from './duel-report.js';
import { MAX_GROUP_DICE } from './group.js';
import { groupArmours, groupReport } from './group-report.js';
import { fighterOf, has, type Fighter } from './fighter.js';
import type { Strike } from './melee.js';
import { meleeModifiers, strikeLength, type MeleeSituation } from './melee-modifiers.js';
import { DEFAULT_RULES } from '../house-rules.js';
import { diceList, flag, inRange, int, lang, oneOf } from './options.js';
import { isSalvo, salvoReport } from './salvo-report.js';
import { shot, type ShotSituation } from './shot-modifiers.js';
import { MAX_DICE, type Volley } from './shooting.js';
import { volleyDiceReport, volleyReport } from './volley-report.js';

/** `own`: the attacker's side; otherwise the target's. */
function situation(o: Options, own: boolean): MeleeSituation {
  // `--receive-charge`: the attacker receives the target's charge; `--target-receive-charge`: the target the attacker's.
  if (flag(o, 'targetReceiveCharge') && !flag(o, 'charge')) throw usageError('argad/receive-without-charge');
  if (flag(o, 'receiveCharge') && flag(o, 'charge')) throw usageError('argad/receive-and-charge');
  return {
    charge: own ? flag(o, 'charge') : flag(o, 'receiveCharge'),
    receiveCharge: flag(o, own ? 'receiveCharge' : 'targetReceiveCharge'),
    // Stryker disable next-line StringLiteral: the attacker struck by a charge is the one receiving it, and polearm() reads receiveCharge too
    struckCharges: own ? flag(o, 'receiveCharge') : flag(o, 'charge'),
    lower: own && flag(o, 'lower'),
    obstacle: own && flag(o, 'obstacle'),
    difficultTerrain: flag(o, 'difficultTerrain'),
    disorder: flag(o, own ? 'disorder' : 'targetDisorder'),
    firstTurnMotivated: flag(o, own ? 'firstTurnMotivated' : 'targetFirstTurnMotivated'),
    closeOrder: flag(o, own ? 'closeOrder' : 'targetCloseOrder'),
    modifier: own ? int(o, 'modifier', '--modifier', 0)! : int(o, 'targetModifier', '--target-modifier', 0)!,
  };
}

/** A bretteur striking twice instead of early: "frapper deux fois en mêlée, en lançant deux dés". */
function twoBlows(f: Fighter, o: Options, key: string, disorder: boolean): Strike | undefined {
  if (!flag(o, key)) return undefined;
  if (!has(f, 'bretteur') || (f.melee.category !== 'courte' && f.melee.category !== 'tres-courte')) throw ruleError('argad/two-blows-bretteur', { name: f.name, weapon: f.melee.name });
  // En désordre, "limité à un seul 6 par joueur": the two dice share one reroll.
  // Stryker disable next-line StringLiteral: a strike's mode is only ever compared with 'independent'
  if (disorder) return { dice: 2, mode: 'group', severalSixes: false };
  // Stryker disable next-line StringLiteral,OptionalChaining: the mode as above; simulate() gives both sides the table's rules
  if (f.rules?.bretteurSeveralSixes) return { dice: 2, mode: 'group', severalSixes: true };
  // Stryker disable next-line BooleanLiteral: each die has its own rerolls; § b is read only for a group
  return { dice: 2, mode: 'independent', severalSixes: false };
}

/** `--strikers N`: N strikers of one line, alike, at one enemy (§ b unless en désordre). */
function strikers(o: Options): Strike | undefined {
  const n = inRange(int(o, 'strikers', '--strikers', 1)!, 1, MAX_STRIKERS, '--strikers');
  const severalSixes = !flag(o, 'disorder');
  // Stryker disable next-line StringLiteral: a strike's mode is only ever compared with 'independent'
  return n > 1 ? { dice: n, mode: 'group', severalSixes } : undefined;
}

/** Options of one kind of attack given with the other are refused, never ignored. */
const MELEE_ONLY = [
  ['strikers', '--strikers'],
  ['twoBlows', '--two-blows'],
  ['targetTwoBlows', '--target-two-blows'],
  ['receiveCharge', '--receive-charge'],
  ['targetReceiveCharge', '--target-receive-charge'],
  ['firstTurnMotivated', '--first-turn-motivated'],
  ['targetFirstTurnMotivated', '--target-first-turn-motivated'],
  ['targetBlocked', '--target-blocked'],
  ['ranks', '--ranks'],
  ['targetRanks', '--target-ranks'],
  ['closeOrder', '--close-order'],
  ['targetCloseOrder', '--target-close-order'],
] as const;
const RANGED_ONLY = [['whiteDice', '--white-dice'], ['redDice', '--red-dice'], ['table', '--table'], ['groupTarget', '--group-target'], ['groupArmours', '--group-armours']] as const;

/** Ranks of a file, the fighter in front included: more than a band of lances three deep and its reserves. */
export const MAX_RANKS = 12;

/**
 * Optional rule "un piéton qui a un ou plusieurs autres piétons amis groupés en file juste derrière lui … ne recule que
 * si le nombre de rangs de piétons ennemis groupés … qui le poussent est plus grand que le nombre de rangs de piétons
 * amis … groupés derrière lui": `[attacker holds, target holds]`, each file counted with its front fighter.
 */
function ranks(o: Options, a: Fighter, b: Fighter): [boolean, boolean] {
  if (o.ranks === undefined && o.targetRanks === undefined) return [false, false];
  const mine = inRange(int(o, 'ranks', '--ranks', 1)!, 1, MAX_RANKS, '--ranks');
  const theirs = inRange(int(o, 'targetRanks', '--target-ranks', 1)!, 1, MAX_RANKS, '--target-ranks');
  const rider = [a, b].find((f) => f.mounted);
  if (rider) throw ruleError('argad/ranks-mounted', { name: rider.name });
  return [theirs <= mine - 1, mine <= theirs - 1];
}

/** What a recoil or a touch does to the target of one blow. */
function fate(o: Options, b: Fighter, holds: boolean): Fate {
  return { holds, blocked: flag(o, 'targetBlocked'), pv: b.pv };
}
function refuse(o: Options, keys: readonly (readonly [string, string])[], code: string): void {
  const given = keys.find(([key]) => o[key] !== undefined && o[key] !== false);
  if (given) throw usageError(code, { flag: given[1] });
}

function melee(a: Fighter, b: Fighter, o: Options): Report {
  refuse(o, RANGED_ONLY, 'argad/ranged-only');
  const modsA = meleeModifiers(a, b, situation(o, true));
  const [aHolds, bHolds] = ranks(o, a, b);
  const group = strikers(o);
  const strikeA = twoBlows(a, o, 'twoBlows', flag(o, 'disorder'));
  if (group && strikeA) throw usageError('argad/strikers-two-blows');
  if (flag(o, 'duel')) {
    if (o.dice !== undefined) throw usageError('argad/dice-duel');
    if (group) throw usageError('argad/strikers-duel');
    if (flag(o, 'targetBlocked')) throw usageError('argad/blocked-duel');
    const indoors = flag(o, 'indoors');
    const strikeB = twoBlows(b, o, 'targetTwoBlows', flag(o, 'targetDisorder'));
    // In a duel a bretteur's best die decides his blow (the tie rule reads it); how many touch is not followed.
    if (strikeA && b.pv > 1) throw usageError('argad/several-dice-two-pv', { name: b.name });
    if (strikeB && a.pv > 1) throw usageError('argad/several-dice-two-pv', { name: a.name });
    const lengths: [number, number] = [strikeLength(a, indoors, strikeA !== undefined, flag(o, 'closeOrder')), strikeLength(b, indoors, strikeB !== undefined, flag(o, 'targetCloseOrder'))];
    return duelReport(a, b, modsA, meleeModifiers(b, a, situation(o, false)), lengths, lang(o), [strikeA, strikeB], [aHolds, bHolds]);
  }
  if (flag(o, 'targetTwoBlows')) throw usageError('argad/target-two-blows-duel');
  for (const [key, name] of [['targetFirstTurnMotivated', '--target-first-turn-motivated'], ['targetCloseOrder', '--target-close-order']] as const) {
    if (flag(o, key)) throw usageError('argad/target-option-duel', { flag: name });
  }
  const faces = diceList(o, a.die);
  // The faces of several dice are read for their best die; at two points de vie left the odds count the kills instead.
  if (faces && b.pv > 1 && (group ?? strikeA)) throw usageError('argad/several-dice-two-pv', { name: b.name });
  // A bretteur's two dice each have their own rerolls: which face belongs to which is not told by a list.
  if (faces && strikeA) throw usageError('argad/dice-several');
  return faces ? blowDiceReport(a, b, modsA, faces, lang(o), group, fate(o, b, bHolds)) : blowReport(a, b, modsA, lang(o), group ?? strikeA, fate(o, b, bHolds));
}

function shooting(a: Fighter, b: Fighter, o: Options): Report {
  if (flag(o, 'duel')) throw usageError('argad/duel-ranged');
  refuse(o, MELEE_ONLY, 'argad/melee-only');
  if (isSalvo(o)) {
    if (o.groupArmours !== undefined) throw usageError('argad/group-armours-salvo');
    return salvoReport(a, b, o);
  }
  for (const [key, name] of [['table', '--table'], ['groupTarget', '--group-target']] as const) if (o[key] !== undefined) throw usageError('argad/salvo-only', { flag: name });
  if (o.range === undefined) throw usageError('argad/range-required', { known: RANGE_BANDS.join(' | ') });
  // The fallback is never read: --range is given.
  const range = oneOf(o, 'range', '--range', RANGE_BANDS, RANGE_BANDS[0]!);
  const s: ShotSituation = {
    range,
    cover: inRange(int(o, 'protection', '--protection', 0)!, 0, 2, '--protection'),
    moving: flag(o, 'moving'),
    furtiveShooter: flag(o, 'furtiveShooter'),
    furtiveTarget: flag(o, 'furtiveTarget'),
    modifier: int(o, 'modifier', '--modifier', 0)!,
  };
  if (o.groupArmours !== undefined) return groupReport(a, b, s, inRange(int(o, 'shooters', '--shooters', a.count)!, 1, MAX_GROUP_DICE, '--shooters'), groupArmours(o), o, lang(o));
  const result = shot(a, b, s);
  const shooters = inRange(int(o, 'shooters', '--shooters', a.count)!, 1, Math.floor(MAX_DICE / result.shots), '--shooters');
  const volley: Volley = { dice: shooters * result.shots, sides: a.die, need: result.need, severalSixes: !flag(o, 'disorder') };
  const faces = diceList(o, a.die);
  return faces ? volleyDiceReport(a, b, result, s, volley, faces, lang(o)) : volleyReport(a, b, result, s, volley, lang(o));
}

/** More dice than people who can reach one enemy; keeps the exact sums small. */
export const MAX_STRIKERS = 12;

export const attack: AttackModel<ArgadBand> = {
  // Any die up to the D12 of a creature; a blow with its rerolls, or a volley of many dice then one rerolled die.
  dice: { sides: 12 },
  simulate(input: AttackInput<ArgadBand>): Report {
    const o = input.lang ? { ...input.options, lang: input.lang } : input.options;
    // House rules are readings of the game, table-wide: a side typed in plays by the band file's.
    const [fa, fb] = [fighterOf(input.attacker, o, ''), fighterOf(input.target, o, 'target')];
    const rules = fa.rules ?? fb.rules ?? DEFAULT_RULES;
    const a = { ...fa, rules };
    const b = { ...fb, rules };
    const weapon = oneOf(o, 'weapon', '--weapon', ['melee', 'ranged'] as const, 'melee');
    return weapon === 'melee' ? melee(a, b, o) : shooting(a, b, o);
  },
};
