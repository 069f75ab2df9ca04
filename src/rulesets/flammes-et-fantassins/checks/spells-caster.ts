// Spells come from the Lanceurs de Sorts classes: "les Mages obtiennent des Sorts de leur(s) Domaine(s) de prédilection."
import { error } from '../../../core/diagnostics/diagnostics.js';
import { isCaster } from './spells.js';
import { at, type FfCheck } from './types.js';

export const spellsCaster: FfCheck = {
  id: 'spells-caster',
  reads: ['classes'],
  run({ band, report }) {
    band.characters.forEach((c, i) => {
      if (c.spells.length > 0 && !isCaster(c)) report(error('ff/spells-without-caster', at(i, 'spells'), { name: c.name, actual: c.spells.length }));
    });
  },
};
