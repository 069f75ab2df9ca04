/**
 * `npm run mutation`: runs Stryker (stryker.config.mjs). A `--mutate` on the command line replaces the config's
 * list, exclusions included; this keeps them: the message catalogues and the CLI's rendering stay out of every
 * area (`--mutate 'src/core/**\/*.ts'` does not mutate src/core/messages/ nor src/core/campaign/messages.ts).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import config from '../stryker.config.mjs';

const excluded = config.mutate.filter((pattern) => pattern.startsWith('!'));
const args = process.argv.slice(2).map((arg, i, all) => {
  if (arg.startsWith('--mutate=')) return `--mutate=${[arg.slice('--mutate='.length), ...excluded].join(',')}`;
  if (i > 0 && (all[i - 1] === '--mutate' || all[i - 1] === '-m')) return [arg, ...excluded].join(',');
  return arg;
});
const bin = path.join(import.meta.dirname, '..', 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js');
const run = spawnSync(process.execPath, [bin, 'run', ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);
