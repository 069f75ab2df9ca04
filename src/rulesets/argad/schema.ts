/** The Argad! troop file. Names stay strings here: `parse` resolves them (accents, aliases, suggestions). */
import { z } from 'zod';
import { once } from '../../core/ruleset/once.js';
import { campaignSchema } from '../../core/campaign/ledger.js';
import { catalogueValue, type FieldWords, MAX_MEMBERS, memberSnippet, nameText, NUMBERS_KEY, words } from '../../core/schema/schema-words.js';
import { healAction } from './campaign/heal.js';
import { CLASS_MAX, CLASS_MIN } from './checks/class-range.js';
import { HEALTH_POINTS_MAX, HEALTH_POINTS_MIN } from './checks/health-points.js';

const ARMOUR_WORDS: FieldWords = { title: 'Armure', description: { en: 'Véture or armour', fr: 'Véture ou armure' } };
/** A number as written (`armour: 5`), beside the names: the numbers of the armour catalogue, hover giving each one's entry. */
const ARMOUR_NUMBER_WORDS = { [NUMBERS_KEY]: { catalogue: 'armour', line: ARMOUR_WORDS.description } };

export const characterSchema = once(() =>
  z
    .strictObject({
      name: nameText().meta(words({ title: { en: 'Name', fr: 'Nom' }, description: { en: 'Name of the character, or of a line of identical characters', fr: "Nom du personnage, ou d'une ligne de personnages identiques" } })),
      count: z.int().min(1).max(1000).default(1).meta(words({ title: { en: 'Count', fr: 'Nombre' }, description: { en: 'How many identical characters this line stands for', fr: 'Combien de personnages identiques cette ligne représente' } })),
      class: z.int().meta({
        ...words({
          title: 'Classe',
          description: { en: `Classe ${CLASS_MIN} to ${CLASS_MAX} (training in combat)`, fr: `Classe ${CLASS_MIN} à ${CLASS_MAX} (entraînement au combat)` },
          rule: 'Un simple piéton (de classe 1 à 5) vaut autant de points que sa classe',
        }),
        minimum: CLASS_MIN,
        maximum: CLASS_MAX,
      }),
      armour: z
        .union([catalogueValue('armour', ARMOUR_WORDS), z.number().meta(ARMOUR_NUMBER_WORDS)])
        .meta(words({ title: 'Armure', description: { en: 'legere | 3 | 4 | 4* | 5 | 5* | 4T | 5T', fr: 'legere | 3 | 4 | 4* | 5 | 5* | 4T | 5T' } })),
      melee: catalogueValue('melee', { title: { en: 'Melee weapon', fr: 'Arme de mêlée' }, description: { en: 'A length (courte, longue …) or a weapon of the rulebook (hallebarde, rapière, fourche …)', fr: 'Une longueur (courte, longue …) ou une arme du livre (hallebarde, rapière, fourche …)' } }),
      ranged: catalogueValue('ranged', { title: { en: 'Ranged weapon', fr: 'Arme de tir' }, description: { en: 'Bow, crossbow or firearm', fr: 'Arc, arbalète ou arme à feu' } }).optional(),
      role: catalogueValue('role', { title: { en: 'Role', fr: 'Rôle' }, description: { en: 'chef, musicien or porte-emblème', fr: 'chef, musicien ou porte-emblème' } }).optional(),
      mounted: catalogueValue('mounted', { title: { en: 'Mount', fr: 'Monture' }, description: { en: 'cavalier or piéton monté', fr: 'cavalier ou piéton monté' } }).optional(),
      health_points: z
        .int()
        .default(1)
        .meta({ ...words({ title: { en: 'Points de vie', fr: 'Points de vie' }, description: { en: '1, or 2 for a character who survives a first wound', fr: '1, ou 2 pour un personnage qui survit à une première blessure' }, rule: 'Résistance à une blessure (avoir “deux points de vie”)' }), minimum: HEALTH_POINTS_MIN, maximum: HEALTH_POINTS_MAX }),
      health: z.int().min(1).max(6).optional().meta(words({ title: 'Santé', description: { en: 'Santé, for the healing roll (default: the class)', fr: 'Santé, pour le test de soins (par défaut : la classe)' } })),
      morale: z.int().min(1).max(6).optional().meta(words({ title: 'Moral', description: { en: 'Moral, for the morale roll (default: the class)', fr: 'Moral, pour le test de moral (par défaut : la classe)' } })),
      skills: z
        .array(catalogueValue('skill', { title: { en: 'Skill', fr: 'Compétence' }, description: { en: 'A skill or talent', fr: 'Une compétence ou un talent' } }))
        .default([])
        .meta(words({ title: { en: 'Skills', fr: 'Compétences' }, description: { en: 'Skills, talents, particular abilities', fr: 'Compétences ou talents, capacités particulières' } })),
      die: z
        .union([z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12)])
        .default(6)
        .meta(words({ title: { en: 'Die', fr: 'Dé' }, description: { en: 'Die of a fantasy creature (D4 … D12); D6 otherwise', fr: "Dé d'une créature fantastique (D4 … D12) ; D6 sinon" } })),
    })
    .meta({
      ...words({ title: 'Personnage', description: { en: 'A character, or a line of identical characters', fr: 'Un personnage, ou une ligne de personnages identiques' } }),
      defaultSnippets: [memberSnippet('Personnage', { name: '${1:Nom}', class: '^${2|1,2,3,4,5|}', armour: '${3|legere,3,4,5|}', melee: '${4|courte,tres-courte,semi-longue,longue,improvisee,mains-nues|}' })],
    }),
);

export const bandSchema = once(() =>
  z
    .strictObject({
      format: z.literal(1).optional().meta(words({ title: 'format', description: { en: 'Band file format version', fr: 'Version du format de fichier' } })),
      ruleset: z.string(),
      name: nameText().meta(words({ title: { en: 'Name', fr: 'Nom' }, description: { en: 'Name of the troop', fr: 'Nom de la troupe' } })),
      pack_animals: z.int().min(0).max(1000).default(0).meta(words({ title: { en: 'Pack animals', fr: 'Bêtes de somme' }, description: { en: 'Pack animals (2 points each)', fr: 'Bêtes de somme (2 points chacune)' } })),
      characters: z.array(characterSchema()).max(MAX_MEMBERS).meta(words({ title: 'Personnages', description: { en: 'The characters of the troop', fr: 'Les personnages de la troupe' } })),
      campaign: campaignSchema([], [healAction]).nullish(),
    })
    .meta(words({
      title: 'Argad!',
      description: {
        en: 'An Argad! troop. The chef, the budget and incompatible skills are checked by `escarmouche validate`, not by this schema.',
        fr: 'Une troupe d\'Argad!. Le chef, le budget et les compétences incompatibles sont vérifiés par `escarmouche validate`, pas par ce schéma.',
      },
    })),
);

export type BandInput = z.infer<ReturnType<typeof bandSchema>>;
export type CharacterInput = z.infer<ReturnType<typeof characterSchema>>;
