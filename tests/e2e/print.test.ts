/** Sheets and cards rendered in a real browser (headless Chromium): pages, no card overflows, text present. */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli, runJson, tempTree } from '../helpers/cli.js';

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
// CI installs Chromium (.ci/run) and sets CI_REQUIRE_CHROMIUM so that a missing browser fails instead of skipping.
const required = process.env.CI_REQUIRE_CHROMIUM === '1';
const bands = readdirSync(path.join(ROOT, 'bands')).filter((f) => /\.ya?ml$/.test(f));

const CHECK = `<script>addEventListener('load', () => {
  const cards = [...document.querySelectorAll('.card')];
  const over = cards.filter((c) => c.scrollHeight > c.clientHeight + 1 || c.scrollWidth > c.clientWidth + 1).map((c) => c.querySelector('h3').textContent);
  document.body.setAttribute('data-overflow', JSON.stringify(over));
  document.body.setAttribute('data-cards', String(cards.length));
});</script></body>`;

async function chromium(dir: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(CHROMIUM!, [
    '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', `--user-data-dir=${path.join(dir, 'profile')}`, ...args,
  ], { timeout: 60000, maxBuffer: 32 * 1024 * 1024 });
  return stdout;
}

describe.skipIf(!CHROMIUM && !required)('print in Chromium', () => {
  it('finds Chromium when CI requires it', () => expect(CHROMIUM).toBeDefined());

  it.each(bands)('%s renders to A4 pages with every card fitting', { timeout: 120000 }, async (band) => {
    const dir = tempTree();
    const html = path.join(dir, 'band.html');
    expect(runCli(['print', path.join('bands', band), '-o', html]).code).toBe(0);
    const checked = path.join(dir, 'checked.html');
    writeFileSync(checked, readFileSync(html, 'utf8').replace('</body>', CHECK));
    const [dom] = await Promise.all([
      chromium(dir, '--virtual-time-budget=3000', '--dump-dom', `file://${checked}`),
      chromium(path.join(dir, 'pdf'), '--no-pdf-header-footer', `--print-to-pdf=${path.join(dir, 'band.pdf')}`, `file://${html}`),
    ]);
    expect(dom).toMatch(/data-overflow="\[\]"/);
    const profile = runJson(['show', path.join('bands', band)]).json;
    // The DOM is serialised by the HTML algorithm: & is escaped in text, quotes are not (L'expédition).
    expect(dom).toContain(profile.name.replace(/&/g, '&amp;'));
    const pages = readFileSync(path.join(dir, 'band.pdf')).toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    const cards = Number(/data-cards="(\d+)"/.exec(dom)?.[1]);
    // The roster fills at least one page; cards follow on pages of their own (at most 9 per A4 page).
    expect(pages.length).toBeGreaterThanOrEqual(1 + Math.ceil(cards / 9));
  });
});

describe('print without a browser', () => {
  it('writes Markdown with the cards in French as written', () => {
    const result = runCli(['print', 'bands/ff-federation-de-la-poterie.yaml', '--format', 'md']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('### Sort : Toile d\'araignée');
    expect(result.stdout).toContain('jusqu\'à la fin du Round, les déplacements dans cette zone sont divisés par 2');
    expect(result.stdout).toContain('### Talent : Cri de Ralliement');
  });
  it('infers the format from -o and writes the file', () => {
    const dir = tempTree();
    const { json } = runJson(['print', 'bands/ff-les-marquisards.yaml', '-o', path.join(dir, 'm.md')]);
    expect(json).toMatchObject({ format: 'md', cards: expect.any(Number) });
    expect(readFileSync(path.join(dir, 'm.md'), 'utf8')).toMatch(/^# Les Marquisards/);
  });
  it('is self-contained HTML: no network resource', () => {
    const html = runCli(['print', 'bands/ff-les-archers-du-grand-saule.yaml']).stdout;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/(src|href)=["']?https?:/);
    expect(html).toContain('@page { size: A4');
  });
  it('refuses an invalid band', () => {
    const dir = tempTree({ 'x.yaml': 'ruleset: ff\nname: x\npc: 0\ncharacters: [{name: A, style: agile, classes: [archer], equipment: [arc]}]\n' });
    expect(runCli(['print', 'x.yaml'], { cwd: dir }).code).toBe(1);
  });
});
