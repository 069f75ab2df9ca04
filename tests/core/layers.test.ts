/**
 * The core is drawn as layers: no module of src/core imports one that imports it back, directly or through others.
 * Every kind of import counts: `import`, `import type`, `export … from` and `import()`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CORE = path.resolve(import.meta.dirname, '../../src/core');

const SPECIFIERS = [
  /^\s*import\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/gm,
  /^\s*export\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s+from\s+['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** The relative imports of a source text, as written. */
export function importsOf(source: string): string[] {
  return SPECIFIERS.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1]!)).filter((s) => s.startsWith('.'));
}

function coreFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? coreFiles(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

/** Module → the core modules it imports (paths relative to src/core). */
export function importGraph(files: ReadonlyMap<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, source] of files) {
    const targets = importsOf(source).map((s) => path.posix.normalize(path.posix.join(path.posix.dirname(file), s.replace(/\.js$/, '.ts'))));
    graph.set(file, [...new Set(targets.filter((t) => files.has(t)))]);
  }
  return graph;
}

/** Each cycle found by a depth-first search, as the list of modules round it. */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): void => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return found;
}

describe('layers of src/core', () => {
  it('reads every kind of import', () => {
    const source = [
      "import { a } from './a.js';",
      "import type { B } from './b.js';",
      "import './c.js';",
      "export type { D } from './d.js';",
      "export * from './e.js';",
      "const f = await import('./f.js');",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a.js', './b.js', './c.js', './d.js', './e.js', './f.js']);
  });

  it('finds a cycle through type-only imports', () => {
    const graph = importGraph(new Map([
      ['ruleset.ts', "import type { Builder } from './builder.js';"],
      ['builder.ts', "import { run } from './analyse.js';"],
      ['analyse.ts', "import type { Ruleset } from './ruleset.js';"],
      ['view.ts', ''],
    ]));
    expect(cycles(graph)).toEqual([['analyse.ts', 'ruleset.ts', 'builder.ts', 'analyse.ts']]);
  });

  it('imports nothing of the rulesets or the command line: the core knows no ruleset and prints nothing', () => {
    const outside = coreFiles(CORE).flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .map((s) => path.resolve(path.dirname(file), s))
        .filter((target) => !target.startsWith(CORE + path.sep))
        .map((target) => `${path.relative(CORE, file)} -> ${path.relative(CORE, target)}`),
    );
    expect(outside).toEqual([]);
  });

  it('has no module that imports one that imports it back', () => {
    const files = new Map(coreFiles(CORE).map((f) => [path.relative(CORE, f).split(path.sep).join('/'), readFileSync(f, 'utf8')]));
    expect(files.size).toBeGreaterThan(40);
    expect(cycles(importGraph(files))).toEqual([]);
  });
});
