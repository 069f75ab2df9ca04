/**
 * Undoing the last record of an action (Argad's care) gives the file back byte for byte, and an undo of a game the
 * ledger does not hold, where a care record names it, says how to remove that record.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { dropEmptySection } from '../../../src/core/campaign/edit.js';
import { award } from '../../helpers/campaign.js';
import { tempTree } from '../../helpers/cli.js';

const HEAD = 'ruleset: argad\nname: La mesnie\n';
const TROOP = `${HEAD}characters:\n  - { name: Yann, class: 5, armour: 5, melee: longue, role: chef }\n  - { name: Corentin, class: 3, armour: legere, melee: courte, health: 4 }\n`;

it('a section of empty lists the ruleset keeps is dropped; one with a list it does not, or none, is kept', () => {
  expect(dropEmptySection(`${HEAD}\ncampaign:\n  care: []\n`, ['ledger', 'care'])).toBe(HEAD);
  expect(dropEmptySection(`${HEAD}\ncampaign:\n  ledger: []\n  care: []\n  totals: { pc: 0 }\n`, ['ledger', 'care'])).toBe(HEAD);
  const both = ['ledger', 'care'];
  const kept: [string, string[]][] = [
    [`${HEAD}campaign:\n  care: []\n`, ['ledger']],
    [`${HEAD}campaign:\n  care: []\n  notes: []\n`, both],
    [`${HEAD}campaign:\n  care: [x]\n`, both],
    [`${HEAD}campaign:\n  care: {}\n`, both],
    [`${HEAD}campaign:\n  totals: { pc: 0 }\n`, both],
    [`${HEAD}campaign: []\n`, both],
  ];
  for (const [text, lists] of kept) expect(dropEmptySection(text, lists)).toBe(text);
});

it('care recorded then undone: the troop file as it was, byte for byte', async () => {
  const dir = tempTree({ 't.yaml': TROOP });
  const file = path.join(dir, 't.yaml');
  expect((await award([], { heal: `${file}#Corentin`, dice: '2', scenario: 'le-gue', date: '2026-05-01' })).code).toBe(0);
  expect(readFileSync(file, 'utf8')).toContain('care:');
  expect((await award([], { heal: `${file}#Corentin`, undo: 'le-gue' })).code).toBe(0);
  expect(readFileSync(file, 'utf8')).toBe(TROOP);
});

it('--undo of a game only a care record names: refused (exit 1), with the command that removes that record', async () => {
  const dir = tempTree({ 't.yaml': TROOP });
  const file = path.join(dir, 't.yaml');
  await award([], { heal: `${file}#Corentin`, dice: '2', scenario: 'le-gue', date: '2026-05-01' });
  const before = readFileSync(file, 'utf8');
  const run = await award([file], { undo: 'le-gue' });
  expect([run.code, run.refusal]).toEqual([1, 'campaign/not-recorded-action']);
  expect(run.errors).toBe(`${file}: scenario "le-gue" is not in the ledger, only the care record of Corentin (to remove it: escarmouche campaign-award --heal '${file}#Corentin' --undo le-gue); nothing was written`);
  expect(readFileSync(file, 'utf8')).toBe(before);
  // A game nothing names: the plain refusal.
  expect((await award([file], { undo: 'le-pont' })).refusal).toBe('campaign/not-recorded');
});
