/** Inputs built to exhaust the command: each gets its result (checked here) in linear time (measured by npm run bench). */
import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/core/ruleset/analyse.js';
import { MAX_DEPTH, MAX_VALUES } from '../../src/core/band-files/band-document.js';
import { registry } from '../../src/rulesets/index.js';

const HEAD = 'ruleset: flammes-et-fantassins\nname: x\npc: 7\ncharacters: []\n';
const run = (text: string) => analyse(new TextEncoder().encode(text), 'big.yaml', registry);
const codes = (findings: readonly { code: string }[]) => [...new Set(findings.map((f) => f.code))];

describe('large and deep inputs', () => {
  it('19,000 unknown top-level keys: each reported on its own line', async () => {
    const analysis = await run(HEAD + Array.from({ length: 19000 }, (_, i) => `k${i}: 1\n`).join(''));
    const unknown = analysis.findings.filter((f) => f.code === 'schema/unknown-key');
    expect(unknown).toHaveLength(19000);
    expect(unknown.at(-1)!.at).toEqual({ line: 19004, column: 1 });
    expect(unknown[0]!.at).toEqual({ line: 5, column: 1 });
  });

  it('a flow mapping of 15,000 duplicate keys: each duplicate located at its column', async () => {
    const analysis = await run(`${HEAD}d: {${Array.from({ length: 15000 }, () => 'a: 1').join(', ')}}\n`);
    const duplicates = analysis.findings.filter((f) => f.code === 'yaml/duplicate-key');
    expect(duplicates).toHaveLength(14999);
    expect(duplicates[0]!.at).toEqual({ line: 5, column: 11 });
    expect(duplicates.at(-1)!.at).toEqual({ line: 5, column: 5 + 6 * 14999 });
  });

  it.each([
    ['20,000 unknown top-level keys', HEAD + Array.from({ length: 20000 }, (_, i) => `k${i}: 1\n`).join('')],
    ['a 1 MiB file of 87,000 keys', HEAD + Array.from({ length: 87000 }, (_, i) => `k${i}: 1\n`).join('').slice(0, 1000000)],
    ['a 1 MiB flow mapping of duplicate keys', `${HEAD}d: {${'a: 1, '.repeat(170000)}a: 1}\n`],
    ['a 1 MiB flow list', `${HEAD}d: [${'1, '.repeat(330000)}1]\n`],
  ])('%s: refused before parsing, as more values than any band', async (_, text) => {
    const analysis = await run(text);
    expect(analysis.findings.map((f) => [f.code, f.params?.limit, f.at])).toEqual([['band/too-many-values', MAX_VALUES, { line: 1, column: 1 }]]);
  });

  it.each([
    ['flow', `${HEAD}d: ${'['.repeat(10000)}${']'.repeat(10000)}\n`, { line: 5, column: 4 + MAX_DEPTH }],
    ['block', `${HEAD}d:\n${Array.from({ length: 200 }, (_, i) => `${' '.repeat(i * 2 + 2)}- `).join('\n')}x\n`, { line: 5 + MAX_DEPTH, column: 2 * MAX_DEPTH + 1 }],
  ])('10,000 levels of %s nesting: a located "nested too deeply"', async (_, text, at) => {
    const analysis = await run(text);
    expect(codes(analysis.findings)).toEqual(['yaml/too-deep']);
    expect(analysis.findings[0]!.at).toEqual(at);
  });
});
