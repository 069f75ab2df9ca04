/**
 * `node scripts/mutation-resume.mjs <area> <sandbox> <commit>`: what a mutation run still going has measured, kept as
 * its area's incremental file, so that a run cut short (the end of a session) resumes where it was instead of
 * starting again. Read from its event folder (`reports/mutation/<area>.events`: the dry run's tests, the planned
 * mutants, each mutant tested so far); the tests' and the mutated files' text from the commit the run started from:
 * the sandbox (`.stryker/tmp/sandbox-…`) holds the mutated files instrumented and every test file with a
 * `// @ts-nocheck` line Stryker adds, which would make each test look changed to the next run (none of its kills
 * reused).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeArea } from './mutation-store.mjs';

const ROOT = path.join(import.meta.dirname, '..');
const relative = (file) => path.relative(ROOT, file).split(path.sep).join('/');
const json = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The incremental report of the results so far: tested mutants and early results, the dry run's tests. */
export function partialReport({ events, testSource, mutatedSource, mutated = () => true }) {
  const testFiles = {};
  for (const test of events.dryRun.result.tests) {
    const file = relative(test.fileName);
    (testFiles[file] ??= { source: testSource(file), tests: [] }).tests.push({ id: test.id, name: test.name });
  }
  // An early result is also reported as tested: one entry per mutant, the last report winning.
  const byId = new Map([...events.plan.mutantPlans.filter((p) => p.plan === 'EarlyResult').map((p) => p.mutant), ...events.tested].map((m) => [m.id, m]));
  const known = [...byId.values()];
  const files = {};
  for (const mutant of known) {
    const file = relative(mutant.fileName);
    if (!mutated(file)) continue;
    const { fileName: _file, ...rest } = mutant;
    (files[file] ??= { language: 'typescript', source: mutatedSource(file), mutants: [] }).mutants.push(rest);
  }
  return { schemaVersion: '1.0', thresholds: { high: 80, low: 60 }, projectRoot: ROOT, files, testFiles };
}

/** The events of a run: its dry run, its plan, the mutants tested so far. */
export function readEvents(dir) {
  const names = readdirSync(dir).sort();
  const one = (suffix) => json(path.join(dir, names.find((n) => n.endsWith(suffix))));
  const tested = names.filter((n) => n.endsWith('-onMutantTested.json')).map((n) => json(path.join(dir, n)));
  return { dryRun: one('-onDryRunCompleted.json'), plan: one('-onMutationTestingPlanReady.json'), tested };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [area, sandbox, commit] = process.argv.slice(2);
  if (!area || !sandbox || !commit || !existsSync(sandbox)) {
    process.stderr.write('usage: node scripts/mutation-resume.mjs <area> <sandbox folder> <commit the run started from>\n');
    process.exit(2);
  }
  const events = readEvents(path.join(ROOT, 'reports', 'mutation', `${area}.events`));
  const atCommit = (file) => execFileSync('git', ['show', `${commit}:${file}`], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28 });
  const report = partialReport({
    events,
    testSource: atCommit,
    mutatedSource: atCommit,
    // The area's files are those the run instrumented; the plan may also hold results reused for others.
    mutated: (file) => existsSync(path.join(sandbox, file)) && readFileSync(path.join(sandbox, file), 'utf8').includes('stryMutAct_'),
  });
  writeArea(path.join(ROOT, '.stryker', 'incremental', `${area}.json`), report);
  process.stdout.write(`${area}: ${events.tested.length} mutants tested kept, of ${events.plan.mutantPlans.length}\n`);
}
