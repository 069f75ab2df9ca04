/** A command-line option a ruleset reads, declared as data so that `--help` lists it and the CLI parses it. */
export interface OptionSpec {
  /** Key in the parsed options object, camelCase (`targetPv`). */
  readonly key: string;
  /** Commander flags, `--target-pv <n>` or `--charge`. */
  readonly flags: string;
  readonly type: 'flag' | 'int' | 'number' | 'string' | 'list';
  readonly description: string;
  readonly choices?: readonly string[];
  /** A named roll can only run when its required options are given; it also tells which roll is meant. */
  readonly required?: boolean;
  /**
   * `simulate-attack` only: giving this option types that side in on the command line instead of naming a
   * band member; `required` then means required whenever that side is typed in.
   */
  readonly side?: 'attacker' | 'target';
  /** The range of an `int` or `number` option, checked before any work (default: ±OPTION_LIMIT). */
  readonly min?: number;
  readonly max?: number;
}

/** The range of a numeric option that states none: wide enough for any table, small enough for exact odds. */
export const OPTION_LIMIT = 1000;

export type Options = Readonly<Record<string, unknown>>;

/** An option of `build`: `band` ones answer the questions of a new band (`--pc`), `member` ones describe a member (`--class`). */
export interface BuildOptionSpec extends OptionSpec {
  readonly scope: 'band' | 'member';
}

/** The key of an option named in kebab case, as commander and the library give it (`creation-de-potion` → `creationDePotion`). */
export const camelKey = (name: string): string => name.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** A flag option (`--charge`). */
export const flagOption = (key: string, flags: string, description: string): OptionSpec => ({ key, flags, type: 'flag', description });
/** A whole-number option (`--casting-number <n>`), `required` for a named roll that needs it. */
export const intOption = (key: string, flags: string, description: string, required = false): OptionSpec => ({ key, flags, type: 'int', description, ...(required ? { required } : {}) });
/**
 * `spec` with the range its model reads, from `min` (to `max`; else the generic bound): in the spec so that a value
 * too large and one too small are refused with one range (issue 37).
 */
export const withRange = (spec: OptionSpec, min: number, max?: number): OptionSpec => ({ ...spec, min, ...(max === undefined ? {} : { max }) });
/** The `{ min, max }` of `key` in a ruleset's table of bounds (`{ tokens: [0, 20], … }`). */
export const rangeIn = <K extends string>(bounds: Readonly<Record<K, readonly [number, number]>>, key: K): { min: number; max: number } => ({ min: bounds[key][0], max: bounds[key][1] });
