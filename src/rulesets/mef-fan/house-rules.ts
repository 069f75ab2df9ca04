/** Mef-Fan defaults a group may change (`house_rules:`); each default is the reading in docs/rules-notes.md. */
import { z } from 'zod';
import type { HouseRules, HouseRuleSpec } from '../../core/ruleset/ruleset.js';
import { LIMITS } from './limits.js';

export interface MefRules {
  readonly magiciens: number;
  readonly porteBannieres: number;
  readonly guerisseurs: number;
  readonly spells: number;
  readonly spellsInCampaign: number;
  /** Round a figure's cost once, at the end, instead of where each multiplier applies (docs/rules-notes.md). */
  readonly roundOnce: boolean;
  /** Only the book's « Exemples de sorts » (III.C), a spell of the player's own refused (docs/rules-notes.md). */
  readonly spellsFromExamples: boolean;
}

const count = () => z.int().min(0).max(100);

export const houseRules: readonly HouseRuleSpec[] = [
  { key: 'magiciens', description: 'magiciens allowed in an army', schema: count, default: LIMITS.magicien },
  { key: 'porte-bannieres', description: 'porte-bannières allowed in an army', schema: count, default: LIMITS.porteBanniere },
  { key: 'guerisseurs', description: 'guérisseurs allowed in an army', schema: count, default: LIMITS.guerisseur },
  { key: 'spells', description: 'spells each magicien knows', schema: count, default: LIMITS.spells },
  { key: 'spells-in-campaign', description: 'spells each magicien knows in campaign', schema: count, default: LIMITS.spellsInCampaign },
  { key: 'round-once', description: "round a figure's cost up once, at the end, instead of where each multiplier applies", schema: () => z.boolean(), default: false },
  { key: 'spells-from-examples', description: "a magicien knows only spells of the book's examples (III.C), none of the players' own", schema: () => z.boolean(), default: false },
];

const number = (rules: HouseRules, key: string, fallback: number): number => (typeof rules[key] === 'number' ? (rules[key] as number) : fallback);

export const DEFAULT_RULES: MefRules = {
  magiciens: LIMITS.magicien,
  porteBannieres: LIMITS.porteBanniere,
  guerisseurs: LIMITS.guerisseur,
  spells: LIMITS.spells,
  spellsInCampaign: LIMITS.spellsInCampaign,
  roundOnce: false,
  spellsFromExamples: false,
};

export const mefRules = (rules: HouseRules): MefRules => ({
  magiciens: number(rules, 'magiciens', DEFAULT_RULES.magiciens),
  porteBannieres: number(rules, 'porte-bannieres', DEFAULT_RULES.porteBannieres),
  guerisseurs: number(rules, 'guerisseurs', DEFAULT_RULES.guerisseurs),
  spells: number(rules, 'spells', DEFAULT_RULES.spells),
  spellsInCampaign: number(rules, 'spells-in-campaign', DEFAULT_RULES.spellsInCampaign),
  roundOnce: rules['round-once'] === true,
  spellsFromExamples: rules['spells-from-examples'] === true,
});

/** "Par défaut, c'est un seul magicien, avec deux sorts (un seul sort en campagne)." */
export const spellsPerMagicien = (rules: MefRules, campaign: boolean): number => (campaign ? rules.spellsInCampaign : rules.spells);
