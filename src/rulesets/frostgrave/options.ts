/** The command-line options Frostgrave reads, as data: light, so that the manifest can declare them without loading the module. */
import { flagOption as flag, intOption as int, rangeIn, withRange as atLeast } from '../../core/ruleset/option-spec.js';
import type { BuildOptionSpec, NamedRollSpec, OptionSpec } from '../../core/ruleset/ruleset.js';

/** A stat of a side typed in on the command line: giving it types that side in (`required`: whenever it is). */
const typed = (side: 'attacker' | 'target', key: string, flags: string, description: string, required = false): OptionSpec => ({ ...int(key, flags, description, required), side });
// atLeast: the least value the model reads (odds/: `readMin`), in the spec, so that too small and too large say one range.

export const ATTACK_OPTIONS: readonly OptionSpec[] = [
  { key: 'weapon', flags: '--weapon <kind>', type: 'string', choices: ['melee', 'ranged'], description: 'melee: a fight (default); ranged: a shot with a bow or crossbow' },
  atLeast(int('support', '--support <n>', 'Frostgrave: figures supporting the attacker (+2 each, netted against the target\'s)'), 0),
  atLeast(int('targetSupport', '--target-support <n>', 'Frostgrave: figures supporting the target (+2 each, netted)'), 0),
  flag('crits', '--crits', 'Frostgrave: optional rule, a natural 20 wins (or hits) and doubles the damage'),
  flag('wounded', '--wounded', 'Frostgrave: optional rule, the attacker is wounded (-2 to its rolls)'),
  flag('targetWounded', '--target-wounded', 'Frostgrave: optional rule, the target is wounded (-2 to its rolls)'),
  flag('treasure', '--treasure', 'Frostgrave: the attacker carries a treasure (-1 Combat, so a fight only)'),
  flag('targetTreasure', '--target-treasure', 'Frostgrave: the target carries a treasure (-1 Combat)'),
  atLeast(int('obstructions', '--obstructions <n>', 'Frostgrave shot: terrain pieces or figures crossed by the line of sight (+1 each to the target)'), 0),
  flag('lightCover', '--light-cover', 'Frostgrave shot: the target is in light cover (+2 to the target)'),
  flag('heavyCover', '--heavy-cover', 'Frostgrave shot: the target is in heavy cover (+4 to the target)'),
  flag('hasty', '--hasty', 'Frostgrave shot: the shooter moved before shooting (+1 to the target)'),
  flag('largeTarget', '--large-target', 'Frostgrave shot: the target is large (-2 to the target)'),
  { key: 'range', flags: '--range <inches>', type: 'number', min: 0, description: 'Frostgrave shot: distance to the target in inches; beyond 24" it is out of range' },
  // 2 to MAX_IN_COMBAT (odds/attack.ts).
  atLeast(int('intoCombat', '--into-combat <n>', 'Frostgrave shot: the target is in a fight of n figures (2–20, itself included); a die picks the one shot at, 1 in n each'), 2, 20),
  flag('undead', '--undead', 'Frostgrave: the attacker is a mort-vivant, démon or golem, never wounded (for typed-in stats; a band file says undead: true)'),
  flag('targetUndead', '--target-undead', 'Frostgrave: the target is a mort-vivant, démon or golem, never wounded (for typed-in stats; a band file says undead: true)'),
  atLeast(int('attackerHealth', '--attacker-health <n>', "Frostgrave: the attacker's current Santé (default: its stat line; required for a typed attacker in a fight)"), 1),
  atLeast(int('targetHealth', '--target-health <n>', "Frostgrave: the target's current Santé (default: its stat line; required for a typed target)"), 1),
  // A typed attacker needs --fight, --attacker-armour and --attacker-health for a fight, --shoot for a shot: checked by the model.
  typed('attacker', 'fight', '--fight <n>', 'Frostgrave, typed attacker: Combat with every modifier (a fight)'),
  typed('attacker', 'shoot', '--shoot <n>', 'Frostgrave, typed attacker: Tir with every modifier (a shot)'),
  typed('attacker', 'attackerArmour', '--attacker-armour <n>', 'Frostgrave, typed attacker: Armure (a fight)'),
  typed('attacker', 'damageMod', '--damage-mod <n>', 'Frostgrave, typed attacker: damage modifier, weapon included (default 0)'),
  typed('target', 'targetFight', '--target-fight <n>', 'Frostgrave, typed target: Combat with every modifier', true),
  typed('target', 'targetArmour', '--target-armour <n>', 'Frostgrave, typed target: Armure', true),
  typed('target', 'targetDamageMod', '--target-damage-mod <n>', 'Frostgrave, typed target: damage modifier, weapon included (default 0)'),
];

/**
 * Bounds that keep every named roll meaningful and its tables short (odds/rolls.ts holds them): in the specs too, so
 * that a value too large and one too small are refused with the same range (issue 37).
 */
export const LIMITS = { castingNumber: [1, 40], empower: [0, 60], will: [-20, 40], targetEmpower: [0, 60], players: [2, 12], height: [0, 1000] } as const;
const within = (key: keyof typeof LIMITS): { min: number; max: number } => rangeIn(LIMITS, key);

export const ROLLS: readonly NamedRollSpec[] = [
  {
    name: 'cast',
    summary: 'Frostgrave: cast a spell (d20 ≥ casting number), with empowering, the failure table and a Will roll',
    options: [
      { ...int('castingNumber', '--casting-number <n>', 'the spell\'s casting number (valeur de lancement)', true), ...within('castingNumber') },
      { ...int('empower', '--empower <n>', 'the most damage the caster takes to empower the roll (default 0)'), ...within('empower') },
      { ...int('will', '--will <n>', "the target's Volonté, when the spell allows a Will roll"), ...within('will') },
      { ...int('targetEmpower', '--target-empower <n>', 'the most damage a caster target takes to empower its Will roll (default 0)'), ...within('targetEmpower') },
      flag('offTable', '--off-table', 'the spell is cast hors-jeu: it never causes damage, so a failure costs nothing and it cannot be empowered'),
      flag('wounded', '--wounded', 'optional rule: the caster is wounded (-2 to the casting roll)'),
      { key: 'risk', flags: '--risk <damage>', type: 'number', min: 0, description: 'the expected self-damage accepted per cast: finds the best empowering limit' },
      atLeast(int('intoCombat', '--into-combat <n>', 'the spell targets a figure in a fight of n figures (2–20, itself included); a die picks the one targeted, 1 in n each'), 2, 20),
    ],
  },
  {
    name: 'initiative',
    summary: 'Frostgrave: initiative, each player rolls a d20, ties re-rolled',
    options: [{ ...int('players', '--players <n>', 'number of players (default 2)'), ...within('players') }],
  },
  {
    name: 'fall',
    summary: 'Frostgrave: falling damage, 1.5 × the height in inches rounded down, from 3"',
    options: [
      { key: 'height', flags: '--height <inches>', type: 'number', ...within('height'), description: 'height of the fall in inches', required: true },
      atLeast(int('health', '--health <n>', "the figure's current Santé, to tell whether the fall kills or wounds"), 1),
    ],
  },
];

/**
 * A field of the figure; a number with its range in the band (schema.ts: −99 to 99; the excerpt's minimums of
 * checks/stat-line.ts: Mouvement and Armure 0, Santé 1), so `build` refuses it with one range (issue 37).
 */
const member = (key: string, flags: string, type: 'int' | 'string', description: string, min = -99): BuildOptionSpec => ({
  key,
  flags,
  type,
  description,
  scope: 'member',
  ...(type === 'int' ? { min, max: 99 } : {}),
});

export const BUILD_OPTIONS: readonly BuildOptionSpec[] = [
  member('type', '--type <type>', 'string', 'Frostgrave: mage, apprenti or soldat'),
  member('move', '--move <n>', 'int', 'Frostgrave: Mouvement (default 6)', 0),
  member('fight', '--fight <n>', 'int', 'Frostgrave: Combat (default 0)'),
  member('shoot', '--shoot <n>', 'int', 'Frostgrave: Tir (default 0)'),
  member('armour', '--armour <n>', 'int', 'Frostgrave: Armure (default 10)', 0),
  member('will', '--will <n>', 'int', 'Frostgrave: Volonté (default 0)'),
  member('health', '--health <n>', 'int', 'Frostgrave: Santé (default 10)', 1),
  member('weapon', '--weapon <id>', 'string', 'Frostgrave: baton, arme-de-base (default), arme-lourde, arc or arbalete'),
  member('fightMod', '--fight-mod <n>', 'int', 'Frostgrave: further Combat modifier'),
  member('shootMod', '--shoot-mod <n>', 'int', 'Frostgrave: further Tir modifier'),
  member('damageMod', '--damage-mod <n>', 'int', 'Frostgrave: further damage modifier'),
  { key: 'undead', flags: '--undead', type: 'flag', scope: 'member', description: 'Frostgrave: the figure is a mort-vivant, démon or golem, never wounded (undead: true)' },
];
