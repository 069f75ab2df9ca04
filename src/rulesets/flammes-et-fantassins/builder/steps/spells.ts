// "Les joueurs devront choisir ... des Sorts des Domaines indiqués par leurs classes"; a grimoire adds one
// spell "dans n'importe quelle des 4 listes"; in each list at least as many level I as level II spells.
// Counts, levels and uniqueness are judged by the checks: a level II comes after a level I of its list.
import type { BuildStep } from '../../../../core/ruleset/builder.js';
import type { FfBand } from '../../band.js';
import * as catalogue from '../../catalogue/index.js';
import { SPELLS } from '../../catalogue/spells.js';
import { grantedByDomain, grimoireSpells, isCaster } from '../../checks/spells.js';
import type { FfProfile } from '../../derive.js';
import { focus, judged, removals } from '../context.js';
import { DOMAIN_NAMES, nameIn, spellHelp } from '../labels.js';

const LEVELS = { 1: 'I', 2: 'II' } as const;

export const spellsStep: BuildStep<FfBand, FfProfile> = {
  id: 'spells',
  title: 'ff/build-step-spells',
  required: ['ff/missing-spells'],
  kind: 'many',
  // Also for a non-caster who knows spells, so that they can be removed.
  applies: (context) => isCaster(focus(context).character) || (focus(context).raw.spells?.length ?? 0) > 0,
  choices(context) {
    const { character, path } = focus(context);
    const granted = grantedByDomain(character);
    const anyList = grimoireSpells(character) > 0;
    const known = new Set(character.spells.map((s) => s.def.id));
    const listed = SPELLS.filter((s) => !known.has(s.id) && isCaster(character) && (anyList || granted[s.domain] > 0));
    const order = (d: keyof typeof granted) => (granted[d] > 0 ? 0 : 1);
    const adds = [...listed]
      .sort((a, b) => order(a.domain) - order(b.domain) || a.level - b.level)
      .map((spell) =>
        judged(context, {
          value: spell.id,
          label: `${spell.name} — ${DOMAIN_NAMES[spell.domain]} ${LEVELS[spell.level]}`,
          description: spellHelp(spell),
          section: `${DOMAIN_NAMES[spell.domain]} (${granted[spell.domain]})`,
          edits: [{ op: 'add', path: [...path, 'spells'], value: spell.id }],
        }),
      );
    return [...removals(context, 'spells', nameIn(catalogue.spells)), ...adds];
  },
};
