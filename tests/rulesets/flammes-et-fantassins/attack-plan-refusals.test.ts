/**
 * The attack plan's refusals (src/rulesets/flammes-et-fantassins/odds/plan.ts), each with its code and the values
 * its message is worded from, and the nearest request that is allowed: an option outside the attack it belongs to,
 * an effect the side lacks (with what it has instead), a number out of its range at each bound.
 */
import { describe, expect, it } from 'vitest';
import type { Options } from '../../../src/core/ruleset/ruleset.js';
import type { Fighter } from '../../../src/rulesets/flammes-et-fantassins/odds/fighters.js';
import { refusal } from '../../helpers/refusal.js';
import { ARCHERS, character, hitter, MAGES, MARQ, member, planOf, SOLO, SPECIALISTES, typed, wall } from './plan-helpers.js';

type Case = [what: string, attacker: () => Fighter, target: () => Fighter, options: Options, code: string, params: Record<string, unknown>, exit: number];

const EFFECT_IDS =
  'botte-secrete, esquive, potion-de-force, potion-d-armure, armure-de-mage, peau-d-ecorce, image-miroir, assommer, mille-annees-de-sagesse, force, brouillard, potion-d-eloquence, duel-magique, legendes, murmures-des-ombres, cremation-de-l-ame, benediction, magie-scolaire';

const gros = () => member(MARQ, 'Gros Louis');
const grobuk = () => member(SOLO, 'Grobuk');
const lierre = () => member(MAGES, 'Frère Lierre');
const elise = () => member(MAGES, "Élise l'Esquiveuse");
const bare = () => character({ style: 'puissant', classes: ['soldat'] });

describe('F&F attack plan: options outside their attack', () => {
  const cases: Case[] = [
    ['a spell with --weapon: a spell is cast, not struck', hitter, wall, { spell: 'projectile-magique', weapon: 'melee' }, 'ff/attack-spell-weapon', {}, 2],
    ['--charge with a Tir', hitter, wall, { charge: true, weapon: 'ranged' }, 'ff/attack-melee-only', { option: '--charge' }, 2],
    ['--not-engaged with a Tir', hitter, wall, { notEngaged: true, weapon: 'ranged' }, 'ff/attack-melee-only', { option: '--not-engaged' }, 2],
    ['--not-engaged with a spell', hitter, wall, { notEngaged: true, spell: 'projectile-magique' }, 'ff/attack-melee-only', { option: '--not-engaged' }, 2],
    ['--partial-cover in Mêlée', hitter, wall, { partialCover: true }, 'ff/attack-ranged-only', { option: '--partial-cover' }, 2],
    ['--dodge against a spell (rolled against the Trame)', hitter, wall, { dodge: true, spell: 'frappe-de-l-ombre' }, 'ff/attack-dodge-spell', { spell: "frappe de l'Ombre" }, 2],
    ['--target-prone against a spell: "Sa CA vaudra 0" is a CA', hitter, wall, { targetProne: true, spell: 'frappe-de-l-ombre' }, 'ff/attack-prone-spell', { spell: "frappe de l'Ombre" }, 2],
    ['--target-prone with --dodge: the CA is 0', hitter, wall, { targetProne: true, dodge: true }, 'ff/attack-prone-ca', { effect: '--dodge' }, 2],
    ['--target-prone with the peau d\'écorce', hitter, wall, { targetProne: true, use: ['peau-d-ecorce'] }, 'ff/attack-prone-ca', { effect: 'peau-d-ecorce' }, 2],
    ["--target-prone with the potion d'armure", hitter, wall, { targetProne: true, use: ['potion-d-armure'] }, 'ff/attack-prone-ca', { effect: 'potion-d-armure' }, 2],
    ['a Charge by an agile character', () => member(MARQ, 'La Bertrude'), wall, { charge: true }, 'ff/attack-charge-agile', { name: 'La Bertrude' }, 1],
    ['--chosen-number without a boule de feu', hitter, wall, { chosenNumber: 3 }, 'ff/attack-chosen-number', {}, 2],
    ['the brouillard on a spell at contact', hitter, wall, { spell: 'vampirisme', use: ['brouillard'] }, 'ff/attack-fog-contact', { spell: 'vampirisme' }, 2],
    ['the botte secrète with throwing knives (no FOR to their Dégâts)', elise, wall, { weapon: 'ranged', use: ['botte-secrete'] }, 'ff/attack-botte-needs-for', { name: "Élise l'Esquiveuse", weapon: 'couteaux-de-lancer' }, 1],
  ];
  it.each(cases)('%s', (_what, attacker, target, options, code, params, exit) => {
    expect(refusal(() => planOf(attacker(), target(), options))).toEqual({ code, params, exit });
  });

  it('allows each beside: a typed-in attacker may charge; a face-down target with a potion de force against it; a crossbow with the brouillard', () => {
    // Only an agile band member is refused the Charge: a typed-in attacker is taken at its word.
    expect(planOf(hitter(), wall(), { charge: true }).setup.touche).toBe(1);
    // "Sa CA vaudra 0": only what changes the CA is refused; the potion de force adds to the Dégâts.
    // Grobuk: Dégâts = arme à deux mains 1 + FOR 3, + 2 with the potion.
    expect(planOf(grobuk(), wall(4), { targetProne: true, use: ['potion-de-force'] }).setup).toMatchObject({ defense: 0, degats: 1 + 3 + 2 });
    // The botte secrète check looks for the botte only: another effect on a crossbow is no botte.
    expect(planOf(member(ARCHERS, 'Perrine'), wall(4), { weapon: 'ranged', use: ['brouillard'] }).setup.fog).toBe(-2);
  });
});

describe('F&F attack plan: unknown names, with the closest or the whole list', () => {
  const cases: Case[] = [
    ['a spell close to a known one', hitter, wall, { spell: 'boule-de-fue' }, 'ff/attack-unknown-spell', { actual: 'boule-de-fue', suggestion: 'boule-de-feu' }, 2],
    ['a spell close to two (with or without a roll): both', hitter, wall, { spell: 'soin-des-foulx' }, 'ff/attack-unknown-spell', { actual: 'soin-des-foulx', suggestion: 'soin, soin-des-foules' }, 2],
    ['a spell close to none: no list, where to find it', hitter, wall, { spell: 'zzzzzzzz' }, 'ff/attack-unknown-spell', { actual: 'zzzzzzzz', suggestion: '' }, 2],
    [
      'a spell with no roll: its effect, and where the spells that have one are listed',
      hitter,
      wall,
      { spell: 'soin' },
      'ff/attack-spell-no-roll',
      { actual: 'Soin', effect: 'La cible gagne 6 PV.' },
      2,
    ],
    ['an effect close to a known one', hitter, wall, { use: ['botte-secrette'] }, 'ff/attack-unknown-effect', { actual: 'botte-secrette', suggestion: 'botte-secrete' }, 2],
    ['an effect close to three: all three', hitter, wall, { use: ['potion'] }, 'ff/attack-unknown-effect', { actual: 'potion', suggestion: 'potion-d-armure, potion-d-eloquence, potion-de-force' }, 2],
    ['an effect close to none: no list, where to find it', hitter, wall, { use: ['zzzzzzzzzzzz'] }, 'ff/attack-unknown-effect', { actual: 'zzzzzzzzzzzz', suggestion: '' }, 2],
    ['an effect on the wrong attack', hitter, wall, { use: ['potion-de-force'], weapon: 'ranged' }, 'ff/attack-effect-not-here', { effect: 'potion-de-force', attack: 'ranged', limit: 'melee' }, 2],
    ['an effect of two attacks on a third', hitter, wall, { use: ['potion-d-armure'], spell: 'frappe-de-l-ombre' }, 'ff/attack-effect-not-here', { effect: 'potion-d-armure', attack: 'spell', limit: 'melee, ranged' }, 2],
  ];
  it.each(cases)('%s', (_what, attacker, target, options, code, params, exit) => {
    expect(refusal(() => planOf(attacker(), target(), options))).toEqual({ code, params, exit });
  });

  it('reads --use as a list split on commas, blanks trimmed, empty items dropped, each effect once', () => {
    const p = planOf(grobuk(), wall(4), { use: [' potion-de-force , ', 'potion-de-force,'] });
    expect(p.effects).toEqual(['potion-de-force']);
    // Once: arme à deux mains 1 + FOR 3 + 2, not + 4 ("un bonus de +2 aux dégâts").
    expect(p.setup.degats).toBe(1 + 3 + 2);
    expect(p.lines.filter((l) => l.source === 'potion-de-force')).toHaveLength(1);
  });
});

describe('F&F attack plan: what a side must have for an effect, and what it has instead', () => {
  const cases: Case[] = [
    ['the botte secrète on a typed-in attacker (its DEX is unknown)', hitter, wall, { use: ['botte-secrete'] }, 'ff/attack-effect-typed', { effect: 'botte-secrete' }, 2],
    ['the esquive talent on a typed-in target (its DEX is unknown)', hitter, wall, { use: ['esquive'] }, 'ff/attack-effect-typed', { effect: 'esquive' }, 2],
    ["the potion d'Éloquence on a typed-in attacker (its CHA is unknown)", hitter, wall, { use: ['potion-d-eloquence'] }, 'ff/attack-effect-needs-character', { effect: 'potion-d-eloquence' }, 2],
    ['murmures des ombres on a typed-in attacker', hitter, wall, { use: ['murmures-des-ombres'], spell: 'frappe-de-l-ombre' }, 'ff/attack-effect-needs-character', { effect: 'murmures-des-ombres' }, 2],
    ['the spell Force on a typed-in attacker (its FOR is unknown)', hitter, wall, { use: ['force'] }, 'ff/attack-effect-needs-character', { effect: 'force' }, 2],
    ['a talent not had, none at all', gros, wall, { use: ['botte-secrete'] }, 'ff/attack-missing-talent', { name: 'Gros Louis', effect: 'botte-secrete', known: '-' }, 1],
    ['a talent not had, others had', elise, wall, { use: ['legendes'] }, 'ff/attack-missing-talent', { name: "Élise l'Esquiveuse", effect: 'legendes', known: 'baratin, esquive, botte-secrete' }, 1],
    ['a potion not carried', gros, wall, { use: ['potion-de-force'] }, 'ff/attack-missing-item', { name: 'Gros Louis', effect: 'potion-de-force', known: 'arme-a-une-main, rondache' }, 1],
    ['a specialty, none at all', gros, wall, { use: ['magie-scolaire'], spell: 'projectile-magique' }, 'ff/attack-missing-specialty', { name: 'Gros Louis', effect: 'magie-scolaire', known: '-' }, 1],
    ['a specialty, another had', () => member(MAGES, 'Maître Corbeau'), wall, { use: ['magie-scolaire'], spell: 'projectile-magique' }, 'ff/attack-missing-specialty', { name: 'Maître Corbeau', effect: 'magie-scolaire', known: 'mille-annees-de-sagesse' }, 1],
    ['assommer without a melee weapon at all', () => member(ARCHERS, 'Ysolde'), wall, { use: ['assommer'] }, 'ff/attack-missing-weapon', { name: 'Ysolde', effect: 'assommer', known: 'arc-long, cuir, grappin, materiel-de-crochetage' }, 1],
    ['assommer with another melee weapon', gros, wall, { use: ['assommer'] }, 'ff/attack-missing-weapon', { name: 'Gros Louis', effect: 'assommer', known: 'arme-a-une-main, rondache' }, 1],
    ['a "soi-même" spell the target does not know', hitter, lierre, { use: ['image-miroir'] }, 'ff/attack-missing-own-spell', { name: 'Frère Lierre', effect: 'image-miroir', known: 'peau-d-ecorce, toile-d-araignee' }, 1],
    ['the duel magique against a target who is no mage', hitter, gros, { use: ['duel-magique'], spell: 'projectile-magique' }, 'ff/attack-missing-caster', { name: 'Gros Louis', effect: 'duel-magique', known: 'barbare' }, 1],
    ['a bombe not carried', gros, wall, { weapon: 'bombe' }, 'ff/attack-missing-item', { name: 'Gros Louis', effect: 'bombe', known: 'arme-a-une-main, rondache' }, 1],
    ['a bombe by a character who carries nothing', bare, wall, { weapon: 'bombe' }, 'ff/attack-missing-item', { name: 'Test', effect: 'bombe', known: '-' }, 1],
    ['a spell not known, others known', lierre, wall, { spell: 'frappe-de-l-ombre' }, 'ff/attack-spell-not-known', { name: 'Frère Lierre', spell: 'frappe-de-l-ombre', known: 'peau-d-ecorce, toile-d-araignee' }, 1],
    ['a spell not known, none known', gros, wall, { spell: 'frappe-de-l-ombre' }, 'ff/attack-spell-not-known', { name: 'Gros Louis', spell: 'frappe-de-l-ombre', known: '-' }, 1],
    ['a Mêlée without a melee weapon: the equipment by name', () => member(ARCHERS, 'Ysolde'), wall, {}, 'ff/attack-no-melee-weapon', { name: 'Ysolde', equipment: 'Arc long, Cuir, Grappin, Matériel de crochetage' }, 1],
    ['a Tir without a ranged weapon', gros, wall, { weapon: 'ranged' }, 'ff/attack-no-ranged-weapon', { name: 'Gros Louis', equipment: 'Arme à une main, Rondache' }, 1],
    ['a spell against a typed-in target without --tra', hitter, () => typed({ ca: 3, pv: 5 }), { spell: 'frappe-de-l-ombre' }, 'ff/attack-typed-needs', { option: '--tra' }, 2],
    ['a Mêlée against a typed-in target without --ca', hitter, () => typed({ tra: 3, pv: 5 }), {}, 'ff/attack-typed-needs', { option: '--ca' }, 2],
    ['légendes without a Concentration to double', () => member(SPECIALISTES, 'Chantre'), wall, { use: ['legendes'] }, 'ff/attack-legendes-concentration', {}, 2],
  ];
  it.each(cases)('%s', (_what, attacker, target, options, code, params, exit) => {
    expect(refusal(() => planOf(attacker(), target(), options))).toEqual({ code, params, exit });
  });

  it('a spell known from its parchemin only may be cast by a Mage of its Domaine ("défaussé … en lieu et place du sort")', () => {
    const scribe = character({ style: 'agile', classes: ['magicien'], equipment: ['baton', 'parchemin-boule-de-feu', 'parchemin-frappe-de-l-ombre'], spells: ['projectile-magique'], specialty: 'magie-scolaire' });
    expect(planOf(scribe, wall()).kind).toBe('melee');
    expect(planOf(scribe, wall(), { spell: 'boule-de-feu' }, 2)).toMatchObject({ spell: { id: 'boule-de-feu' }, castWith: 'parchemin' });
    expect(planOf(scribe, wall(), { spell: 'projectile-magique' }).castWith).toBe('known');
    // « le Mage les utilisant doit être capable de lancer ce sort »: a Magicien casts Magie, not Ténèbres.
    expect(refusal(() => planOf(scribe, wall(), { spell: 'frappe-de-l-ombre' }))).toEqual({
      code: 'ff/attack-parchemin-domain',
      params: { name: 'Test', spell: "Frappe de l'Ombre", known: 'Projectile magique', domain: 'Ténèbres', domains: 'Magie' },
      exit: 1,
    });
  });

  it('a parchemin « peuvent servir aux Mages »: a Barbare neither casts from one nor, as a target, "casts" image miroir', () => {
    const barbare = character({ style: 'puissant', classes: ['barbare'], equipment: ['arme-a-deux-mains', 'parchemin-boule-de-feu', 'parchemin-image-miroir'] });
    const refused = { code: 'ff/attack-parchemin-not-mage', exit: 1 };
    expect(refusal(() => planOf(barbare, wall(), { spell: 'boule-de-feu' }, 3))).toMatchObject({ ...refused, params: { name: 'Test', spell: 'Boule de feu', known: '-' } });
    expect(refusal(() => planOf(hitter(), barbare, { use: ['image-miroir'] }))).toMatchObject({ ...refused, params: { name: 'Test', spell: 'Image miroir', known: '-' } });
    const mage = character({ style: 'agile', classes: ['magicien'], equipment: ['baton', 'parchemin-image-miroir'], spells: ['projectile-magique', 'sommeil'], specialty: 'magie-scolaire' });
    expect(planOf(hitter(), mage, { use: ['image-miroir'] }).setup.doublesOnly).toBe(true);
  });

  it('Inspiration casts a Niveau I spell « avec ses propres scores d\'INT et SAG », not a Niveau II one', () => {
    // Barde: INT +1, CHA +1; the Skald: SAG +1.
    const barde = character({ style: 'agile', classes: ['barde', 'skald'], equipment: ['dague'] });
    const p = planOf(barde, wall(), { spell: 'frappe-de-l-ombre' });
    expect(p.castWith).toBe('inspiration');
    expect(p.setup).toMatchObject({ touche: 1, degats: 1 });
    expect(planOf(hitter(), barde, { use: ['image-miroir'] }).setup.doublesOnly).toBe(true);
    expect(refusal(() => planOf(barde, wall(), { spell: 'boule-de-feu' }, 3))).toEqual({
      code: 'ff/attack-inspiration-level',
      params: { name: 'Test', spell: 'Boule de feu', known: '-' },
      exit: 1,
    });
    // Without the talent, the plain refusal.
    expect(refusal(() => planOf(character({ style: 'agile', classes: ['voleur'], equipment: ['dague'] }), wall(), { spell: 'frappe-de-l-ombre' }))).toMatchObject({ code: 'ff/attack-spell-not-known' });
  });
});

describe('F&F attack plan: numbers at their bounds', () => {
  const range = (option: string, min: number, max: number, actual: number) => ({ code: 'ff/attack-range', params: { option, min, max, actual }, exit: 2 });

  it('--concentration from 0 to 10', () => {
    expect(planOf(hitter(), wall(), { concentration: 0 }).setup.concentration).toBe(0);
    expect(planOf(hitter(), wall(), { concentration: 10 }).setup.concentration).toBe(10);
    expect(refusal(() => planOf(hitter(), wall(), { concentration: -1 }))).toEqual(range('--concentration', 0, 10, -1));
    expect(refusal(() => planOf(hitter(), wall(), { concentration: 11 }))).toEqual(range('--concentration', 0, 10, 11));
  });

  it('--chosen-number from 1 to 6 ("un nombre entre 1 et 6")', () => {
    expect(planOf(hitter(), wall(), { spell: 'boule-de-feu', chosenNumber: 1 }, 1).number).toBe(1);
    expect(planOf(hitter(), wall(), { spell: 'boule-de-feu', chosenNumber: 6 }, 6).number).toBe(6);
    expect(refusal(() => planOf(hitter(), wall(), { spell: 'boule-de-feu', chosenNumber: 0 }))).toEqual(range('--chosen-number', 1, 6, 0));
    expect(refusal(() => planOf(hitter(), wall(), { spell: 'boule-de-feu', chosenNumber: 7 }))).toEqual(range('--chosen-number', 1, 6, 7));
  });

  it("a typed-in target's --pv from 1 to 1000", () => {
    expect(planOf(hitter(), wall(3, 1)).pv).toEqual({ max: 1, current: 1 });
    expect(planOf(hitter(), wall(3, 1000)).pv).toEqual({ max: 1000, current: 1000 });
    expect(refusal(() => planOf(hitter(), wall(3, 0)))).toEqual(range('--pv', 1, 1000, 0));
    expect(refusal(() => planOf(hitter(), wall(3, 1001)))).toEqual(range('--pv', 1, 1000, 1001));
  });

  it('--target-pv from 1 to the maximum PV; above it, refused naming the maximum and whose it is', () => {
    expect(planOf(hitter(), wall(3, 10), { targetPv: 1 }).pv).toEqual({ max: 10, current: 1 });
    expect(planOf(hitter(), wall(3, 10), { targetPv: 10 }).pv).toEqual({ max: 10, current: 10 });
    expect(refusal(() => planOf(hitter(), wall(3, 10), { targetPv: 0 }))).toEqual(range('--target-pv', 1, 10, 0));
    const above = (actual: number, max: number, target: string) => ({ code: 'ff/attack-target-pv-above-max', params: { actual, max, target }, exit: 2 });
    expect(refusal(() => planOf(hitter(), wall(3, 10), { targetPv: 11 }))).toEqual(above(11, 10, '--pv'));
    // Gros Louis: PV 6 + CON 0 + Barbare (guerrier) 2 = 8; 40 is refused with that maximum.
    expect(planOf(hitter(), gros(), { targetPv: 8 }).pv).toEqual({ max: 8, current: 8 });
    expect(refusal(() => planOf(hitter(), gros(), { targetPv: 40 }))).toEqual(above(40, 8, 'Gros Louis'));
  });
});
