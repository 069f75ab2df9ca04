// Loaded with `node --import`: any import of zod, yaml or a ruleset module (src/rulesets/<id>/index) fails the process,
// proving that a command does not load them.
import { register } from 'node:module';

const hooks = `
const forbidden = [/\\/node_modules\\/(zod|yaml)\\//, /\\/dist\\/(bundle\\/)?rulesets\\/[^/]+\\/index\\.js$/];
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (forbidden.some((pattern) => pattern.test(result.url))) throw new Error('forbidden import: ' + result.url);
  return result;
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
