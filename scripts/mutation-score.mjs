/**
 * `npm run mutation:score -- 'src/core/**\/*.ts'`: the score of an area from the results every area stored
 * (`.stryker/incremental/`), without running Stryker. An area too large for one run (`src/core/`: its dry run needs more
 * memory than the two-core machine has) is measured in parts; this adds the parts up. Only results of a file's text as it
 * is today count: a file changed since its last run, or never measured, is listed as not measured, and the exit code is
 * then 1. A file Stryker stores nothing for because it has no mutant (types, `as const` tables) is asked of Stryker's
 * own instrumenter, and listed apart, not as a file to run again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scoreOf } from './mutation-reuse.mjs';
import { areaPart, currentText, mergeReports, mutatedBy, storeReports } from './mutation-store.mjs';

const STATUSES = ['Killed', 'Timeout', 'Survived', 'NoCoverage', 'Ignored'];
const zero = () => Object.fromEntries([...STATUSES, 'other'].map((s) => [s, 0]));

// Stryker's score, as the report of a run gives it (scripts/mutation-reuse.mjs).
export { scoreOf };

/**
 * The counts of the area `patterns` name (`!` patterns leave files out), per folder and in all, from the store under
 * `root`; `stale` lists the area's files with no result for their text today.
 */
export function areaScore(root, patterns) {
  const mutated = mutatedBy(patterns);
  const text = currentText(root);
  const merged = mergeReports(storeReports(path.join(root, '.stryker', 'incremental')), text);
  const stored = areaPart(merged ?? { files: {} }, mutated).files;
  const sources = readdirSync(path.join(root, 'src'), { recursive: true })
    .map((f) => `src/${String(f).split(path.sep).join('/')}`)
    .filter((f) => f.endsWith('.ts') && mutated(f))
    .sort();
  const total = zero();
  const statics = zero();
  const folders = new Map();
  const stale = [];
  for (const file of sources) {
    const entry = stored[file];
    if (entry?.source !== text(file)) {
      stale.push(file);
      continue;
    }
    const folder = path.posix.dirname(file);
    const count = folders.get(folder) ?? zero();
    folders.set(folder, count);
    for (const mutant of entry.mutants) {
      const key = STATUSES.includes(mutant.status) ? mutant.status : 'other';
      count[key] += 1;
      total[key] += 1;
      if (mutant.static) statics[key] += 1;
    }
  }
  return { folders, total, statics, stale, stored: new Set(Object.keys(stored)) };
}

/**
 * The files among `files` (paths under `root`) in which Stryker's instrumenter, with the default mutators the
 * configuration keeps, places no mutant: nothing to measure, so nothing is stored for them.
 */
export async function withoutMutants(root, files) {
  if (files.length === 0) return [];
  const { Instrumenter } = await import('@stryker-mutator/instrumenter');
  const quiet = () => false;
  const logger = { trace() {}, debug() {}, info() {}, warn() {}, error() {}, fatal() {}, isTraceEnabled: quiet, isDebugEnabled: quiet, isInfoEnabled: quiet, isWarnEnabled: quiet, isErrorEnabled: quiet, isFatalEnabled: quiet };
  const inputs = files.map((name) => ({ name, content: readFileSync(path.join(root, name), 'utf8'), mutate: true }));
  const { mutants } = await new Instrumenter(logger).instrument(inputs, { plugins: null, excludedMutations: [], ignorers: [], noHeader: false });
  const placed = new Set(mutants.map((m) => m.fileName));
  return files.filter((file) => !placed.has(file));
}

/** `result` with the files of `stale` nothing was ever stored for and that have no mutant moved to `empty`. */
export async function setApartEmpty(root, result) {
  const empty = await withoutMutants(root, result.stale.filter((file) => !result.stored.has(file)));
  return { ...result, stale: result.stale.filter((file) => !empty.includes(file)), empty };
}

const all = (c) => Object.values(c).reduce((a, b) => a + b, 0);
const row = (name, c) =>
  `| ${name} | ${all(c)} | ${c.Killed + c.Timeout} (${c.Timeout} by time-out) | ${c.Survived} | ${c.NoCoverage} | ${c.Ignored} | ${scoreOf(c).toFixed(1)} % |`;

/** The area's table in Markdown (as docs/testing.md shows it), then the files not measured. */
export function scoreTable({ folders, total, statics = zero(), stale, empty = [] }) {
  const lines = ['| folder | mutants | killed | survived | no coverage | ignored | score |', '|---|---|---|---|---|---|---|'];
  for (const [folder, count] of folders) lines.push(row(`\`${folder}/\``, count));
  lines.push(row('**all**', total));
  // Static mutants (code run when a module loads) are ignored by the configuration; results stored for some of them
  // (older runs, or an incremental re-test, which does not load the module again) are shown apart.
  const dynamic = Object.fromEntries(Object.entries(total).map(([k, n]) => [k, k === 'Ignored' ? n : n - statics[k]]));
  if (all(statics) > statics.Ignored) lines.push(row('all, static mutants set aside (killed or survived)', dynamic));
  const missing = stale.length > 0 ? `\nNot measured at today's text (run their area again):\n${stale.map((f) => `- ${f}`).join('\n')}\n` : '';
  const none = empty.length > 0 ? `\nNo mutant to measure (types and constants only):\n${empty.map((f) => `- ${f}`).join('\n')}\n` : '';
  return `${lines.join('\n')}\n${missing}${none}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const given = process.argv.slice(2).flatMap((arg) => arg.split(','));
  if (given.length === 0) {
    process.stderr.write("usage: npm run mutation:score -- '<pattern>[,<pattern>…]'\n");
    process.exit(2);
  }
  const { default: config } = await import('../stryker.config.mjs');
  const root = path.join(import.meta.dirname, '..');
  const result = await setApartEmpty(root, areaScore(root, [...given, ...config.mutate.filter((p) => p.startsWith('!'))]));
  process.stdout.write(scoreTable(result));
  process.exit(result.stale.length > 0 ? 1 : 0);
}
