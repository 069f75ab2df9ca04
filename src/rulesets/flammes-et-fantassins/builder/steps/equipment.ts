// "Le personnage obtient de base une arme de Mêlée ou de Tir de son choix"; then one pièce de fer per item.
// Slots, two hands, the nu and grimoire limits and the budget are judged by the checks themselves.
import type { BuildChoice, BuildStep } from '../../../../core/ruleset/builder.js';
import type { FfBand } from '../../band.js';
import { EQUIPMENT } from '../../catalogue/equipment.js';
import * as catalogue from '../../catalogue/index.js';
import type { EquipmentCategory, EquipmentDef } from '../../catalogue/types.js';
import { SLOT_NAMES } from '../../checks/equipment-slots.js';
import { grantedByDomain, isCaster } from '../../checks/spells.js';
import type { FfProfile } from '../../derive.js';
import { focus, judged, removals, type FfStepContext } from '../context.js';
import { nameIn, wholeText } from '../labels.js';

const ORDER: readonly EquipmentCategory[] = ['melee', 'ranged', 'shield', 'armour', 'materiel'];
const isWeapon = (item: EquipmentDef): boolean => item.category === 'melee' || item.category === 'ranged';
const SCROLL = 'parchemin-';

/** Scrolls stand in for a spell of the same name: offered to casters, for the domains their classes grant. */
function offered(context: FfStepContext): EquipmentDef[] {
  const { character } = focus(context);
  const granted = grantedByDomain(character);
  const domains = new Set(Object.entries(granted).filter(([, n]) => n > 0).map(([d]) => d));
  return EQUIPMENT.filter((item) => {
    if (!item.id.startsWith(SCROLL)) return true;
    // Every scroll is named after a spell of the catalogue (catalogue/equipment.ts).
    const spell = catalogue.spells.get(item.id.slice(SCROLL.length))!;
    return isCaster(character) && domains.has(spell.domain);
  });
}

function cost(item: EquipmentDef, armed: boolean, context: FfStepContext): string {
  if (item.price === 0) return context.messages.text('ff/build-free');
  if (isWeapon(item) && !armed) return context.messages.text('ff/build-free-weapon');
  return context.messages.text('ff/build-cost', { n: item.price });
}

function section(item: EquipmentDef, armed: boolean, context: FfStepContext): string {
  if (isWeapon(item) && !armed) return context.messages.text('ff/build-base-weapon');
  if (item.id.startsWith(SCROLL)) return context.messages.text('ff/build-scrolls');
  return SLOT_NAMES[item.category];
}

export const equipmentStep: BuildStep<FfBand, FfProfile> = {
  id: 'equipment',
  title: 'ff/build-step-equipment',
  required: ['ff/no-weapon'],
  kind: 'many',
  applies: () => true,
  choices(context) {
    const { character, path } = focus(context);
    // Once the character holds a weapon, or when a house rule makes the base weapon paid, weapons cost too.
    const armed = !context.band.rules.baseWeaponFree || character.equipment.some((e) => isWeapon(e.def));
    // Weapons first (the free base weapon, without one); the scrolls, last in the catalogue, stay after the matériel.
    const items = offered(context).sort((a, b) => ORDER.indexOf(a.category) - ORDER.indexOf(b.category));
    const adds = items.map(
      (item): BuildChoice =>
        judged(context, {
          value: item.id,
          label: `${item.name} — ${cost(item, armed, context)}`,
          description: wholeText(item.text),
          section: section(item, armed, context),
          edits: [{ op: 'add', path: [...path, 'equipment'], value: item.id }],
        }),
    );
    return [...removals(context, 'equipment', nameIn(catalogue.equipment)), ...adds];
  },
};
