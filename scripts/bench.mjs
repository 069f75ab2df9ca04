#!/usr/bin/env node
/**
 * `npm run bench [-- filter]`: timings, printed, never asserted. Runs the built command (`npm run build` first).
 * - compute: the median time of a function over several runs, after a warm-up run;
 * - start-up: the median wall time of a whole process.
 * Add a case by adding a line to COMPUTE or STARTUP.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'bin/escarmouche.js');
const dist = (file) => import(pathToFileURL(path.join(ROOT, 'dist', file)).href);

if (!existsSync(path.join(ROOT, 'dist/cli/main.js'))) {
  console.error('dist/ is missing: run `npm run build` first');
  process.exit(2);
}

const { parse } = await dist('core/dice/parse.js');
const { exact } = await dist('core/dice/exact.js');

/** `roll <expression> --exact` without the process: parse and compute. */
const exactCase = (expression) => [`roll --exact ${expression}`, () => exact(parse(expression).expression)];

/** [name, function] pairs, timed in this process. */
const COMPUTE = [exactCase('100d6'), exactCase('20d6kh3'), exactCase('40d6>=4'), exactCase('d20+5 vs d20+3')];

/** [name, argv] pairs, timed as whole processes. */
const STARTUP = [
  ['node -e 0', ['-e', '0']],
  ['escarmouche roll 2d6', [BIN, 'roll', '2d6']],
  ['escarmouche roll 2d6 --exact', [BIN, 'roll', '2d6', '--exact']],
];

const COMPUTE_RUNS = 21;
const STARTUP_RUNS = 11;
const filter = process.argv[2] ?? '';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function time(run, runs) {
  run();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return { median: median(times), min: Math.min(...times), max: Math.max(...times) };
}

function report(title, rows) {
  const width = Math.max(...rows.map(([name]) => name.length), title.length);
  console.log(`${title.padEnd(width)}  ${'median'.padStart(10)}  ${'min'.padStart(10)}  ${'max'.padStart(10)}`);
  for (const [name, t] of rows) console.log(`${name.padEnd(width)}  ${[t.median, t.min, t.max].map((ms) => `${ms.toFixed(2)} ms`.padStart(10)).join('  ')}`);
  console.log('');
}

const selected = (cases) => cases.filter(([name]) => name.includes(filter));

report(
  `compute (${COMPUTE_RUNS} runs)`,
  selected(COMPUTE).map(([name, run]) => [name, time(run, COMPUTE_RUNS)]),
);
report(
  `start-up (${STARTUP_RUNS} runs)`,
  selected(STARTUP).map(([name, argv]) => [
    name,
    time(() => {
      const result = spawnSync(process.execPath, argv, { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' }, stdio: 'ignore' });
      if (result.status !== 0) throw new Error(`${name} exited ${result.status}`);
    }, STARTUP_RUNS),
  ]),
);
