/** Command-line options of Fées d'armes, as data: light (no zod), read by the manifest for `--help` and parsing. */
import { rangeIn } from '../../core/ruleset/option-spec.js';
import type { BuildOptionSpec, NamedRollSpec, OptionSpec } from '../../core/ruleset/ruleset.js';

/**
 * The range of each number an attack or a roll reads (odds/sides.ts holds them): in the specs too, so that a value
 * too large and one too small are refused with the same range (issue 37).
 */
export const BOUNDS = {
  tokens: [0, 20],
  health: [1, 99],
  targetHealth: [1, 99],
  actionDice: [1, 20],
  need: [1, 99],
  damage: [0, 99],
  armour: [0, 20],
  modifier: [-20, 20],
  peur: [0, 20],
  attackerHealth: [1, 99],
  range: [0, 99],
} as const;
const within = (key: keyof typeof BOUNDS): { min: number; max: number } => rangeIn(BOUNDS, key);

const tokens: OptionSpec = { key: 'tokens', flags: '--tokens <n>', type: 'int', ...within('tokens'), description: "Fées d'armes: order tokens spent as jokers, +2 dice each" };
/** Shared with `simulate-attack --peur N`: "Les bonus et malus sont cumulatifs", so auras add up in every roll. */
const peurRoll: OptionSpec = { key: 'peur', flags: '--peur <n>', type: 'int', ...within('peur'), description: "Fées d'armes: enemy Peur auras covering the acting figure (-1 Action each; default 0)" };
const secondActivation: OptionSpec = { key: 'secondActivation', flags: '--second-activation', type: 'flag', description: "Fées d'armes: the figure's second activation this turn (-2)" };
const conseiller: OptionSpec = { key: 'conseiller', flags: '--conseiller', type: 'flag', description: "Fées d'armes: a friendly Conseiller aura covers the acting figure (+1)" };
const modifier: OptionSpec = { key: 'modifier', flags: '--modifier <n>', type: 'int', ...within('modifier'), description: "Fées d'armes: any other modifier to the dice (cumulative)" };

export const ATTACK_OPTIONS: readonly OptionSpec[] = [
  { key: 'action', flags: '--action <name>', type: 'string', description: "Fées d'armes: the attacker's profile action (Massue); needed when it has several" },
  tokens,
  secondActivation,
  { key: 'cover', flags: '--cover', type: 'flag', description: "Fées d'armes: the target is partly hidden (-1 to the attacker, +2 armour)" },
  modifier,
  conseiller,
  { key: 'peur', flags: '--peur <n>', type: 'int', ...within('peur'), description: "Fées d'armes: enemy Peur auras reaching the acting figure, the target's own included (-1 Action each; default 1 when the target is an enemy with Peur)" },
  { key: 'outOfAura', flags: '--out-of-aura', type: 'flag', description: "Fées d'armes: the attacker is beyond 4 cases, out of the target's Peur aura" },
  { key: 'targetHealth', flags: '--target-health <n>', type: 'int', ...within('targetHealth'), description: "Fées d'armes: the target's current Santé (default: its card)" },
  { key: 'attackerHealth', flags: '--attacker-health <n>', type: 'int', ...within('attackerHealth'), description: "Fées d'armes: the attacker's current Santé, for Manger les enfants (default: its card)" },
  { key: 'range', flags: '--range <cases>', type: 'int', ...within('range'), description: "Fées d'armes: cases between the figures: a Tir (X) shot fails at X or more; beyond 4 the target's Peur aura does not reach" },
  { key: 'collision', flags: '--collision', type: 'flag', description: "Fées d'armes: the figure pushed by Repousser, Tirer or Déplacer hits a figure or blocking terrain (1 damage, armour ignored)" },
  { key: 'effect', flags: '--effect <rule>', type: 'list', description: "Fées d'armes: add an effect to the action (gel, flammes(2), poison(1)); repeatable" },
  { key: 'actionDice', flags: '--action-dice <n>', type: 'int', ...within('actionDice'), side: 'attacker', required: true, description: "Fées d'armes typed-in attacker: its Action characteristic" },
  { key: 'need', flags: '--need <n>', type: 'int', ...within('need'), side: 'attacker', required: true, description: "Fées d'armes typed-in attacker: successes needed (the 2 of Massue (2+))" },
  { key: 'damage', flags: '--damage <n>', type: 'int', ...within('damage'), side: 'attacker', description: "Fées d'armes typed-in attacker: the action's Dégâts (default 0)" },
  { key: 'plus', flags: '--plus', type: 'flag', side: 'attacker', description: "Fées d'armes typed-in attacker: the action has the + (one damage per extra success)" },
  { key: 'armour', flags: '--armour <n>', type: 'int', ...within('armour'), side: 'target', required: true, description: "Fées d'armes typed-in target: its Armure" },
  { key: 'health', flags: '--health <n>', type: 'int', ...within('health'), side: 'target', required: true, description: "Fées d'armes typed-in target: its Santé" },
];

const action: OptionSpec = { key: 'action', flags: '--action <n>', type: 'int', ...within('actionDice'), description: "Fées d'armes: the figure's Action characteristic (dice rolled)", required: true };

export const ROLLS: readonly NamedRollSpec[] = [
  { name: 'pillage', summary: "Fées d'armes: pillage the enemy repaire, at least one 6 on the Action dice", options: [action, tokens, peurRoll] },
  { name: 'fouille', summary: "Fées d'armes: search an objective, at least two successes", options: [action, tokens, peurRoll, secondActivation, conseiller, modifier] },
];

/** A field of the card; a number with the range the band schema gives it (schema.ts), so `build` refuses it alike. */
const member = (key: string, flags: string, type: BuildOptionSpec['type'], description: string, range?: readonly [number, number]): BuildOptionSpec => ({
  key,
  flags,
  type,
  description,
  scope: 'member',
  ...(range ? { min: range[0], max: range[1] } : {}),
});

/** `build`: a card is typed field by field; a profile action on one line (`Massue:2+:2+:repousser(1)`). */
export const BUILD_OPTIONS: readonly BuildOptionSpec[] = [
  { key: 'points', flags: '--points <n>', type: 'int', min: 0, max: 1000, scope: 'band', description: "Fées d'armes: recruitment budget (default 10, with --new)" },
  member('cost', '--cost <n>', 'int', "Fées d'armes: recruitment value of the card", [0, 100]),
  member('faction', '--faction <name>', 'list', "Fées d'armes: a faction symbol of the card (repeatable)"),
  member('actionDice', '--action-dice <n>', 'int', "Fées d'armes: the card's Action (dice rolled)", [1, 20]),
  member('move', '--move <n>', 'int', "Fées d'armes: Mouvement, in cases", [0, 24]),
  member('armour', '--armour <n>', 'int', "Fées d'armes: Armure", [0, 20]),
  member('health', '--health <n>', 'int', "Fées d'armes: Santé", [1, 99]),
  member('action', '--action <spec>', 'list', "Fées d'armes: a profile action NAME:NEED[+][:DAMAGE[+]][:EFFECT,…][:TEXT], e.g. Massue:2+:2+:repousser(1) (repeatable)"),
  member('rule', '--rule <rule>', 'list', "Fées d'armes: a rule of the card, peur, regeneration(1) … (repeatable)"),
  member('text', '--text <words>', 'string', "Fées d'armes: other rules of the card, in words"),
];
