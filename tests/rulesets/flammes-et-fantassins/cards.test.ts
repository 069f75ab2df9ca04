import { describe, expect, it } from 'vitest';
import { EQUIPMENT } from '../../../src/rulesets/flammes-et-fantassins/catalogue/equipment.js';
import { ruleset } from '../../../src/rulesets/flammes-et-fantassins/index.js';
import { CAMPAIGN_BAND, MIXED_BAND, typed } from './profile-bands.js';

const stat = (label: string, value: string | number) => ({ label, value });
const MAIN_LABELS = ['DEX', 'FOR', 'CON', 'INT', 'SAG', 'CHA'];
const SECONDARY_LABELS = ['Dép.', 'PV', 'Tra.', 'Com.', 'Mêl.', 'Tir', 'CA'];
const stats = (main: string[], secondary: number[]) => [main.map((v, i) => stat(MAIN_LABELS[i]!, v)), secondary.map((v, i) => stat(SECONDARY_LABELS[i]!, v))];

describe('F&F print: the cards', () => {
  it('a card per character (stats, PV track, equipment with modifiers, kit, Charge, the unused shield, the specialty), then talents and spells (English labels)', () => {
    const { band, profile } = typed(CAMPAIGN_BAND);
    expect(ruleset.cards(band, profile, 'en')).toStrictEqual([
      {
        kind: 'Character',
        title: 'Garde',
        subtitle: 'Puissant · Mercenaire · Archer',
        stats: stats(['+1', '0', '+1', '0', '0', '0'], [7, 9, 1, 0, 0, 2, 5]),
        tracks: [{ label: 'PV', boxes: 9 }],
        lines: [
          { label: 'Arc', text: 'Touche +1, Dégâts FOR, portée 8 pouces' },
          { label: 'Arme à une main', text: 'Touche +1, Dégâts FOR' },
          { label: 'Rondache', text: 'CA +1, Tra. -2' },
          { label: 'Charge', text: 'allowed' },
          { label: 'Rondache', text: "Rondache inutilisable avec Arc : CA 4 pendant un Round où il s'en sert." },
        ],
        rules: [],
      },
      {
        kind: 'Character',
        title: 'Ambroise',
        subtitle: 'Agile · Mercenaire · Alchimiste',
        stats: stats(['+1', '0', '0', '+1', '0', '0'], [7, 6, 6, 0, 1, 1, 3]),
        tracks: [{ label: 'PV', boxes: 6 }],
        lines: [
          { label: 'Bâton', text: 'Touche +1, Dégâts FOR, Tra. +1' },
          { label: 'Robe', text: 'CA -1, Tra. +2' },
          { label: 'Potion de Vie', text: 'Rend 4 PV.' },
          { label: 'Talents and spells', text: "Frappe de l'Ombre, Poison" },
          { label: 'Charge', text: 'forbidden' },
        ],
        rules: [
          {
            title: 'Spécialité : Création de potion',
            text: "à la fin d'une partie, si l'Alchimiste est vivant, choisir deux potion(s), deux bombe(s) ou une de chaque. L'Alchimiste pourra les garder, les défausser ou les donner à qui il le souhaite.",
          },
        ],
      },
      {
        kind: 'Character',
        title: 'Chantre',
        subtitle: 'Agile · Mercenaire · Skald',
        stats: stats(['0', '0', '0', '0', '+1', '+1'], [6, 8, 3, 1, 0, 0, 4]),
        tracks: [{ label: 'PV', boxes: 8 }],
        lines: [
          { label: 'Arme à une main', text: 'Touche +1, Dégâts FOR' },
          { label: 'Cuir', text: 'CA +1, Tra. -1, PV +1' },
          { label: 'Talents and spells', text: 'Inspiration, Légendes' },
          { label: 'Charge', text: 'forbidden' },
        ],
        rules: [],
      },
      {
        kind: 'Talent',
        title: 'Inspiration',
        cost: '1 PA',
        fields: [['Condition', 'personnage activé']],
        text: "le personnage peut consulter chacun des sorts de Niveau I ayant été lancé cette partie. Il en choisit un qu'il lance immédiatement (avec ses propres scores d'INT et SAG). Le personnage peut décider de ne pas lancer de sort.",
      },
      { kind: 'Talent', title: 'Légendes', cost: '0 PA', fields: [['Condition', 'personnage activé, pendant une action de Concentration']], text: 'les effets de la Concentration actuelle sont doublés.' },
      { kind: 'Spell', title: "Frappe de l'Ombre", cost: '0 PA', subtitle: 'Ténèbres · Niveau I', fields: [['Condition', "1 cible à 12 pouces à vol d'oiseau."]], text: "Jet de Magie contre la Tra de la cible. La cible perd [dé d'Effet] PV." },
      {
        kind: 'Spell',
        title: 'Poison',
        cost: '0 PA',
        subtitle: 'Nature · Niveau I',
        fields: [['Condition', '1 cible à vue à 8 pouces.']],
        text: "Jusqu'à la fin du jeu ou que la cible récupère au moins 1 PV d'une manière ou d'une autre, à chaque fois que la cible se déplace, elle perd 2 PV.",
      },
    ]);
  });

  it('French labels are the default; a talent or spell shared by two characters has one card', () => {
    const twice = CAMPAIGN_BAND.replace('classes: [archer]', 'classes: [skald]')
      .replace('name: Garde\n    style: puissant', 'name: Garde\n    style: agile')
      .replace('classes: [skald]\n    equipment: [arme-a-une-main, cuir]', 'classes: [skald, alchimiste]\n    equipment: [arme-a-une-main, cuir]\n    spells: [poison, frappe-de-l-ombre]');
    const { band, profile } = typed(twice);
    const cards = ruleset.cards(band, profile);
    expect(cards.map((c) => [c.kind, c.title])).toStrictEqual([
      ['Personnage', 'Garde'],
      ['Personnage', 'Ambroise'],
      ['Personnage', 'Chantre'],
      ['Talent', 'Inspiration'],
      ['Talent', 'Légendes'],
      ['Sort', "Frappe de l'Ombre"],
      ['Sort', 'Poison'],
    ]);
    expect(cards[1]!.lines!.slice(3)).toStrictEqual([{ label: 'Talents et sorts', text: "Frappe de l'Ombre, Poison" }, { label: 'Charge', text: 'interdite' }]);
    expect(cards[0]!.lines!.at(-2)).toStrictEqual({ label: 'Charge', text: 'interdite' });
    expect(cards[2]!.lines!.at(-2)).toStrictEqual({ label: 'Talents et sorts', text: 'Inspiration, Légendes, Poison, Frappe de l\'Ombre' });
    expect(cards[3]!.fields).toStrictEqual([['Condition', 'personnage activé']]);
  });

  it('puissant may Charge (permise); a character with no class has no rank nor class in its subtitle, no kit line', () => {
    const { band, profile } = typed(MIXED_BAND);
    const [nul, roland] = ruleset.cards(band, profile, 'fr');
    expect(nul).toStrictEqual({
      kind: 'Personnage',
      title: 'Nul',
      subtitle: 'Agile',
      stats: stats(['0', '0', '0', '0', '0', '0'], [6, 6, 3, 0, 0, 0, 3]),
      tracks: [{ label: 'PV', boxes: 6 }],
      lines: [{ label: 'Charge', text: 'interdite' }],
      rules: [],
    });
    expect(roland!.subtitle).toBe('Puissant · Héros · Barbare, Soldat, Chevalier');
    expect(roland!.stats![0]!.map((s) => s.value)).toStrictEqual(['-2', '+3', '+3', '0', '0', '0']);
    expect(roland!.lines).toStrictEqual([
      { label: 'Arme à deux mains', text: 'Touche +1, Dégâts FOR +1' },
      { label: 'Écu', text: 'CA +1, DEX -1' },
      { label: 'Plaque', text: 'CA +3, Tra. -3, PV +4, DEX -1' },
      { label: 'Charge', text: 'permise' },
      { label: 'Écu', text: "Écu inutilisable avec Arme à deux mains : CA 9 pendant un Round où il s'en sert." },
    ]);
  });

  const GRIMOIRE = '+1 Sort (voir Annexe Magie). Ne peut être utilisé par un autre personnage, doit être unique dans un équipement.';
  const BOMBE =
    "Pendant un Déplacement en action simple ou une Concentration, un jet de Tir réussi permet de défausser et lancer la Bombe. Portée 1+DEX+FOR, Touche +0, Dégâts +0, Zone d'effet cercle de rayon 2 pouces (l'effet porte sur les alliés et ennemis).";
  it.each([
    // The bâton adds the line of the arme à deux mains (+1, +1) to its own (+0, -1); the masse the arme à une main's (+1).
    [{}, 'Touche +1, Dégâts FOR, Tra. +1', 'Touche +1, Dégâts FOR'],
    [{ 'weapon-class': false }, 'Touche +0, Dégâts FOR -1, Tra. +1', 'Touche +0, Dégâts FOR'],
  ])('each kind of item: weapons by Touche, Dégâts (FOR or not) and range, modifiers signed, matériel by its text (house rules %j)', (rules, baton, masse) => {
    const { band, profile } = typed(MIXED_BAND, rules);
    const merlin = ruleset.cards(band, profile, 'fr')[2]!;
    expect(merlin.subtitle).toBe('Agile · Aventurier · Magicien, Archimage');
    expect(merlin.lines).toStrictEqual([
      { label: 'Bâton', text: baton },
      { label: 'Masse', text: masse },
      { label: 'Dague', text: 'Touche -1, Dégâts FOR, Dép. +1' },
      { label: 'Couteaux de lancer', text: 'Touche +0, Dégâts +0, portée 1+DEX+FOR pouces' },
      { label: 'Arbalète légère', text: 'Touche +1, Dégâts +1, portée 8 pouces' },
      { label: 'Nu', text: 'CA -1' },
      { label: 'Grimoire', text: GRIMOIRE },
      { label: 'Bombe', text: BOMBE },
      { label: 'Talents et sorts', text: 'Armure de Mage, Boule de feu' },
      { label: 'Charge', text: 'interdite' },
    ]);
    expect(merlin.rules).toStrictEqual([{ title: 'Spécialité : Magie Scolaire', text: "une fois pendant la partie, lors d'une de ses incantations, le Magicien peut retourner l'un de ses dés sur la face opposée." }]);
  });

  it('spells by domain and level', () => {
    const { band, profile } = typed(MIXED_BAND);
    expect(ruleset.cards(band, profile, 'en').slice(3).map((c) => [c.kind, c.title, c.cost, c.subtitle])).toStrictEqual([
      ['Spell', 'Armure de Mage', '0 PA', 'Magie · Niveau I'],
      ['Spell', 'Boule de feu', '1 PA', 'Magie · Niveau II'],
    ]);
  });
});

describe('F&F print: the roster page', () => {
  it('budgets, number of characters, total PV, the campaign; stats with the rulebook abbreviations; what each carries', () => {
    const { band, profile } = typed(CAMPAIGN_BAND);
    expect(ruleset.sheet!(band, profile, 'fr')).toStrictEqual([
      { kind: 'heading', text: 'T (Flammes & Fantassins)' },
      {
        kind: 'pairs',
        items: [
          ['PC (dépensés / budget)', '3 / 4'],
          ['pièces de fer (dépensées / budget)', '4 / 4'],
          ['PA par round', 4],
          ['personnages', 3],
          ['PV (total)', 23],
          ['campagne', '1 scénario(s) : 1 victoire(s), 0 défaite(s), 2 trophées ; gagné 1 PC et 1 pièce(s) de fer'],
        ],
      },
      {
        kind: 'table',
        columns: ['nom', 'style', 'rang', 'DEX', 'FOR', 'CON', 'INT', 'SAG', 'CHA', 'Dép.', 'PV', 'Tra.', 'Com.', 'Mêl.', 'Tir', 'CA'],
        rows: [
          ['Garde', 'Puissant', 'Mercenaire', '+1', '0', '+1', '0', '0', '0', 7, 9, 1, 0, 0, 2, 5],
          ['Ambroise', 'Agile', 'Mercenaire', '+1', '0', '0', '+1', '0', '0', 7, 6, 6, 0, 1, 1, 3],
          ['Chantre', 'Agile', 'Mercenaire', '0', '0', '0', '0', '+1', '+1', 6, 8, 3, 1, 0, 0, 4],
        ],
      },
      {
        kind: 'table',
        columns: ['nom', 'classes', 'équipement', 'talents et sorts'],
        rows: [
          ['Garde', 'Archer', 'Arc, Arme à une main, Rondache', '-'],
          ['Ambroise', 'Alchimiste', 'Bâton, Robe, Potion de Vie', "Frappe de l'Ombre, Poison, Création de potion"],
          ['Chantre', 'Skald', 'Arme à une main, Cuir', 'Inspiration, Légendes'],
        ],
      },
    ]);
  });

  it('in English, without a campaign; "-" for no equipment and no kit, negative stats signed, no rank', () => {
    const { band, profile } = typed(MIXED_BAND);
    expect(ruleset.sheet!(band, profile, 'en')).toStrictEqual([
      { kind: 'heading', text: 'B (Flammes & Fantassins)' },
      { kind: 'pairs', items: [['PC (spent / budget)', '5 / 9'], ['pièces de fer (spent / budget)', '8 / 10'], ['PA per round', 6], ['characters', 3], ['PV (total)', 31]] },
      {
        kind: 'table',
        columns: ['name', 'style', 'rank', 'DEX', 'FOR', 'CON', 'INT', 'SAG', 'CHA', 'Dép.', 'PV', 'Tra.', 'Com.', 'Mêl.', 'Tir', 'CA'],
        rows: [
          ['Nul', 'Agile', '-', '0', '0', '0', '0', '0', '0', 6, 6, 3, 0, 0, 0, 3],
          ['Roland', 'Puissant', 'Héros', '-2', '+3', '+3', '0', '0', '0', 5, 19, 0, 0, 4, -2, 10],
          ['Merlin', 'Agile', 'Aventurier', '0', '0', '0', '+3', '+1', '0', 7, 6, 5, 0, 0, 0, 2],
        ],
      },
      {
        kind: 'table',
        columns: ['name', 'classes', 'equipment', 'talents and spells'],
        rows: [
          ['Nul', '', '-', '-'],
          ['Roland', 'Barbare, Soldat, Chevalier', 'Arme à deux mains, Écu, Plaque', '-'],
          ['Merlin', 'Magicien, Archimage', 'Bâton, Masse, Dague, Couteaux de lancer, Arbalète légère, Nu, Grimoire, Bombe', 'Armure de Mage, Boule de feu, Magie Scolaire'],
        ],
      },
    ]);
  });
});

describe('F&F catalogue: what a card line shows', () => {
  it('every item that is no matériel has a line or a modifier to show; matériel shows its text', () => {
    expect(EQUIPMENT.filter((item) => item.category !== 'materiel' && !item.attack && Object.keys(item.modifiers).length === 0)).toStrictEqual([]);
  });
});
