// "Voici par exemples deux capacités différentes (qui ne sont pas compatibles pour une même personne)":
// the très costaud and the très bon escrimeur.
import { error } from '../../../core/diagnostics/diagnostics.js';
import { at, type ArgadCheck } from './types.js';

export const bretteurCostaud: ArgadCheck = {
  id: 'bretteur-costaud',
  run({ band, report }) {
    band.characters.forEach((c, i) => {
      const bretteur = c.skills.find((s) => s.def.id === 'bretteur');
      const costaud = c.skills.find((s) => s.def.id === 'costaud');
      if (bretteur && costaud) {
        // Stryker disable next-line EqualityOperator: two different skills never share a place in the list, so > and >= agree (both orders: checks-edges.test.ts)
        const second = bretteur.index > costaud.index ? bretteur : costaud;
        report(error('argad/bretteur-costaud', at(i, 'skills', second.index), { name: c.name, actual: second.def.id }));
      }
    });
  },
};
