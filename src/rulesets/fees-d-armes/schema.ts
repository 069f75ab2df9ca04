/** The Fées d'armes band file: the player writes each figure's profile card. Rule names stay strings: `parse` resolves them. */
import { z } from 'zod';
import { RULES } from './catalogue/rules.js';

/** "Chaque joueur dispose de 10 points pour recruter sa bande." */
export const DEFAULT_POINTS = 10;

/** The §5 rules offered to editors as examples (`charge(1)`: the (X) is the card's); other text is accepted with a warning. */
const RULE_EXAMPLES = RULES.map((r) => (r.param === 'required' ? `${r.id}(1)` : r.id));
const ruleList = (what: string) => z.array(z.string().min(1).meta({ examples: RULE_EXAMPLES })).default([]).describe(what);

export const actionSchema = z.strictObject({
  name: z.string().min(1).describe('Name of the action (Massue)'),
  need: z.int().min(1).max(99).describe('Successes needed: the number in parentheses, "Massue (2+)" is 2'),
  damage: z.int().min(0).max(99).optional().describe('Dégâts: base damage; omit for an action that deals none'),
  plus: z.boolean().default(false).describe('The "+" of "(2+)" and "Dégâts 2+": one more damage per extra success'),
  effects: ruleList('Special effects of the action from §5 (repousser(1), flammes(2), gel …)'),
  text: z.string().min(1).optional().describe('Any other effect, in words (not used by the odds)'),
});

export const figureSchema = z.strictObject({
  name: z.string().min(1).describe('Name of the figure'),
  cost: z.int().min(0).max(100).describe('Recruitment value'),
  factions: z.array(z.string().min(1)).default([]).describe('Faction symbols of the card (at least one)'),
  action: z.int().min(1).max(20).describe('Action: dice rolled for an action'),
  move: z.int().min(0).max(24).describe('Mouvement, in cases'),
  armour: z.int().min(0).max(20).describe('Armure'),
  health: z.int().min(1).max(99).describe('Santé'),
  actions: z.array(actionSchema).default([]).describe('Profile actions (front of the card)'),
  rules: ruleList('Permanent rules (back of the card): peur, regeneration(1), vol …'),
  text: z.string().min(1).optional().describe('Other rules of the card, in words (not checked)'),
});

export const bandSchema = z.strictObject({
  format: z.literal(1).optional().describe('Band file format version'),
  ruleset: z.string().describe('fees-d-armes'),
  name: z.string().min(1).describe('Name of the band'),
  points: z.int().min(0).max(1000).default(DEFAULT_POINTS).describe('Recruitment budget (10 in the rulebook)'),
  faction: z.string().min(1).optional().describe('The faction card used, when the figures share several factions'),
  figures: z.array(figureSchema).default([]).describe('The figures of the band (none yet while it is being built: a warning)'),
});

export type BandInput = z.infer<typeof bandSchema>;
