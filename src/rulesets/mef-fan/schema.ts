/** The Mef-Fan band file. Names stay strings here: `parse` resolves them (accents, aliases, suggestions). */
import { z } from 'zod';
import { once } from '../../core/ruleset/once.js';
import { catalogueValue, type FieldWords, MAX_MEMBERS, memberSnippet, nameText, suggestedValue, words, type Words } from '../../core/schema/schema-words.js';
import { VIE_MAX, VIE_MIN } from './derive.js';

/** A characteristic: "une valeur normalement comprise entre 0 et 5"; above 5 is a warning, below 0 meaningless. */
const STAT_RULE = 'Celles-ci ont une valeur normalement comprise entre 0 et 5';
const stat = (title: string, description: Words) => z.int().min(0).max(99).meta(words({ title, description, rule: STAT_RULE }));
const names = (catalogue: string, item: FieldWords, list: FieldWords) => z.array(catalogueValue(catalogue, item)).default([]).meta(words(list));

export const melSchema = once(() =>
  z
    .strictObject({
      score: stat('Mél', { en: 'Mél score: one roll per figure, success on d6 ≤ score (2# per point)', fr: 'Score de Mél : un jet par figurine, réussite sur d6 ≤ score (2# par point)' }),
      perforant: stat('Perforant', { en: "Perforant X: the target's Déf is X lower (2# per point)", fr: 'Perforant X : la Déf de la cible est réduite de X (2# par point)' }).default(0),
    })
    .meta(words({ title: 'Mél', description: { en: 'A melee weapon: its Mél score', fr: 'Une arme de mêlée : son score de Mél' } })),
);

export const tirSchema = once(() =>
  z
    .strictObject({
      score: stat('Tir', { en: 'Tir score: one roll per figure, success on d6 ≤ score (3# per point)', fr: 'Score de Tir : un jet par figurine, réussite sur d6 ≤ score (3# par point)' }),
      perforant: stat('Perforant', { en: 'Perforant X (2# per point)', fr: 'Perforant X (2# par point)' }).default(0),
      portee: catalogueValue('range', { title: 'Portée', description: { en: 'Range: multiplies the Tir cost', fr: 'Portée : multiplie le coût du Tir' } }).default('normale'),
      munitions: catalogueValue('ammunition', { title: 'Munitions', description: { en: 'Ammunition: multiplies the Tir cost', fr: 'Munitions : multiplient le coût du Tir' } }).default('illimitees'),
    })
    .meta(words({ title: 'Tir', description: { en: 'A ranged weapon: its Tir score, range and ammunition', fr: 'Une arme de tir : son score de Tir, sa portée et ses munitions' } })),
);

export const unitSchema = once(() =>
  z
    .strictObject({
      name: nameText().meta(words({ title: { en: 'Name', fr: 'Nom' }, description: { en: 'Name of the unit', fr: "Nom de l'unité" } })),
      models: z
        .int()
        .min(1)
        .max(1000)
        .default(1)
        .meta(words({ title: { en: 'Figures', fr: 'Figurines' }, description: { en: 'Figures in the unit', fr: "Figurines de l'unité" }, rule: "Une unité est composée d'une figurine individuelle ou bien d'un ensemble de figurines (escouade)" })),
      role: catalogueValue('role', { title: { en: 'Role', fr: 'Rôle' }, description: { en: 'troupe, or a personnage', fr: 'troupe, ou un personnage' } }).default('troupe'),
      dep: stat('Dép', { en: 'Déplacement, in tens of cm (1# per point)', fr: 'Déplacement, en dizaines de cm (1# par point)' }),
      movement: catalogueValue('movement', { title: { en: 'Movement', fr: 'Mouvement' }, description: { en: 'normal, bond (×1.5 Dép cost) or vol (×2)', fr: 'normal, bond (coût de Dép ×1,5) ou vol (×2)' } }).default('normal'),
      mel: z.array(melSchema()).max(10).default([]).meta(words({ title: 'Mél', description: { en: 'Mél scores, one entry per weapon', fr: 'Scores de Mél, une entrée par arme' } })),
      tir: z.array(tirSchema()).max(10).default([]).meta(words({ title: 'Tir', description: { en: 'Tir scores, one entry per weapon', fr: 'Scores de Tir, une entrée par arme' } })),
      def: stat('Déf', { en: 'Défense (2# per point)', fr: 'Défense (2# par point)' }),
      men: stat('Men', { en: 'Mental (1# per point)', fr: 'Mental (1# par point)' }),
      // The book's table of Vie: 1 ×1, 2 ×1,5, 3 ×2, 4 ×3.
      vie: z.int().meta({
        ...words({
          title: 'Vie',
          description: { en: `Vie ${VIE_MIN}–${VIE_MAX}: multiplies the figure cost by 1, 1.5, 2 or 3`, fr: `Vie ${VIE_MIN} à ${VIE_MAX} : multiplie le coût de la figurine par 1, 1,5, 2 ou 3` },
          rule: "La vie n'a pas un coût fixe mais agit comme multiplicateur",
        }),
        minimum: VIE_MIN,
        maximum: VIE_MAX,
      }),
      equipment: names('equipment', { title: 'Équipement', description: { en: 'An item (lance)', fr: 'Un objet (lance)' } }, { title: 'Équipement', description: { en: 'Equipment: lance (1#)', fr: 'Équipement : lance (1#)' } }),
      skills: names('skill', { title: { en: 'Skill', fr: 'Capacité' }, description: { en: 'A skill (effrayant)', fr: 'Une capacité (effrayant)' } }, { title: { en: 'Skills', fr: 'Capacités' }, description: { en: 'Skills: effrayant (1#)', fr: 'Capacités : effrayant (1#)' } }),
      // A spell outside the rulebook's examples is the players' own (a warning from validate): offered, not enforced.
      spells: z
        .array(suggestedValue('spell', { title: 'Sort', description: { en: "A spell of the rulebook's examples, or the players' own (a warning)", fr: 'Un sort des exemples du livre, ou des joueurs (un avertissement)' } }))
        .default([])
        .meta(words({ title: 'Sorts', description: { en: 'Spells of a magicien', fr: "Sorts d'un magicien" } })),
      rank: catalogueValue('rank', { title: { en: 'Rank', fr: 'Rang' }, description: { en: "A magicien's rank: acolyte (1 spell), sorcier (2), archimage (3); default: the agreed number", fr: "Le rang d'un magicien : acolyte (1 sort), sorcier (2), archimage (3) ; par défaut : le nombre convenu" } }).optional(),
    })
    .meta({
      ...words({ title: { en: 'Unit', fr: 'Unité' }, description: { en: 'A unit of the army', fr: "Une unité de l'armée" } }),
      defaultSnippets: [memberSnippet('Unité', { name: '${1:Nom}', models: '^${2:5}', role: '${3|troupe,chef,general,magicien,guerisseur,porte-banniere,musicien|}', dep: 1, mel: [{ score: 2 }], def: 1, men: 1, vie: 1 })],
    }),
);

export const bandSchema = once(() =>
  z
    .strictObject({
      format: z.literal(1).optional().meta(words({ title: 'format', description: { en: 'Band file format version', fr: 'Version du format de fichier' } })),
      ruleset: z.string(),
      name: nameText().meta(words({ title: { en: 'Name', fr: 'Nom' }, description: { en: 'Name of the army', fr: "Nom de l'armée" } })),
      points: z.int().min(0).max(1_000_000).meta(words({ title: 'Points', description: { en: 'Budget in # agreed by the players', fr: 'Budget en # convenu entre joueurs' } })),
      campaign: z.boolean().default(false).meta(words({ title: { en: 'Campaign', fr: 'Campagne' }, description: { en: 'In campaign a magicien knows one spell instead of two', fr: 'En campagne, un magicien connaît un sort au lieu de deux' } })),
      units: z.array(unitSchema()).max(MAX_MEMBERS).meta(words({ title: { en: 'Units', fr: 'Unités' }, description: { en: 'The units of the army', fr: "Les unités de l'armée" } })),
    })
    .meta(words({
      title: 'Mini Figs Mef-Fan',
      description: {
        en: 'A Mini Figs Mef-Fan army. Costs, the budget and the counts of personnages and spells are checked by `escarmouche validate`, not by this schema.',
        fr: "Une armée de Mini Figs Mef-Fan. Les coûts, le budget et les nombres de personnages et de sorts sont vérifiés par `escarmouche validate`, pas par ce schéma.",
      },
    })),
);

export type BandInput = z.infer<ReturnType<typeof bandSchema>>;
export type UnitInput = BandInput['units'][number];
