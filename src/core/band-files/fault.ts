/**
 * Test-only fault injection, read only in the write path; never set these outside the test suite.
 * - `ESCARMOUCHE_TEST_KILL_AT=rename:2`: the process SIGKILLs itself just before its second rename.
 * - `ESCARMOUCHE_TEST_FAIL_AT=write:ENOSPC` (or `rename:2:EIO`): the step fails with that system error, every time
 *   (or at its Nth time only), as a full disk, a failing disk, a read-only mount or a failed rename would.
 * - `ESCARMOUCHE_TEST_DELAY_AT=rename:1:3000`: the process stops for 3000 ms just before its first rename, as a
 *   paused or slow run would.
 * Steps: `lock`, after taking a lock; `temp`, before writing a temporary file; `write`, once a new file is open,
 * before its content is written; `rename`, before renaming one over its band.
 */
export type FaultStep = 'lock' | 'temp' | 'write' | 'rename';

const counts = new Map<string, number>();

/** `step:N…` matches the Nth time; `step:…` (no count) every time. Returns the rest of the setting, if it matches. */
function matching(wanted: string | undefined, step: FaultStep, count: number): string[] | undefined {
  // Stryker disable next-line StringLiteral: any text without a `:` is no step's name, as '' is not
  const [at, ...rest] = (wanted ?? '').split(':');
  if (at !== step) return undefined;
  if (rest.length > 1 && /^\d+$/.test(rest[0]!)) return Number(rest[0]) === count ? rest.slice(1) : undefined;
  return rest;
}

export function faultPoint(step: FaultStep): void {
  const { ESCARMOUCHE_TEST_KILL_AT: kill, ESCARMOUCHE_TEST_FAIL_AT: fail, ESCARMOUCHE_TEST_DELAY_AT: delay } = process.env;
  if (!kill && !fail && !delay) return;
  const count = (counts.get(step) ?? 0) + 1;
  counts.set(step, count);
  if (kill === `${step}:${count}`) process.kill(process.pid, 'SIGKILL');
  const ms = matching(delay, step, count);
  if (ms?.length === 1) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(ms[0]));
  const code = matching(fail, step, count);
  if (code?.length === 1) throw Object.assign(new Error(`${code[0]} (injected at ${step})`), { code: code[0] });
}

/** Forgets the steps counted so far, for a test that sets ESCARMOUCHE_TEST_KILL_AT in its own process. */
export function resetFaultCounts(): void {
  counts.clear();
}
