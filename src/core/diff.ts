/** A unified line diff (`diff -u` format), for showing what a command would change. Pure. */
const MAX_CELLS = 4_000_000;

/** One line of an edit script: kept (' '), removed ('-') or added ('+'), with its index in the old and the new lines. */
export type Op = { readonly kind: ' ' | '-' | '+'; readonly line: string; readonly a: number; readonly b: number };

interface Lines {
  readonly lines: readonly string[];
  /** The last line has no newline. */
  readonly open: boolean;
}

function split(text: string): Lines {
  if (text === '') return { lines: [], open: false };
  const lines = text.split('\n');
  const open = lines.at(-1) !== '';
  if (!open) lines.pop();
  return { lines, open };
}

/** Edit script from `a` to `b`: a longest common subsequence of the middles left once the common prefix and suffix are set aside. */
export function lineOps(a: readonly string[], b: readonly string[]): Op[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) endA--, endB--;
  const n = endA - start;
  const m = endB - start;
  // Past this size the middle is shown as replaced wholesale: still a correct diff, in bounded memory.
  const exact = n * m <= MAX_CELLS;
  const lcs: number[][] = Array.from({ length: exact ? n + 1 : 1 }, () => new Array<number>(exact ? m + 1 : 1).fill(0));
  for (let i = exact ? n - 1 : -1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] = a[start + i] === b[start + j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const ops: Op[] = [];
  for (let k = 0; k < start; k++) ops.push({ kind: ' ', line: a[k]!, a: k, b: k });
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (!exact) {
      if (i < n) ops.push({ kind: '-', line: a[start + i]!, a: start + i, b: start }), i++;
      else ops.push({ kind: '+', line: b[start + j]!, a: endA, b: start + j }), j++;
    } else if (i < n && j < m && a[start + i] === b[start + j]) {
      ops.push({ kind: ' ', line: a[start + i]!, a: start + i, b: start + j });
      i++, j++;
    } else if (i < n && (j === m || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      ops.push({ kind: '-', line: a[start + i]!, a: start + i, b: start + j });
      i++;
    } else {
      ops.push({ kind: '+', line: b[start + j]!, a: start + i, b: start + j });
      j++;
    }
  }
  for (let k = 0; k < a.length - endA; k++) ops.push({ kind: ' ', line: a[endA + k]!, a: endA + k, b: endB + k });
  return number(slide(ops));
}

/**
 * Moves each run of removed (or added) lines down while the line after it equals its first line, as `diff`
 * and git do: removing the last of several similar blocks then shows that block, not a shifted one.
 */
function slide(ops: Op[]): Op[] {
  for (let p = 0; p < ops.length; p++) {
    const kind = ops[p]!.kind;
    if (kind === ' ' || (p > 0 && ops[p - 1]!.kind === kind)) continue;
    let q = p;
    while (q < ops.length && ops[q]!.kind === kind) q++;
    while (q < ops.length && ops[q]!.kind === ' ' && ops[q]!.line === ops[p]!.line) {
      [ops[p], ops[q]] = [ops[q]!, ops[p]!];
      p++, q++;
    }
    p = q - 1;
  }
  return ops;
}

/** Line numbers in the old and the new text, from the order of the operations. */
function number(ops: readonly Op[]): Op[] {
  let a = 0;
  let b = 0;
  return ops.map((op) => {
    const numbered = { ...op, a, b };
    if (op.kind !== '+') a++;
    if (op.kind !== '-') b++;
    return numbered;
  });
}

const range = (start: number, length: number): string => (length === 1 ? `${start + 1}` : `${length === 0 ? start : start + 1},${length}`);

/** `--- from` / `+++ to` and hunks with `context` lines around each change; '' when the texts are equal. */
export function unifiedDiff(before: string, after: string, from: string, to: string, context = 3): string {
  if (before === after) return '';
  const a = split(before);
  const b = split(after);
  // A last line that gains or loses its newline is a changed line.
  const al = a.lines.map((l, i) => (a.open && i === a.lines.length - 1 ? `${l}\u0000` : l));
  const bl = b.lines.map((l, i) => (b.open && i === b.lines.length - 1 ? `${l}\u0000` : l));
  const ops = lineOps(al, bl);
  const out = [`--- ${from}`, `+++ ${to}`];
  let k = 0;
  while (k < ops.length) {
    if (ops[k]!.kind === ' ') {
      k++;
      continue;
    }
    const first = Math.max(0, k - context);
    let last = k;
    // Extend while the next change is within 2 × context unchanged lines.
    for (let q = k; q < ops.length; q++) {
      if (ops[q]!.kind !== ' ') last = q;
      else if (q - last > 2 * context) break;
    }
    const end = Math.min(ops.length, last + context + 1);
    const hunk = ops.slice(first, end);
    const startA = hunk[0]!.a;
    const startB = hunk[0]!.b;
    const lenA = hunk.filter((o) => o.kind !== '+').length;
    const lenB = hunk.filter((o) => o.kind !== '-').length;
    out.push(`@@ -${range(startA, lenA)} +${range(startB, lenB)} @@`);
    for (const op of hunk) {
      const open = op.line.endsWith('\u0000');
      out.push(`${op.kind}${open ? op.line.slice(0, -1) : op.line}`);
      if (open) out.push('\\ No newline at end of file');
    }
    k = end;
  }
  return `${out.join('\n')}\n`;
}
