import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unifiedDiff } from '../../src/core/band-files/diff.js';
import { tempTree } from '../helpers/cli.js';

/** GNU patch, an independent reader of the format: applies the diff to the old text. */
function applyPatch(before: string, patch: string): string {
  const dir = tempTree({ old: before, 'change.diff': patch });
  const result = spawnSync('patch', ['-s', '-o', path.join(dir, 'new'), path.join(dir, 'old'), path.join(dir, 'change.diff')], { encoding: 'utf8' });
  expect(result.status, result.stderr + result.stdout).toBe(0);
  return readFileSync(path.join(dir, 'new'), 'utf8');
}

describe('unifiedDiff', () => {
  it('is empty for equal texts', () => {
    expect(unifiedDiff('a\nb\n', 'a\nb\n', 'f', 'f')).toBe('');
  });

  it('writes one hunk with three lines of context, removals before additions', () => {
    const before = ['1', '2', '3', '4', '5', '6', '7', '8'].join('\n') + '\n';
    const after = ['1', '2', '3', '4', 'five', '6', '7', '8'].join('\n') + '\n';
    expect(unifiedDiff(before, after, 'a.yaml', 'a.yaml')).toBe(
      ['--- a.yaml', '+++ a.yaml', '@@ -2,7 +2,7 @@', ' 2', ' 3', ' 4', '-5', '+five', ' 6', ' 7', ' 8', ''].join('\n'),
    );
  });

  it('numbers an insertion at the start as -0,0 and a one-line side without a count', () => {
    expect(unifiedDiff('', 'x\n', 'f', 'f')).toBe('--- f\n+++ f\n@@ -0,0 +1 @@\n+x\n');
  });

  it('marks a last line without newline', () => {
    expect(unifiedDiff('a\n', 'a\nb', 'f', 'f')).toBe('--- f\n+++ f\n@@ -1 +1,2 @@\n a\n+b\n\\ No newline at end of file\n');
  });

  it('shows the last of several similar blocks as removed (the change slides down)', () => {
    const block = (n: string) => [`- scenario: ${n}`, '  fer: 1'];
    const before = [...block('a'), ...block('b')].join('\n') + '\n';
    const after = block('a').join('\n') + '\n';
    expect(unifiedDiff(before, after, 'f', 'f')).toBe('--- f\n+++ f\n@@ -1,4 +1,2 @@\n - scenario: a\n   fer: 1\n-- scenario: b\n-  fer: 1\n');
  });

  it('gives back the new text when GNU patch applies it to the old one', () => {
    const text = fc.array(fc.constantFrom('a', 'b', 'c', '', 'fer: 1'), { maxLength: 30 }).chain((lines) =>
      fc.boolean().map((open) => (lines.length === 0 ? '' : lines.join('\n') + (open ? '' : '\n'))),
    );
    fc.assert(
      fc.property(text, text, fc.integer({ min: 0, max: 4 }), (before, after, context) => {
        const patch = unifiedDiff(before, after, 'f', 'f', context);
        expect(before === after ? before : applyPatch(before, patch)).toBe(after);
      }),
      { numRuns: 30 },
    );
  });
});
