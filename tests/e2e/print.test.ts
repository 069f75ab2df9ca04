/**
 * Sheets and cards rendered in a real browser (headless Chromium): every example band in one document (one browser
 * launch for the checks, one for the PDF of them all, one for the command's own PDF), no card overflowing, no text
 * below 7 pt, the page count the layout announces.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_REQUIRED, chromium } from '../helpers/chromium.js';
import { ROOT, runCli, runJson, tempTree } from '../helpers/cli.js';

const required = CHROMIUM_REQUIRED;
const bands = readdirSync(path.join(ROOT, 'bands')).filter((f) => /\.ya?ml$/.test(f));
const pdfPages = (file: string): number => (readFileSync(file).toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

/** Measures each band of the document: cards whose content overflows, text below 7 pt, roster taller than a page. */
const CHECK = `<script>addEventListener('load', () => {
  const px = (mm) => (mm * 96) / 25.4;
  const result = [...document.querySelectorAll('.band')].map((band) => {
    const cards = [...band.querySelectorAll('.card')];
    const overflow = cards.filter((c) => c.scrollHeight > c.clientHeight + 1 || c.scrollWidth > c.clientWidth + 1).map((c) => c.querySelector('h3').textContent);
    const small = [...band.querySelectorAll('*')].filter((e) => [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()))
      .filter((e) => parseFloat(getComputedStyle(e).fontSize) < (7 * 96) / 72 - 0.01).map((e) => e.textContent.slice(0, 40));
    // The roster's content, from the top of the page (8 mm margin) to its last block, fits the 297 mm of A4.
    const roster = band.querySelector('.roster');
    const bottom = roster.lastElementChild.getBoundingClientRect().bottom - roster.getBoundingClientRect().top;
    return { name: band.dataset.name, pages: Number(band.dataset.pages), cards: cards.length, overflow, small, rosterTall: bottom > px(297 - 8) };
  });
  document.body.setAttribute('data-result', JSON.stringify(result));
});</script></body>`;


interface Measured {
  readonly name: string;
  readonly pages: number;
  readonly cards: number;
  readonly overflow: readonly string[];
  readonly small: readonly string[];
  readonly rosterTall: boolean;
}

describe.skipIf(!CHROMIUM && !required)('print in Chromium', () => {
  let measured: Measured[] = [];
  let printedPages = 0;
  let expectedPages = 0;

  beforeAll(async () => {
    const { mkdirSync, mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const work = mkdtempSync(path.join(tmpdir(), 'escarmouche-print-'));
    mkdirSync(work, { recursive: true });
    // Every band in both languages, each starting on a page of its own, in one document.
    const docs = bands.flatMap((band) => (['fr', 'en'] as const).map((lang) => {
      const { json } = runJson(['print', path.join('bands', band), '--lang', lang]);
      return { name: `${band} (${lang})`, html: json.content as string, pages: json.pages as number };
    }));
    const style = /<style>[\s\S]*<\/style>/.exec(docs[0]!.html)![0];
    const body = (html: string) => /<body[^>]*>([\s\S]*)<\/body>/.exec(html)![1];
    // A control the checks must catch: a card too full and text at 6 pt (not printed in the PDF).
    const control = `<div class="band" data-name="control"><section class="page roster"><h1>x</h1></section><section class="page cards"><div class="card"><h3>Trop</h3><p style="font-size:6pt">${'mot '.repeat(900)}</p></div></section></div>`;
    const page = (parts: string) => `<!doctype html><html><head><meta charset="utf-8">${style}<style>.band + .band { break-before: page; }</style></head><body>${parts}</body></html>`;
    const bodies = docs.map((d) => `<div class="band" data-name="${d.name}" data-pages="${d.pages}">${body(d.html)}</div>`).join('\n');
    const all = page(bodies);
    writeFileSync(path.join(work, 'all.html'), all);
    writeFileSync(path.join(work, 'checked.html'), page(bodies + control).replace('</body>', CHECK));
    const [dom] = await Promise.all([
      chromium(path.join(work, 'a'), '--virtual-time-budget=5000', '--dump-dom', `file://${path.join(work, 'checked.html')}`),
      chromium(path.join(work, 'b'), '--no-pdf-header-footer', `--print-to-pdf=${path.join(work, 'all.pdf')}`, `file://${path.join(work, 'all.html')}`),
    ]);
    const attribute = /data-result="([^"]*)"/.exec(dom)![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    measured = JSON.parse(attribute);
    printedPages = pdfPages(path.join(work, 'all.pdf'));
    expectedPages = docs.reduce((n, d) => n + d.pages, 0);
  }, 180000);

  it('finds Chromium when CI requires it', () => expect(CHROMIUM).toBeDefined());

  it('measures every example band in both languages, and catches an overflowing card and text below 7 pt', () => {
    expect(measured.map((m) => m.name)).toEqual([...bands.flatMap((b) => [`${b} (fr)`, `${b} (en)`]), 'control']);
    const control = measured.find((m) => m.name === 'control')!;
    expect(control.overflow).toEqual(['Trop']);
    expect(control.small).toHaveLength(1);
  });

  it.each(bands.flatMap((b) => [`${b} (fr)`, `${b} (en)`]))('%s: no card overflows, nothing below 7 pt, the roster fits a page', (name) => {
    const m = measured.find((x) => x.name === name)!;
    expect(m.cards).toBeGreaterThan(0);
    expect(m.overflow).toEqual([]);
    expect(m.small).toEqual([]);
    expect(m.rosterTall).toBe(false);
    // A roster page, then nine cards to a page.
    expect(m.pages).toBe(1 + Math.ceil(m.cards / 9));
  });

  it('prints as many A4 pages as the layout says', () => {
    expect(printedPages).toBe(expectedPages);
  });

  it('writes a real PDF with --format pdf, pages as announced', { timeout: 120000 }, () => {
    const out = path.join(tempTree(), 'ogres.pdf');
    const { code, json } = runJson(['print', 'bands/fees-d-armes-les-ogres-du-bois-joli.yaml', '-o', out]);
    expect(code).toBe(0);
    expect(json).toMatchObject({ format: 'pdf', output: out });
    expect(readFileSync(out).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPages(out)).toBe(json.pages);
  });
});

describe('print without a browser', () => {
  it('writes Markdown with the cards in French as written', () => {
    const result = runCli(['print', 'bands/ff-federation-de-la-poterie.yaml', '--format', 'md', '--lang', 'fr']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("### Sort\u00a0: Toile d'araignée");
    expect(result.stdout).toContain("jusqu'à la fin du Round, les déplacements dans cette zone sont divisés par 2");
    expect(result.stdout).toContain('### Talent\u00a0: Cri de Ralliement');
  });
  it('names everything as the rulebook writes it, on the roster and the cards, never by id', () => {
    const html = runCli(['print', 'bands/ff-federation-de-la-poterie.yaml', '--lang', 'fr']).stdout;
    for (const name of ['Arme à une main', 'Haute Maîtrise', 'Bâton', 'Robe', 'Grimoire', 'Chevalier', 'Général', 'Toile d&#39;araignée']) expect(html).toContain(name);
    for (const id of ['arme-a-une-main', 'haute-maitrise', 'baton', 'toile-d-araignee', 'cri-de-ralliement', 'PA per round']) expect(html).not.toContain(id);
  });
  it('labels the roster and the cards in the language asked for', () => {
    const fr = runCli(['print', 'bands/ff-les-archers-du-grand-saule.yaml', '--lang', 'fr']).stdout;
    expect(fr).toContain('<html lang="fr">');
    expect(fr).toContain('PA par round');
    expect(fr).toContain('>Personnage<');
    expect(fr).toContain('Talent · suite');
    const en = runCli(['print', 'bands/ff-les-archers-du-grand-saule.yaml'], { env: { LANG: 'en_GB.UTF-8' } }).stdout;
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('PA per round');
    expect(en).toContain('>Character<');
    expect(en).toContain('Talent · continued');
    const fromEnv = runCli(['print', 'bands/ff-les-archers-du-grand-saule.yaml'], { env: { LANG: 'fr_FR.UTF-8' } }).stdout;
    expect(fromEnv).toContain('<html lang="fr">');
  });
  it('gives each ruleset its stat block in the rulebook order, boxes to tick and counts of units', () => {
    const labels = (band: string): string[] => [...runCli(['print', `bands/${band}`, '--lang', 'fr']).stdout.split('<div class="card"')[1]!.matchAll(/<span class="l">([^<]*)<\/span><span class="v">/g)].map((m) => m[1]!);
    expect(labels('ff-les-marquisards.yaml')).toEqual(['DEX', 'FOR', 'CON', 'INT', 'SAG', 'CHA', 'Dép.', 'PV', 'Tra.', 'Com.', 'Mêl.', 'Tir', 'CA']);
    expect(labels('mef-fan-la-garde-du-bois-dore.yaml')).toEqual(['Dép', 'Mél', 'Tir', 'Déf', 'Men', 'Vie']);
    expect(labels('frostgrave-l-expedition-de-renulf.yaml')).toEqual(['Mouvement', 'Combat', 'Tir', 'Armure', 'Volonté', 'Santé']);
    expect(labels('argad-la-mesnie-du-sire-yann.yaml')).toEqual(['Classe', 'Armure', 'Santé', 'Moral', 'Dé']);
    expect(labels('fees-d-armes-les-ogres-du-bois-joli.yaml')).toEqual(['Action', 'Mouvement', 'Armure', 'Santé']);
    const argad = runCli(['print', 'bands/argad-la-mesnie-du-sire-yann.yaml', '--lang', 'fr']).stdout;
    expect(argad).toMatch(/Archers <span class="count">× 6<\/span>/);
    expect(argad).toMatch(/<span class="l">Figurines<\/span><div class="boxes">(<span class="box"><\/span>){6}<\/div>/);
    const mef = runCli(['print', 'bands/mef-fan-la-garde-du-bois-dore.yaml', '--lang', 'fr']).stdout;
    expect(mef).toMatch(/Archers du Bois <span class="count">× 4<\/span>/);
    expect(mef).toContain('20# × 4 = 80#');
  });
  it('draws a Fées d\'armes profile card as the rulebook does: cost, factions, action dice, actions, rules in full', () => {
    const card = runCli(['print', 'bands/fees-d-armes-les-ogres-du-bois-joli.yaml', '--lang', 'fr']).stdout.split('<div class="card"')[1]!;
    expect(card).toContain('<span class="cost">4 pts</span>');
    expect(card).toContain('<span class="badge">Contes</span>');
    expect(card).toContain('<span class="l">Action</span><span class="v">3 D6</span>');
    expect(card).toContain('<b>Massue (2+)</b> : Dégâts 2+ · Repousser (1)');
    expect(card).toMatch(/<b>Peur<\/b> : Aura \(4\)[ \u00a0]: Les figurines ennemies/);
    expect(card).toMatch(/<span class="l">Santé<\/span><div class="boxes">(<span class="box"><\/span>){8}<\/div>/);
  });
  it('shows the budgets and derived totals on the roster', () => {
    const roster = runCli(['print', 'bands/mef-fan-la-garde-du-bois-dore.yaml', '--format', 'md', '--lang', 'fr']).stdout.split('## Cartes')[0]!;
    expect(roster).toContain('| points (dépensés / convenus) | 299 / 300 |');
    expect(roster).toContain('| figurines | 13 |');
  });
  it('infers the format from -o and writes the file', () => {
    const dir = tempTree();
    const { json } = runJson(['print', 'bands/ff-les-marquisards.yaml', '-o', path.join(dir, 'm.md')]);
    expect(json).toMatchObject({ format: 'md', cards: expect.any(Number) });
    expect(readFileSync(path.join(dir, 'm.md'), 'utf8')).toMatch(/^# Les Marquisards/);
  });
  it('refuses an -o extension that contradicts --format, and a PDF without -o', () => {
    const dir = tempTree();
    const wrong = runCli(['print', 'bands/ff-les-marquisards.yaml', '--format', 'html', '-o', path.join(dir, 'm.pdf')]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/ends in \.pdf but --format is html/);
    expect(existsSync(path.join(dir, 'm.pdf'))).toBe(false);
    expect(runCli(['print', 'bands/ff-les-marquisards.yaml', '--format', 'md', '-o', path.join(dir, 'm.html')]).code).toBe(2);
    const stdout = runCli(['print', 'bands/ff-les-marquisards.yaml', '--format', 'pdf']);
    expect(stdout.code).toBe(2);
    expect(stdout.stderr).toMatch(/-o FILE\.pdf/);
  });
  it('without Chromium or Chrome, exits 2 saying how to print the HTML to PDF, and writes nothing', () => {
    const dir = tempTree();
    const out = path.join(dir, 'm.pdf');
    const result = runCli(['print', 'bands/ff-les-marquisards.yaml', '-o', out], { env: { PATH: dir } });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/no Chromium or Chrome found.*-o ff-les-marquisards\.html.*print it to PDF/s);
    expect(existsSync(out)).toBe(false);
    const named = runCli(['print', 'bands/ff-les-marquisards.yaml', '-o', out], { env: { CHROME_PATH: path.join(dir, 'missing') } });
    expect(named.code).toBe(2);
    expect(named.stderr).toMatch(/no Chromium or Chrome found/);
  });
  it('exits 2 when the browser fails to write the PDF, and writes nothing', () => {
    const dir = tempTree();
    const out = path.join(dir, 'm.pdf');
    const result = runCli(['print', 'bands/ff-les-marquisards.yaml', '-o', out], { env: { CHROME_PATH: '/bin/false' } });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/\/bin\/false could not write the PDF.*print it to PDF/s);
    expect(existsSync(out)).toBe(false);
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
