// Rulebook, Annexes "Les Classes", Les Lanceurs de Sorts: les Spécialités.
import type { SpecialtyDef } from './types.js';

export const SPECIALTIES: readonly SpecialtyDef[] = [
  {
    id: 'creation-de-potion',
    name: 'Création de potion',
    classId: 'alchimiste',
    effect: "à la fin d'une partie, si l'Alchimiste est vivant, choisir deux potion(s), deux bombe(s) ou une de chaque. L'Alchimiste pourra les garder, les défausser ou les donner à qui il le souhaite.",
  },
  {
    id: 'haute-maitrise',
    name: 'Haute Maîtrise',
    classId: 'archimage',
    effect: "une fois pendant la partie, lors d'une de ses incantations, l'Archimage peut réduire de 1 le niveau du sort. Ainsi, si le niveau du sort passe à 0, il ne défaussera pas de carte de sort.",
  },
  {
    id: 'langage-animal',
    name: 'Langage animal',
    classId: 'druide',
    effect: 'une fois durant la partie et pendant son activation, le Druide peut déplacer le Chat Noir de 0 à 4 pouces. La distance du Chat Noir au Druide importe peu et cet effet compte pour pouvoir convertir 2 PA de Bande en PA de Commandement au prochain tour.',
  },
  {
    id: 'magie-scolaire',
    name: 'Magie Scolaire',
    classId: 'magicien',
    effect: "une fois pendant la partie, lors d'une de ses incantations, le Magicien peut retourner l'un de ses dés sur la face opposée.",
  },
  {
    id: 'cremation-de-l-ame',
    name: "Crémation de l'Âme",
    classId: 'necromancien',
    effect: "avant de jeter les dés, le Nécromancien peut dépenser 1 PV pour ajouter un bonus de +1 à son INT ou à sa SAG. Ce bonus tient jusqu'à la fin du round.\nLe choix du bonus appliqué à l'INT ou la SAG est opéré à chaque fois que l'une ou l'autre des caractéristiques est lue. Lors d'un même jet de Magie, ce personnage n'obtient pas un bonus de +1 à son INT et à sa SAG, il faudrait avoir dépensé 2 PV pour faire ceci.",
  },
  {
    id: 'imposition-des-mains',
    name: 'Imposition des Mains',
    classId: 'pretre',
    effect: 'le Prêtre obtient la carte de Talent "Imposition des Mains". Cette carte de Talent marche comme le Talent du même nom.',
    talent: 'imposition-des-mains',
  },
  {
    id: 'mille-annees-de-sagesse',
    name: 'Mille années de sagesse',
    classId: 'sage',
    effect: "le bonus de +1 apporté par une Concentration s'applique au dé de Touche ET au dé d'Effet (au lieu du dé de Touche OU du dé d'Effet).",
  },
  {
    id: 'murmures-des-ombres',
    name: 'Murmures des ombres',
    classId: 'sorcier',
    effect: "lors de ses propres jets de Magie, s'il n'est pas en vue du Chat Noir, le Sorcier peut remplacer soit son INT soit sa SAG par son CHA.",
  },
];
