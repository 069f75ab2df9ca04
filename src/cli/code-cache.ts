/**
 * V8's code cache for the command's own bundle files, kept in the user's cache folder (never in the package).
 * Node ≥ 22.1 has its own (`module.enableCompileCache`). On Node 20 each bundle file is compiled through `vm.Script`
 * with the cached data of its last run, as v8-compile-cache does: a file's cache is named by the file's content hash
 * (written by scripts/bundle.mjs), Node's version and the architecture, written atomically when the process exits, and
 * silently skipped when missing, rejected by V8 (corrupt, other V8) or unwritable. See docs/performance.md.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';

/** `$XDG_CACHE_HOME/escarmouche`, else `~/.cache/escarmouche`; undefined when neither can be found. */
export function cacheDirectory(env: NodeJS.ProcessEnv = process.env, home: () => string = os.homedir): string | undefined {
  if (env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME)) return path.join(env.XDG_CACHE_HOME, 'escarmouche');
  try {
    const dir = home();
    return dir ? path.join(dir, '.cache', 'escarmouche') : undefined;
  } catch {
    // No home folder to be found (no user): no cache.
  }
  return undefined;
}

/** The cache file of a bundle file: its content hash, Node's version and the architecture (V8's cache fits only those). */
export const cacheFile = (dir: string, hash: string, version = process.version, arch = process.arch): string =>
  path.join(dir, `v8-${version}-${arch}`, `${hash}.bin`);

export interface CodeCacheStats {
  /** Files compiled from their cache. */
  hits: number;
  /** Files compiled without a cache (none yet, or V8 rejected it). */
  misses: number;
  /** Cache files written by `flush`. */
  written: number;
}

/** Node's CommonJS module wrapper (`Module.wrap`), written here: node:module is not loaded for it. */
const WRAPPER = '(function (exports, require, module, __filename, __dirname) { ';

type Wrapper = (exports: unknown, require: unknown, module: unknown, filename: string, dirname: string) => unknown;

export interface CodeCache {
  /** Compiles a CommonJS module's source with the cache of `hash`, returning Node's module wrapper function. */
  compile(source: string, filename: string, hash: string): Wrapper;
  /** Writes the caches that were missing or rejected; never throws. */
  flush(): void;
  readonly stats: CodeCacheStats;
}

export function createCodeCache(dir: string): CodeCache {
  // Stryker disable next-line ArrayDeclaration: an entry that is no script fails in flush's try, and is skipped as an unwritable one is
  const pending: { script: vm.Script; file: string }[] = [];
  const stats: CodeCacheStats = { hits: 0, misses: 0, written: 0 };
  return {
    stats,
    compile(source, filename, hash) {
      const file = cacheFile(dir, hash);
      let cachedData: Buffer | undefined;
      try {
        cachedData = readFileSync(file);
      } catch {
        // None yet, or unreadable: compiled without one.
      }
      const script = new vm.Script(`${WRAPPER}${source}\n});`, { filename, cachedData });
      if (cachedData && !script.cachedDataRejected) stats.hits++;
      else {
        stats.misses++;
        pending.push({ script, file });
      }
      return script.runInThisContext({ displayErrors: true }) as Wrapper;
    },
    flush() {
      for (const { script, file } of pending.splice(0)) {
        const temporary = `${file}.${process.pid}.tmp`;
        try {
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(temporary, script.createCachedData(), { flag: 'wx' });
          renameSync(temporary, file);
          stats.written++;
        } catch {
          // Unwritable (read-only home, full disk …): the cache is an optimisation only.
          try {
            // Stryker disable next-line ObjectLiteral,BooleanLiteral: without force, a missing temporary throws, and the catch below takes it
            rmSync(temporary, { force: true });
          } catch {
            // Nothing was written.
          }
        }
      }
    },
  };
}

type ModuleClass = { prototype: CompilingModule; enableCompileCache?: (dir?: string) => unknown; _resolveFilename: (...args: unknown[]) => string; _cache: unknown };

/** `module.enableCompileCache`: Node 22.1 and later. */
export function hasCompileCache(version = process.versions.node): boolean {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 1);
}

interface CompilingModule {
  exports: unknown;
  filename: string;
  require(id: string): unknown;
  _compile(content: string, filename: string): unknown;
}

/**
 * Compiles every file listed in `hashes` (absolute path → content hash) through the cache; other files as usual.
 * `import()` of a package from a cached file goes through `globalThis[Symbol.for('escarmouche.import')]`
 * (scripts/bundle.mjs rewrites it so), since a `vm.Script` cannot import on Node 20 without a flag.
 */
export function installCodeCache(hashes: ReadonlyMap<string, string>, dir: string | undefined = cacheDirectory(), variant = '', moduleClass?: unknown): CodeCache | undefined {
  (globalThis as Record<symbol, unknown>)[Symbol.for('escarmouche.import')] = (specifier: string) => import(specifier);
  // bin/escarmouche.js gives Node's module class as `module.constructor`: requiring node:module would also load Node's
  // ES module loader, a millisecond of every run.
  const modules = (moduleClass ?? process.getBuiltinModule('node:module')) as ModuleClass;
  if (!dir || process.env.ESCARMOUCHE_NO_CODE_CACHE) return undefined;
  if (hasCompileCache()) {
    try {
      (process.getBuiltinModule('node:module') as unknown as ModuleClass).enableCompileCache!(path.join(dir, 'node'));
    } catch {
      // The cache is an optimisation only.
    }
    return undefined;
  }
  const cache = createCodeCache(dir);
  const original = modules.prototype._compile;
  modules.prototype._compile = function compile(this: CompilingModule, content: string, filename: string) {
    const hash = hashes.get(filename);
    if (!hash) return original.call(this, content, filename);
    const require = Object.assign((id: string) => this.require(id), {
      resolve: (request: string, options?: unknown) => modules._resolveFilename(request, this, false, options),
      cache: modules._cache,
    });
    return cache.compile(content, filename, variant ? `${hash}-${variant}` : hash).call(this.exports, this.exports, require, this, filename, path.dirname(filename));
  };
  process.once('exit', () => cache.flush());
  return cache;
}

/**
 * Which cache a run uses: V8 keeps in a file's cache the functions compiled by the run that wrote it, so each command
 * has its own (`validate`, the hook's command, is not left with the functions of whichever command ran first). The
 * command is the first word that is not an option (after `--lang`'s value), when it is one of the bundle's lazily
 * loaded commands (`lazy/cli/<name>.js`); anything else (`roll`, `--version`, a typo) shares `main`.
 */
export function commandOf(args: readonly string[], hashes: ReadonlyMap<string, string>, bundleDir: string): string {
  const word = args.find((arg, i) => !arg.startsWith('-') && args[i - 1] !== '--lang');
  return word && /^[a-z][a-z-]{0,30}$/.test(word) && hashes.has(path.join(bundleDir, 'lazy', 'cli', `${word}.js`)) ? word : 'main';
}

/** The bundle's hashes (dist/bundle/code-cache.json, relative paths) as absolute paths; empty when there is none. */
export function bundleHashes(bundleDir: string): Map<string, string> {
  try {
    const relative = JSON.parse(readFileSync(path.join(bundleDir, 'code-cache.json'), 'utf8')) as Record<string, string>;
    return new Map(Object.entries(relative).map(([file, hash]) => [path.join(bundleDir, file), hash]));
  } catch {
    return new Map();
  }
}
