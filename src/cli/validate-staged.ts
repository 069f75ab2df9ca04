/** `validate --staged`: the band files of git's index, read from the index (what the commit will hold). */
import type { Analysis } from '../core/analyse.js';
import { MAX_BAND_BYTES } from '../core/band-document.js';
import { error } from '../core/diagnostics.js';
import { BAND_EXTENSIONS } from '../core/fs.js';
import { analyseBytes, isBandFile, worded, type LoadedBand } from './band.js';
import type { Context } from './context.js';
import { blobBytes, blobSize, repositoryTop, stagedFiles } from './git.js';

export interface StagedBands {
  readonly bands: (LoadedBand & { readonly file: string })[];
  /** Staged YAML files that are not band files, skipped. */
  readonly skipped: string[];
}

const isYaml = (file: string) => BAND_EXTENSIONS.some((ext) => file.toLowerCase().endsWith(ext));

export async function stagedBands(pathspecs: readonly string[], context: Context): Promise<StagedBands> {
  const cwd = process.cwd();
  const top = repositoryTop(cwd);
  const result: StagedBands = { bands: [], skipped: [] };
  for (const staged of stagedFiles(cwd, pathspecs).filter((s) => isYaml(s.path))) {
    const size = blobSize(top, staged.blob);
    if (size > MAX_BAND_BYTES) {
      const analysis: Analysis = { file: staged.path, findings: [{ ...error('band/too-large', [], { limit: MAX_BAND_BYTES, actual: size }), at: { line: 1, column: 1 } }] };
      result.bands.push({ file: staged.path, ...worded(analysis, context) });
      continue;
    }
    const bytes = blobBytes(top, staged.blob);
    const loaded = await analyseBytes(bytes, staged.path, context, { salvage: true });
    if (isBandFile(loaded.analysis, bytes)) result.bands.push({ file: staged.path, ...loaded });
    else result.skipped.push(staged.path);
  }
  return result;
}
