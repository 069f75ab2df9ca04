/**
 * What `validate` says of a band besides its findings: the faction card it may use (§4). No card, or several to
 * choose from, are said by the warnings of checks/faction-card.ts.
 */
import type { FeesProfile } from './derive.js';
import { factionName } from './names.js';

export const notes = (profile: FeesProfile) =>
  profile.band.faction_card === null ? [] : [{ code: 'fees/note-faction-card', params: { faction: factionName(profile.band.faction_card) } }];
