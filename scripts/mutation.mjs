/**
 * `npm run mutation`: runs Stryker (stryker.config.mjs). A `--mutate` on the command line replaces the config's
 * list, exclusions included; this keeps them: the message catalogues and the CLI's rendering stay out of every
 * area (`--mutate 'src/core/**\/*.ts'` does not mutate src/core/messages/ nor src/core/campaign/messages.ts).
 * With nothing changed since the area's last completed run, its report is read again (scripts/mutation-reuse.mjs);
 * `--rerun` runs Stryker anyway. Stryker starts from every area's results merged (scripts/mutation-store.mjs), and the
 * area keeps what it measured in its own file of `.stryker/incremental/`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { totalmem } from 'node:os';
import path from 'node:path';
import config from '../stryker.config.mjs';
import { inputsHash, reportScore, reusable, reuseSummary, writeStamp } from './mutation-reuse.mjs';
import { areaPart, currentText, mergeReports, mutatedBy, storeReports, writeArea } from './mutation-store.mjs';

const ROOT = path.join(import.meta.dirname, '..');
const excluded = config.mutate.filter((pattern) => pattern.startsWith('!'));
const given = process.argv.slice(2);
const rerun = given.includes('--rerun');
const args = given
  .filter((arg) => arg !== '--rerun')
  .map((arg, i, all) => {
    if (arg.startsWith('--mutate=')) return `--mutate=${[arg.slice('--mutate='.length), ...excluded].join(',')}`;
    if (i > 0 && (all[i - 1] === '--mutate' || all[i - 1] === '-m')) return [arg, ...excluded].join(',');
    return arg;
  });
const reportFile = path.join(ROOT, config.jsonReporter.fileName);
const incrementalFile = config.incrementalFile;
const breakAt = config.thresholds.break;
// --concurrency does not change a result; the patterns, the test files and the area's name do.
const concurrency = (arg, i, all) => /^(--concurrency|-c)(=|$)/.test(arg) || /^(--concurrency|-c)$/.test(all[i - 1] ?? '');
const key = { args: args.filter((arg, i, all) => !concurrency(arg, i, all)), area: incrementalFile };

const before = inputsHash({ args: key, incrementalFile, withIncremental: true });
const stamp = rerun ? undefined : reusable({ reportFile, hash: before });
if (stamp) {
  process.stdout.write(reuseSummary({ reportFile, stamp, breakAt }));
  process.exit(reportScore(reportFile).score < breakAt ? 1 : 0);
}

const sources = inputsHash({ args: key, incrementalFile, withIncremental: false });
const startedAt = Date.now();
const mutateIndex = args.findIndex((arg, i, all) => arg.startsWith('--mutate=') || all[i - 1] === '--mutate' || all[i - 1] === '-m');
const patterns = mutateIndex < 0 ? config.mutate : args[mutateIndex].replace(/^--mutate=/, '').split(',');
const mutated = mutatedBy(patterns);
const store = storeReports(path.join(ROOT, path.dirname(incrementalFile)), path.join(ROOT, incrementalFile));
const all = mergeReports(store, currentText(ROOT));
const merged = all && areaPart(all, mutated);
const mergedFile = reportFile.replace(/\.json$/, '.incremental.json');
mkdirSync(path.dirname(mergedFile), { recursive: true });
if (merged) writeFileSync(mergedFile, JSON.stringify(merged));
const bin = path.join(ROOT, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js');
const from = merged ? ['--incrementalFile', mergedFile] : [];
// The dry run of all of src/core/ (every unit test's coverage of every mutant) peaks near 9 GB: 8 GB ran out of memory.
// Three fifths of the machine's memory, at least 8 GB, unless NODE_OPTIONS sets a heap.
const heapMb = Math.max(8192, Math.floor((totalmem() / 2 ** 20) * 0.6));
const heap = /--max-old-space-size/.test(process.env.NODE_OPTIONS ?? '') ? '' : ` --max-old-space-size=${heapMb}`;
const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''}${heap}`.trim() };
const run = spawnSync(process.execPath, [bin, 'run', ...args, ...from], { stdio: 'inherit', env });
const completed = existsSync(reportFile) && statSync(reportFile).mtimeMs >= startedAt;
// Stryker wrote this run's results over the merged input: the area keeps those of the files it mutates.
if (completed && merged && statSync(mergedFile).mtimeMs >= startedAt) {
  const output = areaPart(JSON.parse(readFileSync(mergedFile, 'utf8')), mutated);
  writeArea(path.join(ROOT, incrementalFile), output);
}
// Stamped only when no input changed while Stryker ran (an edit during a run is tested by the next one).
const untouched = inputsHash({ args: key, incrementalFile, withIncremental: false }) === sources;
if (completed && untouched) writeStamp({ reportFile, hash: inputsHash({ args: key, incrementalFile, withIncremental: true }) });
process.exit(run.status ?? 1);
