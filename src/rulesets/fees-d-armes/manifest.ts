/** What the CLI knows of Fées d'armes without loading it. */
import type { RulesetManifest } from '../../core/ruleset.js';
import { ATTACK_OPTIONS, BUILD_OPTIONS, ROLLS } from './options.js';

export const manifest: RulesetManifest = {
  id: 'fees-d-armes',
  title: "Fées d'armes",
  aliases: ["fées d'armes", 'fees', 'fda'],
  attackOptions: ATTACK_OPTIONS,
  rolls: ROLLS,
  buildOptions: BUILD_OPTIONS,
  load: async () => (await import('./index.js')).ruleset,
};
