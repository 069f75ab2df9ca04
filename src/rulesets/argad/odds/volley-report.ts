/** Shooting at one target: the distribution of hits of every die thrown together, or the dice rolled at the table. */
import { map, mean, probability, toRecord } from '../../../core/dice/distribution.js';
import { usageError } from '../../../core/diagnostics/errors.js';
import type { Report } from '../../../core/ruleset/ruleset.js';
import type { Block } from '../../../core/ruleset/view.js';
import { percent } from '../../../core/messages/numbers.js';
import { followChain } from './chain.js';
import { modifierBlock, modifiersJson, words } from './explain.js';
import { who, type Fighter } from './fighter.js';
import type { Shot, ShotSituation } from './shot-modifiers.js';
import { sampleVolley } from './sample.js';
import { hitsDist, throwHits, type Volley } from './shooting.js';
import { lazyReport } from '../../../core/ruleset/report.js';

function heading(a: Fighter, b: Fighter, shot: Shot, s: ShotSituation, volley: Volley, t: ReturnType<typeof words>): Block[] {
  const column = shot.weapon.bands[s.range]!;
  return [
    { kind: 'heading', text: t.text('argad/view-volley', { attacker: a.name, target: b.name, weapon: shot.weapon.name, dice: volley.dice }) },
    { kind: 'pairs', items: [[t.text('argad/view-range'), `${s.range} (${column.cm} cm)`], [t.text('argad/view-table'), column.need === 5 ? '5-6' : String(column.need)]] },
    modifierBlock(shot.modifiers, t),
    { kind: 'pairs', items: [[t.text('argad/view-need'), shot.need]] },
  ];
}

export function volleyReport(a: Fighter, b: Fighter, shot: Shot, s: ShotSituation, volley: Volley, lang: 'en' | 'fr'): Report {
  const t = words(lang);
  const hits = hitsDist(volley);
  // "à la première ne sera « que blessé »": with two points de vie left, one hit wounds and a second kills.
  const pKill = probability(hits, (n) => n >= b.pv);
  const pHit = probability(hits, (n) => n >= 1);
  const json = {
    ruleset: 'argad',
    method: 'exact',
    attacker: who(a),
    target: who(b),
    weapon: shot.weapon.id,
    range: s.range,
    dice: volley.dice,
    table: shot.table,
    need: shot.need,
    hits: toRecord(hits),
    p_kill: pKill,
    ...(b.pv > 1 ? { p_wound: pHit - pKill, target_health_points: b.pv } : {}),
    // Hits past the points de vie left are lost on a dead figure: the expectation is capped there.
    expected_pv_lost: mean(map(hits, (n) => Math.min(n, b.pv))),
    modifiers: modifiersJson(shot.modifiers),
  };
  const bars = Object.entries(toRecord(hits)).map(([n, p]) => ({ label: t.text('argad/view-hits', { n }), p }));
  const notes = b.pv > 1 ? [t.text('argad/view-two-pv', { name: b.name })] : [];
  const view = (): Block[] => [
    ...heading(a, b, shot, s, volley, t),
    { kind: 'bars', items: bars },
    { kind: 'pairs', items: [[t.text('argad/view-p-hit'), percent(pHit, t.lang)], ...(b.pv > 1 ? [[t.text('argad/view-p-kill'), percent(pKill, t.lang)] as [string, string]] : [])] },
    ...(notes.length ? [{ kind: 'lines' as const, lines: notes }] : []),
  ];
  return lazyReport(json, view, sampleVolley(volley, b.pv));
}

/** `--dice`: one face per die of the volley, then the faces of the one die rerolled, if any. */
export function volleyDiceReport(a: Fighter, b: Fighter, shot: Shot, s: ShotSituation, volley: Volley, faces: readonly number[], lang: 'en' | 'fr'): Report {
  const t = words(lang);
  if (faces.length < volley.dice) throw usageError('argad/missing-dice', { limit: volley.dice, actual: faces.length });
  const thrown = faces.slice(0, volley.dice);
  const maxima = thrown.filter((f) => f === volley.sides).length;
  const others = thrown.filter((f) => f !== volley.sides && f >= volley.need).length;
  const first = throwHits({ maxima, others }, volley);
  let hits = first.hits;
  let used = volley.dice;
  let open = false;
  // Stryker disable next-line ConditionalExpression: from no value, the chain takes no die and adds no hit
  if (first.rerollFrom !== undefined) {
    const chain = followChain([first.rerollFrom, ...faces.slice(volley.dice)], volley.sides, (v) => v < volley.need);
    used = volley.dice + chain.used - 1;
    open = chain.open;
    if (chain.natural >= volley.need) hits += 1;
  }
  if (used < faces.length) throw usageError('argad/extra-dice', { actual: faces.slice(used).join(','), used: faces.slice(0, used).join(',') });
  const json = { ruleset: 'argad', method: 'dice', attacker: who(a), target: who(b), weapon: shot.weapon.id, range: s.range, need: shot.need, dice: faces, hits, reroll_allowed: open, modifiers: modifiersJson(shot.modifiers) };
  const view: Block[] = [
    ...heading(a, b, shot, s, volley, t),
    { kind: 'pairs', items: [[t.text('argad/view-hits-rolled'), hits]] },
    ...(open ? [{ kind: 'lines' as const, lines: [t.text('argad/view-reroll', { sides: volley.sides })] }] : []),
  ];
  return { json, view };
}
