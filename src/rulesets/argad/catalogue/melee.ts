// Rulebook "Armes de mêlée", "Frappe avant adversaire" and "Frappe sans entraînement et/ou avec arme improvisée,
// ou à mains nues". An improvised weapon strikes as a short weapon (docs/rules-notes.md).
import type { MeleeDef } from './types.js';

export const MELEE: readonly MeleeDef[] = [
  { id: 'longue', name: 'arme longue', length: 5, clumsy: false, bareHands: false, examples: 'lance, vouge, hallebarde, naginata, esponton, lance de chevalerie', aliases: ['lance', 'vouge', 'hallebarde', 'naginata', 'esponton', 'arme d hast'] },
  { id: 'semi-longue', name: 'arme semi-longue', length: 4, clumsy: false, bareHands: false, examples: 'hache ou épée à deux mains, bardiche, nodachi, grand outil, baïonnette au fusil', aliases: ['hache a deux mains', 'epee a deux mains', 'bardiche', 'nodachi', 'baionnette au canon'] },
  { id: 'courte', name: 'arme courte', length: 3, clumsy: false, bareHands: false, examples: 'épée, sabre, petite hache, katana, masse d’armes', aliases: ['epee', 'sabre', 'hache', 'hachette', 'katana', 'masse', 'masse d armes'] },
  { id: 'improvisee', name: 'arme improvisée', length: 3, clumsy: true, bareHands: false, examples: 'outil, bâton, gourdin, crosse d’arme à feu', aliases: ['outil', 'gourdin', 'baton', 'crosse'] },
  { id: 'tres-courte', name: 'arme très courte', length: 2, clumsy: false, bareHands: false, examples: 'couteau, dague, baïonnette tenue à la main', aliases: ['couteau', 'dague'] },
  { id: 'mains-nues', name: 'mains nues', length: 1, clumsy: true, bareHands: true, examples: 'poings', aliases: ['poings', 'a mains nues'] },
];
