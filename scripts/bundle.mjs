// Bundles our own modules into dist/bundle/ with esbuild: a few files to load at start-up instead of hundreds.
// Dependencies stay in node_modules (loaded by the commands that need them); each ruleset module is an entry of
// its own, loaded by its manifest's dynamic import only.
import { readdirSync } from 'node:fs';
import { build } from 'esbuild';

const rulesets = readdirSync('src/rulesets', { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `src/rulesets/${e.name}/index.ts`);

await build({
  entryPoints: ['src/cli/main.ts', ...rulesets],
  outbase: 'src',
  bundle: true,
  splitting: true,
  packages: 'external',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outdir: 'dist/bundle',
  chunkNames: 'chunks/[name]-[hash]',
  minifySyntax: true,
  minifyWhitespace: true,
  legalComments: 'none',
  logLevel: 'warning',
});
