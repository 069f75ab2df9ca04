// Avant Propos: "Pour jouer il vous faudra 3 à 10 figurines par joueurs". A warning, since a group may agree on
// another size (house rules `band-min`, `band-max`; docs/rules-notes.md).
import { warning } from '../../../core/diagnostics/diagnostics.js';
import type { FfCheck } from './types.js';

export const bandSize: FfCheck = {
  id: 'band-size',
  run({ band, report }) {
    const { bandMin, bandMax } = band.rules;
    const actual = band.characters.length;
    if (actual < bandMin || actual > bandMax) report(warning('ff/band-size', ['characters'], { actual, limit: `${bandMin}–${bandMax}` }));
  },
};
