/**
 * The unit tests a mutation run can use: those that import src/, directly or through a test helper. Tests that
 * only run the built dist/ cannot see a mutant (and the mutation sandbox has no dist/): a file that runs it is left
 * out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

const importsSrc = /from '(\.\.\/)+src\//;
const relativeImport = /from '(\.\.?\/[^']+)'/g;
/** Runs the built command: needs dist/, which the mutation sandbox does not have. */
// Whole identifiers only, letters beyond ASCII included: `RÔBIN` in a test's text is not `BIN` (the in-process build
// tests were left out for it).
const runsBuiltCommand = /(?<![\p{L}\p{N}_$])(runCli|runJson|BIN|spawn|spawnSync|execFile|execFileSync)(?![\p{L}\p{N}_$])|dist\//u;
/** Replaces a module for its own file: needs a module cache of its own, which `isolate: false` does not give. */
const mocksModules = /\bvi\.(mock|doMock|resetModules)\(/;

/** Imports src/ directly, or through a test helper that does (tests/helpers/analyse.ts, a ruleset's helpers.ts). */
function reachesSrc(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  if (importsSrc.test(text)) return true;
  return [...text.matchAll(relativeImport)]
    .map((match) => path.resolve(path.dirname(file), match[1]!.replace(/\.js$/, '.ts')))
    .some((helper) => existsSync(helper) && reachesSrc(helper, seen));
}

function unitTests(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}e2e${path.sep}`))
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      return !runsBuiltCommand.test(text) && !mocksModules.test(text) && reachesSrc(file);
    })
    .map((file) => path.relative(import.meta.dirname, file).split(path.sep).join('/'));
}

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: unitTests(path.join(import.meta.dirname, 'tests')),
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
