// II "une valeur normalement comprise entre 0 et 5 (même si celles-ci peuvent s'avérer supérieures dans de rares cas)".
// Déf has its own warning (def-invulnerable); below 0 is refused by the schema.
import { warning } from '../../../core/diagnostics/diagnostics.js';
import { LIMITS } from '../limits.js';
import { at, type MefCheck } from './types.js';

export const characteristicRange: MefCheck = {
  id: 'characteristic-range',
  run({ band, report }) {
    const limit = LIMITS.characteristicMax;
    band.units.forEach((u, i) => {
      const values: [string, number, (string | number)[]][] = [
        ['Dép', u.dep, ['dep']],
        ...u.mel.map((m, k): [string, number, (string | number)[]] => ['Mél', m.score, ['mel', k, 'score']]),
        ...u.tir.map((t, k): [string, number, (string | number)[]] => ['Tir', t.score, ['tir', k, 'score']]),
        ['Men', u.men, ['men']],
      ];
      for (const [stat, actual, path] of values) {
        if (actual > limit) report(warning('mef-fan/characteristic-high', at(i, ...path), { name: u.name, stat, limit, actual }));
      }
    });
  },
};
