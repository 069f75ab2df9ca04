import type { YamlPath } from '../../../core/diagnostics/diagnostics.js';
import type { Check } from '../../../core/ruleset/ruleset.js';
import type { FeesBand, FeesFigure, RuleRef } from '../band.js';
import type { FeesProfile } from '../derive.js';

export type FeesCheck = Check<FeesBand, FeesProfile>;
export const at = (i: number, ...rest: (string | number)[]): YamlPath => ['figures', i, ...rest];

export interface RulePlace {
  readonly figure: FeesFigure;
  /** `rules` of the figure, or `effects` of one of its actions. */
  readonly list: 'rules' | 'effects';
  readonly path: YamlPath;
}

/** Every special rule of the band, in the figures' `rules` and their actions' `effects`, with its path. */
export function eachRule(band: FeesBand, visit: (ref: RuleRef, place: RulePlace) => void): void {
  band.figures.forEach((figure, i) => {
    for (const ref of figure.rules) visit(ref, { figure, list: 'rules', path: at(i, 'rules', ref.index) });
    figure.actions.forEach((action, j) => {
      for (const ref of action.effects) visit(ref, { figure, list: 'effects', path: at(i, 'actions', j, 'effects', ref.index) });
    });
  });
}
