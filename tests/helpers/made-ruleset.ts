/** A made-up ruleset of named characters with no attack model, and its manifest: for what no shipped ruleset lacks. */
import type { Ruleset, RulesetManifest } from '../../src/core/ruleset/ruleset.js';

export const madeRuleset = {
  id: 'made',
  title: 'Made',
  messages: { en: {}, fr: {} },
  parse: (data: unknown) => ({ band: data, findings: [] }),
  derive: () => ({}),
  roster: (band: { characters: { name: string }[] }) => band.characters.map((c, i) => ({ name: c.name, path: ['characters', i] })),
  checks: [],
} as unknown as Ruleset;

export const madeManifest: RulesetManifest = { id: 'made', title: 'Made', aliases: [], attackOptions: [], rolls: [], load: async () => madeRuleset };
