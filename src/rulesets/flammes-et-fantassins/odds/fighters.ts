/** The two sides of an attack: a character of a band (with its derived profile) or numbers typed in. */
import type { Options, Side } from '../../../core/ruleset/ruleset.js';
import type { FfBand, FfCharacter } from '../band.js';
import type { EquipmentDef, Stat } from '../catalogue/types.js';
import { deriveCharacter, type CharacterProfile } from '../derive.js';
import type { FfRules } from '../house-rules.js';

export type Fighter =
  | { readonly kind: 'member'; readonly name: string; readonly file: string; readonly character: FfCharacter; readonly profile: CharacterProfile; readonly rules: FfRules; readonly band: FfBand }
  | { readonly kind: 'typed'; readonly options: Options };

export function fighter(side: Side<FfBand>): Fighter {
  if (side.kind === 'typed') return { kind: 'typed', options: side.options };
  const character = side.band.characters[side.member.path[1] as number]!;
  return { kind: 'member', name: side.member.name, file: side.file, character, profile: deriveCharacter(character, side.band.rules), rules: side.band.rules, band: side.band };
}

/** One term of a sum, named after what brings it ("Général +1"). */
export interface Part {
  readonly label: string;
  readonly value: number;
}

export const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));
export const describe = (parts: readonly Part[]): string => parts.map((p) => `${p.label} ${signed(p.value)}`).join(', ') || '-';

/** Where a main characteristic comes from: each class bonus, and the equipment's DEX (plaque, écu), as in derive. */
export function statParts(c: FfCharacter, stat: Stat): Part[] {
  const parts = c.classes.filter((k) => k.def.bonuses[stat]).map((k) => ({ label: k.def.name, value: k.def.bonuses[stat]! }));
  if (stat === 'DEX') for (const e of c.equipment) if (e.def.modifiers.DEX) parts.push({ label: e.def.name, value: e.def.modifiers.DEX });
  return parts;
}

/** Class bonuses to a secondary characteristic ("Chevalier: Mêl +1", "Archer: Tir +1"). */
export const extraParts = (c: FfCharacter, key: 'Mel' | 'Tir'): Part[] =>
  c.classes.filter((k) => k.def.extra[key]).map((k) => ({ label: k.def.name, value: k.def.extra[key]! }));

/** Equipment modifiers to the CA or the Trame (armour, shield, bâton). */
export const gearParts = (c: FfCharacter, key: 'CA' | 'Tra'): { item: EquipmentDef; value: number }[] =>
  c.equipment.filter((e) => e.def.modifiers[key]).map((e) => ({ item: e.def, value: e.def.modifiers[key]! }));

/** "Un personnage ne peut porter au maximum qu'une arme de mêlée, une arme à distance": the one of that kind. */
export const weaponOf = (c: FfCharacter, category: 'melee' | 'ranged'): EquipmentDef | undefined =>
  c.equipment.map((e) => e.def).find((item) => item.category === category);
