/**
 * F&F in a matchup: a character's attacks are its Mêlée weapon, its Tir weapon and the attack spells it knows or reads
 * from a parchemin (a Mage, of his Domaines), Jet de Magie or dice of their own. Inspiration casts only a spell cast
 * earlier in the game, which a matchup does not know: it lists none (docs/rules-notes.md).
 */
import type { AttackChoice, MatchupMetric, Member } from '../../../core/ruleset/ruleset.js';
import type { FfBand } from '../band.js';
import { nameOf } from '../names.js';
import { deriveCharacter } from '../derive.js';
import { readsParchemin } from './casting.js';
import { weaponOf } from './fighters.js';
import { DICE_SPELLS, SPELL_ATTACKS } from './spells.js';

export function attacks(band: FfBand, member: Member): readonly AttackChoice[] {
  const c = band.characters[member.path[1] as number];
  if (!c) return [];
  const choices: AttackChoice[] = [];
  const melee = weaponOf(c, 'melee');
  const ranged = weaponOf(c, 'ranged');
  if (melee?.attack) choices.push({ name: 'melee', label: melee.name, options: { weapon: 'melee' } });
  if (ranged?.attack) choices.push({ name: 'ranged', label: ranged.name, options: { weapon: 'ranged' } });
  // "Un parchemin d'un sort particulier peut être défaussé par le Mage en lieu et place du sort du même nom."
  const profile = deriveCharacter(c, band.rules);
  const knows = (id: string) => profile.spells.includes(id) || readsParchemin(c, profile, id);
  for (const spell of [...SPELL_ATTACKS, ...DICE_SPELLS]) if (knows(spell.id)) choices.push({ name: spell.id, label: nameOf('spell', spell.id), options: { spell: spell.id } });
  return choices;
}

/**
 * The matchup's headline: one attack rarely kills a character of 8 to 12 PV (its chance to kill is nearly always 0),
 * so the table shows the PV it takes on average (docs/rules-notes.md, "the matchup's headline").
 */
export const matchupMetric: MatchupMetric = {
  id: 'damage',
  title: { en: 'expected PV lost per attack', fr: 'PV perdus en moyenne par attaque' },
};
