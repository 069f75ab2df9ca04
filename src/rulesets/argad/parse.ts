/** YAML data to a typed troop: structure by the zod schema, then every name resolved or reported with suggestions. */
import { error, type Finding, type YamlPath } from '../../core/diagnostics/diagnostics.js';
import { toId } from '../../core/diagnostics/names.js';
import type { HouseRules, ParseResult } from '../../core/ruleset/ruleset.js';
import { resolveNames, unknownName } from '../../core/ruleset/resolve-names.js';
import { parseBy } from '../../core/schema/schema-findings.js';
import { MOUNTED, ROLES, type ArgadBand, type ArgadCharacter, type Mounted, type Role } from './band.js';
import { ARMOURS } from './catalogue/armour.js';
import * as tables from './catalogue/index.js';
import { MELEE } from './catalogue/melee.js';
import { toLedger } from '../../core/campaign/ledger.js';
import { healAction } from './campaign/heal.js';
import { argadRules } from './house-rules.js';
import { bandSchema, type CharacterInput } from './schema.js';
import { shapes } from './shapes.js';

function choice<T extends string>(input: string | undefined, allowed: readonly T[], code: string, path: YamlPath, findings: Finding[]): T | undefined {
  if (input === undefined) return undefined;
  const id = toId(input) as T;
  if (allowed.includes(id)) return id;
  findings.push(error(code, path, { actual: input, limit: allowed.join(' | ') }));
  return undefined;
}

function resolveArmour(input: string | number, path: YamlPath, findings: Finding[]) {
  const def = tables.armours.get(input);
  if (def) return def;
  // The rule's words list every armour: the fix names only close ones (issue 37).
  findings.push(error('argad/unknown-armour', path, { actual: String(input), suggestion: tables.armours.suggest(input).join(', ') }));
  return ARMOURS[0]!;
}

function resolveCharacter(input: CharacterInput, i: number, findings: Finding[]): ArgadCharacter {
  const at: YamlPath = ['characters', i];
  const melee = tables.melee.get(input.melee);
  if (!melee) findings.push(unknownName('argad/unknown-melee', [...at, 'melee'], input.melee, tables.melee));
  // Stryker disable next-line ConditionalExpression: looking up an absent name finds nothing, as skipping the lookup does
  const ranged = input.ranged === undefined ? undefined : tables.ranged.get(input.ranged);
  if (input.ranged !== undefined && !ranged) findings.push(unknownName('argad/unknown-ranged', [...at, 'ranged'], input.ranged, tables.ranged));
  const role = choice<Role>(input.role, ROLES, 'argad/unknown-role', [...at, 'role'], findings);
  const mounted = choice<Mounted>(input.mounted, MOUNTED, 'argad/unknown-mounted', [...at, 'mounted'], findings);
  return {
    name: input.name,
    count: input.count,
    class: input.class,
    armour: resolveArmour(input.armour, [...at, 'armour'], findings),
    melee: melee ?? MELEE.find((m) => m.id === 'courte')!,
    ...(ranged ? { ranged } : {}),
    ...(role ? { role } : {}),
    ...(mounted ? { mounted } : {}),
    healthPoints: input.health_points,
    health: input.health ?? input.class,
    morale: input.morale ?? input.class,
    skills: resolveNames(input.skills, tables.skills, 'argad/unknown-skill', [...at, 'skills'], findings),
    die: input.die,
  };
}

export function parse(data: unknown, houseRules: HouseRules = {}): ParseResult<ArgadBand> {
  const result = parseBy(shapes.band, bandSchema, data);
  if (!result.success) return { findings: result.findings };
  const findings: Finding[] = [];
  const characters = result.data.characters.map((c, i) => resolveCharacter(c, i, findings));
  const campaign = result.data.campaign ? { campaign: toLedger(result.data.campaign, [], [healAction]) } : {};
  return { band: { name: result.data.name, packAnimals: result.data.pack_animals, rules: argadRules(houseRules), characters, ...campaign }, findings };
}
