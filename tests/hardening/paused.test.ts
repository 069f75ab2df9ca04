/**
 * A paused or slowed writer (Ctrl-Z, a sleeping laptop, a debugger, a slow disk) never loses another run's write:
 * its lock is kept however long it is paused, the other run waits (or gives up, exit 2, naming it), and a file
 * changed under a run is never renamed over. Write failures and output failures are exit 2 in plain words.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { campaign } from '../helpers/campaign.js';
import { BIN, runCli, tempTree, type CliResult } from '../helpers/cli.js';

const ENV = { PATH: process.env.PATH, NO_COLOR: '1', LANG: 'C' };

function start(args: readonly string[], cwd: string, env: Record<string, string> = {}): { child: ChildProcess; done: Promise<CliResult> } {
  const child = spawn(process.execPath, [BIN, ...args], { cwd, env: { ...ENV, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const done = new Promise<CliResult>((resolve) => child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr })));
  return { child, done };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(what: () => boolean, ms = 30000): Promise<void> {
  for (const end = Date.now() + ms; !what(); await sleep(10)) if (Date.now() > end) throw new Error('waited in vain');
}

const scenarios = (text: string): string[] => ((parse(text).campaign?.ledger ?? []) as { scenario: string }[]).map((e) => e.scenario).sort();
const award = (scenario: string) => ['campaign-award', '--scenario', scenario, '--winner', 'alpha.yaml', '--loser', 'beta.yaml', '--date', '2025-01-04'];
const leftovers = (dir: string) => readdirSync(dir).filter((n) => n.startsWith('.'));
const lockOf = (dir: string, name: string) => path.join(dir, `.${name}.lock`);

/** Both runs exit 0 and say nothing more; both awards are in both files; nothing is left beside them. */
async function bothAwarded(c: ReturnType<typeof campaign>, first: ReturnType<typeof start>, second: ReturnType<typeof start>): Promise<void> {
  const [a, b] = await Promise.all([first.done, second.done]);
  expect([a.code, b.code, a.stderr, b.stderr]).toEqual([0, 0, '', '']);
  expect(scenarios(c.read('alpha'))).toEqual(['s1', 's2']);
  expect(scenarios(c.read('beta'))).toEqual(['s1', 's2']);
  expect(leftovers(c.dir)).toEqual([]);
}

describe('a paused award run keeps its lock (SIGSTOP, SIGCONT)', () => {
  it('the second run waits for it; both awards end in both files, both runs say so', { timeout: 60000 }, async () => {
    const c = campaign('alpha', 'beta');
    // Held a moment after taking its first lock, so that it is stopped while it holds it.
    const first = start(award('s1'), c.dir, { ESCARMOUCHE_TEST_DELAY_AT: 'lock:1:300' });
    await until(() => existsSync(lockOf(c.dir, 'alpha.yaml')));
    first.child.kill('SIGSTOP');
    const second = start(award('s2'), c.dir);
    await sleep(2500);
    expect(second.child.exitCode).toBeNull();
    first.child.kill('SIGCONT');
    await bothAwarded(c, first, second);
  });

  it('a second run that cannot wait long enough exits 2 naming the file and the process, writing nothing', { timeout: 60000 }, async () => {
    const c = campaign('alpha', 'beta');
    const first = start(award('s1'), c.dir, { ESCARMOUCHE_TEST_DELAY_AT: 'lock:1:300' });
    await until(() => existsSync(lockOf(c.dir, 'alpha.yaml')));
    first.child.kill('SIGSTOP');
    // A short wait (the testing knob, docs/testing.md): the outcome is the one the default eight seconds give, sooner.
    const second = await start(award('s2'), c.dir, { ESCARMOUCHE_LOCK_WAIT_MS: '1000' }).done;
    first.child.kill('SIGCONT');
    const resumed = await first.done;
    expect(second.code).toBe(2);
    expect(second.stderr).toContain('alpha.yaml');
    expect(second.stderr).toContain(`escarmouche process ${first.child.pid} on`);
    expect(second.stderr.replace(/\s+/g, ' ')).toMatch(/waited \d+ s, nothing was written/);
    expect(second.stderr).not.toMatch(/internal error/);
    expect([resumed.code, resumed.stderr]).toEqual([0, '']);
    expect(scenarios(c.read('alpha'))).toEqual(['s1']);
    expect(scenarios(c.read('beta'))).toEqual(['s1']);
    expect(leftovers(c.dir)).toEqual([]);
  });
});

describe('a delay injected before a rename', () => {
  it('of one award: the other run waits, and both awards end in both files', { timeout: 60000 }, async () => {
    const c = campaign('alpha', 'beta');
    const first = start(award('s1'), c.dir, { ESCARMOUCHE_TEST_DELAY_AT: 'rename:1:2000' });
    await until(() => readdirSync(c.dir).some((n) => n.startsWith('.escarmouche-journal.')));
    const second = start(award('s2'), c.dir);
    await bothAwarded(c, first, second);
  });

  it('a file another program changes meanwhile is not overwritten: rolled back, exit 2, said truthfully', { timeout: 60000 }, async () => {
    const c = campaign('alpha', 'beta');
    const alphaBefore = c.read('alpha');
    const first = start(award('s1'), c.dir, { ESCARMOUCHE_TEST_DELAY_AT: 'rename:1:2000' });
    await until(() => readdirSync(c.dir).some((n) => n.startsWith('.escarmouche-journal.')));
    const edited = `${c.read('beta')}# edited by hand meanwhile\n`;
    writeFileSync(c.file('beta'), edited);
    const run = await first.done;
    expect(run.code).toBe(2);
    expect(run.stderr.replace(/\s+/g, ' ')).toMatch(/beta\.yaml changed on disk while this command was writing .*every file was left as it was/);
    expect(c.read('alpha')).toBe(alphaBefore);
    expect(c.read('beta')).toBe(edited);
    expect(leftovers(c.dir)).toEqual([]);
  });

  it('of a build: a second build waits, and both members are in the file', { timeout: 60000 }, async () => {
    const dir = tempTree();
    expect(runCli(['build', 'n.yaml', '--new', '--ruleset', 'mef-fan', '--name', 'Les Nains', '--points', '1000'], { cwd: dir }).code).toBe(0);
    const add = (name: string) => ['build', 'n.yaml', '--add-character', name, '--models', '1', '--dep', '1', '--mel', '1', '--def', '1', '--men', '1'];
    const first = start(add('Un'), dir, { ESCARMOUCHE_TEST_DELAY_AT: 'rename:1:1500' });
    await until(() => existsSync(lockOf(dir, 'n.yaml')));
    first.child.kill('SIGSTOP');
    const second = start(add('Deux'), dir);
    await sleep(1000);
    first.child.kill('SIGCONT');
    const [a, b] = await Promise.all([first.done, second.done]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(a.stderr + b.stderr).not.toMatch(/internal error/);
    const names = (parse(readFileSync(path.join(dir, 'n.yaml'), 'utf8')).units as { name: string }[]).map((u) => u.name);
    expect(names.sort()).toEqual(['Deux', 'Un']);
    expect(leftovers(dir)).toEqual([]);
  });
});

const failing = (args: readonly string[], cwd: string, at: string) => spawnSync(process.execPath, [BIN, ...args], { cwd, env: { ...ENV, ESCARMOUCHE_TEST_FAIL_AT: at }, encoding: 'utf8' });

describe('write failures in every command that writes: exit 2, the file named, no temporary file', () => {
  const commands: [string, (dir: string) => string[], string][] = [
    ['build', () => ['build', 'n.yaml', '--add-character', 'Trois', '--models', '1', '--dep', '1', '--mel', '1', '--def', '1', '--men', '1'], 'n.yaml'],
    ['print -o', () => ['print', 'n.yaml', '-o', 'n.md'], 'n.md'],
    ['campaign-award', () => award('s9'), 'alpha.yaml'],
    ['init', () => ['init', 'repo', '--ruleset', 'ff', '--name', 'Les Loups'], 'repo'],
    ['schema --write', () => ['schema', '--write', 'schemas'], 'schema.json'],
  ];
  const setUp = (dir: string) => {
    expect(runCli(['build', 'n.yaml', '--new', '--ruleset', 'mef-fan', '--name', 'Les Nains', '--points', '1000'], { cwd: dir }).code).toBe(0);
    const c = campaign('alpha', 'beta');
    for (const n of ['alpha', 'beta']) writeFileSync(path.join(dir, `${n}.yaml`), c.read(n));
  };
  const files = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
  for (const [name, args, named] of commands) {
    it.each(['write:ENOSPC', 'write:EIO', 'write:EROFS', 'rename:EXDEV'])(`${name}, %s`, { timeout: 30000 }, (at) => {
      const dir = tempTree();
      setUp(dir);
      const before = Object.fromEntries(['n.yaml', 'alpha.yaml', 'beta.yaml'].map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]));
      const listed = files(dir);
      const run = failing(args(dir), dir, at);
      if (name === 'init' && at.startsWith('rename')) {
        // init creates its files whole (no rename): the fault point is never reached.
        expect(run.status).toBe(0);
        return;
      }
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(named);
      expect(run.stderr).toContain(at.split(':')[1]);
      expect(run.stderr).not.toMatch(/internal error|\n\s+at /);
      for (const [f, text] of Object.entries(before)) expect(readFileSync(path.join(dir, f), 'utf8')).toBe(text);
      expect(files(dir).filter((f) => f.endsWith('.tmp') || f.includes('.escarmouche-journal') || f.endsWith('.lock'))).toEqual([]);
      if (name !== 'init' && name !== 'schema --write') expect(files(dir)).toEqual(listed);
    });
  }
});

// A descriptor closed before start (`>&-`) is not among these: Node opens /dev/null in its place at start-up.
describe('output failures: exit 2, never "internal error"', () => {
  const sh = (script: string) => spawnSync('sh', ['-c', script], { env: { ...ENV, BIN }, encoding: 'utf8' });
  it.each([
    ['stdout to a full device', `node "$BIN" roll 2d6 >/dev/full`],
    ['stdout and stderr to a full device', `node "$BIN" roll 2d6 >/dev/full 2>/dev/full`],
    ['stderr to a full device, a usage error', `node "$BIN" roll '2d6++1' 2>/dev/full`],
    ['stderr closed, a usage error', `node "$BIN" roll '2d6++1' 2>&-`],
    ['help to a full device', `node "$BIN" --help >/dev/full`],
  ])('%s', (_what, script) => {
    const run = sh(script);
    expect(run.status).toBe(2);
    expect(run.stderr).not.toMatch(/internal error|\n\s+at /);
  });

  it('a standard output that could not be written is told on standard error', () => {
    const run = sh(`node "$BIN" roll 2d6 >/dev/full`);
    expect(run.stderr.replace(/\s+/g, ' ')).toBe('could not write the standard output (no space left on the disk (ENOSPC)): what the command printed is incomplete ');
  });
});
