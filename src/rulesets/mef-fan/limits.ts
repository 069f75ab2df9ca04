/**
 * The army limits of III (Personnage, Magicien) and II (characteristics), as data. The counts marked "by default"
 * are the rulebook's defaults that players may change by agreement (house rules, docs/rules-notes.md).
 */
export const LIMITS = {
  /** "Il ne peut, en tout état de cause, y avoir qu'un seul général par armée." */
  general: 1,
  /** "Le nombre devrait être fixé par les joueurs (par défaut : un seul porte-bannière)." */
  porteBanniere: 1,
  /** "Par défaut, c'est un seul magicien, avec deux sorts (un seul sort en campagne)." */
  magicien: 1,
  /** "De même pour les magiciens, soigneurs ou mécaniciens … Un seul par armée." */
  guerisseur: 1,
  spells: 2,
  spellsInCampaign: 1,
  /** "une valeur normalement comprise entre 0 et 5". */
  characteristicMax: 5,
  /** "ne pas avoir un score de Déf supérieur à 5 car sinon l'unité sera invulnérable". */
  defMax: 5,
  /** "Aucune unité ne devrait normalement avoir un score de Men inférieur à 1." */
  menMin: 1,
} as const;
