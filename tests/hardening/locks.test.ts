/** The built command under attack: parallel runs, SIGKILL at each step of a write, links, modes, special files. */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, readdirSync, readFileSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { band, campaign } from '../helpers/campaign.js';
import { BIN, ROOT, runCli, tempTree, type CliResult } from '../helpers/cli.js';

const ENV = { PATH: process.env.PATH, NO_COLOR: '1', LANG: 'C' };

/**
 * Runs the built command without waiting for it. Parallel runs wait three seconds for a lock, not eight (the testing
 * knob, docs/testing.md): the first to take a lock never waits, so some succeed, and the rest give up sooner.
 */
function runAsync(args: readonly string[], cwd: string): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd, env: { ...ENV, ESCARMOUCHE_LOCK_WAIT_MS: '3000' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

const killedAt = (step: string, args: readonly string[], cwd: string) =>
  spawnSync(process.execPath, [BIN, ...args], { cwd, env: { ...ENV, ESCARMOUCHE_TEST_KILL_AT: step }, encoding: 'utf8' });

const scenarios = (text: string): string[] => ((parse(text).campaign?.ledger ?? []) as { scenario: string }[]).map((e) => e.scenario).sort();
const award = (scenario: string, winner: string, loser: string) => ['campaign-award', '--scenario', scenario, '--winner', winner, '--loser', loser, '--date', '2025-01-04'];
const leftovers = (dir: string) => readdirSync(dir).filter((n) => n.startsWith('.'));

describe('parallel runs', () => {
  it('20 awards at once on the same two files, named in both orders: every success is in both files, the rest exit 2', { timeout: 180000 }, async () => {
    const c = campaign('alpha', 'beta');
    const runs = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? runAsync(award(`s${i}`, 'alpha.yaml', 'beta.yaml'), c.dir) : runAsync(award(`s${i}`, 'beta.yaml', 'alpha.yaml'), c.dir))),
    );
    const succeeded = runs.flatMap((r, i) => (r.code === 0 ? [`s${i}`] : [])).sort();
    for (const r of runs) expect([0, 2]).toContain(r.code);
    for (const r of runs.filter((r) => r.code === 2)) expect(r.stderr).toMatch(/lock/);
    expect(succeeded.length).toBeGreaterThan(0);
    expect(scenarios(c.read('alpha'))).toEqual(succeeded);
    expect(scenarios(c.read('beta'))).toEqual(succeeded);
    expect(leftovers(c.dir)).toEqual([]);
  });

  it('12 builds adding a member at once: every member reported added is in the file', { timeout: 180000 }, async () => {
    const dir = tempTree();
    expect(runCli(['build', 'n.yaml', '--new', '--ruleset', 'mef-fan', '--name', 'Les Nains', '--points', '1000'], { cwd: dir }).code).toBe(0);
    const add = (i: number) => ['build', 'n.yaml', '--add-character', `U${i}`, '--models', '1', '--dep', '1', '--mel', '1', '--def', '1', '--men', '1'];
    const runs = await Promise.all(Array.from({ length: 12 }, (_, i) => runAsync(add(i), dir)));
    for (const r of runs) expect([0, 2]).toContain(r.code);
    const added = runs.flatMap((r, i) => (r.code === 0 ? [`U${i}`] : []));
    expect(added.length).toBeGreaterThan(0);
    const names = (parse(readFileSync(path.join(dir, 'n.yaml'), 'utf8')).units as { name: string }[]).map((u) => u.name);
    expect(names.sort()).toEqual(added.sort());
    expect(leftovers(dir)).toEqual([]);
  });
});

describe('a kill during a two-file award', () => {
  it.each([
    ['rename:1', 'completed', ['s1']],
    ['rename:2', 'completed', ['s1']],
    ['temp:1', 'rolled back', []],
    ['temp:2', 'rolled back', []],
  ])('at %s is %s by the next command, which then works', (step, outcome, kept) => {
    const c = campaign('alpha', 'beta');
    const killed = killedAt(step, award('s1', 'alpha.yaml', 'beta.yaml'), c.dir);
    expect(killed.signal).toBe('SIGKILL');
    const next = runCli(award('s2', 'alpha.yaml', 'beta.yaml'), { cwd: c.dir });
    expect(next.code).toBe(0);
    expect(next.stderr.trim().split('\n')).toEqual([expect.stringContaining(`an interrupted write was ${outcome}`)]);
    expect(scenarios(c.read('alpha'))).toEqual([...kept, 's2']);
    expect(scenarios(c.read('beta'))).toEqual([...kept, 's2']);
    expect(leftovers(c.dir)).toEqual([]);
    const undo = runCli(['campaign-award', '--undo', 's2', 'alpha.yaml', 'beta.yaml'], { cwd: c.dir });
    expect(undo.code).toBe(0);
  });

  it('holding its locks does not block the next command: the lock of a dead process is broken at once', () => {
    const c = campaign('alpha', 'beta');
    expect(killedAt('lock:2', award('s1', 'alpha.yaml', 'beta.yaml'), c.dir).signal).toBe('SIGKILL');
    expect(leftovers(c.dir).sort()).toEqual(['.alpha.yaml.lock', '.beta.yaml.lock']);
    // Two seconds to wait (the testing knob), not eight: a lock of a dead process is never released by its holder, so
    // a run that ends within that wait broke both locks at once, with no wait for a holder.
    expect(runCli(award('s1', 'beta.yaml', 'alpha.yaml'), { cwd: c.dir, env: { ESCARMOUCHE_LOCK_WAIT_MS: '2000' } }).code).toBe(0);
    expect(leftovers(c.dir)).toEqual([]);
  });

  it('an empty lock (its writer killed before writing its pid) is broken after a second', () => {
    const c = campaign('alpha', 'beta');
    const lock = path.join(c.dir, '.alpha.yaml.lock');
    writeFileSync(lock, '');
    utimesSync(lock, new Date(Date.now() - 5000), new Date(Date.now() - 5000));
    expect(runCli(award('s1', 'alpha.yaml', 'beta.yaml'), { cwd: c.dir }).code).toBe(0);
    expect(leftovers(c.dir)).toEqual([]);
  });

  it('a lock held by a live command makes the next one wait, then give up naming the file and the process (exit 2)', { timeout: 30000 }, () => {
    const c = campaign('alpha', 'beta');
    writeFileSync(path.join(c.dir, '.alpha.yaml.lock'), `${process.pid} 2026-01-01T10:00:00.000Z\n`);
    const blocked = runCli(award('s1', 'alpha.yaml', 'beta.yaml'), { cwd: c.dir });
    expect(blocked.code).toBe(2);
    expect(blocked.stderr.replace(/\s+/g, ' ')).toContain(`alpha.yaml: escarmouche process ${process.pid} on`);
    expect(blocked.stderr.replace(/\s+/g, ' ')).toContain('since 2026-01-01T10:00:00.000Z); waited 8 s, nothing was written');
    expect(scenarios(c.read('beta'))).toEqual([]);
  });
});

describe('destinations', () => {
  it('writes through a symlink (the link stays a link) and refuses a band named through a link and its real path', () => {
    const c = campaign('alpha', 'beta');
    symlinkSync('alpha.yaml', path.join(c.dir, 'link.yaml'));
    const twice = runCli(award('s1', 'link.yaml', 'alpha.yaml'), { cwd: c.dir });
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain('named twice');
    expect(runCli(award('s1', 'link.yaml', 'beta.yaml'), { cwd: c.dir }).code).toBe(0);
    expect(lstatSync(path.join(c.dir, 'link.yaml')).isSymbolicLink()).toBe(true);
    expect(scenarios(c.read('alpha'))).toEqual(['s1']);
  });

  it('keeps the mode of the file it rewrites', () => {
    const c = campaign('alpha', 'beta');
    chmodSync(c.file('alpha'), 0o640);
    expect(runCli(award('s1', 'alpha.yaml', 'beta.yaml'), { cwd: c.dir }).code).toBe(0);
    expect(statSync(c.file('alpha')).mode & 0o777).toBe(0o640);
  });

  it('refuses a read-only band (even for root), writing nothing', () => {
    const c = campaign('alpha', 'beta');
    chmodSync(c.file('beta'), 0o444);
    const before = c.read('alpha');
    const run = runCli(award('s1', 'alpha.yaml', 'beta.yaml'), { cwd: c.dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('beta.yaml: it is read-only');
    expect(c.read('alpha')).toBe(before);
    const build = runCli(['build', 'beta.yaml', '--remove-character', "beta l'archer"], { cwd: c.dir });
    expect(build.code).toBe(2);
    expect(build.stderr).toContain('read-only');
  });

  it.each([['/dev/null'], ['a folder']])('refuses print -o onto %s', (target) => {
    const dir = tempTree({ 'alpha.yaml': band('alpha') });
    const output = target === '/dev/null' ? target : dir;
    const run = runCli(['print', 'alpha.yaml', '-o', output], { cwd: dir });
    expect(run.code).toBe(2);
    // A folder is found before any rendering (destination check); a device when the write is locked.
    expect(run.stderr).toMatch(target === '/dev/null' ? /not a regular file/ : /is a folder; name a file/);
  });
});

describe('reading', () => {
  it.each([['/dev/zero'], ['/dev/urandom'], ['a FIFO']])('refuses %s at once (exit 2)', (source) => {
    const dir = tempTree();
    let file = source;
    if (source === 'a FIFO') {
      file = path.join(dir, 'band.yaml');
      spawnSync('mkfifo', [file]);
      expect(existsSync(file)).toBe(true);
    }
    const run = spawnSync(process.execPath, [BIN, 'validate', file], { cwd: ROOT, env: ENV, encoding: 'utf8', timeout: 20000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('is not a regular file');
  });

  it('completes members of a FIFO named as a band with nothing, at once (never waits on it)', () => {
    const dir = tempTree();
    const fifo = path.join(dir, 'band.yaml');
    spawnSync('mkfifo', [fifo]);
    const run = spawnSync(process.execPath, [BIN, '__complete', 'simulate-attack', `${fifo}#a`], { cwd: ROOT, env: ENV, encoding: 'utf8', timeout: 20000 });
    expect(run.error).toBeUndefined();
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe('');
  });

  it('reads at most the size limit + 1 bytes of a large file', () => {
    const dir = tempTree({ 'big.yaml': `name: x\n${'#'.repeat(3 * 1024 * 1024)}\n` });
    const run = runCli(['validate', path.join(dir, 'big.yaml'), '--json']);
    expect(run.code).toBe(1);
    expect(readFileSync(path.join(dir, 'big.yaml')).length).toBeGreaterThan(3 * 1024 * 1024);
    expect(run.stdout).toContain('band/too-large');
  });
});

describe('byte for byte', () => {
  it('an award then its --undo returns files laid out as the documentation shows, byte for byte', () => {
    const section = `
campaign:
  totals:            # sums of the ledger, for people; validate checks them
    trophies: 1
    pc: 0
    fer: 1
  ledger:            # one event per scenario played
    - scenario: le-pont
      date: 2025-01-04
      result: win    # win | loss
      played: 0      # scenarios already played before this one
      trophies: 1
      pc: 0
      fer: 1
`;
    const dir = tempTree({ 'alpha.yaml': band('alpha') + section, 'beta.yaml': band('beta') + section });
    const before = ['alpha.yaml', 'beta.yaml'].map((f) => readFileSync(path.join(dir, f)));
    const awarded = runCli(award('s2', 'alpha.yaml', 'beta.yaml'), { cwd: dir });
    expect(awarded.code).toBe(0);
    expect(readFileSync(path.join(dir, 'alpha.yaml'), 'utf8')).toContain('  totals:            # sums of the ledger, for people; validate checks them\n    trophies: 2\n');
    expect(runCli(['campaign-award', '--undo', 's2', 'alpha.yaml', 'beta.yaml'], { cwd: dir }).code).toBe(0);
    expect(['alpha.yaml', 'beta.yaml'].map((f) => readFileSync(path.join(dir, f)))).toEqual(before);
  });
});
