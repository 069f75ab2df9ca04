import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { draftOf, stepContext, type BuildChoice } from '../../../src/core/ruleset/builder.js';
import { BUILD_MESSAGES } from '../../../src/core/messages/build.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { spellHelp, wholeText } from '../../../src/rulesets/flammes-et-fantassins/builder/labels.js';
import { ruleset } from '../../../src/rulesets/flammes-et-fantassins/index.js';

const builder = ruleset.builder;
const words = (lang: 'en' | 'fr') => new Messages(lang, [CORE_MESSAGES, BUILD_MESSAGES, ruleset.messages, builder.messages]);
const character = (name: string, style: string, classes: string, equipment: string, extra = '') =>
  `  - name: ${name}\n    style: ${style}\n    classes: [${classes}]\n    equipment: [${equipment}]\n${extra}`;
const band = (pc: number, ...characters: string[]) => `ruleset: flammes-et-fantassins\nname: T\npc: ${pc}\ncharacters:\n${characters.join('')}`;

function context(yaml: string, index = 0, lang: 'en' | 'fr' = 'en') {
  const d = draftOf(ruleset, parseDocument(yaml));
  return stepContext(ruleset, d, ruleset.roster(d.band as never)[index]!, lang, words(lang)) as never;
}
const step = (id: string) => builder.steps.find((s) => s.id === id)!;
const choices = (id: string, yaml: string, index = 0, lang: 'en' | 'fr' = 'en'): readonly BuildChoice[] => step(id).choices(context(yaml, index, lang));
/** Consecutive equal values once each: the sections of a list in order. */
const runs = (values: readonly (string | undefined)[]) => values.filter((v, i) => i === 0 || v !== values[i - 1]);

const BASE_WEAPONS = ['arme-a-deux-mains', 'arme-a-une-main', 'baton', 'dague', 'masse', 'arbalete-legere', 'arbalete-lourde', 'arc', 'arc-long', 'couteaux-de-lancer'];
const OTHER_ITEMS = ['rondache', 'ecu', 'robe', 'cuir', 'maille', 'plaque', 'nu', 'grappin', 'grimoire', 'materiel-de-crochetage', 'bombe', 'bombe-de-repulsif-a-chat', 'potion-de-vie', 'potion-de-force', 'potion-d-armure', 'potion-de-vitesse', 'potion-d-eloquence'];
const NATURE_SCROLLS = ['toile-d-araignee', 'poison', 'peau-d-ecorce', 'changeforme', 'brouillard', 'eclair', 'fusion-dans-la-terre', 'marche-des-forets-et-collines'].map((s) => `parchemin-${s}`);
const LUMIERE_SCROLLS = ['soin', 'force', 'silence', 'benediction', 'cercle-de-protection', 'resurrection', 'soin-des-foules', 'rayon-de-lumiere'].map((s) => `parchemin-${s}`);

describe('F&F builder: the equipment list', () => {
  it('unarmed: the base weapons first, free, then shields, armours, matériel, the scrolls of its domains last', () => {
    const list = choices('equipment', band(3, character('D', 'agile', 'druide', '')));
    expect(list.map((c) => c.value)).toStrictEqual([...BASE_WEAPONS, ...OTHER_ITEMS, ...NATURE_SCROLLS]);
    expect(runs(list.map((c) => c.section))).toStrictEqual(['Base weapon, free: melee or ranged', 'bouclier', 'armure', 'matériel', 'parchemins (for the spells of the domains)']);
    expect(list.map((c) => c.label.split(' — ')[1])).toStrictEqual([...BASE_WEAPONS.map(() => 'free (the base weapon)'), ...OTHER_ITEMS.map((id) => (id === 'nu' ? 'free' : '1 pièce de fer')), ...NATURE_SCROLLS.map(() => '1 pièce de fer')]);
    expect(list[0]!.edits).toStrictEqual([{ op: 'add', path: ['characters', 0, 'equipment'], value: 'arme-a-deux-mains' }]);
  });

  it('armed: removals first (unknown names as written), weapons by kind at one pièce de fer, scrolls of every domain its classes grant', () => {
    const list = choices('equipment', band(3, character('P', 'agile', 'druide, pretre', 'baton, xyz')));
    expect(list.slice(0, 2).map((c) => [c.value, c.label, c.section, c.edits])).toStrictEqual([
      ['remove:0', 'Remove Bâton', 'chosen', [{ op: 'delete', path: ['characters', 0, 'equipment', 0] }]],
      ['remove:1', 'Remove xyz', 'chosen', [{ op: 'delete', path: ['characters', 0, 'equipment', 1] }]],
    ]);
    const adds = list.slice(2);
    expect(adds.map((c) => c.value)).toStrictEqual([...BASE_WEAPONS, ...OTHER_ITEMS, ...LUMIERE_SCROLLS, ...NATURE_SCROLLS]);
    expect(runs(adds.map((c) => c.section))).toStrictEqual(['arme de mêlée', 'arme à distance', 'bouclier', 'armure', 'matériel', 'parchemins (for the spells of the domains)']);
    expect(adds.slice(0, 10).map((c) => c.label.split(' — ')[1])).toStrictEqual(BASE_WEAPONS.map(() => '1 pièce de fer'));
    expect(adds.find((c) => c.value === 'parchemin-soin')!.label).toBe('Parchemin (Soin) — 1 pièce de fer');
  });

  it('an armour or matériel does not arm: the weapons stay free', () => {
    const list = choices('equipment', band(3, character('D', 'agile', 'soldat', 'cuir, potion-de-vie')));
    expect(list.slice(2, 12).map((c) => [c.value, c.label.split(' — ')[1], c.section])).toStrictEqual(BASE_WEAPONS.map((id) => [id, 'free (the base weapon)', 'Base weapon, free: melee or ranged']));
  });

  it('a free item (nu) is free even once armed; in French', () => {
    const list = choices('equipment', band(1, character('A', 'agile', 'archer', 'arc')), 0, 'fr');
    expect(list.find((c) => c.value === 'nu')!.label).toBe('Nu — gratuit');
    expect(list.find((c) => c.value === 'arme-a-une-main')!.label).toBe('Arme à une main — 1 pièce de fer');
    expect(list.find((c) => c.value === 'remove:0')!.label).toBe('Retirer Arc');
    const unarmed = choices('equipment', band(1, character('A', 'agile', 'archer', '')), 0, 'fr');
    expect([unarmed[0]!.label, unarmed[0]!.section]).toStrictEqual(["Arme à deux mains — gratuite (l'arme de base)", 'Arme de base, gratuite : de mêlée ou de tir']);
  });
});

describe('F&F builder: the spells list', () => {
  it('the domains its classes grant first, level I before II; with a grimoire, the other lists after, each section with its grant', () => {
    const list = choices('spells', band(3, character('P', 'agile', 'druide, pretre', 'baton, grimoire', '    spells: [soin, zzz]\n')));
    expect(list.slice(0, 2).map((c) => [c.value, c.label, c.section, c.edits])).toStrictEqual([
      ['remove:0', 'Remove Soin', 'chosen', [{ op: 'delete', path: ['characters', 0, 'spells', 0] }]],
      ['remove:1', 'Remove zzz', 'chosen', [{ op: 'delete', path: ['characters', 0, 'spells', 1] }]],
    ]);
    const adds = list.slice(2);
    expect(adds.map((c) => c.label)).toStrictEqual([
      'Force — Lumière I',
      'Silence — Lumière I',
      'Bénédiction — Lumière I',
      'Cercle de Protection — Lumière I',
      "Toile d'araignée — Nature I",
      'Poison — Nature I',
      "Peau d'écorce — Nature I",
      'Changeforme — Nature I',
      'Brouillard — Nature I',
      'Résurrection — Lumière II',
      'Soin des foules — Lumière II',
      'Rayon de lumière — Lumière II',
      'Eclair — Nature II',
      'Fusion dans la terre — Nature II',
      'Marche des forêts et collines — Nature II',
      'Armure de Mage — Magie I',
      'Projectile magique — Magie I',
      'Sommeil — Magie I',
      'Image miroir — Magie I',
      'Charme — Magie I',
      'Fascination pour les Ténèbres — Ténèbres I',
      'Forme spectrale — Ténèbres I',
      'Vampirisme — Ténèbres I',
      "Frappe de l'Ombre — Ténèbres I",
      'Acide — Ténèbres I',
      'Téléportation — Magie II',
      'Boule de feu — Magie II',
      "Drain d'énergie magique — Magie II",
      'Marche des Batiments — Ténèbres II',
      'Terreur — Ténèbres II',
      'Réincarnation — Ténèbres II',
    ]);
    expect(runs(adds.map((c) => c.section))).toStrictEqual(['Lumière (2)', 'Nature (2)', 'Lumière (2)', 'Nature (2)', 'Magie (0)', 'Ténèbres (0)', 'Magie (0)', 'Ténèbres (0)']);
    expect(adds[0]!.edits).toStrictEqual([{ op: 'add', path: ['characters', 0, 'spells'], value: 'force' }]);
    expect(adds.find((c) => c.value === 'brouillard')!.description).toBe(
      "0 PA · - Un brouillard se lève sur tout le plateau de jeu et chaque attaque de Tir et de Magie à distance aura un malus de 2 à la Touche jusqu'à la fin du Round. Si l'une d'entre elle touche, le sort se dissipe immédiatement.",
    );
  });

  it('without a grimoire, only the granted lists; a non-caster who knows spells is asked only to remove them', () => {
    const druide = choices('spells', band(3, character('D', 'agile', 'druide', 'baton')));
    expect(new Set(druide.map((c) => c.section))).toStrictEqual(new Set(['Nature (2)']));
    const soldat = band(3, character('S', 'agile', 'soldat', 'arc, grimoire', '    spells: [soin]\n'));
    expect(step('spells').applies(context(soldat))).toBe(true);
    expect(choices('spells', soldat).map((c) => c.value)).toStrictEqual(['remove:0']);
    expect(step('spells').applies(context(band(3, character('S', 'agile', 'soldat', 'arc', '    spells: []\n'))))).toBe(false);
  });
});

describe('F&F builder: specialty and style', () => {
  it('the specialties its caster classes offer, with the class and the whole effect; no "none" when none is written', () => {
    expect(choices('specialty', band(3, character('P', 'agile', 'druide, pretre', 'baton')))).toStrictEqual([
      {
        value: 'langage-animal',
        label: 'Langage animal (Druide)',
        description:
          'une fois durant la partie et pendant son activation, le Druide peut déplacer le Chat Noir de 0 à 4 pouces. La distance du Chat Noir au Druide importe peu et cet effet compte pour pouvoir convertir 2 PA de Bande en PA de Commandement au prochain tour.',
        current: false,
        edits: [{ op: 'set', path: ['characters', 0, 'specialty'], value: 'langage-animal' }],
      },
      {
        value: 'imposition-des-mains',
        label: 'Imposition des Mains (Prêtre)',
        description: 'le Prêtre obtient la carte de Talent "Imposition des Mains". Cette carte de Talent marche comme le Talent du même nom.',
        current: false,
        edits: [{ op: 'set', path: ['characters', 0, 'specialty'], value: 'imposition-des-mains' }],
      },
    ]);
  });

  it('a non-caster with a specialty written is asked, to remove it (in French too)', () => {
    const yaml = band(3, character('S', 'agile', 'soldat', 'arc', '    specialty: langage-animal\n'));
    expect(step('specialty').applies(context(yaml))).toBe(true);
    expect(choices('specialty', yaml)).toStrictEqual([{ value: '-', label: 'no specialty', edits: [{ op: 'delete', path: ['characters', 0, 'specialty'] }] }]);
    expect(choices('specialty', yaml, 0, 'fr')[0]!.label).toBe('aucune spécialité');
    expect(step('specialty').applies(context(band(3, character('S', 'agile', 'soldat', 'arc'))))).toBe(false);
  });

  it('style: each sets the style with its line as a comment; the second character is edited at its own path', () => {
    const yaml = band(3, character('A', 'agile', 'soldat', 'arc'), character('P', 'puissant', 'soldat', 'arc'));
    expect(choices('style', yaml, 1)).toStrictEqual([
      { value: 'agile', label: 'agile: Mêlée and CA from DEX; no Charge', current: false, edits: [{ op: 'set', path: ['characters', 1, 'style'], value: 'agile', comment: 'agile: Mêlée and CA from DEX; no Charge' }] },
      { value: 'puissant', label: 'puissant: Mêlée from FOR, CA from CON; may Charge', current: true, edits: [{ op: 'set', path: ['characters', 1, 'style'], value: 'puissant', comment: 'puissant: Mêlée from FOR, CA from CON; may Charge' }] },
    ]);
    expect(choices('style', yaml, 0, 'fr').map((c) => c.label)).toStrictEqual(['agile: Mêlée et CA depuis la DEX ; pas de Charge', 'puissant: Mêlée depuis la FOR, CA depuis la CON ; Charge permise']);
  });

  it('classes: added at the path of the character; every step applies to every character', () => {
    const yaml = band(3, character('A', 'agile', 'soldat', 'arc'), character('P', 'puissant', '', ''));
    const adds = choices('classes', yaml, 1);
    expect(adds[0]).toMatchObject({ value: 'archer', section: 'Guerriers', edits: [{ op: 'add', path: ['characters', 1, 'classes'], value: 'archer' }] });
    expect(runs(adds.map((c) => c.section))).toStrictEqual(['Guerriers', 'Roublards', 'Lanceurs de Sorts']);
    const label = (id: string) => adds.find((c) => c.value === id)!.label;
    expect(['archer', 'barbare', 'bretteur', 'alchimiste', 'pretre'].map(label)).toStrictEqual([
      'Archer — DEX +1, CON +1, Tir +1, PV +2',
      'Barbare — FOR +2, Dép. +1, PV +2',
      'Bretteur — DEX +1, FOR +1, PV +1; talents: Botte secrète, Esquive',
      'Alchimiste — DEX +1, INT +1; spells: Ténèbres 1, Nature 1; specialty: Création de potion',
      'Prêtre — CON +1, SAG +1; spells: Lumière 2; specialty: Imposition des Mains',
    ]);
    const french = choices('classes', yaml, 1, 'fr').find((c) => c.value === 'alchimiste')!.label;
    expect(french).toBe('Alchimiste — DEX +1, INT +1; sorts: Ténèbres 1, Nature 1; spécialité: Création de potion');
    for (const id of ['style', 'classes', 'equipment']) expect(step(id).applies(context(yaml, 1))).toBe(true);
  });
});

describe('F&F builder: the help line under a choice', () => {
  it('a rule text whole, on one line: each line break and the spaces around it become one space, ends trimmed', () => {
    expect(wholeText('  Portée 8.\n  Recharge.\n\nFin  ')).toBe('Portée 8. Recharge. Fin');
    expect(wholeText('a\nb')).toBe('a b');
    expect(spellHelp({ cost: '1 PA', condition: 'soi-même.', effect: 'Un.\nDeux.' })).toBe('1 PA · soi-même. Un. Deux.');
  });

  it('a spell or a specialty written on several lines', () => {
    const mage = band(3, character('M', 'agile', 'magicien, necromancien', 'baton'));
    expect(choices('spells', mage).find((c) => c.value === 'teleportation')!.description).toBe(
      "1 PA · 1 cible à vue. Le Mage peut lancer ce sort sur soi-même. le Mage ou sa cible se téléporte à une distance de 2x le Déplacement du Mage. Les distances sont calculées à vol d'oiseau et peuvent traverser des éléments du décor. Si le Mage cible une figurine ennemie, il doit d'abord réussir un Jet de Magie contre la Tra de la cible pour la déplacer d'une distance égale au dé d'Effet. Le Mage peut téléporter une cible ennemie hors de la zone de jeu (cette figurine est alors considérée comme fuyarde).",
    );
    expect(choices('specialty', mage).map((c) => [c.label, c.description!.includes('\n'), c.description!.includes('round. Le choix')])).toStrictEqual([
      ['Magie Scolaire (Magicien)', false, false],
      ["Crémation de l'Âme (Nécromancien)", false, true],
    ]);
  });
});
