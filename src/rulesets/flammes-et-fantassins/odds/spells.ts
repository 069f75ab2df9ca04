/**
 * Spells with a roll (rulebook "Magie (pour les sorts nécessitant un jet)": "D6 de Touche : + INT. D6 d'Effet :
 * + SAG + effet du sort"), and the two that deal PV with dice of their own (rayon de lumière, éclair), as data.
 * Readings are in docs/rules-notes.md.
 */

/**
 * What the Effet does: PV lost (`pv`); the effect when the Effet is at least `min` ("Si le dé d'Effet obtient au moins
 * un résultat de 5"); an amount of something else (PA, pouces, PV regained; `divide`: "Diviser le dé d'Effet par 3");
 * or nothing but the hit (`hit`: acide destroys an item).
 */
export type SpellOutcome =
  | { readonly kind: 'pv' }
  | { readonly kind: 'threshold'; readonly min: number }
  | { readonly kind: 'amount'; readonly unit: 'PA' | 'pouces' | 'PV' | 'niveaux'; readonly divide?: number }
  | { readonly kind: 'hit' };

export interface SpellAttackDef {
  readonly id: string;
  /** What the Touche must reach: the target's Trame, a fixed Trame, or the number the mage chooses. */
  readonly against: { readonly kind: 'tra' } | { readonly kind: 'fixed'; readonly value: number } | { readonly kind: 'chosen' };
  /** The mage gains the PV the target loses. */
  readonly drains: boolean;
  /** "Condition : 1 cible à contact": not an attack "à distance" (brouillard). */
  readonly contact: boolean;
  readonly outcome: SpellOutcome;
  readonly quote: string;
}

const PV = { kind: 'pv' } as const;
const ON_FIVE = { kind: 'threshold', min: 5 } as const;

export const SPELL_ATTACKS: readonly SpellAttackDef[] = [
  { id: 'projectile-magique', against: { kind: 'fixed', value: 0 }, drains: false, contact: false, outcome: PV, quote: "Jet de Magie contre une Tra de 0. Le dé d'Effet est à répartir en dégâts entre les différentes cibles." },
  { id: 'frappe-de-l-ombre', against: { kind: 'tra' }, drains: false, contact: false, outcome: PV, quote: "Jet de Magie contre la Tra de la cible. La cible perd [dé d'Effet] PV." },
  { id: 'vampirisme', against: { kind: 'tra' }, drains: true, contact: true, outcome: PV, quote: "Jet de Magie contre la Tra de la cible. La cible perd [dé d'Effet] PV. Le Mage gagne ce même nombre de PV." },
  {
    id: 'boule-de-feu',
    against: { kind: 'chosen' },
    drains: false,
    contact: false,
    outcome: PV,
    quote: "Le Mage choisit un nombre entre 1 et 6. Puis réalise un jet de Magie contre une Tra du nombre choisi. Tout personnage dans la zone d'effet subit [dé d'Effet + nb choisit] dégâts.",
  },
  { id: 'sommeil', against: { kind: 'tra' }, drains: false, contact: false, outcome: ON_FIVE, quote: "Jet de Magie contre la Tra de la cible. Si le dé d'Effet obtient au moins un résultat de 5, la cible perd tous ses PA actuels et est placée sur le ventre." },
  { id: 'charme', against: { kind: 'tra' }, drains: false, contact: false, outcome: ON_FIVE, quote: "Jet de Magie contre la Tra de la cible. Si le dé d'Effet obtient au moins un résultat de 5, la cible perd 1 PA et elle réalise n'importe quelle action au choix du Mage." },
  { id: 'forme-spectrale', against: { kind: 'tra' }, drains: false, contact: true, outcome: ON_FIVE, quote: "Si la cible est ennemie, Jet de Magie contre la Tra de la cible … Le Mage peut ainsi déplacer une cible ennemie hors de la zone de jeu s'il réussit un dé d'Effet de 5 ou plus." },
  { id: 'fascination-pour-les-tenebres', against: { kind: 'fixed', value: 3 }, drains: false, contact: false, outcome: { kind: 'amount', unit: 'PA' }, quote: "Jet de Magie contre une Tra de 3. Le dé d'Effet est à répartir en perte de PA entre les différentes cibles." },
  { id: 'acide', against: { kind: 'tra' }, drains: false, contact: true, outcome: { kind: 'hit' }, quote: 'Jet de Magie contre la Tra de la cible. Un équipement de la cible est détruit.' },
  { id: 'teleportation', against: { kind: 'tra' }, drains: false, contact: false, outcome: { kind: 'amount', unit: 'pouces' }, quote: "Si le Mage cible une figurine ennemie, il doit d'abord réussir un Jet de Magie contre la Tra de la cible pour la déplacer d'une distance égale au dé d'Effet." },
  { id: 'drain-d-energie-magique', against: { kind: 'tra' }, drains: false, contact: false, outcome: { kind: 'amount', unit: 'niveaux', divide: 3 }, quote: "Jet de Magie contre la Tra de la cible. … Diviser le dé d'Effet par 3 en arrondissant à l'inférieur puis tirer dans la main face cachée de la cible un total de niveaux correspondant à ce résultat." },
  { id: 'resurrection', against: { kind: 'tra' }, drains: false, contact: false, outcome: { kind: 'amount', unit: 'PV' }, quote: "Jet de Magie contre la Tra de la cible. Le cadavre renaît avec [dé d'Effet] PV. En cas d'échec du jet, le Mage perd [dé d'Effet] PV." },
  { id: 'reincarnation', against: { kind: 'tra' }, drains: false, contact: false, outcome: { kind: 'amount', unit: 'PV' }, quote: "Jet de Magie du Mage contre la Tra de la cible alliée. Si le sort réussi, l'allié meurt mais le Mage ressuscite avec [dé d'Effet] PV et 0 PA." },
];

/** Spells that deal PV with dice of their own, without the Jet de Magie. */
export interface DiceSpellDef {
  readonly id: string;
  readonly kind: 'rayon' | 'eclair';
  readonly quote: string;
}

export const DICE_SPELLS: readonly DiceSpellDef[] = [
  {
    id: 'rayon-de-lumiere',
    kind: 'rayon',
    quote: "le Mage jette 2D6 puis il choisit s'il veut en lancer deux autres ou s'arrêter là. Tant que le jet est supérieur au jet précédent, il peut garder ces dés. Si le dernier jet est inférieur ou égal au jet précédent, le sort rate et fait 0 PV à la cible.",
  },
  { id: 'eclair', kind: 'eclair', quote: "au début du prochain Round, chaque personnage situé dans un rayon de 6 pouces autour de l'endroit où a été lancé ce sort prends 3D6 dégâts." },
];

/** "Le Mage choisit un nombre entre 1 et 6." */
export const CHOSEN_NUMBERS = [1, 2, 3, 4, 5, 6] as const;
