// Loaded with `node --import`: an import of zod, yaml, a ruleset module or anything of the lazily loaded part of the
// bundle (dist/bundle/lazy/: the commands that read bands, with yaml, zod and the rulesets in their chunks) fails the
// process, proving that a command runs from the start-up file alone.
import { register } from 'node:module';

const hooks = `
const forbidden = [/\\/node_modules\\/(zod|yaml)\\//, /\\/dist\\/(bundle\\/)?(lazy\\/)?rulesets\\/[^/]+\\/index\\.js$/, /\\/dist\\/bundle\\/lazy\\//];
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (forbidden.some((pattern) => pattern.test(result.url))) throw new Error('forbidden import: ' + result.url);
  return result;
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
