/** The derived profile for people: band budgets, then one line of stats per character and their kit. */
import { inSentence } from '../../core/ruleset/display-names.js';
import { Messages, type Lang } from '../../core/messages/catalogue.js';
import type { Block, Cell, View } from '../../core/ruleset/view.js';
import { campaignMessages } from './campaign/messages.js';
import type { CampaignProfile, CharacterProfile, FfProfile } from './derive.js';
import { messages } from './messages.js';
import { nameOf, namesList } from './names.js';

const STAT_COLUMNS = ['DEX', 'FOR', 'CON', 'INT', 'SAG', 'CHA', 'Dep', 'PV', 'Tra', 'Com', 'Mel', 'Tir', 'CA'] as const;
/** The rulebook's abbreviations of the secondary characteristics ("Dép.", "Tra.", "Mêl."), dots left out in columns. */
const STAT_LABELS: Readonly<Record<string, string>> = { Dep: 'Dép', Mel: 'Mêl' };
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
const MAIN = new Set(['DEX', 'FOR', 'CON', 'INT', 'SAG', 'CHA']);

/** One line of stats per character, as `show` prints them (also after each choice of `build`). */
export function statTable(characters: readonly CharacterProfile[], t: Messages): Block {
  return {
    kind: 'table',
    columns: [t.text('ff/view-name'), t.text('ff/view-style'), t.text('ff/view-rank'), ...STAT_COLUMNS.map((k) => STAT_LABELS[k] ?? k)],
    rows: characters.map((c): Cell[] => [c.name, nameOf('style', c.style), c.rank ? nameOf('rank', c.rank) : '-', ...STAT_COLUMNS.map((k) => (MAIN.has(k) ? signed(c.stats[k]) : c.stats[k]))]),
  };
}

/** A character's classes, equipment, talents, spells and specialty. */
export function kit(c: CharacterProfile, t: Messages): Block {
  const items: [string, string][] = [
    [t.text('ff/view-classes'), namesList('class', c.classes)],
    [t.text('ff/view-equipment'), namesList('equipment', c.equipment)],
  ];
  if (c.talents.length) items.push([t.text('ff/view-talents'), namesList('talent', c.talents)]);
  if (c.spells.length) items.push([t.text('ff/view-spells'), namesList('spell', c.spells)]);
  if (c.specialty) items.push([t.text('ff/view-specialty'), nameOf('specialty', c.specialty)]);
  if (c.shield_unused) {
    const { shield, weapon, ca } = c.shield_unused;
    items.push([t.text('ff/view-shield'), t.text('ff/view-shield-unused', { shield: nameOf('equipment', shield), weapon: inSentence(nameOf('equipment', weapon)), without: c.stats.CA - ca })]);
  }
  return { kind: 'pairs', items };
}

/** The campaign so far on one line (the potions created have a line of their own in `show`). */
export const campaignLine = (c: CampaignProfile, t: Messages): string =>
  t.text('ff/view-campaign-line', { scenarios: c.scenarios, wins: c.wins, losses: c.losses, trophies: c.trophies, pc: c.pc, fer: c.fer });

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
        ...(profile.campaign ? [[t.text('ff/view-campaign'), campaignLine(profile.campaign, t)] as [string, string]] : []),
        ...(profile.campaign?.created.length ? [[t.text('ff/view-created'), namesList('equipment', profile.campaign.created)] as [string, string]] : []),
      ],
    },
    statTable(profile.characters, t),
  ];
  for (const c of profile.characters) blocks.push({ kind: 'heading', text: c.name }, kit(c, t));
  return blocks;
}
