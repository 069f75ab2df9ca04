/** Headless Chromium for the print tests: where it is, whether CI requires it, and one way to run it. */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

export const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
/** CI installs Chromium (.ci/run) and sets CI_REQUIRE_CHROMIUM so that a missing browser fails instead of skipping. */
export const CHROMIUM_REQUIRED = process.env.CI_REQUIRE_CHROMIUM === '1';

/** Runs Chromium headless as root allows (`--no-sandbox`), offline, with a profile of its own in `dir`. */
export async function chromium(dir: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(CHROMIUM!, [
    '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', `--user-data-dir=${path.join(dir, 'profile')}`, ...args,
  ], { timeout: 60000, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}
