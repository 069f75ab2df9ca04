import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { draftOf, stepContext, withEdits, type BuildChoice } from '../../../src/core/ruleset/builder.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { BUILD_MESSAGES } from '../../../src/core/messages/build.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import type { MefProfile } from '../../../src/rulesets/mef-fan/derive.js';
import { ruleset } from '../../../src/rulesets/mef-fan/index.js';

const builder = ruleset.builder;
const messages = new Messages('en', [CORE_MESSAGES, BUILD_MESSAGES, ruleset.messages, builder.messages]);

/** A unit of `models` figures at 8# each (Dép 2, Mél 1, Déf 1, Men 2, Vie 1). */
const unit = (name: string, role = 'troupe', models = 1, extra = '') =>
  `  - name: ${name}\n    models: ${models}\n    role: ${role}\n    dep: 2\n    mel: [{score: 1}]\n    def: 1\n    men: 2\n    vie: 1\n${extra}`;
const army = (points: number, ...units: string[]) => `ruleset: mef-fan\nname: T\npoints: ${points}\nunits:\n${units.join('')}`;

const draft = (yaml: string) => draftOf(ruleset, parseDocument(yaml));
function context(yaml: string, index = 0) {
  const d = draft(yaml);
  return stepContext(ruleset, d, ruleset.roster(d.band as never)[index]!, 'en', messages) as never;
}
const step = (id: string) => builder.steps.find((s) => s.id === id)!;
const choices = (id: string, yaml: string, index = 0): readonly BuildChoice[] => step(id).choices(context(yaml, index));
const find = (list: readonly BuildChoice[], value: string) => {
  const found = list.find((c) => c.value === value);
  if (!found) throw new Error(`no choice ${value}`);
  return found;
};
const enabled = (list: readonly BuildChoice[]) => list.filter((c) => !c.disabled).map((c) => c.value);

describe('Mef-Fan builder: roles', () => {
  it('a second général is refused with the reason, a chef is not', () => {
    const list = choices('role', army(1000, unit('G', 'general'), unit('H')), 1);
    expect(find(list, 'general').disabled).toBe('a 2nd général: at most 1');
    expect(find(list, 'chef').disabled).toBeUndefined();
    expect(find(list, 'troupe').current).toBe(true);
  });

  it('a troupe of three figures cannot become a personnage', () => {
    const list = choices('role', army(1000, unit('T', 'troupe', 3)));
    expect(enabled(list)).toEqual(['troupe']);
    expect(find(list, 'musicien').disabled).toBe('T is a musicien with 3 figures');
  });

  it('the default counts of house rules: a second magicien is refused unless the band agrees on two', () => {
    const spells = '    spells: [terreur, motivation]\n';
    const two = army(1000, unit('M', 'magicien', 1, spells), unit('N'));
    expect(find(choices('role', two, 1), 'magicien').disabled).toBe('a 2nd magicien: at most 1');
    const agreed = two.replace('units:', 'house_rules:\n  magiciens: 2\nunits:');
    expect(find(choices('role', agreed, 1), 'magicien').disabled).toBeUndefined();
  });
});

describe('Mef-Fan builder: numbers and costs', () => {
  it('figures beyond the budget are refused: 8# a figure, 24# agreed', () => {
    const list = choices('models', army(24, unit('T')));
    expect(enabled(list)).toEqual(['1', '2', '3']);
    expect(find(list, '4').disabled).toBe('the army costs 32#, 8# more than the 24# agreed');
  });

  it('Dép labels give the distance and the cost with the unit movement: Bond Dép 3 costs 5#', () => {
    const list = choices('dep', army(1000, unit('T', 'troupe', 1, '    movement: bond\n')));
    expect(find(list, '3').label).toBe('Dép 3 (30 cm) — 5#');
    expect(find(list, '2').current).toBe(true);
  });

  it('Vie labels give the multiplier', () => {
    expect(choices('vie', army(1000, unit('T'))).map((c) => c.label)).toEqual(['Vie 1 — cost × 1', 'Vie 2 — cost × 1.5', 'Vie 3 — cost × 2', 'Vie 4 — cost × 3']);
  });

  it('Mél scores with their cost, removals of the ones there', () => {
    const list = choices('mel', army(1000, unit('T')));
    expect(find(list, '3:1').label).toBe('Mél 3 P1 — 8#');
    expect(find(list, 'remove:0').label).toBe('Remove Mél 1');
  });

  it('Tir: new scores by portée, and the Perforant and munitions of each score there', () => {
    const list = choices('tir', army(1000, unit('T', 'troupe', 1, '    tir: [{score: 2, portee: longue}]\n')));
    // Tir 4 at portée courte: 12 / 2 = 6#.
    expect(find(list, '4:courte').label).toBe('Tir 4 courte — 6#');
    // Tir 2 longue: (6 + 2) × 2 = 16# with Perforant 1; 6 × 2 / 3 = 4# with munition unique.
    expect(find(list, '0:perforant:1').label).toBe('Perforant 1 — 16#');
    expect(find(list, '0:munitions:unique').label).toBe('munitions unique — 4#');
    expect(find(list, '0:munitions:unique').edits).toEqual([{ op: 'set', path: ['units', 0, 'tir', 0, 'munitions'], value: 'unique' }]);
  });

  it('a choice that breaks the budget is refused with the reason', () => {
    expect(find(choices('mel', army(8, unit('T'))), '1:0').disabled).toBe('the army costs 10#, 2# more than the 8# agreed');
  });
});

describe('Mef-Fan builder: spells', () => {
  it('only for a magicien; the first spells are allowed while too few is only "not finished"', () => {
    expect(step('spells').applies(context(army(1000, unit('T'))))).toBe(false);
    const list = choices('spells', army(1000, unit('M', 'magicien')));
    expect(enabled(list)).toHaveLength(16);
    expect(find(list, 'terreur').description).toBe("l'unité ciblée doit réussir un jet de Men ou être démoralisée.");
  });

  it('a third spell is refused; the known ones are not offered again', () => {
    const list = choices('spells', army(1000, unit('M', 'magicien', 1, '    spells: [terreur, motivation]\n')));
    expect(list.map((c) => c.value)).not.toContain('terreur');
    expect(find(list, 'fragilite').disabled).toBe('a 3rd spell: at most 2');
    // The rulebook's names, not the ids written in the file.
    expect(find(list, 'remove:1').label).toBe('Remove Motivation');
    expect(find(list, 'eclair-magique').label).toBe('Éclair magique');
  });
});

describe('Mef-Fan builder: new armies and scripted changes', () => {
  it('a new army file names its ruleset, points and campaign, with comments', () => {
    const spec = builder.newBand('Les Nains', { points: 150 }, 'en');
    expect(spec.entries.map((e) => [e.key, e.value])).toEqual([['ruleset', 'mef-fan'], ['name', 'Les Nains'], ['points', 150], ['campaign', false], ['units', []]]);
  });

  it('adds a unit with the defaults, keys in the order of the band files', () => {
    const [edit] = builder.scripted({ mode: 'add', name: 'Arbalétriers' }, { spell: ['Terreur'], tir: ['3:1:Longue:unique'], mel: ['2'], models: 4 }, 'en');
    expect(edit).toEqual({
      op: 'add',
      path: ['units'],
      value: { name: 'Arbalétriers', models: 4, role: 'troupe', dep: 2, mel: [{ score: 2 }], tir: [{ score: 3, perforant: 1, portee: 'longue', munitions: 'unique' }], def: 0, men: 1, vie: 1, spells: ['terreur'] },
    });
  });

  it('an edit replaces only what is given; nothing given is a usage error; a bad score too', () => {
    const member = { name: 'T', path: ['units', 0] };
    expect(builder.scripted({ mode: 'edit', member }, { def: 3, mel: ['3:1', '1'] }, 'en')).toEqual([
      { op: 'set', path: ['units', 0, 'mel'], value: [{ score: 3, perforant: 1 }, { score: 1 }] },
      { op: 'set', path: ['units', 0, 'def'], value: 3 },
    ]);
    expect(() => builder.scripted({ mode: 'edit', member }, {}, 'en')).toThrow(EscarmoucheError);
    expect(() => builder.scripted({ mode: 'edit', member }, { mel: ['trois'] }, 'en')).toThrow(/build-bad-mel/);
    expect(() => builder.scripted({ mode: 'edit', member }, { tir: ['2:1:longue:unique:x'] }, 'en')).toThrow(/build-bad-tir/);
  });

  it('a unit added by the wizard is valid as it stands and costs Dép 2 + Men 1 = 3#', () => {
    const d = withEdits(ruleset, draft(army(100, unit('T'))), builder.addMember('Nouveaux', 'en'));
    expect(d.findings).toEqual([]);
    expect((d.profile as MefProfile).units[1]).toMatchObject({ name: 'Nouveaux', figure_cost: 3 });
  });

  it('the status gives the points left', () => {
    const d = draft(army(100, unit('T', 'troupe', 3)));
    const view = builder.status(d.profile as MefProfile, ruleset.roster(d.band as never)[0], 'en');
    expect(view[0]).toEqual({ kind: 'pairs', items: [['points left', '76# of 100#']] });
    expect(view.filter((b) => b.kind === 'table')).toHaveLength(2);
  });
});

describe('Mef-Fan builder words', () => {
  it('words every question, menu, role, movement, equipment and skill', async () => {
    const { ROLES, MOVEMENTS, EQUIPMENT, SKILLS } = await import('../../../src/rulesets/mef-fan/catalogue.js');
    const keys = [
      ...builder.steps.map((s) => s.title),
      ...builder.menus.map((m) => m.title),
      ...builder.bandFields.map((f) => f.title),
      ...ROLES.map((r) => `mef-fan/build-role-${r.id}`),
      ...MOVEMENTS.map((m) => `mef-fan/build-movement-${m.id}`),
      ...EQUIPMENT.map((e) => `mef-fan/build-equipment-${e.id}`),
      ...SKILLS.map((s) => `mef-fan/build-skills-${s.id}`),
    ];
    for (const key of keys) expect(Object.keys(builder.messages.en), key).toContain(key);
  });
});
