// "Quand une de ces règles est suivie d'un chiffre entre parenthèses, il peut s'agir d'une valeur ou d'une distance."
// Charge (X) has an X, Agile has none; Tir may have one or not. X is a whole number of at least 1.
import { error } from '../../../core/diagnostics/diagnostics.js';
import { eachRule, type FeesCheck } from './types.js';

export const ruleParameter: FeesCheck = {
  id: 'rule-parameter',
  run({ band, report }) {
    eachRule(band, (ref, { figure, path }) => {
      const def = ref.def;
      if (!def) return;
      const params = { name: figure.name, rule: def.name, actual: ref.text, unit: def.unit ?? '' };
      if (ref.param === undefined) {
        if (def.param === 'required') report(error('fees/rule-missing-parameter', path, params));
      } else if (def.param === 'none') report(error('fees/rule-unexpected-parameter', path, params));
      else if (ref.value === undefined || ref.value < 1) report(error('fees/rule-bad-parameter', path, { ...params, limit: 1 }));
    });
  },
};
