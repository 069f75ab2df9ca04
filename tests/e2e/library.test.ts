/**
 * The package as a user installs it: `npm pack`, installed into a new project with TypeScript `strict`, an example
 * using every function type-checked and run, and each result compared with the installed command's `--json`.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { packedTarball } from '../helpers/pack.js';

const EXAMPLE = `import { readFileSync } from 'node:fs';
import { campaignAward, EscarmoucheError, matchup, namedRoll, roll, rulesets, show, showText, simulateAttack, suggest, validate, validateText, type ValidateResult } from 'escarmouche';

const poterie = 'bands/ff-federation-de-la-poterie.yaml';
const marquisards = 'bands/ff-les-marquisards.yaml';
const report: ValidateResult = await validate(['bands'], { strict: true });
const profile = await show(marquisards);
const name: string = profile.name;
const odds = await simulateAttack(poterie + '#Dame Isabeau', marquisards + '#Mains-Noires');
// Narrowed on ruleset and method, the ruleset's fields are typed.
if (odds.ruleset !== 'flammes-et-fantassins' || odds.method !== 'exact') throw new Error('exact F&F odds');
const pKill: number | undefined = odds.p_kill;
const pHit: number = odds.p_hit;
// A matchup narrowed on ruleset: each pair has that ruleset's fields.
const table = await matchup(poterie, marquisards);
if (table.ruleset !== 'flammes-et-fantassins' || !table.pairs?.length) throw new Error('an F&F matchup');
const pair = table.pairs[0]!;
const pairKill: number | undefined = pair.p_kill;
const pairHit: number = pair.p_hit;
const rolled = roll('4d6kh3', { seed: 'library' });
// A named roll is typed by its name and exact: F&F's exact test has its probability of success.
const tested = await namedRoll('test', { stat: 2, exact: true });
const pTest: number = tested.success;
const distribution = roll('3d6', { exact: true }).distribution ?? {};
// Never called: the types refuse these (an unused @ts-expect-error would fail the compilation).
export const refused = () => {
  // @ts-expect-error an exact result has no total
  void roll('2d6', { exact: true }).total;
  // @ts-expect-error strict is a boolean
  void validate(['bands'], { strict: 'yes' });
  // @ts-expect-error a side is a FILE#Name or an object of numbers
  void simulateAttack(42, 'x');
  // @ts-expect-error a misspelt field of a named roll
  void tested.sucess;
  // @ts-expect-error a misspelt field is not one of the ruleset's
  void odds.p_kil;
  // @ts-expect-error nor of a pair of a matchup
  void pair.p_hti;
};
export const argadKill = async (): Promise<number> => {
  const a = await simulateAttack('x', 'y');
  if (a.ruleset !== 'argad' || a.method !== 'exact') return 0;
  // @ts-expect-error an Argad attack has no expected_damage
  void a.expected_damage;
  return a.p_kill;
};
let error: unknown;
try {
  roll('2d6++1');
} catch (cause) {
  if (cause instanceof EscarmoucheError) error = { code: cause.code, exitCode: cause.exitCode, message: cause.message, json: cause.json };
}
const results = {
  validate: report,
  validateText: await validateText(readFileSync(marquisards, 'utf8'), { file: marquisards }),
  show: profile,
  showText: await showText(readFileSync(marquisards, 'utf8'), { file: marquisards }),
  roll: rolled,
  rollExact: roll('d20+5 vs d20+3', { exact: true }),
  namedRoll: tested,
  attack: odds,
  attackTyped: await simulateAttack({ hit: 3, damage: 1 }, { ca: 7, pv: 9 }, { ruleset: 'ff', trials: 1000, seed: 'mc' }),
  matchup: table,
  suggest: await suggest(poterie, marquisards),
  award: await campaignAward([], { scenario: 'le-pont', winner: [poterie], loser: [marquisards], date: '2025-01-04' }, { dryRun: true }),
  standings: await campaignAward([poterie, marquisards], { standings: true }),
  error,
  rulesets: rulesets.map((r) => r.id),
  typed: { name, pKill, pHit, pTest, pairKill, pairHit, total: rolled.total, p10: distribution['10'] },
};
process.stdout.write(JSON.stringify(results));
`;

/** The first TypeScript example of a Markdown page. */
const firstExample = (page: string): string => /```ts\n([\s\S]*?)```/.exec(readFileSync(path.join(ROOT, page), 'utf8'))![1]!;
const DOCUMENTED = { 'readme.ts': firstExample('README.md'), 'library-doc.ts': firstExample('docs/library.md') };

const DAME = 'bands/ff-federation-de-la-poterie.yaml#Dame Isabeau';
const MAINS = 'bands/ff-les-marquisards.yaml#Mains-Noires';

/** Each result of the example and the arguments of the command that prints the same JSON. */
const COMMANDS: Record<string, readonly string[]> = {
  validate: ['validate', 'bands', '--strict', '--json'],
  validateText: ['validate', 'bands/ff-les-marquisards.yaml', '--json'],
  show: ['show', 'bands/ff-les-marquisards.yaml', '--json'],
  showText: ['show', 'bands/ff-les-marquisards.yaml', '--json'],
  roll: ['roll', '4d6kh3', '--seed', 'library', '--json'],
  rollExact: ['roll', 'd20+5 vs d20+3', '--exact', '--json'],
  namedRoll: ['roll', 'test', '--stat', '2', '--exact', '--json'],
  attack: ['simulate-attack', DAME, MAINS, '--json'],
  attackTyped: ['simulate-attack', '--ruleset', 'ff', '--hit', '3', '--damage', '1', '--ca', '7', '--pv', '9', '--trials', '1000', '--seed', 'mc', '--json'],
  matchup: ['simulate-attack', 'bands/ff-federation-de-la-poterie.yaml', 'bands/ff-les-marquisards.yaml', '--json'],
  suggest: ['suggest', 'bands/ff-federation-de-la-poterie.yaml', '--against', 'bands/ff-les-marquisards.yaml', '--json'],
  award: ['campaign-award', '--scenario', 'le-pont', '--winner', 'bands/ff-federation-de-la-poterie.yaml', '--loser', 'bands/ff-les-marquisards.yaml', '--date', '2025-01-04', '--dry-run', '--json'],
  standings: ['campaign-award', '--standings', 'bands/ff-federation-de-la-poterie.yaml', 'bands/ff-les-marquisards.yaml', '--json'],
};

let project = '';
let results: Record<string, any> = {};
const env = { PATH: process.env.PATH, HOME: process.env.HOME, LANG: 'C', NO_COLOR: '1' };

/** The installed command, as the package's bin. */
const command = (args: readonly string[]) => spawnSync(path.join(project, 'node_modules/.bin/escarmouche'), args, { cwd: project, env, encoding: 'utf8' });

type Run = { status: number | null; stdout: string; stderr: string };
/** A program run without blocking, so that the commands compared run while tsc checks the example. */
const started = (file: string, args: readonly string[]): Promise<Run> =>
  new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd: project, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });

/** The command's output for each of COMMANDS (and the error case), three at a time. */
const outputs = new Map<string, Run>();
async function runCommands(list: readonly (readonly string[])[]): Promise<void> {
  const queue = [...list];
  const worker = async () => {
    for (let args = queue.shift(); args; args = queue.shift()) outputs.set(JSON.stringify(args), await started(path.join(project, 'node_modules/.bin/escarmouche'), args));
  };
  await Promise.all([worker(), worker(), worker()]);
}
const output = (args: readonly string[]): Run => outputs.get(JSON.stringify(args)) ?? command(args);
const ERROR_ARGS = ['roll', '2d6++1', '--json'];

// skipLibCheck as most projects set it: checking every declaration file of zod and yaml took over a minute here.
beforeAll(async () => {
  project = mkdtempSync(path.join(tmpdir(), 'escarmouche-library-'));
  const packed = packedTarball();
  cpSync(packed.tarball, path.join(project, packed.filename));
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'library-user', private: true, type: 'module', dependencies: { escarmouche: `file:./${packed.filename}` } }));
  execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel', 'error'], { cwd: project, encoding: 'utf8' });
  writeFileSync(path.join(project, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { strict: true, target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', outDir: 'out', noEmitOnError: true, skipLibCheck: true, typeRoots: [path.join(ROOT, 'node_modules/@types')], types: ['node'] },
    files: ['example.ts', ...Object.keys(DOCUMENTED)],
  }));
  writeFileSync(path.join(project, 'example.ts'), EXAMPLE);
  for (const [file, text] of Object.entries(DOCUMENTED)) writeFileSync(path.join(project, file), text);
  cpSync(path.join(ROOT, 'bands'), path.join(project, 'bands'), { recursive: true });
  const [checked] = await Promise.all([started(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', project]), runCommands([...Object.values(COMMANDS), ERROR_ARGS])]);
  if (checked.status !== 0) throw new Error(`tsc: ${checked.stdout}${checked.stderr}`);
  results = JSON.parse(execFileSync(process.execPath, ['out/example.js'], { cwd: project, env, encoding: 'utf8' })) as Record<string, any>;
}, 240_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('escarmouche installed as a library', () => {
  it('type-checks under strict and runs an example using every function', () => {
    expect(Object.keys(results)).toEqual([...Object.keys(COMMANDS), 'error', 'rulesets', 'typed']);
    expect(results.rulesets).toEqual(['flammes-et-fantassins', 'fees-d-armes', 'frostgrave', 'mef-fan', 'argad']);
    expect(results.typed.name).toBe(results.show.name);
    expect(results.typed.pairHit).toBe(results.matchup.pairs[0].p_hit);
    expect(typeof results.typed.pairHit).toBe('number');
  });

  it.each(Object.entries(COMMANDS))('%s returns what the command prints with --json', (key, args) => {
    const cli = output(args);
    expect(cli.stderr).toBe('');
    expect(results[key]).toEqual(JSON.parse(cli.stdout));
  });

  it('validate ok is the exit status of the command', () => {
    expect(output(COMMANDS.validate!).status).toBe(results.validate.ok ? 0 : 1);
    expect(results.validate.summary.files).toBe(9);
  });

  it('an error carries the code, exit code, message and JSON of the command', () => {
    const cli = output(ERROR_ARGS);
    expect(results.error).toEqual({ code: 'dice/expected-term', exitCode: cli.status, message: cli.stderr.trimEnd(), json: JSON.parse(cli.stdout) });
  });

  it.each(Object.keys(DOCUMENTED))('the example of %s type-checks and runs', (file) => {
    const run = spawnSync(process.execPath, [`out/${file.replace(/\.ts$/, '.js')}`], { cwd: project, env, encoding: 'utf8' });
    expect({ code: run.status, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(run.stdout).not.toBe('');
  });

  it('an uncaught error prints its message and a short stack, never a screen of bundled code', () => {
    writeFileSync(path.join(project, 'uncaught.mjs'), "import { show } from 'escarmouche';\nawait show('missing/band.yaml');\n");
    const run = spawnSync(process.execPath, ['uncaught.mjs'], { cwd: project, env, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('EscarmoucheError: cannot read missing/band.yaml');
    expect(Buffer.byteLength(run.stderr)).toBeLessThan(2048);
    expect(Math.max(...run.stderr.split('\n').map((line) => line.length))).toBeLessThan(200);
  });

  it('keeps the bin: the installed command runs', () => {
    expect(command(['--version']).stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });
});
