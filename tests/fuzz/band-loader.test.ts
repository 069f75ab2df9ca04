/** Random documents and mutations of the example bands: diagnostics or a valid result, never an exception. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { parseDocument, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/core/analyse.js';
import { registry } from '../../src/rulesets/index.js';
import { ROOT } from '../helpers/cli.js';

const SETTINGS = { seed: 20261125, numRuns: 200, interruptAfterTimeLimit: 20000 };
const encode = (text: string) => new TextEncoder().encode(text);
const examples = readdirSync(path.join(ROOT, 'bands'))
  .filter((f) => /\.ya?ml$/.test(f))
  .map((f) => readFileSync(path.join(ROOT, 'bands', f), 'utf8'));

async function survives(text: string): Promise<void> {
  const analysis = await analyse(encode(text), 'fuzz.yaml', registry);
  for (const f of analysis.findings) {
    expect(f.at.line).toBeGreaterThanOrEqual(1);
    expect(f.at.column).toBeGreaterThanOrEqual(1);
  }
}

/** Replaces the value at a random path of a band by a random JSON value. */
function mutate(text: string, pick: number, value: unknown): string {
  const doc = parseDocument(text);
  const paths: (string | number)[][] = [];
  const walk = (node: unknown, at: (string | number)[]) => {
    paths.push(at);
    if (Array.isArray(node)) node.forEach((v, i) => walk(v, [...at, i]));
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, [...at, k]);
  };
  walk(doc.toJS(), []);
  const target = paths[pick % paths.length]!;
  if (target.length === 0) return stringify(value);
  doc.setIn(target, value);
  return doc.toString();
}

describe('band loader and checks under fuzzing', () => {
  it('random text never throws', async () => {
    await fc.assert(fc.asyncProperty(fc.string({ maxLength: 300 }), survives), SETTINGS);
  });

  it('random YAML documents never throw', async () => {
    await fc.assert(fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), (value) => survives(stringify(value))), SETTINGS);
  });

  it('random bands of every ruleset never throw', async () => {
    const band = fc.record({ ruleset: fc.constantFrom(...registry.ids()), name: fc.string(), rest: fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 })) });
    await fc.assert(fc.asyncProperty(band, ({ ruleset, name, rest }) => survives(stringify({ ...rest, ruleset, name }))), SETTINGS);
  });

  it('mutations of the example bands never throw', async () => {
    const mutation = fc.tuple(fc.nat(examples.length - 1), fc.nat(), fc.jsonValue({ maxDepth: 3 }));
    await fc.assert(fc.asyncProperty(mutation, ([which, pick, value]) => survives(mutate(examples[which]!, pick, value))), SETTINGS);
  });
});

describe('load → save → load', () => {
  it('keeps the data and the comments of every example band', () => {
    for (const text of examples) {
      const doc = parseDocument(text);
      const again = parseDocument(doc.toString());
      expect(again.toJS()).toEqual(doc.toJS());
      const comments = (t: string) => t.split('\n').filter((l) => l.includes('#')).map((l) => l.slice(l.indexOf('#')).trim());
      expect(comments(again.toString())).toEqual(comments(text));
    }
  });
});
