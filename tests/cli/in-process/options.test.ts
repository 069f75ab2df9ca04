/** src/cli/options.ts: ruleset options declared as data to commander options. */
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { declareOptions } from '../../../src/cli/options.js';
import type { OptionSpec } from '../../../src/core/ruleset/ruleset.js';

const spec = (key: string, flags: string, description: string, more: Partial<OptionSpec> = {}): OptionSpec => ({ key, flags, type: 'int', description, ...more });
const described = (command: Command) => command.options.map((o) => [o.flags, o.description]);
const parse = (command: Command, args: string[]) => command.exitOverride().configureOutput({ writeErr: () => {} }).parse(args, { from: 'user' }).opts();

describe('declareOptions', () => {
  it('declares each option, returns the command', () => {
    const command = new Command('x');
    expect(declareOptions(command, [spec('hit', '--hit <n>', 'to hit'), spec('charge', '--charge', 'a charge', { type: 'flag' })])).toBe(command);
    expect(described(command)).toEqual([
      ['--hit <n>', 'to hit'],
      ['--charge', 'a charge'],
    ]);
    expect(parse(command, ['--hit', '3', '--charge'])).toEqual({ hit: '3', charge: true });
  });

  it('one name read by several rulesets: declared once, each description after the first', () => {
    const command = declareOptions(new Command('x'), [
      spec('charge', '--charge', 'F&F: a charge', { type: 'flag' }),
      spec('hit', '--hit <n>', 'to hit'),
      spec('charge', '--charge', 'Argad: a charge', { type: 'flag' }),
      spec('charge', '--charge', 'Mef-Fan: a charge', { type: 'flag' }),
    ]);
    expect(described(command)).toEqual([
      ['--charge', 'F&F: a charge; Argad: a charge; Mef-Fan: a charge'],
      ['--hit <n>', 'to hit'],
    ]);
  });

  it('in French the descriptions are joined with a no-break space before the semicolon', () => {
    const command = declareOptions(new Command('x'), [spec('mounted', '--mounted', 'un monté : deux dés', { type: 'flag' }), spec('mounted', '--mounted', 'le plus petit compte', { type: 'flag' })], '\u00a0; ');
    expect(described(command)).toEqual([['--mounted', 'un monté : deux dés\u00a0; le plus petit compte']]);
  });

  it('a description already there, or within one there, is not repeated', () => {
    const command = declareOptions(new Command('x'), [spec('pv', '--pv <n>', 'F&F: PV of the target'), spec('pv', '--pv <n>', 'F&F: PV of the target'), spec('pv', '--pv <n>', 'PV of the target')]);
    expect(described(command)).toEqual([['--pv <n>', 'F&F: PV of the target']]);
  });

  it('an option the command declares itself is left as it is', () => {
    const command = new Command('x').option('--seed <seed>', 'the seed');
    declareOptions(command, [spec('seed', '--seed <n>', 'a ruleset seed'), spec('seed', '--seed <n>', 'another')]);
    expect(described(command)).toEqual([['--seed <seed>', 'the seed']]);
  });

  it('choices', () => {
    const command = declareOptions(new Command('x'), [spec('leader', '--leader <leader>', 'leader', { type: 'string', choices: ['none', 'chef'] })]);
    expect(command.options[0]!.argChoices).toEqual(['none', 'chef']);
    expect(parse(command, ['--leader', 'chef'])).toEqual({ leader: 'chef' });
    expect(() => parse(declareOptions(new Command('y'), [spec('leader', '--leader <leader>', 'leader', { choices: ['none'] })]), ['--leader', 'x'])).toThrow(/Allowed choices are none/);
  });

  it('no choices: any value', () => {
    const command = declareOptions(new Command('x'), [spec('leader', '--leader <leader>', 'leader', { type: 'string' })]);
    expect(command.options[0]!.argChoices).toBeUndefined();
  });

  it('a list gathers each value given, in order; another type keeps the last', () => {
    const command = declareOptions(new Command('x'), [spec('equip', '--equip <id>', 'item', { type: 'list' }), spec('pc', '--pc <n>', 'pc')]);
    expect(parse(command, ['--equip', 'arc', '--pc', '1', '--equip', 'cuir', '--pc', '2'])).toEqual({ equip: ['arc', 'cuir'], pc: '2' });
    const once = declareOptions(new Command('y'), [spec('equip', '--equip <id>', 'item', { type: 'list' })]);
    expect(parse(once, ['--equip', 'arc'])).toEqual({ equip: ['arc'] });
  });
});
