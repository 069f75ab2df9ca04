/** Random documents and mutations of the example bands: diagnostics or a valid result, never an exception. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { parseDocument, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/core/ruleset/analyse.js';
import { registry } from '../../src/rulesets/index.js';
import { ROOT } from '../helpers/cli.js';
import { runs } from '../helpers/runs.js';

// An interrupted run fails: a property that stops early because the machine is slow has not been checked.
const SETTINGS = { seed: 20261125, numRuns: runs(200), interruptAfterTimeLimit: 60000, markInterruptAsFailure: true };
const encode = (text: string) => new TextEncoder().encode(text);
const examples = readdirSync(path.join(ROOT, 'bands'))
  .filter((f) => /\.ya?ml$/.test(f))
  .map((f) => readFileSync(path.join(ROOT, 'bands', f), 'utf8'));

/** Every finding is placed inside the text, and an unknown key is placed on that key. */
async function survives(input: string | Uint8Array): Promise<void> {
  const bytes = typeof input === 'string' ? encode(input) : input;
  const analysis = await analyse(bytes, 'fuzz.yaml', registry);
  const lines = (analysis.document?.text ?? '').split(/\r\n|\n|\r/);
  for (const f of analysis.findings) {
    expect(f.at.line).toBeGreaterThanOrEqual(1);
    expect(f.at.column).toBeGreaterThanOrEqual(1);
    if (!analysis.document) continue;
    expect(f.at.line).toBeLessThanOrEqual(lines.length);
    expect(f.at.column).toBeLessThanOrEqual(lines[f.at.line - 1]!.length + 1);
    if (f.code === 'schema/unknown-key' && typeof f.params?.key === 'string' && /^[a-z_]+$/i.test(f.params.key)) {
      expect(lines[f.at.line - 1]!.slice(f.at.column - 1)).toMatch(new RegExp(`^["']?${f.params.key}`));
    }
  }
}

/** YAML that is not JSON: anchors and aliases, tags, flow and block nesting, complex keys. */
const yamlPiece: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('&a [1, 2]', '*a', '!!binary aGVsbG8=', '!!str 12', '!!int "x"', '!custom x', '? [a, b]\n: 1', '<<: *a', '.nan', '.inf', '-.inf', '1e400', '~', '"\u202e"', '|\n  text'),
  fc.nat(200).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.nat(100).map((n) => Array.from({ length: n }, (_, i) => `${' '.repeat(i * 2)}- x`).join('\n')),
);

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

  it('YAML beyond JSON (anchors, aliases, tags, deep nesting) spliced into the example bands never throws', async () => {
    const splice = fc.tuple(fc.nat(examples.length - 1), fc.nat(), yamlPiece);
    await fc.assert(
      fc.asyncProperty(splice, ([which, at, piece]) => {
        const lines = examples[which]!.split('\n');
        const i = at % lines.length;
        const line = lines[i]!;
        const colon = line.indexOf(': ');
        lines[i] = colon >= 0 ? `${line.slice(0, colon + 2)}${piece}` : `${line}${piece}`;
        return survives(lines.join('\n'));
      }),
      SETTINGS,
    );
  });

  it('byte damage to the example bands (flipped, deleted, inserted bytes) never throws', async () => {
    const damage = fc.tuple(fc.nat(examples.length - 1), fc.array(fc.tuple(fc.nat(), fc.nat(255), fc.constantFrom('flip', 'delete', 'insert')), { minLength: 1, maxLength: 8 }));
    await fc.assert(
      fc.asyncProperty(damage, ([which, hits]) => {
        const bytes = [...encode(examples[which]!)];
        for (const [at, value, kind] of hits) {
          const i = at % bytes.length;
          if (kind === 'flip') bytes[i] = value;
          else if (kind === 'delete') bytes.splice(i, 1);
          else bytes.splice(i, 0, value);
        }
        return survives(Uint8Array.from(bytes));
      }),
      SETTINGS,
    );
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
