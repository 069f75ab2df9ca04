/** The folder escarmouche is installed in (the clone, or the package under a global prefix), for the files it ships. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function packageRoot(from: string = fileURLToPath(import.meta.url)): string {
  for (let dir = path.dirname(from); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'escarmouche') return dir;
  }
  throw new Error(`escarmouche's package.json not found above ${from}`);
}
