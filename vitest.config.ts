/**
 * `npm test`'s vitest (docs/testing.md, "How long the suite takes"). Two projects:
 * - in-process: the unit tests that import src/ and nothing built (tests/helpers/test-files.ts, the mutation runs'
 *   files), run with one module cache per worker (`isolate: false`): src/ is imported once per worker, not once per
 *   file (about a second a file);
 * - processes: every other file (the built command run, modules replaced), each in a fresh worker.
 * Two workers at least: on a two-core machine vitest's default is one, and a file that waits on the built command
 * (most of tests/e2e and tests/hardening) leaves the other core idle.
 */
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { inProcessTests } from './tests/helpers/test-files.js';

const inProcess = inProcessTests(import.meta.dirname);

export default defineConfig({
  test: {
    // No `include` here: a project's lists are added to the root's (extends: true), not put in their place.
    env: { NO_COLOR: '1', LANG: 'C', LC_ALL: '' },
    testTimeout: 20000,
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { extends: true, test: { name: 'in-process', include: inProcess, isolate: false } },
      { extends: true, test: { name: 'processes', include: ['tests/**/*.test.ts'], exclude: ['**/node_modules/**', ...inProcess] } },
    ],
  },
});
