/** File system edges of the core: finding band files, reading them, writing atomically. */
import { promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import { EscarmoucheError, EXIT } from './errors.js';

export const BAND_EXTENSIONS = ['.yaml', '.yml'];
const isBandFile = (name: string): boolean => BAND_EXTENSIONS.includes(path.extname(name).toLowerCase());

function ioError(file: string, cause: unknown): EscarmoucheError {
  const code = (cause as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return new EscarmoucheError('cli/not-found', { file }, EXIT.usage);
  if (code === 'EISDIR') return new EscarmoucheError('cli/is-folder', { file }, EXIT.usage);
  if (code === 'EACCES' || code === 'EPERM') return new EscarmoucheError('cli/no-permission', { file }, EXIT.usage);
  return new EscarmoucheError('cli/unreadable', { file, detail: code ?? String(cause) }, EXIT.usage);
}

async function walk(dir: string, out: string[]): Promise<void> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await walk(full, out);
    else if (entry.isFile() && isBandFile(entry.name)) out.push(full);
  }
}

/** Files named and band files under folders named; an unreadable path or a folder without bands is an error. */
export async function collectBandFiles(paths: readonly string[]): Promise<{ files: string[]; errors: EscarmoucheError[] }> {
  const files: string[] = [];
  const errors: EscarmoucheError[] = [];
  for (const p of paths) {
    try {
      const stat = await fs.stat(p);
      if (!stat.isDirectory()) {
        files.push(p);
        continue;
      }
      const found: string[] = [];
      await walk(p, found);
      if (found.length === 0) errors.push(new EscarmoucheError('cli/no-bands', { file: p }, EXIT.usage));
      files.push(...found);
    } catch (cause) {
      errors.push(ioError(p, cause));
    }
  }
  return { files: [...new Set(files)], errors };
}

/** Synchronous on purpose: one band after another, a thread-pool round trip per file cost more than the read. */
export async function readBytes(file: string): Promise<Uint8Array> {
  try {
    return readFileSync(file);
  } catch (cause) {
    throw ioError(file, cause);
  }
}

/** The file operations of an atomic write; tests inject failing ones (disk full, a failed rename). */
export interface WriteIo {
  readonly open: typeof fs.open;
  readonly rename: typeof fs.rename;
}
const NODE_IO: WriteIo = { open: (...args) => fs.open(...args), rename: (...args) => fs.rename(...args) };

/** Writes through a temporary file in the same folder, flushed, then renamed over the target. */
export async function writeAtomic(file: string, content: string | Uint8Array, io: WriteIo = NODE_IO): Promise<void> {
  const dir = path.dirname(file);
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`);
  const mode = await fs.stat(file).then((s) => s.mode, () => 0o644);
  const handle = await io.open(temp, 'wx', mode);
  try {
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await io.rename(temp, file);
  } catch (cause) {
    await fs.rm(temp, { force: true });
    throw cause;
  }
}
