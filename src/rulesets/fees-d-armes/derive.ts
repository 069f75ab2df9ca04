/** Derived profile of a band: the recruitment budget, the faction card, each figure's card. Pure and total. */
import type { FeesAction, FeesBand, FeesFigure, RuleRef } from './band.js';
import { factionCard } from './factions.js';

export interface ActionProfile {
  readonly name: string;
  readonly need: number;
  readonly damage: number | null;
  readonly plus: boolean;
  readonly effects: readonly string[];
  readonly text: string | null;
}

export interface FigureProfile {
  readonly name: string;
  readonly cost: number;
  readonly factions: readonly string[];
  readonly action: number;
  readonly move: number;
  readonly armour: number;
  readonly health: number;
  readonly actions: readonly ActionProfile[];
  readonly rules: readonly string[];
  readonly text: string | null;
}

export interface FeesProfile {
  readonly ruleset: 'fees-d-armes';
  readonly name: string;
  readonly band: {
    readonly points_budget: number;
    readonly points_spent: number;
    readonly faction_card: string | null;
  };
  readonly figures: readonly FigureProfile[];
}

/** A §5 rule in its canonical spelling (`repousser(1)`, `sans-peur`); free text as written. */
export function formatRule(ref: RuleRef): string {
  if (!ref.def) return ref.text;
  return ref.param === undefined ? ref.def.id : `${ref.def.id}(${ref.param})`;
}

const deriveAction = (a: FeesAction): ActionProfile => ({
  name: a.name,
  need: a.need,
  damage: a.damage ?? null,
  plus: a.plus,
  effects: a.effects.map(formatRule),
  text: a.text ?? null,
});

const deriveFigure = (f: FeesFigure): FigureProfile => ({
  name: f.name,
  cost: f.cost,
  factions: f.factions,
  action: f.action,
  move: f.move,
  armour: f.armour,
  health: f.health,
  actions: f.actions.map(deriveAction),
  rules: f.rules.map(formatRule),
  text: f.text ?? null,
});

export const pointsSpent = (band: FeesBand): number => band.figures.reduce((total, f) => total + f.cost, 0);

export function derive(band: FeesBand): FeesProfile {
  return {
    ruleset: 'fees-d-armes',
    name: band.name,
    band: { points_budget: band.points, points_spent: pointsSpent(band), faction_card: factionCard(band) },
    figures: band.figures.map(deriveFigure),
  };
}
