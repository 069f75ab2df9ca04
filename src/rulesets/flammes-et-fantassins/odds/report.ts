/** An attack's figures as JSON for scripts and as a view for people; every number keeps its source. */
import { toRecord } from '../../../core/dice/distribution.js';
import { Messages, type Lang } from '../../../core/messages/catalogue.js';
import type { Block, View } from '../../../core/ruleset/view.js';
import { inSentence } from '../../../core/ruleset/display-names.js';
import { decimal, percent } from '../../../core/messages/numbers.js';
import { messages } from '../messages.js';
import { anyName } from '../names.js';
import { signed, type Fighter } from './fighters.js';
import type { Line, Plan } from './plan.js';
import type { CastWith } from './casting.js';
import type { Resolution } from './policy.js';
import type { Summary } from './odds.js';

const RULESET = 'flammes-et-fantassins';

function side(f: Fighter) {
  return f.kind === 'member' ? { name: f.name, file: f.file } : { name: null, file: null };
}

/** The lines always counted in a roll: the peau d'écorce (a CA line, until the first PV lost) is; choices after the roll are not. */
function sum(lines: readonly Line[], roll: Line['roll']) {
  const parts = lines.filter((l) => l.roll === roll && (!l.when || l.when === 'until-pv-lost'));
  return { total: parts.reduce((s, l) => s + l.value, 0), parts: parts.map(({ roll: _r, when: _w, ...rest }) => rest) };
}

export function modifiersJson(plan: Plan) {
  return {
    touche: sum(plan.lines, 'touche'),
    degats: sum(plan.lines, 'degats'),
    defense: { name: plan.defenseName, ...sum(plan.lines, 'defense') },
    conditional: plan.lines.filter((l) => l.when && l.when !== 'until-pv-lost'),
    until_pv_lost: plan.lines.filter((l) => l.when === 'until-pv-lost').map(({ when: _w, ...l }) => l),
    pv: plan.pv,
    concentration: { count: plan.concentration, to: plan.setup.concentrationBoth ? 'touche-and-degats' : 'touche-or-degats' },
    effects: plan.effects,
  };
}

/** A spell read from a parchemin or cast through Inspiration says so; a known spell says nothing more. */
export const castWithJson = (how: CastWith | null | undefined) => (how && how !== 'known' ? { cast_with: how } : {});

export function headJson(plan: Plan, method: 'exact' | 'dice') {
  return {
    ruleset: RULESET,
    method,
    attacker: { ...side(plan.attacker), attack: plan.kind, weapon: plan.weapon, spell: plan.spell?.id ?? null, ...castWithJson(plan.castWith) },
    target: { ...side(plan.target), defense: plan.defenseName, pv: plan.pv.current, pv_max: plan.pv.max },
  };
}

/** Effects lasting "pendant le Round" that "attacks to kill" assumes last through every attack counted. */
export function assumptionsJson(plan: Plan) {
  return plan.roundLong.length ? { assumptions: [{ code: 'round-long', effects: plan.roundLong }] } : {};
}

function assumptionBlocks(plan: Plan, t: Messages): Block[] {
  return plan.roundLong.length ? [{ kind: 'lines', lines: [t.text('ff/attack-assumes-round', { effects: plan.roundLong.map(anyName).join(', ') })] }] : [];
}

/** A spell whose Effet is not PV lost: the chance of its effect, and the amount it gives (PA, pouces, niveaux, PV regained). */
export function effectJson(plan: Plan, s: Summary) {
  const outcome = plan.spell!.outcome;
  const amount = outcome.kind === 'amount' ? { unit: outcome.unit, ...(outcome.divide ? { divided_by: outcome.divide } : {}), expected: s.expectedDamage, distribution: toRecord(s.damage) } : undefined;
  return {
    p_hit: s.pHit,
    p_effect: outcome.kind === 'threshold' ? s.pStun : outcome.kind === 'amount' ? 1 - (s.damage.get(0) ?? 0) : s.pHit,
    ...(outcome.kind === 'threshold' ? { effect_at_least: outcome.min } : {}),
    ...(amount ? { amount } : {}),
    ...(plan.setup.reroll ? { p_benediction: s.pReroll } : {}),
  };
}

export function effectBlocks(plan: Plan, s: Summary, lang: Lang): Block[] {
  const t = words(lang);
  const json = effectJson(plan, s);
  const outcome = plan.spell!.outcome;
  const items: [string, string][] = [
    [t.text('ff/attack-p-hit'), percent(json.p_hit, t.lang)],
    // The outcome's own fields (min, unit) fill its words.
    [t.text(`ff/attack-p-effect-${outcome.kind}`, { ...outcome }), percent(json.p_effect, t.lang)],
  ];
  if (json.amount) items.push([t.text('ff/attack-expected-amount', { unit: json.amount.unit }), decimal(json.amount.expected, t.lang, 3)]);
  if (plan.setup.reroll) items.push([t.text('ff/attack-p-benediction'), percent(s.pReroll, t.lang)]);
  const blocks: Block[] = [...modifierBlocks(plan, t), { kind: 'pairs', items }];
  if (json.amount) blocks.push({ kind: 'heading', text: t.text('ff/attack-amount-heading', { unit: json.amount.unit }) }, { kind: 'bars', items: Object.entries(json.amount.distribution).map(([v, p]) => ({ label: v, p })) });
  return blocks;
}

export function summaryJson(plan: Plan, s: Summary, toKill: readonly { attacks: number; p: number }[], toStun: readonly { attacks: number; p: number }[]) {
  const damage = toRecord(s.damage);
  return {
    p_hit: s.pHit,
    expected_damage: s.expectedDamage,
    p_kill: s.pKill,
    damage,
    attacks_to_kill: toKill.map(({ attacks, p }) => ({ attacks, p_dead: p })),
    ...(plan.setup.dodge ? { p_dodge: s.pDodge } : {}),
    ...(plan.setup.botte !== null || plan.setup.esquive !== null
      ? { p_talents: { ...(plan.setup.botte !== null ? { 'botte-secrete': s.pBotte } : {}), ...(plan.setup.esquive !== null ? { esquive: s.pEsquive } : {}) } }
      : {}),
    ...(plan.setup.stun !== null ? { p_stun: s.pStun, attacks_to_stun: toStun.map(({ attacks, p }) => ({ attacks, p_stunned: p })) } : {}),
    ...(plan.spell?.drains ? { expected_drain: s.expectedDrain } : {}),
    ...(plan.setup.flip ? { p_magie_scolaire: s.pFlip } : {}),
    ...(plan.setup.eloquence ? { p_eloquence: s.pEloquence } : {}),
    ...(plan.setup.reroll ? { p_benediction: s.pReroll } : {}),
    ...assumptionsJson(plan),
  };
}

// ---------------------------------------------------------------- view

const ROLL_NAMES: Record<Line['roll'], (plan: Plan) => string> = {
  touche: () => 'Touche',
  degats: (plan) => (plan.kind === 'spell' ? 'Effet' : 'Dégâts'),
  defense: (plan) => plan.defenseName,
};

function words(lang: Lang): Messages {
  return new Messages(lang, [messages]);
}

function sourceText(line: Line, t: Messages): string {
  const key = `ff/attack-src-${line.source}`;
  // The line's own fields fill its words ("typed in ({detail})").
  const name = t.has(key) ? t.text(key, { ...line }) : anyName(line.source);
  const detail = line.detail && !t.has(key) ? ` (${line.detail})` : '';
  const when = line.when ? ` ${t.text(`ff/attack-when-${line.when}`)}` : '';
  return `${name}${detail}${when}`;
}

function sideName(f: Fighter, role: 'attacker' | 'target', t: Messages): string {
  return f.kind === 'member' ? f.name : t.text(`ff/attack-typed-${role}`);
}

export const castWithWords = (how: CastWith | null | undefined, t: Messages): string => (how && how !== 'known' ? ` (${t.text(`ff/attack-cast-with-${how}`)})` : '');

function title(plan: Plan, t: Messages): string {
  const what =
    plan.kind === 'spell'
      ? t.text('ff/attack-kind-spell', { spell: inSentence(anyName(plan.spell!.id)) + (plan.number !== null ? ` (nb ${plan.number})` : '') + castWithWords(plan.castWith, t) })
      : plan.weapon === null
        ? t.text(`ff/attack-kind-${plan.kind}-typed`)
        : t.text(`ff/attack-kind-${plan.kind}`, { weapon: inSentence(anyName(plan.weapon)) });
  return t.text('ff/attack-title', { attacker: sideName(plan.attacker, 'attacker', t), target: sideName(plan.target, 'target', t), what });
}

/** The rows of the modifiers table: Touche, then Dégâts (Effet), then the defense. */
const ORDER: Record<Line['roll'], number> = { touche: 0, degats: 1, defense: 2 };

function modifierBlocks(plan: Plan, t: Messages): Block[] {
  const lines = [...plan.lines].sort((x, y) => ORDER[x.roll] - ORDER[y.roll]);
  const firstDefense = lines.find((l) => l.roll === 'defense');
  const rows: (readonly [string, string, string])[] = lines.map((l) => [ROLL_NAMES[l.roll](plan), l === firstDefense ? String(l.value) : signed(l.value), sourceText(l, t)]);
  if (plan.concentration > 0) {
    rows.push(['Concentration', String(plan.concentration), t.text(plan.setup.concentrationBoth ? 'ff/attack-concentration-both' : 'ff/attack-concentration-or', { effect: t.text(plan.kind === 'spell' ? 'ff/attack-to-effet' : 'ff/attack-to-degats') })]);
  }
  for (const id of plan.effects) if (t.has(`ff/attack-rule-${id}`)) rows.push(['', '', `${anyName(id)}: ${t.text(`ff/attack-rule-${id}`)}`]);
  rows.push(['PV', String(plan.pv.current), t.text('ff/attack-pv', { max: plan.pv.max })]);
  const touche = sum(plan.lines, 'touche').total;
  const degats = sum(plan.lines, 'degats').total;
  const defense = sum(plan.lines, 'defense').total;
  return [
    { kind: 'heading', text: title(plan, t) },
    { kind: 'table', columns: [t.text('ff/attack-col-roll'), t.text('ff/attack-col-value'), t.text('ff/attack-col-source')], rows },
    {
      kind: 'pairs',
      items: [[t.text('ff/attack-needs'), t.text('ff/attack-needs-line', { touche: signed(touche), degats: signed(degats), effect: ROLL_NAMES.degats(plan), defense: `${plan.defenseName} ${defense}` })]],
    },
  ];
}

export function summaryBlocks(plan: Plan, s: Summary, toKill: readonly { attacks: number; p: number }[], toStun: readonly { attacks: number; p: number }[], lang: Lang): Block[] {
  const t = words(lang);
  const items: [string, string][] = [
    [t.text('ff/attack-p-hit'), percent(s.pHit, t.lang)],
    [t.text('ff/attack-expected-damage'), decimal(s.expectedDamage, t.lang, 3)],
    [t.text('ff/attack-p-kill'), percent(s.pKill, t.lang)],
  ];
  if (plan.setup.dodge) items.push([t.text('ff/attack-p-dodge'), percent(s.pDodge, t.lang)]);
  if (plan.setup.botte !== null) items.push([t.text('ff/attack-p-botte'), percent(s.pBotte, t.lang)]);
  if (plan.setup.esquive !== null) items.push([t.text('ff/attack-p-esquive'), percent(s.pEsquive, t.lang)]);
  if (plan.setup.stun !== null) items.push([t.text('ff/attack-p-stun'), percent(s.pStun, t.lang)]);
  if (plan.spell?.drains) items.push([t.text('ff/attack-expected-drain'), decimal(s.expectedDrain, t.lang, 3)]);
  if (plan.setup.flip) items.push([t.text('ff/attack-p-flip'), percent(s.pFlip, t.lang)]);
  if (plan.setup.eloquence) items.push([t.text('ff/attack-p-eloquence'), percent(s.pEloquence, t.lang)]);
  if (plan.setup.reroll) items.push([t.text('ff/attack-p-benediction'), percent(s.pReroll, t.lang)]);
  const blocks: Block[] = [
    ...modifierBlocks(plan, t),
    { kind: 'pairs', items },
    { kind: 'heading', text: t.text(plan.kind === 'spell' ? 'ff/attack-effect-heading' : 'ff/attack-damage-heading') },
    { kind: 'bars', items: Object.entries(toRecord(s.damage)).map(([v, p]) => ({ label: v, p, note: Number(v) >= plan.pv.current ? t.text('ff/attack-kills') : undefined })) },
    { kind: 'heading', text: t.text('ff/attack-to-kill-heading') },
    { kind: 'bars', items: toKill.map(({ attacks, p }) => ({ label: String(attacks), p })) },
  ];
  if (plan.setup.stun !== null) blocks.push({ kind: 'heading', text: t.text('ff/attack-to-stun-heading') }, { kind: 'bars', items: toStun.map(({ attacks, p }) => ({ label: String(attacks), p })) });
  return [...blocks, ...assumptionBlocks(plan, t)];
}

/** Boule de feu: the figures for each number the mage may choose. */
export function numbersBlocks(rows: readonly { number: number; summary: Summary }[], best: number, chosen: number, lang: Lang): Block[] {
  const t = words(lang);
  return [
    { kind: 'heading', text: t.text('ff/attack-numbers-heading') },
    {
      kind: 'table',
      columns: ['nb', 'Tra', t.text('ff/attack-p-hit'), t.text('ff/attack-expected-damage'), t.text('ff/attack-p-kill'), ''],
      rows: rows.map(({ number, summary: s }) => [
        number,
        number,
        percent(s.pHit, t.lang),
        decimal(s.expectedDamage, t.lang, 3),
        percent(s.pKill, t.lang),
        number === best ? t.text('ff/attack-best') : number === chosen ? t.text('ff/attack-chosen') : '',
      ]),
    },
  ];
}

/** `reroll`: with the Bénédiction in play, whether these dice (the first roll) serve better rolled again; else null. */
export function diceReport(plan: Plan, r: Resolution, lang: Lang, reroll: boolean | null = null): { json: Record<string, unknown>; view: View } {
  const t = words(lang);
  const json = {
    ...headJson(plan, 'dice'),
    dice: r.dice,
    touche_die: r.toucheDie,
    degats_die: r.degatsDie,
    concentration: { touche: r.toucheConcentration, degats: r.degatsConcentration },
    botte_secrete: r.botte,
    ...(plan.setup.flip ? { magie_scolaire: r.flipped } : {}),
    ...(plan.setup.eloquence ? { eloquence: r.eloquence } : {}),
    touche: r.touche,
    degats: r.degats,
    defense: r.defense,
    response: r.response,
    hit: r.hit,
    damage: r.damage,
    kill: r.kill,
    ...(plan.spell && plan.spell.outcome.kind !== 'pv' ? { effect: plan.spell.outcome.kind === 'threshold' ? r.stunned : plan.spell.outcome.kind === 'hit' ? r.hit : r.damage } : {}),
    ...(plan.setup.stun !== null ? { stunned: r.stunned } : {}),
    ...(plan.spell?.drains ? { drain: r.damage } : {}),
    ...(reroll !== null ? { benediction_reroll: reroll } : {}),
    modifiers: modifiersJson(plan),
  };
  const effect = ROLL_NAMES.degats(plan);
  const items: [string, string][] = [
    [t.text('ff/attack-dice'), r.dice.join(', ')],
    ['Touche', t.text('ff/attack-dice-line', { die: r.toucheDie, concentration: r.toucheConcentration, total: r.touche })],
    [effect, t.text('ff/attack-dice-line', { die: r.degatsDie, concentration: r.degatsConcentration, total: r.degats }) + (r.botte ? ` (${anyName('botte-secrete')})` : '')],
    [plan.defenseName, String(r.defense)],
  ];
  if (r.response !== 'none') items.push([t.text('ff/attack-response'), t.text(`ff/attack-response-${r.response}`)]);
  items.push([t.text('ff/attack-result'), t.text(r.hit ? 'ff/attack-hit' : 'ff/attack-miss')], [t.text('ff/attack-pv-lost'), String(r.damage) + (r.kill ? ` (${t.text('ff/attack-kills')})` : '')]);
  if (plan.setup.stun !== null) items.push([t.text('ff/attack-p-stun'), t.text(r.stunned ? 'ff/attack-yes' : 'ff/attack-no')]);
  if (plan.spell?.drains) items.push([t.text('ff/attack-drain'), String(r.damage)]);
  if (reroll !== null) items.push([anyName('benediction'), t.text(reroll ? 'ff/attack-reroll-advised' : 'ff/attack-reroll-not-advised')]);
  return { json, view: [...modifierBlocks(plan, t), { kind: 'pairs', items }] };
}
