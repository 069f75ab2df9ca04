/** What campaign-award prints for a potion created with the game's award: the award, the action's own report, the record. */
import path from 'node:path';
import { expect, it } from 'vitest';
import { alchimisteBand } from '../../helpers/alchimiste.js';
import { tempTree } from '../../helpers/cli.js';
import { runMain } from '../../helpers/in-process.js';

it("the alchimiste's report is printed between the award and the line of its record", async () => {
  const dir = tempTree({ 'a.yaml': alchimisteBand('Les Apothicaires'), 'b.yaml': alchimisteBand('Les Rivaux') });
  const [a, b] = [path.join(dir, 'a.yaml'), path.join(dir, 'b.yaml')];
  const { code, stdout } = await runMain(['campaign-award', '--scenario', 'le-pont', '--winner', a, '--loser', b, '--date', '2025-01-04', '--creation-de-potion', `${a}#Ambroise=potion-de-vie, bombe`]);
  expect(code).toBe(0);
  const lines = stdout.split('\n');
  const report = lines.indexOf('Ambroise created Potion de Vie, Bombe (free of pièces de fer)');
  expect(report).toBeGreaterThan(0);
  expect(lines[report + 1]).toBe(`creation-de-potion: recorded for Ambroise in ${a}`);
});
