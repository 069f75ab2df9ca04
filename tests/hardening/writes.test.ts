/** Failure injection: no interrupted or failed write loses data or leaves a partial file. */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeAll, type FileChange } from '../../src/core/campaign/write.js';
import { writeAtomic, type WriteIo } from '../../src/core/band-files/fs.js';
import { ROOT, tempTree } from '../helpers/cli.js';

const enospc = () => Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });

/** An open that writes half of the content, then fails as a full disk would. */
const diskFull: WriteIo = {
  open: async (...args: Parameters<typeof fs.open>) => {
    const handle = await fs.open(...args);
    const writeFile = handle.writeFile.bind(handle);
    return Object.assign(handle, {
      writeFile: async (data: string | Uint8Array) => {
        await writeFile(typeof data === 'string' ? data.slice(0, data.length / 2) : data.slice(0, data.length / 2));
        throw enospc();
      },
    });
  },
  rename: (...args) => fs.rename(...args),
};
const renameFails: WriteIo = { open: (...args) => fs.open(...args), rename: async () => Promise.reject(Object.assign(new Error('EXDEV'), { code: 'EXDEV' })) };

const noTemp = (dir: string) => expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);

describe('one atomic write', () => {
  it.each([
    ['disk full while writing', diskFull],
    ['the rename failing', renameFails],
  ] as const)('%s leaves the file as it was and no temp file', async (_, io) => {
    const dir = tempTree({ 'band.yaml': 'old content\n' });
    const file = path.join(dir, 'band.yaml');
    await expect(writeAtomic(file, 'new content\n', io)).rejects.toThrow();
    expect(readFileSync(file, 'utf8')).toBe('old content\n');
    noTemp(dir);
  });
  it('writes when nothing fails', async () => {
    const dir = tempTree({ 'band.yaml': 'old\n' });
    await writeAtomic(path.join(dir, 'band.yaml'), 'new\n');
    expect(readFileSync(path.join(dir, 'band.yaml'), 'utf8')).toBe('new\n');
    noTemp(dir);
  });
});

describe('multi-file writes are all-or-nothing', () => {
  const setup = () => {
    const dir = tempTree({ 'a.yaml': 'a: 1\n', 'b.yaml': 'b: 1\n', 'c.yaml': 'c: 1\n' });
    const changes: FileChange[] = ['a', 'b', 'c'].map((n) => ({ file: path.join(dir, `${n}.yaml`), before: readFileSync(path.join(dir, `${n}.yaml`)), after: `${n}: 2\n` }));
    const state = () => ['a', 'b', 'c'].map((n) => readFileSync(path.join(dir, `${n}.yaml`), 'utf8'));
    return { dir, changes, state };
  };
  const failOn = (nth: number, io: WriteIo) => {
    let calls = 0;
    return (file: string, content: string | Uint8Array) => writeAtomic(file, content, ++calls === nth ? io : undefined);
  };

  it.each([
    ['disk full on the second file', 2, diskFull],
    ['the rename failing on the second file', 2, renameFails],
    ['disk full on the third file', 3, diskFull],
    ['the rename failing on the first file', 1, renameFails],
  ] as const)('%s leaves every file byte for byte as it was', async (_, nth, io) => {
    const { dir, changes, state } = setup();
    await expect(writeAll(changes, failOn(nth, io))).rejects.toMatchObject({ code: 'campaign/write-failed' });
    expect(state()).toEqual(['a: 1\n', 'b: 1\n', 'c: 1\n']);
    noTemp(dir);
  });
  it('writes every file when nothing fails', async () => {
    const { changes, state } = setup();
    await writeAll(changes);
    expect(state()).toEqual(['a: 2\n', 'b: 2\n', 'c: 2\n']);
  });
  it('refuses, writing nothing, when a file changed on disk between read and write', async () => {
    const { changes, state } = setup();
    writeFileSync(changes[2]!.file, 'c: edited by hand\n');
    await expect(writeAll(changes)).rejects.toMatchObject({ code: 'campaign/changed-on-disk' });
    expect(state()).toEqual(['a: 1\n', 'b: 1\n', 'c: edited by hand\n']);
  });
});

describe('a killed process', () => {
  it('leaves either the old or the new file, never a partial one', { timeout: 60000 }, async () => {
    const dir = tempTree();
    const file = path.join(dir, 'band.yaml');
    const A = 'a'.repeat(512 * 1024);
    const B = 'b'.repeat(512 * 1024);
    writeFileSync(file, A);
    const script = `import { writeAtomic } from ${JSON.stringify(path.join(ROOT, 'dist/core/band-files/fs.js'))};
      let i = 0; process.stdout.write('ready\\n');
      for (;;) await writeAtomic(${JSON.stringify(file)}, i++ % 2 ? 'a'.repeat(${A.length}) : 'b'.repeat(${B.length}));`;
    for (let round = 0; round < 15; round++) {
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
      await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
      await new Promise((r) => setTimeout(r, 5 + ((round * 37) % 60)));
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
      const content = readFileSync(file, 'utf8');
      expect(content === A || content === B).toBe(true);
    }
    expect(existsSync(file)).toBe(true);
  });
});
