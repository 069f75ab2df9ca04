/**
 * What the CLI knows of Argad! without loading it: its options of `simulate-attack` and its named rolls. A number's
 * range is the one its model holds (odds/: MAX_STRIKERS, MAX_RANKS 12, MAX_WHITE 20, the rolls' own), given here so
 * that a value too large and one too small are refused with the same range (issue 37).
 */
import type { OptionSpec, RulesetManifest } from '../../core/ruleset/ruleset.js';

/** Options that type a side in on the command line; `--class` (`--target-class`) is then required. */
const typed = (prefix: '' | 'target-', whose: string): OptionSpec[] => {
  const key = (name: string) => (prefix ? `target${name[0]!.toUpperCase()}${name.slice(1)}` : name);
  const side = prefix ? 'target' : 'attacker';
  const specs: OptionSpec[] = [
    { key: key('class'), flags: `--${prefix}class <n>`, type: 'int', required: true, min: 1, max: 5, description: `Argad: ${whose} typed in: classe 1–5` },
    // The attacker's armour is `--attacker-armour`: `--armour` is another ruleset's target option.
    { key: prefix ? 'targetArmour' : 'attackerArmour', flags: `--${prefix || 'attacker-'}armour <armour>`, type: 'string', description: `Argad: ${whose}'s armour (legere, 3, 4, 4*, 5, 5*, 4T, 5T)` },
    { key: key('melee'), flags: `--${prefix}melee <weapon>`, type: 'string', description: `Argad: ${whose}'s melee weapon (tres-courte … mains-nues)` },
    { key: key('mounted'), flags: `--${prefix}mounted <mount>`, type: 'string', description: `Argad: ${whose} is a cavalier or a pieton-monte` },
    { key: key('skill'), flags: `--${prefix}skill <skill>`, type: 'list', description: `Argad: a skill of ${whose} (repeatable)` },
    { key: key('die'), flags: `--${prefix}die <sides>`, type: 'int', choices: ['4', '6', '8', '10', '12'], description: `Argad: ${whose}'s die (4, 6, 8, 10, 12)` },
    ...(prefix ? [] : [{ key: 'ranged', flags: '--ranged <weapon>', type: 'string', description: "Argad: the attacker's ranged weapon (arc, arbalete, fusil …)" } as const]),
  ];
  return specs.map((spec) => ({ ...spec, side }));
};

import { OPTIONS_FR } from './options-fr.js';

export const manifest: RulesetManifest = {
  optionsFr: OPTIONS_FR,
  id: 'argad',
  title: 'Argad!',
  aliases: ['argad!'],
  // Shown by `simulate-attack --ruleset argad --help`; tests/cli/attack-examples.test.ts runs each.
  attackExamples: [
    'escarmouche simulate-attack "bands/argad-la-mesnie-du-sire-yann.yaml#Sire Yann" "bands/argad-la-mesnie-du-sire-yann.yaml#Archers" --charge',
    "escarmouche simulate-attack \"bands/argad-la-mesnie-du-sire-yann.yaml#Alan l'écuyer\" \"bands/argad-la-mesnie-du-sire-yann.yaml#Coutiliers\" --duel",
    'escarmouche simulate-attack "bands/argad-la-mesnie-du-sire-yann.yaml#Archers" "bands/argad-la-mesnie-du-sire-yann.yaml#Sire Yann" --weapon ranged --range medium',
    'escarmouche simulate-attack --ruleset argad --class 3 --melee longue --target-class 5 --json',
    'escarmouche simulate-attack bands/argad-la-mesnie-du-sire-yann.yaml bands/argad-la-mesnie-du-sire-yann.yaml',
  ],
  attackOptions: [
    { key: 'weapon', flags: '--weapon <kind>', type: 'string', choices: ['melee', 'ranged'], description: 'melee (default) or ranged' },
    { key: 'duel', flags: '--duel', type: 'flag', description: 'Argad: both strike (longer weapon first; tie rule)' },
    { key: 'modifier', flags: '--modifier <n>', type: 'int', description: 'Argad: any other bonus or malus to the attacker\'s die' },
    { key: 'targetModifier', flags: '--target-modifier <n>', type: 'int', description: 'Argad: any other bonus or malus to the target\'s die in a duel' },
    { key: 'charge', flags: '--charge', type: 'flag', description: 'Argad: the attacker, a cavalier, charges (+1)' },
    { key: 'receiveCharge', flags: '--receive-charge', type: 'flag', description: 'Argad: the attacker, on foot and immobile, receives the target\'s cavalry charge on its point (+1; the target charges)' },
    { key: 'targetReceiveCharge', flags: '--target-receive-charge', type: 'flag', description: 'Argad: the target, on foot and immobile, receives the attacker\'s charge (+1; with --charge)' },
    { key: 'strikers', flags: '--strikers <n>', type: 'int', min: 1, max: 12, description: 'Argad: strikers alike at one enemy, their dice thrown together (several sixes; default 1)' },
    { key: 'twoBlows', flags: '--two-blows', type: 'flag', description: 'Argad: the attacker, a bretteur, strikes twice (two dice) instead of striking early' },
    { key: 'targetTwoBlows', flags: '--target-two-blows', type: 'flag', description: 'Argad: the target, a bretteur, strikes twice in the duel' },
    { key: 'lower', flags: '--lower', type: 'flag', description: 'Argad: the attacker strikes an enemy higher up (−1)' },
    { key: 'obstacle', flags: '--obstacle', type: 'flag', description: 'Argad: the attacker, on foot, defends a linear obstacle (+1)' },
    { key: 'difficultTerrain', flags: '--difficult-terrain', type: 'flag', description: 'Argad: no cavalier advantage and no charge' },
    { key: 'indoors', flags: '--indoors', type: 'flag', description: 'Argad: long and semi-long weapons strike as short ones' },
    { key: 'disorder', flags: '--disorder', type: 'flag', description: 'Argad: the attacker is en désordre (no tactical bonus, no several-sixes between dice)' },
    { key: 'targetDisorder', flags: '--target-disorder', type: 'flag', description: 'Argad: the target is en désordre (duel)' },
    { key: 'dismounted', flags: '--dismounted', type: 'flag', description: 'Argad: the attacker fights or shoots on foot' },
    { key: 'targetDismounted', flags: '--target-dismounted', type: 'flag', description: 'Argad: the target is on foot' },
    // No `choices`: Frostgrave reads `--range` in inches; the model checks the band (`argad/not-a-choice`).
    { key: 'range', flags: '--range <band>', type: 'string', description: 'Argad: range band of the shooting table (short, medium, long)' },
    { key: 'shooters', flags: '--shooters <n>', type: 'int', description: 'Argad: shooters at one target (default: the count of the line)' },
    { key: 'whiteDice', flags: '--white-dice <n>', type: 'int', min: 0, max: 20, description: 'Argad: a weapon of multiple projectiles or automatic (tromblon, mitraillette …): its white dice besides the red ones' },
    { key: 'redDice', flags: '--red-dice <n>', type: 'int', min: 1, max: 2, description: 'Argad: red dice of such a weapon, 2 (default) or 1 (a cannonball)' },
    { key: 'table', flags: '--table <n>', type: 'int', min: 2, max: 12, description: "Argad: with --white-dice, the number of the weapon's shooting table at the range (5 for 5-6)" },
    { key: 'groupTarget', flags: '--group-target', type: 'flag', description: 'Argad: with --white-dice, the target is a group: +1 to one die' },
    { key: 'moving', flags: '--moving', type: 'flag', description: 'Argad: the shooter moves' },
    { key: 'furtiveShooter', flags: '--furtive-shooter', type: 'flag', description: 'Argad: furtive shooter (−1)' },
    { key: 'furtiveTarget', flags: '--furtive-target', type: 'flag', description: 'Argad: furtive target (−1)' },
    { key: 'firstTurnMotivated', flags: '--first-turn-motivated', type: 'flag', description: "Argad: the attacker, très motivé, strikes its very first turn in melee: no classe 1–2 malus (a weapon's own stays)" },
    { key: 'targetFirstTurnMotivated', flags: '--target-first-turn-motivated', type: 'flag', description: 'Argad: the target, très motivé, in its very first turn in melee (duel)' },
    { key: 'targetBlocked', flags: '--target-blocked', type: 'flag', description: 'Argad: the target is blocked by enemies or an obstacle: a recul takes it out (killed or surrenders)' },
    { key: 'ranks', flags: '--ranks <n>', type: 'int', min: 1, max: 12, description: "Argad (optional rule): ranks of piétons in the attacker's file, itself included" },
    { key: 'targetRanks', flags: '--target-ranks <n>', type: 'int', min: 1, max: 12, description: "Argad (optional rule): ranks of piétons in the target's file, itself included: it recoils only if pushed by more ranks than stand behind it" },
    { key: 'closeOrder', flags: '--close-order', type: 'flag', description: 'Argad: the attacker is en ordre serré: a heavy two-handed weapon has no advantage (length, bonus)' },
    { key: 'targetCloseOrder', flags: '--target-close-order', type: 'flag', description: 'Argad: the target is en ordre serré (duel)' },
    { key: 'targetHealthPoints', flags: '--target-health-points <n>', type: 'int', min: 1, max: 2, description: "Argad: the target's points de vie left (1 once a character of two is wounded; at most its own)" },
    { key: 'groupArmours', flags: '--group-armours <list>', type: 'string', description: "Argad: shooting at a group: its members' armours (legere,4,5 …); a shot the fate gives to one its armour would have saved is lost" },
    { key: 'protection', flags: '--protection <n>', type: 'int', choices: ['0', '1', '2'], description: 'Argad: protection of the terrain against the shot, 1 or 2 (meurtrière)' },
    ...typed('', 'the attacker'),
    ...typed('target-', 'the target'),
  ],
  rolls: [
    {
      name: 'heal',
      summary: 'Argad soins: a die against the santé (heals, séquelles, dies)',
      options: [
        { key: 'health', flags: '--health <n>', type: 'int', required: true, min: 1, max: 6, description: 'santé of the wounded (usually the classe)' },
        { key: 'healer', flags: '--healer', type: 'flag', description: 'a soigneur in contact (+1)' },
        { key: 'battlefield', flags: '--battlefield', type: 'flag', description: 'care on the battlefield (−1)' },
        { key: 'wounded', flags: '--wounded', type: 'flag', description: 'two points de vie and one wound: a failure does not kill' },
      ],
    },
    {
      name: 'morale',
      summary: 'Argad moral: a die against the moral (obeys, depends on a chef, désordre)',
      options: [
        { key: 'morale', flags: '--morale <n>', type: 'int', required: true, min: 0, max: 7, description: 'moral of the unit (usually the classe, with its modifiers)' },
        { key: 'chef', flags: '--chef <n>', type: 'int', min: 0, max: 7, description: 'moral of a chef in voice range, to settle an equal result' },
        { key: 'alreadyInDisorder', flags: '--already-in-disorder', type: 'flag', description: 'the unit is en désordre already: a failure makes it flee (or surrender)' },
      ],
    },
    {
      name: 'certain-temps',
      summary: 'Argad « un certain temps »: the chance that a work is done by the end of each turn',
      options: [
        { key: 'turns', flags: '--turns <n>', type: 'int', min: 1, max: 100, description: 'turns to show' },
        { key: 'headStart', flags: '--head-start <n>', type: 'int', min: -5, max: 5, description: 'turns ahead (+1) or behind (−1)' },
        { key: 'd3', flags: '--d3', type: 'flag', description: 'a specialist rolls 1D3' },
        { key: 'sixFails', flags: '--six-fails', type: 'flag', description: 'variant: a 6 fails and the work starts again' },
        { key: 'dice', flags: '--dice <n>', type: 'int', min: 1, max: 2, description: 'dice of the work: 1 (2, « deux certains temps », is refused: the book does not say how they combine)' },
      ],
    },
    {
      name: 'lenteur',
      summary: 'Argad dé de lenteur: movement left in difficult terrain',
      options: [
        { key: 'move', flags: '--move <cm>', type: 'number', required: true, description: 'normal movement in cm' },
        { key: 'veryDifficult', flags: '--very-difficult', type: 'flag', description: 'very difficult terrain: half movement, then the die' },
        { key: 'mounted', flags: '--mounted', type: 'flag', description: 'a monté: two dice' },
        { key: 'native', flags: '--native', type: 'flag', description: 'used to the terrain: two dice, keep the better' },
      ],
    },
    { name: 'localisation', summary: 'Argad localisation des blessures (optional rule): a D12, tête, tronc and bras, or jambes', options: [] },
    {
      name: 'skill',
      summary: 'Argad test under a skill or the classe (perception, agilité …): below succeeds, equal tests again next turn',
      options: [{ key: 'value', flags: '--value <n>', type: 'int', required: true, min: 0, max: 7, description: 'the skill tested, or the classe when it is not given (0–7 with modifiers)' }],
    },
    {
      name: 'danger',
      summary: 'Argad dangerous terrain: the dé de lenteur against the classe (no problem, shouts, in danger)',
      options: [
        { key: 'class', flags: '--class <n>', type: 'int', required: true, min: 1, max: 6, description: 'classe (or agility, santé) of the character, 1–6' },
        { key: 'modifier', flags: '--modifier <n>', type: 'int', min: -6, max: 6, description: 'sum of the modifiers for the danger (armure 4 +1, armure 5 +2, autochtone −1, aidé −1 …)' },
        { key: 'mounted', flags: '--mounted', type: 'flag', description: 'a monté: two dice, the smaller counts' },
        { key: 'veryDifficult', flags: '--very-difficult', type: 'flag', description: 'with --mounted, very difficult terrain: the larger die counts' },
      ],
    },
  ],
  buildOptions: [
    { key: 'class', flags: '--class <n>', type: 'int', min: 1, max: 5, scope: 'member', description: 'Argad: classe 1 to 5' },
    { key: 'armour', flags: '--armour <armour>', type: 'string', scope: 'member', description: 'Argad: legere, 3, 4, 4*, 5, 5*, 4T, 5T' },
    { key: 'melee', flags: '--melee <weapon>', type: 'string', scope: 'member', description: 'Argad: melee weapon by length (courte …)' },
    { key: 'ranged', flags: '--ranged <weapon>', type: 'string', scope: 'member', description: 'Argad: ranged weapon (arc, arbalete, fusil …)' },
    { key: 'role', flags: '--role <role>', type: 'string', scope: 'member', description: 'Argad: chef, musicien or porte-embleme' },
    { key: 'mounted', flags: '--mounted <mount>', type: 'string', scope: 'member', description: 'Argad: cavalier or pieton-monte' },
    { key: 'count', flags: '--count <n>', type: 'int', min: 1, max: 1000, scope: 'member', description: 'Argad: identical characters on the line' },
    { key: 'healthPoints', flags: '--health-points <n>', type: 'int', min: 1, max: 2, scope: 'member', description: 'Argad: 1 or 2 points de vie' },
    { key: 'skill', flags: '--skill <skill>', type: 'list', scope: 'member', description: 'Argad: a skill (repeatable)' },
  ],
  campaignActions: [
    {
      name: 'heal',
      summary: 'Argad: care for a wounded character after the game (a die against the santé), recorded in the troop file',
      options: [
        { key: 'healer', flags: '--healer', type: 'flag', description: 'a soigneur in contact (+1 to the santé)' },
        { key: 'battlefield', flags: '--battlefield', type: 'flag', description: 'care on the battlefield (−1 to the santé)' },
        { key: 'wounded', flags: '--wounded', type: 'flag', description: 'two points de vie and one wound: a failure leaves one point de vie' },
        { key: 'dice', flags: '--dice <n>', type: 'int', min: 1, max: 6, description: 'the die rolled at the table (default: rolled, --seed to replay)' },
      ],
    },
  ],
  load: async () => (await import('./index.js')).ruleset,
};
