/** YAML data to a typed army: structure by the zod schema, then every name resolved or reported with suggestions. */
import { error, info, warning, type Finding, type YamlPath } from '../../core/diagnostics/diagnostics.js';
import type { NameIndex } from '../../core/diagnostics/names.js';
import type { HouseRules, ParseResult } from '../../core/ruleset/ruleset.js';
import { resolveNames, unknownName, type Entry } from '../../core/ruleset/resolve-names.js';
import { parseBy } from '../../core/schema/schema-findings.js';
import type { MefBand, MefUnit } from './band.js';
import * as catalogue from './catalogue.js';
import { DEFAULT_RULES, mefRules, type MefRules } from './house-rules.js';
import { bandSchema, type UnitInput } from './schema.js';
import { shapes } from './shapes.js';

type Named = { readonly id: string; readonly aliases?: readonly string[] };

/** One name; an unknown one is reported and replaced by the fallback so that the army still derives. */
function resolveOne<T extends Named>(name: string, index: NameIndex<T>, fallback: string, code: string, path: YamlPath, findings: Finding[]): T {
  const def = index.get(name);
  if (def) return def;
  findings.push(unknownName(code, path, name, index));
  return index.get(fallback)!;
}


/**
 * III.C "Exemples de sorts": a spell outside the list is the players' own (docs/rules-notes.md). Close to an example, it
 * is most likely that example misspelt (a warning); far from all, a spell of the player's own (information); with the
 * house rule `spells-from-examples`, the group allows the examples only (an error).
 */
function resolveSpells(names: readonly string[], path: YamlPath, findings: Finding[], examplesOnly: boolean): Entry<catalogue.SpellDef>[] {
  return names.map((name, i) => {
    const def = catalogue.spells.get(name);
    if (def) return { def, index: i };
    const suggestion = catalogue.spells.hint(name);
    const params = { actual: name, suggestion };
    if (examplesOnly) findings.push(error('mef-fan/spell-not-example', [...path, i], params));
    else findings.push(suggestion ? warning('mef-fan/unknown-spell', [...path, i], params) : info('mef-fan/own-spell', [...path, i], params));
    return { def: { id: name, name, effect: '', unlisted: true }, index: i };
  });
}

function resolveUnit(input: UnitInput, i: number, findings: Finding[], rules: MefRules): MefUnit {
  const at = (...rest: (string | number)[]): YamlPath => ['units', i, ...rest];
  const { DEFAULTS } = catalogue;
  return {
    name: input.name,
    models: input.models,
    role: resolveOne(input.role, catalogue.roles, DEFAULTS.role, 'mef-fan/unknown-role', at('role'), findings),
    dep: input.dep,
    movement: resolveOne(input.movement, catalogue.movements, DEFAULTS.movement, 'mef-fan/unknown-movement', at('movement'), findings),
    mel: input.mel.map((m) => ({ score: m.score, perforant: m.perforant })),
    tir: input.tir.map((t, k) => ({
      score: t.score,
      perforant: t.perforant,
      portee: resolveOne(t.portee, catalogue.ranges, DEFAULTS.range, 'mef-fan/unknown-range', at('tir', k, 'portee'), findings),
      munitions: resolveOne(t.munitions, catalogue.ammunitions, DEFAULTS.ammunition, 'mef-fan/unknown-ammunition', at('tir', k, 'munitions'), findings),
    })),
    def: input.def,
    men: input.men,
    vie: input.vie,
    equipment: resolveNames(input.equipment, catalogue.equipment, 'mef-fan/unknown-equipment', at('equipment'), findings),
    skills: resolveNames(input.skills, catalogue.skills, 'mef-fan/unknown-skill', at('skills'), findings),
    spells: resolveSpells(input.spells, at('spells'), findings, rules.spellsFromExamples),
    ...(input.rank === undefined ? {} : { rank: resolveOne(input.rank, catalogue.ranks, 'sorcier', 'mef-fan/unknown-rank', at('rank'), findings) }),
  };
}

export function parse(data: unknown, houseRules?: HouseRules): ParseResult<MefBand> {
  const result = parseBy(shapes.band, bandSchema, data);
  if (!result.success) return { findings: result.findings };
  const findings: Finding[] = [];
  const rules = houseRules ? mefRules(houseRules) : DEFAULT_RULES;
  const units = result.data.units.map((u, i) => resolveUnit(u, i, findings, rules));
  return { band: { name: result.data.name, points: result.data.points, campaign: result.data.campaign, rules, units }, findings };
}
