// "on choisit en plus une unique Spécialité parmi les Spécialités proposées par les classes de Lanceurs de
// Sorts de cette figurine."
import type { BuildChoice, BuildStep } from '../../../../core/ruleset/builder.js';
import type { FfBand } from '../../band.js';
import * as catalogue from '../../catalogue/index.js';
import { isCaster } from '../../checks/spells.js';
import type { FfProfile } from '../../derive.js';
import { nameOf } from '../../names.js';
import { focus, judged } from '../context.js';
import { wholeText } from '../labels.js';

export const specialtyStep: BuildStep<FfBand, FfProfile> = {
  id: 'specialty',
  title: 'ff/build-step-specialty',
  kind: 'one',
  applies: (context) => isCaster(focus(context).character) || focus(context).raw.specialty !== undefined,
  choices(context) {
    const { character, raw, path } = focus(context);
    const offered = character.classes.flatMap((c) => (c.def.specialty ? [catalogue.specialties.get(c.def.specialty)!] : []));
    const choices: BuildChoice[] = offered.map((s) =>
      judged(context, {
        value: s.id,
        label: `${s.name} (${nameOf('class', s.classId)})`,
        description: wholeText(s.effect),
        current: character.specialty?.id === s.id,
        edits: [{ op: 'set', path: [...path, 'specialty'], value: s.id }],
      }),
    );
    if (raw.specialty !== undefined) {
      choices.push(judged(context, { value: '-', label: context.messages.text('ff/build-no-specialty'), edits: [{ op: 'delete', path: [...path, 'specialty'] }] }));
    }
    return choices;
  },
};
