/** `escarmouche validate`, run in-process (src/cli/validate.ts): text, JSON, GitHub annotations, --strict, --staged. */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../../helpers/cli.js';
import { runMain } from '../../helpers/in-process.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BANDS = path.join(ROOT, 'bands');
const INVALID = 'ruleset: ff\nname: X\npc: 0\ncharacters:\n  - name: A\n    style: agile\n    classes: [archer]\n    equipment: [arc]\n';
const EMPTY = 'ruleset: flammes-et-fantassins\nname: Vide\npc: 7\ncharacters: []\n';
const WORKFLOW = 'on: push\njobs: {}\n';

const INVALID_EN = [
  '<dir>/x.yaml:3:1  error  ff/pc-exceeded  the classes cost 1 PC, more than the band has (0 PC: agreed, plus any earned in campaign)',
  '    each class costs one PC; classes in the band ≤ pc + PC earned in campaign · limit 0 · value 1',
  '    fix: remove classes or agree on more PC',
  '<dir>/x.yaml:4:1  warning  ff/band-size  the band has 1 characters',
  '    « il vous faudra 3 à 10 figurines par joueurs » (3–10) · limit 3–10 · value 1',
  '    fix: add or remove characters, or set house rules `band-min` / `band-max`',
];
const EMPTY_EN = [
  '<dir>/e.yaml:3:1  warning  ff/pc-unspent  7 PC left unspent (0 of 7)',
  '    the agreed PC buy classes · limit 7 · value 0',
  '    fix: add a class or a mercenary',
  '<dir>/e.yaml:4:1  warning  ff/band-size  the band has 0 characters',
  '    « il vous faudra 3 à 10 figurines par joueurs » (3–10) · limit 3–10 · value 0',
  '    fix: add or remove characters, or set house rules `band-min` / `band-max`',
  '<dir>/e.yaml:4:1  warning  ff/fer-unspent  7 pièce(s) de fer left unspent (0 of 7)',
  '    each pièce de fer buys one item · limit 7 · value 0',
  '    fix: buy equipment',
];

async function run(dir: string, args: string[], env?: NodeJS.ProcessEnv) {
  const result = await runMain(['validate', ...args], { env });
  const hide = (text: string) => text.replaceAll(dir, '<dir>');
  return { code: result.code, stdout: hide(result.stdout), stderr: hide(result.stderr) };
}

const lines = (...all: string[]) => `${all.join('\n')}\n`;

describe('validate: the example bands', () => {
  it('every example band is valid: text at 80 columns (the notes wrapped) and JSON, in English and in French', async () => {
    const names = readdirSync(BANDS).filter((f) => f.endsWith('.yaml'));
    const dir = tempTree(Object.fromEntries(names.map((n) => [`bands/${n}`, readFileSync(path.join(BANDS, n))])));
    const en = await run(dir, [path.join(dir, 'bands')], { COLUMNS: '80' });
    expect(en).toEqual({
      code: 0,
      stderr: '',
      stdout: lines(
        '<dir>/bands/fees-d-armes-les-bucherons.yaml  faction card:',
        '    Village (every figure has this symbol)',
        '<dir>/bands/fees-d-armes-les-ogres-du-bois-joli.yaml  faction',
        '    card: Contes (every figure has this symbol)',
        '9 file(s) checked: 0 error(s), 0 warning(s)',
      ),
    });
    const fr = await run(dir, [path.join(dir, 'bands'), '--lang', 'fr'], { COLUMNS: '80' });
    expect(fr).toEqual({
      code: 0,
      stderr: '',
      stdout: lines(
        '<dir>/bands/fees-d-armes-les-bucherons.yaml  carte de',
        '    faction\u00a0: Village (toutes les figurines ont ce symbole)',
        '<dir>/bands/fees-d-armes-les-ogres-du-bois-joli.yaml  carte de',
        '    faction\u00a0: Contes (toutes les figurines ont ce symbole)',
        '9 fichier(s) vérifié(s)\u00a0: 0 erreur(s), 0 avertissement(s)',
      ),
    });
    for (const lang of ['en', 'fr']) {
      const json = await run(dir, [path.join(dir, 'bands'), '--json', '--lang', lang]);
      expect([json.code, json.stderr]).toEqual([0, '']);
      await expect(json.stdout).toMatchFileSnapshot(`__snapshots__/validate/bands.${lang}.json`);
    }
  });

  it('a wide terminal keeps a note on one line; a narrow one wraps it more', async () => {
    const dir = tempTree({ 'b.yaml': readFileSync(path.join(BANDS, 'fees-d-armes-les-bucherons.yaml')) });
    expect((await run(dir, [path.join(dir, 'b.yaml')])).stdout).toBe(lines('<dir>/b.yaml  faction card: Village (every figure has this symbol)', '1 file(s) checked: 0 error(s), 0 warning(s)'));
    const narrow = await runMain(['validate', path.join(dir, 'b.yaml')], { env: { COLUMNS: '40' } });
    expect(narrow.stdout.replaceAll(dir, '<dir>')).toBe(lines('<dir>/b.yaml  faction', '    card: Village (every figure has this', '    symbol)', '1 file(s) checked: 0 error(s), 0 warning(s)'));
  });
});

describe('validate: diagnostics and exit codes', () => {
  it('an invalid band: its diagnostics on stdout, the summary, exit 1', async () => {
    const dir = tempTree({ 'x.yaml': INVALID });
    expect(await run(dir, [path.join(dir, 'x.yaml')])).toEqual({ code: 1, stderr: '', stdout: lines(...INVALID_EN, '1 file(s) checked: 1 error(s), 1 warning(s)') });
  });

  it('warnings pass, unless --strict', async () => {
    const dir = tempTree({ 'e.yaml': EMPTY });
    const file = path.join(dir, 'e.yaml');
    expect(await run(dir, [file])).toEqual({ code: 0, stderr: '', stdout: lines(...EMPTY_EN, '1 file(s) checked: 0 error(s), 3 warning(s)') });
    expect(await run(dir, [file, '--strict'])).toEqual({ code: 1, stderr: '', stdout: lines(...EMPTY_EN, '1 file(s) checked: 0 error(s), 3 warning(s)') });
    expect(JSON.parse((await run(dir, [file, '--strict', '--json'])).stdout).ok).toBe(false);
    expect(JSON.parse((await run(dir, [file, '--json'])).stdout).ok).toBe(true);
  });

  it('French: the words, the severities and the summary', async () => {
    const dir = tempTree({ 'e.yaml': EMPTY });
    expect(await run(dir, [path.join(dir, 'e.yaml'), '--lang', 'fr'])).toEqual({
      code: 0,
      stderr: '',
      stdout: lines(
        '<dir>/e.yaml:3:1  avertissement  ff/pc-unspent  7 PC non dépensé(s) (0 sur 7)',
        '    les PC convenus achètent des classes · limite 7 · valeur 0',
        '    correction\u00a0: ajoutez une classe ou un mercenaire',
        '<dir>/e.yaml:4:1  avertissement  ff/band-size  la bande compte 0 personnages',
        '    « il vous faudra 3 à 10 figurines par joueurs » (3–10) · limite 3–10 · valeur 0',
        '    correction\u00a0: ajoutez ou retirez des personnages, ou fixez les règles maison `band-min` / `band-max`',
        '<dir>/e.yaml:4:1  avertissement  ff/fer-unspent  7 pièce(s) de fer non dépensée(s) (0 sur 7)',
        "    chaque pièce de fer achète une pièce d'équipement · limite 7 · valeur 0",
        "    correction\u00a0: achetez de l'équipement",
        '1 fichier(s) vérifié(s)\u00a0: 0 erreur(s), 3 avertissement(s)',
      ),
    });
  });

  it('French on stdout: a no-break space before a colon, in a message, a note, the summary', async () => {
    const dir = tempTree({ 'x.yaml': INVALID, 'b.yaml': readFileSync(path.join(BANDS, 'fees-d-armes-les-bucherons.yaml')) });
    expect(await run(dir, [path.join(dir, 'x.yaml'), path.join(dir, 'b.yaml'), '--lang', 'fr'])).toEqual({
      code: 1,
      stderr: '',
      stdout: lines(
        "<dir>/x.yaml:3:1  erreur  ff/pc-exceeded  les classes coûtent 1 PC, plus que la bande n'en a (0 PC\u00a0: convenus, plus ceux gagnés en campagne)",
        '    chaque classe coûte un PC\u00a0; classes de la bande ≤ pc + PC gagnés en campagne · limite 0 · valeur 1',
        '    correction\u00a0: retirez des classes ou convenez de plus de PC',
        '<dir>/x.yaml:4:1  avertissement  ff/band-size  la bande compte 1 personnages',
        '    « il vous faudra 3 à 10 figurines par joueurs » (3–10) · limite 3–10 · valeur 1',
        '    correction\u00a0: ajoutez ou retirez des personnages, ou fixez les règles maison `band-min` / `band-max`',
        '<dir>/b.yaml  carte de faction\u00a0: Village (toutes les figurines ont ce symbole)',
        '2 fichier(s) vérifié(s)\u00a0: 1 erreur(s), 1 avertissement(s)',
      ),
    });
    // The fix too: `vouliez-vous dire archer ?` with its no-break space.
    const typo = tempTree({ 't.yaml': INVALID.replace('[archer]', '[archr]') });
    const fixLine = (await run(typo, [path.join(typo, 't.yaml'), '--lang', 'fr'])).stdout.split('\n').find((l) => l.includes('vouliez'));
    expect(fixLine).toBe('    correction\u00a0: vouliez-vous dire archer\u00a0?');
    // A narrow terminal keeps the colon with its word.
    const narrow = await run(dir, [path.join(dir, 'b.yaml'), '--lang', 'fr'], { COLUMNS: '30' });
    expect(narrow.stdout).toBe(lines('<dir>/b.yaml', '    carte de faction\u00a0: Village', '    (toutes les figurines ont', '    ce symbole)', '1 fichier(s) vérifié(s)\u00a0: 0 erreur(s), 0 avertissement(s)'));
  });

  it('a missing path: its error on stderr, the others checked, the summary counts it, exit 2', async () => {
    const dir = tempTree({ 'e.yaml': EMPTY });
    expect(await run(dir, [path.join(dir, 'nope.yaml'), path.join(dir, 'e.yaml')])).toEqual({
      code: 2,
      stderr: lines('cannot read <dir>/nope.yaml: no such file or folder'),
      stdout: lines(...EMPTY_EN, '1 file(s) checked, 1 path(s) unreadable: 1 error(s), 3 warning(s)'),
    });
    expect((await run(dir, [path.join(dir, 'nope.yaml'), '--lang', 'fr'])).stdout).toBe(lines('0 fichier(s) vérifié(s), 1 chemin(s) illisible(s)\u00a0: 1 erreur(s), 0 avertissement(s)'));
  });

  it('a folder without band files: exit 2', async () => {
    const dir = tempTree({ 'empty/notes.txt': 'x' });
    const result = await run(dir, [path.join(dir, 'empty')]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe(lines('0 file(s) checked, 1 path(s) unreadable: 1 error(s), 0 warning(s)'));
    expect(result.stderr).toMatch(/^.*<dir>\/empty.*\n$/);
  });

  it('bad YAML and a YAML file that is no band: errors, exit 1', async () => {
    const dir = tempTree({ 'bad.yaml': 'name: [unclosed\n', 'wf.yaml': WORKFLOW });
    expect(await run(dir, [path.join(dir, 'bad.yaml'), path.join(dir, 'wf.yaml')])).toEqual({
      code: 1,
      stderr: '',
      stdout: lines(
        '<dir>/bad.yaml:2:1  error  yaml/syntax  YAML syntax error: a [ or { opened above is never closed: end the list with ] or the mapping with }, on the line or indented under its key',
        '    a band file is valid YAML',
        '    fix: fix the YAML at this position (indentation, quotes, colons)',
        '<dir>/wf.yaml:1:1  error  band/missing-ruleset  no `ruleset` key',
        '    every band file names its ruleset',
        '    fix: add `ruleset:` with one of flammes-et-fantassins, fees-d-armes, frostgrave, mef-fan, argad',
        '2 file(s) checked: 2 error(s), 0 warning(s)',
      ),
    });
  });

  it('a folder walk says on stderr which symlinked band file it does not follow', async () => {
    const dir = tempTree({ 'd/x.yaml': INVALID });
    symlinkSync(path.join(BANDS, 'ff-les-marquisards.yaml'), path.join(dir, 'd/link.yaml'));
    expect(await run(dir, [path.join(dir, 'd')])).toEqual({
      code: 1,
      stderr: lines('skipped <dir>/d/link.yaml: a symbolic link, not followed in a folder (name it to check it)'),
      stdout: lines(...INVALID_EN.map((l) => l.replace('<dir>/', '<dir>/d/')), '1 file(s) checked: 1 error(s), 1 warning(s)'),
    });
  });

  it('no path and no --staged: a usage error, in either language', async () => {
    expect(await runMain(['validate'])).toEqual({ code: 2, stdout: '', stderr: 'name band files or folders to validate, or give --staged\n' });
    expect(await runMain(['validate', '--lang', 'fr'])).toEqual({ code: 2, stdout: '', stderr: 'nommez des fichiers de bande ou des dossiers à valider, ou donnez --staged\n' });
  });

  it('a bad --format: a usage error naming the choices', async () => {
    expect(await runMain(['validate', '--format', 'xml', BANDS])).toEqual({
      code: 2,
      stdout: '',
      stderr: "error: option '--format <format>': 'xml' is not allowed; choose one of text, json, github\nsee escarmouche validate --help\n",
    });
  });
});

describe('validate --json and --format', () => {
  const expected = (dir: string) => ({
    files: [
      {
        file: path.join(dir, 'x.yaml'),
        ruleset: 'flammes-et-fantassins',
        valid: false,
        house_rules: {},
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
          {
            severity: 'warning',
            code: 'ff/band-size',
            message: 'the band has 1 characters',
            rule: '« il vous faudra 3 à 10 figurines par joueurs » (3–10)',
            limit: '3–10',
            actual: 1,
            fix: 'add or remove characters, or set house rules `band-min` / `band-max`',
            path: 'characters',
            line: 4,
            column: 1,
          },
        ],
      },
    ],
    errors: [{ code: 'cli/not-found', message: `cannot read ${path.join(dir, 'nope.yaml')}: no such file or folder` }],
    summary: { files: 1, errors: 2, warnings: 1, infos: 0, unreadable: 1 },
    ok: false,
  });

  it('--json and --format json print the same report, and nothing else', async () => {
    const dir = tempTree({ 'x.yaml': INVALID });
    const args = [path.join(dir, 'x.yaml'), path.join(dir, 'nope.yaml')];
    const json = await runMain(['validate', ...args, '--json']);
    expect([json.code, json.stderr]).toEqual([2, '']);
    expect(JSON.parse(json.stdout)).toEqual(expected(dir));
    expect(json.stdout).toBe(`${JSON.stringify(expected(dir), null, 2)}\n`);
    expect(await runMain(['validate', ...args, '--format', 'json'])).toEqual(json);
    // --json wins over another --format.
    expect(await runMain(['validate', ...args, '--format', 'github', '--json'])).toEqual(json);
  });

  it('--format github: one annotation per unreadable path and per diagnostic, all on stdout', async () => {
    const dir = tempTree({ 'x.yaml': INVALID });
    expect(await run(dir, [path.join(dir, 'nope.yaml'), path.join(dir, 'x.yaml'), '--format', 'github'])).toEqual({
      code: 2,
      stderr: '',
      stdout: lines(
        '::error::cannot read <dir>/nope.yaml: no such file or folder',
        '::error file=<dir>/x.yaml,line=3,col=1,title=ff/pc-exceeded::the classes cost 1 PC, more than the band has (0 PC: agreed, plus any earned in campaign)%0Aeach class costs one PC; classes in the band ≤ pc + PC earned in campaign%0Afix: remove classes or agree on more PC',
        '::warning file=<dir>/x.yaml,line=4,col=1,title=ff/band-size::the band has 1 characters%0A« il vous faudra 3 à 10 figurines par joueurs » (3–10)%0Afix: add or remove characters, or set house rules `band-min` / `band-max`',
      ),
    });
  });

  it('--format text is the default', async () => {
    const dir = tempTree({ 'x.yaml': INVALID });
    expect(await runMain(['validate', path.join(dir, 'x.yaml'), '--format', 'text'])).toEqual(await runMain(['validate', path.join(dir, 'x.yaml')]));
  });

  it('--verbose without --staged: nothing skipped to list, the same text', async () => {
    const dir = tempTree({ 'x.yaml': INVALID, 'e.yaml': EMPTY });
    const plain = await runMain(['validate', dir]);
    expect(plain.code).toBe(1);
    expect(await runMain(['validate', dir, '--verbose'])).toEqual(plain);
  });

  it('a band without notes has no `notes` key; a band with one has it', async () => {
    const dir = tempTree({ 'b.yaml': readFileSync(path.join(BANDS, 'fees-d-armes-les-bucherons.yaml')), 'e.yaml': EMPTY });
    const { files } = JSON.parse((await runMain(['validate', path.join(dir, 'b.yaml'), path.join(dir, 'e.yaml'), '--json'])).stdout) as { files: { notes?: string[] }[] };
    expect(files.map((f) => f.notes)).toEqual([['faction card: Village (every figure has this symbol)'], undefined]);
  });
});

/** A git repository made by hand (no child process here): `files` written in the work tree and staged in its index. */
function stagedRepository(files: Readonly<Record<string, string>>, unstaged: Readonly<Record<string, string>> = {}): string {
  const dir = tempTree({ ...files, ...unstaged });
  const git = path.join(dir, '.git');
  for (const sub of ['objects', 'refs/heads', 'refs/tags']) mkdirSync(path.join(git, sub), { recursive: true });
  writeFileSync(path.join(git, 'HEAD'), 'ref: refs/heads/main\n');
  writeFileSync(path.join(git, 'config'), '[core]\n\trepositoryformatversion = 0\n\tbare = false\n');
  const entries = Object.entries(files)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, content]) => {
      const body = Buffer.from(content);
      const object = Buffer.concat([Buffer.from(`blob ${body.length}\0`), body]);
      const sha = createHash('sha1').update(object).digest();
      const hex = sha.toString('hex');
      mkdirSync(path.join(git, 'objects', hex.slice(0, 2)), { recursive: true });
      writeFileSync(path.join(git, 'objects', hex.slice(0, 2), hex.slice(2)), deflateSync(object));
      const fixed = Buffer.alloc(62);
      fixed.writeUInt32BE(0o100644, 24);
      fixed.writeUInt32BE(body.length, 36);
      sha.copy(fixed, 40);
      fixed.writeUInt16BE(Math.min(name.length, 0xfff), 60);
      const length = Math.ceil((62 + name.length + 1) / 8) * 8;
      return Buffer.concat([fixed, Buffer.from(name), Buffer.alloc(length - 62 - name.length)]);
    });
  const header = Buffer.alloc(12);
  header.write('DIRC', 0);
  header.writeUInt32BE(2, 4);
  header.writeUInt32BE(entries.length, 8);
  const index = Buffer.concat([header, ...entries]);
  writeFileSync(path.join(git, 'index'), Buffer.concat([index, createHash('sha1').update(index).digest()]));
  return dir;
}

describe('validate --staged (git run by the command on a repository made here)', () => {
  const env = (dir: string) => ({ GIT_DIR: path.join(dir, '.git'), GIT_WORK_TREE: dir });

  it('validates the staged content, not the working tree; skips YAML that is no band, listed with --verbose', async () => {
    const dir = stagedRepository({ 'bands/x.yaml': INVALID, 'bands/e.yaml': EMPTY, '.github/wf.yml': WORKFLOW, 'notes.txt': 'x' }, { 'bands/new.yaml': INVALID });
    // The working tree's x.yaml is fixed but not staged: the staged one is checked.
    writeFileSync(path.join(dir, 'bands/x.yaml'), EMPTY);
    const plain = await runMain(['validate', '--staged'], { env: env(dir) });
    expect(plain).toEqual({
      code: 1,
      stderr: '',
      stdout: lines(
        ...EMPTY_EN.map((l) => l.replace('<dir>/', 'bands/')),
        ...INVALID_EN.map((l) => l.replace('<dir>/', 'bands/')),
        '2 file(s) checked: 1 error(s), 4 warning(s)',
      ),
    });
    const verbose = await runMain(['validate', '--staged', '--verbose'], { env: env(dir) });
    expect(verbose.stdout.split('\n').slice(-3)).toEqual(['.github/wf.yml  skipped: not a band file (no `ruleset:` key)', '2 file(s) checked: 1 error(s), 4 warning(s)', '']);
    const fr = await runMain(['validate', '--staged', '--verbose', '--lang', 'fr'], { env: env(dir) });
    expect(fr.stdout.split('\n').at(-3)).toBe('.github/wf.yml  ignoré\u00a0: pas un fichier de bande (pas de clé `ruleset:`)');
    // --verbose alone (no --staged) lists nothing.
    expect((await run(dir, [path.join(dir, 'bands/e.yaml'), '--verbose'])).stdout).toBe(lines(...EMPTY_EN.map((l) => l.replace('<dir>/', '<dir>/bands/')), '1 file(s) checked: 0 error(s), 3 warning(s)'));
  });

  it('--json lists the skipped files; paths limit the files; --strict counts', async () => {
    const dir = stagedRepository({ 'bands/e.yaml': EMPTY, 'wf.yml': WORKFLOW, 'other/x.yaml': INVALID });
    const json = JSON.parse((await runMain(['validate', '--staged', '--json'], { env: env(dir) })).stdout) as Record<string, unknown>;
    expect(json.skipped).toEqual(['wf.yml']);
    expect(json.summary).toEqual({ files: 2, errors: 1, warnings: 4, infos: 0, unreadable: 0 });
    expect(Object.keys(json)).toEqual(['skipped', 'files', 'errors', 'summary', 'ok']);
    const limited = await runMain(['validate', '--staged', 'bands', '--json'], { env: env(dir) });
    expect(limited.code).toBe(0);
    expect(JSON.parse(limited.stdout)).toMatchObject({ skipped: [], summary: { files: 1, errors: 0, warnings: 3 }, ok: true });
    const strict = await runMain(['validate', '--staged', 'bands', '--strict', '--json'], { env: env(dir) });
    expect(strict.code).toBe(1);
    expect(JSON.parse(strict.stdout).ok).toBe(false);
  });

  it('nothing staged: exit 0; outside a repository: exit 2', async () => {
    const dir = stagedRepository({});
    expect(await runMain(['validate', '--staged'], { env: env(dir) })).toEqual({ code: 0, stdout: '0 file(s) checked: 0 error(s), 0 warning(s)\n', stderr: '' });
    const none = tempTree();
    const outside = await runMain(['validate', '--staged'], { env: { GIT_DIR: path.join(none, 'nope') } });
    expect(outside.code).toBe(2);
    expect(outside.stdout).toBe('');
  });
});
