/**
 * `escarmouche simulate-attack <attacker> <target>`: exact odds of one attack (src/core/api/simulate-attack.ts).
 * This command only matches its arguments to the sides that are not typed in, and prints.
 */
import { attackOdds, ROLES, typedRoles, type CommonAttackOptions, type SideRefs } from '../core/api/simulate-attack.js';
import { compareAttack } from '../core/api/compare.js';
import { isMatchupRequest } from '../core/api/matchup.js';
import type { Estimate } from '../core/dice/monte-carlo.js';
import { EXIT, usageError, type ExitCode } from '../core/diagnostics/errors.js';
import type { Report } from '../core/ruleset/ruleset.js';
import type { View } from '../core/ruleset/view.js';
import { registry } from '../rulesets/index.js';
import type { Context } from './context.js';
import { compareView } from './compare.js';
import { toJsonText } from './json.js';
import { quantityLabel, quantityValue, renderView } from './render.js';
import { printInvalid } from './show.js';

export function monteCarloView(report: Report, mc: Estimate, seed: string, context: Context): View {
  const t = context.messages;
  return [
    { kind: 'heading', text: t.text('ui/monte-carlo', { trials: mc.trials, seed }) },
    {
      kind: 'table',
      columns: [t.text('ui/quantity'), t.text('ui/exact'), t.text('ui/estimate'), t.text('ui/std-error')],
      rows: Object.entries(mc.means).map(([key, mean]) => {
        const exact = report.json[key];
        return [quantityLabel(key, t), typeof exact === 'number' ? quantityValue(key, exact) : '-', quantityValue(key, mean), quantityValue(key, mc.standardErrors[key]!)];
      }),
    },
  ];
}

export async function simulateAttack(args: readonly string[], raw: Record<string, unknown> & CommonAttackOptions & { readonly json?: boolean; readonly compare?: string }, context: Context): Promise<ExitCode> {
  const env = { registry, messages: context.messages };
  const typed = typedRoles(raw, env);
  // Two band files without #Name: the matchup table (src/cli/matchup.ts), unless both bands are of one member.
  if (typed.length === 0 && isMatchupRequest(args)) {
    const code = await (await import('./matchup.js')).simulateMatchup([args[0]!, args[1]!], raw, context);
    if (code !== undefined) return code;
  }
  const named = ROLES.filter((role) => !typed.includes(role));
  if (args.length !== named.length) throw usageError('cli/attack-sides', { expected: named.length, actual: args.length });
  const refs = Object.fromEntries(ROLES.map((role) => [role, typed.includes(role) ? { typed: true } : args[named.indexOf(role)]!])) as unknown as SideRefs;
  if (typeof raw.compare === 'string') {
    const compared = await compareAttack(refs, raw, raw.compare, env);
    if (!compared.ok) return printInvalid(compared, raw.json === true, context);
    context.out(raw.json ? toJsonText(compared.json) : renderView(compareView(compared, context), context.color));
    return EXIT.ok;
  }
  const outcome = await attackOdds(refs, raw, env);
  if (!outcome.ok) return printInvalid(outcome, raw.json === true, context);
  if (raw.json) context.out(toJsonText(outcome.json));
  else {
    const mc = outcome.monteCarlo;
    const shared = Object.entries(outcome.tableRules);
    const rules: View = shared.length ? [{ kind: 'lines', lines: [context.messages.text('ui/table-rules', { rules: shared.map(([k, v]) => `${k}: ${String(v)}`).join(', ') })] }] : [];
    const why: View = outcome.impossible ? [{ kind: 'lines', lines: [context.messages.text('ui/attack-impossible', { reason: outcome.impossible })] }] : [];
    context.out(renderView([...outcome.report.view, ...why, ...rules, ...(mc ? monteCarloView(outcome.report, mc.estimate, mc.seed, context) : [])], context.color));
  }
  return EXIT.ok;
}
