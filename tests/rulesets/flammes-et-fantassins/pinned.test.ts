/**
 * F&F rules pinned where a variant differs from the default: whole diagnostic lists (no extra
 * finding), the fer-budget house rule where PC and classes differ, the free weapon without a weapon.
 */
import { describe, expect, it } from 'vitest';
import type { FfProfile } from '../../../src/rulesets/flammes-et-fantassins/derive.js';
import { check } from '../../helpers/analyse.js';

const character = (classes: string, equipment: string, extra = '') =>
  `  - name: X\n    style: agile\n    classes: [${classes}]\n    equipment: [${equipment}]\n${extra}`;
const band = (pc: number, characters: string, houseRules = '') =>
  `ruleset: flammes-et-fantassins\nname: T\npc: ${pc}\ncharacters:\n${characters}${houseRules ? `house_rules:\n${houseRules}` : ''}`;
const findings = async (text: string) =>
  (await check(text)).diagnostics.map((d) => [d.code, d.severity, d.line, d.column, d.limit, d.actual]);
const profile = async (text: string) => (await check(text)).analysis.profile as FfProfile;

describe('spell count: the whole list of findings', () => {
  it('a non-caster with a spell gets spells-without-caster and nothing about the count', async () => {
    expect(await findings(band(1, character('archer', 'arc', '    spells: [soin]\n')))).toEqual([
      ['ff/band-size', 'warning', 4, 1, '3–10', 1],
      ['ff/fer-unspent', 'warning', 4, 1, 1, 0],
      ['ff/spells-without-caster', 'error', 9, 5, undefined, 1],
    ]);
  });

  it('a magicien with one spell too many, no grimoire: too-many-spells, limit 0, actual 1, and nothing else', async () => {
    const text = band(1, character('magicien', 'baton', '    spells: [sommeil, charme, soin]\n    specialty: magie-scolaire\n'));
    expect(await findings(text)).toEqual([
      ['ff/band-size', 'warning', 4, 1, '3–10', 1],
      ['ff/fer-unspent', 'warning', 4, 1, 1, 0],
      ['ff/too-many-spells', 'error', 9, 5, 0, 1],
    ]);
  });

  it('a magicien with a grimoire may take that extra spell: no finding about spells', async () => {
    const text = band(2, character('magicien, soldat', 'baton, grimoire', '    spells: [sommeil, charme, soin]\n    specialty: magie-scolaire\n'));
    const codes = (await findings(text)).map(([code]) => code);
    expect(codes.filter((code) => String(code).includes('spell'))).toEqual([]);
  });
});

describe('house rule fer-budget', () => {
  // 5 PC agreed, one class bought: the two readings give different budgets.
  const text = (rule: string) => band(5, character('archer', 'arc'), rule);

  it('counts the PC agreed by default: 5 pièces de fer', async () => {
    expect((await profile(text(''))).band.fer_budget).toBe(5);
    expect((await profile(text('  fer-budget: pc\n'))).band.fer_budget).toBe(5);
  });

  it('counts the classes bought with fer-budget: classes: 1 pièce de fer', async () => {
    expect((await profile(text('  fer-budget: classes\n'))).band.fer_budget).toBe(1);
  });

  it('still adds 1 per soldat with fer-budget: pc', async () => {
    expect((await profile(band(5, character('soldat', 'dague'), '  fer-budget: pc\n'))).band.fer_budget).toBe(6);
  });
});

describe('the first weapon is free', () => {
  const spent = async (equipment: string, rules = '') => (await profile(band(2, character('moine, soldat', equipment), rules))).band.fer_spent;

  it('takes nothing off a character without a weapon', async () => {
    expect(await spent('cuir, potion-de-vie')).toBe(2);
  });

  it('takes one weapon off a character who has one', async () => {
    expect(await spent('dague, cuir')).toBe(1);
    expect(await spent('dague, arc, cuir')).toBe(2);
  });

  it('takes nothing off with base-weapon-free: false', async () => {
    expect(await spent('dague, cuir', '  base-weapon-free: false\n')).toBe(2);
  });
});

/** A campaign ledger of losses ("un Point de Création et une Pièce de Fer" each) and « Création de potion » records. */
const campaign = (losses: number, potions: { member: string; items: string }[] = []) => {
  const events = Array.from({ length: losses }, (_, i) =>
    `    - scenario: s${i + 1}\n      date: 2025-01-0${i + 1}\n      result: loss\n      played: ${i}\n      trophies: 0\n      pc: 1\n      fer: 1\n`);
  const records = potions.map((p) => `    - member: ${p.member}\n      scenario: s1\n      date: 2025-01-01\n      items: ${p.items}\n`);
  return `campaign:\n  ledger:${events.length ? `\n${events.join('')}` : ' []\n'}  potions:${records.length ? `\n${records.join('')}` : ' []\n'}`;
};
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

describe('campaign earnings kept for later: an info at the budget they add to', () => {
  it('a PC earned and kept is at `pc`, a pièce de fer earned and kept at `characters`, with left, actual and limit', async () => {
    // 2 PC agreed buy the archer and the barbare; 2 pièces de fer (cuir, rondache) spent; the defeat's PC and fer kept.
    const text = band(2, character('archer', 'arc, cuir') + character('barbare', 'arme-a-une-main, rondache').replace('X', 'Y'), '  band-min: 2\n') + campaign(1);
    const found = (await check(text)).diagnostics.map((d) => [d.code, d.severity, d.path, d.line, d.column, d.message]);
    expect(found).toEqual([
      ['ff/pc-earned', 'info', 'pc', 3, 1, '1 PC earned in campaign not yet spent (0 of 1 spent)'],
      ['ff/fer-earned', 'info', 'characters', 4, 1, '1 pièce(s) de fer earned in campaign not yet spent (0 of 1 spent)'],
    ]);
  });
});

describe('« Création de potion »: records and the items carried free', () => {
  // "à la fin d'une partie, si l'Alchimiste est vivant, choisir deux potion(s), deux bombe(s) ou une de chaque."
  const alchimiste = character('alchimiste', 'baton, robe, potion-de-vie', '    spells: [frappe-de-l-ombre, poison]\n    specialty: creation-de-potion\n').replace('X', 'Ambroise');
  const archer = character('archer', 'arc, cuir').replace('X', 'Tireur');
  const apothicaires = (potions: { member: string; items: string }[]) => band(2, alchimiste + archer, '  band-min: 2\n') + campaign(0, potions);

  it('a record by a member without the specialty is an error at that record, naming the member and the items', async () => {
    const text = apothicaires([{ member: 'Tireur', items: 'potion-de-vie, bombe' }]).replace('robe, potion-de-vie', 'robe');
    const errors = (await check(text)).diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.code, d.path, d.line, d.column, d.actual, d.message])).toEqual([
      ['ff/potion-record', 'campaign.potions[0]', lineOf(text, '- member: Tireur'), 7, 'potion-de-vie, bombe',
        'the potions created by Tireur (Potion de Vie, Bombe) are not two potions or bombes of an Alchimiste with the specialty Création de potion'],
    ]);
  });

  it('two potions de vie created, one carried: that one is free, and no other item', async () => {
    // Ambroise: bâton free, robe 1, potion-de-vie 1 (created: free); Tireur: arc free, cuir 1 → 2 pièces de fer.
    const text = apothicaires([{ member: 'Ambroise', items: 'potion-de-vie, potion-de-vie' }]);
    const result = await check(text);
    expect(result.diagnostics).toEqual([]);
    expect((result.analysis.profile as FfProfile).band.fer_spent).toBe(2);
  });

  it('without a campaign, every item is charged', async () => {
    expect((await profile(band(2, alchimiste + archer, '  band-min: 2\n'))).band.fer_spent).toBe(3);
  });
});

describe('classes bought with earned PC bring no pièce de fer (docs/rules-notes.md), unless earned-class-fer', () => {
  // 1 PC agreed, 2 classes: the second bought with a PC earned by a defeat.
  const two = character('archer', 'arc') + character('barbare', 'arme-a-une-main').replace('X', 'Y');
  const budget = async (losses: number, rules: string) => (await profile(band(1, two, `  band-min: 2\n${rules}`) + campaign(losses))).band.fer_budget;

  it('fer-budget: classes counts the classes bought with the agreed PC: 2 classes − 1 bought with earned PC + 1 earned fer', async () => {
    expect(await budget(1, '  fer-budget: classes\n')).toBe(2);
    expect(await budget(1, '  fer-budget: classes\n  earned-class-fer: true\n')).toBe(3);
  });

  it('earned-class-fer: true adds one pièce de fer per class bought with earned PC, not per PC earned', async () => {
    // Two defeats: 2 PC and 2 fer earned, one PC spent on the barbare. Agreed 1 + 1 class + 2 earned fer = 4.
    expect(await budget(2, '  earned-class-fer: true\n')).toBe(4);
    expect(await budget(2, '')).toBe(3);
  });
});
