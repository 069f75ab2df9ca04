/**
 * Importing the library (and running each function) loads no command-line code: no commander, chalk or prompts.
 * The library is imported as a user does, by the package's name (its `exports`), from the built package.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

const HOOK = path.join(ROOT, 'tests/helpers/record-imports.mjs');
const FORBIDDEN = [/\/node_modules\/commander\//, /\/node_modules\/chalk\//, /\/node_modules\/@inquirer\//, /\/dist\/cli\//, /\/dist\/bundle\/(cli|lazy)\//];

/** The URLs a Node process running `script` (an ES module, in the repository) resolved. */
function loaded(script: string): { urls: string[]; stdout: string; code: number | null } {
  const result = spawnSync(process.execPath, ['--import', HOOK, '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', env: { PATH: process.env.PATH, LANG: 'C' } });
  const urls = result.stderr.split('\n').filter((l) => l.startsWith('import: ')).map((l) => l.slice('import: '.length));
  return { urls, stdout: result.stdout, code: result.status };
}

const forbidden = (urls: readonly string[]) => urls.filter((url) => FORBIDDEN.some((p) => p.test(url)));

/** Every file of a build, for what esbuild bundled into it (a bundled package has no URL of its own). */
const filesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesOf(path.join(dir, e.name)) : [path.join(dir, e.name)]));
const CLI_CODE = /CommanderError|chalkStderr|@inquirer\/prompts/;

describe('the library loads no command-line code', () => {
  it('its build holds no commander, chalk or prompts (the command line\'s builds do)', () => {
    expect(filesOf(path.join(ROOT, 'dist/bundle/lib')).filter((f) => CLI_CODE.test(readFileSync(f, 'utf8')))).toEqual([]);
    expect(filesOf(path.join(ROOT, 'dist/bundle')).filter((f) => CLI_CODE.test(readFileSync(f, 'utf8'))).length).toBeGreaterThanOrEqual(3);
  });

  it('sees commander when a process loads it (the check can fail)', () => {
    const { urls } = loaded("await import('commander'); await import('./dist/cli/render.js');");
    expect(forbidden(urls).length).toBeGreaterThanOrEqual(2);
  });

  it('import and every function: no commander, chalk, @inquirer or CLI module', () => {
    const script = `
      const lib = await import('escarmouche');
      await lib.validate(['bands']);
      await lib.show('bands/ff-les-marquisards.yaml');
      lib.roll('2d6', { seed: '1' });
      lib.roll('2d6', { exact: true });
      await lib.namedRoll('test', { stat: 1, seed: '1' });
      await lib.simulateAttack('bands/ff-les-marquisards.yaml#Mains-Noires', { ca: 7, pv: 9 }, { ruleset: 'ff' });
      await lib.campaignAward(['bands/ff-les-marquisards.yaml'], { standings: true });
      console.log('ran', lib.rulesets.length);`;
    const { urls, stdout, code } = loaded(script);
    expect({ code, stdout: stdout.trim() }).toEqual({ code: 0, stdout: 'ran 5' });
    expect(urls.some((url) => url.endsWith('/dist/bundle/lib/index.js'))).toBe(true);
    expect(forbidden(urls)).toEqual([]);
  });

  it('importing alone reads no band code: yaml, zod and the rulesets load on the first call that needs them', () => {
    const { urls, stdout } = loaded("const lib = await import('escarmouche'); console.log(lib.roll('2d6', { exact: true }).mean);");
    expect(stdout.trim()).toBe('7');
    const files = urls.filter((url) => url.startsWith('file:')).map((url) => fileURLToPath(url));
    expect(files.every((file) => file.includes(`${path.sep}dist${path.sep}bundle${path.sep}lib${path.sep}`))).toBe(true);
    const bandCode = (file: string) => /class YAMLParseError|ZodError|ruleset: 'flammes-et-fantassins'|roster:/.test(readFileSync(file, 'utf8'));
    expect(files.filter(bandCode)).toEqual([]);
    const all = readdirSync(path.join(ROOT, 'dist/bundle/lib/chunks')).map((f) => path.join(ROOT, 'dist/bundle/lib/chunks', f));
    expect(all.filter(bandCode).length).toBeGreaterThanOrEqual(2);
  });
});
