/** Post-game healing recorded in the troop file: outcomes, idempotence, undo, refusals, all-or-nothing writes. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { award, band as ffBand } from '../../helpers/campaign.js';
import { tempTree } from '../../helpers/cli.js';
import { campaignSchema } from '../../../src/core/campaign/ledger.js';
import { bandJsonSchema } from '../../../src/core/schema/json-schema.js';
import type { ActionRecord, Ledger, Member, Options } from '../../../src/core/ruleset/ruleset.js';
import { campaignLedger } from '../../../src/rulesets/argad/checks/campaign-ledger.js';
import { healAction } from '../../../src/rulesets/argad/campaign/heal.js';
import { ruleset } from '../../../src/rulesets/argad/index.js';
import { manifest } from '../../../src/rulesets/argad/manifest.js';
import { band as troopOf, diagnose, type Json } from './helpers.js';
import { refusal } from '../../helpers/refusal.js';

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
    expect(t.read()).toBe(TROOP);
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

  const ofScenario = (member: string, scenario: string, date: string) => `    - { member: ${member}, scenario: ${scenario}, date: ${date}, roll: 2, health: 4, result: heals }\n`;

  it('a character cared for twice after one game is an error at the second record, naming the game', async () => {
    const found = await diagnose(withCare(record('Corentin', DATE) + record('corentin', DATE)));
    expect(found).toEqual([{ code: 'argad/duplicate-care', severity: 'error', line: 15, column: 7, params: { name: 'corentin', actual: DATE, undo: DATE } }]);
  });

  it('the game is the scenario when the record names one, whatever its date and spelling', async () => {
    const found = await diagnose(withCare(ofScenario('Corentin', 'le-gue', DATE) + ofScenario('Corentin', 'Le Gué', '2026-05-02')));
    expect(found).toEqual([{ code: 'argad/duplicate-care', severity: 'error', line: 15, column: 7, params: { name: 'Corentin', actual: 'Le Gué', undo: "'Le Gué'" } }]);
  });

  it('one care per character and game: other games, other characters are fine', async () => {
    const records = record('Corentin', DATE) + record('Corentin', '2026-05-08') + ofScenario('Corentin', 'la-tour', DATE) + record('Sire Yann', DATE);
    expect(await diagnose(withCare(records))).toEqual([]);
  });

  it('a record of a character not in the troop is a warning at its member', async () => {
    const found = await diagnose(withCare(record('Gwenn', DATE)));
    expect(found).toEqual([{ code: 'argad/care-unknown-member', severity: 'warning', line: 14, column: 9, params: { actual: 'Gwenn' } }]);
  });

  it('a ledger with no care records (the library may build one) has nothing to check', () => {
    const findings = (campaign: Ledger) => {
      const found: unknown[] = [];
      const troop = { ...troopOf(TROOP), campaign };
      campaignLedger.run({ band: troop, profile: ruleset.derive(troop), report: (f) => void found.push(f) });
      return found;
    };
    expect(findings({ events: [] })).toEqual([]);
    expect(findings({ events: [], records: {} })).toEqual([]);
  });

  // "on lance un dé à 6 faces"; the santé of the test is the character's (1–6) +1 soigneur or −1 battlefield: 0–7.
  it.each([
    [0, 4, [{ code: 'schema/too-small', severity: 'error', line: 14, column: 45, params: { limit: '1', actual: '0' } }]],
    [1, 0, []],
    [6, 7, []],
    [7, 4, [{ code: 'schema/too-big', severity: 'error', line: 14, column: 45, params: { limit: '6', actual: '7' } }]],
    [1, -1, [{ code: 'schema/too-small', severity: 'error', line: 14, column: 54, params: { limit: '0', actual: '-1' } }]],
    [6, 8, [{ code: 'schema/too-big', severity: 'error', line: 14, column: 54, params: { limit: '7', actual: '8' } }]],
  ])('a record of die %s against santé %s', async (roll, health, expected) => {
    expect(await diagnose(withCare(`    - { member: Corentin, date: ${DATE}, roll: ${roll}, health: ${health}, result: heals }\n`))).toEqual(expected);
  });

  it('a result outside the rulebook is a schema error', async () => {
    const found = await diagnose(withCare('    - { member: Corentin, date: 2026-05-01, roll: 2, health: 4, result: resurrected }\n'));
    expect(found.map((f) => f.code)).toEqual(['schema/choice']);
  });
});

describe('the heal action on its own: the record, the report and every refusal with its words', () => {
  // Archers: a line of two, just over the line of one the rulebook's care is for.
  const troop = () => troopOf(`${TROOP}  - { name: Archers, count: 2, class: 3, armour: legere, melee: courte, ranged: arc }\n`);
  const memberAt = (name: string, index: number | string): Member => ({ name, path: ['characters', index] });
  const rolled: number[] = [];
  /** Rolls 2 and notes the sides asked for. */
  const rng = { die: (sides: number) => (rolled.push(sides), 2) };
  const heal = (name: string, index: number | string, options: Options = {}, previous: ActionRecord[] = [], lang: 'en' | 'fr' = 'en') =>
    healAction.run({ band: troop(), member: memberAt(name, index), options, rng, lang, previous });

  it('"Résultat plus petit que la santé … guérira": the record and the report, in English and in French', () => {
    // Corentin's santé 4, +1 with a soigneur au contact: 5; a 4 is smaller.
    expect(heal('Corentin', 1, { dice: 4, healer: true })).toEqual({
      fields: { roll: 4, health: 5, result: 'heals' },
      report: {
        json: { roll: 4, health: 5, result: 'heals' },
        view: [
          { kind: 'heading', text: 'Soins for Corentin: a die against santé 5' },
          { kind: 'pairs', items: [['die', 4], ['result', 'heals']] },
        ],
      },
    });
    expect(heal('Corentin', 1, { dice: 5, healer: true }, [], 'fr').report.view).toEqual([
      { kind: 'heading', text: 'Soins de Corentin : un dé contre la santé 5' },
      { kind: 'pairs', items: [['dé', 5], ['résultat', 'guérira avec des séquelles']] },
    ]);
  });

  it('without --dice the die is rolled: one d6', () => {
    rolled.length = 0;
    expect(heal('Corentin', 1).fields).toEqual({ roll: 2, health: 4, result: 'heals' });
    expect(rolled).toEqual([6]);
  });

  it('--dice is a face of the d6: 1 and 6 are taken, 0 and 7 refused with the flag named', () => {
    expect(heal('Corentin', 1, { dice: 1 }).fields.roll).toBe(1);
    expect(heal('Corentin', 1, { dice: 6 }).fields).toEqual({ roll: 6, health: 4, result: 'dies' });
    expect(refusal(() => heal('Corentin', 1, { dice: 0 }))).toEqual({ code: 'argad/out-of-bounds', params: { flag: '--dice', actual: 0, limit: '1–6' }, exit: 2 });
    expect(refusal(() => heal('Corentin', 1, { dice: 7 }))).toEqual({ code: 'argad/out-of-bounds', params: { flag: '--dice', actual: 7, limit: '1–6' }, exit: 2 });
    expect(refusal(() => heal('Corentin', 1, { dice: 'x' }))).toEqual({ code: 'argad/not-an-integer', params: { flag: '--dice', actual: 'x' }, exit: 2 });
  });

  it('a member that is no character of the troop is a usage error naming it', () => {
    expect(refusal(() => heal('Gwenn', 3))).toEqual({ code: 'argad/unknown-member', params: { actual: 'Gwenn' }, exit: 2 });
    // A path whose step is a key, not a position in the list, names no character either.
    expect(refusal(() => heal('Corentin', '1'))).toEqual({ code: 'argad/unknown-member', params: { actual: 'Corentin' }, exit: 2 });
  });

  it('the rules refuse a line of several characters, the dead, and --wounded with one point de vie, naming them', () => {
    expect(refusal(() => heal('Archers', 2, { dice: 1 }))).toEqual({ code: 'argad/heal-line', params: { name: 'Archers', count: 2 }, exit: 1 });
    const died: ActionRecord = { member: 'Corentin', date: DATE, roll: 6, health: 4, result: 'dies' };
    expect(refusal(() => heal('Corentin', 1, { dice: 1 }, [died]))).toEqual({ code: 'argad/heal-dead', params: { name: 'Corentin' }, exit: 1 });
    expect(refusal(() => heal('Corentin', 1, { dice: 1, wounded: true }))).toEqual({ code: 'argad/heal-not-two-pv', params: { name: 'Corentin' }, exit: 1 });
    // Cared for before and healed: cared for again.
    expect(heal('Corentin', 1, { dice: 1 }, [{ ...died, result: 'heals' }]).fields.result).toBe('heals');
  });

  it('"deux points de vie … on reste à un seul point de vie": a failure leaves Sire Yann wounded', () => {
    expect(heal('Sire Yann', 0, { dice: 6, wounded: true, battlefield: true }).fields).toEqual({ roll: 6, health: 4, result: 'stays_wounded' });
  });

  it('the fields of a care record are described for editors in both languages', () => {
    const careRecord = (lang: 'en' | 'fr') => (bandJsonSchema(manifest, ruleset, lang) as Json).properties.campaign.anyOf[0].properties.care.items;
    // Built here from the action's fields (the troop schema is built once, when the ruleset is first used).
    const fresh = (lang: 'en' | 'fr') => (bandJsonSchema(manifest, { ...ruleset, schema: z.strictObject({ campaign: campaignSchema([], [healAction]) }) }, lang) as Json).properties.campaign.properties.care.items;
    const fields = (lang: 'en' | 'fr') => {
      const { roll, health, result } = fresh(lang).properties;
      return [roll, health, result].map((f: Json) => [f.title, f.description]);
    };
    expect(fresh('en')).toEqual(careRecord('en'));
    expect(fresh('fr')).toEqual(careRecord('fr'));
    expect(fields('en')).toEqual([
      ['Die', 'The die rolled for the care'],
      ['Santé', 'Santé for this test, with +1 soigneur and −1 battlefield'],
      ['Result', 'heals | after_effects | dies | stays_wounded'],
    ]);
    expect(fields('fr')).toEqual([
      ['Dé', 'Le dé lancé pour les soins'],
      ['Santé', 'Santé pour ce test, avec +1 soigneur et −1 sur le champ de bataille'],
      ['Résultat', 'heals (guérira) | after_effects (séquelles) | dies (mort) | stays_wounded (reste à un point de vie)'],
    ]);
  });
});
