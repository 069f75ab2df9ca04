/**
 * The attack plan's lines (plan.ts): every number of an attack named after what brings it, with the characteristic
 * and the class behind it, the moment a conditional one is played, and the Setup the policy reads. Values worked from
 * the rulebook and the fixtures' characters (classes, equipment); the odds of each are tested elsewhere.
 */
import { describe, expect, it } from 'vitest';
import { ARCHERS, character, hitter, linesOf, MAGES, MARQ, member, planOf, SOLO, SPECIALISTES, wall } from './plan-helpers.js';

const POTERIE = 'bands/ff-federation-de-la-poterie.yaml';

describe('F&F attack plan: the lines of each roll', () => {
  it('a typed-in attacker: its --hit and --damage; a typed-in target: its --ca, or its --tra against a spell', () => {
    expect(planOf(hitter(2, 1), wall(4)).lines).toEqual([
      { roll: 'touche', value: 2, source: 'typed', detail: '--hit' },
      { roll: 'degats', value: 1, source: 'typed', detail: '--damage' },
      { roll: 'defense', value: 4, source: 'typed', detail: '--ca' },
    ]);
    expect(linesOf(planOf(hitter(2, 1), wall(4, 10, 3), { spell: 'frappe-de-l-ombre' }), 'defense')).toEqual([{ roll: 'defense', value: 3, source: 'typed', detail: '--tra' }]);
  });

  it('Charge +1/+1, not engaged −1, partial view −1, the Esquive reaction +1 CA when played', () => {
    const charge = planOf(hitter(2, 1), wall(4), { charge: true, dodge: true });
    expect(charge.lines.filter((l) => l.source !== 'typed')).toEqual([
      { roll: 'touche', value: 1, source: 'charge' },
      { roll: 'degats', value: 1, source: 'charge' },
      { roll: 'defense', value: 1, source: 'dodge', when: 'dodge' },
    ]);
    // The reaction is played after the roll: not in the CA's total.
    expect(charge.setup).toMatchObject({ touche: 3, degats: 2, defense: 4, dodge: true });
    expect(planOf(hitter(2, 1), wall(4)).lines.some((l) => l.source === 'dodge')).toBe(false);
    expect(planOf(hitter(2, 1), wall(4), { notEngaged: true }).lines[2]).toEqual({ roll: 'touche', value: -1, source: 'not-engaged' });
    expect(planOf(hitter(2, 1), wall(4), { partialCover: true, weapon: 'ranged' }).lines[2]).toEqual({ roll: 'touche', value: -1, source: 'partial-cover' });
  });

  it('a target face down: "Sa CA vaudra 0", one line', () => {
    const p = planOf(hitter(2, 1), wall(4), { targetProne: true });
    expect(linesOf(p, 'defense')).toEqual([{ roll: 'defense', value: 0, source: 'prone' }]);
    expect(p.setup).toMatchObject({ defense: 0, esquiveCa: false });
  });

  it('a puissant Mêlée: FOR with its classes, the weapon; against a member: CA = 3 + CON (puissant) + armour', () => {
    const p = planOf(member(MARQ, 'Gros Louis'), member(MARQ, 'Mains-Noires'));
    expect(p.lines).toEqual([
      { roll: 'touche', value: 2, source: 'FOR', detail: 'puissant: Barbare +2' },
      { roll: 'touche', value: 1, source: 'arme-a-une-main' },
      { roll: 'degats', value: 0, source: 'arme-a-une-main' },
      { roll: 'degats', value: 2, source: 'FOR', detail: 'Barbare +2' },
      { roll: 'defense', value: 3, source: 'base' },
      { roll: 'defense', value: 3, source: 'CON', detail: 'puissant: Soldat +1, Chevalier +2' },
      { roll: 'defense', value: 3, source: 'plaque' },
    ]);
    expect(p.defenseName).toBe('CA');
  });

  it("the Chevalier's Mêl +1 and the Archer's Tir +1 are lines of their own, named after the class", () => {
    expect(planOf(member(POTERIE, 'Dame Isabeau'), wall()).lines[1]).toEqual({ roll: 'touche', value: 1, source: 'Mêl', detail: 'Chevalier +1' });
    expect(linesOf(planOf(member(ARCHERS, 'Perrine'), wall(), { weapon: 'ranged' }), 'touche')).toEqual([
      { roll: 'touche', value: 1, source: 'DEX', detail: 'Archer +1' },
      { roll: 'touche', value: 1, source: 'Tir', detail: 'Archer +1' },
      { roll: 'touche', value: 1, source: 'arbalete-lourde' },
    ]);
  });
});

describe('F&F attack plan: effects played after the roll', () => {
  it('the botte secrète: + DEX to the Dégâts, when played', () => {
    const p = planOf(member(MAGES, "Élise l'Esquiveuse"), wall(), { use: ['botte-secrete'] });
    expect(p.lines.at(-1)).toEqual({ roll: 'degats', value: 2, source: 'botte-secrete', detail: 'DEX', when: 'botte-secrete' });
    expect(p.setup).toMatchObject({ degats: 1, botte: 2 });
  });

  it('the Esquive talent: + DEX to the CA in Mêlée; against a spell, − DEX off the Effet', () => {
    const melee = planOf(hitter(), member(MAGES, "Élise l'Esquiveuse"), { use: ['esquive'] });
    expect(melee.lines.at(-1)).toEqual({ roll: 'defense', value: 2, source: 'esquive', detail: 'DEX', when: 'esquive' });
    expect(melee.setup).toMatchObject({ defense: 6, esquive: 2, esquiveCa: true });
    const spell = planOf(member(MAGES, 'Maître Corbeau'), member(MAGES, "Élise l'Esquiveuse"), { use: ['esquive'], spell: 'vampirisme' });
    expect(spell.lines.find((l) => l.source === 'esquive')).toEqual({ roll: 'degats', value: -2, source: 'esquive', detail: 'DEX', when: 'esquive' });
    expect(spell.setup).toMatchObject({ degats: 3, esquive: 2, esquiveCa: false });
  });

  it("Crémation de l'Âme: +1 to INT or SAG; the Potion d'Éloquence: + CHA; each chosen after the roll", () => {
    const cendre = planOf(member(SPECIALISTES, 'Cendre'), wall(), { use: ['cremation-de-l-ame'], spell: 'vampirisme' });
    expect(cendre.lines.at(-1)).toEqual({ roll: 'touche', value: 1, source: 'cremation-de-l-ame', detail: 'INT | SAG', when: 'after-roll' });
    expect(cendre.setup).toMatchObject({ touche: 1, floating: 1 });
    const ombre = planOf(member(SPECIALISTES, 'Ombre'), wall(), { use: ['potion-d-eloquence'], spell: 'frappe-de-l-ombre' });
    expect(ombre.lines.at(-1)).toEqual({ roll: 'touche', value: 2, source: 'potion-d-eloquence', detail: 'CHA', when: 'after-roll' });
    expect(ombre.setup).toMatchObject({ touche: 0, eloquence: 2 });
  });

  it("Murmures des ombres: CHA − INT to the Touche, CHA − SAG to the Effet (CHA 2, INT 1, SAG 0; CHA 2, INT 0, SAG 2)", () => {
    const sorcier = character({ style: 'agile', classes: ['sorcier', 'necromancien'], equipment: ['baton'], spells: ['frappe-de-l-ombre'], specialty: 'murmures-des-ombres' });
    const p = planOf(sorcier, wall(), { use: ['murmures-des-ombres'], spell: 'frappe-de-l-ombre' });
    expect(p.lines.filter((l) => l.source === 'murmures-des-ombres')).toEqual([
      { roll: 'touche', value: 1, source: 'murmures-des-ombres', detail: 'CHA − INT', when: 'after-roll' },
      { roll: 'degats', value: 2, source: 'murmures-des-ombres', detail: 'CHA − SAG', when: 'after-roll' },
    ]);
    expect(p.setup).toMatchObject({ touche: 1, degats: 0, swap: { touche: 1, degats: 2 } });
    // Sorcier and Sage: CHA 2, INT 0, SAG 2: CHA in place of SAG adds nothing.
    const sage = character({ style: 'agile', classes: ['sorcier', 'sage'], equipment: ['baton'], spells: ['frappe-de-l-ombre'], specialty: 'murmures-des-ombres' });
    expect(planOf(sage, wall(), { use: ['murmures-des-ombres'], spell: 'frappe-de-l-ombre' }).setup).toMatchObject({ touche: 0, degats: 2, swap: { touche: 2, degats: 0 } });
  });
});

describe('F&F attack plan: the spell Force, "+2 en FOR", where FOR is read', () => {
  const force = [
    { roll: 'touche', value: 2, source: 'force', detail: 'FOR' },
    { roll: 'degats', value: 2, source: 'force', detail: 'FOR' },
  ];
  it("a puissant's Mêlée: its Touche (Mêl. = FOR) and its Dégâts", () => {
    expect(planOf(member(SOLO, 'Grobuk'), wall(), { use: ['force'] }).lines.filter((l) => l.source === 'force')).toEqual(force);
  });
  it("an agile's Mêlée: the Dégâts only (Mêl. = DEX)", () => {
    expect(planOf(member(MARQ, 'La Bertrude'), wall(), { use: ['force'] }).lines.filter((l) => l.source === 'force')).toEqual([force[1]]);
  });
  it("a puissant's Tir with a bow: the Dégâts only (Tir = DEX); with a crossbow: nothing", () => {
    expect(planOf(member(SPECIALISTES, 'Garde'), wall(), { use: ['force'], weapon: 'ranged' }).lines.filter((l) => l.source === 'force')).toEqual([force[1]]);
    expect(planOf(member(ARCHERS, 'Perrine'), wall(), { use: ['force'], weapon: 'ranged' }).lines.filter((l) => l.source === 'force')).toEqual([]);
  });
});

describe('F&F attack plan: what the policy is given', () => {
  it('a spell with no PV lost (fascination: PA) kills nobody: PV counted as infinite; a PV spell reads the current PV', () => {
    expect(planOf(hitter(), wall(3, 10), { spell: 'fascination-pour-les-tenebres' }).setup.pv).toBe(Number.POSITIVE_INFINITY);
    expect(planOf(hitter(), wall(3, 10, 3), { spell: 'frappe-de-l-ombre', targetPv: 4 }).setup.pv).toBe(4);
  });

  it('légendes doubles the Concentration: 1 becomes 2, in the plan and in the Setup', () => {
    const p = planOf(member(SPECIALISTES, 'Chantre'), wall(), { use: ['legendes'], concentration: 1 });
    expect(p.concentration).toBe(2);
    expect(p.setup.concentration).toBe(2);
  });

  it("the band's house rules: masse-stun reads the die by default, the modified Dégâts when set", () => {
    const masse = (rules: Record<string, unknown>) => character({ style: 'puissant', classes: ['soldat'], equipment: ['masse'] }, rules);
    expect(planOf(masse({}), wall(), { use: ['assommer'] }).setup).toMatchObject({ stun: 5, stunOnDie: true });
    expect(planOf(masse({ 'masse-stun': 'modified' }), wall(), { use: ['assommer'] }).setup).toMatchObject({ stun: 5, stunOnDie: false });
    // Sommeil's "dé d'Effet" includes the SAG ("ils comprennent les bonus"), whatever the masse rule.
    expect(planOf(hitter(), wall(), { spell: 'sommeil' }).setup).toMatchObject({ stun: 5, stunOnDie: false });
  });

  it("the band's house rules: a spell exceeds the Trame by default, equals it with spell-hit: equal; Mêlée always equals the CA", () => {
    const mage = (rules: Record<string, unknown>) => character({ style: 'agile', classes: ['magicien'], equipment: ['baton'], spells: ['projectile-magique'], specialty: 'magie-scolaire' }, rules);
    expect(planOf(mage({}), wall(), { spell: 'projectile-magique' }).setup.strict).toBe(true);
    expect(planOf(mage({ 'spell-hit': 'equal' }), wall(), { spell: 'projectile-magique' }).setup.strict).toBe(false);
    expect(planOf(mage({}), wall()).setup.strict).toBe(false);
  });

  it('mille années de sagesse comes with the Sage\'s spells only: not his Mêlée, not another specialty, not a scroll read by a Magicien', () => {
    expect(planOf(member(MAGES, 'Maître Corbeau'), wall(), { spell: 'projectile-magique' }).effects).toEqual(['mille-annees-de-sagesse']);
    expect(planOf(member(MAGES, 'Maître Corbeau'), wall()).effects).toEqual([]);
    expect(planOf(member(SPECIALISTES, 'Cendre'), wall(), { spell: 'vampirisme' }).setup.concentrationBoth).toBe(false);
    const magicien = character({ style: 'agile', classes: ['magicien'], equipment: ['baton', 'parchemin-boule-de-feu'], spells: ['projectile-magique', 'sommeil'], specialty: 'magie-scolaire' });
    const p = planOf(magicien, wall(), { spell: 'boule-de-feu' }, 3);
    expect(p.effects).toEqual([]);
    expect(p.setup.concentrationBoth).toBe(false);
  });

  it('the effects named, in the order asked; those "pendant le Round" listed apart (the peau d\'écorce lasts until a PV is lost)', () => {
    const p = planOf(hitter(), wall(), { use: ['armure-de-mage', 'peau-d-ecorce'] });
    expect(p.effects).toEqual(['armure-de-mage', 'peau-d-ecorce']);
    expect(p.roundLong).toEqual(['armure-de-mage']);
    expect(p.setup).toMatchObject({ defense: 4 + 3, bark: 2 });
  });

  it("the boule de feu's number is its Trame and adds to its Effet; other attacks have no number", () => {
    const p = planOf(hitter(), wall(), { spell: 'boule-de-feu' }, 4);
    expect(p.number).toBe(4);
    expect(p.defenseName).toBe('Tra');
    expect(p.lines.filter((l) => l.source === 'boule-de-feu')).toEqual([
      { roll: 'degats', value: 4, source: 'boule-de-feu' },
      { roll: 'defense', value: 4, source: 'boule-de-feu' },
    ]);
    expect(planOf(hitter(), wall(), {}, 4).number).toBeNull();
    expect(planOf(hitter(), wall(4, 10, 3), { spell: 'frappe-de-l-ombre' }, 4).number).toBeNull();
  });
});
