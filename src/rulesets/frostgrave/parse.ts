/** YAML data to a typed band: structure by the zod schema, then type and weapon resolved or reported with suggestions. */
import { error, type Finding, type YamlPath } from '../../core/diagnostics/diagnostics.js';
import type { NameIndex } from '../../core/diagnostics/names.js';
import type { HouseRules, ParseResult } from '../../core/ruleset/ruleset.js';
import { parseBy } from '../../core/schema/schema-findings.js';
import type { FgBand, FgFigure } from './band.js';
import { figureTypes, weapons, WEAPONS } from './catalogue.js';
import { bandSchema, type FigureInput } from './schema.js';
import { shapes } from './shapes.js';

function resolve<T extends { readonly id: string }>(index: NameIndex<T>, name: string, code: string, path: YamlPath, findings: Finding[]): T | undefined {
  const found = index.get(name);
  if (!found) {
    findings.push(error(code, path, { actual: name, known: index.ids().join(' | '), suggestion: index.hint(name) }));
  }
  return found;
}

function resolveFigure(input: FigureInput, i: number, findings: Finding[]): FgFigure {
  const at: YamlPath = ['figures', i];
  const type = resolve(figureTypes, input.type, 'frostgrave/unknown-type', [...at, 'type'], findings);
  const weapon = resolve(weapons, input.weapon, 'frostgrave/unknown-weapon', [...at, 'weapon'], findings);
  return { ...input, type: type?.id ?? null, weapon: weapon ?? WEAPONS.find((w) => w.id === 'arme-de-base')! };
}

export function parse(data: unknown, houseRules: HouseRules = {}): ParseResult<FgBand> {
  const result = parseBy(shapes.band, bandSchema, data);
  if (!result.success) return { findings: result.findings };
  const findings: Finding[] = [];
  const figures = result.data.figures.map((f, i) => resolveFigure(f, i, findings));
  return { band: { name: result.data.name, criticals: houseRules.criticals === true, wounded: houseRules.wounded === true, figures }, findings };
}
