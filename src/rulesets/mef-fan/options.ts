/** The options Mef-Fan reads, as data: `simulate-attack` options and the named rolls. No module code here. */
import { flagOption as flag, intOption as int, withRange as atLeast } from '../../core/ruleset/option-spec.js';
import type { BuildOptionSpec, NamedRollSpec, OptionSpec } from '../../core/ruleset/ruleset.js';

export const WEAPONS = ['melee', 'ranged'] as const;
export type Weapon = (typeof WEAPONS)[number];

/** Melee-only and ranged-only modifiers: asking one with the other weapon is refused. */
export const MELEE_OPTIONS = ['charge', 'rear', 'guard', 'sheltered', 'parry', 'fleeing', 'targetLanded', 'levitation', 'targetLevitation', 'tremblement', 'forceImpie'] as const;
export const RANGED_OPTIONS = ['concentrated', 'close', 'largeTarget', 'fastTarget', 'partialCover', 'aveuglement', 'visionDeLAigle'] as const;
/** Options of the attacker's own roll, refused with `--spell` ("sans malus ni bonus"); `--concentrated` goes to the casting test. */
export const SPELL_REFUSED = ['vitesseDuVent', 'enchevetrement', 'weapon', 'charge', 'rear', 'guard', 'sheltered', 'parry', 'fleeing', 'targetLanded', 'levitation', 'targetLevitation', 'tremblement', 'forceImpie', 'close', 'largeTarget', 'fastTarget', 'partialCover', 'aveuglement', 'visionDeLAigle', 'modifier', 'models'] as const;

/** `roll initiative`: the best leader of each army ("un chef accorde +1, tandis qu'un général accorde un +2"). */
export const LEADERS = ['none', 'chef', 'general'] as const;
export type Leader = (typeof LEADERS)[number];
/** A bonus or malus: −20 to 20, the range odds/fighters.ts holds (`signedCount`). */
const signedInt = (key: string, flags: string, description: string): OptionSpec => ({ key, flags, type: 'int', min: -20, max: 20, description });
// atLeast: a count or score of at least `min` (odds/fighters.ts `count`), at most `max` (a Vie 1 to 4).

export const attackOptions: readonly OptionSpec[] = [
  { key: 'weapon', flags: '--weapon <kind>', type: 'string', choices: WEAPONS, description: 'Mef-Fan: Mél (default) or Tir' },
  flag('charge', '--charge', 'Mef-Fan: the attacker charges (+1; lance +1 more)'),
  flag('rear', '--rear', 'Mef-Fan: the charge hits the target from behind (+2 instead of +1)'),
  flag('guard', '--guard', 'Mef-Fan: en garde. Alone: the attacker is on guard and charged (+1, lance +1). With --charge: the target is on guard (charge bonus cancelled, +1 to its parry)'),
  flag('sheltered', '--sheltered', 'Mef-Fan: the charged target is abritée (behind a low wall): the charge bonus is cancelled, the lance\'s too'),
  atLeast(int('parry', '--parry <n>', 'Mef-Fan: the target sets n of its Mél dice aside to parry; each success cancels one success'), 0),
  flag('fleeing', '--fleeing', 'Mef-Fan: the target disengages or flees (+2)'),
  flag('concentrated', '--concentrated', 'Mef-Fan: Action concentrée (+1 to Tir)'),
  flag('close', '--close', 'Mef-Fan: target within half the range (+1 to Tir)'),
  flag('largeTarget', '--large-target', 'Mef-Fan: grande cible (+1 to Tir)'),
  flag('fastTarget', '--fast-target', 'Mef-Fan: cible rapide, Dép 3+ and moved (−1 to Tir)'),
  flag('partialCover', '--partial-cover', 'Mef-Fan: partial line of sight, obstacle or wall (−1 to Tir)'),
  flag('targetLanded', '--target-landed', 'Mef-Fan: the flying (Vol) target has landed, so a unit without Vol may engage it in melee'),
  flag('levitation', '--levitation', 'Mef-Fan: the attacker is under Lévitation (it has Vol), so it may engage a flying unit'),
  flag('targetLevitation', '--target-levitation', 'Mef-Fan: the target is under Lévitation (it has Vol and flies)'),
  flag('tremblement', '--tremblement', 'Mef-Fan: the attacker is under Tremblement (−2 to Mél)'),
  flag('forceImpie', '--force-impie', 'Mef-Fan: the attacker is under Force impie (+1 to Mél)'),
  flag('aveuglement', '--aveuglement', 'Mef-Fan: the attacker is under Aveuglement (−2 to Tir)'),
  flag('visionDeLAigle', '--vision-de-l-aigle', "Mef-Fan: the attacker is under Vision de l'aigle (+1 to Tir)"),
  flag('vitesseDuVent', '--vitesse-du-vent', "Mef-Fan: Vitesse du vent (+1 to Dép) on the unit whose Dép counts: the attacker in melee (a charge needs Dép 1), the target when shooting (cible rapide at Dép 3)"),
  flag('enchevetrement', '--enchevetrement', 'Mef-Fan: Enchevêtrement (−2 to Dép, not below 0) on the unit whose Dép counts: the attacker in melee, the target when shooting'),
  flag('fragilite', '--fragilite', 'Mef-Fan: the target is under Fragilité (−2 to Déf)'),
  flag('peauDePierre', '--peau-de-pierre', 'Mef-Fan: the target is under Peau de pierre (+1 to Déf)'),
  signedInt('modifier', '--modifier <n>', "Mef-Fan: any other bonus or malus to the attacker's Mél or Tir"),
  signedInt('targetModifier', '--target-modifier <n>', "Mef-Fan: any other bonus or malus to the target's Déf"),
  { key: 'spell', flags: '--spell <name>', type: 'string', description: 'Mef-Fan: the attacking magicien casts Éclair magique or Pluie de pierres (a Men test, then the spell\'s Tir)' },
  atLeast(int('models', '--models <n>', 'Mef-Fan: figures of the attacking unit still standing (default: all)'), 1),
  atLeast(int('targetModels', '--target-models <n>', 'Mef-Fan: figures of the target still standing (default: all)'), 1),
  { ...atLeast(int('mel', '--mel <n>', 'Mef-Fan typed-in attacker: one Mél score per figure'), 0), side: 'attacker' },
  { ...atLeast(int('tir', '--tir <n>', 'Mef-Fan typed-in attacker: one Tir score per figure'), 0), side: 'attacker' },
  { ...atLeast(int('perforant', '--perforant <n>', 'Mef-Fan typed-in attacker: Perforant of that score'), 0), side: 'attacker' },
  { ...atLeast(int('def', '--def <n>', 'Mef-Fan typed-in target: Déf'), 0), side: 'target', required: true },
  { ...atLeast(int('vie', '--vie <n>', 'Mef-Fan typed-in target: Vie of each figure (default 1)'), 1, 4), side: 'target' },
];

const men = atLeast(int('men', '--men <n>', 'Men of the unit (its base value)', true), 0);
const concentrated = flag('concentrated', '--concentrated', 'Action concentrée (+1)');

export const rolls: readonly NamedRollSpec[] = [
  {
    name: 'morale',
    summary: 'Mef-Fan test de moral: d6 ≤ Men + chef/général, +1 for several figures; porte-bannière and musicien re-rolls',
    options: [
      men,
      flag('chef', '--chef', 'a living chef of the army within 20 cm (+1)'),
      flag('general', '--general', 'a living général of the army within 20 cm (+2; not added to a chef)'),
      flag('several', '--several', 'the unit still has more than one figure (+1)'),
      flag('smaller', '--smaller', 'the smaller part of a split unit (−1)'),
      flag('porteBanniere', '--porte-banniere', 'a porte-bannière of the army within 20 cm: re-roll a failure'),
      flag('musicien', '--musicien', 'an enemy musicien within 20 cm: re-roll a success'),
    ],
  },
  {
    name: 'cast',
    summary: 'Mef-Fan spell casting: a Men test, +1 with Action concentrée',
    options: [
      men,
      concentrated,
      atLeast(int('targetMen', '--target-men <n>', 'Men of the target unit, for a spell that asks it a Men test (without --spell: one it resists, Terreur …)'), 0),
      { key: 'spell', flags: '--spell <name>', type: 'string', description: 'the spell cast: resisted by the target (Terreur …), needing its success (Motivation), or working once cast (Vitesse du vent …)' },
    ],
  },
  {
    name: 'initiative',
    summary: 'Mef-Fan initiative: a d6 each, +1 with a chef, +2 with a général (not added), ties re-rolled',
    options: [
      { key: 'leader', flags: '--leader <leader>', type: 'string', choices: LEADERS, description: 'your best leader: none (default), chef (+1) or general (+2)' },
      { key: 'opponentLeader', flags: '--opponent-leader <leader>', type: 'string', choices: LEADERS, description: "the opponent's best leader: none (default), chef or general" },
    ],
  },
  {
    name: 'heal',
    summary: 'Mef-Fan healing by a guérisseur: a Men test, +1 with Action concentrée, +1 more when the patient heals with Action concentrée',
    options: [men, concentrated, flag('patientConcentrated', '--patient-concentrated', 'the wounded patient took Action concentrée to heal (+1)')],
  },
];

const member = (spec: OptionSpec): BuildOptionSpec => ({ ...spec, scope: 'member' });

export const buildOptions: readonly BuildOptionSpec[] = [
  { ...atLeast(int('points', '--points <n>', 'Mef-Fan: points (#) agreed by the players (with --new)'), 0, 1_000_000), scope: 'band' },
  { ...flag('campaign', '--campaign', 'Mef-Fan: a campaign army: a magicien knows one spell (with --new)'), scope: 'band' },
  member({ key: 'role', flags: '--role <role>', type: 'string', description: 'Mef-Fan: troupe, chef, general, magicien, guerisseur, porte-banniere or musicien' }),
  // The band schema's ranges (schema.ts): figures 1 to 1000, characteristics 0 to 99, Vie 1 to 4.
  member(atLeast(int('models', '--models <n>', 'Mef-Fan: figures in the unit'), 1, 1000)),
  member(atLeast(int('dep', '--dep <n>', 'Mef-Fan: Déplacement'), 0, 99)),
  member({ key: 'movement', flags: '--movement <kind>', type: 'string', description: 'Mef-Fan: normal, bond or vol' }),
  member({ key: 'mel', flags: '--mel <score>', type: 'list', description: 'Mef-Fan: a Mél score, or score:perforant (repeatable)' }),
  member({ key: 'tir', flags: '--tir <score>', type: 'list', description: 'Mef-Fan: a Tir score as score[:perforant[:portee[:munitions]]] (repeatable)' }),
  member(atLeast(int('def', '--def <n>', 'Mef-Fan: Défense'), 0, 99)),
  member(atLeast(int('men', '--men <n>', 'Mef-Fan: Mental'), 0, 99)),
  member(atLeast(int('vie', '--vie <n>', 'Mef-Fan: Vie, 1 to 4'), 1, 4)),
  member({ key: 'equip', flags: '--equip <id>', type: 'list', description: 'Mef-Fan: lance (repeatable)' }),
  member({ key: 'skill', flags: '--skill <id>', type: 'list', description: 'Mef-Fan: effrayant (repeatable)' }),
  member({ key: 'spell', flags: '--spell <id>', type: 'list', description: "Mef-Fan: a magicien's spell (repeatable)" }),
  member({ key: 'rank', flags: '--rank <rank>', type: 'string', description: "Mef-Fan: a magicien's rank, acolyte (1 spell), sorcier (2) or archimage (3)" }),
];
