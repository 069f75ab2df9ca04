/**
 * `validate` of many files on several cores: the files are handed out in batches to worker threads, and to this
 * thread, as each asks for more; the results keep the files' order. Only in the bundle (a worker loads it through
 * the code cache, src/cli/code-cache.ts), only from MIN_FILES_PER_WORKER files a worker (starting one costs about
 * as much as validating that many), never more workers than spare cores. `ESCARMOUCHE_WORKERS` sets how many (0: none).
 */
import type { AnalyseOptions } from '../core/analyse.js';
import { validateFiles, type ValidatedFile, type ValidatedFiles } from '../core/api/validate.js';
import type { ApiEnv } from '../core/api/env.js';
import { EscarmoucheError, type ExitCode } from '../core/errors.js';
import type { Params } from '../core/diagnostics.js';
import type { Lang } from '../core/messages/catalogue.js';

export const MIN_FILES_PER_WORKER = 100;
const MAX_WORKERS = 3;
const BATCH = 20;

/** What a worker is given, and what it sends back for each batch. */
export interface WorkerSetup {
  readonly bundle: string;
  readonly lang: Lang;
  readonly options: AnalyseOptions;
}
export interface BatchRequest {
  readonly batch: number;
  readonly files: readonly string[];
}
export interface BatchResult {
  readonly batch: number;
  readonly results: ValidatedFile[];
  readonly failures: { readonly code: string; readonly params: Params; readonly exitCode: ExitCode }[];
}

/** The bundle folder, set by bin/escarmouche.js; absent when running from the sources (tests, the library). */
const bundleDir = (): string | undefined => (globalThis as Record<symbol, unknown>)[Symbol.for('escarmouche.bundle')] as string | undefined;

/** node:os and node:worker_threads (which loads Node's streams) are loaded only when workers may be wanted. */
export function workerCount(files: number, env: NodeJS.ProcessEnv = process.env, cores = () => process.getBuiltinModule('node:os').availableParallelism()): number {
  const wanted = Number(env.ESCARMOUCHE_WORKERS);
  if (env.ESCARMOUCHE_WORKERS !== undefined && Number.isInteger(wanted) && wanted >= 0) return Math.min(wanted, MAX_WORKERS, Math.ceil(files / BATCH));
  if (files < MIN_FILES_PER_WORKER) return 0;
  return Math.max(0, Math.min(cores() - 1, MAX_WORKERS, Math.floor(files / MIN_FILES_PER_WORKER)));
}

const BOOT = `const { workerData } = require('node:worker_threads');
const cache = require(workerData.bundle + '/cli/code-cache.cjs');
cache.installCodeCache(cache.bundleHashes(workerData.bundle), undefined, 'validate-worker', module.constructor);
require(workerData.bundle + '/lazy/cli/validate-worker.js');`;

const revived = (result: BatchResult): ValidatedFiles => ({ results: result.results, failures: result.failures.map((f) => new EscarmoucheError(f.code, f.params, f.exitCode)) });

/** The files validated as `validateFiles` would, spread over worker threads when there are enough of them. */
export async function validateSpread(files: readonly string[], options: AnalyseOptions, env: ApiEnv, lang: Lang): Promise<ValidatedFiles> {
  const bundle = bundleDir();
  const count = bundle ? workerCount(files.length) : 0;
  if (!bundle || count === 0) return validateFiles(files, options, env);
  const batches: string[][] = [];
  for (let i = 0; i < files.length; i += BATCH) batches.push(files.slice(i, i + BATCH));
  const done: ValidatedFiles[] = [];
  let next = 0;
  const take = (): BatchRequest | undefined => (next < batches.length ? { batch: next, files: batches[next++]! } : undefined);
  const workers = Array.from({ length: count }, () => startWorker({ bundle, lang, options }, take, (r) => void (done[r.batch] = revived(r))));
  try {
    for (let request = take(); request; request = take()) {
      done[request.batch] = await validateFiles(request.files, options, env);
      // Lets the workers' requests for more in between two batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(workers.map((w) => w.ended));
  } catch (cause) {
    // A bug on either side: no worker is left waiting for work, which would keep the command from ending.
    await Promise.all(workers.map((w) => w.stop()));
    throw cause;
  }
  return { results: done.flatMap((d) => d.results), failures: done.flatMap((d) => d.failures) };
}

/** One worker: a batch each time it asks, until none is left. */
function startWorker(setup: WorkerSetup, take: () => BatchRequest | undefined, got: (result: BatchResult) => void): { ended: Promise<void>; stop: () => Promise<unknown> } {
  const { Worker } = process.getBuiltinModule('node:worker_threads');
  const worker = new Worker(BOOT, { eval: true, workerData: setup });
  const ended = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: BatchResult | 'ready') => {
      if (message !== 'ready') got(message);
      // Nothing left: the worker ends on its own, writing its code cache as it exits.
      worker.postMessage(take() ?? null);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`validate worker exited with code ${code}`))));
  });
  // Handled where it is awaited; marked so that a worker failing early is not an unhandled rejection meanwhile.
  ended.catch(() => undefined);
  return { ended, stop: () => worker.terminate() };
}
