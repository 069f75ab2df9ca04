/**
 * One range per numeric option (issue 37): a value far too large and one just too small are refused with the same
 * range, the one the model holds (`--pv 1e9` and `--pv -5` say the same), in both languages.
 */
import { describe, expect, it } from 'vitest';
import { runMain } from '../../helpers/in-process.js';

const RANGE = /must be between (-?\d+) and (-?\d+)/;

describe('a numeric option states one range in both directions', () => {
  it.each<[string[], string, string]>([
    [['roll', 'heal', '--ruleset', 'argad', '--health'], '--health', '1 and 6'],
    [['roll', 'morale', '--ruleset', 'argad', '--morale'], '--morale', '0 and 7'],
    [['roll', 'skill', '--ruleset', 'argad', '--value'], '--value', '0 and 7'],
    [['roll', 'danger', '--ruleset', 'argad', '--class'], '--class', '1 and 6'],
    [['roll', 'certain-temps', '--ruleset', 'argad', '--dice'], '--dice', '1 and 2'],
    [['roll', 'pillage', '--action'], '--action', '1 and 20'],
    [['roll', 'fouille', '--action', '3', '--tokens'], '--tokens', '0 and 20'],
    [['roll', 'cast', '--casting-number'], '--casting-number', '1 and 40'],
    [['roll', 'initiative', '--players'], '--players', '2 and 12'],
    [['simulate-attack', '--ruleset', 'fees-d-armes', '--action-dice', '3', '--need', '2', '--armour', '0', '--health'], '--health', '1 and 99'],
    [['simulate-attack', '--ruleset', 'argad', '--class', '3', '--melee', 'courte', '--target-class', '3', '--target-armour', '3', '--target-melee', 'courte', '--strikers'], '--strikers', '1 and 12'],
    [['simulate-attack', '--ruleset', 'ff', '--hit', '2', '--damage', '1', '--ca', '7', '--pv'], '--pv', '1 and 1000'],
  ])('%j', async (args, option, range) => {
    const [min, max] = range.split(' and ').map(Number) as [number, number];
    for (const value of ['1e9', '-1e9', String(min - 1), String(max + 1)]) {
      const run = await runMain([...args, value]);
      expect(run.code, `${option} ${value}`).toBe(2);
      expect(RANGE.exec(run.stderr)?.slice(1).join(' and '), `${option} ${value}: ${run.stderr}`).toBe(range);
    }
    const fr = await runMain([...args, String(min - 1), '--lang', 'fr']);
    expect(fr.stderr).toContain(`${option} doit être entre ${min} et ${max}`);
  });
});
