/** What the CLI knows of F&F without loading it. */
import type { RulesetManifest } from '../../core/ruleset.js';

export const manifest: RulesetManifest = {
  id: 'flammes-et-fantassins',
  title: 'Flammes & Fantassins',
  aliases: ['ff', 'f&f', 'flammes & fantassins', 'flammes-fantassins'],
  attackOptions: [],
  rolls: [],
  load: async () => (await import('./index.js')).ruleset,
};
