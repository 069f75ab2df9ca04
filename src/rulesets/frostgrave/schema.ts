/** The Frostgrave band file. Type and weapon stay strings here: `parse` resolves them (accents, suggestions). */
import { z } from 'zod';
import { FIGURE_TYPES, WEAPONS } from './catalogue.js';

/** A catalogue name: the ids are offered to editors as examples; other spellings are resolved by `parse`. */
const name = (items: readonly { id: string }[]) => z.string().min(1).meta({ examples: items.map((i) => i.id) });

const stat = (what: string) => z.int().describe(what);
const modifier = (what: string) => z.int().default(0).describe(what);

export const figureSchema = z.strictObject({
  name: z.string().min(1).describe('Name of the figure'),
  type: name(FIGURE_TYPES).describe('mage | apprenti | soldat'),
  move: stat('Mouvement, in inches'),
  fight: stat('Combat, added to the d20 in a fight'),
  shoot: stat('Tir, added to the d20 when shooting'),
  armour: stat('Armure, subtracted from the winning score'),
  will: stat('Volonté, added to the d20 to resist a spell'),
  health: stat('Santé, at least 1'),
  weapon: name(WEAPONS).describe('baton | arme-de-base | arme-lourde | arc | arbalete'),
  fight_mod: modifier('Further modifier to the Fight rolls, declared by the player'),
  shoot_mod: modifier('Further modifier to the Shoot rolls, declared by the player'),
  damage_mod: modifier('Further modifier to the damage dealt, declared by the player'),
});

export const bandSchema = z.strictObject({
  format: z.literal(1).optional().describe('Band file format version'),
  ruleset: z.string().describe('frostgrave'),
  name: z.string().min(1).describe('Name of the warband'),
  figures: z.array(figureSchema).describe('The mage, the apprenti and the soldats'),
});

export type BandInput = z.infer<typeof bandSchema>;
export type FigureInput = z.infer<typeof figureSchema>;
