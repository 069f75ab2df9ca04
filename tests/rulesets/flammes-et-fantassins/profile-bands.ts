/** Two F&F bands typed and derived in process, for the view, the cards and the builder's status. */
import { parse as parseYaml } from 'yaml';
import type { HouseRules } from '../../../src/core/ruleset/ruleset.js';
import type { FfBand } from '../../../src/rulesets/flammes-et-fantassins/band.js';
import type { FfProfile } from '../../../src/rulesets/flammes-et-fantassins/derive.js';
import { ruleset } from '../../../src/rulesets/flammes-et-fantassins/index.js';

/** A shield beside a bow, a caster with a specialty, a roublard with talents; a campaign with two potions created. */
export const CAMPAIGN_BAND = `ruleset: flammes-et-fantassins
name: T
pc: 3
characters:
  - name: Garde
    style: puissant
    classes: [archer]
    equipment: [arc, arme-a-une-main, rondache]
  - name: Ambroise
    style: agile
    classes: [alchimiste]
    equipment: [baton, robe, potion-de-vie]
    spells: [frappe-de-l-ombre, poison]
    specialty: creation-de-potion
  - name: Chantre
    style: agile
    classes: [skald]
    equipment: [arme-a-une-main, cuir]
campaign:
  ledger:
    - scenario: s1
      date: 2025-01-01
      result: win
      played: 0
      trophies: 2
      pc: 1
      fer: 1
  potions:
    - member: Ambroise
      scenario: s1
      date: 2025-01-01
      items: potion-de-vie, bombe
`;

/** No class nor equipment; a Héros with negative DEX and a shield beside a two-handed weapon; a caster carrying every kind of item. */
export const MIXED_BAND = `ruleset: flammes-et-fantassins
name: B
pc: 9
characters:
  - name: Nul
    style: agile
    classes: []
    equipment: []
  - name: Roland
    style: puissant
    classes: [barbare, soldat, chevalier]
    equipment: [arme-a-deux-mains, ecu, plaque]
  - name: Merlin
    style: agile
    classes: [magicien, archimage]
    equipment: [baton, masse, dague, couteaux-de-lancer, arbalete-legere, nu, grimoire, bombe]
    spells: [armure-de-mage, boule-de-feu]
    specialty: magie-scolaire
`;

export function typed(text: string, houseRules: HouseRules = {}): { band: FfBand; profile: FfProfile } {
  const { band } = ruleset.parse(parseYaml(text), houseRules);
  if (!band) throw new Error('band not typed');
  return { band, profile: ruleset.derive(band) };
}
