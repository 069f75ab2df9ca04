/** The F&F band file. Names stay strings here: `parse` resolves them (accents, aliases, suggestions). */
import { z } from 'zod';

const names = (what: string) => z.array(z.string().min(1)).describe(what);

export const characterSchema = z.strictObject({
  name: z.string().min(1).describe('Name of the character'),
  style: z.string().min(1).describe('agile | puissant'),
  classes: names('1 to 3 classes, each once (archer, chevalier, archimage …)').default([]),
  equipment: names('Weapons, shield, armour and matériel (arme-a-une-main, rondache, maille …)').default([]),
  spells: names('Spells of the caster classes\' domains (soin, eclair …)').default([]),
  specialty: z.string().min(1).optional().describe('One specialty of a caster class (haute-maitrise …)'),
});

export const bandSchema = z.strictObject({
  format: z.literal(1).optional().describe('Band file format version'),
  ruleset: z.string().describe('flammes-et-fantassins'),
  name: z.string().min(1).describe('Name of the band'),
  pc: z.int().min(0).max(1000).describe('Points de Création agreed by the players'),
  characters: z.array(characterSchema).describe('The characters of the band'),
});

export type BandInput = z.infer<typeof bandSchema>;
