/** One blow of A on B in melee: exact odds, or the outcome of the dice rolled at the table. */
import { usageError } from '../../../core/diagnostics/errors.js';
import type { Report } from '../../../core/ruleset/ruleset.js';
import type { Block } from '../../../core/ruleset/view.js';
import { followChain } from './chain.js';
import { modifierBlock, modifiersJson, words } from './explain.js';
import { armourName } from '../names.js';
import { who, type Fighter } from './fighter.js';
import { blowOdds, blowResult, touches, type BlowResult, type Strike, type Striker, type Struck } from './melee.js';
import { total, type Modifier } from './modifiers.js';
import { sampleBlow, sampleSeveral } from './sample.js';
import { landedOf, severalDice, type Landed } from './several-dice.js';

// A strike has two dice or more: strikers() and twoBlows() give none for one die.
// Stryker disable next-line ConditionalExpression: an absent strike given as `strike: undefined` is still absent
export const striker = (f: Fighter, mods: readonly Modifier[], strike?: Strike): Striker => ({ die: f.die, modifier: total(mods), bareHands: f.melee.bareHands, ...(strike ? { strike } : {}) });

/** What JSON and view say of several dice at one enemy. */
export const strikeJson = (strike?: Strike) => (strike ? { dice_thrown: strike.dice, strike: strike.mode === 'independent' ? 'two-blows' : strike.severalSixes ? 'several-sixes' : 'one-six-rerolled' } : {});
export const struck = (f: Fighter): Struck => ({ class: f.class, armour: f.armour.value });

/** What a blow's result does to this target: the ranks behind it, enemies blocking its recoil, its points de vie left. */
export interface Fate {
  /** "il ne recule que si le nombre de rangs … est plus grand": the recoil is ignored, the target stays. */
  readonly holds: boolean;
  /** "bloqué par des ennemis … est tué ou doit se rendre": the recoil takes it out. */
  readonly blocked: boolean;
  /** Points de vie left: with two, a touch wounds ("à la première ne sera « que blessé »"). */
  readonly pv: number;
}

export type BlowKey = 'p_kill' | 'p_wound' | 'p_ko' | 'p_recoil' | 'p_holds' | 'p_miss';

export function settle(r: BlowResult, fate: Fate, bareHands: boolean): BlowKey {
  if (r === 'recoil') return fate.holds ? 'p_holds' : fate.blocked ? 'p_kill' : 'p_recoil';
  if (r === 'ko' && bareHands) return 'p_ko';
  if (r === 'miss') return 'p_miss';
  return fate.pv > 1 ? 'p_wound' : 'p_kill';
}

/** Points de vie lost: one for a touch, the whole figure for a blocked recoil (killed or surrenders). */
const pvLost = (key: BlowKey, fate: Fate): number => (key === 'p_kill' ? fate.pv : key === 'p_wound' ? 1 : 0);

function notes(a: Fighter, b: Fighter, fate: Fate, t: ReturnType<typeof words>): Block[] {
  const lines: string[] = [];
  if (fate.pv > 1) lines.push(t.text('argad/view-two-pv', { name: b.name }));
  if (fate.blocked && !fate.holds) lines.push(t.text('argad/view-blocked-recoil', { name: b.name }));
  if (a.melee.bareHands) lines.push(t.text('argad/view-bare-hands'));
  return lines.length ? [{ kind: 'lines', lines }] : [];
}

const LABELS: Readonly<Record<BlowKey, string>> = { p_kill: 'argad/view-kill', p_wound: 'argad/view-wound', p_ko: 'argad/view-ko', p_recoil: 'argad/view-recoil', p_holds: 'argad/view-holds', p_miss: 'argad/view-miss' };

/** The keys a report shows: kill, recoil and miss always; the others when they can happen. */
function shown(a: Fighter, fate: Fate): BlowKey[] {
  return (Object.keys(LABELS) as BlowKey[]).filter((k) => (k === 'p_wound' ? fate.pv > 1 : k === 'p_ko' ? a.melee.bareHands : k === 'p_holds' ? fate.holds : true));
}

/**
 * Several dice at a target of two points de vie left: two kills kill, one wounds (a blocked target's recoil from another
 * die takes it out whole); with none, the best of a knock-out, a recoil, a miss, as for one die.
 */
export function settleLanded(l: Landed, fate: Fate, bareHands: boolean): BlowKey {
  if (l.kills >= fate.pv) return 'p_kill';
  if (l.kills > 0) return l.recoil && fate.blocked && !fate.holds ? 'p_kill' : 'p_wound';
  return settle(l.ko ? 'ko' : l.recoil ? 'recoil' : 'miss', fate, bareHands);
}

/** The chance of each key: the best die decides, except several dice at two points de vie, which count the kills. */
function blowKeys(a: Fighter, s: Striker, b: Fighter, fate: Fate): Record<BlowKey, number> {
  const p = Object.fromEntries(shown(a, fate).map((k) => [k, 0])) as Record<BlowKey, number>;
  if (s.strike && fate.pv > 1) {
    for (const [key, q] of severalDice(s, struck(b))) p[settleLanded(landedOf(key), fate, a.melee.bareHands)] += q;
    return p;
  }
  const odds = blowOdds(s, struck(b));
  for (const r of ['kill', 'ko', 'recoil', 'miss'] as const) p[settle(r, fate, a.melee.bareHands)] += odds[r];
  return p;
}

export function blowReport(a: Fighter, b: Fighter, mods: readonly Modifier[], lang: 'en' | 'fr', strike: Strike | undefined, fate: Fate): Report {
  const t = words(lang);
  const s = striker(a, mods, strike);
  const keys = { kill: settle('kill', fate, a.melee.bareHands), ko: settle('ko', fate, a.melee.bareHands), recoil: settle('recoil', fate, a.melee.bareHands), miss: settle('miss', fate, a.melee.bareHands) } as const;
  const p = blowKeys(a, s, b, fate);
  const json = {
    ruleset: 'argad',
    method: 'exact',
    attacker: who(a),
    target: who(b),
    ...p,
    ...(fate.pv > 1 ? { target_health_points: fate.pv } : {}),
    ...(fate.blocked ? { target_blocked: true } : {}),
    expected_pv_lost: (Object.keys(p) as BlowKey[]).reduce((sum, k) => sum + p[k] * pvLost(k, fate), 0),
    modifier: total(mods),
    ...strikeJson(strike),
    modifiers: modifiersJson(mods),
  };
  const view: Block[] = [
    { kind: 'heading', text: t.text('argad/view-blow', { attacker: a.name, target: b.name, class: b.class, armour: armourName(b.armour.label) }) },
    modifierBlock(mods, t),
    ...(s.strike ? [{ kind: 'lines' as const, lines: [t.text(fate.pv > 1 ? 'argad/view-strike-counted' : `argad/view-strike-${strikeJson(strike).strike}`, { dice: s.strike.dice })] }] : []),
    { kind: 'bars', items: shown(a, fate).map((k) => ({ label: t.text(LABELS[k]), p: p[k] })) },
    ...notes(a, b, fate, t),
  ];
  const sample = s.strike && fate.pv > 1 ? sampleSeveral(s, struck(b), (l) => settleLanded(l, fate, a.melee.bareHands), shown(a, fate)) : sampleBlow(s, struck(b), keys);
  return { json, view, sample };
}

/**
 * The best natural of dice thrown together at one enemy, as rolled: the first `count` faces, then the rerolls of the
 * highest maximum (§ b: m maxima count up to s+m−1; en désordre they stay s) while no die touches.
 */
function groupChain(faces: readonly number[], count: number, sides: number, severalSixes: boolean, reroll: (n: number) => boolean) {
  if (faces.length < count) throw usageError('argad/missing-dice', { limit: count, actual: faces.length });
  const thrown = faces.slice(0, count);
  const maxima = thrown.filter((f) => f === sides).length;
  const best = Math.max(...thrown);
  if (maxima === 0) return { natural: best, used: count, open: false };
  const top = severalSixes ? sides + maxima - 1 : sides;
  const chain = followChain([top, ...faces.slice(count)], sides, reroll);
  return { natural: chain.natural, used: count + chain.used - 1, open: chain.open };
}

/** `--dice 6,6,2`: the first face, then rerolls while the blow does not touch (with `--strikers N`, N faces first). */
export function blowDiceReport(a: Fighter, b: Fighter, mods: readonly Modifier[], faces: readonly number[], lang: 'en' | 'fr', strike: Strike | undefined, fate: Fate): Report {
  const t = words(lang);
  const s = striker(a, mods);
  const target = struck(b);
  const reroll = (n: number) => !touches(blowResult(n, s, target));
  const { natural, used, open } = strike ? groupChain(faces, strike.dice, a.die, strike.severalSixes, reroll) : followChain(faces, a.die, reroll);
  if (used < faces.length) throw usageError('argad/extra-dice', { actual: faces.slice(used).join(','), used: faces.slice(0, used).join(',') });
  const settled = settle(blowResult(natural, s, target), fate, a.melee.bareHands);
  const result = settled.slice(2);
  const rerollAllowed = open;
  const json = { ruleset: 'argad', method: 'dice', attacker: who(a), target: who(b), dice: faces, ...strikeJson(strike), natural, modifier: s.modifier, result, reroll_allowed: rerollAllowed, modifiers: modifiersJson(mods) };
  const view: Block[] = [
    { kind: 'heading', text: t.text('argad/view-blow', { attacker: a.name, target: b.name, class: b.class, armour: armourName(b.armour.label) }) },
    modifierBlock(mods, t),
    { kind: 'pairs', items: [[t.text('argad/view-natural'), natural], [t.text('argad/view-result'), t.text(LABELS[settled])]] },
    ...(rerollAllowed ? [{ kind: 'lines' as const, lines: [t.text('argad/view-reroll', { sides: a.die })] }] : []),
  ];
  return { json, view };
}
