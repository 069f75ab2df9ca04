/** Start-up: the code cache in the user's cache folder, and only the ruleset a band needs is loaded. */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli, tempTree } from '../helpers/cli.js';

const GUARD = `--import=${path.join(ROOT, 'tests/helpers/forbid-imports.mjs')}`;
/** Every ruleset module but F&F's. */
const NOT_FF = { NODE_OPTIONS: GUARD, FORBID_IMPORTS: '/dist/bundle/lazy/rulesets/(?!flammes-et-fantassins/)' };
const FF = 'bands/ff-les-marquisards.yaml';
const nodeCache = typeof (Module as { enableCompileCache?: unknown }).enableCompileCache === 'function';
const files = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : []);

describe('start-up: the rulesets a command loads', () => {
  it('validate of an F&F band loads no other ruleset module', () => {
    const result = runCli(['validate', FF], { env: NOT_FF });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('show of an F&F band loads no other ruleset module', () => {
    const result = runCli(['show', FF], { env: NOT_FF });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('(the guard works: validate of an Argad band is stopped at the Argad module)', () => {
    const result = runCli(['validate', 'bands/argad-la-mesnie-du-sire-yann.yaml'], { env: NOT_FF });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/forbidden import:\s+\S*rulesets\/argad\/index\.js/);
  });
});

describe("start-up: zod loads only for a band its ruleset's shapes cannot vouch for", () => {
  const NO_ZOD = { NODE_OPTIONS: GUARD, FORBID_IMPORTS: '/dist/bundle/lazy/vendor/zod\\.js$' };
  const examples = readdirSync(path.join(ROOT, 'bands')).filter((f) => f.endsWith('.yaml'));

  it.each(examples)('validate and show of %s do not load zod', (file) => {
    for (const command of ['validate', 'show']) {
      const result = runCli([command, `bands/${file}`], { env: NO_ZOD });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
    }
  });

  it('a misspelt key loads zod: its message names the key in the rulebook\'s words, read from the schema (issue 37)', () => {
    const dir = tempTree({ 'b.yaml': readFileSync(path.join(ROOT, FF), 'utf8').replace(/^name: .*$/m, '$&\noops: 1') });
    expect(runCli(['validate', path.join(dir, 'b.yaml')], { env: NO_ZOD }).code).not.toBe(1);
    const result = runCli(['validate', path.join(dir, 'b.yaml')]);
    expect(result.stdout).toMatch(/b\.yaml:\d+:1 +error +schema\/unknown-key +unknown key "oops"/);
    expect(result.code).toBe(1);
  });

  it('(the guard works: a number out of its range loads zod, which words the error)', () => {
    const dir = tempTree({ 'b.yaml': readFileSync(path.join(ROOT, FF), 'utf8').replace(/^pc: .*$/m, 'pc: -1') });
    expect(runCli(['validate', path.join(dir, 'b.yaml')], { env: NO_ZOD }).stderr).toMatch(/forbidden import:\s+\S*vendor\/zod\.js/);
    expect(runCli(['validate', path.join(dir, 'b.yaml')]).stdout).toMatch(/schema\/too-small/);
  });
});

describe('start-up: the code cache', () => {
  it('is written under $XDG_CACHE_HOME/escarmouche on the first run and used by the next, with the same output', () => {
    const cache = tempTree();
    const first = runCli(['validate', FF], { env: { XDG_CACHE_HOME: cache } });
    const written = files(path.join(cache, 'escarmouche'));
    expect(written.length).toBeGreaterThan(0);
    if (!nodeCache) expect(written.filter((f) => f.endsWith('.bin')).length).toBeGreaterThan(3);
    const second = runCli(['validate', FF], { env: { XDG_CACHE_HOME: cache } });
    expect(second).toEqual(first);
    expect(first.code).toBe(0);
    expect(files(path.join(cache, 'escarmouche'))).toEqual(written);
  });

  it('an unwritable cache folder changes nothing: same output, same exit code, no message', () => {
    const root = tempTree({ 'a-file': 'x' });
    const plain = runCli(['validate', FF]);
    expect(runCli(['validate', FF], { env: { XDG_CACHE_HOME: path.join(root, 'a-file') } })).toEqual(plain);
    expect(runCli(['roll', '2d6', '--seed', 'x'], { env: { XDG_CACHE_HOME: path.join(root, 'a-file'), HOME: path.join(root, 'a-file') } })).toEqual(runCli(['roll', '2d6', '--seed', 'x']));
  });

  it('corrupt cache files are ignored and replaced', () => {
    const cache = tempTree();
    runCli(['validate', FF], { env: { XDG_CACHE_HOME: cache } });
    const dir = path.join(cache, 'escarmouche');
    for (const file of files(dir).filter((f) => f.endsWith('.bin'))) writeFileSync(path.join(dir, file), 'garbage');
    const result = runCli(['validate', FF], { env: { XDG_CACHE_HOME: cache } });
    expect(result).toEqual(runCli(['validate', FF]));
    if (!nodeCache) for (const file of files(dir).filter((f) => f.endsWith('.bin'))) expect(readFileSync(path.join(dir, file), 'utf8')).not.toBe('garbage');
  });

  it('ESCARMOUCHE_NO_CODE_CACHE=1 writes no cache', () => {
    const cache = tempTree();
    expect(runCli(['validate', FF], { env: { XDG_CACHE_HOME: cache, ESCARMOUCHE_NO_CODE_CACHE: '1' } }).code).toBe(0);
    expect(files(path.join(cache, 'escarmouche'))).toEqual([]);
  });
});
