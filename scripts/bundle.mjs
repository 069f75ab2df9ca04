// Bundles our own modules with esbuild, in three builds, because Node's module loader costs about a millisecond a file:
// - dist/bundle/cli/main.cjs, the start-up file: the command line, commander, the rulesets' manifests and what
//   every command needs before it runs, in one file;
// - dist/bundle/lazy/: everything main.cjs imports dynamically (the commands, each ruleset module), split into
//   shared chunks and loaded on demand; yaml, zod and the rulesets only by the commands that read bands; CommonJS
//   files, which bin/escarmouche.js compiles through V8's code cache (src/cli/code-cache.ts);
// - dist/bundle/lib/, the library (`exports` of package.json; its types are tsc's declarations in dist/).
// A few core modules have a copy in each build; EscarmoucheError is therefore recognised by a brand.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, transform } from 'esbuild';

// commander requires node:child_process on load for executable subcommands, which escarmouche has none of:
// loading it (and node:net, node:stream …) took a tenth of the start-up. It is required on first use instead.
const lazyChildProcess = {
  name: 'lazy-child-process',
  setup(build) {
    build.onResolve({ filter: /^node:child_process$/ }, (args) =>
      args.importer.includes('node_modules/commander/') ? { path: 'child_process', namespace: 'lazy' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'lazy' }, () => ({
      contents: "module.exports = new Proxy({}, { get: (_, key) => require('node:child_process')[key] });",
      loader: 'js',
    }));
  },
};

// string-width creates an Intl.Segmenter and regular expressions of Unicode properties when it loads (about 15 ms):
// its module body runs on its first call instead.
const lazyStringWidth = {
  name: 'lazy-string-width',
  setup(build) {
    build.onLoad({ filter: /node_modules\/string-width\/index\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const exported = 'export default function stringWidth(';
      const imports = source.match(/^import .*$/gm) ?? [];
      if (!source.includes(exported) || imports.length !== 2) throw new Error('string-width changed: update lazyStringWidth');
      const body = imports.reduce((text, line) => text.replace(line, ''), source).replace(exported, 'function stringWidth(');
      const contents = `${imports.join('\n')}\nlet loaded;\nexport default function lazyStringWidth(input, options) { return (loaded ??= load())(input, options); }\nfunction load() {\n${body}\nreturn stringWidth;\n}\n`;
      return { contents, loader: 'js' };
    });
  },
};

// yaml's parser reads process.env.LOG_TOKENS for every token (a debugging aid): a call into C++ each time, about 8 %
// of `validate` of 1,000 files (docs/performance.md). The bundle reads it as never set.
const yamlWithoutTokenLog = {
  name: 'yaml-without-token-log',
  setup(build) {
    build.onLoad({ filter: /node_modules\/yaml\/dist\/parse\/parser\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const lookup = 'node_process.env.LOG_TOKENS';
      if (!source.includes(lookup)) throw new Error(`yaml changed: ${lookup} not found`);
      return { contents: source.replace(lookup, 'false'), loader: 'js' };
    });
  },
};

// zod's namespace object carries its error messages in every language (`z.locales`): more than a third of its
// chunk, read and compiled by every command that reads a band. escarmouche words zod's issues itself
// (src/core/schema/schema-findings.ts) and sets no locale: only the English one, zod's default, is kept.
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(build) {
    build.onLoad({ filter: /node_modules\/zod\/v4\/locales\/index\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const english = 'export { default as en } from "./en.js";';
      if (!source.includes(english)) throw new Error('zod changed: its English locale is not exported as before');
      return { contents: english, loader: 'js', resolveDir: path.dirname(args.path) };
    });
  },
};

// Packages of the lazy build loaded on first use, each with the plugins of its own build (above).
const VENDOR = { zod: [zodEnglishOnly], yaml: [yamlWithoutTokenLog] };
const lazyStandIn = (name) =>
  `"use strict";let real;const load=()=>real??=require("../vendor/${name}.js");` +
  'module.exports=new Proxy({},{get:(_,key)=>load()[key],has:(_,key)=>key in load(),ownKeys:()=>Reflect.ownKeys(load()),' +
  'getOwnPropertyDescriptor:(_,key)=>{const d=Reflect.getOwnPropertyDescriptor(load(),key);return d&&{...d,configurable:true}}});\n';

// In the start-up build, a dynamic import of our own module points at its file in the lazy build (and makes it
// an entry of that build); a dynamic import of a package (chalk, inquirer) stays a package import.
const lazyEntries = new Set();
const dynamicToLazy = {
  name: 'dynamic-imports-to-lazy',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind !== 'dynamic-import') return undefined;
      if (!args.path.startsWith('.')) return { path: args.path, external: true };
      const source = path.resolve(args.resolveDir, args.path.replace(/\.js$/, '.ts'));
      lazyEntries.add(source);
      return { path: `../lazy/${path.relative('src', source).replace(/\.ts$/, '.js')}`, external: true };
    });
  },
};

// ESCARMOUCHE_BUNDLE_READABLE=1 keeps names and lines, for reading a CPU profile (`node --cpu-prof`) line by line.
const readable = Boolean(process.env.ESCARMOUCHE_BUNDLE_READABLE);

const common = {
  bundle: true,
  // commander is CommonJS: its require() of node:events … needs a real require in an ES module bundle.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  external: ['@inquirer/*'],
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minifySyntax: true,
  minifyWhitespace: !readable,
  legalComments: 'none',
  logLevel: 'warning',
};

rmSync('dist/bundle', { recursive: true, force: true });

// CommonJS, as bin/escarmouche.js (bin/package.json): Node starts a CommonJS entry about 8 ms sooner than an ES module.
await build({
  ...common,
  banner: {},
  format: 'cjs',
  entryPoints: ['src/cli/main.ts'],
  outfile: 'dist/bundle/cli/main.cjs',
  minifyIdentifiers: !readable,
  plugins: [lazyChildProcess, dynamicToLazy, lazyStringWidth, yamlWithoutTokenLog, zodEnglishOnly],
});

// The code cache (src/cli/code-cache.ts), required by bin/escarmouche.js before main.cjs; never cached itself.
await build({
  ...common,
  banner: {},
  format: 'cjs',
  entryPoints: ['src/cli/code-cache.ts'],
  outfile: 'dist/bundle/cli/code-cache.cjs',
});

// Each ruleset module is an entry of the lazy build whether or not main.cjs names it.
for (const entry of readdirSync('src/rulesets', { withFileTypes: true }).filter((e) => e.isDirectory())) {
  lazyEntries.add(path.resolve('src/rulesets', entry.name, 'index.ts'));
}
await build({
  ...common,
  entryPoints: [...lazyEntries],
  outbase: 'src',
  outdir: 'dist/bundle/lazy',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  external: [...common.external, ...Object.keys(VENDOR)],
  plugins: [lazyChildProcess, lazyStringWidth],
  // CommonJS after the build (below): the module wrapper has its own `require`.
  banner: {},
});

// zod and yaml, each in a file of its own, loaded on the first use of one of their exports: a band the ruleset's
// shapes vouch for (src/core/schema/fast-path/shape.ts) is validated without zod. Our files require `chunks/<name>-lazy.js`, a stand-in
// that requires the real file when a property is first read (esbuild's CommonJS reads imports as properties at use).
for (const [name, plugins] of Object.entries(VENDOR)) {
  await build({ ...common, banner: {}, format: 'cjs', entryPoints: [name], outfile: `dist/bundle/lazy/vendor/${name}.js`, plugins });
  writeFileSync(`dist/bundle/lazy/chunks/${name}-lazy.js`, lazyStandIn(name));
}

// Node 20 keeps V8's code cache only for what it compiles itself, never for an ES module: the split build is turned
// into CommonJS files, which bin/escarmouche.js compiles through the cache (src/cli/code-cache.ts). An import() of our
// own file becomes a require(); an import() of a package (chalk, inquirer: ES modules) goes through a function of the
// code cache's module, because a vm.Script cannot import without a flag on Node 20.
const ownImports = (code) => code.replace(/\bimport\("(\.{1,2}\/[^"]+)"\)/g, 'Promise.resolve().then(()=>require("$1"))');
const packageImports = (code) => {
  const rewritten = code.replace(/\bimport\("([^".][^"]*)"\)/g, '$$import("$1")');
  if (rewritten === code) return code;
  const helper = 'var $import=globalThis[Symbol.for("escarmouche.import")]||(s=>import(s));';
  return rewritten.startsWith('"use strict";') ? `"use strict";${helper}${rewritten.slice('"use strict";'.length)}` : `${helper}${rewritten}`;
};
const vendorImports = (code, file) =>
  code.replace(/\brequire\("(zod|yaml)"\)/g, (_, name) => `require(${JSON.stringify(`./${path.relative(path.dirname(file), `dist/bundle/lazy/chunks/${name}-lazy.js`)}`.replace(/^\.\/\.\./, '..'))})`);
const filesOf = (dir) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
for (const file of filesOf('dist/bundle/lazy').filter((f) => f.endsWith('.js'))) {
  const source = readFileSync(file, 'utf8');
  const { code } = await transform(ownImports(source), {
    format: 'cjs',
    loader: 'js',
    platform: 'node',
    target: 'node20',
    define: { 'import.meta.url': '__import_meta_url' },
    banner: source.includes('import.meta.url') ? 'var __import_meta_url=require("node:url").pathToFileURL(__filename).href;' : '',
    minifySyntax: true,
    minifyWhitespace: !readable,
    logLevel: 'warning',
  });
  writeFileSync(file, packageImports(vendorImports(code, file)));
}
writeFileSync('dist/bundle/lazy/package.json', '{ "type": "commonjs" }\n');
mergeChunks('dist/bundle/lazy/chunks');
writeFileSync('dist/bundle/cli/main.cjs', packageImports(ownImports(readFileSync('dist/bundle/cli/main.cjs', 'utf8'))));

/**
 * esbuild splits the code shared by the commands and rulesets into some forty small chunks, and Node spends about a
 * quarter of a millisecond on each file it loads (resolving, reading, compiling): `validate` of one band loaded twenty.
 * The chunks are put in one file, `chunks/shared.js`, each as a function run on its first require (what Node's module
 * wrapper does), under its own name: the files that required `chunks/NAME.js` now ask `chunks/shared.js` for NAME.
 */
function mergeChunks(dir) {
  const names = readdirSync(dir).filter((f) => f.endsWith('.js')).sort();
  const defs = names.map((name) => `${JSON.stringify(name)}: function (exports, require, module, __filename, __dirname) {\n${readFileSync(path.join(dir, name), 'utf8')}\n}`);
  const loader = `"use strict";
const defs = {
${defs.join(',\n')}
};
const loaded = new Map();
function load(name) {
  let module = loaded.get(name);
  if (module) return module.exports;
  module = { exports: {}, id: name, filename: require("node:path").join(__dirname, name), loaded: false };
  loaded.set(name, module);
  const inner = (request) => (request.startsWith("./") && Object.hasOwn(defs, request.slice(2)) ? load(request.slice(2)) : require(request));
  defs[name].call(module.exports, module.exports, inner, module, module.filename, __dirname);
  module.loaded = true;
  return module.exports;
}
module.exports = load;
`;
  for (const name of names) rmSync(path.join(dir, name));
  writeFileSync(path.join(dir, 'shared.js'), loader);
  const chunk = /require\("((?:\.\.?\/)+)chunks\/([^"/]+\.js)"\)/g;
  for (const file of filesOf(path.dirname(dir)).filter((f) => f.endsWith('.js') && path.dirname(f) !== dir)) {
    const code = readFileSync(file, 'utf8');
    const merged = code.replace(chunk, (_, up, name) => `require("${up}chunks/shared.js")(${JSON.stringify(name)})`);
    if (merged !== code) writeFileSync(file, merged);
  }
}

// The content hash of each file the code cache compiles: its cache's name.
const hashes = {};
for (const file of [...filesOf('dist/bundle/lazy').filter((f) => f.endsWith('.js')), 'dist/bundle/cli/main.cjs']) {
  hashes[path.relative('dist/bundle', file)] = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 32);
}
writeFileSync('dist/bundle/code-cache.json', `${JSON.stringify(hashes, null, 1)}\n`);

// The library (package.json `exports`), an ES module in its own split build: the core with yaml and zod in a few
// files instead of hundreds (zod alone is 225 modules, half a second to import), each ruleset a chunk loaded on use.
await build({
  ...common,
  entryPoints: { index: 'src/index.ts' },
  outdir: 'dist/bundle/lib',
  // Not minified: Node prints the source line of an uncaught throw, and a minified line is kilobytes of code. The
  // user's stack then names readable lines (tests/e2e/library-errors.test.ts measures stderr under 2 KB).
  minifySyntax: false,
  minifyWhitespace: false,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  plugins: [yamlWithoutTokenLog],
});
