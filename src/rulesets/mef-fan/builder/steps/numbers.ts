// One characteristic of the unit, a whole number chosen from a short range: Dép, Déf, Men, Vie, figures.
import type { BuildStep } from '../../../../core/ruleset/builder.js';
import type { MefBand, MefUnit } from '../../band.js';
import type { MefProfile } from '../../derive.js';
import { focus, judged, type MefStepContext } from '../context.js';

type NumberKey = 'models' | 'dep' | 'def' | 'men' | 'vie';

export function numberStep(key: NumberKey, values: readonly number[], label: (value: number, context: MefStepContext, unit: MefUnit) => string): BuildStep<MefBand, MefProfile> {
  return {
    id: key,
    title: `mef-fan/build-step-${key}`,
    kind: 'one',
    applies: () => true,
    choices(context) {
      const { unit, path } = focus(context);
      return values.map((value) =>
        judged(context, { value: String(value), label: label(value, context, unit), current: unit[key] === value, edits: [{ op: 'set', path: [...path, key], value }] }),
      );
    },
  };
}
