/** Every F&F limit: valid snippets pass; invalid ones give the expected code at the expected line and column. */
import { describe, expect, it } from 'vitest';
import { diagnostics } from '../../../src/core/ruleset/analyse.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { check } from '../../helpers/analyse.js';

interface Char {
  style?: string;
  classes: string;
  equipment: string;
  spells?: string;
  specialty?: string;
}

/**
 * Builds a band: one character per entry, block style, so that positions are easy to read. The house rule
 * `band-min: 1` (last, so positions do not move) keeps the rulebook's "3 à 10 figurines" out of the cases of other
 * rules; `sized` builds without it.
 */
function band(pc: number, ...characters: Char[]): string {
  return `${sized(pc, ...characters)}house_rules:\n  band-min: 1\n`;
}

function sized(pc: number, ...characters: Char[]): string {
  const lines = ['ruleset: flammes-et-fantassins', 'name: Test', `pc: ${pc}`, 'characters:'];
  characters.forEach((c, i) => {
    lines.push(`  - name: P${i}`, `    style: ${c.style ?? 'agile'}`, `    classes: [${c.classes}]`, `    equipment: [${c.equipment}]`);
    if (c.spells !== undefined) lines.push(`    spells: [${c.spells}]`);
    if (c.specialty !== undefined) lines.push(`    specialty: ${c.specialty}`);
  });
  return `${lines.join('\n')}\n`;
}

/** Line and column of the n-th occurrence of `needle` in the text: the expected position, found independently. */
function at(text: string, needle: string, nth = 1): { line: number; column: number } {
  let index = -1;
  for (let k = 0; k < nth; k++) index = text.indexOf(needle, index + 1);
  if (index < 0) throw new Error(`${needle} not in text`);
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

const valid: [string, string][] = [
  ['a mercenary archer', band(1, { classes: 'archer', equipment: 'arc' })],
  ['three classes', band(3, { classes: 'archer, soldat, chevalier', equipment: 'arc, cuir, potion-de-vie, grappin' })],
  ['a shield with a one-handed weapon', band(1, { classes: 'chevalier', equipment: 'arme-a-une-main, rondache' })],
  ['a masse with an écu', band(1, { classes: 'chevalier', equipment: 'masse, ecu' })],
  ['a shield carried beside a bow (issue 17: using it is what is forbidden)', band(2, { classes: 'archer, soldat', equipment: 'arme-a-une-main, rondache, arc' })],
  ['melee and ranged weapons together', band(2, { classes: 'archer, ranger', equipment: 'dague, arc, cuir' })],
  ['nu with one matériel', band(1, { classes: 'moine', equipment: 'dague, nu, potion-de-vie' })],
  ['two matériels', band(2, { classes: 'soldat, moine', equipment: 'dague, potion-de-vie, grappin, cuir' })],
  ['spells exactly granted', band(1, { classes: 'magicien', equipment: 'baton, robe', spells: 'armure-de-mage, boule-de-feu', specialty: 'magie-scolaire' })],
  ['a grimoire spell in another domain', band(2, { classes: 'magicien', equipment: 'baton, grimoire', spells: 'sommeil, charme, soin', specialty: 'magie-scolaire' }, { classes: 'archer', equipment: 'arc' })],
  ['level II balanced by level I', band(1, { classes: 'druide', equipment: 'baton, robe', spells: 'poison, eclair', specialty: 'langage-animal' })],
  ['the specialty of the second caster class', band(3, { classes: 'archimage, sage', equipment: 'baton, robe', spells: 'soin, force, sommeil, poison', specialty: 'mille-annees-de-sagesse' }, { classes: 'archer', equipment: 'arc' })],
  ['names with accents, capitals and aliases', band(2, { style: 'Puissant', classes: 'Chevalier, Général', equipment: 'Arme à une main, Bouclier, Brigandine' })],
];

type Case = [name: string, text: string, code: string, needle: string, nth?: number];

const invalid: Case[] = [
  ['no class', band(0, { classes: '', equipment: 'arc' }), 'ff/no-class', 'classes'],
  ['four classes', band(4, { classes: 'archer, soldat, chevalier, barbare', equipment: 'arc' }), 'ff/too-many-classes', 'barbare'],
  ['a class twice', band(2, { classes: 'archer, archer', equipment: 'arc' }), 'ff/duplicate-class', 'archer', 2],
  ['more classes than PC', band(1, { classes: 'archer, soldat', equipment: 'arc' }), 'ff/pc-exceeded', 'pc'],
  ['two melee weapons', band(2, { classes: 'soldat, chevalier', equipment: 'dague, masse' }), 'ff/slot-full', 'masse'],
  ['two ranged weapons', band(2, { classes: 'archer, soldat', equipment: 'couteaux-de-lancer, arbalete-legere' }), 'ff/slot-full', 'arbalete-legere'],
  ['two shields', band(2, { classes: 'chevalier, soldat', equipment: 'dague, rondache, ecu' }), 'ff/slot-full', 'ecu'],
  ['two armours', band(2, { classes: 'chevalier, soldat', equipment: 'dague, cuir, maille' }), 'ff/slot-full', 'maille'],
  ['nu and an armour', band(1, { classes: 'moine', equipment: 'dague, nu, robe' }), 'ff/slot-full', 'robe'],
  ['three matériels', band(3, { classes: 'soldat, moine, barde', equipment: 'dague, potion-de-vie, grappin, bombe' }), 'ff/slot-full', 'bombe'],
  ['nu with two matériels', band(2, { classes: 'soldat, moine', equipment: 'dague, nu, potion-de-vie, grappin' }), 'ff/nu-materiel', 'grappin'],
  ['a bow and a two-handed weapon', band(2, { classes: 'archer, soldat', equipment: 'arme-a-deux-mains, arc' }), 'ff/two-handed-conflict', 'arc]'],
  ['a crossbow and a bâton', band(2, { classes: 'archer, soldat', equipment: 'baton, arbalete-lourde' }), 'ff/two-handed-conflict', 'arbalete-lourde'],
  ['a shield with a bow, house rule two-handed-shield: forbid', `${band(2, { classes: 'archer, soldat', equipment: 'arc, rondache' })}  two-handed-shield: forbid\n`, 'ff/two-handed-shield', 'rondache'],
  ['no weapon', band(1, { classes: 'chevalier', equipment: 'cuir' }), 'ff/no-weapon', 'equipment'],
  ['two grimoires', band(2, { classes: 'magicien, soldat', equipment: 'baton, grimoire, grimoire', spells: 'sommeil, charme, soin, poison', specialty: 'magie-scolaire' }), 'ff/duplicate-grimoire', 'grimoire', 2],
  ['more equipment than pièces de fer', band(1, { classes: 'chevalier', equipment: 'arme-a-une-main, rondache, maille' }), 'ff/fer-exceeded', 'characters'],
  ['spells without a caster class', band(1, { classes: 'archer', equipment: 'arc', spells: 'soin' }), 'ff/spells-without-caster', 'spells'],
  ['a missing spell', band(1, { classes: 'magicien', equipment: 'baton', spells: 'sommeil', specialty: 'magie-scolaire' }), 'ff/missing-spells', 'spells'],
  ['a spell of the wrong domain', band(1, { classes: 'pretre', equipment: 'baton', spells: 'soin, poison', specialty: 'imposition-des-mains' }), 'ff/spell-wrong-domain', 'poison'],
  ['a spell of no domain granted, one still missing', band(1, { classes: 'magicien', equipment: 'baton', spells: 'soin', specialty: 'magie-scolaire' }), 'ff/missing-spells', 'spells'],
  ['an extra spell without grimoire', band(1, { classes: 'magicien', equipment: 'baton', spells: 'sommeil, charme, soin', specialty: 'magie-scolaire' }), 'ff/too-many-spells', 'spells'],
  ['more level II than level I', band(1, { classes: 'magicien', equipment: 'baton', spells: 'boule-de-feu, teleportation', specialty: 'magie-scolaire' }), 'ff/spell-levels', 'spells'],
  ['a spell twice', band(1, { classes: 'magicien', equipment: 'baton', spells: 'sommeil, sommeil', specialty: 'magie-scolaire' }), 'ff/duplicate-spell', 'sommeil', 2],
  ['a caster without specialty', band(1, { classes: 'magicien', equipment: 'baton', spells: 'sommeil, charme' }), 'ff/missing-specialty', 'name: P0'],
  ['a specialty of another class', band(1, { classes: 'magicien', equipment: 'baton', spells: 'sommeil, charme', specialty: 'haute-maitrise' }), 'ff/specialty-not-offered', 'specialty'],
  ['a specialty without caster', band(1, { classes: 'archer', equipment: 'arc', specialty: 'haute-maitrise' }), 'ff/specialty-without-caster', 'specialty'],
  ['an unknown class', band(1, { classes: 'chevalie', equipment: 'arc' }), 'ff/unknown-class', 'chevalie'],
  ['an unknown item', band(1, { classes: 'archer', equipment: 'arc, mail' }), 'ff/unknown-equipment', 'mail'],
  ['an unknown spell', band(1, { classes: 'magicien', equipment: 'baton', spells: 'sommeil, charm', specialty: 'magie-scolaire' }), 'ff/unknown-spell', 'charm'],
  ['an unknown specialty', band(1, { classes: 'magicien', equipment: 'baton', spells: 'sommeil, charme', specialty: 'haute-maitris' }), 'ff/unknown-specialty', 'specialty'],
  ['an unknown style', band(1, { style: 'rapide', classes: 'archer', equipment: 'arc' }), 'ff/unknown-style', 'style'],
  ['two characters with one name', band(2, { classes: 'archer', equipment: 'arc' }, { classes: 'archer', equipment: 'arc' }).replace('P1', 'p0'), 'band/duplicate-name', 'name: p0'],
  ['a key that is not documented', band(1, { classes: 'archer', equipment: 'arc' }).replace('pc: 1', 'pc: 1\ncolour: red'), 'schema/unknown-key', 'colour'],
  ['pc that is not a number', band(1, { classes: 'archer', equipment: 'arc' }).replace('pc: 1', 'pc: many'), 'schema/type', 'pc'],
  ['a negative pc', band(1, { classes: 'archer', equipment: 'arc' }).replace('pc: 1', 'pc: -1'), 'schema/too-small', 'pc'],
  ['no name', band(1, { classes: 'archer', equipment: 'arc' }).replace('name: Test\n', ''), 'schema/required', 'ruleset'],
];

describe('valid bands', () => {
  it.each(valid)('%s', async (_, text) => {
    const result = await check(text);
    expect(result.errors).toEqual([]);
  });
});

describe('invalid bands', () => {
  it.each(invalid)('%s → %s', async (_, text, code, needle, nth) => {
    const result = await check(text);
    expect(result.errors).toContainEqual({ code, ...at(text, needle, nth) });
  });
});

describe('a spell of a domain the classes do not grant (issue 37)', () => {
  it('a Magicien choosing soin: the cause named at soin, with its domain (Lumière), and nothing else about spells', async () => {
    const text = band(1, { classes: 'magicien', equipment: 'baton', spells: 'sommeil, soin', specialty: 'magie-scolaire' });
    const found = (await check(text)).diagnostics.filter((d) => d.code.includes('spell'));
    expect(found.map((d) => [d.code, d.line, d.column])).toEqual([['ff/spell-wrong-domain', at(text, 'soin').line, at(text, 'soin').column]]);
    expect(found[0]!.message).toBe('Soin is a spell of lumière: the classes of P0 grant none of it, and spells of magie are missing');
  });

  it('with a grimoire, the extra spell may be of any domain: no finding', async () => {
    const text = band(1, { classes: 'magicien', equipment: 'baton, grimoire', spells: 'sommeil, charme, soin', specialty: 'magie-scolaire' });
    expect((await check(text)).diagnostics.filter((d) => d.code.includes('spell'))).toEqual([]);
  });
});

describe('warnings', () => {
  it('unspent PC and pièces de fer are warnings, not errors', async () => {
    const text = band(3, { classes: 'archer', equipment: 'arc' });
    const result = await check(text);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      { code: 'ff/pc-unspent', ...at(text, 'pc') },
      { code: 'ff/fer-unspent', ...at(text, 'characters') },
    ]);
  });
  it('a fully spent band has none', async () => {
    expect((await check(band(1, { classes: 'archer', equipment: 'arc, cuir' }))).warnings).toEqual([]);
  });
});

describe('one pass', () => {
  it('reports every problem of a file at once', async () => {
    const text = band(1, { classes: 'archer, soldat, chevalier, barbare', equipment: 'arc, arme-a-deux-mains, chevalie' });
    const codes = (await check(text)).errors.map((e) => e.code).sort();
    expect(codes).toEqual(['ff/pc-exceeded', 'ff/too-many-classes', 'ff/two-handed-conflict', 'ff/unknown-equipment']);
  });
});

describe('issue 17: band size, the grimoire\'s spell, a shield beside a bow', () => {
  const archer = { classes: 'archer', equipment: 'arc, cuir' };
  const many = (n: number) => Array.from({ length: n }, () => archer);
  const named = (text: string) => text.replace(/name: P(\d+)/g, (_, i) => `name: P${i}`);
  it.each([
    [1, true],
    [2, true],
    [3, false],
    [10, false],
    [11, true],
    [13, true],
  ])('%i characters → a band-size warning: %s ("3 à 10 figurines par joueurs")', async (n, warned) => {
    const text = named(sized(n, ...many(n)));
    const result = await check(text);
    expect(result.errors).toEqual([]);
    expect(result.warnings.some((w) => w.code === 'ff/band-size')).toBe(warned);
  });
  it('house rules band-min and band-max move the bounds', async () => {
    const text = `${sized(2, ...many(2))}house_rules:\n  band-min: 2\n  band-max: 2\n`;
    expect((await check(text)).warnings).toEqual([]);
    const three = `${sized(3, ...many(3))}house_rules:\n  band-max: 2\n`;
    expect((await check(three)).warnings.map((w) => w.code)).toEqual(['ff/band-size']);
  });
  it('a grimoire with only the classes\' spells is a warning at the grimoire; an extra spell clears it', async () => {
    const without = band(1, { classes: 'magicien', equipment: 'baton, grimoire', spells: 'sommeil, charme', specialty: 'magie-scolaire' });
    const result = await check(without);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([{ code: 'ff/grimoire-spell-unchosen', ...at(without, 'grimoire') }]);
    const chosen = band(1, { classes: 'magicien', equipment: 'baton, grimoire', spells: 'sommeil, charme, soin', specialty: 'magie-scolaire' });
    expect((await check(chosen)).warnings).toEqual([]);
  });
  it('the grimoire\'s fix names the domains as the rulebook does, in the reader\'s language', async () => {
    const text = band(1, { classes: 'magicien', equipment: 'baton, grimoire', spells: 'sommeil, charme', specialty: 'magie-scolaire' });
    const { analysis } = await check(text);
    const fix = (lang: 'en' | 'fr') => {
      const messages = new Messages(lang, [CORE_MESSAGES, analysis.ruleset!.messages]);
      return diagnostics(analysis, messages).find((d) => d.code === 'ff/grimoire-spell-unchosen')?.fix;
    };
    expect(fix('en')).toBe('add one spell: of level I from Magie, Ténèbres, Lumière, Nature, of level II from Magie');
    expect(fix('fr')).toBe('ajoutez un sort : de niveau I parmi Magie, Ténèbres, Lumière, Nature, de niveau II parmi Magie');
  });
  it('a shield beside a bow is an info, not an error (two-handed-shield: carry)', async () => {
    const text = band(2, { classes: 'archer, soldat', equipment: 'arme-a-une-main, rondache, arc' });
    const result = await check(text);
    expect(result.errors).toEqual([]);
    expect(result.infos).toEqual([{ code: 'ff/shield-unused', ...at(text, 'rondache') }]);
  });
});

/**
 * Each finding whole: message (its arguments filled in), limit, actual, the rulebook's names shown for ids, path and
 * position; and no other finding. A name with an accent (Général, Bénédiction, Écu) tells the name from the id.
 */
const full = async (text: string) =>
  (await check(text)).diagnostics.map(({ severity, code, path, line, column, message, limit, actual, names }) => ({ severity, code, path, line, column, message, limit, actual, names }));
type Whole = { severity?: string; code: string; path: string; message: string; limit?: string | number; actual?: string | number; names?: Record<string, string> };
const found = (text: string, needle: string, finding: Whole, nth = 1) => ({ severity: 'error', ...finding, ...at(text, needle, nth) });
const caster = (classes: string, equipment: string, spells: string, specialty?: string) => ({ classes, equipment, spells, ...(specialty ? { specialty } : {}) });

const grimoireUnchosen = (text: string, limit: string) =>
  found(text, 'grimoire', { severity: 'warning', code: 'ff/grimoire-spell-unchosen', path: 'characters[0].equipment[1]', message: "P0 has a grimoire but no spell beyond the classes' grants", limit });
const fullCases: [string, string, (text: string) => ReturnType<typeof found>[]][] = [
  ['no class: "Une figurine n\'ayant pas de Classe ne jouera pas", at least 1', band(0, { classes: '', equipment: 'arc' }), (t) => [
    found(t, 'classes', { code: 'ff/no-class', path: 'characters[0].classes', message: 'P0 has no class', limit: 1, actual: 0 }),
  ]],
  ['a class twice: "Chaque Classe ne peut être choisie qu\'une seule fois"', band(2, { classes: 'general, general', equipment: 'arc, cuir, grappin' }), (t) => [
    found(t, 'general', { code: 'ff/duplicate-class', path: 'characters[0].classes[1]', message: 'P0 takes général twice', actual: 'general', names: { actual: 'général' } }, 2),
  ]],
  ['two grimoires: "doit être unique dans un équipement"', band(3, { classes: 'magicien, soldat, barde', equipment: 'baton, grimoire, grimoire, cuir, couteaux-de-lancer', spells: 'sommeil, charme, soin, force', specialty: 'magie-scolaire' }), (t) => [
    found(t, 'grimoire', { code: 'ff/duplicate-grimoire', path: 'characters[0].equipment[2]', message: 'P0 carries 2 grimoires', limit: 1, actual: 2 }, 2),
  ]],
  ['no weapon: "Le personnage obtient de base une arme de Mêlée ou de Tir"', band(1, { classes: 'chevalier', equipment: 'cuir' }), (t) => [
    found(t, 'equipment', { code: 'ff/no-weapon', path: 'characters[0].equipment', message: 'P0 has no weapon' }),
  ]],
  ['two weapons needing both hands: "mutuellement exclusifs"', band(1, { classes: 'archer', equipment: 'arme-a-deux-mains, arbalete-lourde' }), (t) => [
    found(t, 'arbalete-lourde', { code: 'ff/two-handed-conflict', path: 'characters[0].equipment[1]', message: 'P0 carries arme à deux mains and arbalète lourde, both needing two hands', actual: 'arbalete-lourde', names: { actual: 'arbalète lourde' } }),
  ]],
  ['an écu beside a crossbow: carried, unused', band(1, { classes: 'archer', equipment: 'arbalete-legere, ecu' }), (t) => [
    found(t, 'ecu', { severity: 'info', code: 'ff/shield-unused', path: 'characters[0].equipment[1]', message: 'P0 carries écu beside arbalète légère: the shield does not count while the arbalète légère is used', actual: 'ecu', names: { actual: 'écu' } }),
  ]],
  ['an écu beside a crossbow, two-handed-shield: forbid', `${band(1, { classes: 'archer', equipment: 'arbalete-legere, ecu' })}  two-handed-shield: forbid\n`, (t) => [
    found(t, 'ecu', { code: 'ff/two-handed-shield', path: 'characters[0].equipment[1]', message: 'P0 carries écu with arbalète légère', actual: 'ecu', names: { actual: 'écu' } }),
  ]],
  ['a spell missing in one domain: the Prêtre\'s 2 spells of Lumière', band(1, { classes: 'pretre', equipment: 'baton, robe', spells: 'soin', specialty: 'imposition-des-mains' }), (t) => [
    found(t, 'spells', { code: 'ff/missing-spells', path: 'characters[0].spells', message: 'P0 knows 1 spell(s) of lumière, the classes grant 2', limit: 2, actual: 1 }),
  ]],
  ['two level II spells of Ténèbres: "autant ou plus de sorts du Niveau I que du Niveau II"', band(1, { classes: 'necromancien', equipment: 'baton, robe', spells: 'terreur, reincarnation', specialty: 'cremation-de-l-ame' }), (t) => [
    found(t, 'spells', { code: 'ff/spell-levels', path: 'characters[0].spells', message: 'P0 has 2 level II spell(s) of ténèbres for 0 level I', limit: 0, actual: 2 }),
  ]],
  ['a spell twice: "Les sorts choisis dans les listes doivent être tous différents"', band(1, { classes: 'pretre', equipment: 'baton, robe', spells: 'benediction, benediction', specialty: 'imposition-des-mains' }), (t) => [
    found(t, 'benediction', { code: 'ff/duplicate-spell', path: 'characters[0].spells[1]', message: 'P0 knows bénédiction twice', actual: 'benediction', names: { actual: 'bénédiction' } }, 2),
  ]],
  ['a specialty without a caster class', band(1, { classes: 'archer', equipment: 'arc, cuir', specialty: 'creation-de-potion' }), (t) => [
    found(t, 'specialty', { code: 'ff/specialty-without-caster', path: 'characters[0].specialty', message: 'P0 has a specialty without a caster class', actual: 'creation-de-potion', names: { actual: 'création de potion' } }),
  ]],
  // "une unique Spécialité parmi les Spécialités proposées par les classes de Lanceurs de Sorts": the archer offers none.
  ['no specialty: those of the two caster classes, none of the archer', band(3, { classes: 'archer, archimage, sage', equipment: 'arc, robe, grappin, potion-de-vie', spells: 'soin, sommeil, poison, force' }), (t) => [
    found(t, 'name: P0', { code: 'ff/missing-specialty', path: 'characters[0]', message: 'P0 is a caster without a specialty', limit: 'haute-maitrise | mille-annees-de-sagesse', names: { limit: 'Haute Maîtrise | Mille années de sagesse' } }),
  ]],
  ['a specialty no class offers', band(3, { classes: 'archer, archimage, sage', equipment: 'arc, robe, grappin, potion-de-vie', spells: 'soin, sommeil, poison, force', specialty: 'cremation-de-l-ame' }), (t) => [
    found(t, 'specialty', { code: 'ff/specialty-not-offered', path: 'characters[0].specialty', message: "P0 takes crémation de l'Âme, not offered by the classes", limit: 'haute-maitrise | mille-annees-de-sagesse', actual: 'cremation-de-l-ame', names: { actual: "crémation de l'Âme", limit: 'Haute Maîtrise | Mille années de sagesse' } }),
  ]],
  // "Ce bonus de 1 Sort peut concerner n'importe quelle des 4 listes", level II only where level I stays ahead.
  ['a grimoire unused: a level II spell only where level I is ahead (Magie and Lumière)', band(2, { ...caster('archimage, soldat', 'baton, grimoire', 'soin, sommeil', 'haute-maitrise') }), (t) => [
    found(t, 'characters', { severity: 'warning', code: 'ff/fer-unspent', path: 'characters', message: '2 pièce(s) de fer left unspent (1 of 3)', limit: 3, actual: 1 }),
    grimoireUnchosen(t, 'niveau I : magie, tenebres, lumiere, nature ; niveau II : magie, lumiere'),
  ]],
  ['a grimoire unused, level I and II even in Nature: a level I spell only', band(2, { ...caster('druide, soldat', 'baton, grimoire', 'poison, eclair', 'langage-animal') }), (t) => [
    found(t, 'characters', { severity: 'warning', code: 'ff/fer-unspent', path: 'characters', message: '2 pièce(s) de fer left unspent (1 of 3)', limit: 3, actual: 1 }),
    grimoireUnchosen(t, 'niveau I : magie, tenebres, lumiere, nature'),
  ]],
];

describe('every finding in full, and no other', () => {
  it.each(fullCases)('%s', async (_, text, expected) => {
    expect(await full(text)).toEqual(expected(text));
  });
});
