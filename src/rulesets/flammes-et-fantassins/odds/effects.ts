/**
 * The opt-in effects of `--use` (rulebook Annexes: Talents, Matériel, Sorts, Spécialités, Masse), as data:
 * who brings it, what a band member needs to have for it, which attacks it changes and by how much.
 * Readings are in docs/rules-notes.md ("simulate-attack").
 */
export type AttackKind = 'melee' | 'ranged' | 'spell';

/** What a band member must have to use the effect; a typed-in side is taken at its word. */
export type Requirement =
  | { readonly kind: 'talent' }
  | { readonly kind: 'item' }
  /** A "soi-même" spell: known, or its parchemin carried. */
  | { readonly kind: 'own-spell' }
  | { readonly kind: 'specialty' }
  /** The attacker's melee weapon. */
  | { readonly kind: 'weapon'; readonly weapon: string }
  /** Cast by any mage of the band on the target ("1 cible à vue"). */
  | { readonly kind: 'none' }
  /** The side must be a mage (Duel Magique: "le personnage ciblé … doit être un mage"). */
  | { readonly kind: 'caster' };

/** What the effect does, for the model: a flat modifier or one of the rules it implements. */
export type Behaviour =
  | { readonly kind: 'modifier'; readonly roll: 'degats' | 'defense'; readonly value: number }
  /** Peau d'écorce: CA bonus that lasts until the target loses a PV. */
  | { readonly kind: 'bark'; readonly value: number }
  | { readonly kind: 'botte-secrete' }
  | { readonly kind: 'esquive-talent' }
  | { readonly kind: 'doubles-only' }
  | { readonly kind: 'stun'; readonly threshold: number }
  | { readonly kind: 'concentration-both' }
  /** A main characteristic raised (the spell Force: FOR +2), flowing into Mêl. and the Dégâts that add FOR. */
  | { readonly kind: 'stat'; readonly stat: 'FOR'; readonly value: number }
  /** Brouillard: Touche malus until an attack it applies to hits. */
  | { readonly kind: 'fog'; readonly value: number }
  /** Potion d'Éloquence: +CHA to one die of one roll, chosen after the roll. */
  | { readonly kind: 'eloquence' }
  /** Murmures des ombres: CHA in place of INT or of SAG. */
  | { readonly kind: 'swap-cha' }
  /** Crémation de l'Âme: +1 to INT or SAG, chosen each time one is read. */
  | { readonly kind: 'floating'; readonly value: number }
  /** Magie Scolaire: once per game, one die turned to its opposite face. */
  | { readonly kind: 'flip' }
  /** Légendes: the current Concentration's effects doubled. */
  | { readonly kind: 'legendes' }
  /** Bénédiction: once per game, the attacker may roll his dice again (odds.ts, `rerolled`). */
  | { readonly kind: 'reroll' };

export interface EffectDef {
  readonly id: string;
  readonly aliases?: readonly string[];
  readonly side: 'attacker' | 'target';
  readonly requires: Requirement;
  /** Attacks the effect changes; any other is refused rather than silently ignored. */
  readonly attacks: readonly AttackKind[];
  readonly behaviour: Behaviour;
  /** How long it lasts: "pendant le Round" effects are assumed to last through every attack of "attacks to kill". */
  readonly lasts?: 'round';
  /** The rulebook's words. */
  readonly quote: string;
}

export const EFFECTS: readonly EffectDef[] = [
  {
    id: 'botte-secrete',
    side: 'attacker',
    requires: { kind: 'talent' },
    attacks: ['melee', 'ranged'],
    behaviour: { kind: 'botte-secrete' },
    quote: "s'il peut appliquer sa FOR aux dégâts, le personnage peut en plus de sa FOR ajouter son bonus de DEX à ses dégâts.",
  },
  {
    id: 'esquive',
    side: 'target',
    requires: { kind: 'talent' },
    attacks: ['melee', 'ranged', 'spell'],
    behaviour: { kind: 'esquive-talent' },
    quote: "le personnage peut ajouter son bonus de DEX à sa CA, ou retrancher son bonus de DEX aux dégâts qu'il doit prendre.",
  },
  {
    id: 'potion-de-force',
    lasts: 'round',
    side: 'attacker',
    requires: { kind: 'item' },
    attacks: ['melee'],
    behaviour: { kind: 'modifier', roll: 'degats', value: 2 },
    quote: 'donne un bonus de +2 aux dégâts de mêlée pendant le Round.',
  },
  {
    id: 'potion-d-armure',
    lasts: 'round',
    side: 'target',
    requires: { kind: 'item' },
    attacks: ['melee', 'ranged'],
    behaviour: { kind: 'modifier', roll: 'defense', value: 2 },
    quote: 'donne un bonus de +2 à la CA pendant le Round.',
  },
  {
    id: 'armure-de-mage',
    lasts: 'round',
    side: 'target',
    requires: { kind: 'none' },
    attacks: ['melee', 'ranged'],
    behaviour: { kind: 'modifier', roll: 'defense', value: 3 },
    quote: 'CA de la cible +3 pendant un Round.',
  },
  {
    id: 'peau-d-ecorce',
    side: 'target',
    requires: { kind: 'own-spell' },
    attacks: ['melee', 'ranged'],
    behaviour: { kind: 'bark', value: 2 },
    quote: "CA +2 jusqu'à la fin du jeu ou que le Mage ne perde 1 PV d'une manière ou d'une autre.",
  },
  {
    id: 'image-miroir',
    // "jusqu'à la fin du Round"
    lasts: 'round',
    side: 'target',
    requires: { kind: 'own-spell' },
    attacks: ['melee', 'ranged'],
    behaviour: { kind: 'doubles-only' },
    quote: "jusqu'à la fin du Round, le Mage ne peut être touché par des attaques de Mêlée ou de Tir, sauf lorsque les dés jetés par le joueur adverse sont des doubles.",
  },
  {
    id: 'assommer',
    aliases: ['masse'],
    side: 'attacker',
    requires: { kind: 'weapon', weapon: 'masse' },
    attacks: ['melee'],
    behaviour: { kind: 'stun', threshold: 5 },
    quote: "permet d'assommer plutôt que de blesser. Doit être annoncé avant le jet sinon l'attaque touche les PV. Si le dé de Dégâts fait 5+, la cible perd tous ses PA et est placée sur le ventre.",
  },
  {
    id: 'mille-annees-de-sagesse',
    aliases: ['sage'],
    side: 'attacker',
    requires: { kind: 'specialty' },
    attacks: ['spell'],
    behaviour: { kind: 'concentration-both' },
    quote: "le bonus de +1 apporté par une Concentration s'applique au dé de Touche ET au dé d'Effet (au lieu du dé de Touche OU du dé d'Effet).",
  },
  {
    id: 'force',
    lasts: 'round',
    side: 'attacker',
    requires: { kind: 'none' },
    attacks: ['melee', 'ranged'],
    behaviour: { kind: 'stat', stat: 'FOR', value: 2 },
    quote: 'La cible gagne +2 en FOR jusqu\'à la fin du Round.',
  },
  {
    id: 'brouillard',
    lasts: 'round',
    side: 'attacker',
    requires: { kind: 'none' },
    attacks: ['ranged', 'spell'],
    behaviour: { kind: 'fog', value: -2 },
    quote: "chaque attaque de Tir et de Magie à distance aura un malus de 2 à la Touche jusqu'à la fin du Round. Si l'une d'entre elle touche, le sort se dissipe immédiatement.",
  },
  {
    id: 'potion-d-eloquence',
    side: 'attacker',
    requires: { kind: 'item' },
    attacks: ['melee', 'ranged', 'spell'],
    behaviour: { kind: 'eloquence' },
    quote: 'apporte un bonus de +CHA à un unique jet au choix du joueur pendant ce Round.',
  },
  {
    id: 'duel-magique',
    side: 'target',
    requires: { kind: 'caster' },
    attacks: ['spell'],
    behaviour: { kind: 'modifier', roll: 'degats', value: 2 },
    quote: "S'il a raison, il ajoute temporairement 2 à sa Sagesse pour déterminer les effets du sort.",
  },
  {
    id: 'legendes',
    side: 'attacker',
    requires: { kind: 'talent' },
    attacks: ['melee', 'ranged', 'spell'],
    behaviour: { kind: 'legendes' },
    quote: 'les effets de la Concentration actuelle sont doublés.',
  },
  {
    id: 'murmures-des-ombres',
    side: 'attacker',
    requires: { kind: 'specialty' },
    attacks: ['spell'],
    behaviour: { kind: 'swap-cha' },
    quote: "lors de ses propres jets de Magie, s'il n'est pas en vue du Chat Noir, le Sorcier peut remplacer soit son INT soit sa SAG par son CHA.",
  },
  {
    id: 'cremation-de-l-ame',
    lasts: 'round',
    side: 'attacker',
    requires: { kind: 'specialty' },
    attacks: ['spell'],
    behaviour: { kind: 'floating', value: 1 },
    quote: "avant de jeter les dés, le Nécromancien peut dépenser 1 PV pour ajouter un bonus de +1 à son INT ou à sa SAG … Le choix du bonus appliqué à l'INT ou la SAG est opéré à chaque fois que l'une ou l'autre des caractéristiques est lue.",
  },
  {
    id: 'benediction',
    // Cast by a mage of the band on the attacker ("1 cible à vue à 4 pouces"), like force.
    side: 'attacker',
    requires: { kind: 'none' },
    attacks: ['melee', 'ranged', 'spell'],
    behaviour: { kind: 'reroll' },
    quote: 'La cible peut relancer ses dés une fois pendant cette partie.',
  },
  {
    id: 'magie-scolaire',
    side: 'attacker',
    requires: { kind: 'specialty' },
    attacks: ['spell'],
    behaviour: { kind: 'flip' },
    quote: "une fois pendant la partie, lors d'une de ses incantations, le Magicien peut retourner l'un de ses dés sur la face opposée.",
  },
];
