/**
 * A profile card as `build` writes it: the keys of a figure, a profile action typed on one line
 * (`Massue:2:2+:repousser(1)`), and §5 rules in their canonical spelling.
 */
import { resolveRule } from '../parse.js';

/** The characteristics every card has, build option key → band file key, in the order of the band files. */
export const CARD_FIELDS: readonly (readonly [option: string, key: string])[] = [
  ['cost', 'cost'],
  ['actionDice', 'action'],
  ['move', 'move'],
  ['armour', 'armour'],
  ['health', 'health'],
];

/** The card of a figure added by the questions, before they change it; no faction yet ("not finished"). */
export const DEFAULT_CARD = { cost: 1, factions: [] as string[], action: 3, move: 3, armour: 0, health: 3 } as const;

/** A §5 rule as `repousser(1)`, `sans-peur`; anything else as written, so that `validate` warns with suggestions. */
export function canonicalRule(written: string): string {
  const ref = resolveRule(written, 0);
  if (!ref.def) return written.trim();
  return ref.param === undefined ? ref.def.id : `${ref.def.id}(${ref.param})`;
}

export interface ActionValue {
  readonly name: string;
  readonly need: number;
  readonly damage?: number;
  readonly plus?: true;
  readonly effects?: readonly string[];
  readonly text?: string;
}

const COUNT = /^(\d{1,2})(\+?)$/;

/**
 * `NAME:NEED[+][:DAMAGE[+]][:EFFECT,EFFECT…][:TEXT]`, the rulebook's "Massue (2+) : Dégâts 2+" on one line:
 * `Massue:2+:2+:repousser(1)` (a `+` on either number is the action's +), `Manger les enfants:5:::Si la cible …`.
 * Undefined when it cannot be read.
 */
export function parseAction(spec: string): ActionValue | undefined {
  const parts = spec.split(':');
  const field = (i: number): string => parts[i]?.trim() ?? '';
  const [name, need, damage, effects] = [field(0), field(1), field(2), field(3)];
  const needMatch = COUNT.exec(need);
  const damageMatch = COUNT.exec(damage);
  if (!name || !needMatch || Number(needMatch[1]) < 1 || (damage !== '' && !damageMatch)) return undefined;
  const plus = needMatch[2] === '+' || damageMatch?.[2] === '+';
  const rules = effects.split(',').map((e) => e.trim()).filter(Boolean).map(canonicalRule);
  const words = parts.slice(4).join(':').trim();
  return {
    name,
    need: Number(needMatch[1]),
    ...(damageMatch ? { damage: Number(damageMatch[1]) } : {}),
    ...(plus ? { plus: true as const } : {}),
    ...(rules.length ? { effects: rules } : {}),
    ...(words ? { text: words } : {}),
  };
}
