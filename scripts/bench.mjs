#!/usr/bin/env node
/**
 * `npm run bench [-- filter]`: measured side by side in one run, medians of several runs, never asserted in
 * tests. Writes docs/performance.md with the machine it ran on. Runs the built command (`npm run build` first).
 * Add a case by adding a line to COMPUTE or STARTUP.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
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
const { analyse } = await dist('core/ruleset/analyse.js');
const { SeededRng } = await dist('core/dice/rng.js');
const { registry } = await dist('rulesets/index.js');

const COMPUTE_RUNS = 21;
const STARTUP_RUNS = 31;
const filter = process.argv[2] ?? '';
const lines = [];
const say = (line = '') => {
  console.log(line);
  lines.push(line);
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
function time(run, runs) {
  run();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return median(times);
}
const spawn = (argv, env = {}) => {
  const result = spawnSync(process.execPath, argv, { cwd: ROOT, env: { ...process.env, NO_COLOR: '1', ...env }, stdio: 'ignore' });
  if (result.status !== 0 && result.status !== 1) throw new Error(`${argv.join(' ')} exited ${result.status}`);
};
/** Wall time of one process, in ms. */
const timed = (argv, env) => {
  const start = process.hrtime.bigint();
  spawn(argv, env);
  return Number(process.hrtime.bigint() - start) / 1e6;
};
const ms = (t) => `${t.toFixed(2)} ms`;
const table = (header, rows) => {
  say(`| ${header.join(' | ')} |`);
  say(`|${header.map(() => ' --- ').join('|')}|`);
  for (const row of rows) say(`| ${row.join(' | ')} |`);
  say();
};
const selected = (cases) => cases.filter(([name]) => name.includes(filter));

/** Every ruleset's attack model on its example bands: the first pair of members (and weapon) the model accepts. */
async function attackCases() {
  const cases = [];
  for (const file of readdirSync(path.join(ROOT, 'bands')).filter((f) => /\.ya?ml$/.test(f)).sort()) {
    const analysis = await analyse(readFileSync(path.join(ROOT, 'bands', file)), file, registry);
    const { ruleset, band } = analysis;
    if (!ruleset?.attack || !band) continue;
    const roster = ruleset.roster(band);
    const side = (member) => ({ kind: 'member', band, member, file });
    const tries = roster.flatMap((a) => roster.filter((t) => t !== a).flatMap((t) => [{}, { weapon: 'ranged' }].map((options) => ({ attacker: side(a), target: side(t), options, lang: 'en' }))));
    const input = tries.find((attempt) => {
      try {
        ruleset.attack.simulate(attempt);
        return true;
      } catch {
        return false;
      }
    });
    if (!input) {
      say(`(no attack of ${file} the model accepts with default options)`);
      continue;
    }
    const weapon = input.options.weapon ? `, ${input.options.weapon}` : '';
    cases.push([`simulate-attack ${file} (${input.attacker.member.name} → ${input.target.member.name}${weapon})`, () => ruleset.attack.simulate(input)]);
  }
  return cases;
}

const exactCase = (expression) => [`roll --exact ${expression}`, () => exact(parse(expression).expression)];
const COMPUTE = [exactCase('100d6'), exactCase('20d6kh3'), exactCase('40d6>=4'), exactCase('d20+5 vs d20+3'), ...(await attackCases())];

say('# Performance');
say();
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout?.trim() || 'unknown';
say(`Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, commit ${commit}: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}.`);
say();

say(`## Compute (median of ${COMPUTE_RUNS} runs, target under 50 ms each)`);
say();
table(['case', 'median', 'target'], selected(COMPUTE).map(([name, run]) => {
  const t = time(run, COMPUTE_RUNS);
  return [name, ms(t), t < 50 ? 'met' : 'MISSED'];
}));

// Inputs built to exhaust the command (issue 16): each must stay linear, under 2 s. Median of a few runs.
const HEAD = 'ruleset: flammes-et-fantassins\nname: x\npc: 7\ncharacters: []\n';
const HOSTILE = [
  ['19,000 unknown top-level keys', HEAD + Array.from({ length: 19000 }, (_, i) => `k${i}: 1\n`).join('')],
  ['15,000 duplicate keys in a flow mapping', `${HEAD}d: {${Array.from({ length: 15000 }, () => 'a: 1').join(', ')}}\n`],
  ['1 MiB of 87,000 keys', HEAD + Array.from({ length: 87000 }, (_, i) => `k${i}: 1\n`).join('').slice(0, 1000000)],
  ['1 MiB flow list', `${HEAD}d: [${'1, '.repeat(330000)}1]\n`],
  ['10,000 levels of flow nesting', `${HEAD}d: ${'['.repeat(10000)}${']'.repeat(10000)}\n`],
];
say('## Hostile input (analysis, median of 3 runs, target under 2 s each)');
say();
const hostileRows = [];
for (const [name, text] of selected(HOSTILE)) {
  const bytes = new TextEncoder().encode(text);
  const times = [];
  for (let i = 0; i < 3; i++) {
    const start = process.hrtime.bigint();
    await analyse(bytes, 'hostile.yaml', registry);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const t = median(times);
  hostileRows.push([name, ms(t), t < 2000 ? 'met' : 'MISSED']);
}
table(['case', 'median', 'target'], hostileRows);

// The same inputs through the whole command, as a user runs it: wall time and the process's peak memory.
say('## Hostile input, whole command (`validate FILE`, median of 3 processes, target under 2 s and 300 MB each)');
say();
const RSS = path.join(ROOT, 'scripts/bench-rss.cjs');
const hostileDir = mkdtempSync(path.join(os.tmpdir(), 'escarmouche-hostile-'));
const commandRows = [];
for (const [name, text] of selected(HOSTILE)) {
  const file = path.join(hostileDir, 'hostile.yaml');
  writeFileSync(file, text);
  const runs = Array.from({ length: 3 }, () => {
    const start = process.hrtime.bigint();
    const result = spawnSync(process.execPath, ['--require', RSS, BIN, 'validate', file], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' }, encoding: 'utf8', maxBuffer: 256 * 2 ** 20 });
    const wall = Number(process.hrtime.bigint() - start) / 1e6;
    if (result.status !== 0 && result.status !== 1) throw new Error(`validate ${name} exited ${result.status}`);
    return { wall, rss: Number(/peak-rss (\d+)/.exec(result.stderr)?.[1] ?? NaN) / 1024 };
  });
  const wall = median(runs.map((r) => r.wall));
  const rss = Math.max(...runs.map((r) => r.rss));
  commandRows.push([`${name} (${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB)`, ms(wall), `${rss.toFixed(0)} MB`, wall < 2000 && rss < 300 ? 'met' : 'MISSED']);
}
rmSync(hostileDir, { recursive: true, force: true });
table(['case', 'median', 'peak memory', 'target'], commandRows);

say(`## Start-up (median of ${STARTUP_RUNS} processes, round robin, ratio to \`node -e 0\` taken run by run)`);
say();
const NO_CACHE = { ESCARMOUCHE_NO_CODE_CACHE: '1' };
// [name, argv, env, target ratio]; the code cache is warm (the first round is not counted), as after a user's first run.
const STARTUP = [
  ['escarmouche --version', [BIN, '--version'], {}, 1.3],
  ['escarmouche roll 2d6', [BIN, 'roll', '2d6'], {}, 1.3],
  ['escarmouche validate (one band)', [BIN, 'validate', 'bands/ff-federation-de-la-poterie.yaml'], {}, 1.5],
  ['escarmouche show (one band)', [BIN, 'show', 'bands/ff-federation-de-la-poterie.yaml'], {}, 1.5],
  ['escarmouche validate (one band), without the code cache', [BIN, 'validate', 'bands/ff-federation-de-la-poterie.yaml'], NO_CACHE, undefined],
];
// Round robin: node -e 0 and each command take turns, so that a machine's drift touches them all alike.
const startupCases = [['node -e 0', ['-e', '0'], {}], ...selected(STARTUP)];
const startupTimes = startupCases.map(() => []);
for (let i = 0; i <= STARTUP_RUNS; i++) {
  startupCases.forEach(([, argv, env], k) => {
    const t = timed(argv, env);
    if (i > 0) startupTimes[k].push(t);
  });
}
const nodeStart = median(startupTimes[0]);
table(['command', 'median', 'ratio to node -e 0', 'target'], [
  ['node -e 0', ms(nodeStart), '1.00', ''],
  ...startupCases.slice(1).map(([name, , , target], k) => {
    const ratio = median(startupTimes[k + 1].map((t, i) => t / startupTimes[0][i]));
    return [name, ms(median(startupTimes[k + 1])), ratio.toFixed(2), target === undefined ? '' : `${ratio <= target ? 'met' : 'MISSED'} (≤ ${target})`];
  }),
]);

say('## Matchup of two bands of 10 members (every attack of every pair, target under 1 s)');
say();
const { matchup } = await dist('core/matchup/matchup.js');
/** Per ruleset, its example band with the most members, its roster cycled to 10 members (each pair computed anew). */
async function matchupCases() {
  const best = new Map();
  for (const file of readdirSync(path.join(ROOT, 'bands')).filter((f) => /\.ya?ml$/.test(f)).sort()) {
    const { ruleset, band } = await analyse(readFileSync(path.join(ROOT, 'bands', file)), file, registry);
    if (!ruleset?.attack || !band) continue;
    const size = ruleset.roster(band).length;
    if (!best.has(ruleset.id) || best.get(ruleset.id).size < size) best.set(ruleset.id, { ruleset, band, file, size });
  }
  return [...best.values()].map(({ ruleset, band, file }) => {
    const roster = ruleset.roster(band);
    const ten = Array.from({ length: 10 }, (_, i) => ({ ...roster[i % roster.length], name: `${roster[i % roster.length].name} ${i + 1}` }));
    const wide = { ...ruleset, roster: () => ten };
    return [`matchup ${file} × itself, 10 × 10`, () => matchup(wide, { file, band }, { file, band }, {}, 'en')];
  });
}
table(['case', 'median', 'attacks', 'target'], selected(await matchupCases()).map(([name, run]) => {
  const t = time(run, 5);
  return [name, ms(t), String(run().pairs.length), t < 1000 ? 'met' : 'MISSED'];
}));

say('## suggest on each pair of example bands, side by side with one matchup of the same pair (whole commands, median of 3, target under 5 s)');
say();
// Every ordered pair of example bands of one rulebook (a band against itself where the book has one): "any pair".
const rulesetOf = (file) => /^ruleset:\s*(\S+)/m.exec(readFileSync(path.join(ROOT, 'bands', `${file}.yaml`), 'utf8'))?.[1];
const EXAMPLES = readdirSync(path.join(ROOT, 'bands')).filter((f) => f.endsWith('.yaml')).map((f) => f.slice(0, -'.yaml'.length)).sort();
const SUGGEST_PAIRS = EXAMPLES.flatMap((a) => EXAMPLES.filter((b) => rulesetOf(a) === rulesetOf(b)).map((b) => [a, b])).filter(([a]) => a.includes(filter) || 'suggest'.includes(filter));
table(['pair', 'suggest', 'one matchup', 'ratio', 'target'], SUGGEST_PAIRS.map(([a, b]) => {
  const [mine, theirs] = [`bands/${a}.yaml`, `bands/${b}.yaml`];
  const runs = [[], []];
  for (let i = 0; i <= 3; i++) {
    const s = timed([BIN, 'suggest', mine, '--against', theirs, '--json']);
    const m = timed([BIN, 'simulate-attack', mine, theirs, '--json']);
    if (i > 0) runs[0].push(s), runs[1].push(m);
  }
  const [s, m] = runs.map(median);
  return [`${a} against ${b}`, ms(s), ms(m), (s / m).toFixed(1), s < 5000 ? 'met' : 'MISSED'];
}));
say();
// The largest band the limits allow (issue 36): MAX_MEMBERS members named with MAX_NAME_LENGTH characters, through
// the whole command as a user runs it; and a matchup of MAX_MATCHUP_PAIRS attacks. Measured here, never asserted in a test.
say('## The largest valid band, whole command (median of 3 processes, target under 10 s and 500 MB each)');
say();
const { MAX_MEMBERS, MAX_NAME_LENGTH } = await dist('core/schema/schema-words.js');
const { MAX_MATCHUP_PAIRS } = await dist('core/matchup/matchup.js');
const largestDir = mkdtempSync(path.join(os.tmpdir(), 'escarmouche-largest-'));
const member = (i, width) => `  - name: ${`${i} `.padEnd(width, 'n')}\n    style: agile\n    classes: [archer]\n    equipment: [arc, cuir]\n`;
const largest = (count, width) => `ruleset: flammes-et-fantassins\nname: ${'b'.repeat(MAX_NAME_LENGTH)}\npc: ${count}\nhouse_rules:\n  band-max: ${count}\ncharacters:\n${Array.from({ length: count }, (_, i) => member(i, width)).join('')}`;
writeFileSync(path.join(largestDir, 'largest.yaml'), largest(MAX_MEMBERS, MAX_NAME_LENGTH));
const side = Math.floor(Math.sqrt(MAX_MATCHUP_PAIRS));
writeFileSync(path.join(largestDir, 'matchup.yaml'), largest(side, MAX_NAME_LENGTH));
const LARGEST = [
  [`validate, ${MAX_MEMBERS} members`, ['validate', 'largest.yaml']],
  [`show, ${MAX_MEMBERS} members`, ['show', 'largest.yaml']],
  [`print -o, ${MAX_MEMBERS} members`, ['print', 'largest.yaml', '-o', 'largest.html']],
  [`simulate-attack, ${side} × ${side} members (${side * side} of at most ${MAX_MATCHUP_PAIRS} attacks)`, ['simulate-attack', 'matchup.yaml', 'matchup.yaml']],
];
const largestRows = [];
for (const [name, argv] of selected(LARGEST)) {
  const runs = Array.from({ length: 3 }, () => {
    const start = process.hrtime.bigint();
    const result = spawnSync(process.execPath, ['--require', RSS, BIN, ...argv], { cwd: largestDir, env: { ...process.env, NO_COLOR: '1' }, encoding: 'utf8', maxBuffer: 256 * 2 ** 20 });
    const wall = Number(process.hrtime.bigint() - start) / 1e6;
    if (result.status !== 0 && result.status !== 1) throw new Error(`${name} exited ${result.status}: ${result.stderr}`);
    return { wall, rss: Number(/peak-rss (\d+)/.exec(result.stderr)?.[1] ?? NaN) / 1024 };
  });
  const wall = median(runs.map((r) => r.wall));
  const rss = Math.max(...runs.map((r) => r.rss));
  largestRows.push([name, ms(wall), `${rss.toFixed(0)} MB`, wall < 10000 && rss < 500 ? 'met' : 'MISSED']);
}
rmSync(largestDir, { recursive: true, force: true });
table(['case', 'median', 'peak memory', 'target'], largestRows);

// The 1,000 files, shared by the ajv case and the fast path's.
const dir = mkdtempSync(path.join(os.tmpdir(), 'escarmouche-bench-'));
const examples = readdirSync(path.join(ROOT, 'bands')).filter((f) => /\.ya?ml$/.test(f)).map((f) => readFileSync(path.join(ROOT, 'bands', f), 'utf8'));
for (let i = 0; i < 1000; i++) {
  let text = examples[i % examples.length];
  // One file in five is broken: an undocumented key, a name that is not a name.
  if (i % 5 === 0) text = text.replace(/^name: .*$/m, (line) => `${line}\nunknown_key: ${i}`);
  writeFileSync(path.join(dir, `band-${String(i).padStart(4, '0')}.yaml`), text);
}
/** Round robin of `rounds` counted rounds (one more, first, not counted): each case's times, in ms. */
function roundRobin(cases, rounds) {
  const times = cases.map(() => []);
  for (let i = 0; i <= rounds; i++) {
    cases.forEach(([, argv, env], k) => {
      const t = timed(argv, env);
      if (i > 0) times[k].push(t);
    });
  }
  return times;
}

const AJV = path.join(ROOT, 'node_modules/ajv-cli/dist/index.js');
const manyCases = selected([
  ['escarmouche validate 1,000 files', [BIN, 'validate', '--json', dir]],
  ...(existsSync(AJV) ? [['ajv validate 1,000 files', [AJV, 'validate', '--spec=draft7', '--strict=false', '-c', 'ajv-formats', '-s', 'schemas/band.schema.json', '-d', `${dir}/*.yaml`]]] : []),
]);
if (manyCases.length) {
  say('## validate of 1,000 generated band files, side by side with ajv (median of 5 rounds, target no slower than ajv)');
  say();
  say('ajv: `ajv validate --spec=draft7 --strict=false -c ajv-formats -s schemas/band.schema.json -d DIR/*.yaml` (ajv-cli 5, the shipped schema: the schema only). escarmouche: `validate --json DIR` (the schema and every rule of the rulebooks).');
  say();
  const manyTimes = roundRobin(manyCases, 5);
  const ajvTimes = manyCases.length > 1 ? manyTimes[1] : undefined;
  table(['case', 'median', 'files per second', 'ratio to ajv', 'target'], manyCases.map(([name], k) => {
    const t = median(manyTimes[k]);
    const ratio = ajvTimes ? median(manyTimes[k].map((v, i) => v / ajvTimes[i])) : undefined;
    return [name, ms(t), Math.round(1000 / (t / 1000)).toString(), ratio === undefined ? '' : ratio.toFixed(2), k === 0 && ratio !== undefined ? (ratio <= 1 ? 'met' : 'MISSED') : ''];
  }));
}

// The fast path (the fast band reader and the shapes, src/core/band-files/fast-path/switch.ts) against yaml and zod alone: the
// same command with and without ESCARMOUCHE_NO_FAST_PATH=1, round robin. Alone: `npm run bench -- 'fast path'`.
const NO_FAST = { ESCARMOUCHE_NO_FAST_PATH: '1' };
const BAND = 'bands/ff-federation-de-la-poterie.yaml';
const FAST_PATH = selected([
  ['fast path: validate (one band)', [BIN, 'validate', BAND], 21],
  ['fast path: show (one band)', [BIN, 'show', BAND], 21],
  ['fast path: validate 1,000 files', [BIN, 'validate', '--json', dir], 7],
]);
if (FAST_PATH.length) {
  say('## The fast path, side by side (with it, and with `ESCARMOUCHE_NO_FAST_PATH=1`: yaml and zod alone; round robin)');
  say();
  table(['case', 'with the fast path', 'without', 'ratio, run by run', 'rounds'], FAST_PATH.map(([name, argv, rounds]) => {
    const [on, off] = roundRobin([[name, argv, {}], [name, argv, NO_FAST]], rounds);
    const ratio = median(on.map((t, i) => t / off[i]));
    return [name.replace('fast path: ', ''), ms(median(on)), ms(median(off)), ratio.toFixed(2), String(rounds)];
  }));
}
rmSync(dir, { recursive: true, force: true });

say('## Monte Carlo cross-check throughput (target 5 million rolls per second or more)');
say();
const rng = new SeededRng('bench');
const ROLLS = 5_000_000;
const rollTime = time(() => {
  let total = 0;
  for (let i = 0; i < ROLLS; i++) total += rng.die(6);
  return total;
}, 5);
const perSecond = ROLLS / (rollTime / 1000);
table(['case', 'median', 'rolls per second', 'target'], [['5,000,000 × d6 (SeededRng)', ms(rollTime), `${(perSecond / 1e6).toFixed(1)} million`, perSecond >= 5e6 ? 'met' : 'MISSED']]);

// The hand-written profiling notes (from their heading on) are kept below the measured tables.
const REPORT = path.join(ROOT, 'docs/performance.md');
const NOTES = '## Profiling notes';
const previous = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
const notes = previous.includes(NOTES) ? previous.slice(previous.indexOf(NOTES)) : '';
if (!filter) writeFileSync(REPORT, `${lines.join('\n')}\n${notes ? `\n${notes}` : ''}`);
