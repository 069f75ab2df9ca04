/** A matchup's --compare: each variant's options are the flag compared, off then on, and nothing else. */
import { expect, it } from 'vitest';
import { runMain } from '../../helpers/in-process.js';

it('--compare charge: the options of each variant are {charge: false} then {charge: true}', async () => {
  const { code, stdout } = await runMain(['simulate-attack', 'bands/ff-les-marquisards.yaml', 'bands/ff-les-archers-du-grand-saule.yaml', '--compare', 'charge', '--json']);
  expect(code).toBe(0);
  const variants = (JSON.parse(stdout) as { variants: { options: unknown }[] }).variants;
  expect(variants.map((v) => v.options)).toStrictEqual([{ charge: false }, { charge: true }]);
});
