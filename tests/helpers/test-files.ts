/**
 * Which test files run in process, importing src/ and nothing built: those the mutation runs use
 * (vitest.mutation.config.ts), and those `npm test` runs with one module cache per worker (vitest.config.ts,
 * docs/testing.md). A file that runs the built command, or replaces modules (vi.mock), needs a fresh worker of its own.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

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

/** The in-process unit tests under `root`/tests, as paths relative to `root` with forward slashes. */
export function inProcessTests(root: string): string[] {
  return readdirSync(path.join(root, 'tests'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}e2e${path.sep}`))
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      return !runsBuiltCommand.test(text) && !mocksModules.test(text) && reachesSrc(file);
    })
    .map((file) => path.relative(root, file).split(path.sep).join('/'));
}
