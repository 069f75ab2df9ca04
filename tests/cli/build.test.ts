import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli, runJson, tempTree } from '../helpers/cli.js';

const NEW = ['--new', '--ruleset', 'flammes-et-fantassins', '--name', 'Les Marquisards', '--pc', '7'];
const MAINS_NOIRES = ['--add-character', 'Mains-Noires', '--style', 'puissant', '--class', 'soldat', '--class', 'ranger', '--equip', 'arme-a-deux-mains', '--equip', 'cuir'];
const POTERIE = readFileSync(path.join(ROOT, 'bands/ff-federation-de-la-poterie.yaml'), 'utf8');

let made: Buffer | undefined;
/** A folder with a new band holding Mains-Noires, made once by the command itself, then copied. */
function marquisards(): { dir: string; file: string; bytes: Buffer } {
  if (!made) {
    const file = path.join(tempTree(), 'm.yaml');
    expect(runCli(['build', file, ...NEW]).code).toBe(0);
    expect(runCli(['build', file, ...MAINS_NOIRES]).code).toBe(0);
    made = readFileSync(file);
  }
  const dir = tempTree({ 'm.yaml': made });
  return { dir, file: path.join(dir, 'm.yaml'), bytes: made };
}

/** Each error line with its indented lines (rule, limit, fix), as `validate` prints them. */
function errorBlocks(text: string): string[] {
  const out: string[] = [];
  let inError = false;
  for (const line of text.split('\n')) {
    if (!line.startsWith(' ')) inError = / error {2}/.test(line);
    if (inError) out.push(line);
  }
  return out;
}

const errorCodes = (stderr: string) => [...stderr.matchAll(/ error {2}(\S+)/g)].map((m) => m[1]);

describe('build --new', () => {
  it('creates a valid, commented band', () => {
    const dir = tempTree();
    const file = path.join(dir, 'new.yaml');
    const result = runCli(['build', file, ...NEW]);
    expect(result.code).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(parseDocument(text).toJS()).toEqual({ ruleset: 'flammes-et-fantassins', name: 'Les Marquisards', pc: 7, characters: [] });
    expect(text.split('\n').filter((l) => l.startsWith('#')).length).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/^pc: 7 +# .*Points de Création/m);
    expect(runCli(['validate', file]).code).toBe(0);
  });

  it("starts the file with the schema line, pointing at the repository's schemas like the example bands", () => {
    // A repository made by `escarmouche init`: bands/ beside schemas/ (en at the top, fr under it).
    const dir = tempTree({ 'schemas/flammes-et-fantassins.schema.json': '{}', 'schemas/fr/flammes-et-fantassins.schema.json': '{}' });
    expect(runCli(['build', path.join(dir, 'bands', 'new.yaml'), ...NEW]).code).toBe(0);
    const example = readFileSync(path.join(ROOT, 'bands/ff-federation-de-la-poterie.yaml'), 'utf8').split('\n')[0];
    expect(readFileSync(path.join(dir, 'bands', 'new.yaml'), 'utf8').split('\n')[0]).toBe(example);
    expect(runCli(['--lang', 'fr', 'build', path.join(dir, 'bands', 'fr.yaml'), ...NEW]).code).toBe(0);
    expect(readFileSync(path.join(dir, 'bands', 'fr.yaml'), 'utf8')).toMatch(/^# yaml-language-server: \$schema=\.\.\/schemas\/fr\/flammes-et-fantassins\.schema\.json\n/);
    // Without schemas above: the published schema.
    const alone = path.join(tempTree(), 'alone.yaml');
    expect(runCli(['build', alone, ...NEW]).code).toBe(0);
    expect(readFileSync(alone, 'utf8')).toMatch(/^# yaml-language-server: \$schema=file:\/\/\S+\/schemas\/flammes-et-fantassins\.schema\.json\n# Les Marquisards/);
  });

  it('refuses to overwrite a file (exit 2, unchanged)', () => {
    const dir = tempTree({ 'm.yaml': POTERIE });
    const file = path.join(dir, 'm.yaml');
    const result = runCli(['build', file, ...NEW]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('already exists');
    // The same band as the shipped one; the author's comment keeps the column it had in the broken file.
    const spacing = (text: string) => text.replace(/ +#/g, ' #');
    expect(spacing(readFileSync(file, 'utf8'))).toBe(spacing(POTERIE));
  });

  it.each([
    [['--new', '--ruleset', 'ff', '--name', 'X'], '--pc is required with --new'],
    [['--new', '--ruleset', 'ff', '--pc', '3'], '--name is required with --new'],
    [['--new', '--ruleset', 'nope', '--name', 'X', '--pc', '3'], 'unknown ruleset "nope"'],
  ])('refuses %j without creating the file', (args, message) => {
    const dir = tempTree();
    const file = path.join(dir, 'x.yaml');
    const result = runCli(['build', file, ...args]);
    expect([result.code, result.stderr]).toEqual([2, expect.stringContaining(message)]);
    expect(existsSync(file)).toBe(false);
  });

  it('--dry-run prints the band and creates nothing', () => {
    const dir = tempTree();
    const file = path.join(dir, 'x.yaml');
    const result = runCli(['build', file, ...NEW, '--dry-run']);
    expect(result.code).toBe(0);
    expect(parseDocument(result.stdout).toJS()).toMatchObject({ name: 'Les Marquisards', pc: 7 });
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('build --add-character, --edit-character, --remove-character', () => {
  it('adds the character of the issue, with the stats derived by hand', () => {
    const { file } = marquisards();
    const { json } = runJson(['show', file]);
    // Soldat (FOR +1, CON +1, guerrier PV +2, +1 pièce de fer) + Ranger (CON +1, INT +1, roublard PV +1), puissant.
    // PV 6 + CON 2 + 2 + 1 + cuir 1 = 12; CA 3 + CON 2 + cuir 1 = 6; Tra 3 + SAG 0 - cuir 1 = 2; Mêl = FOR = 1.
    expect(json.characters[0].stats).toMatchObject({ DEX: 0, FOR: 1, CON: 2, INT: 1, Dep: 6, PV: 12, Tra: 2, Mel: 1, Tir: 0, CA: 6 });
    // pièces de fer: the 7 PC agreed + 1 (soldat) = 8; the two-handed weapon is free, the cuir costs 1. PA: 1 figure + 2 classes.
    expect(json.band).toEqual({ pc_budget: 7, pc_spent: 2, fer_budget: 8, fer_spent: 1, pa: 3 });
  });

  it('--json prints the resulting profile, the same as show --json', () => {
    const { file } = marquisards();
    const added = runJson(['build', file, '--add-character', 'Robin', '--style', 'agile', '--class', 'archer', '--equip', 'arc']);
    expect(added.code).toBe(0);
    expect(added.json).toEqual(runJson(['show', file]).json);
    expect(added.json.characters.map((c: { name: string }) => c.name)).toEqual(['Mains-Noires', 'Robin']);
  });

  it.each([
    ['a fourth class', ['--edit-character', 'Mains-Noires', '--class', 'soldat', '--class', 'ranger', '--class', 'barbare', '--class', 'chevalier'], ['ff/too-many-classes']],
    ['a bow and a two-handed weapon', ['--add-character', 'Robin', '--style', 'agile', '--class', 'archer', '--equip', 'arc', '--equip', 'arme-a-deux-mains'], ['ff/two-handed-conflict']],
    ['a class twice', ['--add-character', 'Robin', '--style', 'agile', '--class', 'archer', '--class', 'archer', '--equip', 'arc'], ['ff/duplicate-class']],
    ['a character without a weapon', ['--add-character', 'Robin', '--style', 'agile', '--class', 'archer'], ['ff/no-weapon']],
    ['an unknown class', ['--add-character', 'Robin', '--style', 'agile', '--class', 'archr', '--equip', 'arc'], ['ff/unknown-class']],
  ])('refuses %s: exit 1, the diagnostics, the file byte for byte unchanged', (_, args, codes) => {
    const { file, bytes } = marquisards();
    const result = runCli(['build', file, ...args]);
    expect(result.code).toBe(1);
    expect(errorCodes(result.stderr)).toEqual(codes);
    expect(result.stderr).toContain('nothing was written');
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it('refuses more than the pièces de fer (house rule fer-budget: classes): exit 1, the file byte for byte unchanged', () => {
    const { file } = marquisards();
    writeFileSync(file, `${readFileSync(file, 'utf8')}house_rules:\n  fer-budget: classes\n`);
    const bytes = readFileSync(file);
    // Budget 2 classes + 1 (soldat) + 1 (archer) = 4; spent 1 + 4 (the arc is free): 5.
    const result = runCli(['build', file, '--add-character', 'Robin', '--style', 'agile', '--class', 'archer', '--equip', 'arc', '--equip', 'arme-a-une-main', '--equip', 'cuir', '--equip', 'potion-de-vie', '--equip', 'potion-de-force']);
    expect([result.code, errorCodes(result.stderr)]).toEqual([1, ['ff/fer-exceeded']]);
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it('refuses more classes than the agreed PC', () => {
    const { file, bytes } = marquisards();
    // 2 PC spent of 7: three more characters of two classes each make 8.
    const add = (name: string, a: string, b: string) => runCli(['build', file, '--add-character', name, '--style', 'agile', '--class', a, '--class', b, '--equip', 'dague']);
    expect(add('A', 'archer', 'voleur').code).toBe(0);
    expect(add('B', 'barde', 'moine').code).toBe(0);
    const before = readFileSync(file);
    const result = add('C', 'skald', 'assassin');
    expect([result.code, errorCodes(result.stderr)]).toEqual([1, ['ff/pc-exceeded']]);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(before.equals(bytes)).toBe(false);
  });

  it('words a refusal exactly as validate words the same band', () => {
    const { file } = marquisards();
    const result = runCli(['build', file, '--edit-character', 'Mains-Noires', '--equip', 'arme-a-deux-mains', '--equip', 'arc']);
    expect(result.code).toBe(1);
    // The band the change would make, written by hand, under the same name in another folder.
    const other = tempTree({ 'm.yaml': readFileSync(file, 'utf8').replace('[arme-a-deux-mains, cuir]', '[arme-a-deux-mains, arc]') });
    const validated = runCli(['validate', 'm.yaml'], { cwd: other });
    const normalise = (text: string) => errorBlocks(text).map((l) => l.replace(file, 'm.yaml'));
    expect(normalise(result.stderr)).toEqual(normalise(validated.stdout));
    expect(normalise(result.stderr).length).toBeGreaterThan(0);
  });

  it('--json on a refusal: valid false, the diagnostics, nothing written', () => {
    const { file, bytes } = marquisards();
    const result = runJson(['build', file, '--edit-character', 'mains-noires', '--style', 'agile', '--class', 'soldat', '--class', 'ranger', '--class', 'barbare', '--class', 'chevalier']);
    expect(result.code).toBe(1);
    expect(result.json).toMatchObject({ valid: false, written: false, diagnostics: [{ code: 'ff/too-many-classes', limit: 3, actual: 4 }] });
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it('edits keep every comment and the key order of a hand-written band', () => {
    const dir = tempTree({ 'p.yaml': POTERIE });
    const file = path.join(dir, 'p.yaml');
    expect(runCli(['build', file, '--edit-character', 'Dame Isabeau', '--equip', 'arme-a-une-main', '--equip', 'ecu', '--equip', 'maille']).code).toBe(0);
    const after = readFileSync(file, 'utf8');
    const before = POTERIE.split('\n');
    const lines = after.split('\n');
    expect(lines.filter((l) => !before.includes(l))).toEqual(['    equipment: [arme-a-une-main, ecu, maille]']);
    expect(before.filter((l) => !lines.includes(l))).toEqual(['    equipment: [arme-a-une-main, rondache, maille]']);
    expect(lines).toHaveLength(before.length);
  });

  it('a new style replaces the comment that described the old one', () => {
    const dir = tempTree({ 'p.yaml': POTERIE });
    const file = path.join(dir, 'p.yaml');
    expect(runCli(['build', file, '--edit-character', 'Oldranac', '--style', 'puissant']).code).toBe(0);
    const after = readFileSync(file, 'utf8');
    expect(after).not.toContain('style: agile');
    expect(after).toMatch(/^ {4}style: puissant +# puissant: Mêlée from FOR/m);
    expect(after.split('\n')).toHaveLength(POTERIE.split('\n').length);
  });

  it('--dry-run prints the changed band and writes nothing', () => {
    const { file, bytes } = marquisards();
    const result = runCli(['build', file, '--remove-character', 'Mains-Noires', '--dry-run']);
    expect(result.code).toBe(0);
    expect(parseDocument(result.stdout).toJS()).toMatchObject({ characters: [] });
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it('removes a character', () => {
    const { file } = marquisards();
    expect(runCli(['build', file, '--remove-character', 'mains-noires']).code).toBe(0);
    expect(parseDocument(readFileSync(file, 'utf8')).toJS()).toMatchObject({ characters: [] });
  });

  it('lets a change fix a band that was invalid on disk, and refuses one that does not', () => {
    const broken = POTERIE.replace('[chevalier, general]', '[chevalier, general, soldat, barbare]');
    const dir = tempTree({ 'p.yaml': broken });
    const file = path.join(dir, 'p.yaml');
    expect(runCli(['build', file, '--edit-character', 'Oldranac', '--style', 'puissant']).code).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe(broken);
    expect(runCli(['build', file, '--edit-character', 'Dame Isabeau', '--class', 'chevalier', '--class', 'general']).code).toBe(0);
    // The same band as the shipped one; the author's comment keeps the column it had in the broken file.
    const spacing = (text: string) => text.replace(/ +#/g, ' #');
    expect(spacing(readFileSync(file, 'utf8'))).toBe(spacing(POTERIE));
  });
});

describe('build: usage', () => {
  it('without a terminal and without flags: a clear message, exit 2, no prompt', () => {
    const { file, bytes } = marquisards();
    const result = runCli(['build', file]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('terminal');
    expect(result.stderr).toContain('--add-character');
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it.each([
    [['--style', 'agile'], 'nothing to do with --style'],
    [['--remove-character', 'Mains-Noires', '--class', 'archer'], 'only with --add-character or --edit-character: --class'],
    [['--add-character', 'A', '--edit-character', 'B', '--style', 'agile'], 'cannot be combined'],
    [['--edit-character', 'Nobody', '--style', 'agile'], 'no character named "Nobody"'],
    [['--add-character', 'Robin', '--class', 'archer'], '--add-character needs --style'],
    [['--edit-character', 'Mains-Noires'], '--edit-character needs at least one of'],
    [['--pc', '9', '--remove-character', 'Mains-Noires'], 'only with --new: --pc'],
  ])('%j: exit 2 and why, nothing written', (args, message) => {
    const { file, bytes } = marquisards();
    const result = runCli(['build', file, ...args]);
    expect([result.code, result.stderr]).toEqual([2, expect.stringContaining(message)]);
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it.each(['Mains-Noires', 'mains noires'])('adding a second character named %j breaks a rule of the band: exit 1, nothing written', (name) => {
    const { file, bytes } = marquisards();
    const result = runCli(['build', file, '--add-character', name, '--style', 'agile', '--class', 'archer', '--equip', 'arc']);
    expect([result.code, result.stderr]).toEqual([1, expect.stringContaining(`already has a character named "${name}"`)]);
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it('a missing file: exit 2, with the way to create it', () => {
    const result = runCli(['build', path.join(tempTree(), 'none.yaml'), '--add-character', 'A', '--style', 'agile']);
    expect([result.code, result.stderr]).toEqual([2, expect.stringContaining('--new')]);
  });

  it('French words with --lang fr', () => {
    const { file } = marquisards();
    const result = runCli(['--lang', 'fr', 'build', file, '--edit-character', 'Mains-Noires', '--equip', 'arc', '--equip', 'arme-a-deux-mains']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("rien n'a été écrit");
  });

  it('--help lists the ruleset options and the exit codes', () => {
    const help = runCli(['build', '--ruleset', 'flammes-et-fantassins', '--help']).stdout;
    expect(runCli(['build', '--help']).stdout).toContain('escarmouche build --ruleset argad --help');
    for (const flag of ['--pc <n>', '--style <style>', '--class <id>', '--equip <id>', '--spell <id>', '--specialty <id>', '--dry-run', 'Exit codes']) expect(help).toContain(flag);
  });

  it('@inquirer is imported by the prompts of the wizard alone, and only when the wizard runs', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    const importers = files(path.join(ROOT, 'src')).filter((f) => readFileSync(f, 'utf8').includes("'@inquirer/"));
    expect(importers.map((f) => path.relative(ROOT, f))).toEqual(['src/cli/build-prompts.ts']);
    const promptUsers = files(path.join(ROOT, 'src')).filter((f) => readFileSync(f, 'utf8').includes('build-prompts'));
    expect(promptUsers.map((f) => path.relative(ROOT, f))).toEqual(['src/cli/build-wizard.ts']);
    const wizard = readFileSync(path.join(ROOT, 'src/cli/build-wizard.ts'), 'utf8');
    // Types only, at the top: the prompts are loaded when the wizard runs.
    expect(wizard).not.toMatch(/^import (?!type )[^;]*'\.\/build-prompts/m);
    expect(wizard).toContain("await import('./build-prompts.js')");
    expect(readFileSync(path.join(ROOT, 'src/cli/main.ts'), 'utf8')).toContain("await import('./build.js')");
    expect(readFileSync(path.join(ROOT, 'src/cli/build.ts'), 'utf8')).not.toMatch(/^import [^;]*build-wizard/m);
  });
});

describe('writing', () => {
  it('leaves no temporary file behind', () => {
    const { dir } = marquisards();
    expect(readdirSync(dir)).toEqual(['m.yaml']);
  });

  it('keeps a byte order mark', () => {
    const dir = tempTree({ 'p.yaml': `\uFEFF${POTERIE}` });
    const file = path.join(dir, 'p.yaml');
    expect(runCli(['build', file, '--edit-character', 'Oldranac', '--style', 'puissant']).code).toBe(0);
    expect([...readFileSync(file).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
