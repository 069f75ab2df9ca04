/**
 * An attack's report whose view is drawn only when it is read. A matchup reads the JSON of every attack and never its
 * view, and `suggest` computes thousands of attacks: drawing each view there was a third of the work (measured with
 * `node --cpu-prof`, docs/performance.md).
 */
import { once } from './once.js';
import type { Report, Rng } from './ruleset.js';
import type { View } from './view.js';

export function lazyReport(json: Readonly<Record<string, unknown>>, view: () => View, sample?: (rng: Rng) => Readonly<Record<string, number>>): Report {
  const drawn = once(view);
  return {
    json,
    get view() {
      return drawn();
    },
    ...(sample ? { sample } : {}),
  };
}
