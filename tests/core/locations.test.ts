/** Diagnostics point where the mistake is: the opening of a quote never closed, the value of an unknown ruleset. */
import { describe, expect, it } from 'vitest';
import { check } from '../helpers/analyse.js';

const at = async (text: string) => (await check(text)).diagnostics.map((d) => ({ code: d.code, line: d.line, column: d.column, fix: d.fix }));

describe('a quote never closed', () => {
  it.each([
    ['double, on line 2', 'ruleset: flammes-et-fantassins\nname: "Les Marq\npc: 7\ncharacters: []\n', 2, 7],
    ['single, in a list', "ruleset: ff\nname: x\npc: 3\ncharacters:\n  - name: 'Bob\n    style: agile\n", 5, 11],
  ])('%s: reported where it opens', async (_, text, line, column) => {
    expect(await at(text)).toMatchObject([{ code: 'yaml/syntax', line, column }]);
  });

  it('other syntax errors keep the library\'s position', async () => {
    expect(await at('ruleset: ff\nname: [a, b\npc: 3\n')).toMatchObject([{ code: 'yaml/syntax', line: 3, column: 1 }]);
  });
});

describe('an unknown ruleset', () => {
  it.each([
    ['flames', 'flammes-et-fantassins'],
    ['frostgrav', 'frostgrave'],
    ['argd', 'argad'],
    ['mefan-fan', 'mef-fan'],
    ['fee-darmes', 'fees-d-armes'],
  ])('ruleset: %s points at the value and suggests %s only', async (name, nearest) => {
    expect(await at(`# a comment\nruleset:   ${name}\nname: x\n`)).toEqual([{ code: 'band/unknown-ruleset', line: 2, column: 12, fix: `did you mean ${nearest}?` }]);
  });

  it('a known ruleset is no diagnostic of that kind', async () => {
    expect((await at('ruleset: flammes-et-fantassins\nname: x\npc: 1\ncharacters: []\n')).map((d) => d.code)).not.toContain('band/unknown-ruleset');
  });
});
