/** `simulate-attack` for Fées d'armes: the exact odds of one profile action, or the reading of one roll (`--dice`). */
import { sorted, toRecord } from '../../../core/dice/distribution.js';
import { usageError } from '../../../core/diagnostics/errors.js';
import { Messages, type Lang } from '../../../core/messages/catalogue.js';
import type { AttackInput, AttackModel, Report, Rng } from '../../../core/ruleset/ruleset.js';
import type { Block, View } from '../../../core/ruleset/view.js';
import { lazyReport } from '../../../core/ruleset/report.js';
import { decimal, percent } from '../../../core/messages/numbers.js';
import type { FeesAction, FeesBand, RuleRef } from '../band.js';
import { formatRule } from '../derive.js';
import { ruleText } from '../names.js';
import { messages } from '../messages.js';
import { attackOdds, effectiveArmour, outcome, type Defence, type Strike } from './attack.js';
import { countAtLeast, DICE_PER_TOKEN, modifiers, poolSize, successFace } from './pool.js';
import * as sides from './sides.js';
import { intOption, type Fighter } from './sides.js';

/** A rule left to the table, and why (message `fees/why-<reason>`). */
interface NotInOdds {
  readonly rule: string;
  readonly reason: string;
}

interface Setup {
  readonly attacker: Fighter;
  readonly target: Fighter;
  readonly action: FeesAction;
  readonly strike: Strike;
  readonly defence: Defence;
  readonly pool: { readonly action: number; readonly peur: number; readonly tokens: number; readonly dice: number };
  readonly modifiers: ReturnType<typeof modifiers>;
  readonly face: number;
  readonly notInOdds: readonly NotInOdds[];
  readonly t: Messages;
  /** `--range`: the cases to the target, and the (X) of the action's Tir, if any. */
  readonly range: { readonly cases: number; readonly tir: number | null } | null;
}

const rangeOf = (effects: readonly RuleRef[], cases: number | undefined) =>
  // Stryker disable next-line OptionalChaining: the effects in force are those whose `def.kind` is 'effect' (sides.effectsInForce), so `def` is always there
  cases === undefined ? null : { cases, tir: effects.find((r) => r.def?.id === 'tir')?.value ?? null };

const langOf = (value: unknown): Lang => (value === 'fr' ? 'fr' : 'en');

interface Table {
  readonly effects: readonly RuleRef[];
  readonly attacker: Fighter;
  readonly target: Fighter;
  readonly defence: Defence;
  readonly action: FeesAction;
  readonly devour: boolean;
  readonly rangeGiven: boolean;
}

/** The rules that change no odds here, each with its reason: the action's effects, the target's Régénération, words. */
function notInOddsOf(t: Table): NotInOdds[] {
  const out: NotInOdds[] = t.effects
    .filter((r) => r.def && sides.NOT_IN_ODDS.has(r.def.id) && !(r.def.id === 'tir' && r.value !== undefined && t.rangeGiven))
    .map((r) => ({ rule: formatRule(r), reason: r.def!.id === 'tir' && r.value === undefined ? 'tir-any' : sides.NOT_IN_ODDS.get(r.def!.id)! }));
  const regeneration = t.target.rules.find((r) => r.def?.id === 'regeneration');
  if (regeneration) out.push({ rule: formatRule(regeneration), reason: t.defence.regenerationFirst ? 'regeneration-first' : 'regeneration' });
  if (t.action.text && !t.devour) out.push({ rule: t.action.text, reason: 'text' });
  // A rule no §5 rule reads (`rules: [peurr]`, a warning of `validate`): named as ignored, never silently (issue 37).
  for (const r of [...t.attacker.rules, ...t.target.rules]) if (!r.def) out.push({ rule: formatRule(r), reason: 'unknown-rule' });
  return out;
}

function setup(input: AttackInput<FeesBand>): Setup {
  const { options } = input;
  const attacker = sides.fighter(input.attacker, 'attacker');
  // Stryker disable next-line StringLiteral: `fighter` reads its role only as `role === 'attacker'`, so any other string is the target
  const target = sides.fighter(input.target, 'target');
  const action = sides.chooseAction(attacker, options.action);
  const effects = sides.effectsInForce(attacker, action, sides.extraEffects(options));
  const tokens = intOption(options, 'tokens') ?? 0;
  const peur = sides.peurAuras(attacker, target, options);
  const extras = sides.strikeExtras(attacker, action, effects, options);
  const defence = sides.defenceOf(target, options);
  const mods = modifiers({
    secondActivation: sides.flag(options, 'secondActivation'),
    cover: sides.flag(options, 'cover'),
    conseiller: sides.underConseiller(attacker, options),
    modifier: intOption(options, 'modifier') ?? 0,
  });
  const notInOdds = notInOddsOf({ effects, attacker, target, defence, action, devour: extras.devour, rangeGiven: intOption(options, 'range') !== undefined });
  return {
    attacker,
    target,
    action,
    strike: sides.strikeOf(action, effects, extras),
    defence,
    pool: { action: attacker.action, peur: peur === 0 ? 0 : -peur, tokens, dice: poolSize({ action: attacker.action, tokens, peur }) },
    modifiers: mods,
    face: successFace(mods.total),
    notInOdds,
    range: rangeOf(effects, intOption(options, 'range')),
    t: new Messages(langOf(input.lang ?? options.lang), [messages]),
  };
}

/** `--dice 6,4,1` or a list: the faces rolled at the table, one per die of the pool. */
export function parseDice(raw: unknown, expected: number): number[] {
  const parts = Array.isArray(raw) ? raw.flatMap((r) => String(r).split(',')) : String(raw).split(',');
  const faces = parts.map((p) => p.trim()).filter((p) => p !== '').map(Number);
  if (faces.some((f) => !Number.isInteger(f) || f < 1 || f > 6)) throw usageError('fees/bad-dice', { actual: String(raw) });
  if (faces.length !== expected) throw usageError('fees/dice-count', { limit: expected, actual: faces.length });
  return faces;
}

/** Who attacks whom, as in every ruleset's JSON: `{"name","file"}`, both `null` for a side typed in. */
const who = (f: Fighter) => ({ name: f.file === null ? null : f.name, file: f.file });

function common(s: Setup, method: string) {
  return {
    ruleset: 'fees-d-armes',
    method,
    attacker: who(s.attacker),
    target: who(s.target),
    action: s.action.name,
    pool: s.pool,
    modifiers: { ...s.modifiers.parts, total: s.modifiers.total },
    success_on: s.face,
    need: s.strike.need,
    armour: effectiveArmour(s.strike, s.defence),
    target_health: s.defence.health,
    range: s.range ? { ...s.range, out_of_range: s.strike.outOfRange } : null,
  };
}

/** A non-zero count with its sign: Peur, tokens and modifiers are shown only when they are not 0. */
// Stryker disable next-line EqualityOperator: never called with 0, the one value where `>` and `>=` differ
const signed = (n: number): string => (n > 0 ? `+${n}` : `−${-n}`);

function setupView(s: Setup): Block[] {
  const { t, pool } = s;
  const diceParts = [t.text('fees/view-action', { n: pool.action })];
  if (pool.peur) diceParts.push(t.text('fees/view-peur', { n: signed(pool.peur) }));
  if (pool.tokens) diceParts.push(t.text('fees/view-tokens', { n: pool.tokens, dice: signed(DICE_PER_TOKEN * pool.tokens) }));
  const modParts = Object.entries(s.modifiers.parts).map(([k, v]) => `${t.text(`fees/view-mod-${k}`)} ${signed(v)}`);
  const armourNote = s.strike.gel ? ` (${t.text('fees/view-gel')})` : s.defence.cover ? ` (${t.text('fees/view-armour-cover', { n: s.defence.armour })})` : '';
  const plus = s.strike.plus ? '+' : '';
  return [
    { kind: 'heading', text: `${s.attacker.name} → ${s.target.name} : ${s.action.name} (${s.strike.need}${plus})` },
    {
      kind: 'pairs',
      items: [
        [t.text('fees/view-dice'), `${pool.dice} (${diceParts.join(', ')})`],
        [t.text('fees/view-success-on'), `${s.face}+${modParts.length ? ` (${modParts.join(', ')})` : ''}`],
        [t.text('fees/view-need'), s.strike.need],
        [t.text('fees/view-damage'), `${s.strike.damage}${plus}`],
        [t.text('fees/view-armour'), `${effectiveArmour(s.strike, s.defence)}${armourNote}`],
        [t.text('fees/view-health'), s.defence.health],
        ...(s.strike.outOfRange && s.range ? [[t.text('fees/view-range'), t.text('fees/view-out-of-range', { cases: s.range.cases, x: s.range.tir ?? '' })] as [string, string]] : []),
      ],
    },
  ];
}

function notesView(s: Setup): Block[] {
  if (!s.notInOdds.length) return [];
  return [{ kind: 'lines', lines: ['', s.t.text('fees/view-not-in-odds-heading'), ...s.notInOdds.map((n) => `  ${ruleText(n.rule)}: ${s.t.text(`fees/why-${n.reason}`)}`)] }];
}

/** The JSON of the rules left to the table: their names, and the reasons by name. */
const notInOddsJson = (s: Setup) => ({ not_in_odds: s.notInOdds.map((n) => n.rule), not_in_odds_reasons: Object.fromEntries(s.notInOdds.map((n) => [n.rule, n.reason])) });

function endOfTurn(s: Setup) {
  return { flammes: s.strike.flammes, poison: s.strike.poison, regeneration: s.defence.regeneration };
}

function exactReport(s: Setup): Report {
  const odds = attackOdds(s.strike, s.defence, s.pool.dice, s.face);
  const json = {
    ...common(s, 'exact'),
    p_success: odds.p_success,
    expected_damage: odds.expected_damage,
    damage: toRecord(odds.damage),
    p_kill: odds.p_kill,
    end_of_turn: { ...endOfTurn(s), p_kill: odds.p_kill_end_of_turn },
    ...notInOddsJson(s),
  };
  return lazyReport(json, () => exactView(s, odds), sampler(s));
}

function exactView(s: Setup, odds: ReturnType<typeof attackOdds>): View {
  const { t } = s;
  const results: [string, string][] = [
    [t.text('fees/view-p-success'), percent(odds.p_success, t.lang)],
    [t.text('fees/view-expected'), decimal(odds.expected_damage, t.lang, 2)],
    [t.text('fees/view-p-kill'), percent(odds.p_kill, t.lang)],
  ];
  if (s.strike.flammes || s.strike.poison) {
    results.push([t.text('fees/view-end-of-turn'), t.text('fees/view-end-of-turn-value', { ...endOfTurn(s), p: percent(odds.p_kill_end_of_turn, t.lang) })]);
  }
  const kill = s.defence.health;
  const bars = sorted(odds.damage).map(([v, p]) => ({ label: String(v), p, ...(v >= kill ? { note: t.text('fees/view-eliminated') } : {}) }));
  return [...setupView(s), { kind: 'pairs', items: results }, { kind: 'heading', text: t.text('fees/view-damage-heading') }, { kind: 'bars', items: bars }, ...notesView(s)];
}

function diceReport(s: Setup, faces: readonly number[]): Report {
  const successes = countAtLeast(faces, s.face);
  const o = outcome(s.strike, s.defence, successes);
  const json = {
    ...common(s, 'dice'),
    dice: faces,
    successes,
    success: o.success,
    damage_before_armour: o.gross,
    damage: o.damage,
    killed: o.killed,
    end_of_turn: { ...endOfTurn(s), damage: o.endOfTurn, killed: o.killedByEndOfTurn },
    ...notInOddsJson(s),
  };
  const { t } = s;
  const items: [string, string | number][] = [
    [t.text('fees/view-rolled'), faces.map((f) => (f >= s.face ? `[${f}]` : String(f))).join(' ')],
    [t.text('fees/view-successes'), `${successes} / ${s.strike.need}`],
    [t.text('fees/view-result'), o.success ? t.text('fees/view-hit', { gross: o.gross, damage: o.damage }) : t.text('fees/view-miss')],
  ];
  if (o.killed) items.push([t.text('fees/view-health'), t.text('fees/view-eliminated')]);
  if (o.endOfTurn) items.push([t.text('fees/view-end-of-turn'), t.text(o.killedByEndOfTurn ? 'fees/view-eot-killed' : 'fees/view-eot-damage', { n: o.endOfTurn })]);
  return { json, view: [...setupView(s), { kind: 'pairs', items }, ...notesView(s)] };
}

/** One attack rolled with `rng`, for the Monte Carlo cross-check of `--trials`: the keys of the exact JSON it estimates. */
function sampler(s: Setup): (rng: Rng) => Record<string, number> {
  return (rng) => {
    const faces = Array.from({ length: s.pool.dice }, () => rng.die(6));
    const o = outcome(s.strike, s.defence, countAtLeast(faces, s.face));
    return { p_success: o.success ? 1 : 0, expected_damage: o.damage, p_kill: o.killed ? 1 : 0 };
  };
}

export const attack: AttackModel<FeesBand> = {
  simulate(input) {
    const s = setup(input);
    if (input.options.dice !== undefined) return diceReport(s, parseDice(input.options.dice, s.pool.dice));
    return exactReport(s);
  },
  // A pool: its size depends on the attacker, the tokens and Peur, so the model checks the number of faces.
  dice: { sides: 6 },
};
