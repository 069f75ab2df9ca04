/**
 * Setup of the mutation run: loads every ruleset before the first test, so that the code a ruleset
 * runs when loaded counts as static (run against every test) instead of being charged to whichever
 * test happened to load it first, which would report false survivors.
 */
import { manifests, registry } from '../../src/rulesets/index.js';
// Loaded lazily by the library's commands: loaded here, its module-level functions count as static, not as survivors.
import '../../src/core/matchup.js';

await Promise.all(Object.values(manifests).map((manifest) => registry.load(manifest)));
