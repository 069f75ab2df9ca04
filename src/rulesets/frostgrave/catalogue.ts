/** The excerpt's figure types and weapons, as data. Effects are those the rulebook's worked examples give. */
import { NameIndex } from '../../core/diagnostics/names.js';

export type FigureType = 'mage' | 'apprenti' | 'soldat';

export interface FigureTypeDef {
  readonly id: FigureType;
  readonly aliases: readonly string[];
}

export const FIGURE_TYPES: readonly FigureTypeDef[] = [
  { id: 'mage', aliases: ['wizard'] },
  { id: 'apprenti', aliases: ['apprentice'] },
  { id: 'soldat', aliases: ['soldier'] },
];

export type WeaponKind = 'melee' | 'ranged';

export interface WeaponDef {
  readonly id: string;
  readonly name: string;
  readonly aliases: readonly string[];
  /** Melee weapons fight; "Une figurine armée d'un arc ou d'une arbalète peut dépenser une action pour tirer". */
  readonly kind: WeaponKind;
  /** Added to the damage of the attacks this weapon makes (melee for melee weapons, shots for ranged ones). */
  readonly damage: number;
  /** Added to the opponent's Fight roll when this weapon's bearer fights in melee. */
  readonly opponentFight: number;
  /** The effect as the excerpt states it, in French, for the cards. */
  readonly effect: string;
}

export const WEAPONS: readonly WeaponDef[] = [
  // "doit déduire 1 du fait que son adversaire est équipé d'un bâton" … "le bâton du mage lui donne un malus aux dommages de -1"
  { id: 'baton', name: 'bâton', aliases: ['staff'], kind: 'melee', damage: -1, opponentFight: -1, effect: "L'adversaire déduit 1 de son jet de Combat ; malus aux dommages de -1." },
  // The brigand's "arme de base": no modifier.
  { id: 'arme-de-base', name: 'arme de base', aliases: ['hand-weapon'], kind: 'melee', damage: 0, opponentFight: 0, effect: 'Aucun modificateur.' },
  // "+2 (le bonus de dommages de son arme lourde)"
  { id: 'arme-lourde', name: 'arme lourde', aliases: ['two-handed-weapon'], kind: 'melee', damage: 2, opponentFight: 0, effect: 'Bonus de dommages de +2.' },
  // The excerpt gives bows and crossbows no damage modifier (docs/rules-notes.md).
  { id: 'arc', name: 'arc', aliases: ['bow'], kind: 'ranged', damage: 0, opponentFight: 0, effect: 'Tir, portée 24".' },
  { id: 'arbalete', name: 'arbalète', aliases: ['crossbow'], kind: 'ranged', damage: 0, opponentFight: 0, effect: 'Tir, portée 24" ; le rechargement remplace le mouvement.' },
];

export const figureTypes = new NameIndex(FIGURE_TYPES);
export const weapons = new NameIndex(WEAPONS);
