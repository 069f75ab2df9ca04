/** Names from a band file cannot forge output: newlines and bidirectional controls are shown escaped everywhere. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli, tempTree } from '../helpers/cli.js';

const BAND = `ruleset: flammes-et-fantassins
name: "evil\\u202e<b>x</b>\\nforged: line"
pc: 2
characters:
  - name: "A\\nB"
    style: agile
    classes: [archer]
    equipment: [arc, cuir]
`;

describe('hostile names', () => {
  const dir = () => tempTree({ 'a.yaml': BAND });
  it.each([
    ['show', ['show', 'a.yaml']],
    ['show --json', ['show', 'a.yaml', '--json']],
    ['validate', ['validate', 'a.yaml']],
    ['print --format md', ['print', 'a.yaml', '--format', 'md']],
    ['print (HTML)', ['print', 'a.yaml']],
  ])('%s: no bidirectional control reaches the output, the name shows \\u202e', (_, args) => {
    const run = runCli(args, { cwd: dir() });
    expect(run.code).toBe(0);
    expect(run.stdout + run.stderr).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    if (args[0] !== 'validate') expect(run.stdout).toContain('\\u202e');
  });

  it('text output shows a newline inside a name as \\u000a, so it cannot forge a line', () => {
    const run = runCli(['show', 'a.yaml'], { cwd: dir() });
    expect(run.stdout).toContain('evil\\u202e<b>x</b>\\u000aforged: line');
    expect(run.stdout.split('\n').some((l) => l.startsWith('forged'))).toBe(false);
  });

  it('print --format md escapes HTML as the HTML output does, and keeps a name on its line', () => {
    const md = runCli(['print', 'a.yaml', '--format', 'md'], { cwd: dir() }).stdout;
    expect(md).toContain('# evil\\u202e&lt;b&gt;x&lt;/b&gt;\\u000aforged: line');
    expect(md).not.toContain('<b>');
    expect(md).toContain('| A\\u000aB |');
    const html = runCli(['print', 'a.yaml'], { cwd: dir() }).stdout;
    expect(html).toContain('evil\\u202e&lt;b&gt;x&lt;/b&gt;');
  });

  it('JSON keeps the data: the escape \\u202e is the same string', () => {
    const run = runCli(['show', 'a.yaml', '--json'], { cwd: dir() });
    expect(JSON.parse(run.stdout).name).toBe('evil\u202e<b>x</b>\nforged: line');
  });
});

describe('Markdown in names is shown, not obeyed (issue 36)', () => {
  const MARKED = BAND.replace('name: "evil\\u202e<b>x</b>\\nforged: line"', 'name: "[click](javascript:alert(3)) ![i](https://evil.example/x.png) *b* `c` www.evil.example"').replace('name: "A\\nB"', 'name: "# Chef_1 | ~x~"');
  it('print --format md: no live link, no remote image, no emphasis, no heading from a name', () => {
    const md = runCli(['print', 'a.yaml', '--format', 'md'], { cwd: tempTree({ 'a.yaml': MARKED }) }).stdout;
    expect(md).toContain('# \\[click\\](javascript:alert(3)) !\\[i\\](https\\://evil.example/x.png) \\*b\\* \\`c\\` www\\.evil.example');
    expect(md).not.toMatch(/(^|[^\\])!\[i\]/);
    expect(md).not.toMatch(/(^|[^\\])\[click\]\(/);
    expect(md).toContain('# Chef\\_1 \\| \\~x\\~');
  });

  it('a name without marks is printed as it was', () => {
    const md = runCli(['print', 'a.yaml', '--format', 'md'], { cwd: tempTree({ 'a.yaml': BAND.replace('name: "A\\nB"', "name: Jean-Paul (chef), l'archer") }) }).stdout;
    expect(md).toContain("Jean-Paul (chef), l'archer");
  });
});

describe('init --name writes the name as yaml would (issue 36)', () => {
  it.each([
    ['over 80 characters', 'Les Loups '.repeat(12).trim()],
    ['with a newline and a comment-like line', 'a\n# b: c'],
    ['with a colon, quotes, a hash and $&', `x: y 'q' "d" #h $& $1`],
  ])('%s: the starter band is valid and holds the name exactly', (_what, name) => {
    const dir = tempTree();
    const run = runCli(['init', 'repo', '--ruleset', 'ff', '--name', name], { cwd: dir });
    expect(run.code).toBe(0);
    const bands = path.join(dir, 'repo', 'bands');
    const file = path.join(bands, readdirSync(bands)[0]!);
    expect(runCli(['validate', file]).code).toBe(0);
    expect(parse(readFileSync(file, 'utf8')).name).toBe(name);
  });
});
