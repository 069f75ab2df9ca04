// @ts-check
/**
 * Mutation testing (docs/testing.md). Run one area at a time:
 *   npm run mutation -- --mutate 'src/core/dice/**\/*.ts'
 * Each area keeps its own incremental file under .stryker/, committed, so that a second run with
 * no change only re-tests what changed. The break threshold is 90 % for the core and the rules
 * (checks, odds, derive, campaign), 80 % for the rest.
 */

/** The --mutate patterns given on the command line, if any. */
function mutateArgument() {
  const args = process.argv;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--mutate' || arg === '-m') return args[i + 1] ?? '';
    if (arg.startsWith('--mutate=')) return arg.slice('--mutate='.length);
  }
  return '';
}

const strictArea = /^src\/(core\/|rulesets\/[^/]+\/(checks|odds|campaign)\/|rulesets\/[^/]+\/derive)/;

const requested = mutateArgument();
const patterns = requested.split(',').filter((p) => p !== '' && !p.startsWith('!'));
const strict = patterns.length > 0 && patterns.every((p) => strictArea.test(p));
// Named after the patterns mutated, each up to its first wildcard, exclusions left out (scripts/mutation.mjs
// appends the config's own).
// MUTATION_AREA names an area given as a long list of files (src/core/ is measured in parts).
const area =
  process.env.MUTATION_AREA ||
  patterns
    .map((p) => p.replace(/\*.*$/, ''))
    .join(',')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '') || 'all';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  // Static mutants (code run when a module loads: constants, schemas built at load, the rulesets the setup file
  // loads) would each run the whole suite: 85 % of an area's time for 17 % of its mutants. They are left out
  // (reported as ignored) and their values pinned by tests instead; MUTATION_STATIC=1 runs them too.
  ignoreStatic: process.env.MUTATION_STATIC !== '1',
  // The exclusions are kept by scripts/mutation.mjs when --mutate names an area.
  mutate: [
    'src/**/*.ts',
    '!src/cli/render.ts',
    '!src/cli/print/**',
    '!src/core/messages/**',
    '!src/**/messages.ts',
  ],
  // The dry run of all of src/core/ (every unit test, with per-test coverage) takes about 5 minutes on an idle machine
  // with two cores, Stryker's default limit; longer when the machine is shared.
  dryRunTimeoutMinutes: 30,
  incremental: true,
  incrementalFile: `.stryker/incremental/${area}.json`,
  // event-recorder: each mutant's result written as it is known (reports/mutation/<area>.events/), so that a long
  // run's survivors can be read before it ends (`npm run survivors -- reports/mutation/<area>.events`).
  reporters: ['clear-text', 'progress', 'html', 'json', 'event-recorder'],
  eventReporter: { baseDir: `reports/mutation/${area}.events` },
  htmlReporter: { fileName: `reports/mutation/${area}.html` },
  jsonReporter: { fileName: `reports/mutation/${area}.json` },
  thresholds: { high: 95, low: strict ? 90 : 80, break: strict ? 90 : 80 },
  tempDirName: '.stryker/tmp',
  ignorePatterns: ['dist', 'reports', 'print-preview', 'coverage'],
};
