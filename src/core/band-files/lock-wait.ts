/**
 * How long a command waits for a lock before giving up (exit 2): LOCK_WAIT_MS, or the testing knob
 * `ESCARMOUCHE_LOCK_WAIT_MS` (docs/testing.md), read here only. The test suite sets it short so that a run meant to
 * give up does so at once, instead of sitting out eight real seconds; what a lock does does not change (a paused
 * holder's lock is never broken, the waiting run names the file and the holder). A knob, not a setting: a whole
 * number of milliseconds from 0 to LOCK_WAIT_MAX_MS; anything else (empty, a word, a fraction, a sign, out of range)
 * is ignored and the default holds.
 */

/** The default wait: eight seconds. */
export const LOCK_WAIT_MS = 8000;
/** The longest wait the knob may set: ten minutes. */
export const LOCK_WAIT_MAX_MS = 600_000;

/** The wait `ESCARMOUCHE_LOCK_WAIT_MS` sets, or LOCK_WAIT_MS when it is unset or not a whole number within range. */
export function lockWaitMs(env: Readonly<Record<string, string | undefined>> = process.env): number {
  // Stryker disable next-line StringLiteral: any text that is not digits gives the default, as '' does
  const text = env.ESCARMOUCHE_LOCK_WAIT_MS ?? '';
  if (!/^\d{1,7}$/.test(text)) return LOCK_WAIT_MS;
  const ms = Number(text);
  return ms <= LOCK_WAIT_MAX_MS ? ms : LOCK_WAIT_MS;
}
