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
