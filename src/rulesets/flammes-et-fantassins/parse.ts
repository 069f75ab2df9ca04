/** YAML data to a typed band: structure by the zod schema, then every name resolved or reported with suggestions. */
import { error, type Finding, type YamlPath } from '../../core/diagnostics.js';
import { toId, type NameIndex } from '../../core/names.js';
import type { HouseRules, ParseResult } from '../../core/ruleset.js';
import { PARSE_OPTIONS, schemaFindings } from '../../core/schema-findings.js';
import { STYLES, type Entry, type FfBand, type FfCharacter, type Style } from './band.js';
import * as catalogue from './catalogue/index.js';
import { ffRules } from './house-rules.js';
import { toLedger } from '../../core/campaign/ledger.js';
import { AWARD_KEYS } from './campaign/index.js';
import { bandSchema, type BandInput } from './schema.js';

type Named = { readonly id: string };

function resolveList<T extends Named>(
  names: readonly string[],
  index: NameIndex<T & { aliases?: readonly string[] }>,
  code: string,
  path: YamlPath,
  findings: Finding[],
): Entry<T>[] {
  const entries: Entry<T>[] = [];
  names.forEach((name, i) => {
    const def = index.get(name);
    if (def) entries.push({ def, index: i });
    else findings.push(unknown(code, [...path, i], name, index));
  });
  return entries;
}

function unknown(code: string, path: YamlPath, name: string, index: NameIndex<Named>): Finding {
  const suggestions = index.suggest(name);
  return error(code, path, { actual: name, suggestion: suggestions.length ? suggestions.join(', ') : index.ids().slice(0, 6).join(', ') + ' …' });
}

function resolveCharacter(input: BandInput['characters'][number], i: number, findings: Finding[]): FfCharacter {
  const at: YamlPath = ['characters', i];
  const style = toId(input.style) as Style;
  if (!STYLES.includes(style)) findings.push(error('ff/unknown-style', [...at, 'style'], { actual: input.style, limit: STYLES.join(' | ') }));
  const specialty = input.specialty === undefined ? undefined : catalogue.specialties.get(input.specialty);
  if (input.specialty !== undefined && !specialty) findings.push(unknown('ff/unknown-specialty', [...at, 'specialty'], input.specialty, catalogue.specialties));
  return {
    name: input.name,
    style: STYLES.includes(style) ? style : 'agile',
    classes: resolveList(input.classes, catalogue.classes, 'ff/unknown-class', [...at, 'classes'], findings),
    equipment: resolveList(input.equipment, catalogue.equipment, 'ff/unknown-equipment', [...at, 'equipment'], findings),
    spells: resolveList(input.spells, catalogue.spells, 'ff/unknown-spell', [...at, 'spells'], findings),
    ...(specialty ? { specialty } : {}),
  };
}

export function parse(data: unknown, houseRules: HouseRules = {}): ParseResult<FfBand> {
  const result = bandSchema.safeParse(data, PARSE_OPTIONS);
  if (!result.success) return { findings: schemaFindings(result.error) };
  const findings: Finding[] = [];
  const characters = result.data.characters.map((c, i) => resolveCharacter(c, i, findings));
  const campaign = result.data.campaign ? { campaign: toLedger(result.data.campaign, AWARD_KEYS) } : {};
  return { band: { name: result.data.name, pc: result.data.pc, rules: ffRules(houseRules), characters, ...campaign }, findings };
}
