/** The two sides of `simulate-attack` (a figure of a band file, or numbers typed in) to a strike, a defence and a pool. */
import { ruleError, usageError } from '../../../core/diagnostics/errors.js';
import { suggest, toId } from '../../../core/diagnostics/names.js';
import type { Options, Side } from '../../../core/ruleset/ruleset.js';
import type { FeesAction, FeesBand, FeesFigure, RuleRef } from '../band.js';
import { resolveRule } from '../parse.js';
import { AURA_RANGE } from '../catalogue.js';
import { BOUNDS } from '../options.js';
import type { Defence, Strike } from './attack.js';

/** What the odds need of a figure: its card, or the typed numbers as a one-action card. */
export interface Fighter {
  readonly name: string;
  /** The band file of a figure; `null` for a side typed on the command line. */
  readonly file: string | null;
  /** House rules of the figure's band (the rulebook readings for typed sides). */
  readonly conseillerSelf: boolean;
  readonly peurStacks: boolean;
  readonly regenerationFirst: boolean;
  readonly action: number;
  readonly armour: number;
  readonly health: number;
  readonly actions: readonly FeesAction[];
  readonly rules: readonly RuleRef[];
}

/** Sanity bounds on numbers typed on the command line (the rulebook sets none; a pool of 40 dice is already absurd). */
type Bounded = keyof typeof BOUNDS;
const FLAGS: Record<Bounded, string> = {
  tokens: '--tokens',
  health: '--health',
  targetHealth: '--target-health',
  actionDice: '--action-dice',
  need: '--need',
  damage: '--damage',
  armour: '--armour',
  modifier: '--modifier',
  peur: '--peur',
  attackerHealth: '--attacker-health',
  range: '--range',
};

export function intOption(options: Options, key: Bounded): number | undefined {
  const raw = options[key];
  if (raw === undefined) return undefined;
  const value = Number(raw);
  const [min, max] = BOUNDS[key];
  if (!Number.isInteger(value) || value < min || value > max) {
    throw usageError('fees/bad-option', { option: FLAGS[key], actual: String(raw), limit: `${min}–${max}` });
  }
  return value;
}

export const flag = (options: Options, key: string): boolean => options[key] === true;

const hasRule = (rules: readonly RuleRef[], id: string): boolean => rules.some((r) => r.def?.id === id);

function figureOf(band: FeesBand, path: readonly (string | number)[]): FeesFigure {
  const figure = band.figures[Number(path[1])];
  if (!figure) throw usageError('cli/usage', { detail: `no figure at ${path.join('.')}` });
  return figure;
}

/** The rulebook readings, for a side typed on the command line. */
const RULEBOOK = { conseillerSelf: true, peurStacks: true, regenerationFirst: false } as const;

function typedAttacker(options: Options): Fighter {
  const action = intOption(options, 'actionDice');
  const need = intOption(options, 'need');
  if (action === undefined || need === undefined) throw usageError('fees/typed-attacker');
  const damage = intOption(options, 'damage');
  const name = typeof options.action === 'string' ? options.action : 'action';
  const act: FeesAction = { name, need, plus: flag(options, 'plus'), effects: [], ...(damage !== undefined ? { damage } : {}) };
  return { name: 'attacker', file: null, ...RULEBOOK, action, armour: 0, health: 1, actions: [act], rules: [] };
}

function typedTarget(options: Options): Fighter {
  const armour = intOption(options, 'armour');
  const health = intOption(options, 'health');
  if (armour === undefined || health === undefined) throw usageError('fees/typed-target');
  return { name: 'target', file: null, ...RULEBOOK, action: 0, armour, health, actions: [], rules: [] };
}

export function fighter(side: Side<FeesBand>, role: 'attacker' | 'target'): Fighter {
  if (side.kind === 'typed') return role === 'attacker' ? typedAttacker(side.options) : typedTarget(side.options);
  const { conseillerSelf, peurStacks, regenerationFirst } = side.band.houseRules;
  return { ...figureOf(side.band, side.member.path), file: side.file, conseillerSelf, peurStacks, regenerationFirst };
}

/** The action named by `--action` (any case, accents), or the only one of the card. */
export function chooseAction(attacker: Fighter, wanted: unknown): FeesAction {
  const known = attacker.actions.map((a) => a.name).join(', ');
  if (attacker.actions.length === 0) throw ruleError('fees/no-action', { name: attacker.name });
  if (typeof wanted !== 'string') {
    if (attacker.actions.length === 1) return attacker.actions[0]!;
    throw usageError('fees/choose-action', { name: attacker.name, known });
  }
  const found = attacker.actions.find((a) => toId(a.name) === toId(wanted));
  if (found) return found;
  const close = suggest(wanted, attacker.actions.map((a) => toId(a.name)));
  const suggestion = close.map((id) => attacker.actions.find((a) => toId(a.name) === id)!.name).join(', ');
  throw usageError('fees/unknown-action', { name: attacker.name, actual: wanted, suggestion });
}

/** `--effect` values: §5 action effects with a valid (X), else a usage error. */
export function extraEffects(options: Options): RuleRef[] {
  const raw = options.effect;
  const texts = raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];
  return texts.map((text, i) => {
    const ref = resolveRule(text, i);
    const def = ref.def;
    if (!def) throw usageError('fees/unknown-effect', { actual: text, suggestion: suggestEffect(text) });
    const paramOk = ref.param === undefined ? def.param !== 'required' : def.param !== 'none' && (ref.value ?? 0) >= 1;
    if (def.kind !== 'effect' || !paramOk) throw usageError('fees/bad-effect', { actual: text });
    return ref;
  });
}

function suggestEffect(text: string): string {
  const name = text.split('(')[0]!;
  return suggest(name, ['charge', 'deplacer', 'esquive', 'flammes', 'gel', 'poison', 'repousser', 'tir', 'tirer']).join(', ');
}

/**
 * The effects in force for this action: its own, then the figure's effect rules it does not already have
 * ("repousser(1)" in the figure's `rules` applies to all its actions, docs/rules-notes.md). Traits never count here.
 */
export function effectsInForce(attacker: Fighter, action: FeesAction, extra: readonly RuleRef[]): RuleRef[] {
  const own = [...action.effects, ...extra].filter((r) => r.def?.kind === 'effect');
  const ids = new Set(own.map((r) => r.def!.id));
  return [...own, ...attacker.rules.filter((r) => r.def?.kind === 'effect' && !ids.has(r.def.id))];
}

const valueOf = (effects: readonly RuleRef[], id: string): number => effects.find((r) => r.def?.id === id)?.value ?? 0;

export function strikeOf(action: FeesAction, effects: readonly RuleRef[], extras: ReturnType<typeof strikeExtras>): Strike {
  return {
    ...extras,
    need: action.need,
    damage: action.damage ?? 0,
    plus: action.plus,
    gel: hasRule(effects, 'gel'),
    flammes: valueOf(effects, 'flammes'),
    poison: valueOf(effects, 'poison'),
  };
}

/** Both sides are figures of one band file: the target is "une figurine amie" (Repousser, Déplacer, Tirer). */
export const friends = (attacker: Fighter, target: Fighter): boolean => attacker.file !== null && attacker.file === target.file;

/**
 * Peur: "Les figurines ennemies dans l'aura diminuent leur caractéristique d'action de 1", and "Les bonus et malus sont
 * cumulatifs": `--peur N` enemy auras, the target's own included; by default the target's own when it is an enemy within
 * 4 cases (not `--out-of-aura`, not `--range` beyond 4). Sans peur ignores them all (docs/rules-notes.md).
 */
export function peurAuras(attacker: Fighter, target: Fighter, options: Options): number {
  if (hasRule(attacker.rules, 'sans-peur')) return 0;
  const range = intOption(options, 'range');
  const reaches = !flag(options, 'outOfAura') && (range === undefined || range <= AURA_RANGE);
  const auras = intOption(options, 'peur') ?? (hasRule(target.rules, 'peur') && !friends(attacker, target) && reaches ? 1 : 0);
  return attacker.peurStacks ? auras : Math.min(1, auras);
}

/**
 * Conseiller: a friendly aura (`--conseiller`) or the attacker's own ("Une figurine est toujours dans sa propre aura",
 * unless the band's house rule `conseiller-self` is false).
 */
export const underConseiller = (attacker: Fighter, options: Options): boolean =>
  flag(options, 'conseiller') || (attacker.conseillerSelf && hasRule(attacker.rules, 'conseiller'));

/** A current Santé (`--target-health`, `--attacker-health`): from 1 to the card's; above it is refused. */
function currentHealth(fighter: Fighter, options: Options, key: 'targetHealth' | 'attackerHealth'): number {
  const health = intOption(options, key) ?? fighter.health;
  if (health > fighter.health) throw usageError('fees/health-above-card', { option: FLAGS[key], name: fighter.name, limit: fighter.health, actual: health });
  return health;
}

const regenerationOf = (target: Fighter): number => target.rules.find((r) => r.def?.id === 'regeneration')?.value ?? 0;

export function defenceOf(target: Fighter, options: Options): Defence {
  return {
    armour: target.armour,
    cover: flag(options, 'cover'),
    health: currentHealth(target, options, 'targetHealth'),
    maxHealth: target.health,
    regeneration: regenerationOf(target),
    regenerationFirst: target.regenerationFirst,
  };
}

/** §3.3.3 "subit automatiquement 1 dégât qui ignore son armure": the effects whose forced move can end in a collision. */
export const PUSHES = new Set(['repousser', 'deplacer', 'tirer']);

/** Why each effect or rule that changes no odds is left to the table (message `fees/why-<reason>`). */
export const NOT_IN_ODDS: ReadonlyMap<string, string> = new Map([
  ['charge', 'charge'],
  ['deplacer', 'push'],
  ['repousser', 'push'],
  ['tirer', 'push'],
  ['esquive', 'esquive'],
  ['tir', 'tir'],
]);

/** "Manger les enfants (5)": the rulebook's one profile action with an effect of its own (§3.3.4). */
export const DEVOUR_ACTIONS = new Set(['manger-les-enfants']);

/** The extras of a strike: Manger les enfants, `--collision`, `--range` against Tir (X). */
export function strikeExtras(attacker: Fighter, action: FeesAction, effects: readonly RuleRef[], options: Options) {
  const pushes = effects.some((r) => r.def && PUSHES.has(r.def.id));
  if (flag(options, 'collision') && !pushes) throw usageError('fees/collision-without-push', { action: action.name });
  const devour = DEVOUR_ACTIONS.has(toId(action.name));
  if (options.attackerHealth !== undefined && !devour) throw usageError('fees/attacker-health-unused', { action: action.name });
  const tirRange = effects.find((r) => r.def?.id === 'tir')?.value;
  const range = intOption(options, 'range');
  return {
    devour,
    // A typed-in attacker has no card: its Santé is `--attacker-health`, or unknown (no elimination).
    attackerHealth: !devour ? 0 : attacker.file === null ? (intOption(options, 'attackerHealth') ?? 0) : currentHealth(attacker, options, 'attackerHealth'),
    collision: flag(options, 'collision'),
    // Tir (X): "à moins de X cases … Les tirs au-delà de cette portée échouent automatiquement".
    // No --range: never out of range; Tir without (X), or no Tir: no limit.
    outOfRange: (range ?? -Infinity) >= (tirRange ?? Infinity),
  };
}
