/** Saving an edited band: only over the bytes that were read, atomically, keeping a byte order mark. */
import { EscarmoucheError, EXIT } from '../diagnostics/errors.js';
import { readBytesIfExists, sameBytes, writeAtomic } from './fs.js';

const BOM = [0xef, 0xbb, 0xbf];
const hasBom = (bytes: Uint8Array | null): boolean => bytes !== null && BOM.every((b, i) => bytes[i] === b);

/** The text as it will be written: with the original's byte order mark, if it had one. */
const withBom = (text: string, original: Uint8Array | null): string => (hasBom(original) ? '\uFEFF' : '') + text;
export const bandBytes = (text: string, original: Uint8Array | null): Uint8Array => new TextEncoder().encode(withBom(text, original));

/** The file's bytes (a regular file, at most the size limit + 1 bytes read), or null when there is no such file. */
export const readIfExists = readBytesIfExists;

/**
 * Writes `text` to `file` only if the file still holds `expected` (null: still absent), checked before the write
 * and again just before the rename; otherwise refuses, so that an edit made meanwhile is never overwritten.
 */
export async function writeIfUnchanged(file: string, expected: Uint8Array | null, text: string): Promise<void> {
  // Stryker disable next-line ConditionalExpression: writeAtomic refuses as well, just before its rename; this spares the write
  if (!sameBytes(await readIfExists(file), expected)) throw new EscarmoucheError('build/changed-on-disk', { file }, EXIT.usage);
  await writeAtomic(file, withBom(text, expected), undefined, expected);
}
