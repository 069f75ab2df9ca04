/**
 * Test-only fault injection: `ESCARMOUCHE_TEST_KILL_AT=rename:2` makes the process SIGKILL itself just before
 * its second rename (steps: `lock`, after taking a lock; `temp`, before writing a temporary file; `rename`,
 * before renaming one over its band). Read only in the write path; never set it outside the test suite.
 */
const counts = new Map<string, number>();

export function faultPoint(step: 'lock' | 'temp' | 'rename'): void {
  const wanted = process.env.ESCARMOUCHE_TEST_KILL_AT;
  if (!wanted) return;
  const count = (counts.get(step) ?? 0) + 1;
  counts.set(step, count);
  if (wanted === `${step}:${count}`) process.kill(process.pid, 'SIGKILL');
}

/** Forgets the steps counted so far, for a test that sets ESCARMOUCHE_TEST_KILL_AT in its own process. */
export function resetFaultCounts(): void {
  counts.clear();
}
