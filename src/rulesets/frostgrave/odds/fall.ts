/**
 * "Si la chute est inférieure à 3", ses effets sont négligeables … Pour une chute de 3" ou plus, elle souffrira d'autant de
 * dommages que la hauteur de la chute en pouces multipliée par 1,5 (arrondie à l'entier inférieur)."
 */
export const FALL_FROM = 3;

export function fallDamage(height: number): number {
  if (height < FALL_FROM) return 0;
  // The epsilon keeps 1.5 × a typed decimal (4.2 → 6.3) from landing just under an integer.
  return Math.floor(height * 1.5 + 1e-9);
}
