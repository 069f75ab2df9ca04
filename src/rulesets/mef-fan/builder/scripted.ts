/** `--role`, `--models`, `--dep` … `--spell` to edits: add a whole unit, or replace what is given. */
import type { Edit } from '../../../core/band-files/band-edit.js';
import type { ScriptedTarget } from '../../../core/ruleset/builder.js';
import { usageError } from '../../../core/diagnostics/errors.js';
import type { Options } from '../../../core/ruleset/ruleset.js';
import * as catalogue from '../catalogue.js';

/** A known name in its catalogue spelling; an unknown one as written, so that `validate` suggests the right one. */
const canonical = (index: { get(input: string): { readonly id: string } | undefined }) => (written: string) => index.get(written)?.id ?? written;

const list = (value: unknown): string[] | undefined => (Array.isArray(value) ? value.map(String) : undefined);

/** `3` or `3:1`: a Mél score and its Perforant. */
function melScore(written: string): Record<string, unknown> {
  const match = /^\s*(\d+)\s*(?::\s*(\d+)\s*)?$/.exec(written);
  if (!match) throw usageError('mef-fan/build-bad-mel', { actual: written });
  return { score: Number(match[1]), ...(match[2] && Number(match[2]) > 0 ? { perforant: Number(match[2]) } : {}) };
}

/** `2`, `2:1`, `2:1:longue`, `2:0:longue:unique`: a Tir score, its Perforant, portée and munitions. */
function tirScore(written: string): Record<string, unknown> {
  const [score, perforant, portee, munitions, ...rest] = written.split(':').map((part) => part.trim());
  if (!score || !/^\d+$/.test(score) || (perforant && !/^\d+$/.test(perforant)) || rest.length) throw usageError('mef-fan/build-bad-tir', { actual: written });
  return {
    score: Number(score),
    ...(perforant && Number(perforant) > 0 ? { perforant: Number(perforant) } : {}),
    ...(portee ? { portee: canonical(catalogue.ranges)(portee) } : {}),
    ...(munitions ? { munitions: canonical(catalogue.ammunitions)(munitions) } : {}),
  };
}

/** The unit's keys given on the command line, in the order of the band files. */
function fields(options: Options): [string, unknown][] {
  const out: [string, unknown][] = [];
  const one = (key: string, value: unknown) => value !== undefined && out.push([key, value]);
  one('models', options.models);
  one('role', typeof options.role === 'string' ? canonical(catalogue.roles)(options.role) : undefined);
  one('dep', options.dep);
  one('movement', typeof options.movement === 'string' ? canonical(catalogue.movements)(options.movement) : undefined);
  one('mel', list(options.mel)?.map(melScore));
  one('tir', list(options.tir)?.map(tirScore));
  one('def', options.def);
  one('men', options.men);
  one('vie', options.vie);
  one('equipment', list(options.equip)?.map(canonical(catalogue.equipment)));
  one('skills', list(options.skill)?.map(canonical(catalogue.skills)));
  one('spells', list(options.spell)?.map(canonical(catalogue.spells)));
  one('rank', typeof options.rank === 'string' ? canonical(catalogue.ranks)(options.rank) : undefined);
  return out;
}

const KEY_ORDER = ['name', 'models', 'role', 'dep', 'movement', 'mel', 'tir', 'def', 'men', 'vie', 'equipment', 'skills', 'spells', 'rank'];

/** A new unit before any option: one figure of troupe, Dép 2 ("déplacement standard"), Men 1, Vie 1. */
export const DEFAULT_UNIT = { models: 1, role: 'troupe', dep: 2, mel: [], def: 0, men: 1, vie: 1 } as const;

export function scripted(target: ScriptedTarget, options: Options): readonly Edit[] {
  const given = fields(options);
  if (target.mode === 'add') {
    const unit: Record<string, unknown> = { name: target.name, ...DEFAULT_UNIT, ...Object.fromEntries(given) };
    // In the order of the band files, whatever the order of the options.
    const value = Object.fromEntries(KEY_ORDER.filter((key) => unit[key] !== undefined).map((key) => [key, unit[key]]));
    return [{ op: 'add', path: ['units'], value }];
  }
  if (given.length === 0) throw usageError('mef-fan/build-nothing-to-edit');
  return given.map(([key, value]): Edit => ({ op: 'set', path: [...target.member.path, key], value }));
}
