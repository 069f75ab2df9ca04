// Bundles our own modules into dist/bundle/ with esbuild: a few files to load at start-up instead of hundreds.
// Each ruleset module is an entry of its own, loaded by its manifest's dynamic import only.
import { readdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const rulesets = readdirSync('src/rulesets', { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `src/rulesets/${e.name}/index.ts`);

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

rmSync('dist/bundle', { recursive: true, force: true });

await build({
  entryPoints: ['src/cli/main.ts', ...rulesets],
  outbase: 'src',
  bundle: true,
  splitting: true,
  // commander and chalk are bundled (every command needs them: no node_modules lookup, no CommonJS lexer at
  // start-up); yaml, zod and inquirer stay external, loaded only by the commands that need them.
  external: ['@inquirer/*'],
  // commander is CommonJS: its require() of node:events … needs a real require in the ES module bundle.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outdir: 'dist/bundle',
  chunkNames: 'chunks/[name]-[hash]',
  minifySyntax: true,
  minifyWhitespace: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [lazyChildProcess],
});
