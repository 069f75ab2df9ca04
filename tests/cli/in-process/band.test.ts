/** src/cli/band.ts's isBandFile at its edges: what the analysis says, then the `ruleset:` line of a text it could not read. */
import { describe, expect, it } from 'vitest';
import { isBandFile } from '../../../src/cli/band.js';
import { analyse } from '../../../src/core/ruleset/analyse.js';
import { registry } from '../../../src/rulesets/index.js';

describe('isBandFile', () => {
  it.each([
    ['a flow mapping with a ruleset key (no line starts with it)', '{ruleset: ff, name: X}\n', true],
    ['a quoted ruleset key', '"ruleset": ff\nname: X\n', true],
    ['a string whose second line starts with ruleset:', '"a\nruleset: x"\n', false],
    ['a list', '- ruleset: ff\n', false],
    ['broken YAML, ruleset: indented', 'x:\n  ruleset: ff\n  y: [\n', false],
    ['broken YAML, a space before the colon', 'ruleset : ff\nname: [\n', true],
    ['broken YAML, two spaces before the colon', 'ruleset  : ff\nname: [\n', true],
    ['broken YAML, ruleset: on a later line', 'name: [\nruleset: ff\n', true],
    ['broken YAML, rulesets:', 'rulesets: ff\nname: [\n', false],
  ])('%s → %s', async (_, text, expected) => {
    const bytes = Buffer.from(text);
    expect(isBandFile(await analyse(bytes, '/x/a.yaml', registry), bytes)).toBe(expected);
  });
});
