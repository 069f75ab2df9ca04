#!/usr/bin/env node
// CommonJS (bin/package.json): Node starts a CommonJS entry sooner than an ES module. The commands load as ES modules.
require('../dist/bundle/cli/main.cjs')
  .main(process.argv)
  .catch((cause) => {
    process.stderr.write(`internal error (this is a bug, please report it): ${cause instanceof Error ? cause.message : String(cause)}\n`);
    process.exitCode = 2;
  });
