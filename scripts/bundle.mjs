// Bundles our own modules with esbuild, in three builds, because Node's module loader costs about a millisecond a file:
// - dist/bundle/cli/main.cjs, the start-up file: the command line, commander, the rulesets' manifests and what
//   every command needs before it runs, in one file;
// - dist/bundle/lazy/: everything main.cjs imports dynamically (the commands, each ruleset module), split into
//   shared chunks and loaded on demand; yaml, zod and the rulesets only by the commands that read bands;
// - dist/bundle/lib/, the library (`exports` of package.json; its types are tsc's declarations in dist/).
// A few core modules have a copy in each build; EscarmoucheError is therefore recognised by a brand.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

// commander requires node:child_process on load for executable subcommands, which escarmouche has none of:
// loading it (and node:net, node:stream …) took a tenth of the start-up. It is required on first use instead.
const lazyChildProcess = {
  name: 'lazy-child-process',
  setup(build) {
    build.onResolve({ filter: /^node:child_process$/ }, (args) =>
      args.importer.includes('node_modules/commander/') ? { path: 'child_process', namespace: 'lazy' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'lazy' }, () => ({
      contents: "module.exports = new Proxy({}, { get: (_, key) => require('node:child_process')[key] });",
      loader: 'js',
    }));
  },
};

// In the start-up build, a dynamic import of our own module points at its file in the lazy build (and makes it
// an entry of that build); a dynamic import of a package (chalk, inquirer) stays a package import.
const lazyEntries = new Set();
const dynamicToLazy = {
  name: 'dynamic-imports-to-lazy',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind !== 'dynamic-import') return undefined;
      if (!args.path.startsWith('.')) return { path: args.path, external: true };
      const source = path.resolve(args.resolveDir, args.path.replace(/\.js$/, '.ts'));
      lazyEntries.add(source);
      return { path: `../lazy/${path.relative('src', source).replace(/\.ts$/, '.js')}`, external: true };
    });
  },
};

const common = {
  bundle: true,
  // commander is CommonJS: its require() of node:events … needs a real require in an ES module bundle.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  external: ['@inquirer/*'],
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minifySyntax: true,
  minifyWhitespace: true,
  legalComments: 'none',
  logLevel: 'warning',
};

rmSync('dist/bundle', { recursive: true, force: true });

// CommonJS, as bin/escarmouche.js (bin/package.json): Node starts a CommonJS entry about 8 ms sooner than an ES module.
await build({
  ...common,
  banner: {},
  format: 'cjs',
  entryPoints: ['src/cli/main.ts'],
  outfile: 'dist/bundle/cli/main.cjs',
  minifyIdentifiers: true,
  plugins: [lazyChildProcess, dynamicToLazy],
});

// Each ruleset module is an entry of the lazy build whether or not main.cjs names it.
for (const entry of readdirSync('src/rulesets', { withFileTypes: true }).filter((e) => e.isDirectory())) {
  lazyEntries.add(path.resolve('src/rulesets', entry.name, 'index.ts'));
}
await build({
  ...common,
  entryPoints: [...lazyEntries],
  outbase: 'src',
  outdir: 'dist/bundle/lazy',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  plugins: [lazyChildProcess],
});

// The library (package.json `exports`), an ES module in its own split build: the core with yaml and zod in a few
// files instead of hundreds (zod alone is 225 modules, half a second to import), each ruleset a chunk loaded on use.
await build({
  ...common,
  entryPoints: { index: 'src/index.ts' },
  outdir: 'dist/bundle/lib',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
});
