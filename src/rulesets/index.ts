/** The rulesets, checked by the compiler: each entry implements the manifest contract. */
import type { RulesetManifest } from '../core/ruleset/ruleset.js';
import { Registry } from '../core/ruleset/registry.js';
import { manifest as feesDArmes } from './fees-d-armes/manifest.js';
import { manifest as argad } from './argad/manifest.js';
import { manifest as flammesEtFantassins } from './flammes-et-fantassins/manifest.js';
import { manifest as frostgrave } from './frostgrave/manifest.js';
import { manifest as mefFan } from './mef-fan/manifest.js';

export const manifests = {
  'flammes-et-fantassins': flammesEtFantassins,
  'fees-d-armes': feesDArmes,
  frostgrave,
  'mef-fan': mefFan,
  argad,
} satisfies Record<string, RulesetManifest>;

export type RulesetId = keyof typeof manifests;

export const registry = new Registry(Object.values(manifests));
