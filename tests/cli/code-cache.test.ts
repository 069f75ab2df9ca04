import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { bundleHashes, cacheDirectory, cacheFile, commandOf, createCodeCache, hasCompileCache, installCodeCache } from '../../src/cli/code-cache.js';
import { tempTree } from '../helpers/cli.js';

/** Runs a compiled module wrapper as Node would, returning its exports. */
function run(wrapper: ReturnType<ReturnType<typeof createCodeCache>['compile']>): unknown {
  const module = { exports: {} as unknown };
  wrapper(module.exports, () => undefined, module, name(), '/x');
  return module.exports;
}
// V8 keeps what it compiled in memory by source and file name: each compile has its own name, each test its source.
let named = 0;
const name = () => `/x/mod-${++named}.cjs`;
const source = (test: string) => `module.exports = [1, 2, 3].map((n) => n * 2); // ${test}`;

describe('code cache: where', () => {
  it('is $XDG_CACHE_HOME/escarmouche, else ~/.cache/escarmouche; a relative XDG_CACHE_HOME is ignored', () => {
    expect(cacheDirectory({ XDG_CACHE_HOME: '/c' }, () => '/home/a')).toBe(path.join('/c', 'escarmouche'));
    expect(cacheDirectory({}, () => '/home/a')).toBe(path.join('/home/a', '.cache', 'escarmouche'));
    expect(cacheDirectory({ XDG_CACHE_HOME: 'relative' }, () => '/home/a')).toBe(path.join('/home/a', '.cache', 'escarmouche'));
  });

  it('is none when there is no home folder', () => {
    expect(cacheDirectory({}, () => '')).toBeUndefined();
    expect(cacheDirectory({}, () => { throw new Error('no user'); })).toBeUndefined();
  });

  it("names a file's cache by its content hash, Node's version and the architecture", () => {
    const file = cacheFile('/c', 'abc123', 'v20.20.2', 'x64');
    expect(file).toBe(path.join('/c', 'v8-v20.20.2-x64', 'abc123.bin'));
    expect(cacheFile('/c', 'abc123', 'v22.0.0', 'x64')).not.toBe(file);
    expect(cacheFile('/c', 'def456', 'v20.20.2', 'x64')).not.toBe(file);
    expect(cacheFile('/c', 'abc123', 'v20.20.2', 'arm64')).not.toBe(file);
  });
});

describe('code cache: one per command', () => {
  const bundle = '/b';
  const hashes = new Map(['validate', 'show'].map((c) => [path.join(bundle, 'lazy', 'cli', `${c}.js`), 'h']));
  it.each([
    [['validate', 'bands/'], 'validate'],
    [['--lang', 'fr', 'show', 'x.yaml'], 'show'],
    [['--no-color', 'validate'], 'validate'],
    [['--lang', 'validate'], 'main'],
    [['roll', '2d6'], 'main'],
    [['--version'], 'main'],
    [[], 'main'],
    [['valdate', 'x'], 'main'],
    [['../etc', 'x'], 'main'],
  ])('%j uses the cache of %s', (args, expected) => {
    expect(commandOf(args, hashes, bundle)).toBe(expected);
  });
});

describe('code cache: use', () => {
  it('compiles without a cache, writes it on flush, then compiles from it with the same result', () => {
    const dir = tempTree();
    const first = createCodeCache(dir);
    expect(run(first.compile(source('h1'), name(), 'h1'))).toEqual([2, 4, 6]);
    expect(first.stats).toEqual({ hits: 0, misses: 1, written: 0 });
    first.flush();
    expect(first.stats.written).toBe(1);
    expect(existsSync(cacheFile(dir, 'h1'))).toBe(true);
    first.flush();
    expect(first.stats.written).toBe(1);

    const second = createCodeCache(dir);
    expect(run(second.compile(source('h1'), name(), 'h1'))).toEqual([2, 4, 6]);
    expect(second.stats).toEqual({ hits: 1, misses: 0, written: 0 });
    second.flush();
    expect(second.stats.written).toBe(0);
  });

  it('ignores a corrupt cache file (V8 rejects it) and writes a good one in its place', () => {
    const dir = tempTree();
    const file = cacheFile(dir, 'h2');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'not a code cache at all');
    const cache = createCodeCache(dir);
    expect(run(cache.compile(source('h2'), name(), 'h2'))).toEqual([2, 4, 6]);
    expect(cache.stats).toEqual({ hits: 0, misses: 1, written: 0 });
    cache.flush();
    expect(readFileSync(file, 'utf8')).not.toBe('not a code cache at all');
    expect(createCodeCache(dir).compile(source('h2'), name(), 'h2')).toBeTypeOf('function');
  });

  it('ignores an empty or truncated cache file', () => {
    const dir = tempTree();
    const warm = createCodeCache(dir);
    warm.compile(source('h3'), name(), 'h3');
    warm.flush();
    const file = cacheFile(dir, 'h3');
    writeFileSync(file, readFileSync(file).subarray(0, 20));
    const cache = createCodeCache(dir);
    expect(run(cache.compile(source('h3'), name(), 'h3'))).toEqual([2, 4, 6]);
    expect(cache.stats.misses).toBe(1);
  });

  it('ignores a cache folder it cannot write (under a regular file): the module still runs, flush throws nothing', () => {
    const root = tempTree({ 'a-file': 'x' });
    const cache = createCodeCache(path.join(root, 'a-file', 'cache'));
    expect(run(cache.compile(source('h4'), name(), 'h4'))).toEqual([2, 4, 6]);
    expect(() => cache.flush()).not.toThrow();
    expect(cache.stats.written).toBe(0);
    expect(readFileSync(path.join(root, 'a-file'), 'utf8')).toBe('x');
  });
});

describe('code cache: what it loads', () => {
  it("wraps a module's source as Node does (Module.wrap), without node:module", async () => {
    const Module = (await import('node:module')).default as unknown as { wrap(source: string): string };
    const cache = createCodeCache(tempTree());
    const wrapper = cache.compile('module.exports = [exports, typeof require, __filename, __dirname];', '/x/y.js', 'w1');
    const module = { exports: {} };
    wrapper.call(module.exports, module.exports, () => undefined, module, '/x/y.js', '/x');
    expect(module.exports).toEqual([{}, 'function', '/x/y.js', '/x']);
    expect(Module.wrap('SOURCE')).toBe('(function (exports, require, module, __filename, __dirname) { SOURCE\n});');
  });
});

describe('code cache: edges of where and which', () => {
  it('an empty XDG_CACHE_HOME is ignored too', () => {
    expect(cacheDirectory({ XDG_CACHE_HOME: '' }, () => '/home/a')).toBe(path.join('/home/a', '.cache', 'escarmouche'));
  });

  it("names its own folder by Node's version and architecture by default", () => {
    expect(cacheFile('/c', 'h')).toBe(path.join('/c', `v8-${process.version}-${process.arch}`, 'h.bin'));
  });

  it('a command is a lower-case word of at most 31 characters, without a path', () => {
    const bundle = '/b';
    const long = `a${'b'.repeat(30)}`;
    const hashes = new Map(['validate', 'show', long, `${long}c`].map((c) => [path.join(bundle, 'lazy', 'cli', `${c}.js`), 'h']));
    expect(commandOf([long], hashes, bundle)).toBe(long);
    expect(commandOf([`${long}c`], hashes, bundle)).toBe('main');
    expect(commandOf(['Validate'], hashes, bundle)).toBe('main');
    expect(commandOf(['../cli/validate'], hashes, bundle)).toBe('main');
    expect(commandOf(['validate/../show'], hashes, bundle)).toBe('main');
    expect(commandOf(['-v', 'show'], hashes, bundle)).toBe('show');
    expect(commandOf(['--lang', 'show', 'validate'], hashes, bundle)).toBe('validate');
    expect(commandOf(['show', 'validate'], hashes, bundle)).toBe('show');
  });
});

describe('code cache: Node 22.1 and later have their own', () => {
  it.each([
    ['20.20.2', false],
    ['21.9.0', false],
    ['22.0.9', false],
    ['22.1.0', true],
    ['22.12.0', true],
    ['23.0.0', true],
    ['24.1.0', true],
    ['', false],
  ])('%s: %s', (version, expected) => {
    expect(hasCompileCache(version)).toBe(expected);
  });

  it("is this Node's version by default", () => {
    const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
    expect(hasCompileCache()).toBe(major > 22 || (major === 22 && minor >= 1));
  });
});

describe('code cache: the bundle hashes', () => {
  it('are the absolute paths of code-cache.json; none when it is missing or broken', () => {
    const dir = tempTree({ 'code-cache.json': JSON.stringify({ 'main.js': 'h1', 'lazy/cli/show.js': 'h2' }) });
    expect(bundleHashes(dir)).toEqual(new Map([[path.join(dir, 'main.js'), 'h1'], [path.join(dir, 'lazy/cli/show.js'), 'h2']]));
    expect(bundleHashes(tempTree())).toEqual(new Map());
    expect(bundleHashes(tempTree({ 'code-cache.json': '{' }))).toEqual(new Map());
  });
});

describe('code cache: flush when the cache file cannot be written', () => {
  it('a folder where the cache file goes: nothing written, no temporary file left', () => {
    const dir = tempTree();
    const file = cacheFile(dir, 'h5');
    mkdirSync(path.join(file, 'inside'), { recursive: true });
    const cache = createCodeCache(dir);
    run(cache.compile(source('h5'), name(), 'h5'));
    cache.flush();
    expect(cache.stats.written).toBe(0);
    expect(readdirSync(path.dirname(file))).toEqual(['h5.bin']);
  });

  it("a temporary file of this process already there is not trusted: removed, the cache written next time", () => {
    const dir = tempTree();
    const file = cacheFile(dir, 'h6');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(`${file}.${process.pid}.tmp`, 'stale');
    const cache = createCodeCache(dir);
    run(cache.compile(source('h6'), name(), 'h6'));
    cache.flush();
    expect(cache.stats.written).toBe(0);
    expect(readdirSync(path.dirname(file))).toEqual([]);
    const again = createCodeCache(dir);
    run(again.compile(source('h6'), name(), 'h6'));
    again.flush();
    expect(again.stats.written).toBe(1);
    expect(readdirSync(path.dirname(file))).toEqual(['h6.bin']);
  });
});

describe('code cache: installed on a module class', () => {
  const IMPORT = Symbol.for('escarmouche.import');
  /** A stand-in for Node's module class: its own prototype, so that Node's is never patched by a test. */
  function moduleClass() {
    const calls: unknown[][] = [];
    class FakeModule {
      exports: Record<string, unknown> = {};
      filename = '';
      static _cache = { marker: true };
      static _resolveFilename(...args: unknown[]): string {
        calls.push(['resolve', ...args]);
        return '/resolved.js';
      }
      require(id: string): unknown {
        calls.push(['require', id]);
        return `required ${id}`;
      }
      _compile(content: string, filename: string): unknown {
        calls.push(['original', this, content, filename]);
        return 'original';
      }
    }
    return { FakeModule, calls };
  }
  const withEnv = <T>(key: string, value: string | undefined, call: () => T): T => {
    const saved = process.env[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
    try {
      return call();
    } finally {
      if (saved === undefined) delete process.env[key];
      else process.env[key] = saved;
    }
  };

  it('compiles the listed files through the cache, with require, resolve and the cache of Node; other files as before', () => {
    const saved = (globalThis as Record<symbol, unknown>)[IMPORT];
    const { FakeModule, calls } = moduleClass();
    const original = FakeModule.prototype._compile;
    const dir = tempTree();
    const exits = process.listeners('exit').length;
    const cache = withEnv('ESCARMOUCHE_NO_CODE_CACHE', undefined, () => installCodeCache(new Map([['/b/x.js', 'hx']]), dir, 'show', FakeModule));
    try {
      expect(cache).toBeDefined();
      expect(FakeModule.prototype._compile).not.toBe(original);
      const other = new FakeModule();
      expect(other._compile('plain', '/b/other.js')).toBe('original');
      expect(calls).toEqual([['original', other, 'plain', '/b/other.js']]);
      calls.length = 0;

      const module = new FakeModule();
      const body = `module.exports = { self: this === exports, got: require('y'), where: require.resolve('z', { paths: ['/p'] }), cache: require.cache, file: __filename, dir: __dirname, mod: module === thisModule }; // ${name()}`;
      (globalThis as Record<string, unknown>).thisModule = module;
      module._compile(body, '/b/x.js');
      delete (globalThis as Record<string, unknown>).thisModule;
      expect(module.exports).toEqual({ self: true, got: 'required y', where: '/resolved.js', cache: { marker: true }, file: '/b/x.js', dir: '/b', mod: true });
      expect(calls).toEqual([['require', 'y'], ['resolve', 'z', module, false, { paths: ['/p'] }]]);
      expect(cache!.stats).toEqual({ hits: 0, misses: 1, written: 0 });

      expect(process.listeners('exit')).toHaveLength(exits + 1);
      const flush = process.listeners('exit').at(-1)!;
      process.removeListener('exit', flush);
      (flush as () => void)();
      expect(cache!.stats.written).toBe(1);
      expect(existsSync(cacheFile(dir, 'hx-show'))).toBe(true);
      expect(existsSync(cacheFile(dir, 'hx'))).toBe(false);
    } finally {
      for (const listener of process.listeners('exit').slice(exits)) process.removeListener('exit', listener);
      (globalThis as Record<symbol, unknown>)[IMPORT] = saved;
    }
  });

  it('without a variant the cache is named by the hash alone', () => {
    const saved = (globalThis as Record<symbol, unknown>)[IMPORT];
    const { FakeModule } = moduleClass();
    const dir = tempTree();
    const exits = process.listeners('exit').length;
    try {
      const cache = withEnv('ESCARMOUCHE_NO_CODE_CACHE', undefined, () => installCodeCache(new Map([['/b/y.js', 'hy']]), dir, undefined, FakeModule));
      new FakeModule()._compile(`module.exports = 1; // ${name()}`, '/b/y.js');
      cache!.flush();
      expect(existsSync(cacheFile(dir, 'hy'))).toBe(true);
    } finally {
      for (const listener of process.listeners('exit').slice(exits)) process.removeListener('exit', listener);
      (globalThis as Record<symbol, unknown>)[IMPORT] = saved;
    }
  });

  it('gives cached files a way to import() packages', async () => {
    const saved = (globalThis as Record<symbol, unknown>)[IMPORT];
    const { FakeModule } = moduleClass();
    try {
      installCodeCache(new Map(), '', '', FakeModule);
      const load = (globalThis as Record<symbol, unknown>)[IMPORT] as (specifier: string) => Promise<{ default: unknown }>;
      expect((await load('node:path')).default).toBe(path);
    } finally {
      (globalThis as Record<symbol, unknown>)[IMPORT] = saved;
    }
  });

  it("on Node 22.1 and later, turns on Node's own cache in the folder's node/ instead, and patches nothing; a failure to is ignored", () => {
    const saved = (globalThis as Record<symbol, unknown>)[IMPORT];
    const version = Object.getOwnPropertyDescriptor(process.versions, 'node')!;
    const { FakeModule } = moduleClass();
    const original = FakeModule.prototype._compile;
    const exits = process.listeners('exit').length;
    const enabled: unknown[] = [];
    let fail = false;
    const builtin = vi.spyOn(process, 'getBuiltinModule').mockImplementation(((id: string) => ({
      id,
      enableCompileCache: (dir: string) => {
        enabled.push([id, dir]);
        if (fail) throw new Error('no cache here');
      },
    })) as unknown as typeof process.getBuiltinModule);
    Object.defineProperty(process.versions, 'node', { ...version, value: '22.1.0' });
    try {
      const dir = tempTree();
      expect(withEnv('ESCARMOUCHE_NO_CODE_CACHE', undefined, () => installCodeCache(new Map([['/b/x.js', 'h']]), dir, undefined, FakeModule))).toBeUndefined();
      fail = true;
      expect(withEnv('ESCARMOUCHE_NO_CODE_CACHE', undefined, () => installCodeCache(new Map([['/b/x.js', 'h']]), dir, undefined, FakeModule))).toBeUndefined();
      expect(enabled).toEqual([['node:module', path.join(dir, 'node')], ['node:module', path.join(dir, 'node')]]);
      expect(FakeModule.prototype._compile).toBe(original);
      expect(process.listeners('exit')).toHaveLength(exits);
    } finally {
      Object.defineProperty(process.versions, 'node', version);
      builtin.mockRestore();
      for (const listener of process.listeners('exit').slice(exits)) process.removeListener('exit', listener);
      (globalThis as Record<symbol, unknown>)[IMPORT] = saved;
    }
  });

  it('does nothing without a cache folder, or with ESCARMOUCHE_NO_CODE_CACHE set (an empty one is not set)', () => {
    const saved = (globalThis as Record<symbol, unknown>)[IMPORT];
    const { FakeModule } = moduleClass();
    const original = FakeModule.prototype._compile;
    const exits = process.listeners('exit').length;
    try {
      expect(withEnv('ESCARMOUCHE_NO_CODE_CACHE', undefined, () => installCodeCache(new Map([['/b/x.js', 'h']]), '', '', FakeModule))).toBeUndefined();
      expect(withEnv('ESCARMOUCHE_NO_CODE_CACHE', '1', () => installCodeCache(new Map([['/b/x.js', 'h']]), tempTree(), '', FakeModule))).toBeUndefined();
      expect(FakeModule.prototype._compile).toBe(original);
      expect(process.listeners('exit')).toHaveLength(exits);
      expect(withEnv('ESCARMOUCHE_NO_CODE_CACHE', '', () => installCodeCache(new Map([['/b/x.js', 'h']]), tempTree(), '', FakeModule))).toBeDefined();
      expect(FakeModule.prototype._compile).not.toBe(original);
    } finally {
      for (const listener of process.listeners('exit').slice(exits)) process.removeListener('exit', listener);
      (globalThis as Record<symbol, unknown>)[IMPORT] = saved;
    }
  });
});
