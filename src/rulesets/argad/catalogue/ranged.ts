// Rulebook "Le tir" (medieval, Japanese and flintlock tables) and Annexes "Armes modernes Pulp & première
// moitié du XXe siècle". Needs are the natural result against a target in the open; 7 is a 6 and a rerolled 6.
// Readings of the tables (columns lost in print, the flintlocks' armour malus) are in docs/rules-notes.md.
import type { RangedDef } from './types.js';

const MEDIEVAL = { short: { cm: '0-20', need: 5 }, medium: { cm: '20-40', need: 6 }, long: { cm: '40-60', need: 7 } } as const;
const MEDIEVAL_EXT = { ...MEDIEVAL, long: { ...MEDIEVAL.long, outdoors: true } } as const;
const IMMOBILE = { onFoot: null, mounted: null } as const;
const BOW_ARMOUR = [
  { from: 4, to: 4, modifier: -1 },
  { from: 5, to: 5, modifier: -2 },
] as const;

export const RANGED: readonly RangedDef[] = [
  {
    id: 'arbalete',
    name: 'arbalète de guerre',
    family: 'trait',
    bands: MEDIEVAL,
    armour: [],
    moving: IMMOBILE,
    footOnly: true,
    shotsImmobile: 1,
    notes: 'tire à pied et immobile, rechargée en un tour immobile',
    aliases: ['arbalete de guerre'],
  },
  // The table's row gives two bows: « arc simple européen efficace (à pied) ou arc court composite (à pied ou monté) »,
  // both "immobile à pied (−1 en mouvement monté)": the self bow shoots on foot only, so never on the move.
  {
    id: 'arc',
    name: 'arc simple européen',
    family: 'trait',
    bands: MEDIEVAL_EXT,
    // "−1 au résultat du dé contre les personnages en cotte de mailles … "armure 4"; −2 … armure complète "armure 5""
    armour: BOW_ARMOUR,
    moving: IMMOBILE,
    footOnly: true,
    shotsImmobile: 1,
    notes: 'efficace à pied, tire immobile',
    aliases: ['arc simple', 'arc simple europeen', 'arc europeen'],
  },
  {
    id: 'arc-composite',
    name: 'arc court composite',
    family: 'trait',
    bands: MEDIEVAL_EXT,
    armour: BOW_ARMOUR,
    // "immobile à pied (−1 en mouvement monté)"
    moving: { onFoot: null, mounted: -1 },
    footOnly: false,
    shotsImmobile: 1,
    notes: 'à pied ou monté : immobile à pied (−1 en mouvement monté)',
    aliases: ['arc court', 'arc composite', 'arc court composite'],
  },
  {
    id: 'arc-long',
    name: 'arc long gallois ou anglais',
    family: 'trait',
    bands: MEDIEVAL_EXT,
    armour: [{ from: 5, to: 5, modifier: -1 }],
    moving: IMMOBILE,
    footOnly: true,
    shotsImmobile: 1,
    notes: 'tire à pied et immobile',
    aliases: ['longbow'],
  },
  {
    id: 'yumi',
    name: 'arc japonais asymétrique yumi',
    family: 'trait',
    bands: { short: { cm: '0-10', need: 5 }, medium: { cm: '10-20', need: 6 }, long: { cm: '20-40', need: 7, outdoors: true } },
    armour: [{ from: 4, to: 5, modifier: -1 }],
    // "tire à pied et immobile, mais les samouraïs montés peuvent tirer et sans malus mouvement"
    moving: { onFoot: null, mounted: 0 },
    footOnly: false,
    shotsImmobile: 1,
    notes: 'tire à pied et immobile, les samouraïs montés tirent en mouvement sans malus',
    aliases: ['arc japonais'],
  },
  {
    id: 'pistolet',
    name: 'pistolet à silex',
    family: 'silex',
    bands: { short: { cm: '0-10', need: 5 }, medium: { cm: '10-20', need: 6 } },
    // "malus −1 au résultat du dé à longue portée sur quelqu'un en cuirasse": the pistol's farthest column.
    armour: [{ from: 4, to: 5, modifier: -1, bands: ['medium'] }],
    moving: { onFoot: -1, mounted: -1 },
    footOnly: false,
    shotsImmobile: 1,
    notes: 'peut tirer en mouvement avec −1 au dé, rechargé en un tour immobile',
    aliases: ['pistolet a silex'],
  },
  {
    id: 'fusil',
    name: 'fusil à silex',
    family: 'silex',
    bands: MEDIEVAL,
    armour: [{ from: 4, to: 5, modifier: -1, bands: ['long'] }],
    moving: IMMOBILE,
    footOnly: true,
    shotsImmobile: 1,
    notes: 'tire à pied et immobile, rechargé en un tour immobile',
    aliases: ['fusil a silex', 'mousquet'],
  },
  {
    id: 'revolver',
    name: 'revolver',
    family: 'moderne',
    bands: { short: { cm: '0-10', need: 5 }, medium: { cm: '10-20', need: 6 } },
    armour: [],
    // "deux tirs par tour immobile ou un seul tir, avec malus −1, en mouvement"
    moving: { onFoot: -1, mounted: -1 },
    footOnly: false,
    shotsImmobile: 2,
    notes: 'deux tirs par tour immobile, ou un seul tir avec −1 en mouvement',
  },
  {
    id: 'pistolet-automatique',
    name: 'pistolet automatique',
    family: 'moderne',
    bands: { short: { cm: '0-10', need: 5 }, medium: { cm: '10-20', need: 6 } },
    armour: [],
    moving: { onFoot: -1, mounted: -1 },
    footOnly: false,
    shotsImmobile: 2,
    notes: 'deux tirs par tour immobile, ou un seul tir avec −1 en mouvement',
  },
  {
    id: 'fusil-a-verrou',
    name: 'fusil à verrou',
    family: 'moderne',
    bands: { short: { cm: '0-40', need: 5 }, medium: { cm: '40-80', need: 6 }, long: { cm: '80-120', need: 7 } },
    armour: [],
    // "tir parfois possible en mouv. avec restrictions": the restrictions are not given, so immobile.
    moving: IMMOBILE,
    footOnly: false,
    shotsImmobile: 1,
    notes: 'un tir par tour immobile',
    aliases: ['fusil raye a verrou'],
  },
];
