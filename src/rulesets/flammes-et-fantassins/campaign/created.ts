/** The records of « Création de potion » in a band's ledger, read and checked (campaign.potions). */
import type { ActionRecord } from '../../../core/ruleset/ruleset.js';
import { toId } from '../../../core/diagnostics/names.js';
import type { FfBand } from '../band.js';
import { CREATED, isCreatable, itemsOf, SPECIALTY } from './potions.js';

export interface CreatedRecord {
  readonly index: number;
  readonly record: ActionRecord;
  readonly items: readonly string[];
  readonly valid: boolean;
}

export function createdRecords(band: FfBand): CreatedRecord[] {
  return (band.campaign?.records?.potions ?? []).map((record, index) => {
    const items = itemsOf(String(record.items ?? ''));
    const member = band.characters.find((c) => toId(c.name) === toId(String(record.member)));
    const valid = member?.specialty?.id === SPECIALTY && items.length === CREATED && items.every(isCreatable);
    return { index, record, items, valid };
  });
}

export const validRecords = (band: FfBand): CreatedRecord[] => createdRecords(band).filter((r) => r.valid);
