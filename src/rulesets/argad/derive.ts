/** The troop's budget (rulebook "Budget (optionnel)", "Coût de base"). Pure and total. */
import type { ArgadBand, ArgadCharacter } from './band.js';

export interface CharacterProfile {
  readonly name: string;
  readonly count: number;
  readonly class: number;
  readonly armour: string;
  /** Points of the whole line: `count` × the cost of one character. */
  readonly cost: number;
}

export interface ArgadProfile {
  readonly ruleset: 'argad';
  readonly name: string;
  readonly band: { readonly budget: number };
  readonly characters: readonly CharacterProfile[];
}

/** "Un cheval de bât ou de piéton monté vaut 2 points." */
export const ANIMAL_COST = 2;

// "Un simple piéton (de classe 1 à 5) vaut autant de points que sa classe. Un chef ou gradé, ou un musicien, vaut le
// double (à pied). Un simple cavalier sur son cheval de guerre vaut le double de ce qu'il vaudrait à pied ; un
// cavalier officier, ou musicien, vaut le triple." Equipment and training are priced by the supplements, not here.
export function unitCost(c: Pick<ArgadCharacter, 'class' | 'role' | 'mounted'>): number {
  const leads = c.role === 'chef' || c.role === 'musicien';
  if (c.mounted === 'cavalier') return c.class * (leads ? 3 : 2);
  return c.class * (leads ? 2 : 1) + (c.mounted === 'pieton-monte' ? ANIMAL_COST : 0);
}

export function derive(band: ArgadBand): ArgadProfile {
  const characters = band.characters.map((c) => ({ name: c.name, count: c.count, class: c.class, armour: c.armour.label, cost: unitCost(c) * c.count }));
  const budget = characters.reduce((sum, c) => sum + c.cost, 0) + ANIMAL_COST * band.packAnimals;
  return { ruleset: 'argad', name: band.name, band: { budget }, characters };
}
