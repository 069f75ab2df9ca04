/**
 * src/ is drawn as layers (docs/architecture.md): the command line and the library on top, the rulesets under them, the
 * core at the bottom. No module of src/ imports one that imports it back, directly or through others, and the core
 * imports nothing above it. Every kind of import counts: `import`, `import type`, `export … from` and `import()`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');
const CORE = path.join(SRC, 'core');

const SPECIFIERS = [
  /^\s*import\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/gm,
  /^\s*export\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s+from\s+['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** The relative imports of a source text, as written. */
export function importsOf(source: string): string[] {
  return SPECIFIERS.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1]!)).filter((s) => s.startsWith('.'));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

/** Module → the modules of the same tree it imports (paths relative to the tree's root). */
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

/** What a layer may not import: modules under `from` importing modules under any of `to` (folders of src/). */
export const FORBIDDEN: readonly { readonly from: string; readonly to: readonly string[] }[] = [
  // The core knows no ruleset and prints nothing: it is what the rulesets and the command line plug into.
  { from: 'core/', to: ['rulesets/', 'cli/', 'library/'] },
  // A ruleset is reached through the Ruleset interface; it never reaches up into a command or the library.
  { from: 'rulesets/', to: ['cli/', 'library/'] },
];

/** Each import that crosses a layer upwards, as `from -> to`. */
export function breaches(graph: ReadonlyMap<string, readonly string[]>, rules = FORBIDDEN): string[] {
  return [...graph].flatMap(([file, targets]) =>
    rules.filter((rule) => file.startsWith(rule.from)).flatMap((rule) => targets.filter((t) => rule.to.some((up) => t.startsWith(up))).map((t) => `${file} -> ${t}`)),
  );
}

const srcGraph = (): Map<string, string[]> =>
  importGraph(new Map(sourceFiles(SRC).map((f) => [path.relative(SRC, f).split(path.sep).join('/'), readFileSync(f, 'utf8')])));

describe('layers of src/', () => {
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

  it('finds a cycle that runs through folders (a ruleset and the core)', () => {
    const graph = importGraph(new Map([
      ['rulesets/a/odds/attack.ts', "import { view } from './attack-view.js';"],
      ['rulesets/a/odds/attack-view.ts', "import type { Attack } from './attack.js';"],
      ['core/view.ts', "import { x } from '../rulesets/a/odds/attack.js';"],
    ]));
    expect(cycles(graph)).toEqual([['rulesets/a/odds/attack.ts', 'rulesets/a/odds/attack-view.ts', 'rulesets/a/odds/attack.ts']]);
  });

  it('finds an import from the core up into a ruleset or a command, and from a ruleset up into a command', () => {
    const graph = importGraph(new Map([
      ['core/view.ts', "import { x } from '../rulesets/a/odds/attack.js';\nimport type { Context } from '../cli/context.js';"],
      ['core/dice/roll.ts', "import { y } from '../view.js';"],
      ['rulesets/a/odds/attack.ts', "import { view } from '../../../core/ruleset/view.js';\nimport { say } from '../../../cli/output.js';"],
      ['cli/context.ts', "import { z } from '../rulesets/a/odds/attack.js';"],
      ['cli/output.ts', ''],
    ]));
    expect(breaches(graph)).toEqual(['core/view.ts -> rulesets/a/odds/attack.ts', 'core/view.ts -> cli/context.ts', 'rulesets/a/odds/attack.ts -> cli/output.ts']);
  });

  it('imports nothing into the core from the rulesets, the command line or the library, nor into a ruleset from above it', () => {
    const graph = srcGraph();
    expect(graph.size).toBeGreaterThan(300);
    expect(breaches(graph)).toEqual([]);
  });

  it('imports nothing into the core from outside src/core (a path out of src/ included)', () => {
    const outside = sourceFiles(CORE).flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .map((s) => path.resolve(path.dirname(file), s))
        .filter((target) => !target.startsWith(CORE + path.sep))
        .map((target) => `${path.relative(CORE, file)} -> ${path.relative(CORE, target)}`),
    );
    expect(outside).toEqual([]);
  });

  it('has no module anywhere in src/ that imports one that imports it back', () => {
    expect(cycles(srcGraph())).toEqual([]);
  });
});
