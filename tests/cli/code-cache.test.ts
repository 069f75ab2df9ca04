import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheDirectory, cacheFile, commandOf, createCodeCache } from '../../src/cli/code-cache.js';
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
