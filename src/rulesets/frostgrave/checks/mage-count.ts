// "Si un joueur n'a plus de mage sur la table, il ne peut pas jouer durant cette phase": an expédition is led by one mage.
import { error } from '../../../core/diagnostics/diagnostics.js';
import { at, type FgCheck } from './types.js';

export const MAGES = 1;

export const mageCount: FgCheck = {
  id: 'mage-count',
  reads: ['type'],
  readsEveryMember: true,
  run({ band, report }) {
    const mages = band.figures.flatMap((f, i) => (f.type === 'mage' ? [i] : []));
    if (mages.length < MAGES) report(error('frostgrave/no-mage', ['figures'], { limit: MAGES, actual: mages.length }));
    for (const i of mages.slice(MAGES)) report(error('frostgrave/too-many-mages', at(i, 'type'), { name: band.figures[i]!.name, limit: MAGES, actual: mages.length }));
  },
};
