// §3.4: the back of the card holds "des règles additionnelles qui s'appliquent en permanence. Il ne s'agit pas
// d'actions". A permanent rule (aura, Vol, Régénération …) listed as an action's effect does nothing there.
import { warning } from '../../../core/diagnostics/diagnostics.js';
import { eachRule, type FeesCheck } from './types.js';

export const rulePlace: FeesCheck = {
  id: 'rule-place',
  run({ band, report }) {
    eachRule(band, (ref, { figure, list, path }) => {
      if (list === 'effects' && ref.def?.kind === 'trait') report(warning('fees/trait-as-effect', path, { name: figure.name, rule: ref.def.name, actual: ref.text }));
    });
  },
};
