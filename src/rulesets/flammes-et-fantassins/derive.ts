/** Derived profile (rulebook "Le Personnage", "Caractéristiques secondaires", Annexes). Pure and total. */
import type { FfBand, FfCharacter, Style } from './band.js';
import { campaign as campaignRules, type Earnings } from './campaign/index.js';
import { FAMILY_PV } from './catalogue/classes.js';
import { validRecords } from './campaign/created.js';
import type { EquipmentDef } from './catalogue/types.js';
import type { FfRules } from './house-rules.js';
import { STATS, type Stat } from './catalogue/types.js';

export type StatLine = Record<Stat | 'Dep' | 'PV' | 'Tra' | 'Com' | 'Mel' | 'Tir' | 'CA', number>;
export type Rank = 'mercenaire' | 'aventurier' | 'heros';
/** "Une figurine ayant une Classe est un Mercenaire … deux Classes … Aventurier … trois Classes … Héros." */
export const RANKS: readonly Rank[] = ['mercenaire', 'aventurier', 'heros'];

export interface CharacterProfile {
  readonly name: string;
  readonly style: Style;
  readonly rank: Rank | null;
  readonly classes: readonly string[];
  readonly equipment: readonly string[];
  readonly spells: readonly string[];
  readonly specialty: string | null;
  readonly talents: readonly string[];
  readonly can_charge: boolean;
  /**
   * A shield carried beside a two-handed weapon, bow or crossbow: "interdit d'utiliser un bouclier avec l'utilisation
   * de ces armes", so its CA does not count in a round the character uses that weapon.
   */
  readonly shield_unused: { readonly shield: string; readonly weapon: string; readonly ca: number } | null;
  readonly fer_spent: number;
  readonly stats: StatLine;
}

export interface FfProfile {
  readonly ruleset: 'flammes-et-fantassins';
  readonly name: string;
  readonly band: {
    readonly pc_budget: number;
    readonly pc_spent: number;
    readonly fer_budget: number;
    readonly fer_spent: number;
    readonly pa: number;
  };
  readonly characters: readonly CharacterProfile[];
  /** Present when the band file has a `campaign` section. */
  readonly campaign?: CampaignProfile;
}

/** The campaign so far: derived from the ledger's events (written totals are only checked). */
export interface CampaignProfile {
  readonly scenarios: number;
  readonly wins: number;
  readonly losses: number;
  readonly trophies: number;
  /** Earned and added to `band.pc_budget`. */
  readonly pc: number;
  /** Earned and added to `band.fer_budget`. */
  readonly fer: number;
  /** Potions and bombes of the Alchimiste's Création de potion: carried free of pièces de fer. */
  readonly created: readonly string[];
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
const isWeapon = (item: EquipmentDef): boolean => item.category === 'melee' || item.category === 'ranged';

/** Items bought: one weapon per character is free ("Le personnage obtient de base une arme", docs/rules-notes.md). */
export function ferSpent(character: FfCharacter, rules: FfRules): number {
  const items = character.equipment.map((e) => e.def);
  const free = rules.baseWeaponFree && items.some((item) => isWeapon(item) && item.price > 0) ? 1 : 0;
  return sum(items.map((item) => item.price)) - free;
}

export function deriveStats(character: FfCharacter): StatLine {
  const classes = character.classes.map((c) => c.def);
  const items = character.equipment.map((e) => e.def);
  const main = Object.fromEntries(STATS.map((stat) => [stat, sum(classes.map((c) => c.bonuses[stat] ?? 0))])) as Record<Stat, number>;
  // Equipment DEX (plaque, écu) changes DEX itself, so it flows into Dép, Mêl, Tir and CA.
  main.DEX += sum(items.map((item) => item.modifiers.DEX ?? 0));
  const gear = (key: 'CA' | 'Tra' | 'PV' | 'Dep') => sum(items.map((item) => item.modifiers[key] ?? 0));
  const extra = (key: 'Dep' | 'Mel' | 'Tir') => sum(classes.map((c) => c.extra[key] ?? 0));
  const agile = character.style === 'agile';
  return {
    ...main,
    Dep: 6 + main.DEX + extra('Dep') + gear('Dep'),
    PV: 6 + main.CON + sum(classes.map((c) => FAMILY_PV[c.family])) + gear('PV'),
    Tra: 3 + main.SAG + gear('Tra'),
    Com: main.CHA,
    Mel: (agile ? main.DEX : main.FOR) + extra('Mel'),
    Tir: main.DEX + extra('Tir'),
    CA: 3 + (agile ? main.DEX : main.CON) + gear('CA'),
  };
}

function talentsOf(character: FfCharacter): string[] {
  const granted = character.classes.flatMap((c) => c.def.talents);
  if (character.specialty?.talent) granted.push(character.specialty.talent);
  return [...new Set(granted)];
}

function shieldUnused(character: FfCharacter): CharacterProfile['shield_unused'] {
  const weapon = character.equipment.find((e) => e.def.twoHanded);
  const shield = character.equipment.find((e) => e.def.category === 'shield');
  return weapon && shield ? { shield: shield.def.id, weapon: weapon.def.id, ca: shield.def.modifiers.CA ?? 0 } : null;
}

export function deriveCharacter(character: FfCharacter, rules: FfRules): CharacterProfile {
  const count = character.classes.length;
  return {
    name: character.name,
    style: character.style,
    rank: RANKS[count - 1] ?? null,
    classes: character.classes.map((c) => c.def.id),
    equipment: character.equipment.map((e) => e.def.id),
    spells: character.spells.map((s) => s.def.id),
    specialty: character.specialty?.id ?? null,
    talents: talentsOf(character),
    can_charge: character.style === 'puissant',
    shield_unused: shieldUnused(character),
    fer_spent: ferSpent(character, rules),
    stats: deriveStats(character),
  };
}

function deriveCampaign(band: FfBand): { profile?: CampaignProfile; earned: Earnings } {
  if (!band.campaign) return { earned: { pc: 0, fer: 0 } };
  const { events } = band.campaign;
  const totals = campaignRules.totals(events);
  const budgets = campaignRules.budgets(totals);
  const earned = { pc: budgets.pc ?? 0, fer: budgets.fer ?? 0 };
  const count = (result: string) => events.filter((e) => e.result === result).length;
  const created = validRecords(band).flatMap((r) => r.items);
  const profile = { scenarios: events.length, wins: count('win'), losses: count('loss'), trophies: totals.trophies ?? 0, ...earned, created };
  return { profile, earned };
}

/** Created items the band carries are not charged: for each item, as many as were created ("Création de potion"). */
function createdCarried(band: FfBand, created: readonly string[]): number {
  const carried = band.characters.flatMap((c) => c.equipment.map((e) => e.def.id));
  let free = 0;
  for (const id of new Set(created)) free += Math.min(created.filter((x) => x === id).length, carried.filter((x) => x === id).length);
  return free;
}

export function derive(band: FfBand): FfProfile {
  const characters = band.characters.map((c) => deriveCharacter(c, band.rules));
  const classCount = band.characters.map((c) => c.classes.length);
  const bonusFer = sum(band.characters.flatMap((c) => c.classes.map((k) => k.def.extra.fer ?? 0)));
  const classes = sum(classCount);
  const { profile: campaign, earned } = deriveCampaign(band);
  // "un budget de 'nombre de PC' en pièces de fer": the agreed PC (or, house rule, the classes); classes beyond the
  // agreed PC are bought with earned PC and bring no pièce de fer unless `earned-class-fer` (docs/rules-notes.md).
  const boughtWithEarnedPc = Math.min(earned.pc, Math.max(0, classes - band.pc));
  const ferBase = band.rules.ferBudget === 'pc' ? band.pc + (band.rules.earnedClassFer ? boughtWithEarnedPc : 0) : classes - (band.rules.earnedClassFer ? 0 : boughtWithEarnedPc);
  return {
    ruleset: 'flammes-et-fantassins',
    name: band.name,
    band: {
      pc_budget: band.pc + earned.pc,
      pc_spent: classes,
      fer_budget: ferBase + bonusFer + earned.fer,
      // Stryker disable next-line ArrayDeclaration: without a campaign, any list of created ids that are not catalogue ids frees nothing either
      fer_spent: sum(characters.map((c) => c.fer_spent)) - createdCarried(band, campaign?.created ?? []),
      pa: characters.length + Math.max(0, ...classCount),
    },
    characters,
    ...(campaign ? { campaign } : {}),
  };
}
