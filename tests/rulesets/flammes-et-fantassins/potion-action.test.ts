/**
 * The « Création de potion » action and its records on their own (no CLI, no files): what `campaign-award
 * --creation-de-potion` records and reports, every refusal with its words, and how `campaign.potions` is read back.
 * "Alchimiste - Création de potion : à la fin d'une partie, si l'Alchimiste est vivant, choisir deux potion(s), deux
 * bombe(s) ou une de chaque. L'Alchimiste pourra les garder, les défausser ou les donner à qui il le souhaite."
 */
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { runRuleset } from '../../../src/core/ruleset/analyse.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import type { ActionRecord, Member } from '../../../src/core/ruleset/ruleset.js';
import type { FfBand } from '../../../src/rulesets/flammes-et-fantassins/band.js';
import { createdRecords, validRecords } from '../../../src/rulesets/flammes-et-fantassins/campaign/created.js';
import { campaignMessages } from '../../../src/rulesets/flammes-et-fantassins/campaign/messages.js';
import { itemsOf, potionAction } from '../../../src/rulesets/flammes-et-fantassins/campaign/potions.js';
import { ruleset } from '../../../src/rulesets/flammes-et-fantassins/index.js';
import { refusal } from '../../helpers/refusal.js';
import { alchimisteBand } from '../../helpers/alchimiste.js';

// Ambroise has the specialty; Tireur none; Merlin, an Archimage, another one ("Haute Maîtrise").
const BAND = alchimisteBand('Les Apothicaires', 'pc: 3\n', `  - name: Merlin
    style: agile
    classes: [archimage]
    equipment: [baton]
    spells: [soin, armure-de-mage]
    specialty: haute-maitrise
`);
const event = (scenario: string) => `    - { scenario: '${scenario}', date: 2025-01-04, result: loss, played: 0, trophies: 0, pc: 1, fer: 1 }\n`;
/** Two games played: « le pont » then « la forêt ». */
const LEDGER = `campaign:\n  ledger:\n${event('le-pont')}${event('la-foret')}`;

function bandOf(yaml: string): FfBand {
  const run = runRuleset(ruleset, parseYaml(yaml));
  if (!run.band) throw new Error(JSON.stringify(run.findings));
  return run.band as FfBand;
}

const MEMBERS: Readonly<Record<string, number>> = { Ambroise: 0, Tireur: 1, Merlin: 2 };
const memberAt = (name: string, index: number | string = MEMBERS[name] ?? 9): Member => ({ name, path: ['characters', index] });
const rng = { die: () => 1 };
/** `scenario` null: no --scenario given. */
const create = (name: string, value: string | undefined, scenario: string | null = 'la-foret', options: { band?: FfBand; lang?: 'en' | 'fr'; index?: number | string } = {}) =>
  potionAction.run({ band: options.band ?? bandOf(BAND + LEDGER), member: memberAt(name, options.index), options: {}, rng, lang: options.lang ?? 'en', previous: [], value, scenario: scenario ?? undefined });


const text = (lang: 'en' | 'fr', found: { code: string; params: object }) => new Messages(lang, [campaignMessages]).text(found.code, found.params as never);

/** Every item the rulebook's potions and bombes give, by name: the `limit` of a refused choice. */
const CREATABLE_NAMES = "Potion de Vie, Potion de Force, Potion d'Armure, Potion de Vitesse, Potion d'Éloquence, Bombe, Bombe de répulsif à chat";

describe('« Création de potion »: the record and the report', () => {
  it('"une de chaque", named as players write them: ids in the record and the JSON, the rulebook\'s names in the view', () => {
    // The second game of two: any game of the band's ledger, not only the first.
    expect(create('Ambroise', 'Potion de Vie,  bombe de répulsif à chat ')).toEqual({
      fields: { items: 'potion-de-vie, bombe-de-repulsif-a-chat' },
      report: {
        json: { items: ['potion-de-vie', 'bombe-de-repulsif-a-chat'] },
        view: [{ kind: 'lines', lines: ['Ambroise created Potion de Vie, Bombe de répulsif à chat (free of pièces de fer)'] }],
      },
    });
    expect(create('Ambroise', 'bombe, potion-d-eloquence', 'le-pont', { lang: 'fr' }).report.view).toEqual([
      { kind: 'lines', lines: ["Ambroise a créé Bombe, Potion d'Éloquence (sans pièce de fer)"] },
    ]);
  });

  it('"deux potion(s), deux bombe(s)": two of the same are two items; empty entries between commas are no item', () => {
    expect(create('Ambroise', 'potion-de-force, potion-de-force').fields).toEqual({ items: 'potion-de-force, potion-de-force' });
    expect(create('Ambroise', 'bombe,, bombe,').fields).toEqual({ items: 'bombe, bombe' });
  });

  it('the game is found by its scenario id however it is spelt', () => {
    expect(create('Ambroise', 'bombe, bombe', 'La Forêt').fields.items).toBe('bombe, bombe');
  });

  it('the items field is described for editors and may not be empty', () => {
    const items = potionAction.fields().items!;
    expect(items.description).toBe('The two items created: potions and bombes, comma-separated');
    expect(items.safeParse('').success).toBe(false);
    expect(items.safeParse('bombe, bombe').success).toBe(true);
  });
});

describe('« Création de potion »: every refusal, beside the nearest allowed case', () => {
  it('"choisir deux": one item and three are refused, naming the character, the value and the items allowed', () => {
    expect(refusal(() => create('Ambroise', 'potion-de-vie'))).toEqual({ code: 'ff/potion-items', params: { name: 'Ambroise', actual: 'potion-de-vie', limit: CREATABLE_NAMES }, exit: 1 });
    expect(refusal(() => create('Ambroise', 'potion-de-vie, bombe, bombe'))).toEqual({ code: 'ff/potion-items', params: { name: 'Ambroise', actual: 'potion-de-vie, bombe, bombe', limit: CREATABLE_NAMES }, exit: 1 });
    expect(create('Ambroise', 'potion-de-vie, bombe').fields.items).toBe('potion-de-vie, bombe');
  });

  it('"potion(s) … bombe(s)": an item of the catalogue that is neither, or a name of no catalogue, is refused', () => {
    expect(refusal(() => create('Ambroise', 'potion-de-vie, grappin'))).toEqual({ code: 'ff/potion-items', params: { name: 'Ambroise', actual: 'potion-de-vie, grappin', limit: CREATABLE_NAMES }, exit: 1 });
    expect(refusal(() => create('Ambroise', 'potion-de-vie, élixir'))).toEqual({ code: 'ff/potion-items', params: { name: 'Ambroise', actual: 'potion-de-vie, élixir', limit: CREATABLE_NAMES }, exit: 1 });
    // No value after `=`: nothing chosen.
    const none = refusal(() => create('Ambroise', undefined));
    expect(none).toEqual({ code: 'ff/potion-items', params: { name: 'Ambroise', actual: '-', limit: CREATABLE_NAMES }, exit: 1 });
    expect(text('en', none)).toBe(`Ambroise creates "-": the rulebook gives « deux potion(s), deux bombe(s) ou une de chaque » (two of ${CREATABLE_NAMES})`);
    expect(text('fr', none)).toBe(`Ambroise crée « - » : la règle donne « deux potion(s), deux bombe(s) ou une de chaque » (deux parmi ${CREATABLE_NAMES})`);
  });

  it('"Alchimiste - Création de potion": a character without a specialty, or with another, is refused, naming it', () => {
    const none = refusal(() => create('Tireur', 'potion-de-vie, bombe'));
    expect(none).toEqual({ code: 'ff/potion-not-alchimiste', params: { name: 'Tireur', actual: '-' }, exit: 1 });
    const other = refusal(() => create('Merlin', 'potion-de-vie, bombe'));
    expect(other).toEqual({ code: 'ff/potion-not-alchimiste', params: { name: 'Merlin', actual: 'Haute Maîtrise' }, exit: 1 });
    expect(text('en', other)).toBe('Merlin does not have the specialty Création de potion (specialty: Haute Maîtrise); only an Alchimiste who chose it creates potions');
    expect(text('fr', other)).toBe("Merlin n'a pas la spécialité Création de potion (spécialité : Haute Maîtrise) ; seul un Alchimiste qui l'a choisie crée des potions");
  });

  it('a member that is no character of the band is a usage error naming it', () => {
    expect(refusal(() => create('Gwenn', 'bombe, bombe', 'la-foret', { index: 3 }))).toEqual({ code: 'ff/potion-unknown-member', params: { actual: 'Gwenn' }, exit: 2 });
    // A path whose step is a key, not a position in the list, names no character either.
    expect(refusal(() => create('Ambroise', 'bombe, bombe', 'la-foret', { index: '0' }))).toEqual({ code: 'ff/potion-unknown-member', params: { actual: 'Ambroise' }, exit: 2 });
    expect(text('fr', { code: 'ff/potion-unknown-member', params: { actual: 'Gwenn' } })).toBe('aucun personnage Gwenn dans cette bande');
  });

  it('"à la fin d\'une partie": a scenario that is not a game of the band, no scenario, or no ledger is refused, naming the band', () => {
    const other = refusal(() => create('Ambroise', 'bombe, bombe', 'le-gue'));
    expect(other).toEqual({ code: 'ff/potion-no-game', params: { name: 'Les Apothicaires', scenario: 'le-gue' }, exit: 1 });
    expect(text('en', other)).toBe('Les Apothicaires has no game le-gue in its ledger: award the game first, then give --scenario with its id ("à la fin d\'une partie")');
    const none = refusal(() => create('Ambroise', 'bombe, bombe', null));
    expect(none).toEqual({ code: 'ff/potion-no-scenario', params: { name: 'Les Apothicaires' }, exit: 1 });
    expect(text('en', none)).toBe('potions are created "à la fin d\'une partie": give --scenario with the id of the game Les Apothicaires has just played');
    expect(text('fr', none)).toBe("les potions se créent « à la fin d'une partie » : donnez --scenario avec l'identifiant de la partie que Les Apothicaires vient de jouer");
    expect(refusal(() => create('Ambroise', 'bombe, bombe', 'le-pont', { band: bandOf(BAND) }))).toEqual({ code: 'ff/potion-no-game', params: { name: 'Les Apothicaires', scenario: 'le-pont' }, exit: 1 });
  });

  it('no scenario is refused even beside a game whose id has no letter or digit (its key is empty, as a missing id)', () => {
    const band = bandOf(`${BAND}campaign:\n  ledger:\n${event('?')}`);
    expect(create('Ambroise', 'bombe, bombe', '?', { band }).fields.items).toBe('bombe, bombe');
    expect(refusal(() => create('Ambroise', 'bombe, bombe', null, { band }))).toEqual({ code: 'ff/potion-no-scenario', params: { name: 'Les Apothicaires' }, exit: 1 });
  });
});

describe('« Création de potion »: the records of campaign.potions read back', () => {
  const record = (member: string, items?: string): ActionRecord => ({ member, scenario: 'le-pont', date: '2025-01-04', ...(items === undefined ? {} : { items }) });
  const withRecords = (records: readonly ActionRecord[]): FfBand => {
    const band = bandOf(BAND + LEDGER);
    return { ...band, campaign: { ...band.campaign!, records: { potions: records } } };
  };

  it('valid only for two potions or bombes of a member with the specialty; unknown names kept as written', () => {
    const records = [
      record('Ambroise', 'Potion de Vie, bombe'),
      record('Ambroise', 'potion-de-vie'),
      record('Ambroise', 'potion-de-vie, grappin'),
      record('Ambroise', 'potion-de-vie,  élixir '),
      record('Tireur', 'bombe, bombe'),
      record('Personne', 'bombe, bombe'),
      record('ambroise', 'bombe-de-repulsif-a-chat, bombe'),
    ];
    expect(createdRecords(withRecords(records))).toEqual([
      { index: 0, record: records[0], items: ['potion-de-vie', 'bombe'], valid: true },
      { index: 1, record: records[1], items: ['potion-de-vie'], valid: false },
      { index: 2, record: records[2], items: ['potion-de-vie', 'grappin'], valid: false },
      { index: 3, record: records[3], items: ['potion-de-vie', 'élixir'], valid: false },
      { index: 4, record: records[4], items: ['bombe', 'bombe'], valid: false },
      { index: 5, record: records[5], items: ['bombe', 'bombe'], valid: false },
      { index: 6, record: records[6], items: ['bombe-de-repulsif-a-chat', 'bombe'], valid: true },
    ]);
    // Only the valid records make items free in the pièces de fer budget.
    expect(validRecords(withRecords(records)).map((r) => r.index)).toEqual([0, 6]);
  });

  it('a record without items has none; a ledger built without records (the library\'s Ledger type allows it) has no record', () => {
    expect(createdRecords(withRecords([record('Ambroise')]))).toEqual([{ index: 0, record: record('Ambroise'), items: [], valid: false }]);
    const band = bandOf(BAND + LEDGER);
    expect(createdRecords({ ...band, campaign: { events: band.campaign!.events } })).toEqual([]);
    expect(createdRecords(bandOf(BAND))).toEqual([]);
  });

  it('itemsOf: ids of the names, in order, spaces and empty entries dropped', () => {
    expect(itemsOf(" Potion d'Armure ,, BOMBE ,")).toEqual(['potion-d-armure', 'bombe']);
    expect(itemsOf('')).toEqual([]);
  });
});
