/** The character a question is about: typed (resolved names) and raw (names as written, unknown ones too). */
import { judged, type BuildChoice, type StepContext } from '../../../core/ruleset/builder.js';
import type { YamlPath } from '../../../core/diagnostics/diagnostics.js';
import type { FfBand, FfCharacter } from '../band.js';
import type { FfProfile } from '../derive.js';

export type FfStepContext = StepContext<FfBand, FfProfile>;

export interface RawCharacter {
  readonly classes?: readonly unknown[];
  readonly equipment?: readonly unknown[];
  readonly spells?: readonly unknown[];
  readonly specialty?: unknown;
}

export interface Focus {
  readonly character: FfCharacter;
  readonly raw: RawCharacter;
  readonly path: YamlPath;
}

export function focus(context: FfStepContext): Focus {
  const index = context.member.path[1] as number;
  const data = context.data as { characters?: RawCharacter[] };
  return { character: context.band.characters[index]!, raw: data.characters?.[index] ?? {}, path: context.member.path };
}

/** A choice as the checks judge it (the core's, for every ruleset's builder). */
export { judged };

/** The choices to drop each entry of a list as written, named from the catalogue when known. */
export function removals(context: FfStepContext, list: 'classes' | 'equipment' | 'spells', nameOf: (written: string) => string): BuildChoice[] {
  const { raw, path } = focus(context);
  const remove = context.messages.text('build/remove');
  const section = context.messages.text('build/chosen');
  return (raw[list] ?? []).map((written, index) =>
    judged(context, { value: `remove:${index}`, label: `${remove} ${nameOf(String(written))}`, name: nameOf(String(written)), section, edits: [{ op: 'delete', path: [...path, list, index] }] }),
  );
}
