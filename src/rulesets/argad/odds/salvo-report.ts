/** A shot of a weapon that throws red and white dice: the distribution of victims, exact, and one throw for --trials. */
import { mean, probability, toRecord } from '../../../core/dice/distribution.js';
import { usageError } from '../../../core/diagnostics/errors.js';
import type { Options, Report, Rng } from '../../../core/ruleset/ruleset.js';
import type { Block } from '../../../core/ruleset/view.js';
import { modifierBlock, modifiersJson, words } from './explain.js';
import { who, type Fighter } from './fighter.js';
import { total, type Modifier } from './modifiers.js';
import { flag, inRange, int, lang } from './options.js';
import { salvoDist, settle, type Salvo, type SalvoDie } from './salvo.js';
import { lazyReport } from '../../../core/ruleset/report.js';

/** White dice beyond this are more than any weapon of the rulebook's supplements throws. */
export const MAX_WHITE = 20;

/** Options a shot of a catalogue weapon reads that a salvo, given by its table's number, cannot. */
const NOT_FOR_SALVO = [
  ['range', '--range'],
  ['shooters', '--shooters'],
  ['moving', '--moving'],
  ['furtiveShooter', '--furtive-shooter'],
  ['dice', '--dice'],
] as const;

export const isSalvo = (o: Options): boolean => o.whiteDice !== undefined || o.redDice !== undefined;

function modifiers(a: Fighter, o: Options): Modifier[] {
  const target: Modifier[] = [];
  const cover = inRange(int(o, 'protection', '--protection', 0)!, 0, 2, '--protection');
  if (cover) target.push({ code: 'argad/mod-cover', value: -cover });
  if (flag(o, 'furtiveTarget')) target.push({ code: 'argad/mod-furtive-target', value: -1 });
  const given = int(o, 'modifier', '--modifier', 0)!;
  return [
    ...target,
    // Gunpowder weapons all (tromblon, pierrier, canon, fusil à pompe, mitrailleuse): the classe 1–2 malus in any reading.
    ...(a.class <= 2 ? [{ code: 'argad/mod-untrained-firearm', value: -1 }] : []),
    ...(given ? [{ code: 'argad/mod-given', value: given }] : []),
  ];
}

export function salvoReport(a: Fighter, b: Fighter, o: Options): Report {
  for (const [key, name] of NOT_FOR_SALVO) if (o[key] !== undefined && o[key] !== false) throw usageError('argad/salvo-option', { flag: name });
  const table = int(o, 'table', '--table');
  if (table === undefined) throw usageError('argad/salvo-table');
  inRange(table, 2, 12, '--table');
  const red = inRange(int(o, 'redDice', '--red-dice', 2)!, 1, 2, '--red-dice');
  const white = inRange(int(o, 'whiteDice', '--white-dice', 0)!, 0, MAX_WHITE, '--white-dice');
  const mods = modifiers(a, o);
  const v: Salvo = { red, white, sides: a.die, need: table - total(mods), severalSixes: !flag(o, 'disorder'), group: flag(o, 'groupTarget') };
  const dist = salvoDist(v);
  const t = words(lang(o));
  const json = {
    ruleset: 'argad',
    method: 'exact',
    attacker: who(a),
    target: who(b),
    red_dice: red,
    white_dice: white,
    table,
    need: v.need,
    group: v.group,
    victims: toRecord(dist),
    // A lone character of two points de vie left takes every victim's die: one wounds, a second kills.
    p_kill: probability(dist, (n) => n >= b.pv),
    ...(b.pv > 1 ? { p_wound: probability(dist, (n) => n >= 1 && n < b.pv), target_health_points: b.pv } : {}),
    expected_victims: mean(dist),
    modifiers: modifiersJson(mods),
  };
  const view = (): Block[] => [
    { kind: 'heading', text: t.text('argad/view-salvo', { attacker: a.name, target: b.name, red, white }) },
    { kind: 'pairs', items: [[t.text('argad/view-table'), table]] },
    modifierBlock(mods, t),
    { kind: 'pairs', items: [[t.text('argad/view-need'), v.need]] },
    { kind: 'bars', items: Object.entries(toRecord(dist)).map(([n, p]) => ({ label: t.text('argad/view-victims', { n }), p })) },
  ];
  const sample = (rng: Rng) => {
    const n = sampleVictims(rng, v);
    return { p_kill: n >= b.pv ? 1 : 0, expected_victims: n, ...(b.pv > 1 ? { p_wound: n > 0 && n < b.pv ? 1 : 0 } : {}) };
  };
  return lazyReport(json, view, sample);
}

/** One throw as at the table. */
function sampleVictims(rng: Rng, v: Salvo): number {
  const thrown: SalvoDie[] = [...Array.from({ length: v.red }, () => ({ red: true, face: rng.die(v.sides) })), ...Array.from({ length: v.white }, () => ({ red: false, face: rng.die(v.sides) }))];
  const { dice, reroll } = settle(thrown, v);
  // Stryker disable next-line EqualityOperator: one die more past the need changes no count
  if (reroll) while (reroll.value < v.need && rng.die(v.sides) === v.sides) reroll.value += 1;
  return dice.some((d) => d.red && d.value >= v.need) ? dice.filter((d) => d.value >= v.need).length : 0;
}
