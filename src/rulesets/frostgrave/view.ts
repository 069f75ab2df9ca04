/** The derived profile for people: counts, then one stat line per figure with its rolls in a fight and when shooting. */
import { Messages, type Lang } from '../../core/messages/catalogue.js';
import type { View } from '../../core/view.js';
import type { FgProfile } from './derive.js';
import { messages } from './messages.js';

const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

export function view(profile: FgProfile, lang: Lang): View {
  const t = new Messages(lang, [messages]);
  const { counts } = profile;
  return [
    { kind: 'heading', text: `${profile.name} (Frostgrave)` },
    { kind: 'pairs', items: [[t.text('frostgrave/view-counts'), `${counts.mage} / ${counts.apprenti} / ${counts.soldat}`]] },
    {
      kind: 'table',
      columns: [t.text('frostgrave/view-name'), t.text('frostgrave/view-type'), 'Mouvement', 'Combat', 'Tir', 'Armure', 'Volonté', 'Santé', t.text('frostgrave/view-weapon'), t.text('frostgrave/view-in-fight'), t.text('frostgrave/view-shooting')],
      rows: profile.figures.map((f) => [
        f.name,
        f.type ?? '-',
        f.move,
        signed(f.fight),
        signed(f.shoot),
        f.armour,
        signed(f.will),
        f.health,
        f.weapon,
        `d20${signed(f.fight_roll)}, ${t.text('frostgrave/view-damage-mod')} ${signed(f.melee_damage_mod)}`,
        f.shoot_roll === null ? '-' : `d20${signed(f.shoot_roll)}, ${t.text('frostgrave/view-damage-mod')} ${signed(f.ranged_damage_mod ?? 0)}`,
      ]),
    },
  ];
}
