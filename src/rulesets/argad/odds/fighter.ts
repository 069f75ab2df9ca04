/** A fighter or shooter as the odds see it: from a troop file, or typed on the command line. */
import { usageError } from '../../../core/diagnostics/errors.js';
import type { Member, Options, Side } from '../../../core/ruleset/ruleset.js';
import { MOUNTED, type ArgadBand, type Mounted } from '../band.js';
import * as tables from '../catalogue/index.js';
import type { ArmourDef, MeleeDef, RangedDef } from '../catalogue/types.js';
import type { ArgadRules } from '../house-rules.js';
import { toId } from '../../../core/diagnostics/names.js';
import { words } from './explain.js';
import { HEALTH_POINTS_MAX, HEALTH_POINTS_MIN } from '../checks/health-points.js';
import { inRange, int } from './options.js';

export interface Fighter {
  readonly name: string;
  /** The band file of a member; null for a side typed in. */
  readonly file: string | null;
  readonly count: number;
  readonly class: number;
  readonly armour: ArmourDef;
  readonly melee: MeleeDef;
  readonly ranged?: RangedDef;
  readonly mounted?: Mounted;
  readonly skills: ReadonlySet<string>;
  readonly die: number;
  readonly healthPoints: number;
  /** Points de vie left: `--target-health-points` for the target, else all of them. */
  readonly pv: number;
  /** House rules of the troop file, for a member; typed sides follow the rulebook's reading. */
  readonly rules?: ArgadRules;
}

export const isCavalier = (f: Fighter): boolean => f.mounted === 'cavalier';
export const has = (f: Fighter, skill: string): boolean => f.skills.has(skill);

function fromMember(band: ArgadBand, member: Member, file: string, dismounted: boolean): Fighter {
  const index = member.path[1];
  const c = typeof index === 'number' ? band.characters[index] : band.characters.find((x) => toId(x.name) === toId(member.name));
  if (!c) throw usageError('argad/unknown-member', { actual: member.name });
  return {
    name: c.name,
    file,
    count: c.count,
    class: c.class,
    armour: c.armour,
    melee: c.melee,
    ...(c.ranged ? { ranged: c.ranged } : {}),
    ...(c.mounted && !dismounted ? { mounted: c.mounted } : {}),
    skills: new Set(c.skills.map((s) => s.def.id)),
    die: c.die,
    healthPoints: c.healthPoints,
    pv: c.healthPoints,
    rules: band.rules,
  };
}

const text = (value: unknown): string | undefined => (value === undefined ? undefined : String(value));
const list = (value: unknown): string[] => (value === undefined ? [] : Array.isArray(value) ? value.map(String) : String(value).split(','));

/** `known`: the names to list, or the close ones (a long table: the weapons of the rulebook). */
function lookup<T>(value: string | undefined, get: (v: string) => T | undefined, flag: string, known: readonly string[] | ((v: string) => string)): T | undefined {
  if (value === undefined) return undefined;
  const found = get(value);
  if (!found) throw usageError('argad/typed-unknown', { flag, actual: value, known: typeof known === 'function' ? known(value) : known.join(' | ') });
  return found;
}

/** A side typed on the command line: `--class 4 --armour 5 --melee longue` (attacker), `--target-class …` (target). */
export function fromOptions(options: Options, prefix: '' | 'target', dismounted: boolean): Fighter {
  const key = (name: string) => (prefix ? `${prefix}${name[0]!.toUpperCase()}${name.slice(1)}` : name);
  const flag = (name: string) => `--${prefix ? `${prefix}-` : ''}${name}`;
  const given = options[key('class')];
  // Number.isInteger refuses every value that is not a number.
  const cls = given as number;
  if (!Number.isInteger(given) || cls < 1 || cls > 5) throw usageError('argad/typed-class', { flag: flag('class'), actual: String(given ?? '') });
  const mounted = text(options[key('mounted')]);
  if (mounted !== undefined && !MOUNTED.includes(toId(mounted) as Mounted)) throw usageError('argad/typed-unknown', { flag: flag('mounted'), actual: mounted, known: MOUNTED.join(' | ') });
  const die = options[key('die')] ?? 6;
  if (![4, 6, 8, 10, 12].includes(die as number)) throw usageError('argad/typed-unknown', { flag: flag('die'), actual: String(die), known: '4 | 6 | 8 | 10 | 12' });
  const skills = list(options[key('skill')]).map((s) => lookup(s, (v) => tables.skills.get(v), flag('skill'), tables.skills.ids())!.id);
  const ranged = lookup(text(options[key('ranged')]), (v) => tables.ranged.get(v), flag('ranged'), tables.ranged.ids());
  return {
    name: words(options.lang === 'fr' ? 'fr' : 'en').text(prefix ? 'argad/typed-target' : 'argad/typed-attacker', { class: cls }),
    file: null,
    count: 1,
    class: cls,
    armour: lookup(text(options[prefix ? 'targetArmour' : 'attackerArmour']) ?? 'legere', (v) => tables.armours.get(v), prefix ? '--target-armour' : '--attacker-armour', tables.armours.labels())!,
    melee: lookup(text(options[key('melee')]) ?? 'courte', (v) => tables.melee.get(v), flag('melee'), (v) => tables.melee.hint(v))!,
    ...(ranged ? { ranged } : {}),
    // Stryker disable next-line ConditionalExpression: an absent --mounted gives `mounted: undefined` either way
    ...(mounted !== undefined && !dismounted ? { mounted: toId(mounted) as Mounted } : {}),
    skills: new Set(skills),
    die: die as number,
    healthPoints: 1,
    pv: 1,
  };
}

/**
 * `--target-health-points N`: the target's points de vie left (1 for a character of two points de vie already wounded).
 * Never above the figure's own, named in the refusal; a target typed in has as many as given, up to the book's two.
 */
function withPv(f: Fighter, options: Options): Fighter {
  if (options.targetHealthPoints === undefined) return f;
  const max = f.file === null ? HEALTH_POINTS_MAX : f.healthPoints;
  const pv = inRange(int(options, 'targetHealthPoints', '--target-health-points')!, HEALTH_POINTS_MIN, HEALTH_POINTS_MAX, '--target-health-points');
  if (pv > max) throw usageError('argad/health-points-above', { flag: '--target-health-points', actual: pv, name: f.name, limit: max });
  return f.file === null ? { ...f, healthPoints: pv, pv } : { ...f, pv };
}

export function fighterOf(side: Side<ArgadBand>, options: Options, prefix: '' | 'target'): Fighter {
  const dismounted = prefix === '' ? options.dismounted === true : options.targetDismounted === true;
  const f = side.kind === 'member' ? fromMember(side.band, side.member, side.file, dismounted) : fromOptions({ ...side.options, lang: options.lang }, prefix, dismounted);
  return prefix === 'target' ? withPv(f, options) : f;
}

/** Who attacks whom, as in every ruleset's JSON: `{"name","file"}` (`file` null for a side typed in), and its kit. */
export const who = (f: Fighter) => ({ name: f.name, file: f.file, class: f.class, armour: f.armour.label, melee: f.melee.id, melee_category: f.melee.category, ranged: f.ranged?.id ?? null, mounted: f.mounted ?? null });
