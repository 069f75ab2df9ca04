/** Cards for the table: one per figure, its stat line, its rolls and its weapon's effect as the excerpt gives it. */
import type { Card } from '../../core/ruleset.js';
import type { FgBand } from './band.js';
import type { FgProfile } from './derive.js';

const TYPE_NAMES = { mage: 'Mage', apprenti: 'Apprenti', soldat: 'Soldat' } as const;
const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

export function cards(band: FgBand, profile: FgProfile): Card[] {
  return profile.figures.map((f, i): Card => {
    const weapon = band.figures[i]!.weapon;
    const mods = [f.fight_mod && `Combat ${signed(f.fight_mod)}`, f.shoot_mod && `Tir ${signed(f.shoot_mod)}`, f.damage_mod && `dommages ${signed(f.damage_mod)}`].filter(Boolean);
    return {
      kind: 'Figurine',
      title: f.name,
      subtitle: `${f.type ? TYPE_NAMES[f.type] : '-'} · ${weapon.name}`,
      fields: [
        ['Mouv. Comb. Tir', `${f.move} ${signed(f.fight)} ${signed(f.shoot)}`],
        ['Arm. Vol. Santé', `${f.armour} ${signed(f.will)} ${f.health}`],
        ['Combat', `D20${signed(f.fight_roll)}, dommages ${signed(f.melee_damage_mod)}`],
        ['Tir', f.shoot_roll === null ? '-' : `D20${signed(f.shoot_roll)}, dommages ${signed(f.ranged_damage_mod ?? 0)}`],
      ],
      text: [`${weapon.name[0]!.toUpperCase()}${weapon.name.slice(1)} : ${weapon.effect}`, mods.length ? `Modificateurs déclarés : ${mods.join(', ')}.` : ''].filter(Boolean).join('\n'),
    };
  });
}
