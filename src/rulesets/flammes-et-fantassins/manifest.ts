/** What the CLI knows of F&F without loading it. */
import type { OptionSpec, RulesetManifest } from '../../core/ruleset/ruleset.js';
import { ATTACK_OPTIONS } from './odds/options.js';

const stat: OptionSpec = { key: 'stat', flags: '--stat <n>', type: 'int', description: 'bonus of the tested characteristic, modifiers included (test, opposed)', required: true };
const vs: OptionSpec = { key: 'vs', flags: '--vs <n>', type: 'int', description: "the target's bonus in an opposed test (opposed)", required: true };

import { OPTIONS_FR } from './options-fr.js';

export const manifest: RulesetManifest = {
  optionsFr: OPTIONS_FR,
  id: 'flammes-et-fantassins',
  title: 'Flammes & Fantassins',
  aliases: ['ff', 'f&f', 'flammes & fantassins', 'flammes-fantassins'],
  // Shown by `simulate-attack --ruleset flammes-et-fantassins --help`; tests/cli/attack-examples.test.ts runs each.
  attackExamples: [
    'escarmouche simulate-attack "bands/ff-federation-de-la-poterie.yaml#Dame Isabeau" "bands/ff-les-marquisards.yaml#Mains-Noires"',
    'escarmouche simulate-attack "bands/ff-les-marquisards.yaml#Gros Louis" bands/ff-les-marquisards.yaml#mains-noires --charge --dodge',
    'escarmouche simulate-attack --ruleset ff --hit 2 --damage 1 --ca 7 --pv 9 --concentration 1 --json',
    'escarmouche simulate-attack bands/ff-les-marquisards.yaml bands/ff-les-archers-du-grand-saule.yaml --both',
    'escarmouche simulate-attack "bands/ff-les-marquisards.yaml#Gros Louis" "bands/ff-les-archers-du-grand-saule.yaml#Ysolde" --compare charge,dodge',
  ],
  attackOptions: ATTACK_OPTIONS,
  rolls: [
    { name: 'test', summary: 'F&F test: 2D6 + the characteristic, success on 8 or more', options: [stat] },
    { name: 'opposed', summary: 'F&F opposed test: 2D6 + stat against 2D6 + the target\'s; ties go to the one who acts', options: [stat, vs] },
  ],
  buildOptions: [
    { key: 'pc', flags: '--pc <n>', type: 'int', min: 0, max: 1000, scope: 'band', description: 'F&F: Points de Création agreed by the players (with --new)' },
    { key: 'style', flags: '--style <style>', type: 'string', scope: 'member', description: 'F&F: agile or puissant' },
    { key: 'class', flags: '--class <id>', type: 'list', scope: 'member', description: 'F&F: a class (repeat for up to three)' },
    { key: 'equip', flags: '--equip <id>', type: 'list', scope: 'member', description: 'F&F: an item of equipment (repeatable; the first weapon is free)' },
    { key: 'spell', flags: '--spell <id>', type: 'list', scope: 'member', description: 'F&F: a spell (repeatable)' },
    { key: 'specialty', flags: '--specialty <id>', type: 'string', scope: 'member', description: "F&F: the caster's specialty" },
  ],
  campaignActions: [
    {
      name: 'creation-de-potion',
      summary: "F&F: the Alchimiste's Création de potion after a game (--scenario): two potions or bombes, free of pièces de fer",
      options: [],
      value: 'ITEM,ITEM',
      withAward: true,
    },
  ],
  load: async () => (await import('./index.js')).ruleset,
};
