/**
 * Argad! readings a group may change (`house_rules:`); each default is the reading in docs/rules-notes.md. They are
 * readings of the game, so table-wide: in a fight, what one file sets holds for both sides.
 */
import { z } from 'zod';
import type { HouseRules, HouseRuleSpec } from '../../core/ruleset/ruleset.js';

export interface ArgadRules {
  /** "Règle optionnelle très conseillée": simultaneous kills or recoils settled by classe, armour, natural die. */
  readonly tieRule: boolean;
  /** Classe 1 strikes with −1 like classe 2 ("maladroit au combat (classe 1 ou 2 …)"). */
  readonly class1Malus: boolean;
  /** A heavy two-handed tool cancels the −1 in total (`all`) or only its own malus as an improvised weapon (`weapon`). */
  readonly heavyTool: 'all' | 'weapon';
  /** The vouge, bardiche or hallebarde bonus against any monté (`monte`) or against a cavalier only. */
  readonly polearmAgainst: 'monte' | 'cavalier';
  /** Classes 1–2 shoot with −1 with every weapon (`all`) or with firearms only. */
  readonly untrainedShooting: 'all' | 'firearms';
  /** A bretteur's two dice against one enemy count as several strikers' (a 6 and a 7). */
  readonly bretteurSeveralSixes: boolean;
}

export const houseRules: readonly HouseRuleSpec[] = [
  { key: 'tie-rule', description: 'simultaneous kills or recoils in a duel go to the higher classe, then armour, then natural die (false: both are killed, both recoil)', schema: () => z.boolean(), default: true, scope: 'table' },
  { key: 'class-1-malus', description: 'classe 1 strikes with −1 in melee, like classe 2', schema: () => z.boolean(), default: true, scope: 'table' },
  { key: 'heavy-tool', description: 'a heavy two-handed tool (tronçonneuse, masse de forgeron) cancels the −1 in total, classe included (weapon: only its own malus)', schema: () => z.enum(['all', 'weapon']), default: 'all', scope: 'table' },
  { key: 'polearm-against', description: 'the +1 of a vouge, bardiche or hallebarde on foot applies against any monté (cavalier: against a cavalier only)', schema: () => z.enum(['monte', 'cavalier']), default: 'monte', scope: 'table' },
  { key: 'untrained-shooting', description: 'classes 1 and 2 shoot with −1 with every weapon (firearms: with firearms only)', schema: () => z.enum(['all', 'firearms']), default: 'all', scope: 'table' },
  { key: 'bretteur-several-sixes', description: "a bretteur's two dice against one enemy count a 6 and a 7 like several strikers' (false: two blows, each its own rerolls)", schema: () => z.boolean(), default: false, scope: 'table' },
];

export const DEFAULT_RULES: ArgadRules = { tieRule: true, class1Malus: true, heavyTool: 'all', polearmAgainst: 'monte', untrainedShooting: 'all', bretteurSeveralSixes: false };

export const argadRules = (rules: HouseRules): ArgadRules => ({
  tieRule: rules['tie-rule'] !== false,
  class1Malus: rules['class-1-malus'] !== false,
  heavyTool: rules['heavy-tool'] === 'weapon' ? 'weapon' : 'all',
  polearmAgainst: rules['polearm-against'] === 'cavalier' ? 'cavalier' : 'monte',
  untrainedShooting: rules['untrained-shooting'] === 'firearms' ? 'firearms' : 'all',
  bretteurSeveralSixes: rules['bretteur-several-sixes'] === true,
});
