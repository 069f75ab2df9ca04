/** The Argad! troop file. Names stay strings here: `parse` resolves them (accents, aliases, suggestions). */
import { z } from 'zod';
import { campaignSchema } from '../../core/campaign/ledger.js';
import { healAction } from './campaign/heal.js';
import { ARMOURS } from './catalogue/armour.js';
import { MELEE } from './catalogue/melee.js';
import { RANGED } from './catalogue/ranged.js';
import { SKILLS } from './catalogue/skills.js';

/** A table name: the ids are offered to editors as examples; other spellings are resolved by `parse`. */
const name = (ids: readonly string[]) => z.string().min(1).meta({ examples: [...ids] });

export const characterSchema = z.strictObject({
  name: z.string().min(1).describe('Name of the character, or of a line of identical characters'),
  count: z.int().min(1).max(1000).default(1).describe('How many identical characters this line stands for'),
  class: z.int().describe('Classe 1 to 5 (training in combat)'),
  armour: z.union([name(ARMOURS.map((a) => a.label)), z.number()]).describe('legere | 3 | 4 | 4* | 5 | 5* | 4T | 5T'),
  melee: name(MELEE.map((m) => m.id)).describe('a length (tres-courte | courte | semi-longue | longue | improvisee | mains-nues) or a weapon of the rulebook (hallebarde, rapiere, fourche …)'),
  ranged: name(RANGED.map((r) => r.id)).optional().describe('arbalete | arc | arc-composite | arc-long | yumi | pistolet | fusil | revolver | pistolet-automatique | fusil-a-verrou'),
  role: name(['chef', 'musicien', 'porte-embleme']).optional().describe('chef | musicien | porte-embleme'),
  mounted: name(['cavalier', 'pieton-monte']).optional().describe('cavalier | pieton-monte'),
  health_points: z.int().default(1).describe('1, or 2 for a character who survives a first wound ("deux points de vie")'),
  health: z.int().min(1).max(6).optional().describe('Santé, for the healing roll (default: the class)'),
  morale: z.int().min(1).max(6).optional().describe('Moral, for the morale roll (default: the class)'),
  skills: z.array(name(SKILLS.map((k) => k.id))).default([]).describe('bretteur | costaud | tireur-d-elite | jet-de-dague | arts-martiaux …'),
  die: z.union([z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12)]).default(6).describe('Die of a fantasy creature (D4 … D12); D6 otherwise'),
});

export const bandSchema = z.strictObject({
  format: z.literal(1).optional().describe('Band file format version'),
  ruleset: z.string().describe('argad'),
  name: z.string().min(1).describe('Name of the troop'),
  pack_animals: z.int().min(0).max(1000).default(0).describe('Pack animals (2 points each)'),
  characters: z.array(characterSchema).describe('The characters of the troop'),
  campaign: campaignSchema([], [healAction]).nullish().describe('Games played and care of the wounded, written by campaign-award'),
});

export type BandInput = z.infer<typeof bandSchema>;
export type CharacterInput = z.infer<typeof characterSchema>;
