/** The unit a question is about: typed (resolved names) and raw (as written, unknown names too). */
import { judged, type BuildChoice, type StepContext } from '../../../core/ruleset/builder.js';
import type { YamlPath } from '../../../core/diagnostics/diagnostics.js';
import type { MefBand, MefUnit } from '../band.js';
import type { MefProfile } from '../derive.js';

export type MefStepContext = StepContext<MefBand, MefProfile>;

export interface RawUnit {
  readonly mel?: readonly unknown[];
  readonly tir?: readonly unknown[];
  readonly equipment?: readonly unknown[];
  readonly skills?: readonly unknown[];
  readonly spells?: readonly unknown[];
}

export interface Focus {
  readonly unit: MefUnit;
  readonly raw: RawUnit;
  readonly path: YamlPath;
}

export function focus(context: MefStepContext): Focus {
  const index = context.member.path[1] as number;
  const data = context.data as { units: RawUnit[] };
  return { unit: context.band.units[index]!, raw: data.units[index]!, path: context.member.path };
}

/** A choice as the checks judge it (the core's, for every ruleset's builder). */
export { judged };

/** The choices to drop each entry of a list as written. */
export function removals(context: MefStepContext, list: keyof RawUnit, label: (written: unknown) => string): BuildChoice[] {
  const { raw, path } = focus(context);
  const remove = context.messages.text('build/remove');
  const section = context.messages.text('build/chosen');
  return (raw[list] ?? []).map((written, index) =>
    judged(context, { value: `remove:${index}`, label: `${remove} ${label(written)}`, name: label(written), section, edits: [{ op: 'delete', path: [...path, list, index] }] }),
  );
}

/** "Mél 3 P1", "Tir 2 P1 longue unique": a score as the views print it. */
export function scoreText(kind: 'Mél' | 'Tir', written: unknown): string {
  const s = (written ?? {}) as { score?: unknown; perforant?: unknown; portee?: unknown; munitions?: unknown };
  const parts = [`${kind} ${String(s.score)}`];
  if (s.perforant) parts.push(`P${String(s.perforant)}`);
  if (s.portee !== undefined) parts.push(String(s.portee));
  if (s.munitions !== undefined) parts.push(String(s.munitions));
  return parts.join(' ');
}
