/** A figure's keys as `build` writes them: the defaults of a new figure, the flags that set them, the comments. */
import type { Messages } from '../../../core/messages/catalogue.js';
import { weapons } from '../catalogue.js';

/** A plain soldat's line; the questions (or the flags) then change it. */
export const DEFAULT_FIGURE = { type: 'soldat', move: 6, fight: 0, shoot: 0, armour: 10, will: 0, health: 10, weapon: 'arme-de-base' } as const;

/** Build option key → band file key, in the order of the band files. */
export const FIELDS: readonly (readonly [option: string, key: string])[] = [
  ['type', 'type'],
  ['move', 'move'],
  ['fight', 'fight'],
  ['shoot', 'shoot'],
  ['armour', 'armour'],
  ['will', 'will'],
  ['health', 'health'],
  ['weapon', 'weapon'],
  ['fightMod', 'fight_mod'],
  ['shootMod', 'shoot_mod'],
  ['damageMod', 'damage_mod'],
  ['undead', 'undead'],
];

/** The weapon's effect as a trailing comment, "baton: L'adversaire déduit 1 …" (naming the id, so that a later edit replaces it). */
export function weaponComment(written: string): string | undefined {
  const def = weapons.get(written);
  return def && `${def.id}: ${def.effect}`;
}

export const typeComment = (t: Messages): string => t.text('frostgrave/build-comment-type');
