/** The F&F band file. Names stay strings here: `parse` resolves them (accents, aliases, suggestions). */
import { z } from 'zod';
import { CLASSES } from './catalogue/classes.js';
import { EQUIPMENT } from './catalogue/equipment.js';
import { SPECIALTIES } from './catalogue/specialties.js';
import { SPELLS } from './catalogue/spells.js';
import { campaignSchema } from '../../core/campaign/ledger.js';
import { AWARD_KEYS } from './campaign/index.js';
import { potionAction } from './campaign/potions.js';

/** A catalogue name: the ids are offered to editors as examples; other spellings are resolved by `parse`. */
const name = (items: readonly { id: string }[]) => z.string().min(1).meta({ examples: items.map((i) => i.id) });
const names = (items: readonly { id: string }[], what: string) => z.array(name(items)).describe(what);

export const characterSchema = z.strictObject({
  name: z.string().min(1).describe('Name of the character'),
  style: z.string().min(1).meta({ examples: ['agile', 'puissant'] }).describe('agile | puissant'),
  classes: names(CLASSES, '1 to 3 classes, each once (archer, chevalier, archimage …)').default([]),
  equipment: names(EQUIPMENT, 'Weapons, shield, armour and matériel (arme-a-une-main, rondache, maille …)').default([]),
  spells: names(SPELLS, 'Spells of the caster classes\' domains (soin, eclair …)').default([]),
  specialty: name(SPECIALTIES).optional().describe('One specialty of a caster class (haute-maitrise …)'),
});

export const bandSchema = z.strictObject({
  format: z.literal(1).optional().describe('Band file format version'),
  ruleset: z.string().describe('flammes-et-fantassins'),
  name: z.string().min(1).describe('Name of the band'),
  pc: z.int().min(0).max(1000).describe('Points de Création agreed by the players'),
  characters: z.array(characterSchema).describe('The characters of the band'),
  campaign: campaignSchema(AWARD_KEYS, [potionAction]).nullish().describe('Campaign ledger and totals, written by campaign-award'),
});

export type BandInput = z.infer<typeof bandSchema>;
