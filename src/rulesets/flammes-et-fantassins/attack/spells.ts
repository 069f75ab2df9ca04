/**
 * Spells with an attack roll (rulebook "Magie (pour les sorts nécessitant un jet)": "D6 de Touche : + INT.
 * D6 d'Effet : + SAG + effet du sort"), as data. Readings are in docs/rules-notes.md.
 */
export interface SpellAttackDef {
  readonly id: string;
  /** What the Touche must reach: the target's Trame, a fixed Trame, or the number the mage chooses. */
  readonly against: { readonly kind: 'tra' } | { readonly kind: 'fixed'; readonly value: number } | { readonly kind: 'chosen' };
  /** The mage gains the PV the target loses. */
  readonly drains: boolean;
  readonly quote: string;
}

export const SPELL_ATTACKS: readonly SpellAttackDef[] = [
  { id: 'projectile-magique', against: { kind: 'fixed', value: 0 }, drains: false, quote: "Jet de Magie contre une Tra de 0. Le dé d'Effet est à répartir en dégâts entre les différentes cibles." },
  { id: 'frappe-de-l-ombre', against: { kind: 'tra' }, drains: false, quote: "Jet de Magie contre la Tra de la cible. La cible perd [dé d'Effet] PV." },
  { id: 'vampirisme', against: { kind: 'tra' }, drains: true, quote: "Jet de Magie contre la Tra de la cible. La cible perd [dé d'Effet] PV. Le Mage gagne ce même nombre de PV." },
  {
    id: 'boule-de-feu',
    against: { kind: 'chosen' },
    drains: false,
    quote: "Le Mage choisit un nombre entre 1 et 6. Puis réalise un jet de Magie contre une Tra du nombre choisi. Tout personnage dans la zone d'effet subit [dé d'Effet + nb choisit] dégâts.",
  },
];

/** "Le Mage choisit un nombre entre 1 et 6." */
export const CHOSEN_NUMBERS = [1, 2, 3, 4, 5, 6] as const;
