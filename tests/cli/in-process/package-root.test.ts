/** src/cli/package-root.ts: the folder escarmouche is installed in. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../../src/cli/package-root.js';
import { tempTree } from '../../helpers/cli.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('packageRoot', () => {
  it('by default, the clone this module is in', () => {
    expect(packageRoot()).toBe(ROOT);
  });

  it('the nearest folder above holding escarmouche\'s package.json; another package\'s, or one without a name, passed', () => {
    const dir = tempTree({
      'package.json': JSON.stringify({ name: 'escarmouche', version: '1.0.0' }),
      'node_modules/other/package.json': JSON.stringify({ name: 'other' }),
      'node_modules/other/lib/package.json': JSON.stringify({ version: '1.0.0' }),
      'node_modules/other/lib/index.js': '',
    });
    expect(packageRoot(path.join(dir, 'node_modules/other/lib/index.js'))).toBe(dir);
    expect(packageRoot(path.join(dir, 'index.js'))).toBe(dir);
  });

  it('the folder of the file itself counts, the file\'s own name does not', () => {
    const dir = tempTree({ 'a/package.json': JSON.stringify({ name: 'escarmouche' }) });
    expect(packageRoot(path.join(dir, 'a/b.js'))).toBe(path.join(dir, 'a'));
    expect(packageRoot(path.join(dir, 'a/b/c.js'))).toBe(path.join(dir, 'a'));
  });

  it('none up to the root: an error naming where it looked from', () => {
    const dir = tempTree({ 'package.json': JSON.stringify({ name: 'not-escarmouche' }) });
    const from = path.join(dir, 'bin/x.js');
    expect(() => packageRoot(from)).toThrow(new Error(`escarmouche's package.json not found above ${from}`));
  });
});
