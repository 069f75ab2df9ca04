// II.C: a Tir score (3# a point, Perforant 2# a point) × its range multiplier × its ammunition multiplier. A new
// score is added at a portée; its Perforant and munitions are then changed entry by entry.
import type { BuildChoice, BuildStep } from '../../../../core/ruleset/builder.js';
import type { MefBand } from '../../band.js';
import { AMMUNITIONS, RANGES } from '../../catalogue.js';
import { tirScoreCost, type MefProfile } from '../../derive.js';
import { focus, judged, removals, scoreText, type MefStepContext } from '../context.js';

const SCORES = [1, 2, 3, 4, 5];
const PERFORANT = [0, 1, 2];
const normale = RANGES.find((r) => r.id === 'normale')!;
const illimitees = AMMUNITIONS.find((a) => a.id === 'illimitees')!;

function adds(context: MefStepContext): BuildChoice[] {
  const { path } = focus(context);
  // "La plupart des armes ont une portée normale": offered first.
  const ranges = [normale, ...RANGES.filter((r) => r.id !== normale.id)];
  return ranges.flatMap((portee) =>
    SCORES.map((score) => {
      const value = portee.id === normale.id ? { score } : { score, portee: portee.id };
      return judged(context, {
        value: `${score}:${portee.id}`,
        label: `${scoreText('Tir', value)} — ${tirScoreCost({ score, perforant: 0, portee, munitions: illimitees })}#`,
        section: `${context.messages.text('mef-fan/build-range')} ${portee.id} (${portee.cm} cm)`,
        edits: [{ op: 'add', path: [...path, 'tir'], value }],
      });
    }),
  );
}

/** For each score already there: the other Perforant values and the other munitions. */
function changes(context: MefStepContext): BuildChoice[] {
  const { unit, path } = focus(context);
  return unit.tir.flatMap((tir, i) => {
    const section = `${context.messages.text('mef-fan/build-change')} ${scoreText('Tir', { score: tir.score, perforant: tir.perforant, portee: tir.portee.id, munitions: tir.munitions.id })}`;
    const at = [...path, 'tir', i];
    const perforant = PERFORANT.filter((p) => p !== tir.perforant).map((p) =>
      judged(context, { value: `${i}:perforant:${p}`, label: `Perforant ${p} — ${tirScoreCost({ ...tir, perforant: p })}#`, section, edits: [{ op: 'set', path: [...at, 'perforant'], value: p }] }),
    );
    const munitions = AMMUNITIONS.filter((a) => a.id !== tir.munitions.id).map((a) =>
      judged(context, { value: `${i}:munitions:${a.id}`, label: `munitions ${a.id} — ${tirScoreCost({ ...tir, munitions: a })}#`, section, edits: [{ op: 'set', path: [...at, 'munitions'], value: a.id }] }),
    );
    return [...perforant, ...munitions];
  });
}

export const tirStep: BuildStep<MefBand, MefProfile> = {
  id: 'tir',
  title: 'mef-fan/build-step-tir',
  kind: 'many',
  applies: () => true,
  choices: (context) => [...removals(context, 'tir', (w) => scoreText('Tir', w)), ...changes(context), ...adds(context)],
};
