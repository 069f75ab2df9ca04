/**
 * `print A --against B` in headless Chromium: the matchup page is a grey-graded grid (darker = likelier kill, so a
 * black and white print keeps the order), every number readable on its shade, one best target marked per attacker,
 * the grid within the page, and the PDF has the page the summary announces.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_REQUIRED, chromium } from '../helpers/chromium.js';
import { runCli, runJson, tempTree } from '../helpers/cli.js';

const required = CHROMIUM_REQUIRED;
const pdfPages = (file: string): number => (readFileSync(file).toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

const CHECK = `<script>addEventListener('load', () => {
  const lum = (css) => { const [r, g, b] = css.match(/\\d+/g).map(Number).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  const section = document.querySelector('section.matchup');
  const cells = [...section.querySelectorAll('td[data-p]')].filter((td) => td.dataset.p !== '').map((td) => {
    const s = getComputedStyle(td);
    const bg = lum(s.backgroundColor), fg = lum(s.color);
    return { p: Number(td.dataset.p), bg, contrast: (Math.max(bg, fg) + 0.05) / (Math.min(bg, fg) + 0.05), best: td.classList.contains('best'), size: parseFloat(s.fontSize) };
  });
  const table = section.querySelector('table.heat');
  const result = { cells, rows: section.querySelectorAll('tr').length - 1, fits: table.getBoundingClientRect().right <= section.getBoundingClientRect().right + 1 };
  document.body.setAttribute('data-result', JSON.stringify(result));
});</script></body>`;


interface Cell { p: number; bg: number; contrast: number; best: boolean; size: number }

describe.skipIf(!CHROMIUM && !required)('print --against in Chromium', () => {
  let result: { cells: Cell[]; rows: number; fits: boolean };
  const args = ['print', 'bands/mef-fan-la-garde-du-bois-dore.yaml', '--against', 'bands/mef-fan-les-gobelins-de-la-butte.yaml'];

  beforeAll(async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'escarmouche-matchup-'));
    const { json } = runJson([...args, '--lang', 'fr']);
    writeFileSync(path.join(work, 'page.html'), (json.content as string).replace('</body>', CHECK));
    const dom = await chromium(work, '--virtual-time-budget=5000', '--dump-dom', `file://${path.join(work, 'page.html')}`);
    result = JSON.parse(/data-result="([^"]*)"/.exec(dom)![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
  }, 120000);

  it('shades darker as the chance to kill grows, so black and white keeps the order', () => {
    expect(result.cells.length).toBeGreaterThan(10);
    const sorted = [...result.cells].sort((a, b) => a.p - b.p);
    for (let i = 1; i < sorted.length; i++) if (sorted[i]!.p > sorted[i - 1]!.p + 1e-9) expect(sorted[i]!.bg).toBeLessThan(sorted[i - 1]!.bg);
    expect(new Set(result.cells.map((c) => c.bg.toFixed(3))).size).toBeGreaterThan(2);
  });

  it('keeps every number readable on its shade (contrast ≥ 4.5, at least 7 pt)', () => {
    for (const c of result.cells) {
      expect(c.contrast).toBeGreaterThanOrEqual(4.5);
      expect(c.size).toBeGreaterThanOrEqual((7 * 96) / 72 - 0.01);
    }
  });

  it('marks one best target per attacker that attacks, within the page', () => {
    expect(result.cells.filter((c) => c.best)).toHaveLength(6);
    expect(result.rows).toBe(7);
    expect(result.fits).toBe(true);
  });

  it('writes the matchup page into the PDF', { timeout: 120000 }, () => {
    const out = path.join(tempTree(), 'matchup.pdf');
    const { code, json } = runJson([...args, '-o', out]);
    expect(code).toBe(0);
    expect(pdfPages(out)).toBe(json.pages);
  });
});

describe('print --against without a browser', () => {
  it('adds a Markdown grid, the best target starred', () => {
    const { code, stdout } = runCli(['print', 'bands/ff-les-marquisards.yaml', '--against', 'bands/ff-les-archers-du-grand-saule.yaml', '--format', 'md']);
    expect(code).toBe(0);
    expect(stdout).toContain('| Mains-Noires | 8.47 | 8.47\\* | 7.50 |');
  });
  it('refuses a band of another ruleset with exit 2', () => {
    const { code, stderr } = runCli(['print', 'bands/ff-les-marquisards.yaml', '--against', 'bands/argad-la-mesnie-du-sire-yann.yaml']);
    expect(code).toBe(2);
    expect(stderr).toContain('a matchup needs two bands of the same rulebook');
  });
});
