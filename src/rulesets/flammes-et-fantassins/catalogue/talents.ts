// Rulebook, Annexes "Les Talents".
import type { TalentDef } from './types.js';

export const TALENTS: readonly TalentDef[] = [
  {
    id: 'baratin',
    name: 'Baratin',
    condition: 'personnage activé, cible à vue située à moins de Dép. du Voleur.',
    cost: '0 PA',
    effect: "si un jet de CHA contre la SAG de la cible est réussi, le joueur peut déplacer la cible de 6 pouces. Si en plus du jet réussi la cible est au contact du voleur, le Voleur peut en plus voler une pièce d'équipement ou une possession de la cible (hors seule arme possédée par la cible et son armure).",
  },
  {
    id: 'botte-secrete',
    name: 'Botte secrète',
    condition: "lors d'une attaque du personnage",
    cost: '0 PA',
    effect: "s'il peut appliquer sa FOR aux dégâts, le personnage peut en plus de sa FOR ajouter son bonus de DEX à ses dégâts.",
  },
  {
    id: 'connaissance-du-terrain',
    name: 'Connaissance du Terrain',
    condition: 'avant que la partie ne débute',
    cost: '0 PA',
    effect: 'le joueur peut modifier l\'orientation ou la position de 3 éléments du décors. S\'il choisit la position, il peut les déplacer sans modifier l\'orientation jusqu\'à 3 pouces chacun.\nLimitations : Tout "chemin" existant sur la table avant l\'utilisation de cette compétence doit continuer être empruntable. On ne peut pas par exemple boucher des entrées de bâtiment, ou rapprocher des éléments de décors pour clore une voie d\'accès. Par contre, une Bande comptant 2 ou plus Rangers peuvent déplacer les mêmes éléments de décors.',
  },
  {
    id: 'cri-de-ralliement',
    name: 'Cri de Ralliement',
    condition: 'personnage activé, pendant une action de Commandement',
    cost: '0 PA',
    effect: 'le personnage commandant peut commander des personnages situés à une distance de Dép pouces, à la place de la distance régulière de 1 pouce.',
  },
  {
    id: 'deplacement-rapide',
    name: 'Déplacement rapide',
    condition: 'personnage activé',
    cost: '0 PA',
    effect: 'ce personnage peut effectuer une action de Déplacement gratuitement.',
  },
  {
    id: 'encouragement',
    name: 'Encouragement',
    condition: 'personnage activé, pendant une action de Concentration',
    cost: '0 PA',
    effect: "en plus des effets de la Concentration sur lui-même, le personnage peut donner les effets d'une action de Concentration aux figurines amies situées à une distance à laquelle il pourrait se déplacer à vol d'oiseau. Le joueur choisit quel effet s'applique à chaque personnage.",
  },
  {
    id: 'esquive',
    name: 'Esquive',
    condition: 'en réaction, sur une attaque portée sur ce personnage',
    cost: '0 PA',
    effect: "le personnage peut ajouter son bonus de DEX à sa CA, ou retrancher son bonus de DEX aux dégâts qu'il doit prendre.",
  },
  {
    id: 'imposition-des-mains',
    name: 'Imposition des Mains',
    condition: 'personnage activé, le socle de ce personnage doit être collé de sa cible',
    cost: '1 PA',
    effect: 'la cible récupère 4 PV.',
  },
  {
    id: 'inspiration',
    name: 'Inspiration',
    condition: 'personnage activé',
    cost: '1 PA',
    effect: "le personnage peut consulter chacun des sorts de Niveau I ayant été lancé cette partie. Il en choisit un qu'il lance immédiatement (avec ses propres scores d'INT et SAG). Le personnage peut décider de ne pas lancer de sort.",
  },
  {
    id: 'j-ai-des-ordres',
    name: "J'ai des ordres",
    condition: 'à tout moment donné, du moment que ce personnage possède encore un PA de Héros, ou que le joueur possède encore un PA de Bande.',
    cost: '0 PA',
    effect: 'le joueur peut convertir ce PA de Bande ou de Héros en PA de Commandement.',
  },
  {
    id: 'legendes',
    name: 'Légendes',
    condition: 'personnage activé, pendant une action de Concentration',
    cost: '0 PA',
    effect: 'les effets de la Concentration actuelle sont doublés.',
  },
  {
    id: 'piege',
    name: 'Piège',
    condition: 'avant que la partie ne débute',
    cost: '0 PA',
    effect: "le joueur peut placer 3 pions faces cachées sur le terrain. Se mettre d'accord avant la partie sur l'une des faces de ces pions qui représente un piège. Tout Ranger allié pourra s'approcher de ces pions sans les déclencher.\nTout autre personnage s'approchant à moins de 2 pouces de ces pions déclenche leur effet en le défaussant : le pion-piège fait perdre immédiatement 3 PV, l'intégralité des PA situés sur une fiche de héros et le mouvement de la figurine piégée est stoppé immédiatement. Les pions-leurre n'ont aucun effet.\nDésamorçable par les Sorts : Ces pions peuvent être défaussés lorsqu'ils sont dans la zone d'effet d'un sort provoquant au moins la perte d'1 PV (le piège possède un score de Trame de 5 s'il doit y avoir un jet à faire).\nDésamorçable par les Voleurs, Chasseurs ou Rangers : ces personnages peuvent s'approcher à contact d'un tel type de pion en réussissant un jet de DEX contre un jet d'INT du Ranger. Si le jet d'approche est réussie, le pion est défaussé sans effet. Si le jet de désamorçage est raté, le piège ou son leurre est déclenché par le personnage qui s'en approche.",
  },
];
