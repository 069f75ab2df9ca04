// Loaded with `node --require`: says on stderr, at exit, how many worker threads the command started.
const threads = require('node:worker_threads');
const Original = threads.Worker;
let started = 0;
threads.Worker = class CountedWorker extends Original {
  constructor(...args) {
    super(...args);
    started++;
  }
};
process.on('exit', () => {
  if (threads.isMainThread) require('node:fs').writeSync(2, `workers started: ${started}\n`);
});
