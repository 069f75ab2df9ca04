/** The Fées d'armes band file: the player writes each figure's profile card. Rule names stay strings: `parse` resolves them. */
import { z } from 'zod';
import { once } from '../../core/ruleset/once.js';
import { type FieldWords, freeText, MAX_MEMBERS, memberSnippet, nameText, suggestedValue, words } from '../../core/schema/schema-words.js';

/** "Chaque joueur dispose de 10 points pour recruter sa bande." */
export const DEFAULT_POINTS = 10;

/** §5 rules are offered to editors; other text is accepted with a warning, so the schema does not refuse it. */
const ruleList = (list: FieldWords) =>
  z.array(suggestedValue('rule', { title: { en: 'Rule', fr: 'Règle' }, description: { en: 'A rule of §5 (charge(1): the (X) is the card\'s); other words only get a warning from validate', fr: 'Une règle du §5 (charge(1) : le (X) est celui de la carte) ; d\'autres mots ne valent qu\'un avertissement de validate' } })).default([]).meta(words(list));

export const actionSchema = once(() =>
  z
    .strictObject({
      name: nameText().meta(words({ title: { en: 'Name', fr: 'Nom' }, description: { en: 'Name of the action (Massue)', fr: "Nom de l'action (Massue)" } })),
      need: z.int().min(1).max(99).meta(words({ title: { en: 'Need', fr: 'Réussites' }, description: { en: 'Successes needed: "Massue (2+)" is 2', fr: 'Réussites nécessaires : « Massue (2+) » vaut 2' } })),
      damage: z.int().min(0).max(99).optional().meta(words({ title: 'Dégâts', description: { en: 'Base damage; omit for an action that deals none', fr: "Dégâts de base ; à omettre pour une action qui n'en fait pas" } })),
      plus: z.boolean().default(false).meta(words({ title: '+', description: { en: 'The "+" of "(2+)" and "Dégâts 2+": one more damage per extra success', fr: 'Le « + » de « (2+) » et « Dégâts 2+ » : un dégât de plus par réussite en plus' } })),
      effects: ruleList({ title: { en: 'Effects', fr: 'Effets' }, description: { en: 'Special effects of the action from §5 (repousser(1), flammes(2), gel …)', fr: "Effets spéciaux de l'action du §5 (repousser(1), flammes(2), gel …)" } }),
      text: freeText().optional().meta(words({ title: { en: 'Text', fr: 'Texte' }, description: { en: 'Any other effect, in words (not used by the odds)', fr: 'Tout autre effet, en mots (pas utilisé par les chances)' } })),
    })
    .meta(words({ title: 'Action', description: { en: 'A profile action (front of the card)', fr: 'Une action de profil (recto de la carte)' } })),
);

export const figureSchema = once(() =>
  z
    .strictObject({
      name: nameText().meta(words({ title: { en: 'Name', fr: 'Nom' }, description: { en: 'Name of the figure', fr: 'Nom de la figurine' } })),
      cost: z.int().min(0).max(100).meta(words({ title: { en: 'Cost', fr: 'Coût' }, description: { en: 'Recruitment value', fr: 'Valeur de recrutement' } })),
      factions: z
        .array(suggestedValue('faction', { title: 'Faction', description: { en: 'A faction symbol of the card', fr: 'Un symbole de faction de la carte' } }))
        .default([])
        .meta(words({ title: 'Factions', description: { en: 'Faction symbols of the card (at least one)', fr: 'Symboles de faction de la carte (au moins un)' } })),
      action: z.int().min(1).max(20).meta(words({ title: 'Action', description: { en: 'Action: dice rolled for an action', fr: 'Action : dés lancés pour une action' } })),
      move: z.int().min(0).max(24).meta(words({ title: 'Mouvement', description: { en: 'Mouvement, in cases', fr: 'Mouvement, en cases' } })),
      armour: z.int().min(0).max(20).meta(words({ title: 'Armure', description: { en: 'Armure', fr: 'Armure' } })),
      health: z.int().min(1).max(99).meta(words({ title: 'Santé', description: { en: 'Santé', fr: 'Santé' } })),
      actions: z.array(actionSchema()).default([]).meta(words({ title: 'Actions', description: { en: 'Profile actions (front of the card)', fr: 'Actions de profil (recto de la carte)' } })),
      rules: ruleList({ title: { en: 'Rules', fr: 'Règles' }, description: { en: 'Permanent rules (back of the card): peur, regeneration(1), vol …', fr: 'Règles permanentes (verso de la carte) : peur, regeneration(1), vol …' } }),
      text: freeText().optional().meta(words({ title: { en: 'Text', fr: 'Texte' }, description: { en: 'Other rules of the card, in words (not checked)', fr: 'Autres règles de la carte, en mots (non vérifiées)' } })),
    })
    .meta({
      ...words({ title: { en: 'Profile card', fr: 'Carte de profil' }, description: { en: 'A figure: its profile card', fr: 'Une figurine : sa carte de profil' } }),
      defaultSnippets: [memberSnippet('Carte de profil', { name: '${1:Nom}', cost: '^${2:2}', factions: ['${3:faction}'], action: 3, move: 3, armour: 0, health: 5, actions: [{ name: '${4:Massue}', need: 2, damage: 2 }] })],
    }),
);

export const bandSchema = once(() =>
  z
    .strictObject({
      format: z.literal(1).optional().meta(words({ title: 'format', description: { en: 'Band file format version', fr: 'Version du format de fichier' } })),
      ruleset: z.string(),
      name: nameText().meta(words({ title: { en: 'Name', fr: 'Nom' }, description: { en: 'Name of the band', fr: 'Nom de la bande' } })),
      points: z
        .int()
        .min(0)
        .max(1000)
        .default(DEFAULT_POINTS)
        .meta(words({ title: 'Points', description: { en: 'Recruitment budget (10 in the rulebook)', fr: 'Budget de recrutement (10 dans le livre)' }, rule: 'Chaque joueur dispose de 10 points pour recruter sa bande' })),
      faction: suggestedValue('faction', { title: 'Faction', description: { en: 'The faction card used, when the figures share several factions', fr: 'La carte de faction utilisée, quand les figurines partagent plusieurs factions' } }).optional(),
      figures: z.array(figureSchema()).max(MAX_MEMBERS).default([]).meta(words({ title: 'Figurines', description: { en: 'The figures of the band (none yet while it is being built: a warning)', fr: 'Les figurines de la bande (aucune pendant sa construction : un avertissement)' } })),
    })
    .meta(words({
      title: "Fées d'armes",
      description: {
        en: "A Fées d'armes band. The budget, the faction card and rules outside §5 (kept as free text, with a warning) are checked by `escarmouche validate`, not by this schema.",
        fr: "Une bande de Fées d'armes. Le budget, la carte de faction et les règles hors du §5 (gardées comme texte libre, avec un avertissement) sont vérifiés par `escarmouche validate`, pas par ce schéma.",
      },
    })),
);

export type BandInput = z.infer<ReturnType<typeof bandSchema>>;
