/** `escarmouche schema` in process (src/cli/schema.ts): the JSON Schemas printed, and written with --write. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaFolder, schemaOf, writeSchemas } from '../../../src/cli/schema.js';
import { schemaText } from '../../../src/core/schema/schema-text.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { tempTree } from '../../helpers/cli.js';
import { runMain, runMainJson } from '../../helpers/in-process.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const KNOWN = 'flammes-et-fantassins, fees-d-armes, frostgrave, mef-fan, argad';
const IDS = ['flammes-et-fantassins', 'fees-d-armes', 'frostgrave', 'mef-fan', 'argad', 'band'];
/** The schemas escarmouche ships, which `npm run schemas` writes (and a test keeps in agreement). */
const shipped = (file: string) => readFileSync(path.join(ROOT, 'schemas', file), 'utf8');
const written = (dir: string) => [...IDS.map((id) => path.join(dir, `${id}.schema.json`)), ...IDS.map((id) => path.join(dir, 'fr', `${id}.schema.json`))];

describe('schema: printed', () => {
  it('one ruleset, by id or alias, in English by default and in French', async () => {
    expect(await runMain(['schema', 'flammes-et-fantassins'])).toEqual({ code: 0, stderr: '', stdout: shipped('flammes-et-fantassins.schema.json') });
    expect((await runMain(['schema', 'ff'])).stdout).toBe(shipped('flammes-et-fantassins.schema.json'));
    expect((await runMain(['--lang', 'fr', 'schema', 'argad'])).stdout).toBe(shipped('fr/argad.schema.json'));
    expect((await runMain(['schema', 'argad'], { env: { LANG: 'fr_FR.UTF-8' } })).stdout).toBe(shipped('fr/argad.schema.json'));
  });

  it('every ruleset combined without a name; --json changes nothing', async () => {
    expect(await runMain(['schema'])).toEqual({ code: 0, stderr: '', stdout: shipped('band.schema.json') });
    expect((await runMain(['schema', '--json'])).stdout).toBe(shipped('band.schema.json'));
    expect((await runMain(['--lang', 'fr', 'schema'])).stdout).toBe(shipped('fr/band.schema.json'));
  });

  it('an unknown ruleset: exit 2 with the known ones, in English and French', async () => {
    expect(await runMain(['schema', 'nope'])).toEqual({ code: 2, stdout: '', stderr: `unknown ruleset "nope"; known: ${KNOWN}\n` });
    expect((await runMain(['--lang', 'fr', 'schema', 'nope'])).stderr).toBe(`ruleset inconnu « nope »\u00a0; connus\u00a0: ${KNOWN}\n`);
  });
});

describe('schemaOf and schemaFolder', () => {
  it('schemaOf: English by default, the combined one for undefined; an unknown name is a usage error', async () => {
    expect(schemaText(await schemaOf('mef-fan'))).toBe(shipped('mef-fan.schema.json'));
    expect(schemaText(await schemaOf(undefined))).toBe(shipped('band.schema.json'));
    expect(schemaText(await schemaOf('frostgrave', 'fr'))).toBe(shipped('fr/frostgrave.schema.json'));
    const error = await schemaOf('nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EscarmoucheError);
    expect(error).toMatchObject({ code: 'cli/unknown-ruleset', params: { actual: 'nope', known: KNOWN }, exitCode: 2 });
  });

  it('schemaFolder: English at the top, French in fr/', () => {
    expect(schemaFolder('/d', 'en')).toBe('/d');
    expect(schemaFolder('/d', 'fr')).toBe(path.join('/d', 'fr'));
  });
});

describe('schema --write', () => {
  it('writes every schema in both languages (folders made), says how many and where', async () => {
    const dir = path.join(tempTree(), 'a', 'schemas');
    expect(await runMain(['schema', '--write', dir])).toEqual({ code: 0, stderr: '', stdout: `12 schema files written under ${dir} (English there, French in fr/)\n` });
    for (const id of IDS) {
      expect(readFileSync(path.join(dir, `${id}.schema.json`), 'utf8')).toBe(shipped(`${id}.schema.json`));
      expect(readFileSync(path.join(dir, 'fr', `${id}.schema.json`), 'utf8')).toBe(shipped(`fr/${id}.schema.json`));
    }
    expect((await runMain(['--lang', 'fr', 'schema', '--write', dir])).stdout).toBe(`12 fichiers de schéma écrits dans ${dir} (en anglais, et en français dans fr/)\n`);
  });

  it('--json: the files written; an old file is replaced', async () => {
    const dir = tempTree({ 'argad.schema.json': 'old' });
    const result = await runMainJson(['schema', '--write', dir]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`${JSON.stringify({ written: written(dir) }, null, 2)}\n`);
    expect(readFileSync(path.join(dir, 'argad.schema.json'), 'utf8')).toBe(shipped('argad.schema.json'));
  });

  it('writeSchemas returns the files in order', async () => {
    const dir = tempTree();
    expect(await writeSchemas(dir)).toEqual(written(dir));
  });

  it('with a ruleset: exit 2, nothing written', async () => {
    const dir = path.join(tempTree(), 's');
    expect(await runMain(['schema', 'ff', '--write', dir])).toEqual({ code: 2, stdout: '', stderr: '--write writes the schemas of every ruleset: give no ruleset with it\n' });
    expect((await runMain(['--lang', 'fr', 'schema', 'ff', '--write', dir])).stderr).toBe('--write écrit les schémas de tous les rulesets\u00a0: ne donnez pas de ruleset avec\n');
    expect(await runMain(['schema', '--write', dir, 'ff'])).toMatchObject({ code: 2 });
  });

  it('a file where a folder goes (the folder, fr/, one on the way): exit 2 naming it, nothing written', async () => {
    const root = tempTree({ f: 'x', 's/fr': 'x' });
    const file = path.join(root, 'f');
    expect(await runMain(['schema', '--write', file])).toEqual({ code: 2, stdout: '', stderr: `cannot write ${file}: ${file} is a file, not a folder\n` });
    expect((await runMain(['schema', '--write', path.join(file, 's')])).stderr).toBe(`cannot write ${path.join(file, 's')}: ${file} is a file, not a folder\n`);
    const fr = path.join(root, 's', 'fr');
    expect(await runMain(['schema', '--write', path.join(root, 's')])).toEqual({ code: 2, stdout: '', stderr: `cannot write ${fr}: ${fr} is a file, not a folder\n` });
    expect(readFileSync(fr, 'utf8')).toBe('x');
    expect(() => readFileSync(path.join(root, 's', 'band.schema.json'))).toThrow();
  });
});
