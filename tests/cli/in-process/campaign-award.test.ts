/** `escarmouche campaign-award`, run in-process (src/cli/campaign-award.ts) on copies of the example bands. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { campaignAward } from '../../../src/cli/campaign-award.js';
import type { Context } from '../../../src/cli/context.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { registry } from '../../../src/rulesets/index.js';
import { tempTree } from '../../helpers/cli.js';
import { runMain } from '../../helpers/in-process.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BANDS = path.join(ROOT, 'bands');

/** Copies of the example bands in a temp folder; `run` runs the command there and hides the folder in its output. */
function copies() {
  const names = readdirSync(BANDS).filter((f) => f.endsWith('.yaml'));
  const dir = tempTree(Object.fromEntries(names.map((n) => [n, readFileSync(path.join(BANDS, n))])));
  const at = (name: string) => path.join(dir, `${name}.yaml`);
  const read = (name: string) => readFileSync(at(name), 'utf8');
  const run = async (args: string[], env?: NodeJS.ProcessEnv) => {
    const result = await runMain(['campaign-award', ...args], { env });
    const hide = (text: string) => text.replaceAll(dir, '<dir>');
    return { code: result.code, stdout: hide(result.stdout), stderr: hide(result.stderr) };
  };
  return { dir, at, read, run };
}

const MARQ = 'ff-les-marquisards';
const POT = 'ff-federation-de-la-poterie';
const ARGAD = 'argad-la-mesnie-du-sire-yann';

describe('campaign-award: recording a game', () => {
  it('text at 80 columns: the events, the totals and the files written; the band files get the ledger', async () => {
    const c = copies();
    const before = c.read(MARQ);
    const result = await c.run(['--scenario', 'le-pont', '--winner', c.at(MARQ), '--loser', c.at(POT), '--date', '2025-01-04'], { COLUMNS: '80' });
    expect(result).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        'Scenario le-pont, 2025-01-04: 0 scenario(s) already played',
        'band                               result  trophies  PC  pièces de fer',
        'Les Marquisards des Vers de Terre  win           +1  +0             +1',
        'La Fédération de la Poterie        loss          +0  +1             +1',
        '',
        'band                               totals',
        'Les Marquisards des Vers de Terre  trophies 1 · PC 0 · pièces de fer 1',
        'La Fédération de la Poterie        trophies 0 · PC 1 · pièces de fer 1',
        '2 file(s) written',
        '',
      ].join('\n'),
    });
    expect(c.read(MARQ)).toBe(
      `${before}\ncampaign:\n  totals:\n    trophies: 1\n    pc: 0\n    fer: 1\n  ledger:\n    - scenario: le-pont\n      date: 2025-01-04\n      result: win\n      played: 0\n      trophies: 1\n      pc: 0\n      fer: 1\n`,
    );
  });

  it('in French', async () => {
    const c = copies();
    const result = await c.run(['--scenario', 'le-pont', '--winner', c.at(MARQ), '--loser', c.at(POT), '--date', '2025-01-04', '--lang', 'fr'], { COLUMNS: '80' });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatchInlineSnapshot(`
      "Scénario le-pont, 2025-01-04 : 0 scénario(s) déjà joué(s)
      bande                              résultat  trophées  PC  pièces de fer
      Les Marquisards des Vers de Terre  victoire        +1  +0             +1
      La Fédération de la Poterie        défaite         +0  +1             +1

      bande                              totaux
      Les Marquisards des Vers de Terre  trophées 1 · PC 0 · pièces de fer 1
      La Fédération de la Poterie        trophées 0 · PC 1 · pièces de fer 1
      2 fichier(s) écrit(s)
      "
    `);
  });

  it('--json: the events and the totals', async () => {
    const c = copies();
    const result = await c.run(['--scenario', 'le-pont', '--winner', c.at(MARQ), '--loser', c.at(POT), '--date', '2025-01-04', '--json']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(result.stdout).toBe(`${JSON.stringify(JSON.parse(result.stdout), null, 2)}\n`);
    expect(JSON.parse(result.stdout)).toEqual({
      scenario: 'le-pont',
      date: '2025-01-04',
      played: 0,
      dry_run: false,
      events: [
        { file: '<dir>/ff-les-marquisards.yaml', band: 'Les Marquisards des Vers de Terre', event: { scenario: 'le-pont', date: '2025-01-04', result: 'win', played: 0, trophies: 1, pc: 0, fer: 1 }, totals: { trophies: 1, pc: 0, fer: 1 } },
        { file: '<dir>/ff-federation-de-la-poterie.yaml', band: 'La Fédération de la Poterie', event: { scenario: 'le-pont', date: '2025-01-04', result: 'loss', played: 0, trophies: 0, pc: 1, fer: 1 }, totals: { trophies: 0, pc: 1, fer: 1 } },
      ],
    });
  });

  it('--dry-run: the diff on stdout, the summary on stderr, nothing written', async () => {
    const c = copies();
    const before = [c.read(MARQ), c.read(POT)];
    const result = await c.run(['--scenario', 'le-pont', '--winner', c.at(MARQ), '--loser', c.at(POT), '--date', '2025-01-04', '--dry-run'], { COLUMNS: '250' });
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n').slice(0, 8)).toEqual([
      '--- <dir>/ff-les-marquisards.yaml',
      '+++ <dir>/ff-les-marquisards.yaml',
      '@@ -22,3 +22,17 @@',
      '     style: puissant',
      '     classes: [barbare]',
      '     equipment: [arme-a-une-main, bouclier]   # "bouclier" is read as the rondache',
      '+',
      '+campaign:',
    ]);
    expect(result.stdout.split('\n')).toHaveLength(41);
    expect(result.stderr).toBe(
      [
        'Scenario le-pont, 2025-01-04: 0 scenario(s) already played',
        'band                               result  trophies  PC  pièces de fer  totals',
        'Les Marquisards des Vers de Terre  win           +1  +0             +1  trophies 1 · PC 0 · pièces de fer 1',
        'La Fédération de la Poterie        loss          +0  +1             +1  trophies 0 · PC 1 · pièces de fer 1',
        'dry run: nothing written',
        '',
      ].join('\n'),
    );
    expect([c.read(MARQ), c.read(POT)]).toEqual(before);
    const json = JSON.parse((await c.run(['--scenario', 'le-pont', '--winner', c.at(MARQ), '--date', '2025-01-04', '--dry-run', '--json'])).stdout) as { dry_run: boolean; diffs: { file: string }[] };
    expect(json.dry_run).toBe(true);
    expect(json.diffs.map((d) => d.file)).toEqual(['<dir>/ff-les-marquisards.yaml']);
  });

  it('a game already recorded: exit 1, nothing written', async () => {
    const c = copies();
    const args = ['--scenario', 'le-pont', '--winner', c.at(MARQ), '--loser', c.at(POT), '--date', '2025-01-04'];
    expect((await c.run(args)).code).toBe(0);
    const written = c.read(POT);
    expect(await c.run(args)).toEqual({
      code: 1,
      stdout: '',
      stderr: '<dir>/ff-les-marquisards.yaml: scenario "le-pont" is already in the ledger (win on 2025-01-04); nothing was written (to change it: --undo le-pont, then award again)\n',
    });
    expect(c.read(POT)).toBe(written);
  });

  it('--undo removes the event: text and JSON', async () => {
    const c = copies();
    const original = c.read(MARQ);
    expect((await c.run(['--scenario', 'le-pont', '--winner', c.at(MARQ), '--loser', c.at(POT), '--date', '2025-01-04'])).code).toBe(0);
    const text = await c.run(['--undo', 'le-pont', c.at(MARQ), '--dry-run']);
    expect(text.code).toBe(0);
    expect(text.stderr).toMatchInlineSnapshot(`
      "Scenario le-pont removed
      band                               result  trophies  PC  pièces de fer  totals
      Les Marquisards des Vers de Terre  win           -1   0             -1  trophies 0 · PC 0 · pièces de fer 0
      dry run: nothing written
      "
    `);
    const json = await c.run(['--undo', 'le-pont', c.at(MARQ), c.at(POT), '--json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({
      undo: 'le-pont',
      dry_run: false,
      events: [
        { file: '<dir>/ff-les-marquisards.yaml', band: 'Les Marquisards des Vers de Terre', event: { scenario: 'le-pont', date: '2025-01-04', result: 'win', played: 0, trophies: 1, pc: 0, fer: 1 }, totals: { trophies: 0, pc: 0, fer: 0 } },
        { file: '<dir>/ff-federation-de-la-poterie.yaml', band: 'La Fédération de la Poterie', event: { scenario: 'le-pont', date: '2025-01-04', result: 'loss', played: 0, trophies: 0, pc: 1, fer: 1 }, totals: { trophies: 0, pc: 0, fer: 0 } },
      ],
    });
    // Award then undo gives the file back byte for byte (issue 36).
    expect(c.read(MARQ)).toBe(original);
  });
});

describe('campaign-award --standings', () => {
  it('text in English and French at 80 columns, and JSON', async () => {
    const c = copies();
    expect((await c.run(['--scenario', 'le-pont', '--winner', c.at(MARQ), '--loser', c.at(POT), '--date', '2025-01-04'])).code).toBe(0);
    const en = await c.run(['--standings', c.dir], { COLUMNS: '80' });
    expect([en.code, en.stderr]).toEqual([0, '']);
    expect(en.stdout).toMatchInlineSnapshot(`
      "Standings: Argad!
      rank  band                    points  scenarios  wins  losses  last victory
         1  La mesnie du sire Yann       0          0     0       0  -

      Standings: Flammes & Fantassins
      rank  band               trophies  scenarios  wins  losses  last victory
         1  Les Marquisards           1          1     1       0  le-pont (2025-01-04)
            des Vers de Terre
         2  La Fédération de          0          1     0       1  -
            la Poterie
         2  Les Archers du            0          0     0       0  -
            Grand Saule

      not ranked, their rulesets have no campaign rules in escarmouche:
        <dir>/fees-d-armes-les-bucherons.yaml (Fées d'armes),
        <dir>/fees-d-armes-les-ogres-du-bois-joli.yaml (Fées
        d'armes), <dir>/frostgrave-l-expedition-de-renulf.yaml
        (Frostgrave), <dir>/mef-fan-la-garde-du-bois-dore.yaml (Mini
        Figs Mef-Fan), <dir>/mef-fan-les-gobelins-de-la-butte.yaml
        (Mini Figs Mef-Fan)
      "
    `);
    const fr = await c.run(['--standings', c.dir, '--lang', 'fr'], { COLUMNS: '80' });
    expect([fr.code, fr.stderr]).toEqual([0, '']);
    expect(fr.stdout).toMatchInlineSnapshot(`
      "Classement : Argad!
      rang  bande            points  scénarios  victoires  défaites  dernière victoire
         1  La mesnie du          0          0          0         0  -
            sire Yann

      Classement : Flammes & Fantassins
      rang  bande                              trophées  scénarios
         1  Les Marquisards des Vers de Terre         1          1
         2  La Fédération de la Poterie               0          1
         2  Les Archers du Grand Saule                0          0

      rang  victoires  défaites  dernière victoire
         1          1         0  le-pont (2025-01-04)
         2          0         1  -
         2          0         0  -

      non classées, leurs règles n'ont pas de campagne dans escarmouche :
        <dir>/fees-d-armes-les-bucherons.yaml (Fées d'armes),
        <dir>/fees-d-armes-les-ogres-du-bois-joli.yaml (Fées
        d'armes), <dir>/frostgrave-l-expedition-de-renulf.yaml
        (Frostgrave), <dir>/mef-fan-la-garde-du-bois-dore.yaml (Mini
        Figs Mef-Fan), <dir>/mef-fan-les-gobelins-de-la-butte.yaml
        (Mini Figs Mef-Fan)
      "
    `);
    const json = await c.run(['--standings', c.at(MARQ), c.at(POT), '--json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchInlineSnapshot(`
      {
        "standings": [
          {
            "band": "Les Marquisards des Vers de Terre",
            "file": "<dir>/ff-les-marquisards.yaml",
            "last_victory": {
              "date": "2025-01-04",
              "played": 0,
              "scenario": "le-pont",
            },
            "losses": 0,
            "rank": 1,
            "ruleset": "flammes-et-fantassins",
            "scenarios": 1,
            "score": 1,
            "wins": 1,
          },
          {
            "band": "La Fédération de la Poterie",
            "file": "<dir>/ff-federation-de-la-poterie.yaml",
            "last_victory": null,
            "losses": 1,
            "rank": 2,
            "ruleset": "flammes-et-fantassins",
            "scenarios": 1,
            "score": 0,
            "wins": 0,
          },
        ],
        "unranked": [],
      }
    `);
  });
});

describe('campaign-award: refusals', () => {
  it('a band whose ledger is broken: its errors and a line per band, exit 1, nothing written; --json its JSON', async () => {
    const c = copies();
    const ledger = (missing: string) =>
      `\ncampaign:\n  ledger:\n    - scenario: a\n      date: 2025-01-01\n      result: win\n${['played', 'trophies', 'pc', 'fer'].filter((k) => k !== missing).map((k) => `      ${k}: 0\n`).join('')}`;
    writeFileSync(c.at('m'), `${c.read(MARQ)}${ledger('fer')}`);
    writeFileSync(c.at('p'), `${c.read(POT)}${ledger('pc')}`);
    const before = [c.read('m'), c.read('p'), c.read(ARGAD)];
    const text = await c.run(['--scenario', 'le-pont', '--winner', c.at('m'), '--loser', c.at('p'), '--date', '2025-01-04']);
    expect(text).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        '<dir>/m.yaml:28:7  error  schema/required  missing campaign.ledger[0].fer',
        '    fer: number',
        '    fix: add "fer": number',
        '<dir>/m.yaml cannot take part in the campaign: 1 error(s); nothing was written',
        '<dir>/p.yaml:28:7  error  schema/required  missing campaign.ledger[0].pc',
        '    pc: number',
        '    fix: add "pc": number',
        '<dir>/p.yaml cannot take part in the campaign: 1 error(s); nothing was written',
        '',
      ].join('\n'),
    });
    expect([c.read('m'), c.read('p'), c.read(ARGAD)]).toEqual(before);
    const json = await c.run(['--scenario', 'le-pont', '--winner', c.at('m'), '--date', '2025-01-04', '--json']);
    expect([json.code, json.stderr]).toEqual([1, '']);
    expect(json.stdout).toBe(`${JSON.stringify(JSON.parse(json.stdout), null, 2)}\n`);
    expect(JSON.parse(json.stdout)).toEqual({
      valid: false,
      files: [
        {
          file: '<dir>/m.yaml',
          diagnostics: [{ severity: 'error', code: 'schema/required', message: 'missing campaign.ledger[0].fer', rule: 'fer: number', fix: 'add "fer": number', path: 'campaign.ledger[0].fer', line: 28, column: 7 }],
        },
      ],
    });
    const fr = await c.run(['--scenario', 'le-pont', '--winner', c.at('m'), '--date', '2025-01-04', '--lang', 'fr']);
    expect(fr.stderr.split('\n').at(-2)).toMatchInlineSnapshot(`"<dir>/m.yaml ne peut pas prendre part à la campagne : 1 erreur(s) ; rien n’a été écrit"`);
  });

  it('--ruleset: an unknown one, and a band of another ruleset (its file named without #Name)', async () => {
    const c = copies();
    expect(await c.run(['--ruleset', 'nope', '--standings', c.dir])).toEqual({ code: 2, stdout: '', stderr: 'unknown ruleset "nope"; known: flammes-et-fantassins, fees-d-armes, frostgrave, mef-fan, argad\n' });
    expect(await c.run(['--ruleset', 'argad', '--scenario', 'x', '--winner', c.at(MARQ)])).toEqual({ code: 2, stdout: '', stderr: '<dir>/ff-les-marquisards.yaml is a band of Flammes & Fantassins, not of Argad! as --ruleset says\n' });
    expect(await c.run(['--ruleset', 'argad', '--scenario', 'x', '--winner', c.at(ARGAD), '--heal', `${c.at(MARQ)}#Gros Louis`])).toEqual({
      code: 2,
      stdout: '',
      stderr: '<dir>/ff-les-marquisards.yaml is a band of Flammes & Fantassins, not of Argad! as --ruleset says\n',
    });
    expect(await c.run(['--ruleset', 'ff', '--scenario', 'x', '--winner', c.at(ARGAD), '--lang', 'fr'])).toEqual({
      code: 2,
      stdout: '',
      stderr: '<dir>/argad-la-mesnie-du-sire-yann.yaml est une bande du jeu Argad!, pas du jeu Flammes & Fantassins comme le dit --ruleset\n',
    });
    // Every band named is read: the losers', the standings', the files of --undo; flags (--dry-run, --json) name none.
    const mismatch = { code: 2, stdout: '', stderr: '<dir>/argad-la-mesnie-du-sire-yann.yaml is a band of Argad!, not of Flammes & Fantassins as --ruleset says\n' };
    expect(await c.run(['--ruleset', 'ff', '--scenario', 'x', '--winner', c.at(MARQ), '--loser', c.at(POT), c.at(ARGAD), '--dry-run', '--json'])).toEqual(mismatch);
    expect(await c.run(['--ruleset', 'ff', '--standings', c.at(MARQ), c.at(ARGAD)])).toEqual(mismatch);
    expect(await c.run(['--ruleset', 'ff', '--undo', 'x', c.at(MARQ), c.at(ARGAD)])).toEqual(mismatch);
    // FILE#Name: the file is what comes before the last #, which a file name may hold.
    writeFileSync(path.join(c.dir, 'x#y.yaml'), c.read(ARGAD));
    expect(await c.run(['--ruleset', 'ff', '--scenario', 'x', '--winner', `${c.dir}/x#y.yaml#Sire Yann`])).toEqual({
      code: 2,
      stdout: '',
      stderr: '<dir>/x#y.yaml is a band of Argad!, not of Flammes & Fantassins as --ruleset says\n',
    });
    // The ruleset of every band named: accepted, and the award made.
    expect((await c.run(['--ruleset', 'ff', '--scenario', 'x', '--winner', c.at(MARQ), '--loser', c.at(POT), '--date', '2025-01-04', '--dry-run', '--json'])).code).toBe(0);
    expect((await c.run(['--ruleset', 'ff', '--scenario', 'x', '--winner', c.at(MARQ), '--date', '2025-01-04'])).code).toBe(0);
    // A file that is no band of a known ruleset is left to the award to refuse.
    expect((await c.run(['--ruleset', 'ff', '--scenario', 'y', '--winner', c.at('nope')])).stderr).toBe('cannot read <dir>/nope.yaml: no such file or folder\n');
  });

  it('a ruleset without campaign rules, a missing file, a folder, bad numbers, nothing to do: exit 2', async () => {
    const c = copies();
    expect(await c.run(['--scenario', 'x', '--winner', c.at('frostgrave-l-expedition-de-renulf')])).toEqual({
      code: 2,
      stdout: '',
      stderr: '<dir>/frostgrave-l-expedition-de-renulf.yaml: Frostgrave has no campaign rules in escarmouche; campaign-award cannot record its games\n',
    });
    expect(await c.run(['--scenario', 'x', '--winner', c.at('nope')])).toEqual({ code: 2, stdout: '', stderr: 'cannot read <dir>/nope.yaml: no such file or folder\n' });
    expect(await c.run(['--scenario', 'x', '--winner', c.dir])).toEqual({ code: 2, stdout: '', stderr: 'cannot read <dir>: it is not a regular file (a folder)\n' });
    expect(await c.run(['--scenario', 'x', '--winner', c.at(MARQ), '--played', 'x'])).toEqual({ code: 2, stdout: '', stderr: '--played expects a whole number from 0 to 1000, got "x"\n' });
    // Too large and too small state one range (issue 37).
    expect(await c.run(['--scenario', 'x', '--winner', c.at(MARQ), '--played', '5000'])).toEqual({ code: 2, stdout: '', stderr: '--played expects a whole number from 0 to 1000, got "5000"\n' });
    expect(await c.run(['--scenario', 'x', '--winner', c.at(MARQ), '--played', '-5'])).toEqual({ code: 2, stdout: '', stderr: '--played expects a whole number from 0 to 1000, got "-5"\n' });
    expect(await c.run(['--scenario', 'x', '--winner', c.at(MARQ), '--date', '2025-13-45'])).toEqual({ code: 2, stdout: '', stderr: '--date expects a date YYYY-MM-DD, got "2025-13-45"\n' });
    expect(await c.run([])).toEqual({ code: 2, stdout: '', stderr: 'give one of --scenario (with --winner/--loser), --undo <id> or --standings <files…>\n' });
  });

  it('bad YAML in a band: located, exit 1', async () => {
    const c = copies();
    writeFileSync(c.at('broken'), 'ruleset: ff\nname: [unclosed\n');
    const result = await c.run(['--scenario', 'x', '--winner', c.at('broken'), '--date', '2025-01-04']);
    expect([result.code, result.stdout]).toEqual([1, '']);
    expect(result.stderr).toMatchInlineSnapshot(`
      "<dir>/broken.yaml:3:1  error  yaml/syntax  YAML syntax error: a [ or { opened above is never closed: end the list with ] or the mapping with }, on the line or indented under its key
          a band file is valid YAML
          fix: fix the YAML at this position (indentation, quotes, colons)
      <dir>/broken.yaml cannot take part in the campaign: 1 error(s); nothing was written
      "
    `);
  });
});

describe('campaign-award: an interrupted write found again', () => {
  it('a journal naming a band whose new content is lost is rolled back, said in one line on stderr', async () => {
    const c = copies();
    writeFileSync(path.join(c.dir, '.escarmouche-journal.1999999999.abc.json'), JSON.stringify({ entries: [{ file: c.at(MARQ), temp: `${c.at(MARQ)}.tmp`, sha256: '0'.repeat(64) }] }));
    const result = await c.run(['--scenario', 'x', '--winner', c.at(MARQ), '--date', '2025-01-04']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('an interrupted write was rolled back: <dir>/ff-les-marquisards.yaml kept as they were\n');
    expect(readdirSync(c.dir).filter((f) => f.startsWith('.escarmouche-journal'))).toEqual([]);
  });

  it('two bands in the journal: both named, in French too', async () => {
    const c = copies();
    const journal = () => {
      const entries = [MARQ, POT].map((n) => ({ file: c.at(n), temp: `${c.at(n)}.tmp`, sha256: '0'.repeat(64) }));
      writeFileSync(path.join(c.dir, '.escarmouche-journal.1999999999.abc.json'), JSON.stringify({ entries }));
    };
    journal();
    const result = await c.run(['--scenario', 'x', '--winner', c.at(MARQ), '--date', '2025-01-04']);
    expect(result.stderr).toBe('an interrupted write was rolled back: <dir>/ff-les-marquisards.yaml, <dir>/ff-federation-de-la-poterie.yaml kept as they were\n');
    journal();
    const fr = await c.run(['--scenario', 'y', '--winner', c.at(MARQ), '--date', '2025-01-04', '--lang', 'fr']);
    expect(fr.stderr).toBe('une écriture interrompue a été annulée\u00a0: <dir>/ff-les-marquisards.yaml, <dir>/ff-federation-de-la-poterie.yaml laissés tels quels\n');
  });

  it('the recovery a caller gives is used instead of the line', async () => {
    const c = copies();
    writeFileSync(path.join(c.dir, '.escarmouche-journal.1999999999.abc.json'), JSON.stringify({ entries: [{ file: c.at(MARQ), temp: `${c.at(MARQ)}.tmp`, sha256: '0'.repeat(64) }] }));
    let out = '';
    let err = '';
    const context: Context = { lang: 'en', color: false, messages: new Messages('en', [CORE_MESSAGES]), out: (t) => void (out += `${t}\n`), err: (t) => void (err += `${t}\n`) };
    const seen: unknown[] = [];
    const code = await campaignAward([], { scenario: 'x', winner: [c.at(MARQ)], date: '2025-01-04', json: true }, context, { registry, onRecover: (r) => void seen.push(r) });
    expect([code, err]).toEqual([0, '']);
    expect(seen).toEqual([{ outcome: 'rolled-back', files: [c.at(MARQ)] }]);
    expect(JSON.parse(out)).toMatchObject({ scenario: 'x', played: 0 });
  });
});
