import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeAll, type FileChange, type WriteFile } from '../../../src/core/campaign/write.js';
import { EscarmoucheError } from '../../../src/core/errors.js';
import { writeAtomic } from '../../../src/core/fs.js';
import { tempTree } from '../../helpers/cli.js';

const ORIGINALS = { 'a.yaml': 'name: A   # first\n', 'b.yaml': 'name: B\n', 'c.yaml': 'name: C\n' };

function changes(dir: string): FileChange[] {
  return Object.entries(ORIGINALS).map(([name, text]) => ({ file: path.join(dir, name), before: Buffer.from(text), after: `${text}campaign: {}\n` }));
}

const read = (dir: string, name: string) => readFileSync(path.join(dir, name), 'utf8');

/** Writes normally, except the n-th call, which fails after (or before) writing. */
function failingOn(call: number, options: { afterWriting?: boolean } = {}): WriteFile & { calls: string[] } {
  const calls: string[] = [];
  const write = async (file: string, content: string | Uint8Array) => {
    calls.push(path.basename(file));
    if (calls.length === call) {
      if (options.afterWriting) await writeAtomic(file, content);
      throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
    }
    await writeAtomic(file, content);
  };
  return Object.assign(write, { calls });
}

describe('writeAll', () => {
  it('writes every file', async () => {
    const dir = tempTree(ORIGINALS);
    await writeAll(changes(dir));
    for (const [name, text] of Object.entries(ORIGINALS)) expect(read(dir, name)).toBe(`${text}campaign: {}\n`);
    expect(readdirSync(dir).sort()).toEqual(['a.yaml', 'b.yaml', 'c.yaml']);
  });

  it('leaves every file as it was when the second write fails', async () => {
    const dir = tempTree(ORIGINALS);
    const write = failingOn(2);
    await expect(writeAll(changes(dir), write)).rejects.toMatchObject({ code: 'campaign/write-failed', params: { detail: 'ENOSPC' } });
    for (const [name, text] of Object.entries(ORIGINALS)) expect(read(dir, name)).toBe(text);
    // a written, b failed, a restored; c never touched.
    expect(write.calls).toEqual(['a.yaml', 'b.yaml', 'a.yaml']);
  });

  it('also restores a file whose write changed it before failing', async () => {
    const dir = tempTree(ORIGINALS);
    await expect(writeAll(changes(dir), failingOn(3, { afterWriting: true }))).rejects.toBeInstanceOf(EscarmoucheError);
    for (const [name, text] of Object.entries(ORIGINALS)) expect(read(dir, name)).toBe(text);
  });

  it('says which files it could not restore', async () => {
    const dir = tempTree(ORIGINALS);
    let calls = 0;
    const write: WriteFile = async (file, content) => {
      calls++;
      if (calls >= 2) throw new Error('read-only');
      await writeAtomic(file, content);
    };
    await expect(writeAll(changes(dir), write)).rejects.toMatchObject({ code: 'campaign/restore-failed', params: { files: path.join(dir, 'a.yaml') } });
  });
});

describe('a file edited meanwhile is never overwritten', () => {
  const refusal = async (run: Promise<void>) => {
    try {
      await run;
    } catch (cause) {
      return cause as EscarmoucheError;
    }
    return undefined;
  };

  it('refuses an edit of the same length, before writing any file', async () => {
    const dir = tempTree(ORIGINALS);
    writeFileSync(path.join(dir, 'c.yaml'), 'name: D\n');
    const cause = await refusal(writeAll(changes(dir)));
    expect(cause?.code).toBe('campaign/changed-on-disk');
    expect(cause?.params).toEqual({ file: path.join(dir, 'c.yaml') });
    expect(cause?.exitCode).toBe(2);
    expect([read(dir, 'a.yaml'), read(dir, 'b.yaml'), read(dir, 'c.yaml')]).toEqual([ORIGINALS['a.yaml'], ORIGINALS['b.yaml'], 'name: D\n']);
  });

  it('refuses a file cut short meanwhile, even to the start of what was read', async () => {
    const dir = tempTree(ORIGINALS);
    writeFileSync(path.join(dir, 'b.yaml'), 'name: ');
    expect((await refusal(writeAll(changes(dir))))?.code).toBe('campaign/changed-on-disk');
    expect(read(dir, 'a.yaml')).toBe(ORIGINALS['a.yaml']);
  });

  it('refuses a file removed meanwhile', async () => {
    const dir = tempTree(ORIGINALS);
    rmSync(path.join(dir, 'b.yaml'));
    expect((await refusal(writeAll(changes(dir))))?.code).toBe('campaign/changed-on-disk');
    expect(read(dir, 'a.yaml')).toBe(ORIGINALS['a.yaml']);
  });

  it('writes every file left as read', async () => {
    const dir = tempTree(ORIGINALS);
    expect(await refusal(writeAll(changes(dir)))).toBeUndefined();
    expect(read(dir, 'c.yaml')).toBe('name: C\ncampaign: {}\n');
  });
});

describe('restoring after a failed write', () => {
  it('restores the files already written, last written first', async () => {
    const dir = tempTree(ORIGINALS);
    const write = failingOn(3);
    await expect(writeAll(changes(dir), write)).rejects.toMatchObject({ code: 'campaign/write-failed', params: { file: path.join(dir, 'c.yaml'), detail: 'ENOSPC' } });
    expect(write.calls).toEqual(['a.yaml', 'b.yaml', 'c.yaml', 'b.yaml', 'a.yaml']);
    expect(Object.keys(ORIGINALS).map((name) => read(dir, name))).toEqual(Object.values(ORIGINALS));
  });

  it('names every file it could not restore, separated by commas', async () => {
    const dir = tempTree(ORIGINALS);
    let calls = 0;
    const write: WriteFile = async (file, content) => {
      calls++;
      if (calls >= 3) throw new Error('read-only');
      await writeAtomic(file, content);
    };
    await expect(writeAll(changes(dir), write)).rejects.toMatchObject({
      code: 'campaign/restore-failed',
      params: { file: path.join(dir, 'c.yaml'), detail: 'read-only', files: `${path.join(dir, 'b.yaml')}, ${path.join(dir, 'a.yaml')}` },
    });
  });
});
