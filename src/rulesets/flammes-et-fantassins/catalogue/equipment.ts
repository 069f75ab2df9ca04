// Rulebook, Annexes "L'Équipement". Each item costs one pièce de fer ("Chaque pièce de fer permet d'acheter
// une pièce d'équipement"); being nu costs nothing. Readings chosen here are in docs/rules-notes.md.
import type { EquipmentDef } from './types.js';
import { SPELLS } from './spells.js';

const BASE: readonly EquipmentDef[] = [
  { id: 'arme-a-deux-mains', name: 'Arme à deux mains', aliases: [], category: 'melee', twoHanded: true, price: 1, modifiers: {}, attack: { hit: 1, damage: 1, strengthDamage: true }, text: '+1 à la Touche, +1 aux Dégâts.' },
  { id: 'arme-a-une-main', name: 'Arme à une main', aliases: [], category: 'melee', twoHanded: false, price: 1, modifiers: {}, attack: { hit: 1, damage: 0, strengthDamage: true }, text: '+1 à la Touche.' },
  // Bâton "(arme à deux mains)" and masse (one-handed): their class's line adds to their own (docs/rules-notes.md).
  { id: 'baton', name: 'Bâton', aliases: [], category: 'melee', twoHanded: true, price: 1, modifiers: { Tra: 1 }, attack: { hit: 0, damage: -1, strengthDamage: true }, weaponClass: 'arme-a-deux-mains', text: 'Arme à deux mains : -1 aux Dégâts, +1 Tra.' },
  { id: 'dague', name: 'Dague', aliases: [], category: 'melee', twoHanded: false, price: 1, modifiers: { Dep: 1 }, attack: { hit: -1, damage: 0, strengthDamage: true }, text: '-1 à la Touche, +1 Déplacement.' },
  { id: 'masse', name: 'Masse', aliases: [], category: 'melee', twoHanded: false, price: 1, modifiers: {}, attack: { hit: 0, damage: 0, strengthDamage: true }, weaponClass: 'arme-a-une-main', text: "Permet d'assommer plutôt que de blesser. Doit être annoncé avant le jet sinon l'attaque touche les PV. Si le dé de Dégâts fait 5+, la cible perd tous ses PA et est placée sur le ventre. Sa CA vaudra 0. Pour se relever et annuler cet effet, la cible devra réaliser une action de Concentration." },
  { id: 'rondache', name: 'Rondache', aliases: ['bouclier'], category: 'shield', twoHanded: false, price: 1, modifiers: { CA: 1, Tra: -2 }, text: 'CA +1, Tra. -2.' },
  { id: 'ecu', name: 'Écu', aliases: ['pavois'], category: 'shield', twoHanded: false, price: 1, modifiers: { CA: 1, DEX: -1 }, text: 'CA +1, DEX -1.' },
  { id: 'arbalete-legere', name: 'Arbalète légère', aliases: [], category: 'ranged', twoHanded: true, price: 1, modifiers: {}, attack: { hit: 1, damage: 1, strengthDamage: false, range: '8' }, text: 'Portée 8 pouces, +1 à la Touche, +1 aux Dégâts. Les Dégâts issu de la Force ne compte pas, nécessite une action simple pour être rechargée.' },
  { id: 'arbalete-lourde', name: 'Arbalète lourde', aliases: [], category: 'ranged', twoHanded: true, price: 1, modifiers: {}, attack: { hit: 1, damage: 2, strengthDamage: false, range: '10' }, text: 'Portée 10 pouces, +1 à la Touche, +2 aux Dégâts. Les Dégâts issu de la Force ne compte pas, nécessite une action simple pour être rechargée mais sans pouvoir se déplacer.' },
  { id: 'arc', name: 'Arc', aliases: [], category: 'ranged', twoHanded: true, price: 1, modifiers: {}, attack: { hit: 1, damage: 0, strengthDamage: true, range: '8' }, text: 'Portée 8 pouces, +1 à la Touche, Dégâts issu de la Force, nécessite une action simple pour être rechargée. Les arcs sont rechargés automatiquement lors d\'une Concentration.' },
  { id: 'arc-long', name: 'Arc long', aliases: [], category: 'ranged', twoHanded: true, price: 1, modifiers: {}, attack: { hit: 0, damage: 0, strengthDamage: true, range: '12' }, text: 'Portée 12 pouces, +0 à la Touche, Dégâts issu de la Force, nécessite une action simple pour être rechargée. Les arcs sont rechargés automatiquement lors d\'une Concentration.' },
  // Couteaux de lancer: the text gives "+0 aux Dégâts" and no "Dégâts issu de la Force" (docs/rules-notes.md).
  { id: 'couteaux-de-lancer', name: 'Couteaux de lancer', aliases: [], category: 'ranged', twoHanded: false, price: 1, modifiers: {}, attack: { hit: 0, damage: 0, strengthDamage: false, range: '1+DEX+FOR' }, text: 'Portée 1+DEX+FOR pouces, +0 à la Touche, +0 aux Dégâts, recharge automatique.' },
  { id: 'robe', name: 'Robe', aliases: [], category: 'armour', twoHanded: false, price: 1, modifiers: { CA: -1, Tra: 2 }, text: 'CA -1, Tra. +2.' },
  { id: 'cuir', name: 'Cuir', aliases: ['gambison'], category: 'armour', twoHanded: false, price: 1, modifiers: { CA: 1, Tra: -1, PV: 1 }, text: 'CA +1, Tra. -1, +1 PV.' },
  { id: 'maille', name: 'Maille', aliases: ['brigandine'], category: 'armour', twoHanded: false, price: 1, modifiers: { CA: 2, Tra: -2, PV: 2 }, text: 'CA +2, Tra. -2, +2 PV.' },
  { id: 'plaque', name: 'Plaque', aliases: [], category: 'armour', twoHanded: false, price: 1, modifiers: { CA: 3, Tra: -3, PV: 4, DEX: -1 }, text: 'CA +3, Tra. -3, +4 PV, DEX -1.' },
  { id: 'nu', name: 'Nu', aliases: [], category: 'armour', twoHanded: false, price: 0, modifiers: { CA: -1 }, text: 'Au total, CA -1 pour un humain. Être nu doit être écrit sur la fiche et empêche de porter plus d\'un Matériel.' },
  { id: 'grappin', name: 'Grappin', aliases: [], category: 'materiel', twoHanded: false, price: 1, modifiers: {}, text: "Pendant un Déplacement, permet l'escalade en 2 actions simples : jet de DEX pour accrocher le grappin (portée du grappin : Dép. de la figurine), puis action simple « grimper à une échelle »." },
  { id: 'grimoire', name: 'Grimoire', aliases: [], category: 'materiel', twoHanded: false, price: 1, modifiers: {}, text: '+1 Sort (voir Annexe Magie). Ne peut être utilisé par un autre personnage, doit être unique dans un équipement.' },
  { id: 'materiel-de-crochetage', name: 'Matériel de crochetage', aliases: [], category: 'materiel', twoHanded: false, price: 1, modifiers: {}, text: "Pendant un Déplacement (en action simple) ou pendant une Concentration, facilite le crochetage d'une porte ou d'un coffre (bonus de +2 au jet de DEX associé)." },
  // Thrown with "un jet de Tir": simulate-attack --weapon bombe.
  { id: 'bombe', name: 'Bombe', aliases: [], category: 'materiel', twoHanded: false, price: 1, modifiers: {}, attack: { hit: 0, damage: 0, strengthDamage: false, range: '1+DEX+FOR' }, text: "Pendant un Déplacement en action simple ou une Concentration, un jet de Tir réussi permet de défausser et lancer la Bombe. Portée 1+DEX+FOR, Touche +0, Dégâts +0, Zone d'effet cercle de rayon 2 pouces (l'effet porte sur les alliés et ennemis)." },
  { id: 'bombe-de-repulsif-a-chat', name: 'Bombe de répulsif à chat', aliases: [], category: 'materiel', twoHanded: false, price: 1, modifiers: {}, text: 'À moins de 1+DEX+FOR pouces du Chat Noir, pendant un Déplacement en action simple ou une Concentration, défausser la Bombe. Déplacer le Chat Noir de 4 pouces.' },
  { id: 'potion-de-vie', name: 'Potion de Vie', aliases: [], category: 'materiel', twoHanded: false, price: 1, modifiers: {}, text: 'Rend 4 PV.' },
  { id: 'potion-de-force', name: 'Potion de Force', aliases: [], category: 'materiel', twoHanded: false, price: 1, modifiers: {}, text: 'Donne un bonus de +2 aux dégâts de mêlée pendant le Round.' },
  { id: 'potion-d-armure', name: "Potion d'Armure", aliases: [], category: 'materiel', twoHanded: false, price: 1, modifiers: {}, text: 'Donne un bonus de +2 à la CA pendant le Round.' },
  { id: 'potion-de-vitesse', name: 'Potion de Vitesse', aliases: [], category: 'materiel', twoHanded: false, price: 1, modifiers: {}, text: 'Donne un bonus de +2 au Déplacement pendant le Round.' },
  { id: 'potion-d-eloquence', name: "Potion d'Éloquence", aliases: [], category: 'materiel', twoHanded: false, price: 1, modifiers: {}, text: 'Apporte un bonus de +CHA à un unique jet au choix du joueur pendant ce Round.' },
];

/** "Un parchemin d'un sort particulier peut être défaussé par le Mage en lieu et place du sort du même nom." */
const SCROLLS: readonly EquipmentDef[] = SPELLS.map((spell) => ({
  id: `parchemin-${spell.id}`,
  name: `Parchemin (${spell.name})`,
  aliases: [],
  category: 'materiel',
  twoHanded: false,
  price: 1,
  modifiers: {},
  text: `Peut être défaussé par le Mage en lieu et place du sort « ${spell.name} ».`,
}));

export const EQUIPMENT: readonly EquipmentDef[] = [...BASE, ...SCROLLS];

/** A weapon's lines: its class's line (when `weaponClass` is in force), then its own. */
export function weaponLines(weapon: EquipmentDef, weaponClass: boolean): { source: string; hit: number; damage: number }[] {
  const own = { source: weapon.id, hit: weapon.attack?.hit ?? 0, damage: weapon.attack?.damage ?? 0 };
  const klass = weaponClass && weapon.weaponClass ? BASE.find((item) => item.id === weapon.weaponClass) : undefined;
  return klass?.attack ? [{ source: klass.id, hit: klass.attack.hit, damage: klass.attack.damage }, own] : [own];
}
