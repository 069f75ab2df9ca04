/**
 * The unit tests a mutation run can use: those that import src/, directly or through a test helper. Tests that
 * only run the built dist/ cannot see a mutant (and the mutation sandbox has no dist/): a file that runs it is left
 * out, and so is a file that replaces modules (tests/helpers/test-files.ts).
 */
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';
import { inProcessTests } from './tests/helpers/test-files.js';

// One project: the base config's two projects (in process, and in a worker of their own) are `npm test`'s split.
const { projects: _projects, ...shared } = base.test ?? {};
// Reads the source text of src/ for the codes it raises (`error('code'`): the sandbox's src/ is instrumented, so the
// text no longer matches and the dry run fails; it tests the docs, not code a mutant changes.
const READS_SOURCE_TEXT = new Set(['tests/core/diagnostics-doc.test.ts']);

export default defineConfig({
  ...base,
  test: {
    ...shared,
    include: inProcessTests(import.meta.dirname).filter((file) => !READS_SOURCE_TEXT.has(file)),
    setupFiles: ['tests/mutation/load-rulesets.ts'],
    // Property tests try a tenth of their random cases (tests/helpers/runs.ts): each survivor runs them again.
    env: { ...base.test?.env, ESCARMOUCHE_MUTATION: '1' },
    // One module cache for all the files of a run: a mutant's run imports src/ once, not once per test file (twice
    // the mutants a minute). A file that replaces modules (vi.mock) is left out above.
    isolate: false,
    // Under Stryker's instrumentation and per-test coverage, on shared cores, a test runs several times slower: the
    // property tests (tests/core/shapes.test.ts's random bands, then 3,000, 3 s alone) passed 20 s in a dry run.
    testTimeout: 120_000,
  },
});
