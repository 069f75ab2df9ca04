// Lance and Effrayant (1# each, II.B), and a magicien's spells (III.C): add what is not there, remove what is.
import type { BuildStep } from '../../../../core/ruleset/builder.js';
import type { MefBand } from '../../band.js';
import { EQUIPMENT, SKILLS, SPELLS } from '../../catalogue.js';
import type { MefProfile } from '../../derive.js';
import { focus, judged, removals, type RawUnit } from '../context.js';

type Item = { readonly id: string; readonly name?: string; readonly effect?: string };

/** The rulebook's name of a written entry when the list knows it (`Éclair magique`), else the entry as written. */
const nameIn = (items: readonly Item[]) => (written: unknown): string => items.find((i) => i.id === written)?.name ?? String(written);

function listStep(id: string, list: keyof RawUnit & ('equipment' | 'skills' | 'spells'), items: readonly Item[], applies: BuildStep<MefBand, MefProfile>['applies'], required: readonly string[] = []): BuildStep<MefBand, MefProfile> {
  return {
    id,
    title: `mef-fan/build-step-${id}`,
    kind: 'many',
    required,
    applies,
    choices(context) {
      const { unit, path } = focus(context);
      const chosen = new Set(unit[list].map((e) => e.def.id));
      const adds = items
        .filter((item) => !chosen.has(item.id))
        // Spells are described by the rulebook's text, in French as written; lance and effrayant by our words.
        .map((item) =>
          judged(context, {
            value: item.id,
            label: item.effect ? (item.name ?? item.id) : `${item.name ?? item.id}: ${context.messages.text(`mef-fan/build-${list}-${item.id}`)}`,
            name: item.name ?? item.id,
            ...(item.effect ? { description: item.effect } : {}),
            edits: [{ op: 'add', path: [...path, list], value: item.id }],
          }),
        );
      return [...removals(context, list, nameIn(items)), ...adds];
    },
  };
}

export const equipmentStep = listStep('equipment', 'equipment', EQUIPMENT, () => true);
export const skillsStep = listStep('skills', 'skills', SKILLS, () => true);
/** For a magicien, and for any unit that knows spells, so that they can be removed. */
export const spellsStep = listStep('spells', 'spells', SPELLS, (context) => focus(context).unit.role.id === 'magicien' || (focus(context).raw.spells?.length ?? 0) > 0, ['mef-fan/missing-spells']);
