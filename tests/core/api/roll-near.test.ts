/** An unknown roll near two rulebook rolls names both, each apart (`roll tast`: cast, test). */
import { expect, it } from 'vitest';
import { runMain } from '../../helpers/in-process.js';

it('roll tast: did you mean cast, test', async () => {
  const { code, stderr } = await runMain(['roll', 'tast']);
  expect(code).toBe(2);
  expect(stderr).toContain('unknown roll "tast": did you mean cast, test? (or dice such as 2d6+1)');
});
