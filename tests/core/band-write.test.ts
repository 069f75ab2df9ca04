import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readIfExists, writeIfUnchanged } from '../../src/core/band-write.js';
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
