/** The derived profile for people: band budgets, then one line of stats per character and their kit. */
import { Messages, type Lang } from '../../core/messages/catalogue.js';
import type { Block, Cell, View } from '../../core/view.js';
import { campaignMessages } from './campaign/messages.js';
import type { CharacterProfile, FfProfile } from './derive.js';
import { messages } from './messages.js';

const STAT_COLUMNS = ['DEX', 'FOR', 'CON', 'INT', 'SAG', 'CHA', 'Dep', 'PV', 'Tra', 'Com', 'Mel', 'Tir', 'CA'] as const;
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
const MAIN = new Set(['DEX', 'FOR', 'CON', 'INT', 'SAG', 'CHA']);

/** One line of stats per character, as `show` prints them (also after each choice of `build`). */
export function statTable(characters: readonly CharacterProfile[], t: Messages): Block {
  return {
    kind: 'table',
    columns: [t.text('ff/view-name'), t.text('ff/view-style'), t.text('ff/view-rank'), ...STAT_COLUMNS],
    rows: characters.map((c): Cell[] => [c.name, c.style, c.rank ?? '-', ...STAT_COLUMNS.map((k) => (MAIN.has(k) ? signed(c.stats[k]) : c.stats[k]))]),
  };
}

/** A character's classes, equipment, talents, spells and specialty. */
export function kit(c: CharacterProfile, t: Messages): Block {
  const items: [string, string][] = [
    [t.text('ff/view-classes'), c.classes.join(', ') || '-'],
    [t.text('ff/view-equipment'), c.equipment.join(', ') || '-'],
  ];
  if (c.talents.length) items.push([t.text('ff/view-talents'), c.talents.join(', ')]);
  if (c.spells.length) items.push([t.text('ff/view-spells'), c.spells.join(', ')]);
  if (c.specialty) items.push([t.text('ff/view-specialty'), c.specialty]);
  if (c.shield_unused) items.push([t.text('ff/view-shield'), t.text('ff/view-shield-unused', { ...c.shield_unused, without: c.stats.CA - c.shield_unused.ca })]);
  return { kind: 'pairs', items };
}

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
        ...(profile.campaign ? [[t.text('ff/view-campaign'), t.text('ff/view-campaign-line', { ...profile.campaign, created: profile.campaign.created.join(', ') })] as [string, string]] : []),
        ...(profile.campaign?.created.length ? [[t.text('ff/view-created'), profile.campaign.created.join(', ')] as [string, string]] : []),
      ],
    },
    statTable(profile.characters, t),
  ];
  for (const c of profile.characters) blocks.push({ kind: 'heading', text: c.name }, kit(c, t));
  return blocks;
}
