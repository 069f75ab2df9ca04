/**
 * `escarmouche build` with flags, run in process (tests/helpers/in-process.ts): every flag, the dry run, --json,
 * the refusals with their exit codes and words, in English and French.
 */
import { chmodSync, existsSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../../helpers/cli.js';
import { runMain } from '../../helpers/in-process.js';
import { build } from '../../../src/cli/build.js';
import type { Context } from '../../../src/cli/context.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** The installed package's schemas, which a new band's line points at outside a repository with its own: shown without the clone's path. */
const SCHEMAS_URL = pathToFileURL(path.join(ROOT, 'schemas')).href;
const unplaced = (text: string) => text.replaceAll(SCHEMAS_URL, '<escarmouche>/schemas');
const POTERIE = readFileSync(path.join(ROOT, 'bands/ff-federation-de-la-poterie.yaml'), 'utf8');
const NEW = ['--new', '--ruleset', 'flammes-et-fantassins', '--name', 'Les M', '--pc', '7'];
const ROBIN = ['--style', 'agile', '--class', 'archer', '--equip', 'arc'];

/** A band of one character, Robin (agile archer with a bow), as `build --new` then `--add-character` write it. */
const BAND = `# yaml-language-server: $schema=${SCHEMAS_URL}/flammes-et-fantassins.schema.json
# Les M: a Flammes & Fantassins band, made with \`escarmouche build\`.
# \`escarmouche show FILE\` prints the derived stats; \`escarmouche validate FILE\` checks every limit.

ruleset: flammes-et-fantassins
name: Les M
pc: 7 # Points de Création agreed by the players: one per class

# Each character: agile or puissant, 1 to 3 classes, equipment (the first weapon is free).
# Lanceurs de Sorts also choose spells and one specialty.
characters:
  - name: Robin
    style: agile # agile: Mêlée and CA from DEX; no Charge
    classes: [archer]
    equipment: [arc]
`;

/** A folder holding `files`, and a function giving the output with the folder's path written `<dir>`. */
function folder(files: Record<string, string> = {}) {
  const dir = tempTree(files);
  const clean = (text: string) => text.replaceAll(dir, '<dir>');
  return { dir, clean, file: (name: string) => path.join(dir, name) };
}

async function run(args: string[], env?: NodeJS.ProcessEnv) {
  return runMain(args, env ? { env } : {});
}

describe('build --new', () => {
  it('creates the band: the view on stdout, the warnings and "saved" on stderr, the commented file', async () => {
    const { clean, file } = folder();
    const result = await run(['build', file('n.yaml'), ...NEW]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('Les M (Flammes & Fantassins)\nPC (spent / budget)             0 / 7\npièces de fer (spent / budget)  0 / 7\nPA per round                    0\n');
    expect(clean(result.stderr)).toMatchInlineSnapshot(`
      "<dir>/n.yaml:7:1  warning  ff/pc-unspent  7 PC left unspent (0 of 7)
          the agreed PC buy classes · limit 7 · value 0
          fix: add a class or a mercenary
      <dir>/n.yaml:11:1  warning  ff/band-size  the band has 0 characters
          « il vous faudra 3 à 10 figurines par joueurs » (3–10) · limit 3–10 · value 0
          fix: add or remove characters, or set house rules \`band-min\` / \`band-max\`
      <dir>/n.yaml:11:1  warning  ff/fer-unspent  7 pièce(s) de fer left unspent (0 of 7)
          each pièce de fer buys one item · limit 7 · value 0
          fix: buy equipment
      saved <dir>/n.yaml, with 3 warning(s) (above): \`validate --strict\` fails on them
      "
    `);
    expect(unplaced(readFileSync(file('n.yaml'), 'utf8'))).toMatchInlineSnapshot(`
      "# yaml-language-server: $schema=<escarmouche>/schemas/flammes-et-fantassins.schema.json
      # Les M: a Flammes & Fantassins band, made with \`escarmouche build\`.
      # \`escarmouche show FILE\` prints the derived stats; \`escarmouche validate FILE\` checks every limit.

      ruleset: flammes-et-fantassins
      name: Les M
      pc: 7 # Points de Création agreed by the players: one per class

      # Each character: agile or puissant, 1 to 3 classes, equipment (the first weapon is free).
      # Lanceurs de Sorts also choose spells and one specialty.
      characters: []
      "
    `);
  });
});

describe('build --new: more', () => {
  it('makes the missing folders, adds a character at once, and prints the profile with --json (nothing on stderr)', async () => {
    const { file } = folder();
    const target = file('a/b/n.yaml');
    const result = await run(['build', target, ...NEW, '--add-character', 'Robin', ...ROBIN, '--json']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(readFileSync(target, 'utf8')).toBe(BAND.replace('style: agile # agile: Mêlée and CA from DEX; no Charge', 'style: agile # agile: Mêlée and CA from DEX; no Charge'));
    const shown = await run(['show', target, '--json']);
    expect(JSON.parse(result.stdout)).toEqual(JSON.parse(shown.stdout));
  });

  it('--dry-run prints the new file, makes neither it nor its folders', async () => {
    const { dir, clean, file } = folder();
    const result = await run(['build', file('a/n.yaml'), ...NEW, '--dry-run']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`${BAND.split('characters:')[0]}characters: []\n`);
    expect(clean(result.stderr).split('\n').slice(-2)).toEqual(['dry run: <dir>/a/n.yaml was not written', '']);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('--dry-run --json prints the profile only', async () => {
    const { dir, file } = folder();
    const result = await run(['build', file('n.yaml'), ...NEW, '--dry-run', '--json']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(JSON.parse(result.stdout)).toMatchObject({ name: 'Les M', band: { pc_budget: 7, pc_spent: 0 }, characters: [] });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('in French: the comments, the schema line of the French schema, the words on stderr', async () => {
    const { clean, file } = folder();
    const result = await run(['--lang', 'fr', 'build', file('n.yaml'), ...NEW]);
    expect(result.code).toBe(0);
    expect(clean(result.stderr).split('\n').slice(-2)).toEqual(['<dir>/n.yaml enregistré, avec 3 avertissement(s) (ci-dessus)\u00a0: `validate --strict` échoue sur eux', '']);
    expect(unplaced(readFileSync(file('n.yaml'), 'utf8'))).toMatchInlineSnapshot(`
      "# yaml-language-server: $schema=<escarmouche>/schemas/fr/flammes-et-fantassins.schema.json
      # Les M : une bande de Flammes & Fantassins, créée avec \`escarmouche build\`.
      # \`escarmouche show FICHIER\` affiche les caractéristiques ; \`escarmouche validate FICHIER\` vérifie chaque limite.

      ruleset: flammes-et-fantassins
      name: Les M
      pc: 7 # Points de Création convenus entre les joueurs : un par classe

      # Chaque personnage : agile ou puissant, 1 à 3 classes, équipement (la première arme est gratuite).
      # Les Lanceurs de Sorts choisissent aussi leurs sorts et une spécialité.
      characters: []
      "
    `);
  });

  it('uses the schemas/ folder above the file', async () => {
    const { file } = folder({ 'schemas/flammes-et-fantassins.schema.json': '{}' });
    expect((await run(['build', file('bands/n.yaml'), ...NEW])).code).toBe(0);
    expect(readFileSync(file('bands/n.yaml'), 'utf8').split('\n')[0]).toBe('# yaml-language-server: $schema=../schemas/flammes-et-fantassins.schema.json');
  });

  it('with the band options of another ruleset (Mef-Fan --points, --campaign)', async () => {
    const { file } = folder();
    const result = await run(['build', file('m.yaml'), '--new', '--ruleset', 'mef-fan', '--name', 'Les Nains', '--points', '100', '--campaign', '--dry-run']);
    expect(result.code).toBe(0);
    expect(unplaced(result.stdout)).toMatchInlineSnapshot(`
      "# yaml-language-server: $schema=<escarmouche>/schemas/mef-fan.schema.json
      # Les Nains: a Mini Figs Mef-Fan army, made with \`escarmouche build\`.
      # \`escarmouche show FILE\` prices every figure; \`escarmouche validate FILE\` checks every limit.

      ruleset: mef-fan
      name: Les Nains
      points: 100 # budget in # agreed by the players
      campaign: true # in campaign a magicien knows one spell instead of two

      # Each unit: a role, figures, Dép, Mél and Tir scores, Déf, Men and Vie.
      # A figure costs Dép + 2 × Mél + 3 × Tir + 2 × Déf + Men (+ Perforant, lance, effrayant), × the Vie multiplier.
      units: []
      "
    `);
  });

  it.each([
    [['--new', '--name', 'X', '--pc', '3'], '--ruleset is required with --new'],
    [['--new', '--ruleset', 'flammes-et-fantassins', '--pc', '3'], '--name is required with --new'],
    [['--new'], '--ruleset is required with --new'],
    [['--new', '--ruleset', '', '--name', 'X'], '--ruleset is required with --new'],
    [['--new', '--ruleset', 'flammes-et-fantassins', '--name', ''], '--name is required with --new'],
    [['--new', '--ruleset', 'flammes-et-fantassins', '--name', 'X'], '--pc is required with --new'],
    [['--new', '--ruleset', 'nope', '--name', 'X'], 'unknown ruleset "nope"; known: flammes-et-fantassins, fees-d-armes, frostgrave, mef-fan, argad'],
  ])('%j: exit 2, why, no file', async (args, message) => {
    const { dir, file } = folder();
    const result = await run(['build', file('x.yaml'), ...args]);
    expect(result).toEqual({ code: 2, stdout: '', stderr: `${message}\n` });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses an existing file: exit 2, the file unchanged', async () => {
    const { clean, file } = folder({ 'x.yaml': BAND });
    const result = await run(['build', file('x.yaml'), ...NEW]);
    expect([result.code, result.stdout, clean(result.stderr)]).toEqual([2, '', '<dir>/x.yaml already exists; drop --new to change it\n']);
    expect(readFileSync(file('x.yaml'), 'utf8')).toBe(BAND);
  });

  it('refuses an existing file under --dry-run too', async () => {
    const { clean, file } = folder({ 'x.yaml': BAND });
    const result = await run(['build', file('x.yaml'), ...NEW, '--dry-run']);
    expect([result.code, clean(result.stderr)]).toEqual([2, '<dir>/x.yaml already exists; drop --new to change it\n']);
  });

  it('in French: the refusals are French', async () => {
    const { clean, file } = folder({ 'x.yaml': BAND });
    const fr = ['--lang', 'fr', 'build'];
    expect(clean((await run([...fr, file('x.yaml'), ...NEW])).stderr)).toBe('<dir>/x.yaml existe déjà\u00a0; retirez --new pour le modifier\n');
    expect((await run([...fr, file('y.yaml'), '--new', '--name', 'X'])).stderr).toBe('--ruleset est obligatoire avec --new\n');
  });
});

describe('build: flags that mean nothing', () => {
  it.each([
    [[], 'build asks its questions in a terminal, and this is not one. Say what to do with flags instead: --new, --add-character, --edit-character or --remove-character (see `escarmouche build --help`)'],
    [['--dry-run'], 'nothing to do with --dry-run without --new, --add-character, --edit-character or --remove-character'],
    [['--style', 'agile'], 'nothing to do with --style without --new, --add-character, --edit-character or --remove-character'],
    [['--ruleset', 'argad'], 'nothing to do with --ruleset/--name without --new, --add-character, --edit-character or --remove-character'],
    [['--name', 'X'], 'nothing to do with --ruleset/--name without --new, --add-character, --edit-character or --remove-character'],
    [['--name', 'X', '--pc', '3', '--dry-run', '--class', 'a'], 'nothing to do with --dry-run, --pc, --class, --ruleset/--name without --new, --add-character, --edit-character or --remove-character'],
    [['--add-character', 'A', '--edit-character', 'B'], '--add-character and --edit-character cannot be combined; run build twice'],
    [['--remove-character', 'Robin', '--style', 'agile', '--class', 'archer'], 'only with --add-character or --edit-character: --style, --class'],
    [['--new', '--ruleset', 'flammes-et-fantassins', '--name', 'X', '--pc', '3', '--equip', 'arc'], 'only with --add-character or --edit-character: --equip'],
    [['--remove-character', 'Robin', '--pc', '3'], 'only with --new: --pc'],
    [['--edit-character', 'Robin', '--style', 'agile', '--ruleset', 'flammes-et-fantassins'], 'only with --new: --ruleset'],
    [['--edit-character', 'Robin', '--style', 'agile', '--name', 'X'], 'only with --new: --name'],
    [['--add-character', 'Tuck', '--style', 'agile', '--ruleset', 'a', '--name', 'X', '--points', '3'], 'only with --new: --ruleset, --name, --points'],
  ])('%j: exit 2 and why, the file unchanged', async (args, message) => {
    const { file } = folder({ 'm.yaml': BAND });
    const result = await run(['build', file('m.yaml'), ...args]);
    expect(result).toEqual({ code: 2, stdout: '', stderr: `${message}\n` });
    expect(readFileSync(file('m.yaml'), 'utf8')).toBe(BAND);
  });

  it('in French', async () => {
    const { file } = folder({ 'm.yaml': BAND });
    const result = await run(['--lang', 'fr', 'build', file('m.yaml'), '--remove-character', 'Robin', '--pc', '3']);
    expect(result).toEqual({ code: 2, stdout: '', stderr: 'seulement avec --new\u00a0: --pc\n' });
    const tty = await run(['--lang', 'fr', 'build', file('m.yaml')]);
    expect(tty.stderr).toBe(
      "build pose ses questions dans un terminal, et ce n'en est pas un. Indiquez quoi faire par des options\u00a0: --new, --add-character, --edit-character ou --remove-character (voir `escarmouche build --help`)\n",
    );
  });

  it('an option of another ruleset is refused by name, before the band is read', async () => {
    const { file } = folder({ 'm.yaml': BAND });
    const one = await run(['build', file('m.yaml'), '--edit-character', 'Robin', '--models', '4']);
    expect(one).toEqual({
      code: 2,
      stdout: '',
      stderr: 'error: --models is not an option of Flammes & Fantassins: it belongs to another rulebook (Mini Figs Mef-Fan)\nsee escarmouche build --ruleset flammes-et-fantassins --help\n',
    });
  });
});

describe('build --add-character, --edit-character, --remove-character', () => {
  it('adds a character: the view, the warnings, "saved", the file', async () => {
    const { clean, file } = folder();
    expect((await run(['build', file('m.yaml'), ...NEW])).code).toBe(0);
    const result = await run(['build', file('m.yaml'), '--add-character', '  Robin ', ...ROBIN]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatchInlineSnapshot(`
      "Les M (Flammes & Fantassins)
      PC (spent / budget)             1 / 7
      pièces de fer (spent / budget)  0 / 7
      PA per round                    2
      name   style  rank        DEX  FOR  CON  INT  SAG  CHA  Dép  PV  Tra  Com  Mêl  Tir  CA
      Robin  Agile  Mercenaire   +1    0   +1    0    0    0    7   9    3    0    1    2   4

      Robin
      classes    Archer
      equipment  Arc
      "
    `);
    expect(clean(result.stderr)).toMatchInlineSnapshot(`
      "<dir>/m.yaml:7:1  warning  ff/pc-unspent  6 PC left unspent (1 of 7)
          the agreed PC buy classes · limit 7 · value 1
          fix: add a class or a mercenary
      <dir>/m.yaml:11:1  warning  ff/band-size  the band has 1 characters
          « il vous faudra 3 à 10 figurines par joueurs » (3–10) · limit 3–10 · value 1
          fix: add or remove characters, or set house rules \`band-min\` / \`band-max\`
      <dir>/m.yaml:11:1  warning  ff/fer-unspent  7 pièce(s) de fer left unspent (0 of 7)
          each pièce de fer buys one item · limit 7 · value 0
          fix: buy equipment
      saved <dir>/m.yaml, with 3 warning(s) (above): \`validate --strict\` fails on them
      "
    `);
    expect(readFileSync(file('m.yaml'), 'utf8')).toBe(BAND);
  });

  it('--edit-character finds the character accents and capitals aside, and changes what is given', async () => {
    const { file } = folder({ 'm.yaml': BAND });
    const result = await run(['build', file('m.yaml'), '--edit-character', 'ROBIN', '--style', 'puissant', '--json']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    expect(JSON.parse(result.stdout).characters[0]).toMatchObject({ name: 'Robin', style: 'puissant', classes: ['archer'] });
    expect(readFileSync(file('m.yaml'), 'utf8')).toBe(BAND.replace('style: agile # agile: Mêlée and CA from DEX; no Charge', 'style: puissant # puissant: Mêlée from FOR, CA from CON; may Charge'));
  });

  it('--remove-character, then --add-character of the same name in the same run (removed first)', async () => {
    const { file } = folder({ 'm.yaml': BAND });
    const result = await run(['build', file('m.yaml'), '--remove-character', 'robin', '--add-character', 'Robin', '--style', 'puissant', '--class', 'soldat', '--equip', 'dague', '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).characters).toMatchObject([{ name: 'Robin', style: 'puissant', classes: ['soldat'], equipment: ['dague'] }]);
  });

  it('--remove-character and --edit-character of another in the same run', async () => {
    const { file } = folder({ 'p.yaml': POTERIE });
    const result = await run(['build', file('p.yaml'), '--remove-character', 'Oldranac', '--edit-character', 'Dame Isabeau', '--style', 'agile', '--dry-run', '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).characters).toMatchObject([{ name: 'Dame Isabeau', style: 'agile' }]);
    expect(readFileSync(file('p.yaml'), 'utf8')).toBe(POTERIE);
  });

  it('--remove-character: the file without the character', async () => {
    const { clean, file } = folder({ 'm.yaml': BAND });
    const result = await run(['build', file('m.yaml'), '--remove-character', 'Robin']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('Les M (Flammes & Fantassins)\nPC (spent / budget)             0 / 7\npièces de fer (spent / budget)  0 / 7\nPA per round                    0\n');
    expect(clean(result.stderr).split('\n').slice(-2)).toEqual(['saved <dir>/m.yaml, with 3 warning(s) (above): `validate --strict` fails on them', '']);
    expect(readFileSync(file('m.yaml'), 'utf8')).toBe(`${BAND.split('characters:')[0]}characters: []\n`);
  });

  it('--dry-run prints the changed band, the warnings and "dry run", and writes nothing', async () => {
    const { clean, file } = folder({ 'm.yaml': BAND });
    const result = await run(['build', file('m.yaml'), '--remove-character', 'Robin', '--dry-run']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`${BAND.split('characters:')[0]}characters: []\n`);
    expect(clean(result.stderr)).toMatchInlineSnapshot(`
      "<dir>/m.yaml:7:1  warning  ff/pc-unspent  7 PC left unspent (0 of 7)
          the agreed PC buy classes · limit 7 · value 0
          fix: add a class or a mercenary
      <dir>/m.yaml:11:1  warning  ff/band-size  the band has 0 characters
          « il vous faudra 3 à 10 figurines par joueurs » (3–10) · limit 3–10 · value 0
          fix: add or remove characters, or set house rules \`band-min\` / \`band-max\`
      <dir>/m.yaml:11:1  warning  ff/fer-unspent  7 pièce(s) de fer left unspent (0 of 7)
          each pièce de fer buys one item · limit 7 · value 0
          fix: buy equipment
      dry run: <dir>/m.yaml was not written
      "
    `);
    expect(readFileSync(file('m.yaml'), 'utf8')).toBe(BAND);
  });

  it('a change that changes nothing: "unchanged", the file not written again', async () => {
    const { clean, file } = folder({ 'm.yaml': BAND });
    const past = new Date('2001-01-01T00:00:00Z');
    utimesSync(file('m.yaml'), past, past);
    const result = await run(['build', file('m.yaml'), '--edit-character', 'Robin', '--class', 'archer']);
    expect(result.code).toBe(0);
    expect(clean(result.stderr).split('\n').slice(-2)).toEqual(['<dir>/m.yaml is unchanged', '']);
    expect(statSync(file('m.yaml')).mtime.getTime()).toBe(past.getTime());
    const fr = await run(['--lang', 'fr', 'build', file('m.yaml'), '--edit-character', 'Robin', '--class', 'archer']);
    expect(clean(fr.stderr).split('\n').slice(-2)).toEqual(['<dir>/m.yaml est inchangé', '']);
  });

  it('a refusal: exit 1, the diagnostics and the count on stderr, nothing written', async () => {
    const { clean, file } = folder({ 'm.yaml': BAND });
    const result = await run(['build', file('m.yaml'), '--edit-character', 'Robin', '--class', 'archr', '--class', 'bard']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(clean(result.stderr)).toMatchInlineSnapshot(`
      "<dir>/m.yaml:14:15  error  ff/unknown-class  unknown class "archr"
          classes come from the rulebook annex · value archr
          fix: did you mean archer?
      <dir>/m.yaml:14:22  error  ff/unknown-class  unknown class "bard"
          classes come from the rulebook annex · value bard
          fix: did you mean barde?
      refused: the change would leave 2 error(s) in <dir>/m.yaml; nothing was written (lines are those of the changed band)
      "
    `);
    expect(readFileSync(file('m.yaml'), 'utf8')).toBe(BAND);
  });

  it('a refusal of one error, in French', async () => {
    const { clean, file } = folder({ 'm.yaml': BAND });
    const result = await run(['--lang', 'fr', 'build', file('m.yaml'), '--edit-character', 'Robin', '--class', 'archr']);
    expect(result.code).toBe(1);
    expect(clean(result.stderr)).toMatchInlineSnapshot(`
      "<dir>/m.yaml:14:15  erreur  ff/unknown-class  classe inconnue « archr »
          les classes viennent de l'annexe du livre de règles · valeur archr
          correction : vouliez-vous dire archer ?
      refusé : la modification laisserait 1 erreur(s) dans <dir>/m.yaml ; rien n'a été écrit (les lignes sont celles de la bande modifiée)
      "
    `);
  });

  it('a refusal with --json: valid false, written false, the diagnostics without the file; nothing on stderr', async () => {
    const { clean, file } = folder({ 'm.yaml': BAND });
    const result = await run(['build', file('m.yaml'), '--edit-character', 'Robin', '--class', 'archr', '--json']);
    expect([result.code, result.stderr]).toEqual([1, '']);
    expect(JSON.parse(clean(result.stdout))).toMatchInlineSnapshot(`
      {
        "diagnostics": [
          {
            "actual": "archr",
            "code": "ff/unknown-class",
            "column": 15,
            "fix": "did you mean archer?",
            "line": 14,
            "message": "unknown class "archr"",
            "path": "characters[0].classes[0]",
            "rule": "classes come from the rulebook annex",
            "severity": "error",
          },
        ],
        "file": "<dir>/m.yaml",
        "valid": false,
        "written": false,
      }
    `);
    expect(result.stdout.startsWith('{\n  "file"')).toBe(true);
  });

  it('--json on success: the profile of show --json, nothing on stderr', async () => {
    const { file } = folder({ 'm.yaml': BAND });
    const result = await run(['build', file('m.yaml'), '--edit-character', 'Robin', '--equip', 'arc', '--equip', 'cuir', '--json']);
    expect([result.code, result.stderr]).toEqual([0, '']);
    const shown = await run(['show', file('m.yaml'), '--json']);
    expect(result.stdout).toBe(shown.stdout);
  });

  it('a name already in the band, compared as ids: exit 1', async () => {
    const { clean, file } = folder({ 'm.yaml': BAND });
    const result = await run(['build', file('m.yaml'), '--add-character', 'ROBÎN', ...ROBIN]);
    expect([result.code, result.stdout, clean(result.stderr)]).toEqual([1, '', '<dir>/m.yaml already has a character named "ROBÎN"\n']);
    const fr = await run(['--lang', 'fr', 'build', file('m.yaml'), '--add-character', 'Robin', ...ROBIN]);
    expect([fr.code, clean(fr.stderr)]).toEqual([1, '<dir>/m.yaml a déjà un personnage nommé « Robin »\n']);
    expect(readFileSync(file('m.yaml'), 'utf8')).toBe(BAND);
  });

  it.each([
    [['--add-character', '   ', ...ROBIN], 'a name is required with --add-character'],
    [['--add-character', '', ...ROBIN], 'a name is required with --add-character'],
    [['--edit-character', 'Nobody', '--style', 'agile'], 'no character named "Nobody" in <dir>/m.yaml, nor any close name; list them with `escarmouche show <dir>/m.yaml`'],
    [['--remove-character', 'Nobody'], 'no character named "Nobody" in <dir>/m.yaml, nor any close name; list them with `escarmouche show <dir>/m.yaml`'],
    [['--remove-character', 'Robn'], 'no character named "Robn" in <dir>/m.yaml; did you mean Robin?'],
  ])('%j: exit 2 and why', async (args, message) => {
    const { clean, file } = folder({ 'm.yaml': BAND });
    const result = await run(['build', file('m.yaml'), ...args]);
    expect([result.code, result.stdout, clean(result.stderr)]).toEqual([2, '', `${message}\n`]);
    expect(readFileSync(file('m.yaml'), 'utf8')).toBe(BAND);
  });

  it('an empty band: "-" for the names it has', async () => {
    const { clean, file } = folder();
    await run(['build', file('m.yaml'), ...NEW]);
    const result = await run(['build', file('m.yaml'), '--remove-character', 'Robin']);
    expect([result.code, clean(result.stderr)]).toEqual([2, 'no character named "Robin" in <dir>/m.yaml, nor any close name; list them with `escarmouche show <dir>/m.yaml`\n']);
  });

  it('two characters of the same letters: the exact one is found, else ambiguous', async () => {
    const twins = BAND.replace('characters:\n', 'characters:\n  - name: robin\n    style: agile\n    classes: [soldat]\n    equipment: [dague]\n');
    const { clean, file } = folder({ 'm.yaml': twins });
    const exact = await run(['build', file('m.yaml'), '--remove-character', 'robin', '--dry-run', '--json']);
    expect(exact.code).toBe(0);
    expect(JSON.parse(exact.stdout).characters).toMatchObject([{ name: 'Robin', classes: ['archer'] }]);
    const ambiguous = await run(['build', file('m.yaml'), '--remove-character', 'ROBIN']);
    expect([ambiguous.code, clean(ambiguous.stderr)]).toEqual([2, 'several characters are named "ROBIN" in <dir>/m.yaml; rename one of them by hand\n']);
  });

  it('a missing file: exit 2 and how to create it', async () => {
    const { clean, file } = folder();
    const result = await run(['build', file('none.yaml'), '--remove-character', 'A']);
    expect([result.code, clean(result.stderr)]).toEqual([2, 'cannot read <dir>/none.yaml: no such file; create it with --new --ruleset … --name …\n']);
    const dry = await run(['build', file('none.yaml'), '--remove-character', 'A', '--dry-run']);
    expect([dry.code, clean(dry.stderr)]).toEqual([2, 'cannot read <dir>/none.yaml: no such file; create it with --new --ruleset … --name …\n']);
  });

  it('a band whose structure cannot be read: exit 1, its errors and the count', async () => {
    const { clean, file } = folder({ 'm.yaml': 'ruleset: flammes-et-fantassins\nname: [\n' });
    const result = await run(['build', file('m.yaml'), '--remove-character', 'A']);
    expect(result.code).toBe(1);
    expect(clean(result.stderr)).toMatchInlineSnapshot(`
      "<dir>/m.yaml:3:1  error  yaml/syntax  YAML syntax error: a [ or { opened above is never closed: end the list with ] or the mapping with }, on the line or indented under its key
          a band file is valid YAML
          fix: fix the YAML at this position (indentation, quotes, colons)
      <dir>/m.yaml cannot be built on until these 1 error(s) are fixed by hand
      "
    `);
  });

  it('a band that breaks a rule opens; a change that fixes it is saved', async () => {
    const broken = POTERIE.replace('[chevalier, general]', '[chevalier, general, soldat, barbare]');
    const { file } = folder({ 'p.yaml': broken });
    expect((await run(['build', file('p.yaml'), '--edit-character', 'Oldranac', '--style', 'puissant'])).code).toBe(1);
    expect((await run(['build', file('p.yaml'), '--edit-character', 'Dame Isabeau', '--class', 'chevalier', '--class', 'general'])).code).toBe(0);
  });
});

/** A context whose output is kept, for calling `build` itself. */
function context(lang: 'en' | 'fr' = 'en') {
  const out: string[] = [];
  const err: string[] = [];
  const messages = new Messages(lang, [CORE_MESSAGES]);
  return { out, err, context: { lang, color: false, messages, out: (t: string) => void out.push(t), err: (t: string) => void err.push(t) } as Context };
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; params: unknown; exitCode: number }> {
  try {
    await promise;
  } catch (cause) {
    if (cause instanceof EscarmoucheError) return { code: cause.code, params: cause.params, exitCode: cause.exitCode };
    throw cause;
  }
  throw new Error('not refused');
}

describe('build called directly', () => {
  it('an option the ruleset of the band does not read (main refuses it first): exit 2, each flag named', async () => {
    const { file } = folder({ 'm.yaml': BAND });
    const { context: c } = context();
    expect(await refusal(build(file('m.yaml'), { editCharacter: 'Robin', models: 4, dep: 1 }, c))).toEqual({
      code: 'build/option-not-read',
      params: { flag: '--models, --dep', ruleset: 'flammes-et-fantassins' },
      exitCode: 2,
    });
    expect(await refusal(build(file('m.yaml'), { editCharacter: 'Robin', style: 'agile', tir: ['3'] }, c))).toEqual({
      code: 'build/option-not-read',
      params: { flag: '--tir', ruleset: 'flammes-et-fantassins' },
      exitCode: 2,
    });
    expect(readFileSync(file('m.yaml'), 'utf8')).toBe(BAND);
  });

  it('without flags, in a terminal: the questions (here a band they cannot open: exit 1); not both ends a terminal: exit 2', async () => {
    const { clean, file } = folder({ 'm.yaml': 'ruleset: nope\nname: X\n' });
    const stdin = Object.getOwnPropertyDescriptor(process.stdin, 'isTTY');
    const stdout = Object.getOwnPropertyDescriptor(process.stdout, 'isTTY');
    const hangups = process.listeners('SIGHUP');
    const ends = process.stdin.listeners('end');
    const tty = (input: boolean, output: boolean) => {
      Object.defineProperty(process.stdin, 'isTTY', { value: input, configurable: true });
      Object.defineProperty(process.stdout, 'isTTY', { value: output, configurable: true });
    };
    try {
      tty(true, false);
      expect(await refusal(build(file('m.yaml'), {}, context().context))).toEqual({ code: 'build/needs-tty', params: {}, exitCode: 2 });
      tty(false, true);
      expect(await refusal(build(file('m.yaml'), {}, context().context))).toEqual({ code: 'build/needs-tty', params: {}, exitCode: 2 });
      tty(true, true);
      const { err, context: c } = context();
      expect(await build(file('m.yaml'), {}, c)).toBe(1);
      // Wrapped to the width of a terminal: the first line and the count only.
      expect(err.map(clean).map((l) => l.split('\n')[0])).toEqual(['<dir>/m.yaml:1:10  error  band/unknown-ruleset  unknown', '<dir>/m.yaml cannot be built on until these 1 error(s) are fixed by hand']);
    } finally {
      for (const [stream, saved] of [[process.stdin, stdin], [process.stdout, stdout]] as const) {
        if (saved) Object.defineProperty(stream, 'isTTY', saved);
        else delete (stream as { isTTY?: boolean }).isTTY;
      }
      for (const l of process.listeners('SIGHUP')) if (!hangups.includes(l)) process.removeListener('SIGHUP', l);
      for (const l of process.stdin.listeners('end')) if (!ends.includes(l)) process.stdin.removeListener('end', l as () => void);
    }
  });

  it('a read-only band is refused (exit 2), but not under --dry-run', async () => {
    const { dir, file } = folder({ 'm.yaml': BAND });
    chmodSync(file('m.yaml'), 0o444);
    const result = await run(['build', file('m.yaml'), '--remove-character', 'Robin']);
    expect([result.code, result.stdout, result.stderr.replaceAll(dir, '<dir>')]).toEqual([2, '', 'cannot write <dir>/m.yaml: it is read-only (no write permission); nothing was written\n']);
    expect(readFileSync(file('m.yaml'), 'utf8')).toBe(BAND);
    expect(readdirSync(dir)).toEqual(['m.yaml']);
    expect((await run(['build', file('m.yaml'), '--remove-character', 'Robin', '--dry-run'])).code).toBe(0);
  });

  it('the words of build are added to the context', async () => {
    const { context: c } = context('fr');
    expect(c.messages.has('build/saved')).toBe(false);
    const { file } = folder({ 'm.yaml': BAND });
    await refusal(build(file('m.yaml'), { dryRun: true }, c));
    expect(c.messages.text('build/saved', { file: 'f' })).toBe('f enregistré');
  });
});
