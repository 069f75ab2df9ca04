/** A worker thread of `validate` (src/cli/validate-parallel.ts): validates the batches of files it is sent. */
import { parentPort, workerData } from 'node:worker_threads';
import { validateFiles } from '../core/api/validate.js';
import { Messages } from '../core/messages/catalogue.js';
import { CORE_MESSAGES } from '../core/messages/core.js';
import { registry } from '../rulesets/index.js';
import type { BatchRequest, BatchResult, WorkerSetup } from './validate-parallel.js';

const setup = workerData as WorkerSetup;
const env = { registry, messages: new Messages(setup.lang, [CORE_MESSAGES]) };

parentPort!.on('message', (request: BatchRequest | null) => {
  if (request === null) return parentPort!.close();
  void validateFiles(request.files, setup.options, env).then(({ results, failures }) => {
    const result: BatchResult = { batch: request.batch, results, failures: failures.map((f) => ({ code: f.code, params: f.params, exitCode: f.exitCode })) };
    parentPort!.postMessage(result);
  });
});
parentPort!.postMessage('ready');
