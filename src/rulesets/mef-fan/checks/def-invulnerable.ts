// II.D "Sauf cas exceptionnel, ne pas avoir un score de Déf supérieur à 5 car sinon l'unité sera invulnérable à
// moins d'utiliser des armes Perforantes."
import { warning } from '../../../core/diagnostics/diagnostics.js';
import { LIMITS } from '../limits.js';
import { at, type MefCheck } from './types.js';

export const defInvulnerable: MefCheck = {
  id: 'def-invulnerable',
  run({ band, report }) {
    band.units.forEach((u, i) => {
      if (u.def > LIMITS.defMax) report(warning('mef-fan/def-invulnerable', at(i, 'def'), { name: u.name, limit: LIMITS.defMax, actual: u.def }));
    });
  },
};
