/** The troop for people: the budget, one line per character or line of characters, and what the budget leaves out. */
import { Messages, type Lang } from '../../core/messages/catalogue.js';
import type { View } from '../../core/ruleset/view.js';
import type { ArgadProfile } from './derive.js';
import { messages } from './messages.js';
import { armourName } from './names.js';

export function view(profile: ArgadProfile, lang: Lang): View {
  const t = new Messages(lang, [messages]);
  return [
    { kind: 'heading', text: `${profile.name} (Argad!)` },
    { kind: 'pairs', items: [[t.text('argad/view-budget'), profile.band.budget]] },
    {
      kind: 'table',
      columns: [t.text('argad/view-name'), t.text('argad/view-count'), t.text('argad/view-class'), t.text('argad/view-armour'), t.text('argad/view-cost')],
      rows: profile.characters.map((c) => [c.name, c.count, c.class, armourName(c.armour), c.cost]),
    },
    { kind: 'lines', lines: ['', t.text('argad/view-equipment-free')] },
  ];
}
