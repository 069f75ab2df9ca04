// "Une classe coûte un PC et un personnage pourra avoir trois classes au maximum"; "Chaque Classe ne peut être
// choisie qu'une seule fois." The checks judge each choice; the list shows every class with its bonuses.
import type { BuildStep } from '../../../../core/ruleset/builder.js';
import type { FfBand } from '../../band.js';
import { CLASSES } from '../../catalogue/classes.js';
import * as catalogue from '../../catalogue/index.js';
import type { FfProfile } from '../../derive.js';
import { focus, judged, removals } from '../context.js';
import { classSummary, FAMILY_NAMES, nameIn } from '../labels.js';

export const classesStep: BuildStep<FfBand, FfProfile> = {
  id: 'classes',
  title: 'ff/build-step-classes',
  required: ['ff/no-class'],
  kind: 'many',
  applies: () => true,
  choices(context) {
    const { character, path } = focus(context);
    const chosen = new Set(character.classes.map((c) => c.def.id));
    const adds = CLASSES.filter((def) => !chosen.has(def.id)).map((def) =>
      judged(context, {
        value: def.id,
        label: `${def.name} — ${classSummary(def, context.messages)}`,
        section: FAMILY_NAMES[def.family],
        edits: [{ op: 'add', path: [...path, 'classes'], value: def.id }],
      }),
    );
    return [...removals(context, 'classes', nameIn(catalogue.classes)), ...adds];
  },
};
