// II.B: "plusieurs scores de Mélée, pour un coût total correspondant à la somme de ceux-ci"; 2# a point and 2# a
// point of Perforant.
import type { BuildChoice, BuildStep } from '../../../../core/ruleset/builder.js';
import type { MefBand } from '../../band.js';
import { COST_PER_POINT, type MefProfile } from '../../derive.js';
import { focus, judged, removals, scoreText } from '../context.js';

const SCORES = [0, 1, 2, 3, 4, 5];
const PERFORANT = [0, 1, 2];

export const melStep: BuildStep<MefBand, MefProfile> = {
  id: 'mel',
  title: 'mef-fan/build-step-mel',
  kind: 'many',
  applies: () => true,
  choices(context) {
    const { path } = focus(context);
    const adds: BuildChoice[] = PERFORANT.flatMap((perforant) =>
      SCORES.map((score) => {
        const value = perforant ? { score, perforant } : { score };
        return judged(context, {
          value: `${score}:${perforant}`,
          label: `${scoreText('Mél', value)} — ${score * COST_PER_POINT.mel + perforant * COST_PER_POINT.perforant}#`,
          section: perforant ? `Perforant ${perforant}` : 'Mél',
          edits: [{ op: 'add', path: [...path, 'mel'], value }],
        });
      }),
    );
    return [...removals(context, 'mel', (w) => scoreText('Mél', w)), ...adds];
  },
};
