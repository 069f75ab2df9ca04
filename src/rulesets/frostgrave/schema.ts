/** The Frostgrave band file. Type and weapon stay strings here: `parse` resolves them (accents, suggestions). */
import { z } from 'zod';
import { once } from '../../core/ruleset/once.js';
import { catalogueValue, MAX_MEMBERS, memberSnippet, nameText, words, type Words } from '../../core/schema/schema-words.js';
import { STAT_MINIMUMS } from './checks/stat-line.js';

const minimum = (stat: string): Record<string, number> => {
  const min = STAT_MINIMUMS.find((s) => s.stat === stat)?.min;
  return min === undefined ? {} : { minimum: min };
};
/**
 * The excerpt gives stats of a few points (its examples: Combat +4 and +2, Armure 10) and no maximum, so a
 * generous one: -99 to 99 for each stat and modifier (a health of 10,000,000 made `print` write 250 MB). The
 * rulebook's minimums are checked by checks/stat-line.ts with their own findings.
 */
export const STAT_BOUND = 99;
const bounded = () => z.int().min(-STAT_BOUND).max(STAT_BOUND);
const stat = (key: string, title: string, description: Words, rule?: string) => bounded().meta({ ...words({ title, description, ...(rule ? { rule } : {}) }), ...minimum(key) });
const modifier = (title: Words, description: Words) => bounded().default(0).meta(words({ title, description }));

export const figureSchema = once(() =>
  z
    .strictObject({
      name: nameText().meta(words({ title: { en: 'Name', fr: 'Nom' }, description: { en: 'Name of the figure', fr: 'Nom de la figurine' } })),
      type: catalogueValue('type', { title: 'Type', description: { en: 'mage, apprenti or soldat', fr: 'mage, apprenti ou soldat' } }),
      move: stat('move', 'Mouvement', { en: 'Mouvement, in inches', fr: 'Mouvement, en pouces' }),
      fight: stat('fight', 'Combat', { en: 'Combat, added to the d20 in a fight', fr: 'Combat, ajouté au d20 dans un combat' }),
      shoot: stat('shoot', 'Tir', { en: 'Tir, added to the d20 when shooting', fr: 'Tir, ajouté au d20 pour tirer' }),
      armour: stat('armour', 'Armure', { en: 'Armure, subtracted from the winning score', fr: 'Armure, soustraite du score gagnant' }),
      will: stat('will', 'Volonté', { en: 'Volonté, added to the d20 to resist a spell', fr: 'Volonté, ajoutée au d20 pour résister à un sort' }),
      health: stat('health', 'Santé', { en: 'Santé, at least 1', fr: 'Santé, au moins 1' }, 'Si la Santé de la figurine descend à 0 ou en deçà […], elle est éliminée'),
      weapon: catalogueValue('weapon', { title: { en: 'Weapon', fr: 'Arme' }, description: { en: 'A weapon of the excerpt', fr: "Une arme de l'extrait" } }),
      fight_mod: modifier({ en: 'Fight modifier', fr: 'Modificateur de Combat' }, { en: 'Further modifier to the Fight rolls, declared by the player', fr: 'Autre modificateur des jets de Combat, déclaré par le joueur' }),
      shoot_mod: modifier({ en: 'Shoot modifier', fr: 'Modificateur de Tir' }, { en: 'Further modifier to the Shoot rolls, declared by the player', fr: 'Autre modificateur des jets de Tir, déclaré par le joueur' }),
      damage_mod: modifier({ en: 'Damage modifier', fr: 'Modificateur de dommages' }, { en: 'Further modifier to the damage dealt, declared by the player', fr: 'Autre modificateur des dommages infligés, déclaré par le joueur' }),
      // "Les morts-vivants, démons et golems ne peuvent jamais être blessés": one key for the three kinds.
      undead: z.boolean().optional().meta(words({
        title: { en: 'Never wounded', fr: 'Jamais blessé' },
        description: { en: 'true for a mort-vivant, démon or golem: the wounded rule never applies to it', fr: 'true pour un mort-vivant, un démon ou un golem : la règle des blessés ne s\'applique jamais à lui' },
      })),
    })
    .meta({
      ...words({ title: 'Figurine', description: { en: 'A figure of the warband', fr: 'Une figurine de la bande' } }),
      defaultSnippets: [memberSnippet('Figurine', { name: '${1:Nom}', type: '${2|soldat,apprenti,mage|}', move: 6, fight: '^${3:0}', shoot: 0, armour: 10, will: 0, health: 10, weapon: '${4|arme-de-base,arme-lourde,baton,arc,arbalete|}' })],
    }),
);

export const bandSchema = once(() =>
  z
    .strictObject({
      format: z.literal(1).optional().meta(words({ title: 'format', description: { en: 'Band file format version', fr: 'Version du format de fichier' } })),
      ruleset: z.string(),
      name: nameText().meta(words({ title: { en: 'Name', fr: 'Nom' }, description: { en: 'Name of the warband', fr: 'Nom de la bande' } })),
      figures: z.array(figureSchema()).max(MAX_MEMBERS).meta(words({ title: 'Figurines', description: { en: 'The mage, the apprenti and the soldats', fr: "Le mage, l'apprenti et les soldats" } })),
    })
    .meta(words({
      title: 'Frostgrave',
      description: {
        en: 'A Frostgrave warband. One mage and at most one apprenti are checked by `escarmouche validate`, not by this schema.',
        fr: "Une bande de Frostgrave. Un mage et au plus un apprenti sont vérifiés par `escarmouche validate`, pas par ce schéma.",
      },
    })),
);

export type BandInput = z.infer<ReturnType<typeof bandSchema>>;
export type FigureInput = z.infer<ReturnType<typeof figureSchema>>;
