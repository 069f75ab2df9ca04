// "Pour de nombreuses actions, le nombre de réussites à obtenir est suivi d'un +. Dans ce cas, le nombre de dégâts
// est aussi suivi d'un +." An action with the + has a damage value.
import { error } from '../../../core/diagnostics/diagnostics.js';
import { at, type FeesCheck } from './types.js';

export const plusDamage: FeesCheck = {
  id: 'plus-damage',
  run({ band, report }) {
    band.figures.forEach((f, i) => {
      f.actions.forEach((a, j) => {
        if (a.plus && a.damage === undefined) report(error('fees/plus-without-damage', at(i, 'actions', j, 'plus'), { name: f.name, action: a.name }));
      });
    });
  },
};
