import { promises, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeAll, type FileChange, type WriteFile } from '../../../src/core/campaign/write.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { writeAtomic } from '../../../src/core/band-files/fs.js';
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

/**
 * The journal (writeAll without an injected writer) fails the same way: every file as it was, the failure named
 * with the file as the user wrote it. A rename of a temporary file over its band is made to fail.
 */
describe('a journalled write that fails', () => {
  /** Fails the rename calls numbered `failing` (1 is the first). */
  const failRenames = (...failing: number[]) => {
    let calls = 0;
    const real = promises.rename.bind(promises);
    return vi.spyOn(promises, 'rename').mockImplementation(async (a, b) => {
      calls++;
      if (failing.includes(calls)) throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
      return real(a, b);
    });
  };
  afterEach(() => vi.restoreAllMocks());

  it('gives back the bands already renamed and says which file failed, as named', async () => {
    const dir = tempTree(ORIGINALS);
    const spy = failRenames(2);
    const cause = await writeAll(changes(dir)).then(() => undefined, (c: unknown) => c as EscarmoucheError);
    spy.mockRestore();
    expect(cause).toBeInstanceOf(EscarmoucheError);
    expect(cause?.code).toBe('campaign/write-failed');
    expect(cause?.params).toEqual({ file: path.join(dir, 'b.yaml'), detail: 'ENOSPC' });
    expect(cause?.exitCode).toBe(2);
    expect(Object.keys(ORIGINALS).map((name) => read(dir, name))).toEqual(Object.values(ORIGINALS));
    // No journal and no temporary file left behind.
    expect(readdirSync(dir).sort()).toEqual(['a.yaml', 'b.yaml', 'c.yaml']);
  });

  it('names the band through the link the user gave, not its real path', async () => {
    const dir = tempTree({ ...ORIGINALS, 'real/b.yaml': ORIGINALS['b.yaml'] });
    rmSync(path.join(dir, 'b.yaml'));
    symlinkSync(path.join(dir, 'real', 'b.yaml'), path.join(dir, 'b.yaml'));
    const spy = failRenames(2);
    const cause = await writeAll(changes(dir)).then(() => undefined, (c: unknown) => c as EscarmoucheError);
    spy.mockRestore();
    expect(cause?.code).toBe('campaign/write-failed');
    expect(cause?.params).toEqual({ file: path.join(dir, 'b.yaml'), detail: 'ENOSPC' });
    expect(read(dir, 'real/b.yaml')).toBe(ORIGINALS['b.yaml']);
  });

  it('names the bands it could not give back', async () => {
    const dir = tempTree(ORIGINALS);
    // a.yaml renamed; b.yaml fails, and so does the rename that would restore a.yaml.
    const spy = failRenames(2, 3);
    const cause = await writeAll(changes(dir)).then(() => undefined, (c: unknown) => c as EscarmoucheError);
    spy.mockRestore();
    expect(cause?.code).toBe('campaign/restore-failed');
    expect(cause?.params).toEqual({ file: path.join(dir, 'b.yaml'), detail: 'ENOSPC', files: realpathSync(path.join(dir, 'a.yaml')) });
    expect(cause?.exitCode).toBe(2);
    expect(read(dir, 'a.yaml')).toBe(`${ORIGINALS['a.yaml']}campaign: {}\n`);
  });

  it('names every band it could not give back, last renamed first', async () => {
    const dir = tempTree(ORIGINALS);
    // a.yaml and b.yaml renamed; c.yaml fails, and so do the renames that would restore b.yaml and a.yaml.
    const spy = failRenames(3, 4, 5);
    const cause = await writeAll(changes(dir)).then(() => undefined, (c: unknown) => c as EscarmoucheError);
    spy.mockRestore();
    expect(cause?.params).toEqual({ file: path.join(dir, 'c.yaml'), detail: 'ENOSPC', files: `${realpathSync(path.join(dir, 'b.yaml'))}, ${realpathSync(path.join(dir, 'a.yaml'))}` });
  });

  it('lets an error that is not a failed write through unchanged', async () => {
    const dir = tempTree(ORIGINALS);
    const odd = new Error('journal not removed');
    const real = promises.rm.bind(promises);
    vi.spyOn(promises, 'rm').mockImplementation(async (target, options) => {
      if (String(target).includes('.escarmouche-journal.')) throw odd;
      return real(target, options);
    });
    await expect(writeAll(changes(dir))).rejects.toBe(odd);
  });
});

describe('the detail of a failure', () => {
  it('is the error code, else its message, else the value thrown', async () => {
    const detail = async (thrown: unknown) => {
      const dir = tempTree(ORIGINALS);
      const write: WriteFile = async () => {
        throw thrown;
      };
      return writeAll(changes(dir), write).then(() => undefined, (c: unknown) => (c as EscarmoucheError).params);
    };
    expect(await detail(Object.assign(new Error('gone'), { code: 'EIO' }))).toEqual({ file: expect.stringMatching(/a\.yaml$/), detail: 'EIO' });
    expect((await detail(new Error('gone')))?.detail).toBe('gone');
    expect((await detail('plain words'))?.detail).toBe('plain words');
    expect((await detail(undefined))?.detail).toBe('undefined');
    expect((await detail(null))?.detail).toBe('null');
  });
});
