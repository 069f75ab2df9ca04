/** On the fast path nothing of the yaml package runs: validating a plain band parses no yaml Document. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { analyse } from '../../src/core/ruleset/analyse.js';
import { registry } from '../../src/rulesets/index.js';
import { ROOT } from '../helpers/cli.js';

const calls = vi.hoisted(() => ({ parseDocument: 0, LineCounter: 0 }));
vi.mock('yaml', async (original) => {
  const yaml = await original<typeof import('yaml')>();
  return {
    ...yaml,
    parseDocument: (...args: Parameters<typeof yaml.parseDocument>) => {
      calls.parseDocument++;
      return yaml.parseDocument(...args);
    },
    LineCounter: class extends yaml.LineCounter {
      constructor() {
        super();
        calls.LineCounter++;
      }
    },
  };
});

describe('the fast path', () => {
  it('validates every example band, with and without findings, without yaml', async () => {
    for (const file of readdirSync(path.join(ROOT, 'bands'))) {
      const text = readFileSync(path.join(ROOT, 'bands', file), 'utf8');
      for (const variant of [text, text.replace(/^name: .*$/m, (line) => `${line}\nunknown_key: 1`)]) {
        const analysis = await analyse(new TextEncoder().encode(variant), file, registry);
        expect(analysis.ruleset).toBeDefined();
        expect(analysis.findings.length).toBe(variant === text ? 0 : 1);
      }
    }
    expect(calls).toEqual({ parseDocument: 0, LineCounter: 0 });
  });

  it('parses yaml once the document is asked for', async () => {
    const analysis = await analyse(new TextEncoder().encode('ruleset: argad\nname: X\n'), 'x.yaml', registry);
    expect(analysis.document!.doc.toJS()).toEqual({ ruleset: 'argad', name: 'X' });
    expect(analysis.document!.lineCounter).toBeDefined();
    expect(calls).toEqual({ parseDocument: 1, LineCounter: 1 });
  });
});
