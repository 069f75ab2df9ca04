/** `roll --exact`: the exact distribution of dice, apart from roll.ts so that a plain roll never loads the engine. */
import { exact } from '../dice/exact.js';
import { exactReport } from '../dice/report.js';
import type { Report } from '../ruleset/ruleset.js';
import type { ApiEnv } from './env.js';
import { parseDice } from './roll.js';

export function exactDice(source: string, env: ApiEnv): Report {
  const expression = parseDice(source, env);
  return exactReport(expression, exact(expression), env.messages);
}
