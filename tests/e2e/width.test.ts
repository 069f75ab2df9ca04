/**
 * Every text output fits the terminal's width: each command on each example band at 80 and 60 columns, in English and
 * French. The invocations run in two processes of tests/helpers/cli-batch.cjs (the start-up paid twice, not 200 times);
 * a sample is checked against the command run on its own.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import stringWidth from 'string-width';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { namedRolls } from '../../src/core/ruleset/named-rolls.js';
import { registry } from '../../src/rulesets/index.js';
import { ROOT, runCli, type CliResult } from '../helpers/cli.js';

const BANDS = readdirSync(path.join(ROOT, 'bands')).filter((f) => f.endsWith('.yaml')).map((f) => `bands/${f}`);
const WIDTHS = [80, 60];
const LANGS = ['en', 'fr'];

interface Job {
  readonly args: readonly string[];
  readonly columns: number;
  readonly lang: string;
}
const key = (job: Job) => JSON.stringify([job.args, job.columns, job.lang]);
const jobs = new Map<string, Job>();
const results = new Map<string, CliResult>();

/**
 * A help example's line that holds one shell word (a quoted `FILE#Name`) and its continuation: it cannot be broken and
 * stay a command a player copies as it is (issue 40), so it may pass the width.
 */
const ONE_WORD = /^\s*("[^"]+"|'[^']+'|\S+)( \\)?$/;

/** Declares a run (collected before any test) and, inside a test, returns its lines wider than the width. */
function wide(args: readonly string[], columns: number, lang: string): () => string[] {
  const job = { args: [...args, '--lang', lang], columns, lang };
  jobs.set(key(job), job);
  return () => {
    const result = results.get(key(job));
    if (!result) throw new Error(`not run: ${key(job)}`);
    return `${result.stdout}\n${result.stderr}`.split('\n').filter((line) => stringWidth(line) > columns && !ONE_WORD.test(line)).map((line) => `${args.join(' ')} [${columns} ${lang}]: ${stringWidth(line)} ${line}`);
  };
}
const all = (checks: readonly (() => string[])[]) => checks.flatMap((check) => check());

/** The first two members of a band, as its file names them. */
function members(band: string): string[] {
  const data = parse(readFileSync(path.join(ROOT, band), 'utf8')) as Record<string, { name: string }[] | undefined>;
  return (data.characters ?? data.units ?? data.figures ?? []).map((m) => m.name);
}

const COMMANDS = ['', 'validate', 'show', 'schema', 'print', 'completion', 'roll', 'campaign-award', 'simulate-attack', 'suggest', 'build'];

const showCases = BANDS.map((band) => [band, [...[60, 80].flatMap((w) => LANGS.map((lang) => wide(['show', band], w, lang))), wide(['validate', band], 60, 'fr'), wide(['validate', band], 80, 'en')]] as const);

// Each band's first two members; a refusal (a weapon or an action to choose) must fit too.
const attackCases = BANDS.map((band) => {
  const names = members(band);
  const args = ['simulate-attack', `${band}#${names[0]}`, `${band}#${names[1]}`];
  return [band, names, [wide(args, 60, 'fr'), wide(args, 80, 'en')]] as const;
});

const helpCases = COMMANDS.map((command) => {
  const general = WIDTHS.flatMap((w) => LANGS.map((lang) => wide([...(command ? [command] : []), '--help'], w, lang)));
  const own = ['simulate-attack', 'roll', 'build', 'campaign-award'].includes(command) ? registry.ids().map((id) => wide([command, '--ruleset', id, '--help'], 60, 'fr')) : [];
  return [command, [...general, ...own]] as const;
});

const namedRollCases = namedRolls(registry.manifests).flatMap(({ manifest, spec }) => {
  const required = spec.options.filter((o) => o.required).flatMap((o) => [o.flags.split(' ')[0]!, '3']);
  const args = ['roll', spec.name, ...required, '--ruleset', manifest.id];
  return [wide([...args, '--exact'], 60, 'fr'), wide([...args, '--seed', '1'], 80, 'en')];
});

const diceCases = [['roll', '2d6+1', '--exact'], ['roll', '6x4d6kh3', '--seed', '7'], ['roll', 'd20+4 vs d20+2', '--exact'], ['campaign-award', '--standings', ...BANDS]].flatMap((args) =>
  WIDTHS.flatMap((w) => LANGS.map((lang) => wide(args, w, lang))),
);

/** One batch process over `list`. */
function batch(list: readonly Job[]): Promise<CliResult[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'tests/helpers/cli-batch.cjs')], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, NO_COLOR: '1', LANG: 'C', COLUMNS: '250' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as CliResult[]) : reject(new Error(`batch exited ${code}: ${err}`))));
    child.stdin.end(JSON.stringify(list.map((job) => ({ args: job.args, env: { COLUMNS: String(job.columns) } }))));
  });
}

beforeAll(async () => {
  const list = [...jobs.values()];
  const half = Math.ceil(list.length / 2);
  const parts = [list.slice(0, half), list.slice(half)];
  const outputs = await Promise.all(parts.map(batch));
  parts.forEach((part, i) => part.forEach((job, j) => results.set(key(job), outputs[i]![j]!)));
}, 300_000);

describe('every line fits the width', () => {
  it('the batch gives what the command gives on its own (a sample)', () => {
    const sample = [...jobs.values()].filter((_, i) => i % 40 === 0);
    expect(sample.length).toBeGreaterThan(3);
    for (const job of sample) expect(results.get(key(job))).toEqual(runCli(job.args, { env: { COLUMNS: String(job.columns) } }));
  });

  it.each(showCases)('show and validate %s', (_, checks) => expect(all(checks)).toEqual([]));

  it.each(attackCases)('simulate-attack between the first two members of %s', (_, names, checks) => {
    expect(names.length).toBeGreaterThan(1);
    expect(all(checks)).toEqual([]);
  });

  it.each(helpCases)('help of %s, general and per ruleset', (_, checks) => expect(all(checks)).toEqual([]));

  it('named rolls, exact and rolled', () => expect(all(namedRollCases)).toEqual([]));

  it('dice rolls and their exact odds, campaign standings', () => expect(all(diceCases)).toEqual([]));
});
