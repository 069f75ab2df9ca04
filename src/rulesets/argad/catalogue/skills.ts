// Rulebook "Compétences ou talents, capacités particulières" and "Grands costauds & très bons escrimeurs".
import type { SkillDef } from './types.js';

export const SKILLS: readonly SkillDef[] = [
  { id: 'bretteur', name: 'Bretteur / escrimeur', effect: 'frappe à l’arme courte en même temps que les armes semi-longues (à la dague avec les armes courtes), ou deux fois', aliases: ['escrimeur', 'escrimeuse'] },
  { id: 'costaud', name: 'Personnage très costaud', effect: '+1 au dé pour frapper en mêlée à pied (pas un facteur tactique)', aliases: ['grand costaud', 'tres costaud'] },
  { id: 'tireur-d-elite', name: 'Tireur d’élite', effect: '+1 au dé de tir ou viser un ennemi précis dans un groupe', aliases: ['sniper', 'sniper d elite'] },
  { id: 'jet-de-dague', name: 'Jet de dague ou couteau', effect: 'lancer des dagues ou couteaux de jet', aliases: ['jet de couteau'] },
  { id: 'arts-martiaux', name: 'Combat à mains nues / arts martiaux', effect: 'frapper à mains nues ou au bâton sans malus', aliases: ['combat a mains nues', 'boxe', 'boxeur'] },
  { id: 'agilite', name: 'Agilité, acrobatie', effect: 'sauter, grimper, franchir les obstacles', aliases: ['acrobatie'] },
  { id: 'charisme', name: 'Charisme, meneur d’hommes, persuasion', effect: 'convaincre les groupes ou les foules', aliases: ['meneur d hommes', 'persuasion'] },
  { id: 'charme', name: 'Charme', effect: 'charmer' },
  { id: 'discretion', name: 'Discrétion', effect: 'se cacher, se déplacer discrètement' },
  { id: 'eclaireur', name: 'Éclaireur, pisteur', effect: 'se repérer, suivre une piste, choisir entre deux dés de lenteur', aliases: ['pisteur'] },
  { id: 'erudit', name: 'Érudit', effect: 'connaissance de l’histoire, des traditions, des mythes' },
  { id: 'langues', name: 'Langues connues', effect: 'parler d’autres langues', aliases: ['interprete'] },
  { id: 'sagesse', name: 'Sagesse, religion, magie, science', effect: 'pouvoirs légèrement surnaturels, connaissances scientifiques', aliases: ['religion', 'magie', 'science', 'mage'] },
  { id: 'perception', name: 'Perception', effect: 'remarquer un indice, un comportement suspect' },
  { id: 'soigneur', name: 'Soigneur ou médic qualifié', effect: '+1 à la santé d’un blessé au contact pour le test de soins', aliases: ['medecin', 'medic', 'herboriste', 'rebouteux', 'chamane', 'chirurgien', 'infirmier', 'infirmiere'] },
  { id: 'canonnier', name: 'Canonnier', effect: 'compétence technique' },
  { id: 'grenadier', name: 'Grenadier', effect: 'compétence technique' },
  { id: 'marin', name: 'Marin', effect: 'compétence technique' },
  { id: 'mecanicien', name: 'Mécanicien', effect: 'compétence technique', aliases: ['mecanicienne'] },
];
