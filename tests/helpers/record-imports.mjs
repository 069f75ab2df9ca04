// Loaded with `node --import`: writes every module URL resolved to standard error, one per line after "import: ",
// so that a test can list what a process loaded (ES modules and the CommonJS modules they require both pass here).
import { register } from 'node:module';

const hooks = `
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  process.stderr.write('import: ' + result.url + '\\n');
  return result;
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
