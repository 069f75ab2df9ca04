/** What the CLI knows of Fées d'armes without loading it. */
import type { RulesetManifest } from '../../core/ruleset.js';
import { ATTACK_OPTIONS, BUILD_OPTIONS, ROLLS } from './options.js';

import { OPTIONS_FR } from './options-fr.js';

export const manifest: RulesetManifest = {
  optionsFr: OPTIONS_FR,
  id: 'fees-d-armes',
  title: "Fées d'armes",
  aliases: ["fées d'armes", 'fees', 'fda'],
  attackOptions: ATTACK_OPTIONS,
  rolls: ROLLS,
  buildOptions: BUILD_OPTIONS,
  load: async () => (await import('./index.js')).ruleset,
};
