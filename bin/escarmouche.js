#!/usr/bin/env node
// CommonJS (bin/package.json): Node starts a CommonJS entry sooner than an ES module. The bundle files are compiled
// through V8's code cache, kept in the user's cache folder (dist/bundle/cli/code-cache.cjs, docs/performance.md).
const path = require('node:path');
const cache = require('../dist/bundle/cli/code-cache.cjs');
const bundle = path.join(__dirname, '../dist/bundle');
const hashes = cache.bundleHashes(bundle);
cache.installCodeCache(hashes, undefined, cache.commandOf(process.argv.slice(2), hashes, bundle), module.constructor);
require('../dist/bundle/cli/main.cjs')
  .main(process.argv)
  .catch((cause) => {
    process.stderr.write(`internal error (this is a bug, please report it): ${cause instanceof Error ? cause.message : String(cause)}\n`);
    process.exitCode = 2;
  });
