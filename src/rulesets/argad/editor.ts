/** The Argad! tables as an editor offers them: every spelling `validate` accepts, the rulebook's name and effect. */
import { toId } from '../../core/diagnostics/names.js';
import { entriesOf, type Lang, type SchemaCatalogues } from '../../core/schema/schema-words.js';
import { MOUNTED, ROLES } from './band.js';
import { ANIMAL_COST } from './derive.js';
import { ARMOURS } from './catalogue/armour.js';
import * as tables from './catalogue/index.js';
import { MELEE } from './catalogue/melee.js';
import { RANGED } from './catalogue/ranged.js';
import { SKILLS } from './catalogue/skills.js';

const ROLE_DOCS: Record<string, string> = {
  chef: '**Chef** · 2 × classe',
  musicien: '**Musicien** · 2 × classe',
  'porte-embleme': '**Porte-emblème** · classe',
};
const MOUNTED_DOCS: Record<string, string> = {
  cavalier: '**Cavalier**',
  'pieton-monte': `**Piéton monté** · + ${ANIMAL_COST} points`,
};
const LENGTH: Record<Lang, string> = { en: 'length', fr: 'longueur' };

/** Role and mount: `validate` folds the spelling to an id of its short list. */
const choices = (ids: readonly string[], docs: Record<string, string>, names: Record<string, string>) =>
  entriesOf(
    ids.map((id) => ({ id, name: names[id] })),
    (s) => (ids.includes(toId(s)) ? { id: toId(s) } : undefined),
    (item) => docs[item.id] ?? item.id,
  );

export const schemaCatalogues: SchemaCatalogues = (lang) => ({
  armour: entriesOf(ARMOURS, (s) => tables.armours.get(s), (a) => `**${a.label}** · ${a.name}`),
  melee: entriesOf(MELEE, (s) => tables.melee.get(s), (m) => `**${m.name}** · ${LENGTH[lang]} ${m.length}\n\n${m.examples}`),
  ranged: entriesOf(RANGED, (s) => tables.ranged.get(s), (r) => `**${r.name}**\n\n${r.notes}`),
  skill: entriesOf(SKILLS, (s) => tables.skills.get(s), (k) => `**${k.name}**\n\n${k.effect}`),
  role: choices(ROLES, ROLE_DOCS, { chef: 'Chef', musicien: 'Musicien', 'porte-embleme': 'Porte-emblème' }),
  mounted: choices(MOUNTED, MOUNTED_DOCS, { cavalier: 'Cavalier', 'pieton-monte': 'Piéton monté' }),
});
