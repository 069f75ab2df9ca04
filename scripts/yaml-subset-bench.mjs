#!/usr/bin/env node
/**
 * The fast band reader against yaml, in process, on the 1,000 files `npm run bench` generates (the same texts):
 * `node scripts/yaml-subset-bench.mjs` after `npm run build`. Prints medians; writes nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LineCounter, parseDocument } from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { readSubset } = await import(pathToFileURL(path.join(ROOT, 'dist/core/band-files/fast-path/yaml-subset.js')).href);
const { parseBand } = await import(pathToFileURL(path.join(ROOT, 'dist/core/band-files/band-document.js')).href);

const examples = readdirSync(path.join(ROOT, 'bands')).filter((f) => /\.ya?ml$/.test(f)).map((f) => readFileSync(path.join(ROOT, 'bands', f), 'utf8'));
// As scripts/bench.mjs: one file in five has an undocumented key.
const texts = Array.from({ length: 1000 }, (_, i) => {
  const text = examples[i % examples.length];
  return i % 5 === 0 ? text.replace(/^name: .*$/m, (line) => `${line}\nunknown_key: ${i}`) : text;
});

const cases = {
  'yaml parseDocument + toJS': (text) => parseDocument(text, { lineCounter: new LineCounter(), prettyErrors: false, uniqueKeys: false, strict: true }).toJS({ maxAliasCount: 100 }),
  'fast reader (readSubset)': (text) => readSubset(text),
  'parseBand (fast path)': (text) => parseBand(text, 'x.yaml'),
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [name, read] of Object.entries(cases)) {
  const times = [];
  for (let round = 0; round < 11; round++) {
    const start = process.hrtime.bigint();
    for (const text of texts) read(text);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  console.log(`${name}: 1,000 files in ${median(times.slice(1)).toFixed(1)} ms (median of 10 after a warm-up round)`);
}
