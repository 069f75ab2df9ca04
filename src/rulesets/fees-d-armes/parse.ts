/** YAML data to a typed band: structure by the zod schema, then each special rule resolved against §5 or kept as free text. */
import { warning, type Finding, type YamlPath } from '../../core/diagnostics/diagnostics.js';
import type { HouseRules, ParseResult } from '../../core/ruleset/ruleset.js';
import { parseBy } from '../../core/schema/schema-findings.js';
import type { FeesAction, FeesBand, FeesFigure, RuleRef } from './band.js';
import { rules } from './catalogue.js';
import { feesRules } from './house-rules.js';
import { bandSchema, type BandInput } from './schema.js';
import { shapes } from './shapes.js';

/** "Repousser (1)", "tir(6)", "Sans peur": a name and an optional parenthesised parameter. */
const RULE_TEXT = /^\s*([^()]+?)\s*(?:\(\s*([^()]*?)\s*\))?\s*$/;
const WHOLE = /^\d+$/;

/** One rule as written: the §5 rule with its parameter, or free text. */
export function resolveRule(text: string, index: number): RuleRef {
  const match = RULE_TEXT.exec(text);
  const def = match ? rules.get(match[1]!) : undefined;
  if (!match || !def) return { text, index };
  const param = match[2];
  if (param === undefined) return { text, index, def };
  return { text, index, def, param, ...(WHOLE.test(param) ? { value: Number(param) } : {}) };
}

function resolveRules(texts: readonly string[], path: YamlPath, findings: Finding[]): RuleRef[] {
  return texts.map((text, i) => {
    const ref = resolveRule(text, i);
    if (!ref.def) {
      const name = RULE_TEXT.exec(text)?.[1] ?? text;
      findings.push(warning('fees/unknown-rule', [...path, i], { actual: text, suggestion: rules.hint(name) }));
    }
    return ref;
  });
}

function resolveAction(input: BandInput['figures'][number]['actions'][number], path: YamlPath, findings: Finding[]): FeesAction {
  return {
    name: input.name,
    need: input.need,
    ...(input.damage !== undefined ? { damage: input.damage } : {}),
    plus: input.plus,
    effects: resolveRules(input.effects, [...path, 'effects'], findings),
    ...(input.text !== undefined ? { text: input.text } : {}),
  };
}

function resolveFigure(input: BandInput['figures'][number], i: number, findings: Finding[]): FeesFigure {
  const at: YamlPath = ['figures', i];
  return {
    name: input.name,
    cost: input.cost,
    factions: input.factions,
    action: input.action,
    move: input.move,
    armour: input.armour,
    health: input.health,
    actions: input.actions.map((a, j) => resolveAction(a, [...at, 'actions', j], findings)),
    rules: resolveRules(input.rules, [...at, 'rules'], findings),
    ...(input.text !== undefined ? { text: input.text } : {}),
  };
}

export function parse(data: unknown, houseRules: HouseRules = {}): ParseResult<FeesBand> {
  const result = parseBy(shapes.band, bandSchema, data);
  if (!result.success) return { findings: result.findings };
  const findings: Finding[] = [];
  const figures = result.data.figures.map((f, i) => resolveFigure(f, i, findings));
  const band: FeesBand = {
    name: result.data.name,
    points: result.data.points,
    ...(result.data.faction !== undefined ? { faction: result.data.faction } : {}),
    figures,
    houseRules: feesRules(houseRules),
  };
  return { band, findings };
}
