/** One blow of A on B in melee: exact odds, or the outcome of the dice rolled at the table. */
import { usageError } from '../../../core/errors.js';
import type { Report } from '../../../core/ruleset.js';
import type { Block } from '../../../core/view.js';
import { followChain } from './chain.js';
import { modifierBlock, modifiersJson, words } from './explain.js';
import { armourName } from '../names.js';
import { who, type Fighter } from './fighter.js';
import { blowOdds, blowResult, touches, type Strike, type Striker, type Struck } from './melee.js';
import { total, type Modifier } from './modifiers.js';
import { sampleBlow } from './sample.js';

// A strike has two dice or more: strikers() and twoBlows() give none for one die.
// Stryker disable next-line ConditionalExpression: an absent strike given as `strike: undefined` is still absent
export const striker = (f: Fighter, mods: readonly Modifier[], strike?: Strike): Striker => ({ die: f.die, modifier: total(mods), bareHands: f.melee.bareHands, ...(strike ? { strike } : {}) });

/** What JSON and view say of several dice at one enemy. */
export const strikeJson = (strike?: Strike) => (strike ? { dice_thrown: strike.dice, strike: strike.mode === 'independent' ? 'two-blows' : strike.severalSixes ? 'several-sixes' : 'one-six-rerolled' } : {});
export const struck = (f: Fighter): Struck => ({ class: f.class, armour: f.armour.value });

function notes(a: Fighter, b: Fighter, t: ReturnType<typeof words>): Block[] {
  const lines: string[] = [];
  if (b.healthPoints > 1) lines.push(t.text('argad/view-two-pv', { name: b.name }));
  if (a.melee.bareHands) lines.push(t.text('argad/view-bare-hands'));
  return lines.length ? [{ kind: 'lines', lines }] : [];
}

export function blowReport(a: Fighter, b: Fighter, mods: readonly Modifier[], lang: 'en' | 'fr', strike?: Strike): Report {
  const t = words(lang);
  const s = striker(a, mods, strike);
  const odds = blowOdds(s, struck(b));
  const json = {
    ruleset: 'argad',
    method: 'exact',
    attacker: who(a),
    target: who(b),
    p_kill: odds.kill,
    p_recoil: odds.recoil,
    p_miss: odds.miss,
    ...(a.melee.bareHands ? { p_ko: odds.ko } : {}),
    modifier: total(mods),
    ...strikeJson(strike),
    modifiers: modifiersJson(mods),
  };
  const bars = [
    { label: t.text('argad/view-kill'), p: odds.kill },
    ...(a.melee.bareHands ? [{ label: t.text('argad/view-ko'), p: odds.ko }] : []),
    { label: t.text('argad/view-recoil'), p: odds.recoil },
    { label: t.text('argad/view-miss'), p: odds.miss },
  ];
  const view: Block[] = [
    { kind: 'heading', text: t.text('argad/view-blow', { attacker: a.name, target: b.name, class: b.class, armour: armourName(b.armour.label) }) },
    modifierBlock(mods, t),
    ...(s.strike ? [{ kind: 'lines' as const, lines: [t.text(`argad/view-strike-${strikeJson(strike).strike}`, { dice: s.strike.dice })] }] : []),
    { kind: 'bars', items: bars },
    ...notes(a, b, t),
  ];
  const keys = { kill: 'p_kill', ko: a.melee.bareHands ? 'p_ko' : 'p_kill', recoil: 'p_recoil', miss: 'p_miss' } as const;
  return { json, view, sample: sampleBlow(s, struck(b), keys) };
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
export function blowDiceReport(a: Fighter, b: Fighter, mods: readonly Modifier[], faces: readonly number[], lang: 'en' | 'fr', strike?: Strike): Report {
  const t = words(lang);
  const s = striker(a, mods);
  const target = struck(b);
  const reroll = (n: number) => !touches(blowResult(n, s, target));
  const { natural, used, open } = strike ? groupChain(faces, strike.dice, a.die, strike.severalSixes, reroll) : followChain(faces, a.die, reroll);
  if (used < faces.length) throw usageError('argad/extra-dice', { actual: faces.slice(used).join(','), used: faces.slice(0, used).join(',') });
  const result = blowResult(natural, s, target);
  const rerollAllowed = open;
  const json = { ruleset: 'argad', method: 'dice', attacker: who(a), target: who(b), dice: faces, ...strikeJson(strike), natural, modifier: s.modifier, result, reroll_allowed: rerollAllowed, modifiers: modifiersJson(mods) };
  const view: Block[] = [
    { kind: 'heading', text: t.text('argad/view-blow', { attacker: a.name, target: b.name, class: b.class, armour: armourName(b.armour.label) }) },
    modifierBlock(mods, t),
    { kind: 'pairs', items: [[t.text('argad/view-natural'), natural], [t.text('argad/view-result'), t.text(`argad/view-${result}`)]] },
    ...(rerollAllowed ? [{ kind: 'lines' as const, lines: [t.text('argad/view-reroll', { sides: a.die })] }] : []),
  ];
  return { json, view };
}
