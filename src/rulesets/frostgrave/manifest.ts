/** What the CLI knows of Frostgrave without loading it. */
import type { RulesetManifest } from '../../core/ruleset.js';
import { ATTACK_OPTIONS, BUILD_OPTIONS, ROLLS } from './options.js';

import { OPTIONS_FR } from './options-fr.js';

export const manifest: RulesetManifest = {
  optionsFr: OPTIONS_FR,
  id: 'frostgrave',
  title: 'Frostgrave',
  aliases: ['fg'],
  attackOptions: ATTACK_OPTIONS,
  rolls: ROLLS,
  buildOptions: BUILD_OPTIONS,
  load: async () => (await import('./index.js')).ruleset,
};
