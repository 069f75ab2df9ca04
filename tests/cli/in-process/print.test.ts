/** `escarmouche print`, run in-process (src/cli/print.ts): formats, -o, --json, --against, errors. */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatOf } from '../../../src/cli/print.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { registry } from '../../../src/rulesets/index.js';
import { tempTree } from '../../helpers/cli.js';
import { runMain } from '../../helpers/in-process.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BANDS = path.join(ROOT, 'bands');
const band = (file: string) => path.join(BANDS, file);
const MARQ = band('ff-les-marquisards.yaml');
const ARCHERS = band('ff-les-archers-du-grand-saule.yaml');
const INVALID = 'ruleset: ff\nname: X\npc: 0\ncharacters:\n  - name: A\n    style: agile\n    classes: [archer]\n    equipment: [arc]\n';

function refusal(run: () => unknown): { code: string; params: unknown; exitCode: number } {
  try {
    run();
  } catch (cause) {
    expect(cause).toBeInstanceOf(EscarmoucheError);
    const e = cause as EscarmoucheError;
    return { code: e.code, params: e.params, exitCode: e.exitCode };
  }
  throw new Error('no refusal');
}

describe('formatOf: the format asked for, or the one -o names', () => {
  it.each([
    [{}, 'html'],
    [{ format: 'md' as const }, 'md'],
    [{ format: 'html' as const }, 'html'],
    [{ output: 'x.md' }, 'md'],
    [{ output: 'x.MARKDOWN' }, 'md'],
    [{ output: 'x.htm' }, 'html'],
    [{ output: 'x.Html' }, 'html'],
    [{ output: 'x.pdf' }, 'pdf'],
    [{ output: 'x.txt' }, 'html'],
    [{ output: 'x' }, 'html'],
    [{ output: 'dir.md/x' }, 'html'],
    [{ format: 'md' as const, output: 'x.txt' }, 'md'],
    [{ format: 'pdf' as const, output: 'x.PDF' }, 'pdf'],
    [{ format: 'pdf' as const, output: 'x' }, 'pdf'],
  ])('%j → %s', (options, format) => expect(formatOf(options)).toBe(format));

  it('an extension that says otherwise than --format is refused', () => {
    expect(refusal(() => formatOf({ format: 'html', output: 'a/x.pdf' }))).toEqual({ code: 'print/extension', params: { file: 'a/x.pdf', extension: 'pdf', format: 'html' }, exitCode: 2 });
    expect(refusal(() => formatOf({ format: 'md', output: 'x.HTM' }))).toEqual({ code: 'print/extension', params: { file: 'x.HTM', extension: 'htm', format: 'md' }, exitCode: 2 });
  });

  it('a PDF needs -o', () => {
    expect(refusal(() => formatOf({ format: 'pdf' }))).toEqual({ code: 'print/pdf-output', params: {}, exitCode: 2 });
  });
});

describe('print: Markdown of every example band, both languages', () => {
  it('to stdout', async () => {
    for (const file of readdirSync(BANDS).filter((f) => f.endsWith('.yaml')).sort()) {
      for (const lang of ['en', 'fr']) {
        const result = await runMain(['print', band(file), '--format', 'md', '--lang', lang], { env: { COLUMNS: '80' } });
        expect([result.code, result.stderr]).toEqual([0, '']);
        await expect(result.stdout).toMatchFileSnapshot(`__snapshots__/print/${file.replace(/\.yaml$/, '')}.${lang}.md`);
      }
    }
  });
});

describe('print: outputs', () => {
  it('HTML by default on stdout, titled by the band\'s name, whatever the file is called', async () => {
    const dir = tempTree({ 'Les Loups.YML': readFileSync(MARQ) });
    const { code, stdout, stderr } = await runMain(['print', path.join(dir, 'Les Loups.YML')]);
    expect([code, stderr]).toEqual([0, '']);
    expect(stdout.startsWith('<!doctype html>')).toBe(true);
    expect(stdout).toContain('<title>Les Marquisards des Vers de Terre</title>');
    expect(stdout.endsWith('</html>\n')).toBe(true);
    expect((await runMain(['print', path.join(dir, 'Les Loups.YML'), '--format', 'html'])).stdout).toBe(stdout);
    const twice = tempTree({ 'a.yml.yaml': readFileSync(MARQ), 'b.yaml.txt': readFileSync(MARQ) });
    expect((await runMain(['print', path.join(twice, 'a.yml.yaml')])).stdout).toContain('<title>Les Marquisards des Vers de Terre</title>');
  });

  it('--json without -o: the summary and the content', async () => {
    const html = await runMain(['print', MARQ, '--json']);
    const md = await runMain(['print', MARQ, '--json', '--format', 'md']);
    const plain = await runMain(['print', MARQ]);
    expect(JSON.parse(html.stdout)).toEqual({ file: MARQ, format: 'html', output: null, cards: 7, pages: 2, content: plain.stdout });
    expect(Object.keys(JSON.parse(md.stdout))).toEqual(['file', 'format', 'output', 'cards', 'pages', 'content']);
    expect(JSON.parse(md.stdout)).toMatchObject({ format: 'md', pages: null, cards: 7 });
    expect(md.stdout).toBe(`${JSON.stringify(JSON.parse(md.stdout), null, 2)}\n`);
  });

  it('-o writes the file (its folders made), prints nothing; --json says where, without the content', async () => {
    const dir = tempTree();
    const out = path.join(dir, 'a/b/sheet.md');
    expect(await runMain(['print', MARQ, '-o', out])).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(readFileSync(out, 'utf8')).toBe((await runMain(['print', MARQ, '--format', 'md'])).stdout);
    const html = path.join(dir, 'sheet.html');
    const json = await runMain(['print', MARQ, '--output', html, '--json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ file: MARQ, format: 'html', output: html, cards: 7, pages: 2 });
    expect(readFileSync(html, 'utf8').startsWith('<!doctype html>')).toBe(true);
  });

  it('-o writes under the file\'s lock: a write a killed run left on it is completed first, and told', async () => {
    const dir = realpathSync(tempTree());
    const out = path.join(dir, 'sheet.md');
    const temp = path.join(dir, '.sheet.md.1999999999.x.tmp');
    writeFileSync(temp, 'old sheet\n');
    const sha256 = createHash('sha256').update('old sheet\n').digest('hex');
    writeFileSync(path.join(dir, '.escarmouche-journal.1999999999.x.json'), `${JSON.stringify({ pid: 1999999999, entries: [{ file: out, temp, sha256 }] })}\n`);
    expect(await runMain(['print', MARQ, '-o', out])).toEqual({ code: 0, stdout: '', stderr: `an interrupted write was completed: ${out}\n` });
    expect(readFileSync(out, 'utf8')).toBe((await runMain(['print', MARQ, '--format', 'md'])).stdout);
    expect(readdirSync(dir)).toEqual(['sheet.md']);
  });

  it('--against: the matchup page, counted in pages; in Markdown after the cards', async () => {
    const json = JSON.parse((await runMain(['print', MARQ, '--against', ARCHERS, '--json'])).stdout) as Record<string, unknown>;
    expect(json).toMatchObject({ format: 'html', cards: 7, pages: 3 });
    const md = await runMain(['print', MARQ, '--against', ARCHERS, '--format', 'md']);
    const alone = await runMain(['print', MARQ, '--format', 'md']);
    expect(md.code).toBe(0);
    expect(md.stdout.startsWith(`${alone.stdout.slice(0, -1)}\n\n`)).toBe(true);
    expect([md.stdout.endsWith('\n'), md.stdout.endsWith('\n\n')]).toEqual([true, false]);
    await expect(md.stdout).toMatchFileSnapshot('__snapshots__/print/against.md');
  });

  it('--against a band of another ruleset: exit 2, nothing written', async () => {
    const dir = tempTree();
    const out = path.join(dir, 'x.html');
    const result = await runMain(['print', MARQ, '--against', band('argad-la-mesnie-du-sire-yann.yaml'), '-o', out]);
    // Long paths wrap at 250 columns: compared with spaces joined.
    expect({ ...result, stderr: result.stderr.replace(/\s+/g, ' ') }).toEqual({
      code: 2,
      stdout: '',
      stderr: `${MARQ} is a band of Flammes & Fantassins and ${band('argad-la-mesnie-du-sire-yann.yaml')} one of Argad!: a matchup needs two bands of the same rulebook `,
    });
    expect(existsSync(out)).toBe(false);
  });

  it('an invalid --against band: exit 1 with its diagnostics', async () => {
    const dir = tempTree({ 'x.yaml': INVALID });
    const result = await runMain(['print', MARQ, '--against', path.join(dir, 'x.yaml')]);
    expect([result.code, result.stdout]).toEqual([1, '']);
    expect(result.stderr).toContain('ff/pc-exceeded');
  });
});

describe('print: a ruleset without a sheet nor cards', () => {
  it('its view instead of the sheet, no card, one page', async () => {
    const withSheet = JSON.parse((await runMain(['print', MARQ, '--json', '--format', 'md'])).stdout) as { content: string };
    const ff = await registry.load(registry.find('ff')!);
    const saved = { cards: ff.cards, sheet: ff.sheet };
    delete (ff as { cards?: unknown }).cards;
    delete (ff as { sheet?: unknown }).sheet;
    try {
      const html = await runMain(['print', MARQ, '--json']);
      expect(JSON.parse(html.stdout)).toMatchObject({ format: 'html', cards: 0, pages: 1 });
      const md = JSON.parse((await runMain(['print', MARQ, '--json', '--format', 'md'])).stdout) as { content: string; cards: number };
      expect(md.cards).toBe(0);
      expect(md.content.startsWith('# Les Marquisards des Vers de Terre (Flammes &amp; Fantassins)\n\n| | |\n| --- | --- |\n| PC (spent / budget) | 7 / 7 |\n')).toBe(true);
      expect(md.content).not.toBe(withSheet.content);
    } finally {
      Object.assign(ff, saved);
    }
  });
});

describe('print: warnings', () => {
  it('a band with warnings only is printed, the warnings not told', async () => {
    const dir = tempTree({ 'w.yaml': 'ruleset: ff\nname: W\npc: 2\ncharacters:\n  - name: X\n    style: agile\n    classes: [archer]\n    equipment: [arc]\n' });
    const warned = await runMain(['validate', path.join(dir, 'w.yaml')]);
    expect(warned.stdout.split('\n').at(-2)).toMatch(/: 0 error\(s\), [1-9]\d* warning\(s\)$/);
    const { code, stdout, stderr } = await runMain(['print', path.join(dir, 'w.yaml'), '--format', 'md']);
    expect([code, stderr]).toEqual([0, '']);
    expect(stdout.startsWith('# W (Flammes &amp; Fantassins)\n')).toBe(true);
  });
});

describe('print: errors', () => {
  it('an invalid band: its errors and a summary, exit 1, nothing written', async () => {
    const dir = tempTree({ 'x.yaml': INVALID });
    const out = path.join(dir, 'x.html');
    const result = await runMain(['print', path.join(dir, 'x.yaml'), '-o', out]);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        `${dir}/x.yaml:3:1  error  ff/pc-exceeded  the classes cost 1 PC, more than the band has (0 PC: agreed, plus any earned in campaign)`,
        '    each class costs one PC; classes in the band ≤ pc + PC earned in campaign · limit 0 · value 1',
        '    fix: remove classes or agree on more PC',
        `${dir}/x.yaml is not a valid band: 1 error(s)`,
        '',
      ].join('\n'),
    });
    expect(existsSync(out)).toBe(false);
    const fr = await runMain(['print', path.join(dir, 'x.yaml'), '--lang', 'fr']);
    expect(fr.stderr.split('\n').at(-2)).toBe(`${dir}/x.yaml n'est pas une bande valide\u00a0: 1 erreur(s)`);
  });

  it('bad YAML and a file with no ruleset: exit 1', async () => {
    const dir = tempTree({ 'bad.yaml': 'name: [unclosed\n', 'wf.yaml': 'on: push\n' });
    const bad = await runMain(['print', path.join(dir, 'bad.yaml')]);
    expect([bad.code, bad.stdout, bad.stderr.split('\n').at(-2)]).toEqual([1, '', `${dir}/bad.yaml is not a valid band: 1 error(s)`]);
    const wf = await runMain(['print', path.join(dir, 'wf.yaml')]);
    expect([wf.code, wf.stdout, wf.stderr.split('\n').at(-2)]).toEqual([1, '', `${dir}/wf.yaml is not a valid band: 1 error(s)`]);
  });

  it('a missing file, a folder: exit 2', async () => {
    const dir = tempTree();
    expect(await runMain(['print', path.join(dir, 'nope.yaml')])).toEqual({ code: 2, stdout: '', stderr: `cannot read ${dir}/nope.yaml: no such file or folder\n` });
    expect(await runMain(['print', dir])).toEqual({ code: 2, stdout: '', stderr: `cannot read ${dir}: it is not a regular file (a folder)\n` });
  });

  it('-o a folder: exit 2 before reading the band', async () => {
    const dir = tempTree();
    expect(await runMain(['print', path.join(dir, 'nope.yaml'), '-o', dir])).toEqual({ code: 2, stdout: '', stderr: `cannot write ${dir}: it is a folder; name a file\n` });
  });

  it('--format pdf without -o, an extension against --format, a bad --format: exit 2', async () => {
    expect(await runMain(['print', MARQ, '--format', 'pdf'])).toEqual({ code: 2, stdout: '', stderr: '--format pdf writes a file: give -o FILE.pdf\n' });
    expect(await runMain(['print', MARQ, '--format', 'html', '-o', '/tmp/x.pdf'])).toEqual({ code: 2, stdout: '', stderr: '-o /tmp/x.pdf ends in .pdf but --format is html: write -o with .html or drop --format\n' });
    expect(await runMain(['print', MARQ, '--format', 'pdf', '--lang', 'fr'])).toEqual({ code: 2, stdout: '', stderr: '--format pdf écrit un fichier\u00a0: donnez -o FICHIER.pdf\n' });
    expect((await runMain(['print', MARQ, '--format', 'xx'])).code).toBe(2);
  });

  it('a PDF without a browser: exit 2 saying what to do instead, nothing written', async () => {
    const dir = tempTree();
    const out = path.join(dir, 'x.pdf');
    expect(await runMain(['print', MARQ, '-o', out], { env: { PATH: '/nonexistent' } })).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'no Chromium or Chrome found to write a PDF (looked on PATH and at CHROME_PATH); install one, set CHROME_PATH, or write HTML with -o ff-les-marquisards.html, open it in a browser and print it to PDF (A4, default margins)\n',
    });
    expect(existsSync(out)).toBe(false);
    expect(statSync(dir).isDirectory()).toBe(true);
  });
});
