/** The F&F band file. Names stay strings here: `parse` resolves them (accents, aliases, suggestions). */
import { z } from 'zod';
import { once } from '../../core/ruleset/once.js';
import { campaignSchema } from '../../core/campaign/ledger.js';
import { catalogueValue, MAX_MEMBERS, memberSnippet, nameText, words } from '../../core/schema/schema-words.js';
import { AWARD_KEYS } from './campaign/index.js';
import { potionAction } from './campaign/potions.js';

export const characterSchema = once(() =>
  z
    .strictObject({
      name: nameText().meta(words({ title: { en: 'Name', fr: 'Nom' }, description: { en: 'Name of the character', fr: 'Nom du personnage' } })),
      style: catalogueValue('style', {
        title: 'Style',
        description: { en: 'agile (Mêl and CA from DEX) or puissant (from FOR and CON)', fr: 'agile (Mêl et CA par la DEX) ou puissant (par la FOR et la CON)' },
        rule: 'Décider si le personnage sera agile ou puissant',
      }),
      classes: z
        .array(catalogueValue('class', { title: 'Classe', description: { en: 'A class of the annex; each costs one PC', fr: "Une classe de l'annexe ; chacune coûte un PC" } }))
        .default([])
        .meta(words({ title: 'Classes', description: { en: '1 to 3 classes, each once', fr: '1 à 3 classes, chacune une fois' }, rule: 'Une classe coûte un PC et un personnage pourra avoir trois classes au maximum' })),
      equipment: z
        .array(catalogueValue('equipment', { title: 'Équipement', description: { en: 'An item of the annex; each costs one pièce de fer', fr: "Un objet de l'annexe ; chacun coûte une pièce de fer" } }))
        .default([])
        .meta(words({ title: 'Équipement', description: { en: 'Weapons, shield, armour and matériel (the first weapon is free)', fr: 'Armes, bouclier, armure et matériel (la première arme est gratuite)' }, rule: "Chaque pièce de fer permet d'acheter une pièce d'équipement" })),
      spells: z
        .array(catalogueValue('spell', { title: 'Sort', description: { en: "A spell of the caster classes' domains", fr: 'Un sort des domaines des classes de lanceur de sorts' } }))
        .default([])
        .meta(words({ title: 'Sorts', description: { en: "Spells of the caster classes' domains", fr: 'Sorts des domaines des classes de lanceur de sorts' }, rule: 'choisir à la création pour leur personnage des Sorts des Domaines indiqués par leurs classes' })),
      // « on choisit en plus une unique Spécialité parmi les Spécialités proposées par les classes de Lanceurs de Sorts »
      specialty: catalogueValue('specialty', {
        title: 'Spécialité',
        description: { en: 'One specialty of a caster class', fr: "Une spécialité d'une classe de lanceur de sorts" },
        rule: 'on choisit en plus une unique Spécialité parmi les Spécialités proposées par les classes de Lanceurs de Sorts',
      }).optional(),
    })
    .meta({
      ...words({ title: 'Personnage', description: { en: 'A character of the band', fr: 'Un personnage de la bande' } }),
      defaultSnippets: [memberSnippet('Personnage', { name: '${1:Nom}', style: '${2|agile,puissant|}', classes: ['${3:soldat}'], equipment: ['${4:arme-a-une-main}'] })],
    }),
);

export const bandSchema = once(() =>
  z.strictObject({
    format: z.literal(1).optional().meta(words({ title: 'format', description: { en: 'Band file format version', fr: 'Version du format de fichier' } })),
    ruleset: z.string(),
    name: nameText().meta(words({ title: { en: 'Name', fr: 'Nom' }, description: { en: 'Name of the band', fr: 'Nom de la bande' } })),
    pc: z.int().min(0).max(1000).meta(words({ title: 'PC', description: { en: 'Points de Création agreed by the players; each class costs one', fr: 'Points de Création convenus entre joueurs ; chaque classe en coûte un' } })),
    characters: z.array(characterSchema()).max(MAX_MEMBERS).meta(words({ title: 'Personnages', description: { en: 'The characters of the band (3 to 10 figures per player)', fr: 'Les personnages de la bande (3 à 10 figurines par joueur)' } })),
    campaign: campaignSchema(AWARD_KEYS, [potionAction]).nullish(),
  }).meta(words({
    title: 'Flammes & Fantassins',
    description: {
      en: 'A Flammes & Fantassins band. The budgets (PC, pièces de fer), slots and spell counts are checked by `escarmouche validate`, not by this schema.',
      fr: 'Une bande de Flammes & Fantassins. Les budgets (PC, pièces de fer), emplacements et nombres de sorts sont vérifiés par `escarmouche validate`, pas par ce schéma.',
    },
  })),
);

export type BandInput = z.infer<ReturnType<typeof bandSchema>>;
