/**
 * campaign-award in three corners: a scenario id at its longest and one past it; a potion created by the loser's
 * alchimiste with the game's award (the second file of the game); a member named near two of the band's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { MAX_NAME_LENGTH } from '../../../src/core/schema/schema-words.js';
import { award, game } from '../../helpers/campaign.js';
import { tempTree } from '../../helpers/cli.js';
import { alchimisteBand } from '../../helpers/alchimiste.js';

const BAND = (name: string): string => alchimisteBand(name);

function setup() {
  const dir = tempTree({ 'a.yaml': BAND('Les Apothicaires'), 'b.yaml': BAND('Les Rivaux') });
  const file = (n: string) => path.join(dir, `${n}.yaml`);
  return { file, read: (n: string) => readFileSync(file(n), 'utf8') };
}

it('a scenario id of the longest length is recorded; one character more is refused, nothing written', async () => {
  const c = setup();
  const before = c.read('a');
  const long = await award([], game('x'.repeat(MAX_NAME_LENGTH + 1), [c.file('a')], [c.file('b')]));
  expect([long.code, long.refusal]).toEqual([2, 'campaign/scenario-too-long']);
  expect(long.errors).toBe(`a scenario id is at most ${MAX_NAME_LENGTH} characters, got ${MAX_NAME_LENGTH + 1}`);
  expect(c.read('a')).toBe(before);
  expect((await award([], game('x'.repeat(MAX_NAME_LENGTH), [c.file('a')], [c.file('b')]))).code).toBe(0);
});

it("the loser's alchimiste creates potions with the game's award: recorded in the loser's file only", async () => {
  const c = setup();
  const r = await award([], { ...game('le-pont', [c.file('a')], [c.file('b')]), 'creation-de-potion': `${c.file('b')}#Ambroise=potion-de-vie, bombe` });
  expect(r.code).toBe(0);
  expect(r.json.action).toMatchObject({ name: 'creation-de-potion', member: 'Ambroise', record: { items: 'potion-de-vie, bombe' } });
  expect(c.read('b')).toContain('items: potion-de-vie, bombe');
  expect(c.read('b')).toContain('result: loss');
  expect(c.read('a')).not.toContain('potions:');
  expect(c.read('a')).toContain('result: win');
});

it('a member named near two of the band: both suggested, each apart', async () => {
  const dir = tempTree({ 'j.yaml': BAND('Les Jumeaux').replace('name: Ambroise', 'name: Jean').replace('name: Tireur', 'name: Joan') });
  const file = path.join(dir, 'j.yaml');
  const r = await award([], { 'creation-de-potion': `${file}#Jan=potion-de-vie, bombe`, scenario: 'le-pont', date: '2025-01-04' });
  expect([r.code, r.refusal]).toEqual([2, 'campaign/member-unknown']);
  expect(r.errors).toBe(`no member "Jan" in ${file}; did you mean Jean, Joan?`);
});

it('an action that does not go with an award (Argad care) given with a game, or a potion with a game and --undo: refused', async () => {
  const troop = 'ruleset: argad\nname: T\ncharacters:\n  - { name: Yann, class: 5, armour: 5, melee: longue, role: chef }\n';
  const dir = tempTree({ 't.yaml': troop, 'u.yaml': troop.replace('name: T', 'name: U') });
  const [t, u] = [path.join(dir, 't.yaml'), path.join(dir, 'u.yaml')];
  const heal = await award([], { ...game('le-gue', [t], [u]), heal: `${t}#Yann`, dice: '2' });
  expect([heal.code, heal.refusal]).toEqual([2, 'campaign/action-mode']);
  const c = setup();
  const potion = await award([], { ...game('le-pont', [c.file('a')], [c.file('b')]), 'creation-de-potion': `${c.file('a')}#Ambroise=potion-de-vie, bombe`, undo: 'le-pont' });
  expect([potion.code, potion.refusal]).toEqual([2, 'campaign/action-award-mode']);
});
