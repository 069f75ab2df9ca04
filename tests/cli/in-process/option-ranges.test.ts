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
    [['simulate-attack', '--ruleset', 'mef-fan', '--mel', '2', '--def'], '--def', '0 and 1000'],
    [['simulate-attack', '--ruleset', 'mef-fan', '--mel', '2', '--def', '1', '--vie'], '--vie', '1 and 4'],
    [['roll', 'morale', '--men'], '--men', '0 and 1000'],
    [['simulate-attack', '--ruleset', 'frostgrave', '--fight', '2', '--attacker-armour', '10', '--attacker-health', '10', '--target-fight', '0', '--target-armour', '10', '--target-health'], '--target-health', '1 and 1000'],
    [['simulate-attack', '--ruleset', 'frostgrave', '--weapon', 'ranged', '--shoot', '2', '--target-fight', '0', '--target-armour', '10', '--target-health', '5', '--into-combat'], '--into-combat', '2 and 20'],
    [['roll', 'cast', '--casting-number', '10', '--risk'], '--risk', '0 and 1000'],
    // build flags: the band schema's range (or the book's, a rule check holds), before anything is written.
    [['build', '/nonexistent/n.yaml', '--new', '--ruleset', 'ff', '--name', 'X', '--pc'], '--pc', '0 and 1000'],
    [['build', '/nonexistent/a.yaml', '--new', '--ruleset', 'argad', '--name', 'X', '--add-character', 'U', '--melee', 'courte', '--class'], '--class', '1 and 5'],
    [['build', '/nonexistent/m.yaml', '--new', '--ruleset', 'mef-fan', '--name', 'X', '--points', '100', '--add-character', 'U', '--models', '1', '--dep', '1', '--mel', '2', '--def', '1', '--vie', '1', '--men'], '--men', '0 and 99'],
    [['build', '/nonexistent/f.yaml', '--new', '--ruleset', 'fees-d-armes', '--name', 'X', '--add-character', 'U', '--faction', 'a', '--action-dice', '3', '--move', '2', '--armour', '0', '--health', '3', '--cost'], '--cost', '0 and 100'],
    [['build', '/nonexistent/g.yaml', '--new', '--ruleset', 'frostgrave', '--name', 'X', '--add-character', 'U', '--type', 'soldat', '--health'], '--health', '1 and 99'],
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

  it('a die of the book: one list of sides, whatever is written', async () => {
    const args = ['simulate-attack', '--ruleset', 'argad', '--class', '3', '--melee', 'courte', '--target-class', '3', '--target-armour', '3', '--target-melee', 'courte', '--die'];
    for (const value of ['1e9', '-5', '7']) expect((await runMain([...args, value])).stderr).toContain(`'${value}' is not allowed; choose one of 4, 6, 8, 10, 12`);
  });
});
