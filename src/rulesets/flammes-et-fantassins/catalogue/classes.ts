// Rulebook, Annexes "Les Classes": Guerriers (+2 PV each), Roublards (+1 PV, two talents), Lanceurs de Sorts.
import type { ClassDef } from './types.js';

export const CLASSES: readonly ClassDef[] = [
  { id: 'archer', name: 'Archer', family: 'guerrier', bonuses: { DEX: 1, CON: 1 }, extra: { Tir: 1 }, talents: [], spells: {} },
  { id: 'barbare', name: 'Barbare', family: 'guerrier', bonuses: { FOR: 2 }, extra: { Dep: 1 }, talents: [], spells: {} },
  { id: 'chevalier', name: 'Chevalier', family: 'guerrier', bonuses: { CON: 2 }, extra: { Mel: 1 }, talents: [], spells: {} },
  { id: 'soldat', name: 'Soldat', family: 'guerrier', bonuses: { FOR: 1, CON: 1 }, extra: { fer: 1 }, talents: [], spells: {} },
  { id: 'assassin', name: 'Assassin', family: 'roublard', bonuses: { DEX: 2 }, extra: {}, talents: ['botte-secrete', 'deplacement-rapide'], spells: {} },
  { id: 'barde', name: 'Barde', family: 'roublard', bonuses: { INT: 1, CHA: 1 }, extra: {}, talents: ['inspiration', 'encouragement'], spells: {} },
  { id: 'bretteur', name: 'Bretteur', family: 'roublard', bonuses: { DEX: 1, FOR: 1 }, extra: {}, talents: ['botte-secrete', 'esquive'], spells: {} },
  { id: 'general', name: 'Général', family: 'roublard', bonuses: { FOR: 1, CHA: 1 }, extra: {}, talents: ['cri-de-ralliement', 'j-ai-des-ordres'], spells: {} },
  { id: 'paladin', name: 'Paladin', family: 'roublard', bonuses: { CON: 1, CHA: 1 }, extra: {}, talents: ['cri-de-ralliement', 'imposition-des-mains'], spells: {} },
  { id: 'moine', name: 'Moine', family: 'roublard', bonuses: { DEX: 1, SAG: 1 }, extra: {}, talents: ['esquive', 'imposition-des-mains'], spells: {} },
  { id: 'ranger', name: 'Ranger', family: 'roublard', bonuses: { CON: 1, INT: 1 }, extra: {}, talents: ['piege', 'connaissance-du-terrain'], spells: {} },
  { id: 'skald', name: 'Skald', family: 'roublard', bonuses: { SAG: 1, CHA: 1 }, extra: {}, talents: ['inspiration', 'legendes'], spells: {} },
  { id: 'voleur', name: 'Voleur', family: 'roublard', bonuses: { DEX: 1, CHA: 1 }, extra: {}, talents: ['baratin', 'esquive'], spells: {} },
  { id: 'alchimiste', name: 'Alchimiste', family: 'lanceur-de-sorts', bonuses: { DEX: 1, INT: 1 }, extra: {}, talents: [], spells: { tenebres: 1, nature: 1 }, specialty: 'creation-de-potion' },
  { id: 'archimage', name: 'Archimage', family: 'lanceur-de-sorts', bonuses: { INT: 2 }, extra: {}, talents: [], spells: { lumiere: 1, magie: 1 }, specialty: 'haute-maitrise' },
  { id: 'druide', name: 'Druide', family: 'lanceur-de-sorts', bonuses: { FOR: 1, SAG: 1 }, extra: {}, talents: [], spells: { nature: 2 }, specialty: 'langage-animal' },
  { id: 'magicien', name: 'Magicien', family: 'lanceur-de-sorts', bonuses: { INT: 1, SAG: 1 }, extra: {}, talents: [], spells: { magie: 2 }, specialty: 'magie-scolaire' },
  { id: 'necromancien', name: 'Nécromancien', family: 'lanceur-de-sorts', bonuses: { FOR: 1, INT: 1 }, extra: {}, talents: [], spells: { tenebres: 2 }, specialty: 'cremation-de-l-ame' },
  { id: 'pretre', name: 'Prêtre', family: 'lanceur-de-sorts', bonuses: { CON: 1, SAG: 1 }, extra: {}, talents: [], spells: { lumiere: 2 }, specialty: 'imposition-des-mains' },
  { id: 'sage', name: 'Sage', family: 'lanceur-de-sorts', bonuses: { SAG: 2 }, extra: {}, talents: [], spells: { lumiere: 1, nature: 1 }, specialty: 'mille-annees-de-sagesse' },
  { id: 'sorcier', name: 'Sorcier', family: 'lanceur-de-sorts', bonuses: { CHA: 2 }, extra: {}, talents: [], spells: { tenebres: 1, magie: 1 }, specialty: 'murmures-des-ombres' },
];

/** PV granted per class of each family ("donne un bonus de 2 aux PV", "de 1 aux PV"). */
export const FAMILY_PV: Readonly<Record<ClassDef['family'], number>> = {
  guerrier: 2,
  roublard: 1,
  'lanceur-de-sorts': 0,
};
