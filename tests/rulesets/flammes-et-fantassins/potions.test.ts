/**
 * Issue 17, item 11: the Alchimiste's « Création de potion » through `campaign-award --creation-de-potion
 * FILE#Name=ITEM,ITEM`: recorded for a game of the band, free of pièces de fer when carried, undone with the game.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../../helpers/cli.js';
import { award, game } from '../../helpers/campaign.js';
import { check } from '../../helpers/analyse.js';
import { alchimisteBand } from '../../helpers/alchimiste.js';

// An Alchimiste and an archer, 2 PC: 2 pièces de fer, both spent (robe, cuir).
const BAND = alchimisteBand('Les Apothicaires');
const RIVAL = BAND.replace('Les Apothicaires', 'Les Rivaux').replace('specialty: creation-de-potion', 'specialty: creation-de-potion');

function setup() {
  const dir = tempTree({ 'a.yaml': BAND, 'b.yaml': RIVAL });
  const file = (n: string) => path.join(dir, `${n}.yaml`);
  return { dir, file, read: (n: string) => readFileSync(file(n), 'utf8') };
}

const create = (file: string, value: string, extra: Record<string, unknown> = {}) => award([], { 'creation-de-potion': `${file}#Ambroise=${value}`, scenario: 'le-pont', date: '2025-01-04', ...extra });

describe('campaign-award --creation-de-potion', () => {
  it('records two items for a game of the band; carried, they cost no pièce de fer; --undo of the game removes them', async () => {
    const c = setup();
    expect((await award([], game('le-pont', [c.file('a')], [c.file('b')]))).code).toBe(0);
    const r = await create(c.file('a'), 'potion-de-vie, bombe');
    expect(r.code).toBe(0);
    expect(r.json.record).toMatchObject({ member: 'Ambroise', scenario: 'le-pont', items: 'potion-de-vie, bombe' });
    // The archer carries the bombe the alchimiste gave him, Ambroise the potion; the victory's pièce de fer buys a grappin.
    const carried = c.read('a').replace('[arc, cuir]', '[arc, cuir, bombe, grappin]').replace('[baton, robe]', '[baton, robe, potion-de-vie]');
    const valid = await check(carried);
    expect(valid.errors).toEqual([]);
    expect((valid.analysis.profile as { band: { fer_spent: number; fer_budget: number } }).band).toMatchObject({ fer_spent: 3, fer_budget: 3 });
    // A second potion-de-vie beyond those created is charged as before.
    const more = await check(carried.replace('[baton, robe, potion-de-vie]', '[baton, robe, potion-de-vie, potion-de-vie]'));
    expect(more.errors.map((e) => e.code)).toEqual(['ff/fer-exceeded']);
    // --undo of the game removes its potions too: the section emptied, the file is as it was.
    expect((await award([c.file('a'), c.file('b')], { undo: 'le-pont' })).code).toBe(0);
    expect(c.read('a')).toBe(BAND);
  });

  it.each([
    ['one item', 'potion-de-vie', 'ff/potion-items'],
    ['three items', 'potion-de-vie, bombe, bombe', 'ff/potion-items'],
    ['an item that is not a potion or a bombe', 'potion-de-vie, grappin', 'ff/potion-items'],
  ])('refuses %s (exit 1, nothing written)', async (_, value, code) => {
    const c = setup();
    await award([], game('le-pont', [c.file('a')], [c.file('b')]));
    const before = c.read('a');
    const r = await create(c.file('a'), value);
    expect([r.code, r.refusal]).toEqual([1, code]);
    expect(c.read('a')).toBe(before);
  });

  it('refuses a member without the specialty, and a band not in the award', async () => {
    const c = setup();
    writeFileSync(c.file('b'), RIVAL.replace('specialty: creation-de-potion', 'specialty: creation-de-potion'));
    await award([], game('le-pont', [c.file('a')], []));
    const archer = await award([], { 'creation-de-potion': `${c.file('a')}#Tireur=potion-de-vie,bombe`, scenario: 'le-pont' });
    expect([archer.code, archer.refusal]).toEqual([1, 'ff/potion-not-alchimiste']);
    const absent = await create(c.file('b'), 'potion-de-vie, bombe');
    expect([absent.code, absent.refusal]).toEqual([1, 'ff/potion-no-game']);
  });

  it('validate reports a hand-written record that breaks the rule', async () => {
    const text = `${BAND}campaign:\n  ledger: []\n  potions:\n    - member: Tireur\n      date: 2025-01-04\n      items: potion-de-vie, bombe\n`;
    expect((await check(text)).errors.map((e) => e.code)).toEqual(['ff/potion-record']);
  });
});

// Issue 38, item 5: the items are created « à la fin d'une partie », so --creation-de-potion goes with that game's award.
describe('campaign-award --creation-de-potion with the game\'s award (--scenario … --winner … --loser …)', () => {
  const withGame = (c: ReturnType<typeof setup>, value: string, extra: Record<string, unknown> = {}) =>
    award([], { ...game('le-pont', [c.file('a')], [c.file('b')]), 'creation-de-potion': `${c.file('a')}#Ambroise=${value}`, ...extra });

  it('one command writes the event and the record; the two potions given to the archer cost no pièce de fer', async () => {
    const c = setup();
    const r = await withGame(c, 'potion-de-vie, potion-de-force');
    expect(r.code).toBe(0);
    expect(r.json.events.map((e: { band: string; event: { result: string } }) => [e.band, e.event.result])).toEqual([
      ['Les Apothicaires', 'win'],
      ['Les Rivaux', 'loss'],
    ]);
    expect(r.json.action).toMatchObject({ name: 'creation-de-potion', member: 'Ambroise', record: { member: 'Ambroise', scenario: 'le-pont', date: '2025-01-04', items: 'potion-de-vie, potion-de-force' } });
    expect(c.read('a')).toContain('result: win');
    expect(c.read('a')).toContain('items: potion-de-vie, potion-de-force');
    expect(c.read('b')).not.toContain('potions:');
    // Ambroise gives both to the archer (who had none): still free; the victory's pièce de fer is left to spend.
    const given = await check(c.read('a').replace('[arc, cuir]', '[arc, cuir, potion-de-vie, potion-de-force]'));
    expect(given.errors).toEqual([]);
    expect((given.analysis.profile as { band: { fer_spent: number; fer_budget: number } }).band).toMatchObject({ fer_spent: 2, fer_budget: 3 });
    // Without the record (the award alone), the same two potions are charged: 4 of 3.
    const d = setup();
    await award([], game('le-pont', [d.file('a')], [d.file('b')]));
    const charged = await check(d.read('a').replace('[arc, cuir]', '[arc, cuir, potion-de-vie, potion-de-force]'));
    expect(charged.errors.map((e) => e.code)).toEqual(['ff/fer-exceeded']);
  });

  it('a refused creation writes nothing at all, not even the award; a band not in the game is refused', async () => {
    const c = setup();
    const [a, b] = [c.read('a'), c.read('b')];
    const r = await withGame(c, 'potion-de-vie');
    expect([r.code, r.refusal]).toEqual([1, 'ff/potion-items']);
    expect([c.read('a'), c.read('b')]).toEqual([a, b]);
    const other = await award([], { ...game('le-pont', [c.file('b')], []), 'creation-de-potion': `${c.file('a')}#Ambroise=potion-de-vie,bombe` });
    expect([other.code, other.refusal]).toEqual([2, 'campaign/action-not-in-award']);
    expect([c.read('a'), c.read('b')]).toEqual([a, b]);
  });

  it('--dry-run shows both changes of the file and writes nothing; --undo of the game removes both', async () => {
    const c = setup();
    const before = c.read('a');
    const dry = await withGame(c, 'bombe, bombe', { dryRun: true });
    expect(dry.code).toBe(0);
    expect(dry.json.diffs.find((d: { file: string }) => d.file === c.file('a')).diff).toMatch(/result: win[\s\S]*items: bombe, bombe/);
    expect(c.read('a')).toBe(before);
    await withGame(c, 'bombe, bombe');
    expect((await award([c.file('a'), c.file('b')], { undo: 'le-pont' })).code).toBe(0);
    expect(c.read('a')).not.toContain('bombe, bombe');
  });

  it('without --scenario, or with --undo, --winner is refused with the two ways named', async () => {
    const c = setup();
    const alone = await award([], { winner: [c.file('a')], 'creation-de-potion': `${c.file('a')}#Ambroise=bombe,bombe` });
    expect([alone.code, alone.refusal]).toEqual([2, 'campaign/action-award-mode']);
    expect(alone.errors).toContain("with that game's award (--scenario … --winner … --loser …)");
  });
});
