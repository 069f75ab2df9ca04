/** Profiles, attacks and rolls for people: tables and bars, worded in English or French. */
import { Messages, type Lang } from '../../core/messages/catalogue.js';
import type { Block, View } from '../../core/ruleset/view.js';
import { decimal, percent } from '../../core/messages/numbers.js';
import type { MefProfile, UnitProfile } from './derive.js';
import { messages } from './messages.js';
import { nameOf } from './names.js';

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
const perforant = (p: number): string => (p > 0 ? ` P${p}` : '');

function melText(u: UnitProfile): string {
  return u.stats.mel.map((m) => `${m.score}${perforant(m.perforant)}`).join(' / ') || '-';
}

function tirText(u: UnitProfile): string {
  return u.stats.tir.map((t) => `${t.score}${perforant(t.perforant)} ${nameOf('range', t.portee)} ${nameOf('ammunition', t.munitions)}`).join(' / ') || '-';
}

export function view(profile: MefProfile, lang: Lang): View {
  const t = new Messages(lang, [messages]);
  const { band } = profile;
  const blocks: Block[] = [
    { kind: 'heading', text: `${profile.name} (Mini Figs Mef-Fan)` },
    {
      kind: 'pairs',
      items: [
        [t.text('mef-fan/view-points'), `${band.points_spent} / ${band.points_budget}`],
        [t.text('mef-fan/view-campaign'), t.text(profile.campaign ? 'mef-fan/view-yes' : 'mef-fan/view-no')],
      ],
    },
    {
      kind: 'table',
      columns: [t.text('mef-fan/view-name'), t.text('mef-fan/view-role'), t.text('mef-fan/view-models'), 'Dép', 'Mél', 'Tir', 'Déf', 'Men', 'Vie'],
      rows: profile.units.map((u) => [
        u.name,
        nameOf('role', u.role),
        u.models,
        u.movement === 'normal' ? String(u.stats.dep) : `${u.stats.dep} ${nameOf('movement', u.movement)}`,
        melText(u),
        tirText(u),
        u.stats.def,
        u.stats.men,
        u.stats.vie,
      ]),
    },
    { kind: 'heading', text: t.text('mef-fan/view-costs') },
    {
      kind: 'table',
      columns: [t.text('mef-fan/view-name'), 'Dép', 'Mél', 'Tir', 'Déf', 'Men', t.text('mef-fan/view-sum'), '× Vie', t.text('mef-fan/view-figure'), t.text('mef-fan/view-unit')],
      rows: profile.units.map((u) => [u.name, u.cost.dep, u.cost.mel, u.cost.tir, u.cost.def, u.cost.men, u.cost.base, `×${u.cost.vie_multiplier}`, u.figure_cost, u.unit_cost]),
    },
  ];
  const extras = profile.units.filter((u) => u.equipment.length || u.skills.length || u.spells.length || u.rank);
  for (const u of extras) {
    const items: [string, string][] = [];
    if (u.equipment.length) items.push([t.text('mef-fan/view-equipment'), u.equipment.map((id) => nameOf('equipment', id)).join(', ')]);
    if (u.skills.length) items.push([t.text('mef-fan/view-skills'), u.skills.map((id) => nameOf('skill', id)).join(', ')]);
    if (u.rank) items.push([t.text('mef-fan/view-rank'), nameOf('rank', u.rank)]);
    if (u.spells.length) items.push([t.text('mef-fan/view-spells'), u.spells.map((id) => nameOf('spell', id)).join(', ')]);
    blocks.push({ kind: 'heading', text: u.name }, { kind: 'pairs', items });
  }
  return blocks;
}

interface ModifierJson {
  readonly source: string;
  readonly value: number;
}

const modifierLines = (modifiers: readonly ModifierJson[], t: Messages): string[] =>
  modifiers.map((m) => `${m.value === 0 ? '±0' : signed(m.value)}  ${t.text(`mef-fan/mod-${m.source}`)}`);

const distributionBars = (record: Readonly<Record<string, number>>): Block => ({
  kind: 'bars',
  items: Object.entries(record).map(([label, p]) => ({ label, p })),
});

export interface AttackViewJson {
  readonly weapon: string;
  readonly attacker: { readonly name: string | null; readonly typed: boolean; readonly models: number; readonly dice: number };
  readonly target: { readonly name: string | null; readonly typed: boolean; readonly models: number; readonly def: number; readonly vie: number };
  readonly modifiers: readonly ModifierJson[];
  readonly rolls: readonly { readonly score: number; readonly perforant: number; readonly dice: number; readonly target: number; readonly p_success: number; readonly save: number; readonly p_unsaved: number }[];
  readonly p_frightened: number;
  readonly parry: { readonly dice: number; readonly modifiers: readonly ModifierJson[]; readonly p_frightened: number } | null;
  readonly wounds: Readonly<Record<string, number>>;
  readonly removed: Readonly<Record<string, number>>;
  readonly expected_wounds: number;
  readonly expected_vie_lost: number;
  readonly expected_removed: number;
  readonly def_modifiers: readonly ModifierJson[];
  /** The Dép a rule reads (the charger's, the cible rapide's) with Vitesse du vent and Enchevêtrement. */
  readonly dep?: { readonly side: string; readonly base: number; readonly modifiers: readonly ModifierJson[]; readonly value: number } | null;
  readonly spell: { readonly id: string; readonly name: string; readonly men: number; readonly modifiers: readonly ModifierJson[]; readonly target: number; readonly p_cast: number } | null;
  readonly if_cast: { readonly expected_wounds: number; readonly expected_vie_lost: number; readonly expected_removed: number } | null;
}

function spellLines(json: AttackViewJson, t: Messages): string[] {
  if (!json.spell || !json.if_cast) return [];
  const modifiers = json.spell.modifiers.map((m) => ` ${signed(m.value)} ${t.text(`mef-fan/mod-${m.source}`)}`).join('');
  return [
    t.text('mef-fan/view-cast', { men: json.spell.men, modifiers, target: json.spell.target, p: percent(json.spell.p_cast, t.lang) }),
    t.text('mef-fan/view-if-cast', { wounds: decimal(json.if_cast.expected_wounds, t.lang, 3), vie: decimal(json.if_cast.expected_vie_lost, t.lang, 3), removed: decimal(json.if_cast.expected_removed, t.lang, 3) }),
  ];
}

export function attackView(json: AttackViewJson, lang: Lang): View {
  const t = new Messages(lang, [messages]);
  const named = <S extends { readonly name: string | null; readonly typed: boolean }>(side: S, role: string): S & { readonly name: string } => ({ ...side, name: side.typed || side.name === null ? t.text(`mef-fan/view-typed-${role}`) : side.name });
  const attacker = named(json.attacker, 'attacker');
  const target = named(json.target, 'target');
  const lines = json.rolls.map((r) =>
    t.text('mef-fan/view-roll', { dice: r.dice, score: r.score, perforant: perforant(r.perforant), target: r.target, p: percent(r.p_success, t.lang), save: r.save, unsaved: percent(r.p_unsaved, t.lang) }),
  );
  lines.push(...modifierLines(json.modifiers, t));
  if (json.def_modifiers.length) lines.push(t.text('mef-fan/view-def', { def: json.target.def, modifiers: json.def_modifiers.map((m) => `${signed(m.value)} ${t.text(`mef-fan/mod-${m.source}`)}`).join(', ') }));
  if (json.dep?.modifiers.length) lines.push(t.text(`mef-fan/view-dep-${json.dep.side}`, { dep: json.dep.value, modifiers: json.dep.modifiers.map((m) => `${signed(m.value)} ${t.text(`mef-fan/mod-${m.source}`)}`).join(', ') }));
  lines.unshift(...spellLines(json, t));
  if (json.p_frightened > 0) lines.push(t.text('mef-fan/view-frightened', { name: attacker.name, p: percent(json.p_frightened, t.lang) }));
  if (json.parry) {
    lines.push(t.text('mef-fan/view-parry', { name: target.name, dice: json.parry.dice }), ...modifierLines(json.parry.modifiers, t).map((l) => `  ${l}`));
    if (json.parry.p_frightened > 0) lines.push(t.text('mef-fan/view-frightened', { name: target.name, p: percent(json.parry.p_frightened, t.lang) }));
  }
  return [
    { kind: 'heading', text: t.text(`mef-fan/view-attack-${json.weapon}`, { attacker: `${attacker.name} (${attacker.models})`, target: `${target.name} (${target.models})`, spell: json.spell?.name ?? '' }) },
    { kind: 'lines', lines },
    { kind: 'heading', text: t.text('mef-fan/view-wounds', { expected: decimal(json.expected_wounds, t.lang, 3), lost: decimal(json.expected_vie_lost, t.lang, 3) }) },
    distributionBars(json.wounds),
    { kind: 'heading', text: t.text('mef-fan/view-removed', { vie: target.vie, expected: decimal(json.expected_removed, t.lang, 3) }) },
    distributionBars(json.removed),
  ];
}

export interface RollViewJson {
  readonly roll: string;
  readonly men: number;
  readonly modifiers: readonly ModifierJson[];
  readonly target: number;
  readonly p_success?: number;
  readonly p_effect?: number;
  readonly dice?: readonly number[];
  readonly success?: boolean;
  readonly target_die?: number;
  readonly effect?: boolean;
  readonly spell?: { readonly name: string };
  readonly target_test?: 'resist' | 'succeed';
  /** II.E Men above 5: never demoralised. */
  readonly unbreakable?: boolean;
}

/** The bar of P(effect): not resisted, the target's success (Motivation), or simply cast. */
const effectLabel = (test: 'resist' | 'succeed' | undefined): string =>
  test === 'succeed' ? 'mef-fan/view-effect-succeed' : test === 'resist' ? 'mef-fan/view-effect' : 'mef-fan/view-effect-none';

/** The line of the target's die: "resists" or "fails" for a resisted spell, "succeeds" or "fails" for Motivation. */
const targetDieLine = (test: 'resist' | 'succeed' | undefined, effect: boolean): string =>
  test === 'succeed' ? (effect ? 'mef-fan/view-succeed-yes' : 'mef-fan/view-succeed-no') : effect ? 'mef-fan/view-effect-yes' : 'mef-fan/view-effect-no';

export function rollView(json: RollViewJson, lang: Lang): View {
  const t = new Messages(lang, [messages]);
  const blocks: Block[] = [
    { kind: 'heading', text: t.text(`mef-fan/roll-${json.roll}`) },
    { kind: 'lines', lines: [...(json.spell ? [t.text('mef-fan/view-spell', { name: json.spell.name })] : []), `Men ${json.men}`, ...modifierLines(json.modifiers, t), t.text(json.unbreakable ? 'mef-fan/view-unbreakable' : 'mef-fan/view-target', { target: json.target })] },
  ];
  // Without --spell, an effect is a spell the target resists (Terreur …); with one, its own test or none.
  const test = json.spell ? json.target_test : 'resist';
  if (json.p_success !== undefined) {
    const items = [{ label: t.text('mef-fan/view-success'), p: json.p_success }, { label: t.text('mef-fan/view-failure'), p: 1 - json.p_success }];
    if (json.p_effect !== undefined) items.push({ label: t.text(effectLabel(test)), p: json.p_effect });
    blocks.push({ kind: 'bars', items });
  } else {
    const lines = [t.text('mef-fan/view-dice', { dice: (json.dice ?? []).join(', ') }), t.text(json.success ? 'mef-fan/view-success' : 'mef-fan/view-failure')];
    if (json.target_die !== undefined) lines.push(t.text(targetDieLine(test, json.effect === true), { die: json.target_die }));
    blocks.push({ kind: 'lines', lines });
  }
  return blocks;
}

export interface InitiativeViewJson {
  readonly bonus: number;
  readonly opponent_bonus: number;
  readonly p_first?: number;
  readonly p_tie?: number;
  readonly throws?: readonly (readonly [number, number])[];
  readonly winner?: 'player' | 'opponent';
}

export function initiativeView(json: InitiativeViewJson, lang: Lang): View {
  const t = new Messages(lang, [messages]);
  const blocks: Block[] = [
    { kind: 'heading', text: t.text('mef-fan/roll-initiative') },
    { kind: 'lines', lines: [t.text('mef-fan/view-initiative', { bonus: signed(json.bonus), opponent: signed(json.opponent_bonus) })] },
  ];
  if (json.p_first !== undefined) {
    blocks.push({ kind: 'bars', items: [{ label: t.text('mef-fan/view-p-first'), p: json.p_first }, { label: t.text('mef-fan/view-p-tie'), p: json.p_tie ?? 0 }] });
  } else {
    const shown = (face: number, bonus: number): string => (bonus ? `${face}${signed(bonus)} = ${face + bonus}` : String(face));
    const lines = (json.throws ?? []).map(([mine, theirs]) => t.text('mef-fan/view-initiative-throw', { mine: shown(mine, json.bonus), theirs: shown(theirs, json.opponent_bonus) }));
    lines.push(t.text(`mef-fan/view-initiative-winner-${json.winner}`));
    blocks.push({ kind: 'lines', lines });
  }
  return blocks;
}
