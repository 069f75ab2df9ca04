/** The Mef-Fan band file. Names stay strings here: `parse` resolves them (accents, aliases, suggestions). */
import { z } from 'zod';
import { AMMUNITIONS, EQUIPMENT, MOVEMENTS, RANGES, RANKS, ROLES, SKILLS, SPELLS } from './catalogue.js';

/** A characteristic: "une valeur normalement comprise entre 0 et 5"; above 5 is a warning, below 0 meaningless. */
const stat = (what: string) => z.int().min(0).max(99).describe(what);
/** A catalogue name: the ids are offered to editors as examples; other spellings are resolved by `parse`. */
const name = (items: readonly { id: string }[]) => z.string().min(1).meta({ examples: items.map((i) => i.id) });
const names = (items: readonly { id: string }[], what: string) => z.array(name(items)).describe(what);

export const melSchema = z.strictObject({
  score: stat('Mél score: one roll per figure, success on d6 ≤ score'),
  perforant: stat('Perforant X: the target\'s Déf is X lower (2# per point)').default(0),
});

export const tirSchema = z.strictObject({
  score: stat('Tir score: one roll per figure, success on d6 ≤ score'),
  perforant: stat('Perforant X (2# per point)').default(0),
  portee: name(RANGES).default('normale').describe('tres-courte | courte | normale | longue | tres-longue'),
  munitions: name(AMMUNITIONS).default('illimitees').describe('illimitees | limitees | unique'),
});

export const unitSchema = z.strictObject({
  name: z.string().min(1).describe('Name of the unit'),
  models: z.int().min(1).max(1000).default(1).describe('Figures in the unit'),
  role: name(ROLES).default('troupe').describe('troupe | chef | general | magicien | guerisseur | porte-banniere | musicien'),
  dep: stat('Déplacement, in tens of cm (1# per point)'),
  movement: name(MOVEMENTS).default('normal').describe('normal | bond (×1.5 Dép cost) | vol (×2 Dép cost)'),
  mel: z.array(melSchema).max(10).default([]).describe('Mél scores (2# per point), one entry per weapon'),
  tir: z.array(tirSchema).max(10).default([]).describe('Tir scores (3# per point, × range and ammunition)'),
  def: stat('Défense (2# per point)'),
  men: stat('Mental (1# per point)'),
  vie: z.int().describe('Vie 1–4: multiplies the figure cost by 1, 1.5, 2 or 3'),
  equipment: names(EQUIPMENT, 'lance (1#)').default([]),
  skills: names(SKILLS, 'effrayant (1#)').default([]),
  spells: names(SPELLS, 'Spells of a magicien (eclair-magique, terreur …); others are the players\' own (a warning)').default([]),
  rank: name(RANKS).optional().describe('A magicien\'s rank: acolyte (1 spell), sorcier (2), archimage (3); default: the agreed number'),
});

export const bandSchema = z.strictObject({
  format: z.literal(1).optional().describe('Band file format version'),
  ruleset: z.string().describe('mef-fan'),
  name: z.string().min(1).describe('Name of the army'),
  points: z.int().min(0).max(1_000_000).describe('Budget in # agreed by the players'),
  campaign: z.boolean().default(false).describe('In campaign a magicien knows one spell instead of two'),
  units: z.array(unitSchema).describe('The units of the army'),
});

export type BandInput = z.infer<typeof bandSchema>;
export type UnitInput = BandInput['units'][number];
