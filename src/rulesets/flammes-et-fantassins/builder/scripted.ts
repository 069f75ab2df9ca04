/** `--style`, `--class`, `--equip`, `--spell`, `--specialty` to edits: add a whole character, or replace what is given. */
import type { ScriptedTarget } from '../../../core/ruleset/builder.js';
import type { Edit } from '../../../core/band-files/band-edit.js';
import { usageError } from '../../../core/diagnostics/errors.js';
import type { Messages } from '../../../core/messages/catalogue.js';
import { toId } from '../../../core/diagnostics/names.js';
import type { Options } from '../../../core/ruleset/ruleset.js';
import { STYLES, type Style } from '../band.js';
import * as catalogue from '../catalogue/index.js';

/** A known name in its catalogue spelling; an unknown one as written, so that `validate` suggests the right one. */
const canonical = (index: { get(input: string): { readonly id: string } | undefined }) => (written: string) => index.get(written)?.id ?? written;
const canonicalStyle = (written: string): string => (STYLES.includes(toId(written) as Style) ? toId(written) : written);

const list = (value: unknown): string[] | undefined => (Array.isArray(value) ? value.map(String) : undefined);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The character's keys given on the command line, in the order of the band files. */
function fields(options: Options): [string, unknown][] {
  const style = text(options.style);
  const specialty = text(options.specialty);
  const out: [string, unknown][] = [];
  if (style !== undefined) out.push(['style', canonicalStyle(style)]);
  const lists = [
    ['classes', list(options.class), canonical(catalogue.classes)],
    ['equipment', list(options.equip), canonical(catalogue.equipment)],
    ['spells', list(options.spell), canonical(catalogue.spells)],
  ] as const;
  for (const [key, values, spell] of lists) if (values) out.push([key, values.map(spell)]);
  if (specialty !== undefined) out.push(['specialty', canonical(catalogue.specialties)(specialty)]);
  return out;
}

export const styleLine = (style: Style, t: Messages): string => `${style}: ${t.text(`ff/build-style-${style}`)}`;

export function scripted(target: ScriptedTarget, options: Options, t: Messages): readonly Edit[] {
  const given = fields(options);
  const style = given.find(([key]) => key === 'style')?.[1] as string | undefined;
  const comments: Record<string, string> = STYLES.includes(style as Style) ? { style: styleLine(style as Style, t) } : {};
  if (target.mode === 'add') {
    if (style === undefined) throw usageError('ff/build-needs-style');
    const value = { name: target.name, style, classes: [], equipment: [], ...Object.fromEntries(given) };
    return [{ op: 'add', path: ['characters'], value, comments }];
  }
  if (given.length === 0) throw usageError('ff/build-nothing-to-edit');
  return given.map(([key, value]): Edit => ({ op: 'set', path: [...target.member.path, key], value, ...(key === 'style' && comments.style ? { comment: comments.style } : {}) }));
}
