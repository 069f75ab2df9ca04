/** One-line summaries of catalogue entries, with the rulebook's French game terms. */
import type { Messages } from '../../../core/messages/catalogue.js';
import { FAMILY_PV } from '../catalogue/classes.js';
import { STATS, type ClassDef, type ClassFamily, type Domain } from '../catalogue/types.js';
import { nameOf } from '../names.js';

export const DOMAIN_NAMES: Readonly<Record<Domain, string>> = { magie: 'Magie', tenebres: 'Ténèbres', lumiere: 'Lumière', nature: 'Nature' };

export const FAMILY_NAMES: Readonly<Record<ClassFamily, string>> = {
  guerrier: 'Guerriers',
  roublard: 'Roublards',
  'lanceur-de-sorts': 'Lanceurs de Sorts',
};

const EXTRA_NAMES = { Dep: 'Dép.', Mel: 'Mêl', Tir: 'Tir' } as const;

/** A modifier as the rulebook writes it: "+0", "+1", "-1". */
export const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

/** "DEX +1, CON +1", then "Dép. +1", "Mêl +1", "Tir +1", "+1 pièce de fer", and the family's "PV +2". */
export function classBonuses(def: ClassDef): string[] {
  const bonuses = STATS.filter((s) => def.bonuses[s]).map((s) => `${s} ${signed(def.bonuses[s]!)}`);
  for (const key of ['Dep', 'Mel', 'Tir'] as const) if (def.extra[key]) bonuses.push(`${EXTRA_NAMES[key]} ${signed(def.extra[key])}`);
  if (def.extra.fer) bonuses.push(`${signed(def.extra.fer)} pièce de fer`);
  if (FAMILY_PV[def.family]) bonuses.push(`PV ${signed(FAMILY_PV[def.family])}`);
  return bonuses;
}

/** "DEX +1, CON +1, Tir +1, PV +2"; "talents: …"; "spells: Lumière 1, Magie 1; specialty: Haute Maîtrise". */
export function classSummary(def: ClassDef, t: Messages): string {
  const parts = [classBonuses(def).join(', ')];
  if (def.talents.length) parts.push(`${t.text('ff/view-talents')}: ${def.talents.map((id) => nameOf('talent', id)).join(', ')}`);
  const spells = (Object.entries(def.spells) as [Domain, number][]).map(([d, n]) => `${DOMAIN_NAMES[d]} ${n}`);
  if (spells.length) parts.push(`${t.text('ff/view-spells')}: ${spells.join(', ')}`);
  if (def.specialty) parts.push(`${t.text('ff/view-specialty')}: ${nameOf('specialty', def.specialty)}`);
  return parts.join('; ');
}

/** The rulebook's name of a written entry, or the entry as written when the catalogue does not know it. */
export const nameIn =
  (index: { get(input: string): { readonly name: string } | undefined }) =>
  (written: string): string =>
    index.get(written)?.name ?? written;

/** A rule text whole, on one line: the help line under a choice (the terminal wraps it). */
export const wholeText = (text: string): string => text.replace(/\s*\n\s*/g, ' ').trim();

/** A spell's help line: its cost, its target and range, its whole effect. */
export const spellHelp = (spell: { readonly cost: string; readonly condition: string; readonly effect: string }): string =>
  wholeText(`${spell.cost} · ${spell.condition} ${spell.effect}`);
