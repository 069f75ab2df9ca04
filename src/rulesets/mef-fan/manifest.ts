/** What the CLI knows of Mini Figs Mef-Fan without loading it. */
import type { RulesetManifest } from '../../core/ruleset.js';
import { attackOptions, buildOptions, rolls } from './options.js';

import { OPTIONS_FR } from './options-fr.js';

export const manifest: RulesetManifest = {
  optionsFr: OPTIONS_FR,
  id: 'mef-fan',
  title: 'Mini Figs Mef-Fan',
  aliases: ['mefan', 'mef', 'mini figs mef-fan'],
  attackOptions,
  rolls,
  buildOptions,
  load: async () => (await import('./index.js')).ruleset,
};
