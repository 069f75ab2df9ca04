/**
 * `escarmouche simulate-attack <attacker> <target>`: exact odds of one attack, computed by the ruleset's attack
 * model. This command only finds the two sides (band members or typed-in numbers), reads the options every
 * ruleset declares, and prints; it never branches on a ruleset.
 */
import { estimate, type Estimate } from '../core/dice/monte-carlo.js';
import { randomSeed, SeededRng } from '../core/dice/rng.js';
import { isError } from '../core/diagnostics.js';
import { EXIT, usageError, type ExitCode } from '../core/errors.js';
import { readHouseRules, tableRules, type FileRules } from '../core/house-rules.js';
import { suggest, toId } from '../core/names.js';
import type { AttackModel, Options, Report, Ruleset, RulesetManifest, Side } from '../core/ruleset.js';
import type { View } from '../core/view.js';
import { registry } from '../rulesets/index.js';
import { analyseFile } from './band.js';
import type { Context } from './context.js';
import { toJsonText } from './json.js';
import { readOptions } from './option-values.js';
import { percent, renderDiagnostic, renderView } from './render.js';

type Role = 'attacker' | 'target';
const ROLES: readonly Role[] = ['attacker', 'target'];
export const MAX_TRIALS = 10_000_000;

/** Options handled here for every ruleset; the rest come from the manifests' `attackOptions`. */
export interface CommonAttackOptions {
  readonly ruleset?: string;
  readonly json?: boolean;
  readonly dice?: string;
  readonly trials?: string;
  readonly seed?: string;
}

const flagOf = (flags: string): string => flags.split(/[ ,]/)[0]!;

function manifestNamed(name: string): RulesetManifest {
  const manifest = registry.find(name);
  if (!manifest) throw usageError('cli/unknown-ruleset', { actual: name, known: registry.ids().join(', ') });
  return manifest;
}

/** A side is typed in when any option declared for it (`side`) is given. */
const typedRoles = (raw: Record<string, unknown>): Role[] =>
  ROLES.filter((role) => registry.manifests.some((m) => m.attackOptions.some((spec) => spec.side === role && raw[spec.key] !== undefined)));

interface Loaded {
  readonly ruleset: Ruleset;
  readonly side: Side<unknown>;
  /** The band file's data and house rules, to give it the table-wide rules of the other file. */
  readonly data: Record<string, unknown>;
  readonly rules: FileRules;
}

/** `FILE#Name` (or `FILE` alone for a band of one) to a member of a valid band; an invalid band prints its diagnostics. */
async function loadMember(arg: string, context: Context, json: boolean): Promise<Loaded | ExitCode> {
  const hash = arg.lastIndexOf('#');
  const file = hash >= 0 ? arg.slice(0, hash) : arg;
  const name = hash >= 0 && hash < arg.length - 1 ? arg.slice(hash + 1) : undefined;
  const { analysis, diagnostics } = await analyseFile(file, context);
  const errors = diagnostics.filter(isError);
  if (errors.length > 0 || !analysis.ruleset || analysis.band === undefined) {
    if (json) context.out(JSON.stringify({ file, valid: false, diagnostics: errors.map(({ file: _f, ...d }) => d) }, null, 2));
    else {
      for (const d of errors) context.err(renderDiagnostic(d, context.messages, context.color));
      context.err(context.messages.text('cli/invalid-band', { file, count: errors.length }));
    }
    return EXIT.invalid;
  }
  const roster = analysis.ruleset.roster(analysis.band);
  if (roster.length === 0) throw usageError('cli/attack-empty', { file });
  const names = roster.map((m) => m.name);
  let member = roster[0]!;
  if (name === undefined) {
    if (roster.length > 1) throw usageError('cli/attack-member-required', { file, count: roster.length, known: names.join(', ') });
  } else {
    const found = roster.find((m) => toId(m.name) === toId(name));
    if (!found) {
      const close = suggest(name, roster.map((m) => toId(m.name))).map((id) => names.find((n) => toId(n) === id)!);
      throw usageError('cli/attack-member-unknown', { actual: name, file, suggestion: (close.length ? close : names).join(', ') });
    }
    member = found;
  }
  const data = analysis.document!.data as Record<string, unknown>;
  const rules = { file, rules: analysis.houseRules?.rules ?? {}, overridden: analysis.houseRules?.overridden ?? [] };
  return { ruleset: analysis.ruleset, side: { kind: 'member', band: analysis.band, member, file }, data, rules };
}

/**
 * Table-wide house rules (`scope: 'table'`): what one file sets holds for both sides, each band is read again with it;
 * two files that disagree are refused. Returns the rules some file set, for the output.
 */
function shareTableRules(ruleset: Ruleset, loaded: readonly Loaded[], sides: Partial<Record<Role, Side<unknown>>>, named: readonly Role[]): Record<string, unknown> {
  const specs = ruleset.houseRules ?? [];
  const table = tableRules(specs, loaded.map((l) => l.rules));
  const conflict = table.conflicts[0];
  if (conflict) {
    const [a, b] = conflict.sides;
    throw usageError('cli/attack-house-rule-conflict', { rule: conflict.key, file: a!.file, actual: String(a!.value), other: b!.file, limit: String(b!.value) });
  }
  if (table.set.length === 0) return {};
  for (const [i, role] of named.entries()) {
    const l = loaded[i]!;
    const house = readHouseRules(l.data, specs);
    const band = ruleset.parse(house.data, { ...house.rules, ...table.rules }).band;
    if (band !== undefined) sides[role] = { ...(l.side as Extract<Side<unknown>, { kind: 'member' }>), band };
  }
  return Object.fromEntries(table.set.map((s) => [s.key, s.value]));
}

/** An option of another ruleset is refused rather than ignored. */
export function checkForeign(raw: Record<string, unknown>, manifest: RulesetManifest): void {
  const own = new Set(manifest.attackOptions.map((s) => s.key));
  for (const spec of registry.manifests.flatMap((m) => m.attackOptions)) {
    if (!own.has(spec.key) && raw[spec.key] !== undefined) throw usageError('cli/attack-foreign-option', { option: flagOf(spec.flags), ruleset: manifest.id });
  }
}

function checkTyped(raw: Record<string, unknown>, manifest: RulesetManifest, typed: readonly Role[], context: Context): void {
  for (const role of typed) {
    for (const spec of manifest.attackOptions) {
      if (spec.side === role && spec.required && raw[spec.key] === undefined) {
        throw usageError('cli/attack-typed-missing', { side: context.messages.text(`ui/${role}`), option: flagOf(spec.flags) });
      }
    }
  }
}

function parseDice(text: string, model: AttackModel<unknown>, ruleset: string): number[] {
  if (!model.dice) throw usageError('cli/attack-no-dice', { ruleset });
  const { count, sides } = model.dice;
  const faces = text.split(',').map((f) => f.trim());
  const valid = (count === undefined || faces.length === count) && faces.every((f) => /^\d+$/.test(f) && Number(f) >= 1 && Number(f) <= sides);
  if (!valid) throw usageError(count === undefined ? 'cli/attack-bad-faces' : 'cli/attack-bad-dice', { ...(count === undefined ? {} : { count }), sides, actual: text });
  return faces.map(Number);
}

function parseTrials(raw: CommonAttackOptions): number | undefined {
  if (raw.trials === undefined) {
    if (raw.seed !== undefined) throw usageError('cli/attack-seed-alone');
    return undefined;
  }
  if (raw.dice !== undefined) throw usageError('cli/attack-dice-trials');
  const trials = Number(raw.trials);
  if (!/^\d+$/.test(raw.trials.trim()) || trials < 1 || trials > MAX_TRIALS) throw usageError('cli/attack-trials', { max: MAX_TRIALS, actual: raw.trials });
  return trials;
}

const shown = (key: string, value: number): string => (key.startsWith('p_') ? percent(value) : value.toFixed(3));

function monteCarloView(report: Report, mc: Estimate, seed: string, context: Context): View {
  const t = context.messages;
  return [
    { kind: 'heading', text: t.text('ui/monte-carlo', { trials: mc.trials, seed }) },
    {
      kind: 'table',
      columns: [t.text('ui/quantity'), t.text('ui/exact'), t.text('ui/estimate'), t.text('ui/std-error')],
      rows: Object.entries(mc.means).map(([key, mean]) => {
        const exact = report.json[key];
        return [key, typeof exact === 'number' ? shown(key, exact) : '-', shown(key, mean), shown(key, mc.standardErrors[key]!)];
      }),
    },
  ];
}

export async function simulateAttack(args: readonly string[], raw: Record<string, unknown> & CommonAttackOptions, context: Context): Promise<ExitCode> {
  // Two band files without #Name: the matchup table (src/cli/matchup.ts).
  const matched = await (await import('./matchup.js')).simulateMatchup(args, raw, context);
  if (matched !== undefined) return matched;
  const typed = typedRoles(raw);
  const named = ROLES.filter((role) => !typed.includes(role));
  if (args.length !== named.length) throw usageError('cli/attack-sides', { expected: named.length, actual: args.length });
  const wanted = raw.ruleset === undefined ? undefined : manifestNamed(raw.ruleset);
  if (typed.length > 0 && !wanted) throw usageError('cli/attack-typed-ruleset', { side: context.messages.text(`ui/${typed[0]}`), known: registry.ids().join(', ') });
  const trials = parseTrials(raw);

  let ruleset = wanted ? await registry.load(wanted) : undefined;
  const sides: Partial<Record<Role, Side<unknown>>> = {};
  const files: Loaded[] = [];
  for (const [i, role] of named.entries()) {
    const loaded = await loadMember(args[i]!, context, raw.json === true);
    if (typeof loaded === 'number') return loaded;
    if (ruleset && loaded.ruleset.id !== ruleset.id) throw usageError('cli/attack-ruleset-mismatch', { file: (loaded.side as { file: string }).file, actual: loaded.ruleset.id, limit: ruleset.id });
    ruleset = loaded.ruleset;
    sides[role] = loaded.side;
    files.push(loaded);
  }
  if (!ruleset) throw usageError('cli/attack-sides', { expected: 2, actual: args.length });
  const shared = shareTableRules(ruleset, files, sides, named);
  context.messages.add(ruleset.messages);
  const manifest = manifestNamed(ruleset.id);
  const model = ruleset.attack;
  if (!model) throw usageError('cli/attack-unsupported', { ruleset: ruleset.id });
  checkForeign(raw, manifest);
  checkTyped(raw, manifest, typed, context);

  const options: Options = { ...readOptions(manifest.attackOptions, raw), ...(raw.dice !== undefined ? { dice: parseDice(raw.dice, model, ruleset.id) } : {}) };
  for (const role of typed) sides[role] = { kind: 'typed', options };
  if (typeof raw.compare === 'string') {
    if (raw.dice !== undefined || trials !== undefined) throw usageError('cli/compare-dice', { option: raw.dice !== undefined ? '--dice' : '--trials' });
    const { compareAttack } = await import('./compare.js');
    compareAttack(model, manifest, { attacker: sides.attacker!, target: sides.target! }, options, raw.compare, raw.json === true, context, (view) => renderView(view, context.color));
    return EXIT.ok;
  }
  const seed = trials === undefined ? undefined : (raw.seed ?? randomSeed());
  const rng = seed === undefined ? undefined : new SeededRng(seed);
  const report = model.simulate({ attacker: sides.attacker!, target: sides.target!, options, lang: context.lang, ...(rng ? { rng } : {}) });

  let mc: Estimate | undefined;
  if (trials !== undefined) {
    if (!report.sample) throw usageError('cli/attack-no-sampler', { ruleset: ruleset.id });
    mc = estimate(report.sample, rng!, trials);
  }
  const ruled = Object.keys(shared).length > 0;
  if (raw.json) {
    const monteCarlo = mc ? { monte_carlo: { trials: mc.trials, seed, estimates: mc.means, standard_errors: mc.standardErrors } } : {};
    context.out(toJsonText({ ...report.json, ...(ruled ? { table_rules: shared } : {}), ...monteCarlo }));
  } else {
    const rules: View = ruled ? [{ kind: 'lines', lines: [context.messages.text('ui/table-rules', { rules: Object.entries(shared).map(([k, v]) => `${k}: ${String(v)}`).join(', ') })] }] : [];
    context.out(renderView([...report.view, ...rules, ...(mc ? monteCarloView(report, mc, seed!, context) : [])], context.color));
  }
  return EXIT.ok;
}
