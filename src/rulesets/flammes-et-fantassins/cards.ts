/**
 * What `print` puts on paper: the roster (names as the rulebook writes them) and the cards, a sheet per character
 * (stat block in the rulebook's order, PV to tick, equipment with its modifiers), then its talents and spells in full.
 */
import { Messages, type Lang } from '../../core/messages/catalogue.js';
import type { Card, CardLine, CardStat } from '../../core/ruleset/ruleset.js';
import type { Block, View } from '../../core/ruleset/view.js';
import type { FfBand } from './band.js';
import * as catalogue from './catalogue/index.js';
import { weaponLines } from './catalogue/equipment.js';
import type { EquipmentDef } from './catalogue/types.js';
import { campaignMessages } from './campaign/messages.js';
import type { CharacterProfile, FfProfile } from './derive.js';
import { signed as plus } from './builder/labels.js';
import { messages } from './messages.js';
import { nameOf } from './names.js';
import { campaignLine } from './view.js';

const DOMAIN_NAMES = { magie: 'Magie', tenebres: 'Ténèbres', lumiere: 'Lumière', nature: 'Nature' } as const;
const LEVELS = { 1: 'Niveau I', 2: 'Niveau II' } as const;
const RANK_NAMES = { mercenaire: 'Mercenaire', aventurier: 'Aventurier', heros: 'Héros' } as const;
const STYLE_NAMES = { agile: 'Agile', puissant: 'Puissant' } as const;
/** "Caractéristiques secondaires": Déplacement (Dép.), Points de Vie (PV), Trame (Tra.), Commandement (Com.), Mêlée (Mêl.), Tir, CA. */
const SECONDARY = [['Dep', 'Dép.'], ['PV', 'PV'], ['Tra', 'Tra.'], ['Com', 'Com.'], ['Mel', 'Mêl.'], ['Tir', 'Tir'], ['CA', 'CA']] as const;
const MAIN = ['DEX', 'FOR', 'CON', 'INT', 'SAG', 'CHA'] as const;

const LABELS = {
  en: { character: 'Character', talent: 'Talent', spell: 'Spell', condition: 'Condition', cost: 'Cost', charge: 'Charge', allowed: 'allowed', forbidden: 'forbidden', characters: 'characters', pv: 'PV (total)', kit: 'talents and spells' },
  fr: { character: 'Personnage', talent: 'Talent', spell: 'Sort', condition: 'Condition', cost: 'Coût', charge: 'Charge', allowed: 'permise', forbidden: 'interdite', characters: 'personnages', pv: 'PV (total)', kit: 'talents et sorts' },
} as const;

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
/** Dégâts as the rulebook writes them: "+0", "+1", "Dégâts issu de la Force" (FOR, FOR +1). */
const damage = (n: number, strength: boolean): string => (strength ? `FOR${n ? ` ${plus(n)}` : ''}` : plus(n));
const STAT_NAMES = { DEX: 'DEX', CA: 'CA', Tra: 'Tra.', PV: 'PV', Dep: 'Dép.' } as const;

/** "Il est interdit d'utiliser un bouclier avec l'utilisation de ces armes." */
function shieldText(c: CharacterProfile, u: NonNullable<CharacterProfile['shield_unused']>): string {
  return `${nameOf('equipment', u.shield)} inutilisable avec ${nameOf('equipment', u.weapon)} : CA ${c.stats.CA - u.ca} pendant un Round où il s'en sert.`;
}

/** "Touche +1, Dégâts FOR +1, portée 8 pouces", "CA +1, Tra. -2"; matériel (every item with neither a line nor a modifier) keeps its text. */
function gear(item: EquipmentDef, weaponClass: boolean): CardLine {
  const mods = Object.entries(item.modifiers).map(([k, v]) => `${STAT_NAMES[k as keyof typeof STAT_NAMES]} ${signed(v)}`);
  // The bâton and the masse add their class of weapon's line to their own (docs/rules-notes.md).
  const [hit, dmg] = weaponLines(item, weaponClass).reduce(([h, d], w) => [h + w.hit, d + w.damage], [0, 0]);
  const attack = item.attack
    ? [`Touche ${plus(hit)}`, `Dégâts ${damage(dmg, item.attack.strengthDamage)}`, ...(item.attack.range ? [`portée ${item.attack.range} pouces`] : [])]
    : [];
  const text = [...attack, ...mods].join(', ');
  return { label: item.name, text: item.category === 'materiel' ? item.text : text };
}

function characterCard(c: CharacterProfile, lang: Lang, weaponClass: boolean): Card {
  const l = LABELS[lang];
  const main: CardStat[] = MAIN.map((k) => ({ label: k, value: signed(c.stats[k]) }));
  const secondary: CardStat[] = SECONDARY.map(([k, label]) => ({ label, value: c.stats[k] }));
  const kit = [...c.talents.map((t) => nameOf('talent', t)), ...c.spells.map((s) => nameOf('spell', s))];
  const specialty = c.specialty ? catalogue.specialties.get(c.specialty) : undefined;
  return {
    kind: l.character,
    title: c.name,
    subtitle: [STYLE_NAMES[c.style], c.rank ? RANK_NAMES[c.rank] : '', c.classes.map((k) => nameOf('class', k)).join(', ')].filter(Boolean).join(' · '),
    stats: [main, secondary],
    tracks: [{ label: 'PV', boxes: c.stats.PV }],
    lines: [
      // A profile's ids are catalogue ids.
      ...c.equipment.map((e) => gear(catalogue.equipment.get(e)!, weaponClass)),
      ...(kit.length ? [{ label: l.kit[0]!.toUpperCase() + l.kit.slice(1), text: kit.join(', ') }] : []),
      { label: l.charge, text: c.can_charge ? l.allowed : l.forbidden },
      ...(c.shield_unused ? [{ label: nameOf('equipment', c.shield_unused.shield), text: shieldText(c, c.shield_unused) }] : []),
    ],
    rules: specialty ? [{ title: `Spécialité : ${specialty.name}`, text: specialty.effect }] : [],
  };
}

export function cards(band: FfBand, profile: FfProfile, lang: Lang = 'fr'): Card[] {
  const l = LABELS[lang];
  const talents = [...new Set(profile.characters.flatMap((c) => c.talents))].map((id) => catalogue.talents.get(id)!);
  const spells = [...new Set(band.characters.flatMap((c) => c.spells.map((s) => s.def)))];
  return [
    ...profile.characters.map((c) => characterCard(c, lang, band.rules.weaponClass)),
    ...talents.map((t): Card => ({ kind: l.talent, title: t.name, cost: t.cost, fields: [[l.condition, t.condition]], text: t.effect })),
    ...spells.map((s): Card => ({ kind: l.spell, title: s.name, cost: s.cost, subtitle: `${DOMAIN_NAMES[s.domain]} · ${LEVELS[s.level]}`, fields: [[l.condition, s.condition]], text: s.effect })),
  ];
}

/** The roster page: budgets and totals, one line of stats per character, then what each carries, by name. */
function rosterView(profile: FfProfile, lang: Lang): View {
  const t = new Messages(lang, [messages, campaignMessages]);
  const l = LABELS[lang];
  const { band } = profile;
  const characters = profile.characters;
  const kit = (c: CharacterProfile): string =>
    [...c.talents.map((x) => nameOf('talent', x)), ...c.spells.map((x) => nameOf('spell', x)), ...(c.specialty ? [nameOf('specialty', c.specialty)] : [])].join(', ') || '-';
  const blocks: Block[] = [
    { kind: 'heading', text: `${profile.name} (Flammes & Fantassins)` },
    {
      kind: 'pairs',
      items: [
        [t.text('ff/view-pc'), `${band.pc_spent} / ${band.pc_budget}`],
        [t.text('ff/view-fer'), `${band.fer_spent} / ${band.fer_budget}`],
        [t.text('ff/view-pa'), band.pa],
        [l.characters, characters.length],
        [l.pv, characters.reduce((n, c) => n + c.stats.PV, 0)],
        ...(profile.campaign ? [[t.text('ff/view-campaign'), campaignLine(profile.campaign, t)] as [string, string]] : []),
      ],
    },
    {
      kind: 'table',
      columns: [t.text('ff/view-name'), t.text('ff/view-style'), t.text('ff/view-rank'), ...MAIN, ...SECONDARY.map(([, label]) => label)],
      rows: characters.map((c) => [c.name, STYLE_NAMES[c.style], c.rank ? RANK_NAMES[c.rank] : '-', ...MAIN.map((k) => signed(c.stats[k])), ...SECONDARY.map(([k]) => c.stats[k])]),
    },
    {
      kind: 'table',
      columns: [t.text('ff/view-name'), t.text('ff/view-classes'), t.text('ff/view-equipment'), l.kit],
      rows: characters.map((c) => [c.name, c.classes.map((k) => nameOf('class', k)).join(', '), c.equipment.map((e) => nameOf('equipment', e)).join(', ') || '-', kit(c)]),
    },
  ];
  return blocks;
}

export const sheet = (_band: FfBand, profile: FfProfile, lang: Lang): View => rosterView(profile, lang);
