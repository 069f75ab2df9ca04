/** The start time of a process read from /proc/<pid>/stat, on texts /proc does not show on demand. */
import { existsSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { startTimeOf } from '../../../src/core/band-files/owner.js';

/** A stat line: pid, the command name in parentheses, then fields 3… (field 22, starttime, given). */
const stat = (comm: string, start: string) => `4242 (${comm}) S ${Array.from({ length: 18 }, (_, i) => String(i + 4)).join(' ')} ${start} 23 24 25\n`;
const reading = (text: string) => (file: string) => (file === '/proc/4242/stat' ? text : '');

it('field 22 follows the last parenthesis, whatever the command name holds', () => {
  expect(startTimeOf(4242, reading(stat('node', '987654')))).toBe('987654');
  expect(startTimeOf(4242, reading(stat('a) b (c) d', '123')))).toBe('123');
});

it('a text that does not hold a number there is no start time', () => {
  expect(startTimeOf(4242, reading(stat('node', 'x9')))).toBeUndefined();
  expect(startTimeOf(4242, reading(stat('node', '9x')))).toBeUndefined();
  expect(startTimeOf(4242, reading('4242 (node) S 1 2'))).toBeUndefined();
  expect(startTimeOf(4242, () => { throw new Error('ENOENT'); })).toBeUndefined();
});

it.skipIf(!existsSync('/proc/self/stat'))('this process: field 22 of its own line, read another way', () => {
  const line = readFileSync(`/proc/${process.pid}/stat`, 'utf8');
  const fields = line.slice(line.lastIndexOf(')') + 1).trim().split(/\s+/);
  // fields[0] is field 3 (state): field 22 is fields[19].
  expect(startTimeOf(process.pid)).toBe(fields[19]);
});
