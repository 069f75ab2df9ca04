/** Fights and shots for people: where each number comes from, then the odds or the resolved roll. */
import { sorted, type Dist } from '../../../core/dice/distribution.js';
import { Messages, type Lang } from '../../../core/messages/catalogue.js';
import type { Block, View } from '../../../core/ruleset/view.js';
import { decimal, percent } from '../../../core/messages/numbers.js';
import { messages } from '../messages.js';
import type { FightOdds, FightOutcome } from './fight.js';
import type { MeleeSetup, RangedSetup } from './setup.js';
import { sum, type Combatant, type Part } from './sides.js';
import type { ShotOdds, ShotOutcome } from './shooting.js';

export interface Labels {
  readonly lang: Lang;
}

export const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));
export const words = (labels: Labels): Messages => new Messages(labels.lang, [messages]);

const nameOf = (side: Combatant, role: 'attacker' | 'target', t: Messages): string => side.name ?? t.text(`frostgrave/view-typed-${role}`);
// A part's words read its fields: `{detail}` (the weapon's name) in the sources that have one.
const partText = (part: Part, t: Messages): string => `${t.text(`frostgrave/part-${part.source}`, { ...part })} ${signed(part.value)}`;
const sources = (parts: readonly Part[], t: Messages): string => (parts.length ? ` (${parts.map((p) => partText(p, t)).join(', ')})` : '');

function sideLines(name: string, roll: readonly Part[], damage: readonly Part[], t: Messages): string {
  return `${name}: d20 ${signed(sum(roll))}${sources(roll, t)}; ${t.text('frostgrave/view-damage-mod')} ${signed(sum(damage))}${sources(damage, t)}`;
}

function damageBars(d: Dist, health: number, t: Messages): Block {
  return { kind: 'bars', items: sorted(d).map(([value, p]) => ({ label: String(value), p, ...(value >= health ? { note: t.text('frostgrave/view-kills') } : {}) })) };
}

interface FightViewInput {
  readonly a: Combatant;
  readonly b: Combatant;
  readonly setup: MeleeSetup;
  readonly labels: Labels;
  readonly odds?: FightOdds;
  readonly json?: Readonly<Record<string, unknown>>;
  readonly outcome?: FightOutcome;
}

export function fightView({ a, b, setup, labels, odds, json, outcome }: FightViewInput): View {
  const t = words(labels);
  const [na, nb] = [nameOf(a, 'attacker', t), nameOf(b, 'target', t)];
  const blocks: Block[] = [
    { kind: 'heading', text: t.text('frostgrave/view-fight-title', { attacker: na, target: nb }) },
    { kind: 'lines', lines: [sideLines(na, setup.attackerRoll, a.meleeDamage, t), sideLines(nb, setup.targetRoll, b.meleeDamage, t)] },
    { kind: 'table', columns: ['', 'Armure', 'Santé'], rows: [[na, a.armour, a.health], [nb, b.armour, b.health]] },
  ];
  if (outcome) {
    const winner = t.text(`frostgrave/view-winner-${outcome.winner}`, { attacker: na, target: nb });
    blocks.push({
      kind: 'pairs',
      items: [
        [t.text('frostgrave/view-scores'), `${outcome.attackerScore} / ${outcome.targetScore}`],
        [t.text('frostgrave/view-winner'), winner],
        [t.text('frostgrave/view-damage-to', { name: nb }), outcome.damage + (outcome.criticalAttacker ? ` (${t.text('frostgrave/view-critical')})` : '')],
        [t.text('frostgrave/view-damage-to', { name: na }), outcome.damageTaken + (outcome.criticalTarget ? ` (${t.text('frostgrave/view-critical')})` : '')],
      ],
    });
    return blocks;
  }
  const j = json as Record<string, number>;
  blocks.push(
    {
      kind: 'pairs',
      items: [
        [t.text('frostgrave/view-p-win', { name: na }), percent(j.p_win!, t.lang)],
        [t.text('frostgrave/view-p-tie'), percent(j.p_tie!, t.lang)],
        [t.text('frostgrave/view-p-win', { name: nb }), percent(j.p_lose!, t.lang)],
        [t.text('frostgrave/view-expected-to', { name: nb }), decimal(j.expected_damage!, t.lang, 2)],
        [t.text('frostgrave/view-p-kill', { name: nb }), percent(j.p_kill!, t.lang)],
        [t.text('frostgrave/view-p-wounded', { name: nb }), percent(j.p_wounded!, t.lang)],
        [t.text('frostgrave/view-expected-to', { name: na }), decimal(j.expected_damage_taken!, t.lang, 2)],
        [t.text('frostgrave/view-p-kill', { name: na }), percent(j.p_killed!, t.lang)],
      ],
    },
    { kind: 'heading', text: t.text('frostgrave/view-damage-to', { name: nb }) },
    damageBars(odds!.damage, b.health, t),
    { kind: 'heading', text: t.text('frostgrave/view-damage-to', { name: na }) },
    damageBars(odds!.damageTaken, a.health, t),
  );
  return blocks;
}

interface ShotViewInput {
  readonly a: Combatant;
  readonly b: Combatant;
  readonly setup: RangedSetup;
  readonly labels: Labels;
  readonly odds?: ShotOdds;
  readonly json?: Readonly<Record<string, unknown>>;
  readonly outcome?: ShotOutcome;
}

export function shotView({ a, b, setup, labels, odds, json, outcome }: ShotViewInput): View {
  const t = words(labels);
  const [na, nb] = [nameOf(a, 'attacker', t), nameOf(b, 'target', t)];
  const blocks: Block[] = [
    { kind: 'heading', text: t.text('frostgrave/view-shot-title', { attacker: na, target: nb }) },
    { kind: 'lines', lines: [sideLines(na, setup.attackerRoll, a.rangedDamage, t), `${nb}: d20 ${signed(sum(setup.targetRoll))}${sources(setup.targetRoll, t)}`] },
    { kind: 'table', columns: ['', 'Armure', 'Santé'], rows: [[nb, b.armour, b.health]] },
  ];
  if (outcome) {
    blocks.push({
      kind: 'pairs',
      items: [
        [t.text('frostgrave/view-scores'), `${outcome.attackerScore} / ${outcome.targetScore}`],
        [t.text('frostgrave/view-hit'), t.text(outcome.hit ? 'frostgrave/view-yes' : 'frostgrave/view-no') + (outcome.critical ? ` (${t.text('frostgrave/view-critical')})` : '')],
        [t.text('frostgrave/view-damage-to', { name: nb }), outcome.damage],
      ],
    });
    return blocks;
  }
  const j = json as Record<string, number>;
  const into = (json as { into_combat?: { figures: number; p_targeted: number; others: number } | null }).into_combat;
  if (into) blocks.push({ kind: 'lines', lines: [t.text('frostgrave/view-into-combat', { figures: into.figures, p: percent(into.p_targeted, t.lang), each: percent(into.p_targeted, t.lang), others: into.others })] });
  blocks.push(
    {
      kind: 'pairs',
      items: [
        [t.text('frostgrave/view-p-hit'), percent(j.p_hit!, t.lang)],
        [t.text('frostgrave/view-expected-to', { name: nb }), decimal(j.expected_damage!, t.lang, 2)],
        [t.text('frostgrave/view-p-kill', { name: nb }), percent(j.p_kill!, t.lang)],
        [t.text('frostgrave/view-p-wounded', { name: nb }), percent(j.p_wounded!, t.lang)],
      ],
    },
    { kind: 'heading', text: t.text('frostgrave/view-damage-to', { name: nb }) },
    damageBars(odds!.damage, b.health, t),
  );
  return blocks;
}
