/** Every ruleset's option descriptions and named-roll summaries have French words, used by `--lang fr --help`. */
import { describe, expect, it } from 'vitest';
import { RULESET_COMMANDS, specsOf } from '../../src/cli/ruleset-options.js';
import { registry } from '../../src/rulesets/index.js';
import { runCli } from '../helpers/cli.js';

const own = (id: string): string[] => {
  const m = registry.find(id)!;
  return [...new Set([...RULESET_COMMANDS.flatMap((c) => specsOf(c, m).map((s) => s.description)), ...m.rolls.map((r) => r.summary)])];
};

describe.each(registry.ids())('%s', (id) => {
  const manifest = registry.find(id)!;

  it('has French words for each of its own texts, and none for a text it no longer has', () => {
    const missing = own(id).filter((en) => !manifest.optionsFr?.[en]);
    expect(missing).toEqual([]);
    expect(Object.keys(manifest.optionsFr ?? {}).filter((en) => !own(id).includes(en))).toEqual([]);
  });

  it.each(['simulate-attack', 'roll', 'build', 'campaign-award'] as const)('%s --help in French shows none of its English texts', (command) => {
    const { code, stdout } = runCli(['--lang', 'fr', command, '--ruleset', id, '--help'], { env: { COLUMNS: '1000' } });
    expect(code).toBe(0);
    const english = specsOf(command, manifest).map((s) => s.description).filter((en) => en !== manifest.optionsFr?.[en]);
    expect(english.filter((en) => stdout.includes(en))).toEqual([]);
    for (const spec of specsOf(command, manifest)) expect(stdout.replace(/\u00a0/g, ' ')).toContain(manifest.optionsFr![spec.description]!);
    expect(stdout).not.toMatch(/\((choices|default): /);
  });

  it('in English, the English texts', () => {
    const { stdout } = runCli(['--lang', 'en', 'simulate-attack', '--ruleset', id, '--help'], { env: { COLUMNS: '1000' } });
    for (const spec of specsOf('simulate-attack', manifest)) expect(stdout).toContain(spec.description);
  });
});
