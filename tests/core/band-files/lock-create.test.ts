/**
 * A lock is created whole: its text staged in a temporary file, then linked to the lock's name, so that no run ever
 * sees it empty (a writer paused between an exclusive create and its write lost its lock to another run). Where the
 * file system has no hard links, it is created exclusively in place.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { promises } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { lockPathOf, withLocks } from '../../../src/core/band-files/lock.js';

afterEach(() => vi.restoreAllMocks());

const band = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lock-create-'));
  const file = path.join(dir, 'a.yaml');
  writeFileSync(file, 'name: A\n');
  return { dir, file };
};
const failing = (code: string) => Object.assign(new Error(code), { code });

it('the lock holds its text from the first moment it has its name; nothing staged is left', async () => {
  const { dir, file } = band();
  const seen: string[] = [];
  await withLocks([file], async () => void seen.push(readFileSync(lockPathOf(file), 'utf8')));
  expect(seen[0]).toMatch(new RegExp(`^${process.pid} \\d{4}-`));
  expect(readdirSync(dir)).toEqual(['a.yaml']);
});

it.each(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'])('no hard links (%s): the lock is created in place, and nothing staged is left', async (code) => {
  const { dir, file } = band();
  vi.spyOn(promises, 'link').mockRejectedValue(failing(code));
  const seen: string[] = [];
  await withLocks([file], async () => void seen.push(readFileSync(lockPathOf(file), 'utf8')));
  expect(seen[0]).toMatch(new RegExp(`^${process.pid} `));
  expect(readdirSync(dir)).toEqual(['a.yaml']);
});

it('a link that fails otherwise: the lock cannot be taken (exit 2, the file named), nothing left', async () => {
  const { dir, file } = band();
  vi.spyOn(promises, 'link').mockRejectedValue(failing('EIO'));
  const refusal = await withLocks([file], async () => 'done').catch((cause: unknown) => cause);
  expect(refusal).toBeInstanceOf(EscarmoucheError);
  expect([(refusal as EscarmoucheError).code, (refusal as EscarmoucheError).exitCode, (refusal as EscarmoucheError).params?.file]).toEqual(['write/lock-failed', 2, file]);
  expect(readdirSync(dir)).toEqual(['a.yaml']);
});

it('with no hard links and the lock held by another: it waits, as with links', async () => {
  const { file } = band();
  vi.spyOn(promises, 'link').mockRejectedValue(failing('EPERM'));
  writeFileSync(lockPathOf(file), `${process.ppid} 2026-01-01T00:00:00.000Z ${os.hostname()} -\n`);
  const refusal = await withLocks([file], async () => 'done', { waitMs: 200 }).catch((cause: unknown) => cause);
  expect((refusal as EscarmoucheError).code).toBe('write/locked');
});
