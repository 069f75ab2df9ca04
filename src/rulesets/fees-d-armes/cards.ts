/** Profile cards for the table (§3.2 "Cartes de profil"): characteristics, actions on the front, rules on the back. */
import type { Card } from '../../core/ruleset.js';
import type { FeesBand } from './band.js';
import type { FeesProfile, FigureProfile } from './derive.js';
import { actionLine } from './view.js';

function profileCard(f: FigureProfile): Card {
  const rules = f.rules.length ? [`Règles : ${f.rules.join(', ')}`] : [];
  return {
    kind: 'Profil',
    title: f.name,
    subtitle: `${f.factions.join(', ')} · ${f.cost} pt${f.cost > 1 ? 's' : ''}`,
    fields: [
      ['Action', f.action],
      ['Mouvement', f.move],
      ['Armure', f.armour],
      ['Santé', f.health],
    ],
    text: [...f.actions.map(actionLine), ...rules, ...(f.text ? [f.text] : [])].join('\n'),
  };
}

export const cards = (_band: FeesBand, profile: FeesProfile): Card[] => profile.figures.map(profileCard);
