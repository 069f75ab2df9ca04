/** Spell grants of a character: per domain from the caster classes, plus one free spell per grimoire. */
import type { FfCharacter } from '../band.js';
import { DOMAINS, type Domain } from '../catalogue/types.js';

export const isCaster = (c: FfCharacter): boolean => c.classes.some((k) => k.def.family === 'lanceur-de-sorts');

export function grantedByDomain(c: FfCharacter): Record<Domain, number> {
  const granted = Object.fromEntries(DOMAINS.map((d) => [d, 0])) as Record<Domain, number>;
  for (const { def } of c.classes) for (const d of DOMAINS) granted[d] += def.spells[d] ?? 0;
  return granted;
}

export function chosenByDomain(c: FfCharacter, level?: 1 | 2): Record<Domain, number> {
  const chosen = Object.fromEntries(DOMAINS.map((d) => [d, 0])) as Record<Domain, number>;
  for (const { def } of c.spells) if (level === undefined || def.level === level) chosen[def.domain] += 1;
  return chosen;
}

/** "Un bonus de 1 Sort est aussi accordé par la possession d'un équipement du type Grimoire." */
export const grimoireSpells = (c: FfCharacter): number => c.equipment.filter((e) => e.def.id === 'grimoire').length;
