/** Folder walks: what they do not check is said, and one bad folder does not hide the others. */
import { chmodSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { band } from '../helpers/campaign.js';
import { runCli, tempTree } from '../helpers/cli.js';

describe('validate <folder>', () => {
  it('reports a symlinked band file it does not follow, and checks the others', () => {
    const dir = tempTree({ 'alpha.yaml': band('alpha') });
    symlinkSync('alpha.yaml', path.join(dir, 'link.yaml'));
    const run = runCli(['validate', dir]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('1 file(s) checked');
    expect(run.stderr).toContain(`skipped ${path.join(dir, 'link.yaml')}: a symbolic link, not followed`);
  });

  // root reads every folder whatever its mode: only an ordinary user can see this refusal.
  it.skipIf(process.getuid?.() === 0)('reports an unreadable subfolder and still checks the other files', () => {
    const dir = tempTree({ 'alpha.yaml': band('alpha'), 'locked/beta.yaml': band('beta') });
    chmodSync(path.join(dir, 'locked'), 0o000);
    try {
      const run = runCli(['validate', dir]);
      expect(run.code).toBe(2);
      expect(run.stdout).toContain('1 file(s) checked');
      expect(run.stderr).toContain(`cannot read ${path.join(dir, 'locked')}`);
    } finally {
      chmodSync(path.join(dir, 'locked'), 0o755);
    }
  });

  it('a folder of only unreadable or missing subfolders is not called empty twice', () => {
    const dir = tempTree();
    mkdirSync(path.join(dir, 'empty'));
    const run = runCli(['validate', dir]);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([`no band file (*.yaml, *.yml) in ${dir}`]);
  });
});
