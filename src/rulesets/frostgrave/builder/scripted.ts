/** `--type`, `--fight`, `--weapon` … to edits: add a whole figure, or replace the keys given. */
import type { Edit } from '../../../core/band-files/band-edit.js';
import type { ScriptedTarget } from '../../../core/ruleset/builder.js';
import { usageError } from '../../../core/diagnostics/errors.js';
import type { Messages } from '../../../core/messages/catalogue.js';
import type { Options } from '../../../core/ruleset/ruleset.js';
import { figureTypes, weapons } from '../catalogue.js';
import { DEFAULT_FIGURE, FIELDS, typeComment, weaponComment } from './figure.js';

/** A known name in its catalogue spelling; an unknown one as written, so that `validate` suggests the right one. */
const canonical = (index: { get(input: string): { readonly id: string } | undefined }, written: string): string => index.get(written)?.id ?? written;

function given(options: Options): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [option, key] of FIELDS) {
    const value = options[option];
    if (value === undefined) continue;
    if (key === 'type') out.push([key, canonical(figureTypes, String(value))]);
    else if (key === 'weapon') out.push([key, canonical(weapons, String(value))]);
    else out.push([key, value]);
  }
  return out;
}

export function scripted(target: ScriptedTarget, options: Options, t: Messages): readonly Edit[] {
  const fields = given(options);
  const weapon = fields.find(([key]) => key === 'weapon')?.[1];
  if (target.mode === 'add') {
    if (!fields.some(([key]) => key === 'type')) throw usageError('frostgrave/build-needs-type');
    const value = { name: target.name, ...DEFAULT_FIGURE, ...Object.fromEntries(fields) };
    const comment = weaponComment(String(value.weapon));
    return [{ op: 'add', path: ['figures'], value, comments: { type: typeComment(t), ...(comment ? { weapon: comment } : {}) } }];
  }
  if (fields.length === 0) throw usageError('frostgrave/build-nothing-to-edit');
  return fields.map(([key, value]): Edit => {
    // Stryker disable next-line ConditionalExpression: given() writes the weapon as a string (canonical), so under key 'weapon' the typeof test always holds
    const comment = key === 'weapon' && typeof weapon === 'string' ? weaponComment(weapon) : undefined;
    return { op: 'set', path: [...target.member.path, key], value, ...(comment ? { comment } : {}) };
  });
}
