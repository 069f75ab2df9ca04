/**
 * Setup of the mutation run: loads every ruleset and builds its zod schemas before the first test, so that the code a
 * ruleset runs when loaded, and the schemas it builds once per process (`once`), count as static (run against every
 * test) instead of being charged to whichever test happened to use them first, which would report false survivors:
 * a schema's words are pinned by the shipped-schema test (tests/cli/in-process/schema.test.ts), which ran after the
 * schema was cached and so was never chosen to run against its mutants.
 */
import { manifests, registry } from '../../src/rulesets/index.js';
// Loaded lazily by the library's commands: loaded here, its module-level functions count as static, not as survivors.
import '../../src/core/matchup/matchup.js';
// The command modules main.ts loads only when their command runs (and what they load lazily in turn): loaded here,
// their module-level code (`const analyseFile = …`, a constant list) counts as static instead of being charged to the
// first test that ran such a command, which may not use it.
import '../../src/cli/validate.js';
import '../../src/cli/validate-staged.js';
import '../../src/cli/init.js';
import '../../src/cli/show.js';
import '../../src/cli/schema.js';
import '../../src/cli/print.js';
import '../../src/cli/completion.js';
import '../../src/cli/campaign-award.js';
import '../../src/cli/simulate-attack.js';
import '../../src/cli/matchup.js';
import '../../src/cli/build.js';
import '../../src/cli/build-wizard.js';
import '../../src/cli/build-prompts.js';

const rulesets = await Promise.all(Object.values(manifests).map((manifest) => registry.load(manifest)));
for (const ruleset of rulesets) {
  void ruleset.schema;
  for (const rule of ruleset.houseRules ?? []) rule.schema();
}
