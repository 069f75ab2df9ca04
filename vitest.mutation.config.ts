/**
 * The unit tests a mutation run can use: those that import src/. Tests that only run the built
 * dist/ cannot see a mutant (and the mutation sandbox has no dist/): a file that runs it is left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

const importsSrc = /from '(\.\.\/)+src\//;
/** Runs the built command: needs dist/, which the mutation sandbox does not have. */
const runsBuiltCommand = /\b(runCli|runJson|BIN|spawn|spawnSync|execFile|execFileSync)\b|dist\//;
/** Replaces a module for its own file: needs a module cache of its own, which `isolate: false` does not give. */
const mocksModules = /\bvi\.(mock|doMock|resetModules)\(/;

function unitTests(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}e2e${path.sep}`))
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      return importsSrc.test(text) && !runsBuiltCommand.test(text) && !mocksModules.test(text);
    })
    .map((file) => path.relative(import.meta.dirname, file).split(path.sep).join('/'));
}

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: unitTests(path.join(import.meta.dirname, 'tests')),
    setupFiles: ['tests/mutation/load-rulesets.ts'],
    // One module cache for all the files of a run: a mutant's run imports src/ once, not once per test file (twice
    // the mutants a minute). A file that replaces modules (vi.mock) is left out above.
    isolate: false,
    // Under Stryker's instrumentation and per-test coverage, on shared cores, a test runs several times slower: the
    // property tests (tests/core/shapes.test.ts's random bands, then 3,000, 3 s alone) passed 20 s in a dry run.
    testTimeout: 120_000,
  },
});
