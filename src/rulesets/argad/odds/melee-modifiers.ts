// Modifiers of a blow in melee (rulebook "La mêlée", "Différence de hauteur", "Combat à travers un obstacle",
// "Cavaliers & piétons montés", "Grands costauds"). Where a modifier needs a situation the rules forbid, a rule error.
import { ruleError } from '../../../core/diagnostics/errors.js';
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
  /** The striker, on foot, waits immobile to receive the charge of the cavalier it strikes. */
  readonly receiveCharge?: boolean;
  /** The one struck charges this turn (no polearm bonus against it: "sauf en cas de charge"). */
  readonly struckCharges?: boolean;
  /** "sauf à son tout premier tour en mêlée si très motivé-e": the classe's −1 is lifted, a weapon's own stays. */
  readonly firstTurnMotivated?: boolean;
  /** The striker is en ordre serré: a heavy two-handed weapon loses its advantage (length and bonus). */
  readonly closeOrder?: boolean;
}

// "Ces trois malus ne s'ajoutent pas les uns aux autres": class 1–2, improvised weapon, bare hands. "Les outils lourds
// maniés à deux mains … sont aussi des armes improvisées mais leur puissance annule ces malus": the −1 in total, the
// class's included (house rule `heavy-tool: weapon`: only the weapon's). "Un personnage classe 2 … a un malus −1 pour
// frapper en mêlée (sauf à son tout premier tour en mêlée si très motivé-e)": only the classe's reason is lifted, so
// a très motivé villager with a fourche keeps the fourche's −1. "Une arme à deux mains lourde … n'a pas d'avantage en
// mêlée (ni de longueur, ni de bonus mêlée) si le personnage qui la tient est en ordre serré": a heavy tool's power
// no longer cancels the maluses (docs/rules-notes.md).
function clumsiness(striker: Fighter, s: MeleeSituation): Modifier[] {
  const rules = striker.rules ?? DEFAULT_RULES;
  const heavy = striker.melee.heavy && !s.closeOrder;
  if (heavy && rules.heavyTool === 'all') return [];
  const reasons: string[] = [];
  if (!s.firstTurnMotivated && (striker.class === 2 || (striker.class === 1 && rules.class1Malus))) reasons.push(`classe ${striker.class}`);
  if (striker.melee.clumsy && !heavy && !(striker.melee.bareHands && has(striker, 'arts-martiaux'))) reasons.push(striker.melee.id);
  return reasons.length ? [{ code: 'argad/mod-clumsy', value: -1, params: { detail: reasons.join(', ') } }] : [];
}

function mounted(striker: Fighter, struck: Fighter, s: MeleeSituation): Modifier[] {
  // "En terrain facile le cavalier est avantagé contre un piéton (ou contre un piéton monté) et le frappe avec +1
  // au dé. De son côté un piéton (ou piéton monté) frappe le cavalier avec −1 au dé."
  if (s.difficultTerrain || isCavalier(striker) === isCavalier(struck)) return [];
  return isCavalier(striker) ? [{ code: 'argad/mod-cavalier', value: 1, tactical: true }] : [{ code: 'argad/mod-against-cavalier', value: -1 }];
}

// "Un piéton qui frappe un monté (sauf en cas de charge, voir plus bas) avec une vouge, bardiche ou hallebarde a un
// bonus de +1 au dé (qui annule son malus de piéton contre cavalier)." A monté: a cavalier or a piéton monté (house
// rule `polearm-against: cavalier`: a cavalier only). The weapon's reach, not a tactical factor.
function polearm(striker: Fighter, struck: Fighter, s: MeleeSituation): Modifier[] {
  if (!striker.melee.againstMounted || striker.mounted || !struck.mounted || s.struckCharges || s.receiveCharge) return [];
  if ((striker.rules ?? DEFAULT_RULES).polearmAgainst === 'cavalier' && !isCavalier(struck)) return [];
  return [{ code: 'argad/mod-polearm', value: 1, params: { weapon: striker.melee.name } }];
}

// "Un soldat à pied qui attend immobile pour recevoir ce cavalier qui charge sur la pointe de sa lance, juzarme,
// bardiche, hallebarde, fusil avec baïonnette, etc. a lui aussi un bonus +1 au dé (… il faut être soldat régulier, ou
// guerrier ou guerrière d'un peuple déjà habitué à combattre des cavaliers)": the flag says so.
function receive(striker: Fighter, struck: Fighter, s: MeleeSituation): Modifier[] {
  if (!s.receiveCharge) return [];
  if (striker.mounted) throw ruleError('argad/receive-mounted', { name: striker.name });
  if (!isCavalier(struck)) throw ruleError('argad/receive-not-cavalier', { name: struck.name });
  if (s.difficultTerrain) throw ruleError('argad/charge-difficult-terrain', { name: struck.name });
  if (!striker.melee.receivesCharge) throw ruleError('argad/receive-weapon', { name: striker.name, weapon: striker.melee.name });
  return [{ code: 'argad/mod-receive-charge', value: 1, tactical: true }];
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
    ...clumsiness(striker, s),
    ...(s.lower ? [{ code: 'argad/mod-lower', value: -1 }] : []),
    ...obstacle(striker, s),
    ...mounted(striker, struck, s),
    ...charge(striker, s),
    ...polearm(striker, struck, s),
    ...receive(striker, struck, s),
    // "+1 au dé pour taper avec ses armes préférées quand il est à pied (cette force n'est pas un « facteur tactique »)"
    ...(has(striker, 'costaud') && !striker.mounted ? [{ code: 'argad/mod-costaud', value: 1 }] : []),
    ...(s.modifier ? [{ code: 'argad/mod-given', value: s.modifier }] : []),
  ];
  return s.disorder ? inDisorder(all) : all;
}

/**
 * Striking order: longue 5 … mains nues 1; a bretteur strikes one step earlier with a short or very short weapon,
 * unless it strikes twice instead ("A chaque tour de mêlée il ou elle peut choisir … ou bien de frapper deux fois").
 */
export function strikeLength(f: Fighter, indoors: boolean, twoBlows = false, closeOrder = false): number {
  // "Les armes longues … et semi-longues n'ont pas d'avantage de longueur … en intérieur … elles frappent alors
  // (des deux côtés) comme des armes courtes." En ordre serré, a heavy two-handed weapon has no advantage of length:
  // "on suppose qu'il … utilise son arme courte".
  let length = indoors || (closeOrder && f.melee.twoHandedHeavy) ? Math.min(f.melee.length, 3) : f.melee.length;
  if (!twoBlows && has(f, 'bretteur') && (f.melee.category === 'courte' || f.melee.category === 'tres-courte')) length += 1;
  return length;
}
