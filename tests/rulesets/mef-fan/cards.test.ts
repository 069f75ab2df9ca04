/** `print`: the roster page and a card per unit, in the rulebook's words, every label in English and French. */
import { describe, expect, it } from 'vitest';
import { hasEquipment, hasSkill } from '../../../src/rulesets/mef-fan/band.js';
import { cards, displayName, sheet } from '../../../src/rulesets/mef-fan/cards.js';
import { EQUIPMENT, SKILLS } from '../../../src/rulesets/mef-fan/catalogue.js';
import { derive } from '../../../src/rulesets/mef-fan/derive.js';
import { bandOf, baseUnit, richBand } from './helpers.js';

const VOL = "Elle ne sera normalement pas au sol (sauf si son possesseur le désire et le précise) à moins qu'elle ne charge une unité au sol. Tant qu'elle sera en vol, aucune autre unité ne pourra l'engager en Mêlée sauf si elle aussi dispose de Vol. Elle sera en revanche parfaitement atteignable par les tirs et autres.";
const BOND = "Elle est au sol en début et fin de son déplacement, mais effectue celui-ci dans les airs et peut donc normalement ignorer tout terrain infranchissable ou difficile. Elle peut décider de se déplacer normalement ou de bondir. Si elle décide de bondir, son déplacement s'effectuera forcément en ligne droite.";
const LANCE = "Une unité équipée d'une lance obtient un bonus supplémentaire de 1 en Mêlée en charge (+2 au total, donc +3 si elle charge dans le dos) ou en garde.";
const EFFRAYANT = "cette unité terrorise l'adversaire. Celui-ci effectue un jet de Men et, s'il le rate, aura un malus de -1 en Mél pour ce tour de corps-à-corps.";
const ECLAIR = 'jet de Tir 3 perforant 2 sans malus ni bonus sur une figurine (pas une unité, juste une figurine).';

const stats = (dep: number, mel: string, tir: string, def: number, men: number, vie: number) => [
  [
    { label: 'Dép', value: dep },
    { label: 'Mél', value: mel },
    { label: 'Tir', value: tir },
    { label: 'Déf', value: def },
    { label: 'Men', value: men },
    { label: 'Vie', value: vie },
  ],
];

describe('cards', () => {
  it('a personnage and a troupe of two, in English', () => {
    const band = richBand();
    expect(cards(band, derive(band), 'en')).toEqual([
      {
        kind: 'Character',
        title: 'Sorcière',
        cost: '10#',
        subtitle: 'Magicien',
        stats: stats(0, '2', '-', 1, 4, 1),
        tracks: [{ label: 'Vie', boxes: 1 }],
        lines: [],
        rules: [
          { title: 'Spell: Éclair magique', text: ECLAIR },
          { title: 'Spell: Danse des ombres', text: '' },
        ],
      },
      {
        kind: 'Unit',
        title: 'Cavaliers',
        count: 2,
        cost: '60# × 2 = 120#',
        subtitle: 'Troupe · Vol',
        stats: stats(3, '3 P1 / 2', '4 / 2', 2, 3, 2),
        tracks: [{ label: 'Figures', boxes: 2 }, { label: 'Vie (each)', boxes: 2 }],
        lines: [
          { label: 'Tir 4 Perforant 1', text: 'portée longue (120 cm), munition unique' },
          { label: 'Tir 2 Perforant 2', text: 'portée courte (30 cm), munitions limitées' },
        ],
        rules: [
          { title: 'Vol', text: VOL },
          { title: 'Perforant 1', text: "L'adversaire aura un malus de 1 à son score de Déf." },
          { title: 'Perforant 2', text: "L'adversaire aura un malus de 2 à son score de Déf." },
          { title: 'Lance', text: LANCE },
          { title: 'Effrayant', text: EFFRAYANT },
        ],
      },
    ]);
  });

  it('the same in French, and French by default', () => {
    const band = richBand();
    const [sorciere, cavaliers] = cards(band, derive(band), 'fr');
    expect([sorciere!.kind, cavaliers!.kind]).toEqual(['Personnage', 'Unité']);
    expect(sorciere!.rules!.map((r) => r.title)).toEqual(['Sort : Éclair magique', 'Sort : Danse des ombres']);
    expect(sorciere!.tracks).toEqual([{ label: 'Vie', boxes: 1 }]);
    expect(cavaliers!.tracks).toEqual([{ label: 'Figurines', boxes: 2 }, { label: 'Vie (chacune)', boxes: 2 }]);
    expect(cards(band, derive(band))).toEqual(cards(band, derive(band), 'fr'));
  });

  it('Perforant named once when a Mél and a Tir score share it; a Tir without Perforant; Bond; no rule of its own for a normal movement', () => {
    const band = bandOf([
      { ...baseUnit, name: 'A', dep: 3, movement: 'bond', mel: [{ score: 2, perforant: 1 }], tir: [{ score: 3, perforant: 1 }, { score: 1 }] },
      { ...baseUnit, name: 'B', mel: [{ score: 1 }] },
    ]);
    const [a, b] = cards(band, derive(band), 'en');
    expect(a!.subtitle).toBe('Troupe · Bond');
    expect(a!.rules).toEqual([
      { title: 'Bond', text: BOND },
      { title: 'Perforant 1', text: "L'adversaire aura un malus de 1 à son score de Déf." },
    ]);
    expect(a!.lines).toEqual([
      { label: 'Tir 3 Perforant 1', text: 'portée normale (60 cm), munitions illimitées' },
      { label: 'Tir 1', text: 'portée normale (60 cm), munitions illimitées' },
    ]);
    expect(b!.subtitle).toBe('Troupe');
    expect(b!.rules).toEqual([]);
    expect(b).not.toHaveProperty('count');
  });
});

describe('the roster page', () => {
  it('points, units, figures and campaign; one row per unit with its extras and costs, in English', () => {
    const band = richBand();
    expect(sheet(band, derive(band), 'en')).toEqual([
      { kind: 'heading', text: 'Riche (Mini Figs Mef-Fan)' },
      { kind: 'pairs', items: [['points (spent / agreed)', '130 / 500'], ['units', 2], ['figures', 3], ['campaign', 'no']] },
      {
        kind: 'table',
        columns: ['name', 'role', 'figures', 'Dép', 'Mél', 'Tir', 'Déf', 'Men', 'Vie', 'equipment, skills, spells', 'cost / figure', 'cost / unit'],
        rows: [
          ['Sorcière', 'Magicien', 1, '0', '2', '-', 1, 4, 1, 'Éclair magique, Danse des ombres', '10#', '10#'],
          ['Cavaliers', 'Troupe', 2, '3 Vol', '3 P1 / 2', '4 P1, longue / 2 P2, courte', 2, 3, 2, 'Lance, Effrayant', '60#', '120#'],
        ],
      },
    ]);
  });

  it('in French, a campaign army; a unit with nothing extra shows a dash', () => {
    const band = bandOf([{ ...baseUnit, name: 'Gobelins', models: 3, dep: 2, mel: [{ score: 1 }] }], { name: 'Nains', points: 50, campaign: true });
    expect(sheet(band, derive(band), 'fr')).toEqual([
      { kind: 'heading', text: 'Nains (Mini Figs Mef-Fan)' },
      { kind: 'pairs', items: [['points (dépensés / convenus)', '12 / 50'], ['unités', 1], ['figurines', 3], ['campagne', 'oui']] },
      {
        kind: 'table',
        columns: ['nom', 'rôle', 'figurines', 'Dép', 'Mél', 'Tir', 'Déf', 'Men', 'Vie', 'équipement, compétences, sorts', 'coût / figurine', 'coût / unité'],
        rows: [['Gobelins', 'Troupe', 3, '2', '1', '-', 0, 0, 1, '-', '4#', '12#']],
      },
    ]);
  });
});

describe('equipment and skills', () => {
  it('every one of the catalogue has its rule text on the card', () => {
    const band = bandOf([{ ...baseUnit, name: 'A', equipment: EQUIPMENT.map((e) => e.id), skills: SKILLS.map((k) => k.id) }]);
    const rules = cards(band, derive(band), 'en')[0]!.rules!;
    expect(rules.map((r) => r.title)).toEqual(['Lance', 'Effrayant']);
    for (const rule of rules) expect(rule.text.length, rule.title).toBeGreaterThan(50);
  });

  it('a unit has the equipment or skill asked, not another', () => {
    const [a, b] = bandOf([{ ...baseUnit, name: 'A', equipment: ['lance'], skills: ['effrayant'] }, { ...baseUnit, name: 'B' }]).units;
    expect([hasEquipment(a!, 'lance'), hasEquipment(a!, 'bouclier'), hasEquipment(b!, 'lance')]).toEqual([true, false, false]);
    expect([hasSkill(a!, 'effrayant'), hasSkill(a!, 'rapide'), hasSkill(b!, 'effrayant')]).toEqual([true, false, false]);
  });
});

describe('displayName', () => {
  it.each([
    ['porte-banniere', 'Porte-bannière'],
    ['normal', ''],
    ['tres-longue', 'très longue'],
    ['unique', 'munition unique'],
    ['vision-de-l-aigle', "Vision de l'aigle"],
    ['a-home-made-spell', 'a-home-made-spell'],
  ])('%s → %s', (id, name) => expect(displayName(id)).toBe(name));
});
