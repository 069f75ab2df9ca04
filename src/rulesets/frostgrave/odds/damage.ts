/**
 * "soustrayez du score du vainqueur la caractéristique d'Armure du vaincu … Si le résultat est égal ou inférieur à 0,
 * aucun dommage n'est infligé"; weapon modifiers join the score first, as in the critical example
 * ("20 + 3 … +2 … pour un total de 25", docs/rules-notes.md); a critical doubles the result.
 */
export function damageOf(score: number, damageMod: number, armour: number, critical: boolean): number {
  return Math.max(0, score + damageMod - armour) * (critical ? 2 : 1);
}

/** The optional rule's threshold: "Quand une figurine voit sa Santé actuelle réduite à 4 ou moins par des dommages, elle est blessée". */
export const WOUNDED_AT = 4;

/** Killed: "le total de dommages subis est égal ou supérieur à sa Santé". */
export const kills = (damage: number, health: number): boolean => damage >= health;

/** Left alive and wounded by this damage (at least one point taken, Santé 4 or less left). */
export const wounds = (damage: number, health: number): boolean => damage >= 1 && damage < health && health - damage <= WOUNDED_AT;

/** Issue 38 item 22: the Santé a figure loses, never more than it has (docs/json.md "expected damage"). */
export const lost = (damage: number, health: number): number => Math.min(damage, health);
