/** diff's exact output, without GNU patch (tests/core/diff.test.ts checks its diffs with it). */
import { describe, expect, it } from 'vitest';
import { lineOps, unifiedDiff } from '../../src/core/band-files/diff.js';

describe('unifiedDiff', () => {
  it('is empty for equal texts, even empty ones', () => {
    expect(unifiedDiff('', '', 'f', 'f')).toBe('');
    expect(unifiedDiff('a\n', 'a\n', 'f', 'g')).toBe('');
  });

  it('names both files', () => {
    expect(unifiedDiff('a\n', 'b\n', 'old.yaml', 'new.yaml')).toBe('--- old.yaml\n+++ new.yaml\n@@ -1 +1 @@\n-a\n+b\n');
  });

  it('numbers an emptied side from the line before it: -1,2 +0,0', () => {
    expect(unifiedDiff('a\nb\n', '', 'f', 'f')).toBe('--- f\n+++ f\n@@ -1,2 +0,0 @@\n-a\n-b\n');
  });

  it('numbers a side of no lines inside the text from the line before it', () => {
    expect(unifiedDiff('a\nb\nc\n', 'a\nc\n', 'f', 'f', 0)).toBe('--- f\n+++ f\n@@ -2 +1,0 @@\n-b\n');
    expect(unifiedDiff('a\nc\n', 'a\nb\nc\n', 'f', 'f', 0)).toBe('--- f\n+++ f\n@@ -1,0 +2 @@\n+b\n');
  });

  it('writes two hunks when the changes are more than twice the context apart', () => {
    const before = ['1', '2', '3', '4', '5', '6'].join('\n') + '\n';
    const after = ['one', '2', '3', '4', '5', 'six'].join('\n') + '\n';
    expect(unifiedDiff(before, after, 'f', 'f', 1)).toBe('--- f\n+++ f\n@@ -1,2 +1,2 @@\n-1\n+one\n 2\n@@ -5,2 +5,2 @@\n 5\n-6\n+six\n');
    expect(unifiedDiff(before, after, 'f', 'f', 2)).toBe('--- f\n+++ f\n@@ -1,6 +1,6 @@\n-1\n+one\n 2\n 3\n 4\n 5\n-6\n+six\n');
  });
});

describe('lineOps', () => {
  it('keeps, removes and adds lines with their indexes on each side', () => {
    expect(lineOps(['a', 'b', 'c'], ['a', 'x', 'c', 'd'])).toEqual([
      { kind: ' ', line: 'a', a: 0, b: 0 },
      { kind: '-', line: 'b', a: 1, b: 1 },
      { kind: '+', line: 'x', a: 2, b: 1 },
      { kind: ' ', line: 'c', a: 2, b: 2 },
      { kind: '+', line: 'd', a: 3, b: 3 },
    ]);
  });

  it('is empty for two empty texts', () => {
    expect(lineOps([], [])).toEqual([]);
  });
});
