/** `simulate-attack` for Frostgrave: a fight or a shot between two sides, exact over the d20s or resolved for dice rolled at the table. */
import { constant, map, mean, mix, probability, toRecord, type Dist } from '../../../core/dice/distribution.js';
import { ruleError, usageError } from '../../../core/diagnostics/errors.js';
import type { AttackInput, AttackModel, Options, Report, Rng } from '../../../core/ruleset/ruleset.js';
import type { FgBand } from '../band.js';
import { kills, lost, wounds } from './damage.js';
import { isDie, SIDES } from './d20.js';
import { fightOdds, resolveFight, type Fighter } from './fight.js';
import { fightView, shotView, type Labels } from './attack-view.js';
import { combatant, optionFlag, readMin, sum, type Combatant, type Part } from './sides.js';
import type { MeleeSetup, RangedSetup } from './setup.js';
import { resolveShot, shotOdds, type Shooter, type ShotOdds, type ShotTarget } from './shooting.js';

export type AttackKind = 'melee' | 'ranged';

const SUPPORT = 2;
const TREASURE = -1;
const WOUNDED = -2;
/** "Table des modificateurs au Tir", added to the target's score. */
export const SHOT_MODIFIERS = { obstruction: 1, lightCover: 2, heavyCover: 4, hasty: 1, largeTarget: -2 } as const;

const RANGED_ONLY = ['obstructions', 'lightCover', 'heavyCover', 'hasty', 'largeTarget', 'range', 'intoCombat'] as const;
/** "Si cette distance est égale ou inférieure à 24" (la portée maximale des arcs et arbalètes), elle est à portée." */
export const MAX_RANGE = 24;
// A treasure lowers its carrier's Combat; a shooter rolls its Tir, so only the target's treasure counts in a shot.
const MELEE_ONLY = ['support', 'targetSupport', 'treasure'] as const;

export interface Situation {
  readonly kind: AttackKind;
  readonly crits: boolean;
  readonly options: Options;
}

function readSituation(options: Options, bandCriticals: boolean): Situation {
  const kind: AttackKind = options.weapon === 'ranged' ? 'ranged' : 'melee';
  if (options.weapon !== undefined && options.weapon !== 'melee' && options.weapon !== 'ranged') {
    throw usageError('frostgrave/bad-weapon-kind', { actual: String(options.weapon) });
  }
  const foreign = kind === 'melee' ? RANGED_ONLY : MELEE_ONLY;
  const given = foreign.find((key) => options[key] !== undefined && options[key] !== false);
  if (given) throw usageError(kind === 'melee' ? 'frostgrave/ranged-only' : 'frostgrave/melee-only', { option: optionFlag(given) });
  if (options.lightCover && options.heavyCover) throw usageError('frostgrave/cover-conflict');
  for (const key of ['support', 'targetSupport', 'obstructions']) readMin(options, key, 0);
  intoCombatOf(options);
  if (options.range !== undefined) {
    const range = Number(options.range);
    if (!Number.isFinite(range) || range < 0) throw usageError('frostgrave/out-of-range', { option: '--range', limit: '≥ 0', actual: String(options.range) });
    if (range > MAX_RANGE) throw ruleError('frostgrave/beyond-range', { actual: range, limit: MAX_RANGE });
  }
  return { kind, crits: options.crits === true || bandCriticals, options };
}

const flagPart = (on: unknown, source: string, value: number): Part[] => (on === true ? [{ source, value }] : []);

/**
 * The wounded rule's −2, declared (`--wounded`, `--target-wounded`) or read from the band's current Santé. "Les
 * morts-vivants, démons et golems ne peuvent jamais être blessés": declaring one wounded is refused.
 */
function woundedPart(c: Combatant, declared: unknown, option: string): Part[] {
  if (declared === true && c.undead) throw ruleError('frostgrave/never-wounded', { option });
  return flagPart(declared === true || c.wounded, 'wounded', WOUNDED);
}

/** The most figures a fight may hold for `--into-combat` (a sanity bound: the excerpt sets none). */
export const MAX_IN_COMBAT = 20;

/** `--into-combat N`: the figures engaged in the fight shot into, the target included (2 to 20), or undefined. */
export function intoCombatOf(options: Options): number | undefined {
  const n = readMin(options, 'intoCombat', 2);
  if (n !== undefined && n > MAX_IN_COMBAT) throw usageError('frostgrave/out-of-range', { option: '--into-combat', limit: `2–${MAX_IN_COMBAT}`, actual: n });
  return n;
}

/** "on déduit de celle qui a le bonus le plus important le bonus de son adversaire. Si les deux bonus sont les mêmes, ils s'annulent." */
export function supportBonus(own: number, other: number): number {
  return Math.max(0, own - other) * SUPPORT;
}

export function meleeSetup(a: Combatant, b: Combatant, options: Options): MeleeSetup {
  const support = (readMin(options, 'support', 0) ?? 0);
  const targetSupport = (readMin(options, 'targetSupport', 0) ?? 0);
  const attackerRoll = [
    ...a.fight,
    ...(b.againstOpponent ? [b.againstOpponent] : []),
    ...flagPart(support > targetSupport, 'support', supportBonus(support, targetSupport)),
    ...flagPart(options.treasure, 'treasure', TREASURE),
    ...woundedPart(a, options.wounded, '--wounded'),
  ];
  const targetRoll = [
    ...b.fight,
    ...(a.againstOpponent ? [a.againstOpponent] : []),
    ...flagPart(targetSupport > support, 'support', supportBonus(targetSupport, support)),
    ...flagPart(options.targetTreasure, 'treasure', TREASURE),
    ...woundedPart(b, options.targetWounded, '--target-wounded'),
  ];
  return {
    attackerRoll,
    targetRoll,
    attacker: { roll: sum(attackerRoll), damageMod: sum(a.meleeDamage), armour: a.armour },
    target: { roll: sum(targetRoll), damageMod: sum(b.meleeDamage), armour: b.armour },
  };
}

export function rangedSetup(a: Combatant, b: Combatant, options: Options): RangedSetup {
  // Only a figure of a band can lack a shot (a typed shooter must give --shoot): it has a name and a weapon.
  if (!a.shoot) throw ruleError('frostgrave/no-ranged-weapon', { name: a.name!, weapon: a.weapon!.name });
  const obstructions = readMin(options, 'obstructions', 0) ?? 0;
  const attackerRoll = [...a.shoot, ...woundedPart(a, options.wounded, '--wounded')];
  const targetRoll = [
    ...b.fight,
    ...flagPart(options.targetTreasure, 'treasure', TREASURE),
    ...woundedPart(b, options.targetWounded, '--target-wounded'),
    // Stryker disable next-line ArithmeticOperator: an obstruction is worth 1, and n / 1 = n × 1
    ...flagPart(obstructions > 0, 'obstructions', obstructions * SHOT_MODIFIERS.obstruction),
    ...flagPart(options.lightCover, 'light_cover', SHOT_MODIFIERS.lightCover),
    ...flagPart(options.heavyCover, 'heavy_cover', SHOT_MODIFIERS.heavyCover),
    ...flagPart(options.hasty, 'hasty', SHOT_MODIFIERS.hasty),
    ...flagPart(options.largeTarget, 'large_target', SHOT_MODIFIERS.largeTarget),
  ];
  return {
    attackerRoll,
    targetRoll,
    shooter: { roll: sum(attackerRoll), damageMod: sum(a.rangedDamage) },
    target: { roll: sum(targetRoll), armour: b.armour },
  };
}

export function readDice(raw: unknown): [number, number] | undefined {
  if (raw === undefined) return undefined;
  // Separated by commas or spaces, any number of them (the empty pieces between two are dropped).
  const list = Array.isArray(raw) ? raw : String(raw).split(/[\s,]/).filter(Boolean);
  const dice = list.map(Number);
  const [a, b] = dice;
  if (dice.length !== 2 || !isDie(a) || !isDie(b)) throw usageError('frostgrave/bad-dice', { actual: Array.isArray(raw) ? raw.join(',') : String(raw) });
  return [a, b];
}

/** Who attacks whom, as in every ruleset's JSON: `{"name","file"}` (`null` for a side typed in), and what it holds. */
/** `"undead": true` only for a mort-vivant, démon or golem. */
const who = (c: Combatant) => ({ name: c.name, file: c.file, weapon: c.weapon?.id ?? null, armour: c.armour, health: c.health, ...(c.undead ? { undead: true } : {}) });

const partsJson = (items: readonly Part[]) => items.map((p) => ({ source: p.source, value: p.value, ...(p.detail ? { detail: p.detail } : {}) }));
/** A damage distribution as JSON, "0" always present (the issue: "`damage` = dealt to B, 0 included"), even when no roll leaves it at 0. */
const damageJson = (damage: Dist) => ({ '0': 0, ...toRecord(damage) });
const pKill = (damage: Dist, health: number) => probability(damage, (d) => kills(d, health));
/** Left wounded: never for a mort-vivant, démon or golem. */
const pWounded = (damage: Dist, c: Combatant) => (c.undead ? 0 : probability(damage, (d) => wounds(d, c.health)));
const isWoundedBy = (damage: number, c: Combatant): boolean => !c.undead && wounds(damage, c.health);
/** The Santé lost, capped at the side's current Santé. */
const lostDist = (damage: Dist, c: Combatant): Dist => map(damage, (d) => lost(d, c.health));

function melee(a: Combatant, b: Combatant, situation: Situation, dice: [number, number] | undefined, labels: Labels): Report {
  const setup = meleeSetup(a, b, situation.options);
  const rules = { crits: situation.crits };
  const base = { ruleset: 'frostgrave', attack: 'melee', attacker: who(a), target: who(b), crits: situation.crits };
  const modifiers = {
    attacker: { roll: partsJson(setup.attackerRoll), damage: partsJson(a.meleeDamage) },
    target: { roll: partsJson(setup.targetRoll), damage: partsJson(b.meleeDamage) },
  };
  if (dice) {
    const o = resolveFight(setup.attacker, setup.target, dice[0], dice[1], rules);
    const json = {
      ...base,
      method: 'dice',
      dice,
      attacker_score: o.attackerScore,
      target_score: o.targetScore,
      winner: o.winner,
      critical: { attacker: o.criticalAttacker, target: o.criticalTarget },
      damage: o.damage,
      damage_taken: o.damageTaken,
      kill: kills(o.damage, b.health),
      killed: kills(o.damageTaken, a.health),
      modifiers,
    };
    return { json, view: fightView({ a, b, setup, outcome: o, labels }) };
  }
  const raw = fightOdds(setup.attacker, setup.target, rules);
  const odds = { ...raw, damage: lostDist(raw.damage, b), damageTaken: lostDist(raw.damageTaken, a) };
  const json = {
    ...base,
    method: 'exact',
    p_win: odds.pWin,
    p_tie: odds.pTie,
    p_lose: odds.pLose,
    damage: damageJson(odds.damage),
    damage_taken: damageJson(odds.damageTaken),
    expected_damage: mean(odds.damage),
    expected_damage_taken: mean(odds.damageTaken),
    p_kill: pKill(odds.damage, b.health),
    p_wounded: pWounded(odds.damage, b),
    p_killed: pKill(odds.damageTaken, a.health),
    modifiers,
  };
  const sample = (rng: Rng) => {
    const o = resolveFight(setup.attacker, setup.target, rng.die(SIDES), rng.die(SIDES), rules);
    return {
      p_win: Number(o.winner === 'attacker'),
      p_tie: Number(o.winner === 'both'),
      p_lose: Number(o.winner === 'target'),
      expected_damage: lost(o.damage, b.health),
      expected_damage_taken: lost(o.damageTaken, a.health),
      p_kill: Number(kills(o.damage, b.health)),
      p_wounded: Number(isWoundedBy(o.damage, b)),
      p_killed: Number(kills(o.damageTaken, a.health)),
    };
  };
  return { json, view: fightView({ a, b, setup, odds, json, labels }), sample };
}

function ranged(a: Combatant, b: Combatant, situation: Situation, dice: [number, number] | undefined, labels: Labels): Report {
  const setup = rangedSetup(a, b, situation.options);
  const rules = { crits: situation.crits };
  const range = situation.options.range === undefined ? {} : { range: Number(situation.options.range) };
  const base = { ruleset: 'frostgrave', attack: 'ranged', attacker: who(a), target: who(b), ...range, crits: situation.crits };
  const modifiers = {
    attacker: { roll: partsJson(setup.attackerRoll), damage: partsJson(a.rangedDamage) },
    target: { roll: partsJson(setup.targetRoll) },
  };
  const figures = intoCombatOf(situation.options);
  if (dice && figures !== undefined) throw usageError('frostgrave/into-combat-dice');
  if (dice) {
    const o = resolveShot(setup.shooter, setup.target, dice[0], dice[1], rules);
    const json = { ...base, method: 'dice', dice, attacker_score: o.attackerScore, target_score: o.targetScore, hit: o.hit, critical: o.critical, damage: o.damage, kill: kills(o.damage, b.health), modifiers };
    return { json, view: shotView({ a, b, setup, outcome: o, labels }) };
  }
  const raw = shotOdds(setup.shooter, setup.target, rules);
  const aimed = { ...raw, damage: lostDist(raw.damage, b) };
  const odds = figures === undefined ? aimed : intoCombat(aimed, figures);
  const shot = (o: ShotOdds) => ({
    p_hit: o.pHit,
    p_critical: o.pCritical,
    damage: damageJson(o.damage),
    expected_damage: mean(o.damage),
    p_kill: pKill(o.damage, b.health),
    p_wounded: pWounded(o.damage, b),
  });
  const json = { ...base, method: 'exact', ...shot(odds), ...(figures === undefined ? {} : { into_combat: intoCombatJson(figures, shot(aimed)) }), modifiers };
  const sample = (rng: Rng) => {
    // The random determination first ("déterminer aléatoirement … qui … sera finalement ciblée"): one figure in N.
    const targeted = figures === undefined || rng.die(figures) === 1;
    const o = resolveShot(setup.shooter, setup.target, rng.die(SIDES), rng.die(SIDES), rules);
    const hit = targeted && o.hit;
    const damage = hit ? lost(o.damage, b.health) : 0;
    return { p_hit: Number(hit), p_critical: Number(hit && o.critical), expected_damage: damage, p_kill: Number(kills(damage, b.health)), p_wounded: Number(isWoundedBy(damage, b)) };
  };
  return { json, view: shotView({ a, b, setup, odds, json, labels }), sample };
}

/**
 * "Lorsqu'un tireur cible un combat, il doit d'abord déterminer aléatoirement (avec un dé) qui parmi toutes les figurines
 * engagées dans le combat sera finalement ciblée": each of the N figures with 1/N (docs/rules-notes.md). The shot at the
 * intended target happens with 1/N; otherwise it deals it nothing.
 */
export function intoCombat(odds: ShotOdds, figures: number): ShotOdds {
  const p = 1 / figures;
  return { pHit: odds.pHit * p, pCritical: odds.pCritical * p, damage: mix([[p, odds.damage], [1 - p, constant(0)]]) };
}

/** The fight's figures, the chance each is the one shot at, and the shot's odds once the intended target is drawn. */
export const intoCombatJson = (figures: number, ifTargeted: Readonly<Record<string, unknown>>) => ({
  figures,
  p_targeted: 1 / figures,
  others: figures - 1,
  p_each_other_targeted: 1 / figures,
  p_other_targeted: (figures - 1) / figures,
  if_targeted: ifTargeted,
});

export const attack: AttackModel<FgBand> = {
  /** The attacker's d20, then the target's: `--dice 13,5`. */
  dice: { count: 2, sides: SIDES },
  simulate(input: AttackInput<FgBand>): Report {
    // Criticals are a table-wide house rule: a band file that plays them gives them to both figures ("Il est possible
    // que les deux figurines … obtiennent un coup critique"); --crits asks for them in any case.
    const bandCriticals = [input.attacker, input.target].some((side) => side.kind === 'member' && side.band.criticals === true);
    const situation = readSituation(input.options, bandCriticals);
    const dice = readDice(input.options.dice);
    const labels: Labels = { lang: input.lang ?? 'en' };
    const a = combatant(input.attacker, 'attacker', situation.kind, input.options, labels.lang);
    const b = combatant(input.target, 'target', situation.kind, input.options, labels.lang);
    return situation.kind === 'melee' ? melee(a, b, situation, dice, labels) : ranged(a, b, situation, dice, labels);
  },
};
