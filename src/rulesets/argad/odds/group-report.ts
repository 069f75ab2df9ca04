/** Shooting at a group of mixed armour (`--group-armours`): the victims of the dice thrown together, exact. */
import { mean, probability, toRecord } from '../../../core/dice/distribution.js';
import { usageError } from '../../../core/diagnostics/errors.js';
import type { Options, Report } from '../../../core/ruleset/ruleset.js';
import type { Block } from '../../../core/ruleset/view.js';
import * as tables from '../catalogue/index.js';
import type { ArmourDef } from '../catalogue/types.js';
import { armourName } from '../names.js';
import { modifierBlock, modifiersJson, words } from './explain.js';
import { who, type Fighter } from './fighter.js';
import { groupVictimsDist, MAX_GROUP, MAX_GROUP_DICE, sampleGroupVolley, type GroupVolley } from './group.js';
import { inRange } from './options.js';
import { shot, type ShotSituation } from './shot-modifiers.js';
import { lazyReport } from '../../../core/ruleset/report.js';

/** `--group-armours legere,4,5`: one armour per figure of the group. */
export function groupArmours(o: Options): ArmourDef[] {
  const text = Array.isArray(o.groupArmours) ? o.groupArmours.join(',') : String(o.groupArmours);
  const labels = text.split(/[\s,]+/).filter(Boolean);
  inRange(labels.length, 1, MAX_GROUP, '--group-armours');
  return labels.map((label) => {
    const armour = tables.armours.get(label);
    if (!armour) throw usageError('argad/typed-unknown', { flag: '--group-armours', actual: label, known: tables.armours.labels().join(' | ') });
    return armour;
  });
}

export function groupReport(a: Fighter, b: Fighter, s: ShotSituation, shooters: number, armours: readonly ArmourDef[], o: Options, lang: 'en' | 'fr'): Report {
  if (o.dice !== undefined) throw usageError('argad/dice-group');
  // The figures of the group are given by their armours alone, one point de vie each.
  if (o.targetHealthPoints !== undefined) throw usageError('argad/group-health-points');
  // Each figure's own need: the weapon's malus against its armour, with the terrain's, capped at −2 together.
  const shots = armours.map((armour) => shot(a, { ...b, armour }, s));
  const needs = shots.map((x) => x.need);
  const least = Math.min(...needs);
  const first = shots[needs.indexOf(least)]!;
  const dice = inRange(shooters * first.shots, 1, MAX_GROUP_DICE, '--shooters');
  const v: GroupVolley = { dice, sides: a.die, need: least, severalSixes: o.disorder !== true, levels: needs.map((n) => n - least) };
  const victims = groupVictimsDist(v);
  const t = words(lang);
  const expected = mean(victims);
  const json = {
    ruleset: 'argad',
    method: 'exact',
    attacker: who(a),
    target: who(b),
    weapon: first.weapon.id,
    range: s.range,
    dice,
    table: first.table,
    need: least,
    group: armours.map((armour, i) => ({ armour: armour.label, need: needs[i]! })),
    victims: toRecord(victims),
    p_kill: probability(victims, (n) => n >= 1),
    expected_victims: expected,
    expected_pv_lost: expected,
    modifiers: modifiersJson(first.modifiers),
  };
  const view = (): Block[] => [
    { kind: 'heading', text: t.text('argad/view-group-volley', { attacker: a.name, weapon: first.weapon.name, dice, count: armours.length }) },
    modifierBlock(first.modifiers, t),
    { kind: 'pairs', items: armours.map((armour, i) => [armourName(armour.label), t.text('argad/view-group-need', { need: needs[i]! })]) },
    { kind: 'bars', items: Object.entries(toRecord(victims)).map(([n, p]) => ({ label: t.text('argad/view-victims', { n }), p })) },
    { kind: 'lines', lines: [t.text('argad/view-group-fate')] },
  ];
  return lazyReport(json, view, sampleGroupVolley(v));
}
