// "Un personnage ne peut porter au maximum qu'une arme de mêlée, une arme à distance, un bouclier et une armure
// et deux matériels." Nu: "empêche de porter plus d'un Matériel".
import { error } from '../../../core/diagnostics/diagnostics.js';
import type { EquipmentCategory } from '../catalogue/types.js';
import { at, type FfCheck } from './types.js';

export const SLOT_LIMITS: Readonly<Record<EquipmentCategory, number>> = { melee: 1, ranged: 1, shield: 1, armour: 1, materiel: 2 };
export const NU_MATERIEL_LIMIT = 1;
const NU_LIMITS: Readonly<Record<EquipmentCategory, number>> = { ...SLOT_LIMITS, materiel: NU_MATERIEL_LIMIT };
export const SLOT_NAMES: Readonly<Record<EquipmentCategory, string>> = {
  melee: 'arme de mêlée',
  ranged: 'arme à distance',
  shield: 'bouclier',
  armour: 'armure',
  materiel: 'matériel',
};

export const equipmentSlots: FfCheck = {
  id: 'equipment-slots',
  run({ band, report }) {
    band.characters.forEach((c, i) => {
      const nu = c.equipment.some((e) => e.def.id === 'nu');
      for (const category of Object.keys(SLOT_LIMITS) as EquipmentCategory[]) {
        const items = c.equipment.filter((e) => e.def.category === category);
        const limit = (nu ? NU_LIMITS : SLOT_LIMITS)[category];
        if (items.length > limit) {
          const code = category === 'materiel' && nu ? 'ff/nu-materiel' : 'ff/slot-full';
          report(error(code, at(i, 'equipment', items[limit]!.index), { name: c.name, slot: SLOT_NAMES[category], limit, actual: items.length }));
        }
      }
    });
  },
};
