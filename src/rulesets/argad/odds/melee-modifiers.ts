// Modifiers of a blow in melee (rulebook "La mêlée", "Différence de hauteur", "Combat à travers un obstacle",
// "Cavaliers & piétons montés", "Grands costauds"). Where a modifier needs a situation the rules forbid, a rule error.
import { ruleError } from '../../../core/errors.js';
import { DEFAULT_RULES } from '../house-rules.js';
import { has, isCavalier, type Fighter } from './fighter.js';
import { inDisorder, type Modifier } from './modifiers.js';

export interface MeleeSituation {
  readonly charge?: boolean;
  readonly lower?: boolean;
  readonly obstacle?: boolean;
  readonly difficultTerrain?: boolean;
  readonly disorder?: boolean;
  readonly modifier?: number;
}

// "Ces trois malus ne s'ajoutent pas les uns aux autres": class 1–2, improvised weapon, bare hands.
function clumsiness(striker: Fighter): Modifier[] {
  const reasons: string[] = [];
  if (striker.class === 2 || (striker.class === 1 && (striker.rules ?? DEFAULT_RULES).class1Malus)) reasons.push(`classe ${striker.class}`);
  if (striker.melee.clumsy && !(striker.melee.bareHands && has(striker, 'arts-martiaux'))) reasons.push(striker.melee.id);
  return reasons.length ? [{ code: 'argad/mod-clumsy', value: -1, params: { detail: reasons.join(', ') } }] : [];
}

function mounted(striker: Fighter, struck: Fighter, s: MeleeSituation): Modifier[] {
  // "En terrain facile le cavalier est avantagé contre un piéton (ou contre un piéton monté) et le frappe avec +1
  // au dé. De son côté un piéton (ou piéton monté) frappe le cavalier avec −1 au dé."
  if (s.difficultTerrain || isCavalier(striker) === isCavalier(struck)) return [];
  return isCavalier(striker) ? [{ code: 'argad/mod-cavalier', value: 1, tactical: true }] : [{ code: 'argad/mod-against-cavalier', value: -1 }];
}

function charge(striker: Fighter, s: MeleeSituation): Modifier[] {
  if (!s.charge) return [];
  // "Un cavalier entraîné qui arrive au contact de l'ennemi, en ligne droite en terrain dégagé, bénéficie d'un bonus
  // de « charge » de +1 au dé."
  if (!isCavalier(striker)) throw ruleError('argad/charge-not-cavalier', { name: striker.name });
  if (s.difficultTerrain) throw ruleError('argad/charge-difficult-terrain', { name: striker.name });
  return [{ code: 'argad/mod-charge', value: 1, tactical: true }];
}

function obstacle(striker: Fighter, s: MeleeSituation): Modifier[] {
  if (!s.obstacle) return [];
  // "Le défenseur, s'il est à pied, a +1 au dé pour frapper son adversaire."
  if (striker.mounted) throw ruleError('argad/obstacle-mounted', { name: striker.name });
  return [{ code: 'argad/mod-obstacle', value: 1, tactical: true }];
}

export function meleeModifiers(striker: Fighter, struck: Fighter, s: MeleeSituation): Modifier[] {
  const all: Modifier[] = [
    ...clumsiness(striker),
    ...(s.lower ? [{ code: 'argad/mod-lower', value: -1 }] : []),
    ...obstacle(striker, s),
    ...mounted(striker, struck, s),
    ...charge(striker, s),
    // "+1 au dé pour taper avec ses armes préférées quand il est à pied (cette force n'est pas un « facteur tactique »)"
    ...(has(striker, 'costaud') && !striker.mounted ? [{ code: 'argad/mod-costaud', value: 1 }] : []),
    ...(s.modifier ? [{ code: 'argad/mod-given', value: s.modifier }] : []),
  ];
  return s.disorder ? inDisorder(all) : all;
}

/** Striking order: longue 5 … mains nues 1; a bretteur strikes one step earlier with a short or very short weapon. */
export function strikeLength(f: Fighter, indoors: boolean): number {
  // "Les armes longues … et semi-longues n'ont pas d'avantage de longueur … en intérieur … elles frappent alors
  // (des deux côtés) comme des armes courtes."
  let length = indoors ? Math.min(f.melee.length, 3) : f.melee.length;
  if (has(f, 'bretteur') && (f.melee.id === 'courte' || f.melee.id === 'tres-courte')) length += 1;
  return length;
}
