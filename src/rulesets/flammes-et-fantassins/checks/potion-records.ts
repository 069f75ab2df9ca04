// « Création de potion » records (campaign.potions): two potions or bombes, by an Alchimiste with that specialty.
import { error } from '../../../core/diagnostics/diagnostics.js';
import { createdRecords } from '../campaign/created.js';
import { namesList } from '../names.js';
import type { FfCheck } from './types.js';

export const potionRecords: FfCheck = {
  id: 'potion-records',
  run({ band, report }) {
    for (const r of createdRecords(band)) {
      if (!r.valid) report(error('ff/potion-record', ['campaign', 'potions', r.index], { name: String(r.record.member), actual: String(r.record.items) }, { actual: namesList('equipment', r.items) }));
    }
  },
};
