// Loaded with `node --import`: an import or a require of zod, yaml, a ruleset module or anything of the lazily loaded
// part of the bundle (dist/bundle/lazy/: the commands that read bands, with yaml, zod and the rulesets in their chunks)
// fails the process, proving that a command runs from the start-up file alone. FORBID_IMPORTS (a regular expression)
// replaces that list: e.g. the chunks of every ruleset but one.
import Module, { register } from 'node:module';

const patterns = process.env.FORBID_IMPORTS
  ? [process.env.FORBID_IMPORTS]
  : ['/node_modules/(zod|yaml)/', '/dist/(bundle/)?(lazy/)?rulesets/[^/]+/index\\.js$', '/dist/bundle/lazy/'];

// ES modules (import()): a resolve hook.
const hooks = `
const forbidden = ${JSON.stringify(patterns)}.map((p) => new RegExp(p));
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (forbidden.some((pattern) => pattern.test(result.url))) throw new Error('forbidden import: ' + result.url);
  return result;
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);

// CommonJS (the bundle's files, compiled through the code cache): Module._load.
const forbidden = patterns.map((p) => new RegExp(p));
const load = Module._load;
Module._load = function guarded(request, parent, isMain) {
  const file = Module._resolveFilename(request, parent, isMain);
  if (forbidden.some((pattern) => pattern.test(file))) throw new Error(`forbidden import: ${file}`);
  return load.apply(this, arguments);
};
