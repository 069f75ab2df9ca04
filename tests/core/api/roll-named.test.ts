/**
 * `rollNamed` (src/core/api/roll.ts) with made-up rulesets: a roll declared and implemented, one declared and not
 * implemented (a fault of the ruleset, said as such), one declared by a ruleset that has no rolls at all.
 */
import { describe, expect, it } from 'vitest';
import { rollNamed } from '../../../src/core/api/roll.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { Registry } from '../../../src/core/ruleset/registry.js';
import type { Ruleset, RulesetManifest } from '../../../src/core/ruleset/ruleset.js';

const made = (rolls: Ruleset['rolls']) => {
  const ruleset = { id: 'made', title: 'Made', messages: { en: {}, fr: {} }, rolls } as unknown as Ruleset;
  const manifest = { id: 'made', title: 'Made', aliases: [], attackOptions: [], rolls: [{ name: 'jet', summary: 'a roll', options: [] }], load: async () => ruleset } as unknown as RulesetManifest;
  return { registry: new Registry([manifest]), messages: new Messages('en', [CORE_MESSAGES]) };
};
const report = { json: { p: 1 }, view: [] };

describe('rollNamed with a made-up ruleset', () => {
  it('runs the implementation the ruleset gives', async () => {
    const env = made({ jet: { run: () => report } } as unknown as Ruleset['rolls']);
    expect(await rollNamed('jet', { seed: 's' }, env)).toMatchObject(report);
  });

  it.each([
    ['declares the roll but implements none', {}],
    ['has no rolls at all', undefined],
  ])('a ruleset that %s is a fault of the ruleset, said as such', async (_what, rolls) => {
    await expect(rollNamed('jet', {}, made(rolls as Ruleset['rolls']))).rejects.toThrow('made declares the roll jet but does not implement it');
  });
});
