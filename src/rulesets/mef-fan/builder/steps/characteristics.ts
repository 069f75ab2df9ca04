// II.A–F: each characteristic with its cost per point (before the Vie multiplier).
import { COST_PER_POINT, depCost, VIE_MULTIPLIERS } from '../../derive.js';
import { numberStep } from './numbers.js';

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Up to 20 figures a unit from the wizard; more with `--models` or by hand. */
export const modelsStep = numberStep('models', range(1, 20), (n, context) => context.messages.text('mef-fan/build-models', { n }));

export const depStep = numberStep('dep', range(0, 6), (n, context, unit) =>
  context.messages.text('mef-fan/build-dep', { n, cm: n * 10, cost: depCost({ dep: n, movement: unit.movement }) }),
);

export const defStep = numberStep('def', range(0, 6), (n, context) => context.messages.text('mef-fan/build-def', { n, cost: n * COST_PER_POINT.def }));

// Stryker disable next-line ArithmeticOperator: Men costs 1# a point (COST_PER_POINT.men), and n / 1 is n × 1.
export const menStep = numberStep('men', range(0, 6), (n, context) => context.messages.text('mef-fan/build-men', { n, cost: n * COST_PER_POINT.men }));

export const vieStep = numberStep('vie', [...VIE_MULTIPLIERS.keys()], (n, context) => {
  const m = VIE_MULTIPLIERS.get(n)!;
  return context.messages.text('mef-fan/build-vie', { n, multiplier: String(m.num / m.den).replace('.', context.lang === 'fr' ? ',' : '.') });
});
