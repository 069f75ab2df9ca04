/** `show`'s view, `print`'s roster page and cards, whole, in English and French. */
import { describe, expect, it } from 'vitest';
import type { ArgadBand, ArgadCharacter } from '../../../src/rulesets/argad/band.js';
import { ARMOURS } from '../../../src/rulesets/argad/catalogue/armour.js';
import { MELEE } from '../../../src/rulesets/argad/catalogue/melee.js';
import { RANGED } from '../../../src/rulesets/argad/catalogue/ranged.js';
import { ruleset } from '../../../src/rulesets/argad/index.js';
import { band } from './helpers.js';

const TROOP = `
ruleset: argad
name: Cards
pack_animals: 2
characters:
  - { name: Yann, class: 5, armour: '5*', melee: longue, role: chef, mounted: cavalier, health_points: 2, skills: [charisme, soigneur], health: 4, morale: 6, die: 8 }
  - { name: Archers, count: 6, class: 3, armour: legere, melee: courte, ranged: arc }
  - { name: Pistolier, class: 4, armour: 4, melee: courte, ranged: pistolet, role: porte-embleme, mounted: pieton-monte }
`;
const EQUIPMENT_EN = 'Equipment has no cost in this rulebook: armour, weapons and training are priced by the supplements of each period.';
const EQUIPMENT_FR = "L'équipement n'a pas de coût dans cette règle : armure, armes et entraînement sont chiffrés par les suppléments de chaque époque.";

describe('show', () => {
  it('the budget and one line per character, in English', () => {
    const troop = band(TROOP);
    expect(ruleset.view(ruleset.derive(troop), 'en')).toStrictEqual([
      { kind: 'heading', text: 'Cards (Argad!)' },
      { kind: 'pairs', items: [['budget (points)', 43]] },
      { kind: 'table', columns: ['name', 'count', 'classe', 'armure', 'cost'], rows: [['Yann', 1, 5, '5*', 15], ['Archers', 6, 3, 'légère', 18], ['Pistolier', 1, 4, '4', 6]] },
      { kind: 'lines', lines: ['', EQUIPMENT_EN] },
    ]);
  });

  it('in French', () => {
    const troop = band(TROOP);
    const view = ruleset.view(ruleset.derive(troop), 'fr');
    expect(view[2]).toMatchObject({ columns: ['nom', 'nombre', 'classe', 'armure', 'coût'] });
    expect(view[3]).toStrictEqual({ kind: 'lines', lines: ['', EQUIPMENT_FR] });
  });
});

describe('print: the roster page', () => {
  const rows = [
    ['Yann (Chef)', 1, 5, '5*', 4, 6, 'arme longue', 'Charisme, meneur d’hommes, persuasion, Soigneur ou médic qualifié', 15],
    ['Archers', 6, 3, 'légère', 3, 3, 'arme courte, arc simple européen', '-', 18],
    ['Pistolier (Porte-emblème)', 1, 4, '4', 4, 4, 'arme courte, pistolet à silex', '-', 6],
  ];

  it('points, figures and pack animals; a line per character with its role, weapons and skills (English)', () => {
    const troop = band(TROOP);
    expect(ruleset.sheet(troop, ruleset.derive(troop), 'en')).toStrictEqual([
      { kind: 'heading', text: 'Cards (Argad!)' },
      { kind: 'pairs', items: [['points (total)', 43], ['figures', 8], ['pack animals', 2]] },
      { kind: 'table', columns: ['name', 'count', 'Classe', 'Armure', 'Santé', 'Moral', 'weapons', 'skills', 'cost'], rows },
      { kind: 'lines', lines: [EQUIPMENT_EN] },
    ]);
  });

  it('in French', () => {
    const troop = band(TROOP);
    expect(ruleset.sheet(troop, ruleset.derive(troop), 'fr')).toStrictEqual([
      { kind: 'heading', text: 'Cards (Argad!)' },
      { kind: 'pairs', items: [['points (total)', 43], ['figurines', 8], ['animaux de bât', 2]] },
      { kind: 'table', columns: ['nom', 'nombre', 'Classe', 'Armure', 'Santé', 'Moral', 'armes', 'compétences', 'coût'], rows },
      { kind: 'lines', lines: [EQUIPMENT_FR] },
    ]);
  });

  it('no pack animals, no line for them', () => {
    const troop = band(TROOP.replace('pack_animals: 2\n', ''));
    expect(ruleset.sheet(troop, ruleset.derive(troop), 'en')[1]).toStrictEqual({ kind: 'pairs', items: [['points (total)', 39], ['figures', 8]] });
  });
});

describe('print: the cards', () => {
  it('every card whole, in English', () => {
    const troop = band(TROOP);
    expect(ruleset.cards(troop, ruleset.derive(troop), 'en')).toStrictEqual([
      {
        kind: 'Character',
        title: 'Yann',
        cost: '15 pts',
        subtitle: 'Chef · Cavalier',
        stats: [[{ label: 'Classe', value: 5 }, { label: 'Armure', value: '5*' }, { label: 'Santé', value: 4 }, { label: 'Moral', value: 6 }, { label: 'Dé', value: 'D8' }]],
        tracks: [{ label: 'Points de vie', boxes: 2 }],
        lines: [{ label: 'Arme longue', text: 'mêlée' }],
        rules: [
          { title: 'Charisme, meneur d’hommes, persuasion', text: 'convaincre les groupes ou les foules' },
          { title: 'Soigneur ou médic qualifié', text: '+1 à la santé d’un blessé au contact pour le test de soins' },
        ],
      },
      {
        kind: 'Characters',
        title: 'Archers',
        count: 6,
        cost: '3 × 6 = 18 pts',
        stats: [[{ label: 'Classe', value: 3 }, { label: 'Armure', value: 'légère' }, { label: 'Santé', value: 3 }, { label: 'Moral', value: 3 }, { label: 'Dé', value: 'D6' }]],
        tracks: [{ label: 'Figures', boxes: 6 }, { label: 'Points de vie (each)', boxes: 1 }],
        lines: [
          { label: 'Arme courte', text: 'mêlée' },
          { label: 'Arc simple européen', text: '5-6 (0-20 cm) · 6 (20-40 cm) · 7 (40-60 cm, ext.) ; −1 contre armure 4 ; −2 contre armure 5 ; efficace à pied, tire immobile' },
        ],
        rules: [],
      },
      {
        kind: 'Character',
        title: 'Pistolier',
        cost: '6 pts',
        subtitle: 'Porte-emblème · Piéton monté',
        stats: [[{ label: 'Classe', value: 4 }, { label: 'Armure', value: '4' }, { label: 'Santé', value: 4 }, { label: 'Moral', value: 4 }, { label: 'Dé', value: 'D6' }]],
        tracks: [{ label: 'Points de vie', boxes: 1 }],
        lines: [
          { label: 'Arme courte', text: 'mêlée' },
          { label: 'Pistolet à silex', text: '5-6 (0-10 cm) · 6 (10-20 cm) ; −1 contre armure 4 ou 5 (10-20 cm) ; peut tirer en mouvement avec −1 au dé, rechargé en un tour immobile' },
        ],
        rules: [],
      },
    ]);
  });

  it('French by default', () => {
    const troop = band(TROOP);
    const cards = ruleset.cards(troop, ruleset.derive(troop));
    expect(cards.map((c) => c.kind)).toEqual(['Personnage', 'Personnages', 'Personnage']);
    expect(cards[1]!.tracks).toStrictEqual([{ label: 'Figurines', boxes: 6 }, { label: 'Points de vie (chacun)', boxes: 1 }]);
  });

  it('a line of two is a line; a role or a mount alone is the subtitle; neither, no subtitle', () => {
    const troop = band(`
ruleset: argad
name: Small
characters:
  - { name: Deux, count: 2, class: 2, armour: 3, melee: courte, mounted: cavalier }
  - { name: Chef, class: 3, armour: legere, melee: courte, role: musicien }
  - { name: Seul, class: 3, armour: legere, melee: mains-nues }
`);
    const cards = ruleset.cards(troop, ruleset.derive(troop), 'en');
    expect(cards[0]).toMatchObject({ kind: 'Characters', count: 2, cost: '4 × 2 = 8 pts', subtitle: 'Cavalier', tracks: [{ label: 'Figures', boxes: 2 }, { label: 'Points de vie (each)', boxes: 1 }] });
    expect(cards[1]).toMatchObject({ kind: 'Character', cost: '6 pts', subtitle: 'Musicien' });
    expect(Object.keys(cards[1]!)).not.toContain('count');
    expect(Object.keys(cards[2]!)).toEqual(['kind', 'title', 'cost', 'stats', 'tracks', 'lines', 'rules']);
    expect(cards[2]!.lines).toStrictEqual([{ label: 'Mains nues', text: 'mêlée, −1 pour frapper' }]);
  });

  it('each shooting table and its armour maluses in the rulebook\'s words', () => {
    const troop = band(`
ruleset: argad
name: Shooters
characters:
${RANGED.map((w) => `  - { name: ${w.id}, class: 3, armour: legere, melee: improvisee, ranged: ${w.id} }`).join('\n')}
`);
    const lines = ruleset.cards(troop, ruleset.derive(troop), 'en').map((c) => c.lines!);
    expect(lines[0]![0]).toStrictEqual({ label: 'Arme improvisée', text: 'mêlée, arme courte, −1 pour frapper' });
    expect(lines.map((l) => `${l[1]!.label}: ${l[1]!.text}`)).toEqual([
      'Arbalète de guerre: 5-6 (0-20 cm) · 6 (20-40 cm) · 7 (40-60 cm) ; tire à pied et immobile, rechargée en un tour immobile',
      'Arc simple européen: 5-6 (0-20 cm) · 6 (20-40 cm) · 7 (40-60 cm, ext.) ; −1 contre armure 4 ; −2 contre armure 5 ; efficace à pied, tire immobile',
      'Arc court composite: 5-6 (0-20 cm) · 6 (20-40 cm) · 7 (40-60 cm, ext.) ; −1 contre armure 4 ; −2 contre armure 5 ; à pied ou monté : immobile à pied (−1 en mouvement monté)',
      'Arc long gallois ou anglais: 5-6 (0-20 cm) · 6 (20-40 cm) · 7 (40-60 cm, ext.) ; −1 contre armure 5 ; tire à pied et immobile',
      'Arc japonais asymétrique yumi: 5-6 (0-10 cm) · 6 (10-20 cm) · 7 (20-40 cm, ext.) ; −1 contre armure 4 ou 5 ; tire à pied et immobile, les samouraïs montés tirent en mouvement sans malus',
      'Pistolet à silex: 5-6 (0-10 cm) · 6 (10-20 cm) ; −1 contre armure 4 ou 5 (10-20 cm) ; peut tirer en mouvement avec −1 au dé, rechargé en un tour immobile',
      'Fusil à silex: 5-6 (0-20 cm) · 6 (20-40 cm) · 7 (40-60 cm) ; −1 contre armure 4 ou 5 (40-60 cm) ; tire à pied et immobile, rechargé en un tour immobile',
      expect.stringMatching(/^Revolver: 5-6 \(0-10 cm\) · 6 \(10-20 cm\) ; deux tirs/),
      expect.stringMatching(/^Pistolet automatique: 5-6 \(0-10 cm\) · 6 \(10-20 cm\) ; deux tirs/),
      expect.stringMatching(/^Fusil à verrou: /),
    ]);
  });

  it('a weapon without notes, a malus over two bands, a positive modifier: as written', () => {
    const shooter: ArgadCharacter = {
      name: 'Test',
      count: 1,
      class: 3,
      armour: ARMOURS[0]!,
      melee: MELEE.find((m) => m.id === 'outil-lourd')!,
      ranged: { ...RANGED[0]!, bands: { medium: { cm: '5-15', need: 6 }, long: { cm: '15-30', need: 7 } }, armour: [{ from: 3, to: 4, modifier: 1, bands: ['medium', 'long'] }], notes: '' },
      healthPoints: 1,
      health: 3,
      morale: 3,
      skills: [],
      die: 6,
    };
    const troop: ArgadBand = { name: 'T', packAnimals: 0, rules: band('ruleset: argad\nname: T\ncharacters: []\n').rules, characters: [shooter] };
    const [card] = ruleset.cards(troop, { name: 'T', band: { budget: 3 }, characters: [{ cost: 3 }] } as never, 'en');
    expect(card!.lines).toStrictEqual([
      { label: 'Outil à deux mains lourd', text: 'mêlée, arme semi-longue' },
      { label: 'Arbalète de guerre', text: '6 (5-15 cm) · 7 (15-30 cm) ; 1 contre armure 3 ou 4 (5-15 cm, 15-30 cm)' },
    ]);
  });
});
