/** The derived profile for people: counts, then one stat line per figure with its rolls in a fight and when shooting. */
import { Messages, type Lang } from '../../core/messages/catalogue.js';
import type { Block, View } from '../../core/ruleset/view.js';
import type { FgProfile, FigureProfile } from './derive.js';
import { messages } from './messages.js';
import { weaponName } from './names.js';

const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

/** The type, and for a mort-vivant, démon or golem that it is never wounded. */
export const typeCell = (f: FigureProfile, type: string, t: Messages): string => (f.undead ? `${type}, ${t.text('frostgrave/view-undead')}` : type);

/** One row per figure: the stat line, the weapon, the rolls in a fight and when shooting. */
export function figureTable(figures: readonly FigureProfile[], t: Messages): Block {
  return {
    kind: 'table',
    columns: [t.text('frostgrave/view-name'), t.text('frostgrave/view-type'), 'Mouvement', 'Combat', 'Tir', 'Armure', 'Volonté', 'Santé', t.text('frostgrave/view-weapon'), t.text('frostgrave/view-in-fight'), t.text('frostgrave/view-shooting')],
    rows: figures.map((f) => [
      f.name,
      typeCell(f, f.type ?? '-', t),
      f.move,
      signed(f.fight),
      signed(f.shoot),
      f.armour,
      signed(f.will),
      f.health,
      weaponName(f.weapon),
      `d20${signed(f.fight_roll)}, ${t.text('frostgrave/view-damage-mod')} ${signed(f.melee_damage_mod)}`,
      f.shoot_roll === null ? '-' : `d20${signed(f.shoot_roll)}, ${t.text('frostgrave/view-damage-mod')} ${signed(f.ranged_damage_mod ?? 0)}`,
    ]),
  };
}

export const countsLine = (profile: FgProfile, t: Messages): Block => ({
  kind: 'pairs',
  items: [[t.text('frostgrave/view-counts'), `${profile.counts.mage} / ${profile.counts.apprenti} / ${profile.counts.soldat}`]],
});

export function view(profile: FgProfile, lang: Lang): View {
  const t = new Messages(lang, [messages]);
  return [{ kind: 'heading', text: `${profile.name} (Frostgrave)` }, countsLine(profile, t), figureTable(profile.figures, t)];
}
