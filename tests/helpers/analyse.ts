/** Runs the validate pipeline in-process on YAML text: findings with code, line and column. */
import { analyse, diagnostics } from '../../src/core/analyse.js';
import { Messages } from '../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../src/core/messages/core.js';
import { registry } from '../../src/rulesets/index.js';

export async function check(text: string) {
  const analysis = await analyse(new TextEncoder().encode(text), 'band.yaml', registry, { salvage: true });
  const messages = new Messages('en', [CORE_MESSAGES, ...(analysis.ruleset ? [analysis.ruleset.messages] : [])]);
  const found = diagnostics(analysis, messages);
  return {
    analysis,
    diagnostics: found,
    errors: found.filter((d) => d.severity === 'error').map((d) => ({ code: d.code, line: d.line, column: d.column })),
    warnings: found.filter((d) => d.severity === 'warning').map((d) => ({ code: d.code, line: d.line, column: d.column })),
    infos: found.filter((d) => d.severity === 'info').map((d) => ({ code: d.code, line: d.line, column: d.column })),
  };
}
