/** matchupOdds' refusals in order: a ruleset with no attack model is said before an option a matchup does not take. */
import path from 'node:path';
import { expect, it } from 'vitest';
import { matchupOdds } from '../../../src/core/api/matchup.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { Registry } from '../../../src/core/ruleset/registry.js';
import { tempTree } from '../../helpers/cli.js';
import { madeManifest } from '../../helpers/made-ruleset.js';

it('no attack model, --dice given: the missing model is the refusal, naming the rulebook', async () => {
  const dir = tempTree({ 'a.yaml': 'ruleset: made\nname: A\ncharacters:\n  - name: X\n  - name: Y\n' });
  const file = path.join(dir, 'a.yaml');
  const env = { registry: new Registry([madeManifest]), messages: new Messages('en', [CORE_MESSAGES]) };
  const refusal = await matchupOdds([file, file], { dice: '3' }, {}, env).then(
    () => undefined,
    (cause: unknown) => cause,
  );
  expect(refusal).toBeInstanceOf(EscarmoucheError);
  expect([(refusal as EscarmoucheError).code, (refusal as EscarmoucheError).params]).toEqual(['cli/attack-unsupported', { ruleset: 'Made' }]);
});
