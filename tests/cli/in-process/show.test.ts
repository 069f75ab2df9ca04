/** `escarmouche show`, run in-process (src/cli/show.ts): every example band, text and JSON, both languages; errors. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../../helpers/cli.js';
import { runMain } from '../../helpers/in-process.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BANDS = path.join(ROOT, 'bands');
const INVALID = 'ruleset: ff\nname: X\npc: 0\ncharacters:\n  - name: A\n    style: agile\n    classes: [archer]\n    equipment: [arc]\n';
const EMPTY = 'ruleset: flammes-et-fantassins\nname: Vide\npc: 7\ncharacters: []\n';
const at = (dir: string) => (text: string) => text.replaceAll(dir, '<dir>');

describe('show: the example bands', () => {
  it('prints every example band as text at 80 columns and as JSON, in English and in French', async () => {
    const files = readdirSync(BANDS).filter((f) => f.endsWith('.yaml')).sort();
    expect(files).toHaveLength(9);
    for (const file of files) {
      for (const lang of ['en', 'fr']) {
        const text = await runMain(['show', path.join(BANDS, file), '--lang', lang], { env: { COLUMNS: '80' } });
        const json = await runMain(['show', path.join(BANDS, file), '--json', '--lang', lang]);
        expect([text.code, text.stderr, json.code, json.stderr]).toEqual([0, '', 0, '']);
        expect(text.stdout.split('\n').filter((l) => [...l].length > 80)).toEqual([]);
        await expect(`${text.stdout}--- json\n${json.stdout}`).toMatchFileSnapshot(`__snapshots__/show/${file.replace(/\.yaml$/, '')}.${lang}.txt`);
      }
    }
  });

  it('French is the default under a French LANG; NO_COLOR unset with --no-color prints no escape', async () => {
    const file = path.join(BANDS, 'ff-les-marquisards.yaml');
    const fr = await runMain(['show', file], { env: { LANG: 'fr_FR.UTF-8', COLUMNS: '80' } });
    expect(fr.stdout).toBe((await runMain(['show', file, '--lang', 'fr'], { env: { COLUMNS: '80' } })).stdout);
    expect(fr.stdout.split('\n').slice(0, 4)).toEqual([
      'Les Marquisards des Vers de Terre (Flammes & Fantassins)',
      'PC (dépensés / budget)              7 / 7',
      'pièces de fer (dépensées / budget)  9 / 9',
      'PA par round                        7',
    ]);
  });

  it('a JSON is a whole object, ended by one newline', async () => {
    const { code, stdout } = await runMain(['show', path.join(ROOT, 'tests/fixtures/ff-solo.yaml'), '--json']);
    expect(code).toBe(0);
    expect(stdout.endsWith('}\n')).toBe(true);
    expect(JSON.parse(stdout)).toEqual({
      ruleset: 'flammes-et-fantassins',
      name: 'Le Chef Orc',
      band: { pc_budget: 3, pc_spent: 3, fer_budget: 4, fer_spent: 4, pa: 4 },
      characters: [
        {
          name: 'Grobuk',
          style: 'puissant',
          rank: 'heros',
          classes: ['barbare', 'soldat', 'chevalier'],
          equipment: ['arme-a-deux-mains', 'couteaux-de-lancer', 'maille', 'potion-de-force', 'potion-d-armure'],
          spells: [],
          specialty: null,
          talents: [],
          can_charge: true,
          shield_unused: null,
          fer_spent: 4,
          stats: { DEX: 0, FOR: 3, CON: 3, INT: 0, SAG: 0, CHA: 0, Dep: 7, PV: 17, Tra: 1, Com: 0, Mel: 4, Tir: 0, CA: 8 },
        },
      ],
    });
    expect(stdout).toBe(`${JSON.stringify(JSON.parse(stdout), null, 2)}\n`);
  });
});

describe('show: warnings and invalid bands', () => {
  it('a valid band with warnings: the profile on stdout, a blank line then the warnings on stderr', async () => {
    const dir = tempTree({ 'e.yaml': EMPTY });
    const { code, stdout, stderr } = await runMain(['show', path.join(dir, 'e.yaml')]);
    expect(code).toBe(0);
    expect(stdout).toBe('Vide (Flammes & Fantassins)\nPC (spent / budget)             0 / 7\npièces de fer (spent / budget)  0 / 7\nPA per round                    0\n');
    expect(at(dir)(stderr)).toBe(
      [
        '',
        '<dir>/e.yaml:3:1  warning  ff/pc-unspent  7 PC left unspent (0 of 7)',
        '    the agreed PC buy classes · limit 7 · value 0',
        '    fix: add a class or a mercenary',
        '<dir>/e.yaml:4:1  warning  ff/band-size  the band has 0 characters',
        '    « il vous faudra 3 à 10 figurines par joueurs » (3–10) · limit 3–10 · value 0',
        '    fix: add or remove characters, or set house rules `band-min` / `band-max`',
        '<dir>/e.yaml:4:1  warning  ff/fer-unspent  7 pièce(s) de fer left unspent (0 of 7)',
        '    each pièce de fer buys one item · limit 7 · value 0',
        '    fix: buy equipment',
        '',
      ].join('\n'),
    );
  });

  it('a valid band without warnings writes nothing on stderr, not even a blank line', async () => {
    const { stderr } = await runMain(['show', path.join(BANDS, 'ff-les-marquisards.yaml')]);
    expect(stderr).toBe('');
  });

  it('--json of a band with warnings prints the JSON only', async () => {
    const dir = tempTree({ 'e.yaml': EMPTY });
    const { code, stdout, stderr } = await runMain(['show', path.join(dir, 'e.yaml'), '--json']);
    expect([code, stderr]).toEqual([0, '']);
    expect(JSON.parse(stdout)).toEqual({ ruleset: 'flammes-et-fantassins', name: 'Vide', band: { pc_budget: 7, pc_spent: 0, fer_budget: 7, fer_spent: 0, pa: 0 }, characters: [] });
  });

  it('an invalid band: its errors and a summary on stderr, exit 1', async () => {
    const dir = tempTree({ 'x.yaml': INVALID });
    const { code, stdout, stderr } = await runMain(['show', path.join(dir, 'x.yaml')]);
    expect([code, stdout]).toEqual([1, '']);
    expect(at(dir)(stderr)).toBe(
      [
        '<dir>/x.yaml:3:1  error  ff/pc-exceeded  the classes cost 1 PC, more than the band has (0 PC: agreed, plus any earned in campaign)',
        '    each class costs one PC; classes in the band ≤ pc + PC earned in campaign · limit 0 · value 1',
        '    fix: remove classes or agree on more PC',
        '<dir>/x.yaml is not a valid band: 1 error(s)',
        '',
      ].join('\n'),
    );
  });

  it('an invalid band in French', async () => {
    const dir = tempTree({ 'x.yaml': INVALID });
    const { code, stderr } = await runMain(['show', path.join(dir, 'x.yaml'), '--lang', 'fr']);
    expect(code).toBe(1);
    expect(at(dir)(stderr).split('\n').at(-2)).toBe('<dir>/x.yaml n\'est pas une bande valide\u00a0: 1 erreur(s)');
    expect(at(dir)(stderr).split('\n')[0]).toBe(
      "<dir>/x.yaml:3:1  erreur  ff/pc-exceeded  les classes coûtent 1 PC, plus que la bande n'en a (0 PC\u00a0: convenus, plus ceux gagnés en campagne)",
    );
  });

  it('an invalid band with --json: the diagnostics as JSON on stdout, nothing on stderr, exit 1', async () => {
    const dir = tempTree({ 'x.yaml': INVALID });
    const file = path.join(dir, 'x.yaml');
    const { code, stdout, stderr } = await runMain(['show', file, '--json']);
    expect([code, stderr]).toEqual([1, '']);
    expect(stdout).toBe(`${JSON.stringify(JSON.parse(stdout), null, 2)}\n`);
    expect(JSON.parse(stdout)).toEqual({
      file,
      valid: false,
      diagnostics: [
        {
          severity: 'error',
          code: 'ff/pc-exceeded',
          message: 'the classes cost 1 PC, more than the band has (0 PC: agreed, plus any earned in campaign)',
          rule: 'each class costs one PC; classes in the band ≤ pc + PC earned in campaign',
          limit: 0,
          actual: 1,
          fix: 'remove classes or agree on more PC',
          path: 'pc',
          line: 3,
          column: 1,
        },
      ],
    });
  });

  it('bad YAML: located, exit 1', async () => {
    const dir = tempTree({ 'bad.yaml': 'name: [unclosed\n' });
    const { code, stdout, stderr } = await runMain(['show', path.join(dir, 'bad.yaml')]);
    expect([code, stdout]).toEqual([1, '']);
    expect(at(dir)(stderr)).toBe(
      [
        '<dir>/bad.yaml:2:1  error  yaml/syntax  YAML syntax error: a [ or { opened above is never closed: end the list with ] or the mapping with }, on the line or indented under its key',
        '    a band file is valid YAML',
        '    fix: fix the YAML at this position (indentation, quotes, colons)',
        '<dir>/bad.yaml is not a valid band: 1 error(s)',
        '',
      ].join('\n'),
    );
  });

  it('a missing file, a folder: exit 2 with one line', async () => {
    const dir = tempTree({ 'a/b.yaml': EMPTY });
    expect(at(dir)(JSON.stringify(await runMain(['show', path.join(dir, 'nope.yaml')])))).toBe(
      JSON.stringify({ code: 2, stdout: '', stderr: 'cannot read <dir>/nope.yaml: no such file or folder\n' }),
    );
    expect(await runMain(['show', path.join(dir, 'a')])).toEqual({ code: 2, stdout: '', stderr: `cannot read ${path.join(dir, 'a')}: it is not a regular file (a folder)\n` });
    expect(await runMain(['show', path.join(dir, 'a'), '--json'])).toMatchObject({ code: 2, stdout: '' });
  });

  it('no file: a usage error', async () => {
    expect(await runMain(['show'])).toEqual({ code: 2, stdout: '', stderr: "error: missing required argument 'file'\nsee escarmouche show --help\n" });
  });
});

describe('show --textconv', () => {
  it('a band: one fact per line, its warnings after, exit 0', async () => {
    const dir = tempTree({ 'e.yaml': EMPTY });
    expect(await runMain(['show', '--textconv', path.join(dir, 'e.yaml')])).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        'ruleset: flammes-et-fantassins',
        'name: Vide',
        'band.pc_budget: 7',
        'band.pc_spent: 0',
        'band.fer_budget: 7',
        'band.fer_spent: 0',
        'band.pa: 0',
        'characters: -',
        'warning: ff/pc-unspent 7 PC left unspent (0 of 7)',
        'warning: ff/band-size the band has 0 characters',
        'warning: ff/fer-unspent 7 pièce(s) de fer left unspent (0 of 7)',
        '',
      ].join('\n'),
    });
  });

  it('a file that is no band prints as it is (bytes, no newline added), exit 0', async () => {
    const dir = tempTree({ 'wf.yaml': 'on: push\njobs: {}', 'bad.yaml': 'name: [unclosed' });
    expect(await runMain(['show', '--textconv', path.join(dir, 'wf.yaml')])).toEqual({ code: 0, stdout: 'on: push\njobs: {}', stderr: '' });
    expect(await runMain(['show', '--textconv', path.join(dir, 'bad.yaml')])).toEqual({ code: 0, stdout: 'name: [unclosed', stderr: '' });
  });

  it('an invalid band still prints its facts and its errors, exit 0', async () => {
    const dir = tempTree({ 'x.yaml': INVALID });
    const { code, stdout, stderr } = await runMain(['show', '--textconv', path.join(dir, 'x.yaml')]);
    expect([code, stderr]).toEqual([0, '']);
    expect(stdout).toMatchInlineSnapshot(`
      "ruleset: flammes-et-fantassins
      name: X
      band.pc_budget: 0
      band.pc_spent: 1
      band.fer_budget: 0
      band.fer_spent: 0
      band.pa: 2
      characters.A.name: A
      characters.A.style: agile
      characters.A.rank: mercenaire
      characters.A.classes: archer
      characters.A.equipment: arc
      characters.A.spells: -
      characters.A.specialty: -
      characters.A.talents: -
      characters.A.can_charge: false
      characters.A.shield_unused: -
      characters.A.fer_spent: 0
      characters.A.stats.DEX: 1
      characters.A.stats.FOR: 0
      characters.A.stats.CON: 1
      characters.A.stats.INT: 0
      characters.A.stats.SAG: 0
      characters.A.stats.CHA: 0
      characters.A.stats.Dep: 7
      characters.A.stats.PV: 9
      characters.A.stats.Tra: 3
      characters.A.stats.Com: 0
      characters.A.stats.Mel: 1
      characters.A.stats.Tir: 2
      characters.A.stats.CA: 4
      error: ff/pc-exceeded the classes cost 1 PC, more than the band has (0 PC: agreed, plus any earned in campaign)
      warning: ff/band-size the band has 1 characters
      "
    `);
  });

  it('a missing file: exit 2', async () => {
    const dir = tempTree();
    expect(await runMain(['show', '--textconv', path.join(dir, 'nope.yaml')])).toEqual({ code: 2, stdout: '', stderr: `cannot read ${path.join(dir, 'nope.yaml')}: no such file or folder\n` });
  });
});
