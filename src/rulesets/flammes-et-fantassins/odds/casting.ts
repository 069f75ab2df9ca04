/**
 * Who may cast a spell in an attack, and how (docs/rules-notes.md, "Parchemins" and "Inspiration"):
 * - a spell the character knows;
 * - a parchemin: « peuvent servir aux Mages … le Mage les utilisant doit être capable de lancer ce sort à cet
 *   instant précis »: a Mage (a caster class) whose classes grant the spell's Domaine;
 * - the talent Inspiration (Barde, Skald): « Il en choisit un [des sorts de Niveau I ayant été lancé cette partie]
 *   qu'il lance immédiatement (avec ses propres scores d'INT et SAG) »: any Niveau I spell, taken as cast this game.
 */
import { ruleError } from '../../../core/diagnostics/errors.js';
import type { FfCharacter } from '../band.js';
import * as catalogue from '../catalogue/index.js';
import type { Domain } from '../catalogue/types.js';
import { grantedByDomain, isCaster } from '../checks/spells.js';
import type { CharacterProfile } from '../derive.js';
import { namesList } from '../names.js';

export type CastWith = 'known' | 'parchemin' | 'inspiration';

/** The Domaines a character's caster classes grant spells of. */
export const domainsOf = (c: FfCharacter): Domain[] =>
  Object.entries(grantedByDomain(c))
    .filter(([, n]) => n > 0)
    .map(([d]) => d as Domain);

const carries = (profile: CharacterProfile, id: string): boolean => profile.equipment.includes(`parchemin-${id}`);

/** A parchemin the character may read: a Mage, for a spell of a Domaine his classes grant. */
export const readsParchemin = (c: FfCharacter, profile: CharacterProfile, id: string): boolean =>
  carries(profile, id) && isCaster(c) && domainsOf(c).includes(catalogue.spells.get(id)!.domain);

/** Inspiration casts "chacun des sorts de Niveau I". */
const inspires = (profile: CharacterProfile, id: string): boolean => profile.talents.includes('inspiration') && catalogue.spells.get(id)!.level === 1;

/** How the character casts the spell, or null when it cannot. Its own spells first, then a parchemin, then Inspiration. */
export function castWith(c: FfCharacter, profile: CharacterProfile, id: string): CastWith | null {
  if (profile.spells.includes(id)) return 'known';
  if (readsParchemin(c, profile, id)) return 'parchemin';
  return inspires(profile, id) ? 'inspiration' : null;
}

/**
 * The spell cast by a band member, or the reason it cannot be, in the message: a parchemin read by no Mage or outside
 * his Domaines, a Niveau II spell through Inspiration; `otherwise` is the refusal of a spell simply not known.
 */
export function castOrRefuse(side: { name: string; character: FfCharacter; profile: CharacterProfile }, id: string, otherwise: () => Error): CastWith {
  const how = castWith(side.character, side.profile, id);
  if (how) return how;
  const { name, character: c, profile } = side;
  const spell = catalogue.spells.get(id)!;
  const words = { name, spell: spell.name, known: namesList('spell', profile.spells) };
  if (carries(profile, id) && !isCaster(c)) throw ruleError('ff/attack-parchemin-not-mage', words);
  if (carries(profile, id)) throw ruleError('ff/attack-parchemin-domain', { ...words, domain: namesList('domain', [spell.domain]), domains: namesList('domain', domainsOf(c)) });
  if (profile.talents.includes('inspiration')) throw ruleError('ff/attack-inspiration-level', words);
  throw otherwise();
}
