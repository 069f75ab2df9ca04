/**
 * Faction cards (§4): "Si une bande est composée uniquement de figurines ayant une faction en commun, le joueur peut,
 * en début de partie, utiliser la carte de Faction de la faction concernée."
 */
import { toId } from '../../core/diagnostics/names.js';
import type { FeesBand } from './band.js';

/** The factions every figure has, spelled as on the first figure; compared without case or accents. */
export function sharedFactions(band: FeesBand): string[] {
  const [first, ...others] = band.figures;
  if (!first) return [];
  const common = first.factions.filter((f) => others.every((o) => o.factions.some((g) => toId(g) === toId(f))));
  return common.filter((f, i) => common.findIndex((g) => toId(g) === toId(f)) === i);
}

/** The faction card the band uses: the one chosen with `faction:`, or the only shared faction; else none. */
export function factionCard(band: FeesBand): string | null {
  const shared = sharedFactions(band);
  if (band.faction !== undefined) return shared.find((f) => toId(f) === toId(band.faction!)) ?? null;
  return shared.length === 1 ? shared[0]! : null;
}
