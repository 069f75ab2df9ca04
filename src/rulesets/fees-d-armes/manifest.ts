/** What the CLI knows of Fées d'armes without loading it. */
import type { RulesetManifest } from '../../core/ruleset/ruleset.js';
import { ATTACK_OPTIONS, BUILD_OPTIONS, ROLLS } from './options.js';

import { OPTIONS_FR } from './options-fr.js';

export const manifest: RulesetManifest = {
  optionsFr: OPTIONS_FR,
  id: 'fees-d-armes',
  title: "Fées d'armes",
  aliases: ["fées d'armes", 'fees', 'fda'],
  // Shown by `simulate-attack --ruleset fees-d-armes --help`; tests/cli/attack-examples.test.ts runs each.
  attackExamples: [
    'escarmouche simulate-attack "bands/fees-d-armes-les-ogres-du-bois-joli.yaml#Ogre" "bands/fees-d-armes-les-bucherons.yaml#Bûcheron" --action "Manger les enfants" --tokens 1',
    'escarmouche simulate-attack "bands/fees-d-armes-les-ogres-du-bois-joli.yaml#Ogre" "bands/fees-d-armes-les-bucherons.yaml#Bûcheron" --action Massue --peur 2 --collision',
    'escarmouche simulate-attack bands/fees-d-armes-les-bucherons.yaml bands/fees-d-armes-les-ogres-du-bois-joli.yaml',
  ],
  attackOptions: ATTACK_OPTIONS,
  rolls: ROLLS,
  buildOptions: BUILD_OPTIONS,
  load: async () => (await import('./index.js')).ruleset,
};
