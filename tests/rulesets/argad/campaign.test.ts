/** Post-game healing recorded in the troop file: outcomes, idempotence, undo, refusals, all-or-nothing writes. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { award, band as ffBand } from '../../helpers/campaign.js';
import { tempTree } from '../../helpers/cli.js';
import { diagnose } from './helpers.js';

const TROOP = `# La mesnie: a troop of the test campaign
ruleset: argad
name: La mesnie
characters:
  - name: Sire Yann        # the player's character
    class: 5
    armour: 5
    melee: longue
    role: chef
    health_points: 2
  - { name: Corentin, class: 3, armour: legere, melee: courte, health: 4 }
`;

function troop() {
  const dir = tempTree({ 't.yaml': TROOP });
  const file = path.join(dir, 't.yaml');
  return { file, read: () => readFileSync(file, 'utf8'), member: (name: string) => `${file}#${name}` };
}

const DATE = '2026-05-01';
const today = () => DATE;

describe('campaign-award --heal', () => {
  it('records the outcome in campaign.care, comments kept', async () => {
    const t = troop();
    const run = await award([], { heal: t.member('Corentin'), dice: '3', date: DATE }, { today });
    expect(run.code).toBe(0);
    expect(run.json.record).toEqual({ member: 'Corentin', date: DATE, roll: 3, health: 4, result: 'heals' });
    const text = t.read();
    expect(text.startsWith(TROOP)).toBe(true);
    expect(text.slice(TROOP.length)).toBe(`\ncampaign:\n  care:\n    - member: Corentin\n      date: ${DATE}\n      roll: 3\n      health: 4\n      result: heals\n`);
    expect((await diagnose(text)).filter((d) => d.severity === 'error')).toEqual([]);
  });

  it.each([
    ['equal to the santé: séquelles', { dice: '4' }, 4, 'after_effects'],
    ['above: dies', { dice: '5' }, 4, 'dies'],
    ['a soigneur: +1', { dice: '5', healer: true }, 5, 'after_effects'],
    ['on the battlefield: −1', { dice: '3', battlefield: true }, 3, 'after_effects'],
  ])('%s', async (_, options, health, result) => {
    const t = troop();
    const run = await award([], { heal: t.member('Corentin'), date: DATE, ...options });
    expect(run.json.record).toMatchObject({ health, result });
  });

  it('a character with two points de vie and one wound stays wounded on a failure', async () => {
    const t = troop();
    expect((await award([], { heal: t.member('Sire Yann'), dice: '6', wounded: true, date: DATE })).json.record.result).toBe('stays_wounded');
  });

  it('--wounded on a character with one point de vie is refused', async () => {
    const t = troop();
    const run = await award([], { heal: t.member('Corentin'), dice: '6', wounded: true, date: DATE });
    expect(run).toMatchObject({ code: 1, refusal: 'argad/heal-not-two-pv' });
    expect(t.read()).toBe(TROOP);
  });

  it('a line of several identical characters is refused (one record would stand for all), a line of one is cared for', async () => {
    const text = `${TROOP}  - { name: Archers, count: 6, class: 3, armour: legere, melee: courte, ranged: arc }\n  - { name: Gwenn, count: 1, class: 3, armour: legere, melee: courte }\n`;
    const dir = tempTree({ 't.yaml': text });
    const file = path.join(dir, 't.yaml');
    const run = await award([], { heal: `${file}#Archers`, dice: '6', date: DATE });
    expect(run).toMatchObject({ code: 1, refusal: 'argad/heal-line' });
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect((await award([], { heal: `${file}#Gwenn`, dice: '6', date: DATE })).json.record).toMatchObject({ member: 'Gwenn', result: 'dies' });
  });

  it('the same game twice: refused, the file byte for byte unchanged', async () => {
    const t = troop();
    await award([], { heal: t.member('Corentin'), dice: '1', scenario: 'le-gue', date: DATE });
    const after = t.read();
    const again = await award([], { heal: t.member('Corentin'), dice: '6', scenario: 'Le Gué', date: '2026-05-02' });
    expect(again).toMatchObject({ code: 1, refusal: 'campaign/action-recorded' });
    expect(t.read()).toBe(after);
  });

  it('another game, another care', async () => {
    const t = troop();
    await award([], { heal: t.member('Corentin'), dice: '1', scenario: 'le-gue', date: DATE });
    expect((await award([], { heal: t.member('Corentin'), dice: '2', scenario: 'la-tour', date: DATE })).code).toBe(0);
    expect((await award([], { heal: t.member('Sire Yann'), dice: '2', scenario: 'le-gue', date: DATE })).code).toBe(0);
  });

  it('no care for the dead', async () => {
    const t = troop();
    await award([], { heal: t.member('Corentin'), dice: '6', scenario: 'a', date: DATE });
    expect(await award([], { heal: t.member('Corentin'), dice: '1', scenario: 'b', date: DATE })).toMatchObject({ code: 1, refusal: 'argad/heal-dead' });
  });

  it('--undo removes the record, by scenario or by date; undoing twice is refused', async () => {
    const t = troop();
    await award([], { heal: t.member('Corentin'), dice: '6', scenario: 'le-gue', date: DATE });
    const run = await award([], { heal: t.member('Corentin'), undo: 'le-gue' });
    expect(run.json).toMatchObject({ undo: true, record: { result: 'dies' } });
    expect(t.read()).toBe(`${TROOP}\ncampaign:\n  care: []\n`);
    expect(await award([], { heal: t.member('Corentin'), undo: 'le-gue' })).toMatchObject({ code: 1, refusal: 'campaign/action-not-recorded' });
    await award([], { heal: t.member('Corentin'), dice: '1', date: DATE });
    expect((await award([], { heal: t.member('Corentin'), undo: DATE })).code).toBe(0);
  });

  it('--dry-run prints the diff and writes nothing', async () => {
    const t = troop();
    const run = await award([], { heal: t.member('Corentin'), dice: '2', date: DATE, dryRun: true });
    expect(run.json.dry_run).toBe(true);
    expect(run.json.diffs[0].diff).toContain('+      result: heals');
    expect(t.read()).toBe(TROOP);
  });

  it('a seeded roll repeats; the seed is printed', async () => {
    const rolls = [];
    for (let i = 0; i < 2; i++) {
      const t = troop();
      const run = await award([], { heal: t.member('Corentin'), seed: 'replay', date: DATE });
      expect(run.json.seed).toBe('replay');
      rolls.push(run.json.record.roll);
    }
    expect(rolls[0]).toBe(rolls[1]);
  });

  it('a failed write leaves the file as it was', async () => {
    const t = troop();
    const failing = async (file: string, content: string | Uint8Array) => {
      writeFileSync(file, typeof content === 'string' ? content.slice(0, 10) : content);
      if (typeof content === 'string') throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
    };
    const run = await award([], { heal: t.member('Corentin'), dice: '1', date: DATE }, { write: failing });
    expect(run).toMatchObject({ code: 2, refusal: 'campaign/write-failed' });
    expect(t.read()).toBe(TROOP);
  });

  it('an unknown member gets a suggestion', async () => {
    const t = troop();
    const run = await award([], { heal: t.member('Corantin'), dice: '1', date: DATE });
    expect(run).toMatchObject({ code: 2, refusal: 'campaign/member-unknown' });
    expect(run.errors).toContain('Corentin');
  });

  it('a ruleset without the action is refused', async () => {
    const dir = tempTree({ 'ff.yaml': ffBand('alpha') });
    const run = await award([], { heal: `${path.join(dir, 'ff.yaml')}#alpha l'archer`, dice: '1', date: DATE });
    expect(run).toMatchObject({ code: 2, refusal: 'campaign/action-not-supported' });
  });

  it('an option of --heal without --heal is refused', async () => {
    const t = troop();
    expect(await award([], { scenario: 'x', winner: [t.file], healer: true, date: DATE })).toMatchObject({ code: 2, refusal: 'campaign/action-option-alone' });
    expect(t.read()).toBe(TROOP);
  });

  it('a game is recorded without amounts: the rulebook has no victory points', async () => {
    const t = troop();
    const run = await award([], { scenario: 'le-gue', winner: [t.file], date: DATE });
    expect(run.code).toBe(0);
    expect(run.json.events[0].event).toEqual({ scenario: 'le-gue', date: DATE, result: 'win', played: 0 });
  });
});

describe('the care records in validate', () => {
  const withCare = (records: string) => `${TROOP}campaign:\n  care:\n${records}`;
  const record = (member: string, date: string) => `    - { member: ${member}, date: ${date}, roll: 2, health: 4, result: heals }\n`;

  it('a character cared for twice after one game is an error at the second record', async () => {
    const found = await diagnose(withCare(record('Corentin', DATE) + record('corentin', DATE)));
    expect(found.map(({ code, line, column }) => ({ code, line, column }))).toEqual([{ code: 'argad/duplicate-care', line: 15, column: 7 }]);
  });

  it('a record of a character not in the troop is a warning', async () => {
    const found = await diagnose(withCare(record('Gwenn', DATE)));
    expect(found.map(({ code, severity }) => ({ code, severity }))).toEqual([{ code: 'argad/care-unknown-member', severity: 'warning' }]);
  });

  it('a result outside the rulebook is a schema error', async () => {
    const found = await diagnose(withCare('    - { member: Corentin, date: 2026-05-01, roll: 2, health: 4, result: resurrected }\n'));
    expect(found.map((f) => f.code)).toEqual(['schema/choice']);
  });
});
