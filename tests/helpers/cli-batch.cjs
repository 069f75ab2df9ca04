// Runs many invocations of the built command in one Node process (start-up paid once): a JSON list of
// {args, env} on stdin, a JSON list of {code, stdout, stderr} on stdout. tests/e2e/width.test.ts checks
// that a sample gives what the command gives on its own.
const path = require('node:path');
const { main } = require(path.join(__dirname, '../../dist/bundle/cli/main.cjs'));

const EXITED = Symbol('exited');
process.stdout.setMaxListeners(0);
process.stderr.setMaxListeners(0);

function capture(stream, sink) {
  const write = stream.write;
  stream.write = (chunk, encoding, done) => {
    sink.text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    const callback = typeof encoding === 'function' ? encoding : done;
    if (callback) callback();
    return true;
  };
  return () => void (stream.write = write);
}

// Output to a pipe is written with fs.writeSync (src/cli/output.ts): captured by file descriptor too.
const fs = require('node:fs');
function captureFds(sinks) {
  const writeSync = fs.writeSync;
  fs.writeSync = (fd, data, ...rest) => {
    if (!sinks[fd]) return writeSync(fd, data, ...rest);
    const bytes = typeof data === 'string' ? Buffer.from(data) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    sinks[fd].text += bytes.toString('utf8');
    return bytes.length;
  };
  return () => void (fs.writeSync = writeSync);
}

async function runOne({ args, env }, baseEnv) {
  for (const key of Object.keys(process.env)) delete process.env[key];
  Object.assign(process.env, baseEnv, env);
  const out = { text: '' };
  const err = { text: '' };
  const restore = [capture(process.stdout, out), capture(process.stderr, err), captureFds({ 1: out, 2: err })];
  const exit = process.exit;
  process.exit = (code) => {
    throw { [EXITED]: code ?? process.exitCode ?? 0 };
  };
  process.exitCode = undefined;
  let code;
  try {
    await main(['node', 'escarmouche', ...args]);
    code = process.exitCode ?? 0;
  } catch (cause) {
    if (cause && typeof cause === 'object' && EXITED in cause) code = cause[EXITED];
    else throw cause;
  } finally {
    process.exit = exit;
    restore.forEach((r) => r());
    process.exitCode = undefined;
  }
  return { code: Number(code), stdout: out.text, stderr: err.text };
}

async function run() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const jobs = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  const baseEnv = { ...process.env };
  const results = [];
  for (const job of jobs) results.push(await runOne(job, baseEnv));
  for (const key of Object.keys(process.env)) delete process.env[key];
  Object.assign(process.env, baseEnv);
  process.stdout.write(JSON.stringify(results));
}

run().catch((cause) => {
  process.stderr.write(String(cause?.stack ?? cause));
  process.exitCode = 1;
});
