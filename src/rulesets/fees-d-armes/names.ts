/** The rulebook's names for views and messages (JSON keeps the ids): §5 rules and the example bands' factions. */
import { nameIn, namesOf, type NameTable } from '../../core/ruleset/display-names.js';
import { toId } from '../../core/diagnostics/names.js';
import { RULES } from './catalogue.js';

/** The faction symbols of the example bands (the rulebook names none; the cards do), by id. */
export const FACTIONS = [
  { id: 'contes', name: 'Contes' },
  { id: 'foret', name: 'Forêt' },
  { id: 'village', name: 'Village' },
] as const;

export const names: NameTable = { rule: namesOf(RULES), faction: namesOf(FACTIONS) };

/** A faction as the cards write it (`foret` → `Forêt`); one the examples do not know, as the band writes it. */
export const factionName = (written: string): string => names.faction![toId(written)] ?? written;

/** A §5 rule in the canonical spelling of the profile (`repousser(1)`) as the rulebook writes it (`Repousser (1)`). */
export function ruleText(canonical: string): string {
  const match = /^([a-z0-9-]+)(?:\((.*)\))?$/.exec(canonical);
  if (!match || !names.rule![match[1]!]) return canonical;
  const name = nameIn(names, 'rule', match[1]!);
  return match[2] === undefined ? name : `${name} (${match[2]})`;
}
