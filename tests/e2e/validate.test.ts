/** The installed command on fixture files: exit codes, text lines, JSON, hostile input without stack traces. */
import { describe, expect, it } from 'vitest';
import { runCli, runJson, tempTree } from '../helpers/cli.js';
import { drive } from '../helpers/pty.js';

const VALID = `ruleset: flammes-et-fantassins
name: Bon
pc: 1
characters:
  - name: A
    style: agile
    classes: [archer]
    equipment: [arc, cuir]
house_rules:
  band-min: 1   # the rulebook's 3 to 10 figures would warn
`;
const INVALID = `ruleset: flammes-et-fantassins
name: Mauvais
pc: 1
characters:
  - name: A
    style: agile
    classes: [archer]
    equipment: [arc, rondache]
house_rules:
  band-min: 1
  two-handed-shield: forbid   # the rulebook lets the shield be carried, unused while shooting
`;
const WARNED = VALID.replace('pc: 1', 'pc: 2');

const noStack = (text: string) => expect(text).not.toMatch(/\n\s+at .+\(.*:\d+:\d+\)|node:internal/);

describe('validate', () => {
  it('passes the example bands', () => {
    const result = runCli(['validate', 'bands/']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/0 error\(s\), 0 warning\(s\)/);
  });

  it('reports an invalid band with file:line:column and exits 1', () => {
    const dir = tempTree({ 'bad.yaml': INVALID });
    const result = runCli(['validate', 'bad.yaml'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('bad.yaml:8:22  error  ff/two-handed-shield  A carries rondache with arc');
    expect(result.stdout).toContain('fix: drop the shield or take a one-handed weapon');
  });

  it('counts an unreadable path in the summary, in text and JSON (exit 2)', () => {
    const dir = tempTree({ 'good.yaml': VALID });
    const text = runCli(['validate', 'nope.yaml', 'good.yaml'], { cwd: dir });
    expect(text.code).toBe(2);
    expect(text.stderr).toContain('cannot read nope.yaml');
    expect(text.stdout.trim().split('\n').at(-1)).toBe('1 file(s) checked, 1 path(s) unreadable: 1 error(s), 0 warning(s)');
    const { code, json } = runJson(['validate', 'nope.yaml'], { cwd: dir });
    expect(code).toBe(2);
    expect(json.errors).toHaveLength(1);
    expect(json.summary).toEqual({ files: 0, errors: 1, warnings: 0, infos: 0, unreadable: 1 });
    expect(runCli(['validate', 'good.yaml'], { cwd: dir }).stdout.trim().split('\n').at(-1)).toBe('1 file(s) checked: 0 error(s), 0 warning(s)');
  });

  it('prints the documented JSON', () => {
    const dir = tempTree({ 'bad.yaml': INVALID, 'good.yaml': VALID });
    const { code, json } = runJson(['validate', dir]);
    expect(code).toBe(1);
    expect(json.summary).toEqual({ files: 2, errors: 1, warnings: 0, infos: 0, unreadable: 0 });
    const bad = json.files.find((f: { file: string }) => f.file.endsWith('bad.yaml'));
    expect(bad).toMatchObject({ ruleset: 'flammes-et-fantassins', valid: false });
    expect(bad.diagnostics[0]).toMatchObject({ severity: 'error', code: 'ff/two-handed-shield', path: 'characters[0].equipment[1]', line: 8, column: 22 });
    expect(Object.keys(bad.diagnostics[0])).toEqual(expect.arrayContaining(['severity', 'code', 'message', 'path', 'line', 'column']));
    expect(runCli(['validate', dir, '--format', 'json']).stdout).toBe(JSON.stringify(json, null, 2) + '\n');
  });

  it('allows warnings unless --strict', () => {
    const dir = tempTree({ 'w.yaml': WARNED });
    expect(runCli(['validate', 'w.yaml'], { cwd: dir }).code).toBe(0);
    expect(runCli(['validate', '--strict', 'w.yaml'], { cwd: dir }).code).toBe(1);
  });

  it('searches folders for *.yaml and *.yml only', () => {
    const dir = tempTree({ 'a/one.yml': VALID, 'a/b/two.yaml': VALID, 'a/notes.txt': 'hello' });
    const { json } = runJson(['validate', 'a'], { cwd: dir });
    expect(json.files.map((f: { file: string }) => f.file)).toEqual(['a/b/two.yaml', 'a/one.yml']);
  });

  it('speaks French with --lang fr and with LANG=fr_FR', () => {
    const dir = tempTree({ 'bad.yaml': INVALID });
    expect(runCli(['--lang', 'fr', 'validate', 'bad.yaml'], { cwd: dir }).stdout).toContain('erreur  ff/two-handed-shield  A porte rondache avec arc');
    expect(runCli(['validate', 'bad.yaml'], { cwd: dir, env: { LANG: 'fr_FR.UTF-8' } }).stdout).toContain('1 fichier(s) vérifié(s)');
  });

  it('never colours without a TTY', () => {
    const dir = tempTree({ 'bad.yaml': INVALID });
    const result = runCli(['validate', 'bad.yaml'], { cwd: dir, env: { NO_COLOR: '', FORCE_COLOR: '1' } });
    expect(result.stdout).not.toMatch(/\u001b\[/);
  });

  it('colours on a terminal, unless NO_COLOR or --no-color', () => {
    const dir = tempTree({ 'bad.yaml': INVALID });
    const coloured = drive(['validate', 'bad.yaml'], [], { cwd: dir, env: { NO_COLOR: '' } });
    expect(coloured.code).toBe(1);
    expect(coloured.raw).toMatch(/\u001b\[31m.*error/);
    expect(coloured.transcript).toContain('ff/two-handed-shield');
    for (const [args, env] of [[['validate', 'bad.yaml'], { NO_COLOR: '1' }], [['--no-color', 'validate', 'bad.yaml'], { NO_COLOR: '' }]] as const) {
      const plain = drive(args, [], { cwd: dir, env });
      expect(plain.transcript).toContain('ff/two-handed-shield');
      expect(plain.raw).not.toMatch(/\u001b\[/);
    }
  });
});

describe('usage errors and hostile input exit cleanly', () => {
  const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]', ...['b', 'c', 'd', 'e', 'f', 'g'].map((n, i) => `${n}: &${n} [${Array(9).fill(`*${'abcdefg'[i]}`).join(', ')}]`)].join('\n');
  const cases: [string, Record<string, string | Uint8Array>, string, number, string][] = [
    ['an empty file', { 'x.yaml': '' }, 'x.yaml', 1, 'band/empty'],
    ['binary garbage', { 'x.yaml': new Uint8Array(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)) }, 'x.yaml', 1, 'band/binary'],
    ['a 10 MB file', { 'x.yaml': `ruleset: ff\n${'#'.repeat(10 * 1024 * 1024)}\n` }, 'x.yaml', 1, 'band/too-large'],
    ['an alias bomb', { 'x.yaml': bomb }, 'x.yaml', 1, 'yaml/unreadable'],
    ['__proto__ keys', { 'x.yaml': VALID.replace('pc: 1', 'pc: 1\n__proto__: {admin: true}') }, 'x.yaml', 1, 'schema/unknown-key'],
    ['a list at top level', { 'x.yaml': '- a\n' }, 'x.yaml', 1, 'band/not-a-mapping'],
    ['an unknown ruleset', { 'x.yaml': 'ruleset: flammes\nname: x\n' }, 'x.yaml', 1, 'band/unknown-ruleset'],
    ['a duplicate key', { 'x.yaml': 'ruleset: ff\nname: a\nname: b\n' }, 'x.yaml', 1, 'yaml/duplicate-key'],
    ['a missing file', {}, 'missing.yaml', 2, 'no such file or folder'],
    ['a folder with no band', { 'empty/readme.txt': 'x' }, 'empty', 2, 'no band file'],
  ];
  it.each(cases)('%s', (_, files, target, code, text) => {
    const dir = tempTree(files);
    const result = runCli(['validate', target], { cwd: dir });
    expect(result.code).toBe(code);
    expect(result.stdout + result.stderr).toContain(text);
    noStack(result.stdout + result.stderr);
  });

  it('exits 2 on an unknown option or command', () => {
    expect(runCli(['validate', '--bogus', 'bands/']).code).toBe(2);
    expect(runCli(['frobnicate']).code).toBe(2);
  });

  it('prints the version and help with exit 0', () => {
    const version = runCli(['--version']);
    expect(version.code).toBe(0);
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    const help = runCli(['validate', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Examples:');
  });
});
