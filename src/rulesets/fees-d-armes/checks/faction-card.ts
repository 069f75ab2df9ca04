// "Si une bande est composée uniquement de figurines ayant une faction en commun, le joueur peut, en début de partie,
// utiliser la carte de Faction de la faction concernée."
import { error, info } from '../../../core/diagnostics/diagnostics.js';
import { toId } from '../../../core/diagnostics/names.js';
import { sharedFactions } from '../factions.js';
import { factionName } from '../names.js';
import type { FeesCheck } from './types.js';

export const factionCard: FeesCheck = {
  id: 'faction-card',
  reads: ['factions'],
  readsEveryMember: true,
  run({ band, report }) {
    const shared = sharedFactions(band);
    const limit = shared.join(', ') || '-';
    const names = { limit: shared.map(factionName).join(', ') || '-' };
    if (band.faction !== undefined) {
      if (!shared.some((f) => toId(f) === toId(band.faction!))) report(error('fees/faction-card-unavailable', ['faction'], { actual: band.faction, limit }, { ...names, actual: factionName(band.faction) }));
      return;
    }
    // A figure without any faction is already an error (faction-symbol), a band without figures a warning (points-budget).
    if (band.figures.length === 0 || band.figures.some((f) => f.factions.length === 0)) return;
    // « Il peut choisir n'importe quelle figurine sans aucune limitation autre que la valeur de recrutement »: a band of
    // no common faction, or of several, is legal; what it means for the faction card is information (docs/rules-notes.md).
    if (shared.length === 0) report(info('fees/no-faction-card', ['figures']));
    else if (shared.length > 1) report(info('fees/faction-card-choice', ['figures'], { limit }, names));
  },
};
