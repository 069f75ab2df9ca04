#!/usr/bin/env node
/**
 * `npm run print:preview`: a PNG of every page of every example band, as Chromium prints it, in print-preview/
 * (not committed), for a person to look at. `-- --readme` also rewrites docs/print-example.png, the picture the
 * README shows. Needs Chromium or Chrome (PATH or CHROME_PATH) and the built command.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'print-preview');
if (!existsSync(path.join(ROOT, 'dist/cli/main.js'))) {
  console.error('dist/ is missing: run `npm run build` first');
  process.exit(2);
}
const { findBrowser, browserArgs } = await import(pathToFileURL(path.join(ROOT, 'dist/cli/print/pdf.js')).href);
const browser = findBrowser(process.env);
if (!browser) {
  console.error('no Chromium or Chrome found (PATH or CHROME_PATH)');
  process.exit(2);
}

/** One page of a printed band, as an A4 sheet at 96 dpi (the `#page-N` target shows that page alone). */
function screenshot(html, page, png, scale = 1) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'escarmouche-preview-'));
  try {
    execFileSync(browser, [
      ...browserArgs(profile, process.getuid?.() === 0), '--hide-scrollbars', '--window-size=794,1123',
      `--force-device-scale-factor=${scale}`, `--screenshot=${png}`, `${pathToFileURL(html).href}#page-${page}`,
    ], { stdio: 'ignore', timeout: 60000 });
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

mkdirSync(OUT, { recursive: true });
for (const file of readdirSync(path.join(ROOT, 'bands')).filter((f) => /\.ya?ml$/.test(f))) {
  const name = file.replace(/\.ya?ml$/, '');
  const run = spawnSync(process.execPath, [path.join(ROOT, 'bin/escarmouche.js'), 'print', path.join('bands', file), '--json', '--lang', 'fr'], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`print ${file}: ${run.stderr}`);
  const { content, pages } = JSON.parse(run.stdout);
  const html = path.join(OUT, `${name}.html`);
  writeFileSync(html, content);
  for (let page = 1; page <= pages; page += 1) screenshot(html, page, path.join(OUT, `${name}-${page}.png`));
  console.log(`${name}: ${pages} page(s)`);
}
if (process.argv.includes('--readme')) {
  screenshot(path.join(OUT, 'fees-d-armes-les-ogres-du-bois-joli.html'), 2, path.join(ROOT, 'docs/print-example.png'), 0.75);
  console.log('docs/print-example.png');
}
console.log(`pictures in ${path.relative(process.cwd(), OUT) || '.'}/`);
