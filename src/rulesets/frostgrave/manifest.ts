/** What the CLI knows of Frostgrave without loading it. */
import type { RulesetManifest } from '../../core/ruleset/ruleset.js';
import { ATTACK_OPTIONS, BUILD_OPTIONS, ROLLS } from './options.js';

import { OPTIONS_FR } from './options-fr.js';

export const manifest: RulesetManifest = {
  optionsFr: OPTIONS_FR,
  id: 'frostgrave',
  title: 'Frostgrave',
  aliases: ['fg'],
  // Shown by `simulate-attack --ruleset frostgrave --help`; tests/cli/attack-examples.test.ts runs each.
  attackExamples: [
    'escarmouche simulate-attack "bands/frostgrave-l-expedition-de-renulf.yaml#Hilda" "bands/frostgrave-l-expedition-de-renulf.yaml#Bertha" --support 1 --json',
    'escarmouche simulate-attack "bands/frostgrave-l-expedition-de-renulf.yaml#Osric" "bands/frostgrave-l-expedition-de-renulf.yaml#Bertha" --weapon ranged --range 18',
    'escarmouche simulate-attack "bands/frostgrave-l-expedition-de-renulf.yaml#Elric" "bands/frostgrave-l-expedition-de-renulf.yaml#Bertha" --dice 13,5',
  ],
  attackOptions: ATTACK_OPTIONS,
  rolls: ROLLS,
  buildOptions: BUILD_OPTIONS,
  load: async () => (await import('./index.js')).ruleset,
};
