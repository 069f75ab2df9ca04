// Rulebook "Armes de mêlée" (the four lengths and their weapons), "Frappe avant adversaire", "Frappe sans entraînement
// et/ou avec arme improvisée, ou à mains nues", "Cavaliers & piétons montés". Each category is an entry (an improvised
// weapon strikes as a short one); each weapon the rulebook names is an entry of its category keeping its own effects
// (docs/rules-notes.md).
import type { MeleeCategory, MeleeDef } from './types.js';

type Traits = Pick<MeleeDef, 'length' | 'clumsy' | 'bareHands'>;
const CATEGORY: Readonly<Record<MeleeCategory, Traits>> = {
  longue: { length: 5, clumsy: false, bareHands: false },
  'semi-longue': { length: 4, clumsy: false, bareHands: false },
  courte: { length: 3, clumsy: false, bareHands: false },
  'tres-courte': { length: 2, clumsy: false, bareHands: false },
  'mains-nues': { length: 1, clumsy: true, bareHands: true },
};

type Extra = Partial<Pick<MeleeDef, 'clumsy' | 'heavy' | 'twoHandedHeavy' | 'againstMounted' | 'receivesCharge' | 'aliases'>>;
const weapon = (id: string, name: string, category: MeleeCategory, extra: Extra = {}): MeleeDef => ({ id, name, category, ...CATEGORY[category], examples: name, ...extra });
/** "vouge, bardiche ou hallebarde": +1 against a monté; and, like the lance, they receive a charge on their point. */
const POLEARM: Extra = { againstMounted: true, receivesCharge: true };
/** "outils, crosses d'arme à feu, gourdins ou bâtons": −1. */
const IMPROVISED: Extra = { clumsy: true };
/** "Les outils lourds maniés à deux mains … sont aussi des armes improvisées mais leur puissance annule ces malus." */
const HEAVY: Extra = { heavy: true };
/** "Une arme à deux mains lourde (hache ou épée)": the two-handed axe and sword, the nodachi, the heavy two-handed tool. */
const TWO_HANDED_HEAVY: Extra = { twoHandedHeavy: true };

export const MELEE: readonly MeleeDef[] = [
  // An arme longue is a polearm with a point: it receives a charge (the vouge's +1 against riders needs its name).
  { id: 'longue', name: 'arme longue', category: 'longue', ...CATEGORY.longue, receivesCharge: true, examples: 'lance, vouge, hallebarde, naginata, esponton, lance de chevalerie', aliases: ['arme d hast'] },
  { id: 'semi-longue', name: 'arme semi-longue', category: 'semi-longue', ...CATEGORY['semi-longue'], examples: 'hache ou épée à deux mains, bardiche, nodachi, grand outil, grand bâton, baïonnette au bout d’un fusil' },
  { id: 'courte', name: 'arme courte', category: 'courte', ...CATEGORY.courte, examples: 'épée, sabre, petite hache, katana, masse d’armes, rapière, massue' },
  { id: 'improvisee', name: 'arme improvisée', category: 'courte', ...CATEGORY.courte, clumsy: true, examples: 'outil, bâton, gourdin, crosse d’arme à feu', aliases: ['outil', 'gourdin', 'baton', 'crosse', 'arme improvisee'] },
  { id: 'tres-courte', name: 'arme très courte', category: 'tres-courte', ...CATEGORY['tres-courte'], examples: 'couteau, dague, baïonnette tenue à la main, crosse de pistolet' },
  { id: 'mains-nues', name: 'mains nues', category: 'mains-nues', ...CATEGORY['mains-nues'], examples: 'poings', aliases: ['poings', 'a mains nues'] },
  // ARMES LONGUES : "lance, vouge ou hallebarde, naginata, esponton, lance lourde de chevalerie"; the juzarme of the charge.
  weapon('lance', 'lance', 'longue', { receivesCharge: true, aliases: ['lance legere'] }),
  weapon('vouge', 'vouge', 'longue', POLEARM),
  weapon('hallebarde', 'hallebarde', 'longue', POLEARM),
  weapon('juzarme', 'juzarme', 'longue', { receivesCharge: true, aliases: ['guisarme'] }),
  weapon('naginata', 'naginata', 'longue', { receivesCharge: true }),
  weapon('esponton', 'esponton', 'longue', { receivesCharge: true }),
  weapon('lance-de-chevalerie', 'lance lourde de chevalerie', 'longue', { aliases: ['lance lourde de chevalerie', 'lance lourde'] }),
  // ARMES SEMI-LONGUES : "hache à deux mains ou épée à deux mains, bardiche, nodachi, grand outil (faux agricole,
  // fourche), grand bâton, outil à deux mains lourd, baïonnette au bout d'un fusil".
  weapon('hache-a-deux-mains', 'hache à deux mains', 'semi-longue', TWO_HANDED_HEAVY),
  weapon('epee-a-deux-mains', 'épée à deux mains', 'semi-longue', TWO_HANDED_HEAVY),
  weapon('bardiche', 'bardiche', 'semi-longue', POLEARM),
  weapon('nodachi', 'nodachi', 'semi-longue', TWO_HANDED_HEAVY),
  weapon('grand-outil', 'grand outil', 'semi-longue', { ...IMPROVISED, aliases: ['grand outil a deux mains'] }),
  weapon('faux', 'faux agricole', 'semi-longue', { ...IMPROVISED, aliases: ['faux agricole'] }),
  weapon('fourche', 'fourche', 'semi-longue', IMPROVISED),
  weapon('grand-baton', 'grand bâton', 'semi-longue', IMPROVISED),
  weapon('outil-lourd', 'outil à deux mains lourd', 'semi-longue', { ...HEAVY, ...TWO_HANDED_HEAVY, clumsy: true, aliases: ['outil a deux mains lourd', 'masse de forgeron', 'grosse masse de forgeron', 'grande hache de bucheron'] }),
  weapon('baionnette-au-fusil', 'baïonnette au bout d’un fusil', 'semi-longue', { receivesCharge: true, aliases: ['baionnette au bout d un fusil', 'baionnette sur fusil', 'baionnette au canon', 'fusil avec baionnette'] }),
  // ARMES COURTES : "épée, sabre, petite hache, javelot tenu en main, katana, masse d'armes … outils courts, massue,
  // crosse de fusil, tronçonneuse"; "hache d'abordage" (frappe avant adversaire), "rapière" (bretteur).
  weapon('epee', 'épée', 'courte'),
  weapon('sabre', 'sabre', 'courte'),
  weapon('petite-hache', 'petite hache', 'courte', { aliases: ['hache', 'hachette'] }),
  weapon('javelot', 'javelot tenu en main', 'courte', { aliases: ['javelot tenu en main'] }),
  weapon('katana', 'katana', 'courte'),
  weapon('masse-d-armes', 'masse d’armes', 'courte', { aliases: ['masse', 'masse d armes'] }),
  weapon('rapiere', 'rapière', 'courte'),
  weapon('hache-d-abordage', 'hache d’abordage', 'courte', { aliases: ['hache d abordage'] }),
  weapon('massue', 'massue', 'courte'),
  weapon('outil-court', 'outil court', 'courte', IMPROVISED),
  weapon('crosse-de-fusil', 'crosse de fusil', 'courte', IMPROVISED),
  weapon('tronconneuse', 'tronçonneuse', 'courte', { ...HEAVY, clumsy: true }),
  // ARMES TRÈS COURTES : "couteau ou dague, baïonnette tenue à la main, crosse de pistolet".
  weapon('couteau', 'couteau', 'tres-courte'),
  weapon('dague', 'dague', 'tres-courte'),
  weapon('baionnette-a-la-main', 'baïonnette tenue à la main', 'tres-courte', { aliases: ['baionnette tenue a la main'] }),
  weapon('crosse-de-pistolet', 'crosse de pistolet', 'tres-courte', IMPROVISED),
];
