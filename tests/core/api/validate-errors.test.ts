/**
 * validateFiles and validatedFile with a made-up ruleset: a fault of the ruleset (a plain Error) is thrown, not listed
 * as a file that cannot be read; a band read without a profile states no notes.
 */
import path from 'node:path';
import { expect, it } from 'vitest';
import { validateFiles } from '../../../src/core/api/validate.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { Registry } from '../../../src/core/ruleset/registry.js';
import type { Ruleset, RulesetManifest } from '../../../src/core/ruleset/ruleset.js';
import { error } from '../../../src/core/diagnostics/diagnostics.js';
import { tempTree } from '../../helpers/cli.js';

const made = (parse: Ruleset['parse']): { registry: Registry; messages: Messages } => {
  const ruleset = {
    id: 'made',
    title: 'Made',
    messages: { en: { 'made/note': 'a note', 'made/bad': { message: 'bad', rule: 'r', fix: 'f' } }, fr: {} },
    parse,
    derive: () => ({ n: 1 }),
    roster: () => [],
    checks: [],
    notes: (profile: { n: number }) => [{ code: 'made/note', params: { n: profile.n } }],
  } as unknown as Ruleset;
  const manifest: RulesetManifest = { id: 'made', title: 'Made', aliases: [], attackOptions: [], rolls: [], load: async () => ruleset };
  return { registry: new Registry([manifest]), messages: new Messages('en', [CORE_MESSAGES]) };
};
const file = () => path.join(tempTree({ 'a.yaml': 'ruleset: made\nname: A\n' }), 'a.yaml');

it('a ruleset that fails with a plain Error: thrown as the bug it is', async () => {
  const env = made(() => {
    throw new Error('a bug in the ruleset');
  });
  await expect(validateFiles([file()], {}, env)).rejects.toThrow('a bug in the ruleset');
});

it('notes for a band read; none for a band without a profile', async () => {
  const read = await validateFiles([file()], {}, made((data) => ({ band: data, findings: [] })));
  expect(read.results[0]!.notes).toEqual(['a note']);
  const unread = await validateFiles([file()], {}, made(() => ({ findings: [error('made/bad', ['name'])] })));
  expect(unread.results[0]!.notes).toBeUndefined();
  expect(unread.results[0]!.valid).toBe(false);
});
