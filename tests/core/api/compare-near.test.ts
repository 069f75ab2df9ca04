/** An unknown flag for --compare near two of the ruleset's flags names both, each apart. */
import { expect, it } from 'vitest';
import { compareFlags } from '../../../src/core/api/compare.js';
import type { RulesetManifest } from '../../../src/core/ruleset/ruleset.js';
import { refusal } from '../../helpers/refusal.js';

const flag = (key: string) => ({ key, flags: `--${key}`, type: 'flag' as const, description: key });
const manifest = { id: 'made', title: 'Made', aliases: [], attackOptions: [flag('charge'), flag('chase'), flag('dodge')], rolls: [], load: async () => ({}) } as unknown as RulesetManifest;

it('chage: did you mean charge, chase', () => {
  expect(compareFlags('charge,--dodge', manifest)).toEqual(['charge', 'dodge']);
  expect(refusal(() => compareFlags('chage', manifest))).toEqual({ code: 'cli/compare-unknown', params: { ruleset: 'Made', id: 'made', actual: 'chage', suggestion: 'charge, chase' }, exit: 2 });
});
