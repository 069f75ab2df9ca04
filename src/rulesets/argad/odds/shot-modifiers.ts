// Modifiers of a shot (rulebook "Le tir", "Protection du terrain", "Tir furtif, précipité", "Personnages peu
// habitués à tirer"): "Les malus « dus au terrain » ne s'ajoutent pas entre eux. Le total des malus « dus au
// terrain » et « dus à la cible » (armure, furtivité...) est limité à −2."
import { ruleError } from '../../../core/diagnostics/errors.js';
import type { RangeBand, RangedDef } from '../catalogue/types.js';
import { DEFAULT_RULES } from '../house-rules.js';
import type { Fighter } from './fighter.js';
import { total, type Modifier } from './modifiers.js';

export interface ShotSituation {
  readonly range: RangeBand;
  /** Protection of the terrain: 0, 1, or 2 (meurtrière). */
  readonly cover?: number;
  readonly moving?: boolean;
  readonly furtiveShooter?: boolean;
  readonly furtiveTarget?: boolean;
  readonly modifier?: number;
}

export interface Shot {
  readonly weapon: RangedDef;
  /** The table's number for the range ("5-6" is 5). */
  readonly table: number;
  readonly modifiers: readonly Modifier[];
  /** Natural value needed: table − modifiers. */
  readonly need: number;
  /** Dice per shooter: two for a revolver shooting immobile. */
  readonly shots: number;
}

function targetModifiers(weapon: RangedDef, target: Fighter, s: ShotSituation): Modifier[] {
  const armour = weapon.armour.find((m) => target.armour.value >= m.from && target.armour.value <= m.to && (!m.bands || m.bands.includes(s.range)));
  const mods: Modifier[] = [];
  if (s.cover) mods.push({ code: 'argad/mod-cover', value: -s.cover });
  if (armour) mods.push({ code: 'argad/mod-armour', value: armour.modifier, params: { armour: target.armour.label } });
  if (s.furtiveTarget) mods.push({ code: 'argad/mod-furtive-target', value: -1 });
  const sum = total(mods);
  if (sum < -2) mods.push({ code: 'argad/mod-cap', value: -2 - sum });
  return mods;
}

function movingModifier(weapon: RangedDef, shooter: Fighter, s: ShotSituation): Modifier[] {
  if (!s.moving && !s.furtiveShooter) return [];
  const malus = shooter.mounted ? weapon.moving.mounted : weapon.moving.onFoot;
  if (malus === null) throw ruleError('argad/cannot-shoot-moving', { name: shooter.name, weapon: weapon.id });
  // "Un tireur furtif a un malus −1 au dé de tir (mais si son arme a déjà un malus pour tirer en mouvement ça ne
  // s'ajoute pas, on admet que c'est le même malus)."
  if (s.furtiveShooter) return [{ code: 'argad/mod-furtive-shooter', value: Math.min(malus, -1) }];
  return malus ? [{ code: 'argad/mod-moving', value: malus }] : [];
}

export function shot(shooter: Fighter, target: Fighter, s: ShotSituation): Shot {
  const weapon = shooter.ranged;
  if (!weapon) throw ruleError('argad/no-ranged-weapon', { name: shooter.name });
  const column = weapon.bands[s.range];
  if (!column) throw ruleError('argad/no-such-range', { weapon: weapon.id, actual: s.range, limit: Object.keys(weapon.bands).join(' | ') });
  if (weapon.footOnly && shooter.mounted) throw ruleError('argad/shoots-on-foot', { name: shooter.name, weapon: weapon.id });
  // "Un tireur furtif ne peut pas tirer sur une cible furtive."
  if (s.furtiveShooter && s.furtiveTarget) throw ruleError('argad/furtive-both', { name: shooter.name });
  const modifiers: Modifier[] = [
    ...targetModifiers(weapon, target, s),
    ...movingModifier(weapon, shooter, s),
    // "Personnages peu habitués à tirer (et à se faire tirer dessus) : … (classe 1, classe 2) ne savent pas bien manier
    // les armes à feu et … risquent de s'affoler dans une situation de combat. Ces personnes ont donc un malus −1 au dé
    // pour tirer." The heading and the panic are about any shooting: every weapon (house rule `untrained-shooting`).
    ...(shooter.class <= 2 && ((shooter.rules ?? DEFAULT_RULES).untrainedShooting === 'all' || weapon.family !== 'trait') ? [{ code: 'argad/mod-untrained-firearm', value: -1 }] : []),
    ...(s.modifier ? [{ code: 'argad/mod-given', value: s.modifier }] : []),
  ];
  const shots = s.moving || s.furtiveShooter ? 1 : weapon.shotsImmobile;
  return { weapon, table: column.need, modifiers, need: column.need - total(modifiers), shots };
}
