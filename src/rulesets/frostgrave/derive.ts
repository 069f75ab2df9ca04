/** Derived profile: each figure's stat line with its weapon's effects folded in. Pure and total. */
import type { FgBand, FgFigure } from './band.js';
import type { FigureType } from './catalogue.js';

export interface FigureProfile {
  readonly name: string;
  readonly type: FigureType | null;
  readonly move: number;
  readonly fight: number;
  readonly shoot: number;
  readonly armour: number;
  readonly will: number;
  readonly health: number;
  readonly weapon: string;
  readonly fight_mod: number;
  readonly shoot_mod: number;
  readonly damage_mod: number;
  /** Added to the d20 in a fight (Combat and the declared modifier). */
  readonly fight_roll: number;
  /** Added to the opponent's d20 in a fight (the bâton's −1). */
  readonly opponent_fight_mod: number;
  /** Added to the winning score before the loser's Armour is subtracted, in a fight. */
  readonly melee_damage_mod: number;
  /** Added to the d20 when shooting; `null` without a bow or crossbow. */
  readonly shoot_roll: number | null;
  readonly ranged_damage_mod: number | null;
  /** "Les morts-vivants, démons et golems ne peuvent jamais être blessés": present (true) only for them. */
  readonly undead?: true;
}

export interface FgProfile {
  readonly ruleset: 'frostgrave';
  readonly name: string;
  readonly counts: Readonly<Record<FigureType, number>>;
  readonly figures: readonly FigureProfile[];
}

export function deriveFigure(figure: FgFigure): FigureProfile {
  const { weapon } = figure;
  const ranged = weapon.kind === 'ranged';
  return {
    name: figure.name,
    type: figure.type,
    move: figure.move,
    fight: figure.fight,
    shoot: figure.shoot,
    armour: figure.armour,
    will: figure.will,
    health: figure.health,
    weapon: weapon.id,
    fight_mod: figure.fight_mod,
    shoot_mod: figure.shoot_mod,
    damage_mod: figure.damage_mod,
    fight_roll: figure.fight + figure.fight_mod,
    // A bow or crossbow has no melee effect in the excerpt (docs/rules-notes.md).
    opponent_fight_mod: ranged ? 0 : weapon.opponentFight,
    melee_damage_mod: (ranged ? 0 : weapon.damage) + figure.damage_mod,
    shoot_roll: ranged ? figure.shoot + figure.shoot_mod : null,
    ranged_damage_mod: ranged ? weapon.damage + figure.damage_mod : null,
    ...(figure.undead ? { undead: true as const } : {}),
  };
}

export function derive(band: FgBand): FgProfile {
  const count = (type: FigureType) => band.figures.filter((f) => f.type === type).length;
  return {
    ruleset: 'frostgrave',
    name: band.name,
    counts: { mage: count('mage'), apprenti: count('apprenti'), soldat: count('soldat') },
    figures: band.figures.map(deriveFigure),
  };
}
