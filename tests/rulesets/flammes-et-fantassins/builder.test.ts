import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { draftOf, ordinal, stepContext, unfinished, withEdits, type BuildChoice } from '../../../src/core/ruleset/builder.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { BUILD_MESSAGES } from '../../../src/core/messages/build.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { ruleset } from '../../../src/rulesets/flammes-et-fantassins/index.js';

const builder = ruleset.builder;
const messages = new Messages('en', [CORE_MESSAGES, BUILD_MESSAGES, ruleset.messages, builder.messages]);

const character = (name: string, style: string, classes: string, equipment: string, extra = '') =>
  `  - name: ${name}\n    style: ${style}\n    classes: [${classes}]\n    equipment: [${equipment}]\n${extra}`;
const band = (pc: number, ...characters: string[]) => `ruleset: flammes-et-fantassins\nname: T\npc: ${pc}\ncharacters:\n${characters.join('')}`;

function draft(yaml: string) {
  return draftOf(ruleset, parseDocument(yaml));
}
function choices(stepId: string, yaml: string, index = 0): readonly BuildChoice[] {
  const d = draft(yaml);
  const member = ruleset.roster(d.band as never)[index]!;
  return builder.steps.find((s) => s.id === stepId)!.choices(stepContext(ruleset, d, member, 'en', messages) as never);
}
function applies(stepId: string, yaml: string): boolean {
  const d = draft(yaml);
  return builder.steps.find((s) => s.id === stepId)!.applies(stepContext(ruleset, d, ruleset.roster(d.band as never)[0]!, 'en', messages) as never);
}
const find = (list: readonly BuildChoice[], value: string) => {
  const found = list.find((c) => c.value === value);
  if (!found) throw new Error(`no choice ${value}`);
  return found;
};
const enabled = (list: readonly BuildChoice[]) => list.filter((c) => !c.disabled && !c.value.startsWith('remove:')).map((c) => c.value);

describe('F&F builder: classes', () => {
  it('a Héros can take no fourth class (each add says why) but may drop one', () => {
    const list = choices('classes', band(7, character('H', 'puissant', 'barbare, soldat, chevalier', 'arme-a-une-main')));
    expect(enabled(list)).toEqual([]);
    // Worded for the choice ("a 4th class"), not as the band would stand after it ("H has 4 classes").
    expect(find(list, 'archer').disabled).toBe('a 4th class: at most 3');
    expect(list.filter((c) => c.value.startsWith('remove:')).map((c) => [c.label, c.disabled])).toEqual([
      ['Remove Barbare', undefined],
      ['Remove Soldat', undefined],
      ['Remove Chevalier', undefined],
    ]);
  });

  it('no class beyond the agreed PC', () => {
    const list = choices('classes', band(1, character('M', 'agile', 'archer', 'arc')));
    expect(enabled(list)).toEqual([]);
    expect(find(list, 'ranger').disabled).toBe('a class beyond the PC: 2 PC for 1');
  });

  it('each class once: the chosen ones are not offered again; the others are, with their bonuses', () => {
    const list = choices('classes', band(7, character('A', 'agile', 'archer', 'arc')));
    expect(enabled(list)).toHaveLength(20);
    expect(enabled(list)).not.toContain('archer');
    expect(find(list, 'chevalier').label).toBe('Chevalier — CON +2, Mêl +1, PV +2');
    expect(find(list, 'soldat').label).toBe('Soldat — FOR +1, CON +1, +1 pièce de fer, PV +2');
    expect(find(list, 'assassin').label).toBe('Assassin — DEX +2, PV +1; talents: Botte secrète, Déplacement rapide');
    expect(find(list, 'archimage').label).toBe('Archimage — INT +2; spells: Lumière 1, Magie 1; specialty: Haute Maîtrise');
  });

  it('a removal that would leave spells without a caster class is refused with the reason', () => {
    const list = choices('classes', band(2, character('P', 'agile', 'pretre, soldat', 'baton', '    spells: [soin, force]\n    specialty: imposition-des-mains\n')));
    expect(find(list, 'remove:0').disabled).toBe('P knows 2 spell(s) without a Lanceur de Sorts class');
    expect(find(list, 'remove:1').disabled).toBeUndefined();
  });
});

describe('F&F builder: equipment', () => {
  it('without a weapon, the weapons come first and are free', () => {
    const list = choices('equipment', band(1, character('A', 'agile', 'archer', '')));
    const weapons = ['arme-a-deux-mains', 'arme-a-une-main', 'baton', 'dague', 'masse', 'arbalete-legere', 'arbalete-lourde', 'arc', 'arc-long', 'couteaux-de-lancer'];
    expect(list.slice(0, weapons.length).map((c) => c.value)).toEqual(weapons);
    for (const c of list.slice(0, weapons.length)) expect(c.label).toMatch(/free \(the base weapon\)$/);
    expect(find(list, 'rondache').label).toBe('Rondache — 1 pièce de fer');
    expect(find(list, 'nu').label).toBe('Nu — free');
  });

  it('with the house rule `base-weapon-free: false`, weapons cost like the rest and do not come first', () => {
    const list = choices('equipment', `house_rules:\n  base-weapon-free: false\n${band(1, character('A', 'agile', 'archer', ''))}`);
    expect(list[0]!.section).toBe('arme de mêlée');
    expect(find(list, 'arc').label).toBe('Arc — 1 pièce de fer');
  });

  it('with a bow: a shield may be carried (issue 17), no other two-handed weapon, a one-handed weapon for one pièce de fer', () => {
    const list = choices('equipment', band(1, character('A', 'agile', 'archer', 'arc')));
    expect(find(list, 'rondache').disabled).toBeUndefined();
    expect(find(list, 'ecu').disabled).toBeUndefined();
    expect(find(list, 'arme-a-deux-mains').disabled).toBe('A carries arc and arme-a-deux-mains, both needing two hands');
    expect(find(list, 'arme-a-une-main').label).toBe('Arme à une main — 1 pièce de fer');
    expect(find(list, 'arme-a-une-main').disabled).toBeUndefined();
    expect(find(list, 'arc-long').disabled).toBe('A carries 2 × arme à distance');
  });

  it('nothing beyond the pièces de fer left', () => {
    // One class: one pièce de fer, spent on the cuir (the arc is the free weapon).
    const list = choices('equipment', band(1, character('A', 'agile', 'archer', 'arc, cuir')));
    expect(find(list, 'potion-de-vie').disabled).toBe('the equipment costs 2 pièces de fer, the budget is 1');
    expect(find(list, 'maille').disabled).toBe('A carries 2 × armure');
    expect(find(list, 'remove:1').disabled).toBeUndefined();
  });

  it('a Soldat brings one more pièce de fer to the band', () => {
    const list = choices('equipment', band(2, character('S', 'puissant', 'soldat', 'arme-a-une-main, cuir')));
    expect(find(list, 'potion-de-vie').disabled).toBeUndefined();
  });

  it('scrolls only for casters, of the domains of their classes', () => {
    expect(choices('equipment', band(1, character('A', 'agile', 'archer', 'arc'))).some((c) => c.value.startsWith('parchemin-'))).toBe(false);
    const scrolls = choices('equipment', band(1, character('P', 'agile', 'pretre', 'baton'))).filter((c) => c.value.startsWith('parchemin-'));
    expect(scrolls.map((c) => c.value)).toContain('parchemin-soin');
    expect(scrolls.map((c) => c.value)).not.toContain('parchemin-eclair');
  });
});

describe('F&F builder: spells and specialty', () => {
  const pretre = (equipment: string, spells = '') => band(1, character('P', 'agile', 'pretre', equipment, spells ? `    spells: [${spells}]\n` : ''));

  it('a Prêtre sees the Lumière list; a level II only once a level I of the list is chosen', () => {
    const list = choices('spells', pretre('baton'));
    expect(new Set(list.map((c) => c.section))).toEqual(new Set(['Lumière (2)']));
    expect(find(list, 'soin').disabled).toBeUndefined();
    expect(find(list, 'resurrection').disabled).toBe('P has 1 level II spell(s) of lumiere for 0 level I');
    expect(find(choices('spells', pretre('baton', 'soin')), 'resurrection').disabled).toBeUndefined();
  });

  it('no spell beyond the grants', () => {
    const list = choices('spells', pretre('baton', 'soin, force'));
    expect(enabled(list)).toEqual([]);
    expect(find(list, 'silence').disabled).toBe("a spell beyond the classes' grants: 0 allowed (one per grimoire)");
  });

  it('a grimoire opens one more spell in any list', () => {
    const list = choices('spells', band(2, character('P', 'agile', 'pretre, soldat', 'baton, grimoire')));
    expect(find(list, 'armure-de-mage').disabled).toBeUndefined();
    expect(find(list, 'boule-de-feu').disabled).toBe('P has 1 level II spell(s) of magie for 0 level I');
  });

  it('spells and specialty are asked of casters only', () => {
    const soldat = band(1, character('S', 'puissant', 'soldat', 'arme-a-une-main'));
    expect([applies('spells', soldat), applies('specialty', soldat)]).toEqual([false, false]);
    expect([applies('spells', pretre('baton')), applies('specialty', pretre('baton'))]).toEqual([true, true]);
  });

  it('the specialty is one of those the caster classes offer', () => {
    const list = choices('specialty', band(2, character('O', 'agile', 'archimage, sage', 'baton', '    specialty: haute-maitrise\n')));
    expect(list.map((c) => [c.value, c.current ?? false])).toEqual([
      ['haute-maitrise', true],
      ['mille-annees-de-sagesse', false],
      ['-', false],
    ]);
  });
});

describe('F&F builder: style, members and scripted flags', () => {
  it('style: agile or puissant, each with what it changes', () => {
    const list = choices('style', band(1, character('A', 'agile', 'archer', 'arc')));
    expect(list.map((c) => [c.label, c.current ?? false])).toEqual([
      ['agile: Mêlée and CA from DEX; no Charge', true],
      ['puissant: Mêlée from FOR, CA from CON; may Charge', false],
    ]);
  });

  it('a new character starts agile with no class: pending, so the next choices stay open', () => {
    const d = withEdits(ruleset, draft(band(1)), builder.addMember('N', 'en'));
    expect(d.findings.filter((f) => f.severity === 'error').map((f) => f.code).sort()).toEqual(['ff/no-class', 'ff/no-weapon']);
    expect(builder.pending).toEqual(expect.arrayContaining(['ff/no-class', 'ff/no-weapon']));
  });

  it('scripted add writes canonical names, keeps unknown ones for the checks to word', () => {
    const [edit] = builder.scripted({ mode: 'add', name: 'X' }, { style: 'Puissant', class: ['Chevalier', 'archr'], equip: ['bouclier'] }, 'en');
    expect(edit).toMatchObject({ op: 'add', path: ['characters'], value: { name: 'X', style: 'puissant', classes: ['chevalier', 'archr'], equipment: ['rondache'] } });
  });

  it.each([
    [{ mode: 'add' as const, name: 'X' }, { class: ['archer'] }, 'ff/build-needs-style'],
    [{ mode: 'edit' as const, member: { name: 'X', path: ['characters', 0] } }, {}, 'ff/build-nothing-to-edit'],
  ])('scripted refuses a meaningless request (%#)', (target, options, code) => {
    expect(() => builder.scripted(target, options, 'en')).toThrow(expect.objectContaining({ code }) as EscarmoucheError);
  });

  it('status: PC and pièces de fer left, PA, and the character as `show` prints it', () => {
    // Soldat + Ranger: 2 PC of 7; fer 7 (the PC agreed) + 1 (soldat) = 8, the two-handed weapon free, cuir 1: 7 left; PA 1 + 2.
    const d = draft(band(7, character('M', 'puissant', 'soldat, ranger', 'arme-a-deux-mains, cuir')));
    const view = builder.status(d.profile as never, ruleset.roster(d.band as never)[0], 'en');
    expect(view[0]).toEqual({ kind: 'pairs', items: [['PC left', '5 of 7'], ['pièces de fer left', '7 of 8'], ['PA of the band', 3]] });
    // The numbers of `show`'s row side by side (name, then the stats), style and rank with the kit under them.
    const shown = ruleset.view(d.profile as never, 'en')[2] as unknown as { columns: string[]; rows: unknown[][] };
    const numbers = (row: readonly unknown[]) => [row[0], ...row.slice(3)];
    expect(view[1]).toEqual({ kind: 'table', columns: numbers(shown.columns), rows: [numbers(shown.rows[0]!)] });
    expect(view[2]!.kind).toBe('pairs');
    expect((view[2] as unknown as { items: unknown[] }).items.slice(0, 2)).toEqual([['style', shown.rows[0]![1]], ['rank', shown.rows[0]![2]]]);
    expect((view[2] as unknown as { items: unknown[][] }).items.slice(2, 4).map(([key]) => key)).toEqual(['classes', 'equipment']);
  });
});

describe('F&F builder: the words of the wizard', () => {
  const french = new Messages('fr', [CORE_MESSAGES, BUILD_MESSAGES, ruleset.messages, builder.messages]);
  const frenchChoices = (stepId: string, yaml: string) => {
    const d = draft(yaml);
    return builder.steps.find((s) => s.id === stepId)!.choices(stepContext(ruleset, d, ruleset.roster(d.band as never)[0]!, 'fr', french) as never);
  };

  it('a greyed-out class says which rank it would take and the limit, in French too', () => {
    const yaml = band(7, character('Gauvain', 'puissant', 'barbare, soldat, chevalier', 'arme-a-une-main'));
    expect(find(frenchChoices('classes', yaml), 'archer').disabled).toBe('une 4e classe : 3 au plus');
    // Under the limit nothing is greyed out for that reason.
    const two = band(7, character('Gauvain', 'puissant', 'barbare, soldat', 'arme-a-une-main'));
    expect(find(choices('classes', two), 'archer').disabled).toBeUndefined();
  });

  it('ranks in both languages', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map((n) => ordinal(n, 'en'))).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st']);
    expect([1, 2, 4].map((n) => ordinal(n, 'fr'))).toEqual(['1er', '2e', '4e']);
  });

  it('the help line under an item is its whole effect, not its first sentence', () => {
    const yaml = band(7, character('A', 'agile', 'pretre', 'arme-a-une-main'));
    expect(find(choices('equipment', yaml), 'maille').description).toBe('CA +2, Tra. -2, +2 PV.');
    expect(find(choices('equipment', yaml), 'grimoire').description).toBe('+1 Sort (voir Annexe Magie). Ne peut être utilisé par un autre personnage, doit être unique dans un équipement.');
    // A spell: its cost, its target and range, and its effect.
    expect(find(choices('spells', yaml), 'soin').description).toBe('0 PA · 1 cible à vue à 4 pouces. Le Mage peut lancer ce sort sur soi-même. La cible gagne 6 PV.');
  });
});

describe('F&F builder: what "Done" requires', () => {
  const member = (yaml: string, index = 0) => {
    const d = draft(yaml);
    return { d, member: ruleset.roster(d.band as never)[index]! };
  };
  const classes = builder.steps.find((s) => s.id === 'classes')!;
  const equipment = builder.steps.find((s) => s.id === 'equipment')!;

  it('the classes question requires a class, the equipment question a weapon, as the checks say', () => {
    expect(classes.required).toEqual(['ff/no-class']);
    expect(equipment.required).toEqual(['ff/no-weapon']);
    const bare = member(band(7, character('Gauvain', 'agile', '', '')));
    expect(unfinished(bare.d, bare.member, classes.required!)?.code).toBe('ff/no-class');
    expect(unfinished(bare.d, bare.member, equipment.required!)?.code).toBe('ff/no-weapon');
    const done = member(band(7, character('Gauvain', 'agile', 'soldat', 'arc')));
    expect(unfinished(done.d, done.member, builder.pending)).toBeUndefined();
  });

  it("only the member's own findings count: another character's missing class does not hold this one", () => {
    const yaml = band(7, character('Ok', 'agile', 'soldat', 'arc'), character('Bare', 'agile', '', ''));
    const first = member(yaml, 0);
    const second = member(yaml, 1);
    expect(unfinished(first.d, first.member, builder.pending)).toBeUndefined();
    expect(unfinished(second.d, second.member, builder.pending)?.code).toBe('ff/no-class');
  });

  it('a caster without a specialty is not done; a renamed character keeps its place', () => {
    const caster = member(band(7, character('P', 'agile', 'pretre', 'baton', '    spells: [soin, force]\n')));
    expect(unfinished(caster.d, caster.member, builder.pending)?.code).toBe('ff/missing-specialty');
    const renamed = withEdits(ruleset, caster.d, builder.renameMember(caster.member, 'Frère Tuck'));
    expect(ruleset.roster(renamed.band as never).map((m) => [m.name, m.path])).toEqual([['Frère Tuck', ['characters', 0]]]);
  });
});
