/** What the CLI knows of Mini Figs Mef-Fan without loading it. */
import type { RulesetManifest } from '../../core/ruleset/ruleset.js';
import { attackOptions, buildOptions, rolls } from './options.js';

import { OPTIONS_FR } from './options-fr.js';

export const manifest: RulesetManifest = {
  optionsFr: OPTIONS_FR,
  id: 'mef-fan',
  title: 'Mini Figs Mef-Fan',
  aliases: ['mefan', 'mef', 'mini figs mef-fan'],
  // Shown by `simulate-attack --ruleset mef-fan --help`; tests/cli/attack-examples.test.ts runs each.
  attackExamples: [
    'escarmouche simulate-attack "bands/mef-fan-les-gobelins-de-la-butte.yaml#Chaman de la Butte" "bands/mef-fan-la-garde-du-bois-dore.yaml#Seigneur Aelor" --spell eclair-magique',
    'escarmouche simulate-attack "bands/mef-fan-les-gobelins-de-la-butte.yaml#Lanciers gobelins" "bands/mef-fan-la-garde-du-bois-dore.yaml#Aigle géant" --target-landed',
    'escarmouche simulate-attack bands/mef-fan-les-gobelins-de-la-butte.yaml bands/mef-fan-la-garde-du-bois-dore.yaml --both',
  ],
  attackOptions,
  rolls,
  buildOptions,
  load: async () => (await import('./index.js')).ruleset,
};
