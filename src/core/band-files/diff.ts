/**
 * A unified line diff (`diff -u` format), for showing what a command would change, and the edit script it rests on.
 * Pure. The `diff` package (jsdiff: Myers' algorithm) computes them; this module only writes GNU diff's format
 * (no `Index:` header, a count of 1 left out).
 */
import { diffArrays, structuredPatch } from 'diff';

/** One line of an edit script: kept (' '), removed ('-') or added ('+'), with its index in the old and the new lines. */
export type Op = { readonly kind: ' ' | '-' | '+'; readonly line: string; readonly a: number; readonly b: number };

/** Edit script from `a` to `b`. */
export function lineOps(a: readonly string[], b: readonly string[]): Op[] {
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  for (const change of diffArrays([...a], [...b])) {
    for (const line of change.value) {
      if (change.removed) ops.push({ kind: '-', line, a: i++, b: j });
      else if (change.added) ops.push({ kind: '+', line, a: i, b: j++ });
      else ops.push({ kind: ' ', line, a: i++, b: j++ });
    }
  }
  return ops;
}

// An empty side is numbered from the line before it (`-0,0`), as GNU diff and jsdiff's own formatPatch do.
const range = (start: number, count: number): string => (count === 1 ? `${start}` : `${count === 0 ? start - 1 : start},${count}`);

/** `--- from`, `+++ to`, then hunks with `context` lines around each change; empty when the texts are equal. */
export function unifiedDiff(before: string, after: string, from: string, to: string, context = 3): string {
  if (before === after) return '';
  const patch = structuredPatch(from, to, before, after, undefined, undefined, { context });
  const lines = [`--- ${from}`, `+++ ${to}`];
  for (const hunk of patch.hunks) {
    lines.push(`@@ -${range(hunk.oldStart, hunk.oldLines)} +${range(hunk.newStart, hunk.newLines)} @@`, ...hunk.lines);
  }
  return `${lines.join('\n')}\n`;
}
