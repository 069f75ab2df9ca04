import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bandBytes, readIfExists, writeIfUnchanged } from '../../src/core/band-files/band-write.js';
import { tempTree } from '../helpers/cli.js';

describe('writeIfUnchanged: only over the bytes that were read', () => {
  it('writes when the file still holds what was read, leaving no temporary file', async () => {
    const dir = tempTree({ 'b.yaml': 'name: A\n' });
    const file = path.join(dir, 'b.yaml');
    await writeIfUnchanged(file, await readIfExists(file), 'name: B\n');
    expect(readFileSync(file, 'utf8')).toBe('name: B\n');
    expect(readdirSync(dir)).toEqual(['b.yaml']);
  });

  it('refuses when the file changed meanwhile, and keeps the other change', async () => {
    const dir = tempTree({ 'b.yaml': 'name: A\n' });
    const file = path.join(dir, 'b.yaml');
    const read = await readIfExists(file);
    writeFileSync(file, 'name: theirs\n');
    await expect(writeIfUnchanged(file, read, 'name: B\n')).rejects.toMatchObject({ code: 'build/changed-on-disk', exitCode: 2 });
    expect(readFileSync(file, 'utf8')).toBe('name: theirs\n');
  });

  it('refuses to create a file that appeared meanwhile', async () => {
    const dir = tempTree();
    const file = path.join(dir, 'b.yaml');
    const read = await readIfExists(file);
    expect(read).toBeNull();
    writeFileSync(file, 'name: theirs\n');
    await expect(writeIfUnchanged(file, read, 'name: B\n')).rejects.toMatchObject({ code: 'build/changed-on-disk' });
    expect(readFileSync(file, 'utf8')).toBe('name: theirs\n');
  });

  it('keeps the byte order mark the file had', async () => {
    const dir = tempTree({ 'b.yaml': '\uFEFFname: A\n' });
    const file = path.join(dir, 'b.yaml');
    await writeIfUnchanged(file, await readIfExists(file), 'name: B\n');
    expect([...readFileSync(file)]).toEqual([0xef, 0xbb, 0xbf, ...Buffer.from('name: B\n')]);
  });
});

describe('bandBytes and writeIfUnchanged: edges', () => {
  it('adds a byte order mark only when the original began with all three of its bytes', () => {
    expect([...bandBytes('a', null)]).toEqual([0x61]);
    expect([...bandBytes('a', new Uint8Array([0xef, 0x00, 0x00]))]).toEqual([0x61]);
    expect([...bandBytes('a', new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))]).toEqual([0xef, 0xbb, 0xbf, 0x61]);
  });

  it('creates a file that is still absent', async () => {
    const dir = tempTree();
    const file = path.join(dir, 'b.yaml');
    await writeIfUnchanged(file, null, 'name: B\n');
    expect(readFileSync(file, 'utf8')).toBe('name: B\n');
  });

  it('refuses to write over a file removed meanwhile, naming it', async () => {
    const dir = tempTree();
    const file = path.join(dir, 'b.yaml');
    await expect(writeIfUnchanged(file, new TextEncoder().encode('name: A\n'), 'name: B\n')).rejects.toMatchObject({ code: 'build/changed-on-disk', params: { file }, exitCode: 2 });
    expect(readdirSync(dir)).toEqual([]);
  });
});
