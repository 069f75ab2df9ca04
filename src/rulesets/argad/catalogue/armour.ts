// Rulebook "Véture ou armure, équipement" and Annexes "Variétés d'armures optionnelles".
import type { ArmourDef } from './types.js';

export const ARMOURS: readonly ArmourDef[] = [
  { id: 'legere', label: 'legere', name: 'véture légère', value: 0, rank: 0, aliases: ['veture legere', 'legerement vetu', 'aucune', 'none', 'light'] },
  { id: '3', label: '3', name: 'armure 3 (protection métallique très partielle)', value: 3, rank: 3, aliases: ['armure 3'] },
  { id: '4', label: '4', name: 'armure 4 (cotte de mailles ou d’écailles, gambison renforcé, brigandine, cuirasse)', value: 4, rank: 4, aliases: ['armure 4', 'cotte de mailles', 'cuirasse', 'brigandine'] },
  { id: '4t', label: '4T', name: 'armure 4T (gilet pare-balles, plastron futuriste)', value: 4, rank: 4, aliases: ['armure 4T', 'gilet pare-balles'] },
  { id: '4-etoile', label: '4*', name: 'armure 4* (demi-armure du XVIe siècle)', value: 4, rank: 4.5, aliases: ['armure 4 etoile', 'demi-armure'] },
  { id: '5', label: '5', name: 'armure 5 (armure complète d’homme d’armes)', value: 5, rank: 5, aliases: ['armure 5', 'armure complete'] },
  { id: '5t', label: '5T', name: 'armure 5T (exosquelette)', value: 5, rank: 5, aliases: ['armure 5T', 'exosquelette'] },
  { id: '5-etoile', label: '5*', name: 'armure 5* (armure équestre de gendarme ou cuirassier lourd)', value: 5, rank: 5.5, aliases: ['armure 5 etoile'] },
];
