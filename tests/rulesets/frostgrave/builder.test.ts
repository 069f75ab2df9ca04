import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { draftOf, stepContext, withEdits, type BuildChoice } from '../../../src/core/ruleset/builder.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { BUILD_MESSAGES } from '../../../src/core/messages/build.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { ruleset } from '../../../src/rulesets/frostgrave/index.js';

const builder = ruleset.builder;
const messages = new Messages('en', [CORE_MESSAGES, BUILD_MESSAGES, ruleset.messages, builder.messages]);

const figure = (name: string, type: string, extra = '') =>
  `  - {name: ${name}, type: ${type}, move: 6, fight: 2, shoot: 0, armour: 10, will: 0, health: 10, weapon: arme-de-base${extra}}\n`;
const band = (...figures: string[]) => `ruleset: frostgrave\nname: T\nfigures:\n${figures.join('')}`;

const draft = (yaml: string) => draftOf(ruleset, parseDocument(yaml));
function choices(stepId: string, yaml: string, index = 0): readonly BuildChoice[] {
  const d = draft(yaml);
  const member = ruleset.roster(d.band as never)[index]!;
  return builder.steps.find((s) => s.id === stepId)!.choices(stepContext(ruleset, d, member, 'en', messages) as never);
}
const find = (list: readonly BuildChoice[], value: string) => list.find((c) => c.value === value)!;

describe('Frostgrave builder: questions', () => {
  it('asks the type, the stat line, never wounded, the weapon, then the declared modifiers', () => {
    expect(builder.steps.map((s) => s.id)).toEqual(['type', 'move', 'fight', 'shoot', 'armour', 'will', 'health', 'undead', 'weapon', 'fight_mod', 'shoot_mod', 'damage_mod']);
  });

  it('a second mage or apprenti is refused with the rule', () => {
    const list = choices('type', band(figure('Elric', 'mage'), figure('Wulfric', 'apprenti'), figure('Hilda', 'soldat')), 2);
    expect(find(list, 'mage').disabled).toBe('a 2nd mage: an expédition has 1');
    expect(find(list, 'apprenti').disabled).toBe('a 2nd apprenti: at most 1');
    expect(find(list, 'soldat').current).toBe(true);
    expect(find(list, 'soldat').disabled).toBeUndefined();
  });

  it('the mage may become a soldat while the warband is being made (no mage is only "not finished yet")', () => {
    expect(find(choices('type', band(figure('Elric', 'mage'))), 'soldat').disabled).toBeUndefined();
  });

  it('offers each weapon with its effect, the current one marked', () => {
    const list = choices('weapon', band(figure('Elric', 'mage')));
    expect(list.map((c) => c.value)).toEqual(['baton', 'arme-de-base', 'arme-lourde', 'arc', 'arbalete']);
    expect(find(list, 'arme-de-base').current).toBe(true);
    expect(find(list, 'arme-lourde').label).toBe('arme lourde: Bonus de dommages de +2.');
  });

  it('offers stat values in a range, signed where the rulebook signs them; Santé 0 is refused', () => {
    const fight = choices('fight', band(figure('Elric', 'mage')));
    // Positive values first, so that typing n in the list picks the value n; then 0 and the negatives.
    expect(fight.map((c) => c.label)).toEqual(['+1', '+2', '+3', '+4', '+5', '+6', '+7', '+8', '+0', '-1', '-2', '-3']);
    expect(find(fight, '2').current).toBe(true);
    const health = choices('health', band(figure('Elric', 'mage')));
    expect(health[0]!.value).toBe('1');
    expect(choices('move', band(figure('Elric', 'mage', ', move: 15'))).map((c) => c.value).slice(10)).toEqual(['11', '12', '15', '0']);
  });

  it('a choice edits the file: choosing +4 Combat writes fight: 4', () => {
    const d = draft(band(figure('Elric', 'mage')));
    const after = withEdits(ruleset, d, find(choices('fight', band(figure('Elric', 'mage'))), '4').edits);
    expect((after.data as any).figures[0].fight).toBe(4);
    expect(after.findings).toEqual([]);
  });
});

describe('Frostgrave builder: scripted', () => {
  const member = { name: 'Hilda', path: ['figures', 1] };

  it('adds a figure: the flags over a plain soldat line, names spelt as the catalogue', () => {
    const [edit] = builder.scripted({ mode: 'add', name: 'Hilda' }, { type: 'Soldat', fight: 3, armour: 11, weapon: 'Arme lourde' }, 'en');
    expect(edit).toMatchObject({
      op: 'add',
      path: ['figures'],
      value: { name: 'Hilda', type: 'soldat', move: 6, fight: 3, shoot: 0, armour: 11, will: 0, health: 10, weapon: 'arme-lourde' },
      comments: { type: 'mage | apprenti | soldat', weapon: 'arme-lourde: Bonus de dommages de +2.' },
    });
  });

  it('keeps an unknown name as written, for validate to suggest', () => {
    expect(builder.scripted({ mode: 'add', name: 'X' }, { type: 'soldat', weapon: 'epee' }, 'en')[0]).toMatchObject({ value: { weapon: 'epee' } });
  });

  it('edits only the keys given, modifiers under their file names', () => {
    expect(builder.scripted({ mode: 'edit', member }, { shoot: 2, weapon: 'arc', damageMod: 1 }, 'en')).toEqual([
      { op: 'set', path: ['figures', 1, 'shoot'], value: 2 },
      { op: 'set', path: ['figures', 1, 'weapon'], value: 'arc', comment: 'arc: Tir, portée 24".' },
      { op: 'set', path: ['figures', 1, 'damage_mod'], value: 1 },
    ]);
  });

  it.each([
    ['add', { fight: 3 }, 'frostgrave/build-needs-type'],
    ['edit', {}, 'frostgrave/build-nothing-to-edit'],
  ] as const)('%s with %o is refused', (mode, options, code) => {
    const target = mode === 'add' ? ({ mode, name: 'X' } as const) : ({ mode, member } as const);
    try {
      builder.scripted(target, options, 'en');
      expect.unreachable();
    } catch (cause) {
      expect((cause as EscarmoucheError).code).toBe(code);
    }
  });

  it('a new warband file names its ruleset and explains the figures', () => {
    const spec = builder.newBand('Les Gelés', {}, 'fr');
    expect(spec.entries.map((e) => [e.key, e.value])).toEqual([['ruleset', 'frostgrave'], ['name', 'Les Gelés'], ['figures', []]]);
    expect(spec.header[0]).toContain('Les Gelés : une expédition de Frostgrave');
  });
});
