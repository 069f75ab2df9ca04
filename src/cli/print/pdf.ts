/** HTML to PDF through a locally installed Chromium or Chrome (`--headless --print-to-pdf`); no network, no profile kept. */
import { execFile } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { usageError } from '../../core/diagnostics/errors.js';

const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];
/** A PDF of a few pages is far below this; anything larger is not ours. */
const MAX_PDF = 64 * 1024 * 1024;

const executable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** `CHROME_PATH` when set, else the first Chromium or Chrome on `PATH`. */
export function findBrowser(env: NodeJS.ProcessEnv): string | undefined {
  if (env.CHROME_PATH) return executable(env.CHROME_PATH) ? env.CHROME_PATH : undefined;
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const name of NAMES) for (const dir of dirs) if (executable(path.join(dir, name))) return path.join(dir, name);
  return undefined;
}

/** Flags of a headless run that touches nothing outside its temp folder; as root Chromium refuses to start sandboxed. */
export function browserArgs(profile: string, root: boolean): string[] {
  return [
    '--headless',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--user-data-dir=${profile}`,
    ...(root ? ['--no-sandbox'] : []),
  ];
}

/** The PDF of `html`, printed by the browser with the page's own @page size. */
export async function htmlToPdf(html: string, htmlHint: string, env: NodeJS.ProcessEnv = process.env): Promise<Uint8Array> {
  const browser = findBrowser(env);
  if (!browser) throw usageError('print/no-browser', { html: htmlHint });
  const dir = await mkdtemp(path.join(tmpdir(), 'escarmouche-print-'));
  try {
    const page = path.join(dir, 'band.html');
    const pdf = path.join(dir, 'band.pdf');
    await writeFile(page, html);
    const args = [...browserArgs(path.join(dir, 'profile'), process.getuid?.() === 0), '--no-pdf-header-footer', '--print-to-pdf-no-header', `--print-to-pdf=${pdf}`, pathToFileURL(page).href];
    const failure = await new Promise<string | null>((resolve) =>
      execFile(browser, args, { timeout: 60000, maxBuffer: 8 * 1024 * 1024 }, (error, _out, stderr) =>
        resolve(error ? (stderr.trim().split('\n').at(-1) || error.message).slice(0, 200) : null),
      ),
    );
    const size = await readFile(pdf).then((b) => b, () => null);
    if (failure !== null || !size || size.length > MAX_PDF || size.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw usageError('print/browser-failed', { browser, html: htmlHint, detail: failure ?? 'no PDF written' });
    }
    return size;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
