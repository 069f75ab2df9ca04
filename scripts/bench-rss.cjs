// Preloaded by the bench (`node --require`): prints the process's peak memory (resident set, KiB) when it exits.
process.on('exit', () => process.stderr.write(`\npeak-rss ${process.resourceUsage().maxRSS}\n`));
