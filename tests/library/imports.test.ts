/** Importing the library (and running each function) loads no command-line code: no commander, chalk or prompts. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

const HOOK = path.join(ROOT, 'tests/helpers/record-imports.mjs');
const FORBIDDEN = [/\/node_modules\/commander\//, /\/node_modules\/chalk\//, /\/node_modules\/@inquirer\//, /\/dist\/cli\//, /\/dist\/bundle\//];

/** The URLs a Node process running `script` (an ES module, in the repository) resolved. */
function loaded(script: string): { urls: string[]; stdout: string; code: number | null } {
  const result = spawnSync(process.execPath, ['--import', HOOK, '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', env: { PATH: process.env.PATH, LANG: 'C' } });
  const urls = result.stderr.split('\n').filter((l) => l.startsWith('import: ')).map((l) => l.slice('import: '.length));
  return { urls, stdout: result.stdout, code: result.status };
}

const forbidden = (urls: readonly string[]) => urls.filter((url) => FORBIDDEN.some((p) => p.test(url)));

describe('the library loads no command-line code', () => {
  it('sees commander when a process loads it (the check can fail)', () => {
    const { urls } = loaded("await import('commander'); await import('./dist/cli/render.js');");
    expect(forbidden(urls).length).toBeGreaterThanOrEqual(2);
  });

  it('import and every function: no commander, chalk, @inquirer or CLI module', () => {
    const script = `
      const lib = await import('./dist/index.js');
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
    expect(urls.some((url) => url.endsWith('/dist/index.js'))).toBe(true);
    expect(urls.some((url) => /\/node_modules\/yaml\//.test(url))).toBe(true);
    expect(forbidden(urls)).toEqual([]);
  });
});
