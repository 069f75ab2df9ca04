/**
 * A mutation run with nothing changed since the last one of its area gives the same result: the inputs (src/,
 * tests/, the configs, the lockfile, the incremental files, the arguments) are hashed, and when the hash
 * matches the one stamped after the last completed run, its report is read again instead of running Stryker's dry
 * run (over a minute on two cores). Any change runs Stryker, which re-tests only what changed (incremental).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..');
const TREES = ['src', 'tests'];
const FILES = [
  'stryker.config.mjs',
  'vitest.config.ts',
  'vitest.mutation.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/mutation.mjs',
  'scripts/mutation-reuse.mjs',
  'scripts/mutation-store.mjs',
];

function treeFiles(root, tree) {
  if (!existsSync(path.join(root, tree))) return [];
  return readdirSync(path.join(root, tree), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** One hash of every input of a run; `withIncremental` adds the area's incremental file (a run rewrites it). */
export function inputsHash({ args, incrementalFile, withIncremental, root = ROOT }) {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ args, node: process.version, isStatic: process.env.MUTATION_STATIC ?? '' }));
  // The area's own file only: a completed run leaves in it a result for each of its mutants against today's src/ and
  // tests/, so what other areas measured since cannot change its score (a run starts from them all merged).
  const store = withIncremental ? [incrementalFile] : [];
  const files = [...TREES.flatMap((tree) => treeFiles(root, tree)).sort(), ...FILES, ...store];
  for (const file of files) {
    const full = path.join(root, file);
    hash.update(`\0${file}\0`);
    if (existsSync(full)) hash.update(readFileSync(full));
  }
  return hash.digest('hex');
}

/** Stryker's score: detected (killed, timed out) over detected, survived and reached by no test. */
export function reportScore(reportFile) {
  const { files } = JSON.parse(readFileSync(reportFile, 'utf8'));
  const count = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0 };
  for (const { mutants } of Object.values(files)) {
    for (const { status } of mutants) if (status in count) count[status] += 1;
  }
  return { ...count, score: scoreOf(count) };
}

/** Killed and timed out over every mutant that ran or was reached by no test (Stryker's score); 100 with none. */
export function scoreOf(count) {
  const detected = count.Killed + count.Timeout;
  const valid = detected + count.Survived + count.NoCoverage;
  return valid === 0 ? 100 : (100 * detected) / valid;
}

const stampOf = (reportFile) => reportFile.replace(/\.json$/, '.inputs.json');

/** The last run's stamp when it was made from these very inputs and its report is still there. */
export function reusable({ reportFile, hash }) {
  const stampFile = stampOf(reportFile);
  if (!existsSync(stampFile) || !existsSync(reportFile)) return undefined;
  const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  return stamp.hash === hash ? stamp : undefined;
}

export function writeStamp({ reportFile, hash }) {
  writeFileSync(stampOf(reportFile), `${JSON.stringify({ hash, at: new Date().toISOString() }, null, 2)}\n`);
}

export function reuseSummary({ reportFile, stamp, breakAt, root = ROOT }) {
  const s = reportScore(reportFile);
  const line = (text) => `${text}\n`;
  return [
    line(`No change since the last run (${stamp.at}): its report ${path.relative(root, reportFile)} is reused.`),
    line(`Killed ${s.Killed + s.Timeout} (${s.Timeout} by time-out), survived ${s.Survived}, no coverage ${s.NoCoverage}.`),
    line(`Mutation score ${s.score.toFixed(2)} % (break at ${breakAt} %). Add --rerun to run Stryker anyway.`),
  ].join('');
}
