/** YAML data to a typed band: structure by the zod schema, then every name resolved or reported with suggestions. */
import { error, type Finding, type YamlPath } from '../../core/diagnostics/diagnostics.js';
import { toId } from '../../core/diagnostics/names.js';
import type { HouseRules, ParseResult } from '../../core/ruleset/ruleset.js';
import { resolveNames, unknownName } from '../../core/ruleset/resolve-names.js';
import { parseBy } from '../../core/schema/schema-findings.js';
import { STYLES, type FfBand, type FfCharacter, type Style } from './band.js';
import * as catalogue from './catalogue/index.js';
import { ffRules } from './house-rules.js';
import { toLedger } from '../../core/campaign/ledger.js';
import { AWARD_KEYS } from './campaign/index.js';
import { potionAction } from './campaign/potions.js';
import { bandSchema, type BandInput } from './schema.js';
import { shapes } from './shapes.js';

function resolveCharacter(input: BandInput['characters'][number], i: number, findings: Finding[]): FfCharacter {
  const at: YamlPath = ['characters', i];
  const style = toId(input.style) as Style;
  if (!STYLES.includes(style)) findings.push(error('ff/unknown-style', [...at, 'style'], { actual: input.style, limit: STYLES.join(' | ') }));
  const specialty = input.specialty === undefined ? undefined : catalogue.specialties.get(input.specialty);
  if (input.specialty !== undefined && !specialty) findings.push(unknownName('ff/unknown-specialty', [...at, 'specialty'], input.specialty, catalogue.specialties));
  return {
    name: input.name,
    style: STYLES.includes(style) ? style : 'agile',
    classes: resolveNames(input.classes, catalogue.classes, 'ff/unknown-class', [...at, 'classes'], findings),
    equipment: resolveNames(input.equipment, catalogue.equipment, 'ff/unknown-equipment', [...at, 'equipment'], findings),
    spells: resolveNames(input.spells, catalogue.spells, 'ff/unknown-spell', [...at, 'spells'], findings),
    ...(specialty ? { specialty } : {}),
  };
}

export function parse(data: unknown, houseRules: HouseRules = {}): ParseResult<FfBand> {
  const result = parseBy(shapes.band, bandSchema, data);
  if (!result.success) return { findings: result.findings };
  const findings: Finding[] = [];
  const characters = result.data.characters.map((c, i) => resolveCharacter(c, i, findings));
  const campaign = result.data.campaign ? { campaign: toLedger(result.data.campaign, AWARD_KEYS, [potionAction]) } : {};
  return { band: { name: result.data.name, pc: result.data.pc, rules: ffRules(houseRules), characters, ...campaign }, findings };
}
