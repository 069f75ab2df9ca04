/** The two sides of an attack as plain numbers: a unit of a band file, or stats typed on the command line. */
import { usageError } from '../../../core/diagnostics/errors.js';
import type { Options, Side } from '../../../core/ruleset/ruleset.js';
import { hasEquipment, hasSkill, type MefBand } from '../band.js';
import { attackOptions, rolls } from '../options.js';
import type { SpellDef } from '../catalogue.js';
import type { AttackDie } from './model.js';

export interface Fighter {
  readonly name: string;
  /** Typed on the command line rather than a unit of a band file. */
  readonly typed: boolean;
  /** The band file of a unit; `null` when typed. */
  readonly file: string | null;
  readonly models: number;
  /** null when typed: the command line gives no Dép, Men or skills. */
  readonly dep: number | null;
  readonly men: number | null;
  readonly mel: readonly AttackDie[];
  readonly tir: readonly AttackDie[];
  readonly def: number;
  readonly vie: number;
  readonly lance: boolean;
  readonly effrayant: boolean;
  /** Vol (II.A); null when typed: the command line gives no movement. */
  readonly vol: boolean | null;
  /** The unit's role and spells (none when typed). */
  readonly role: string | null;
  readonly spells: readonly SpellDef[];
}

export type Role = 'attacker' | 'target';

/** `--target-models` for `targetModels`: how the user typed an option, for messages. */
export const flagOf = (key: string): string => [...attackOptions, ...rolls.flatMap((r) => r.options)].find((o) => o.key === key)?.flags.split(' ')[0] ?? key;

/** A whole number from −20 to 20 (a bonus or malus), or 0 when absent. */
export const signedCount = (options: Options, key: string): number => count(options, key, -20, 0, 20);

/** `Number.isInteger` as a type guard: false for a string, a fraction or anything else that is not a whole number. */
const isWhole = (value: unknown): value is number => Number.isInteger(value);

/** A whole number at least `min` from the options, or `fallback` when absent. */
export function count(options: Options, key: string, min: number, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = options[key];
  if (value === undefined) return fallback;
  if (!isWhole(value) || value < min || value > max) {
    throw usageError('mef-fan/option-range', { option: flagOf(key), actual: String(value), limit: max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `${min}–${max}` });
  }
  return value;
}

const MODELS_KEY: Record<Role, string> = { attacker: 'models', target: 'targetModels' };

function fromUnit(band: MefBand, file: string, index: number, role: Role, options: Options): Fighter {
  const unit = band.units[index]!;
  return {
    name: unit.name,
    typed: false,
    file,
    models: count(options, MODELS_KEY[role], 1, unit.models, unit.models),
    dep: unit.dep,
    men: unit.men,
    mel: unit.mel.map((m) => ({ score: m.score, perforant: m.perforant })),
    tir: unit.tir.map((t) => ({ score: t.score, perforant: t.perforant })),
    def: unit.def,
    vie: unit.vie,
    lance: hasEquipment(unit, 'lance'),
    effrayant: hasSkill(unit, 'effrayant'),
    vol: unit.movement.id === 'vol',
    role: unit.role.id,
    spells: unit.spells.map((s) => s.def),
  };
}

/** Typed attacker: `--mel N` or `--tir N` with `--perforant`; typed target: `--def N` and `--vie N`. */
function typed(role: Role, options: Options): Fighter {
  const perforant = count(options, 'perforant', 0, 0);
  const score = (key: string): AttackDie[] => (options[key] === undefined ? [] : [{ score: count(options, key, 0, 0), perforant }]);
  if (role === 'target' && options.def === undefined) throw usageError('mef-fan/typed-target', {});
  return {
    name: role,
    typed: true,
    file: null,
    models: count(options, MODELS_KEY[role], 1, 1),
    dep: null,
    men: null,
    mel: role === 'attacker' ? score('mel') : [],
    tir: role === 'attacker' ? score('tir') : [],
    def: role === 'target' ? count(options, 'def', 0, 0) : 0,
    vie: role === 'target' ? count(options, 'vie', 1, 1, 4) : 1,
    lance: false,
    effrayant: false,
    vol: null,
    role: null,
    spells: [],
  };
}

export function fighter(side: Side<MefBand>, role: Role, options: Options): Fighter {
  if (side.kind === 'typed') return typed(role, options);
  return fromUnit(side.band, side.file, side.member.path[1] as number, role, options);
}
