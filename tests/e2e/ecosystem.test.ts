/** Editors and CI: JSON Schema shipped and current, checked by an independent validator; annotations; completion. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli, tempTree } from '../helpers/cli.js';

const schemaFile = (name: string) => JSON.parse(readFileSync(path.join(ROOT, 'schemas', `${name}.schema.json`), 'utf8'));
const bands = readdirSync(path.join(ROOT, 'bands')).filter((f) => /\.ya?ml$/.test(f));

describe('schema', () => {
  it('prints the shipped schemas (run `npm run schemas` after changing a ruleset schema)', () => {
    expect(JSON.parse(runCli(['schema']).stdout)).toEqual(schemaFile('band'));
    expect(JSON.parse(runCli(['schema', '--lang', 'fr']).stdout)).toEqual(schemaFile('fr/band'));
    for (const file of readdirSync(path.join(ROOT, 'schemas')).filter((f) => f.endsWith('.schema.json') && f !== 'band.schema.json')) {
      const id = file.replace('.schema.json', '');
      expect(JSON.parse(runCli(['schema', id]).stdout)).toEqual(schemaFile(id));
      expect(JSON.parse(runCli(['schema', id, '--lang', 'fr']).stdout)).toEqual(schemaFile(`fr/${id}`));
    }
  });

  it('accepts every example band with ajv, and refuses a broken one', () => {
    const validate = new Ajv({ strict: false, allErrors: true }).compile(schemaFile('band'));
    for (const band of bands) expect({ band, ok: validate(parse(readFileSync(path.join(ROOT, 'bands', band), 'utf8'))) }).toEqual({ band, ok: true });
    expect(validate({ ruleset: 'flammes-et-fantassins', name: 'x', pc: -1, characters: [] })).toBe(false);
    expect(validate({ ruleset: 'nope', name: 'x' })).toBe(false);
  });

  it('is named by every example band for editors, and that schema accepts the band', () => {
    for (const band of bands) {
      const text = readFileSync(path.join(ROOT, 'bands', band), 'utf8');
      const ref = /^# yaml-language-server: \$schema=\.\.\/schemas\/(.+)\.schema\.json$/m.exec(text)?.[1];
      expect({ band, ref }).toEqual({ band, ref: expect.any(String) });
      const validate = new Ajv({ strict: false }).compile(schemaFile(ref!));
      expect({ band, ok: validate(parse(text)) }).toEqual({ band, ok: true });
    }
  });

  it('refuses an unknown ruleset with exit 2', () => {
    const result = runCli(['schema', 'echecs']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('unknown ruleset');
  });
});

describe('validate --format github', () => {
  it('prints one escaped annotation per problem', () => {
    const dir = tempTree({ 'b.yaml': 'ruleset: ff\nname: X\npc: 0\ncharacters: []\ncolour: red\n' });
    const result = runCli(['validate', '--format', 'github', 'b.yaml'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stdout.trim().split('\n')).toEqual([
      // Every finding in one run (issue 37): the unknown key does not hide the band's size.
      '::warning file=b.yaml,line=4,col=1,title=ff/band-size::the band has 0 characters%0A« il vous faudra 3 à 10 figurines par joueurs » (3–10)%0Afix: add or remove characters, or set house rules `band-min` / `band-max`',
      '::error file=b.yaml,line=5,col=1,title=schema/unknown-key::unknown key "colour" in the band%0Aonly the documented keys are allowed%0Afix: no known name is close: see the full list in docs/rulesets/ or `escarmouche schema`',
    ]);
  });
});

describe('completion', () => {
  it.each(['bash', 'zsh', 'fish'])('prints a %s script that asks __complete', (shell) => {
    const result = runCli(['completion', shell]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`__complete ${shell} `);
  });
  it('refuses an unknown shell', () => expect(runCli(['completion', 'tcsh']).code).toBe(2));
  it.each([
    [['va'], ['validate']],
    [['validate', '--for'], ['--format']],
    [['validate', '--format', 'g'], ['github']],
    [['schema', '--json', 'f'], ['flammes-et-fantassins', 'fees-d-armes', 'frostgrave']],
    [['schema', 'argad', ''], []],
    [['simulate-attack', 'bands/ff-federation-de-la-poterie.yaml#'], ['bands/ff-federation-de-la-poterie.yaml#Dame Isabeau', 'bands/ff-federation-de-la-poterie.yaml#Oldranac']],
    [['simulate-attack', 'bands/ff-federation-de-la-poterie.yaml#old'], ['bands/ff-federation-de-la-poterie.yaml#Oldranac']],
  ])('%j → %j', (words, expected) => {
    const out = runCli(['__complete', ...words]).stdout.trim();
    expect(out ? out.split('\n') : []).toEqual(expected);
  });
});
