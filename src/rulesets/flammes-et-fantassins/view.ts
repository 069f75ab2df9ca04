/** The derived profile for people: band budgets, then one line of stats per character and their kit. */
import { Messages, type Lang } from '../../core/messages/catalogue.js';
import type { Block, View } from '../../core/view.js';
import type { FfProfile } from './derive.js';
import { campaignMessages } from './campaign/messages.js';
import { messages } from './messages.js';

const STAT_COLUMNS = ['DEX', 'FOR', 'CON', 'INT', 'SAG', 'CHA', 'Dep', 'PV', 'Tra', 'Com', 'Mel', 'Tir', 'CA'] as const;
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
const MAIN = new Set(['DEX', 'FOR', 'CON', 'INT', 'SAG', 'CHA']);

export function view(profile: FfProfile, lang: Lang): View {
  const t = new Messages(lang, [messages, campaignMessages]);
  const { band } = profile;
  const blocks: Block[] = [
    { kind: 'heading', text: `${profile.name} (Flammes & Fantassins)` },
    {
      kind: 'pairs',
      items: [
        [t.text('ff/view-pc'), `${band.pc_spent} / ${band.pc_budget}`],
        [t.text('ff/view-fer'), `${band.fer_spent} / ${band.fer_budget}`],
        [t.text('ff/view-pa'), band.pa],
        ...(profile.campaign ? [[t.text('ff/view-campaign'), t.text('ff/view-campaign-line', { ...profile.campaign })] as [string, string]] : []),
      ],
    },
    {
      kind: 'table',
      columns: [t.text('ff/view-name'), t.text('ff/view-style'), t.text('ff/view-rank'), ...STAT_COLUMNS],
      rows: profile.characters.map((c) => [c.name, c.style, c.rank ?? '-', ...STAT_COLUMNS.map((k) => (MAIN.has(k) ? signed(c.stats[k]) : c.stats[k]))]),
    },
  ];
  for (const c of profile.characters) {
    const items: [string, string][] = [
      [t.text('ff/view-classes'), c.classes.join(', ') || '-'],
      [t.text('ff/view-equipment'), c.equipment.join(', ') || '-'],
    ];
    if (c.talents.length) items.push([t.text('ff/view-talents'), c.talents.join(', ')]);
    if (c.spells.length) items.push([t.text('ff/view-spells'), c.spells.join(', ')]);
    if (c.specialty) items.push([t.text('ff/view-specialty'), c.specialty]);
    blocks.push({ kind: 'heading', text: c.name }, { kind: 'pairs', items });
  }
  return blocks;
}
