/** Each question of the Mef-Fan builder: the choices it offers, their labels and sections, the edits they make, in English and French. */
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { draftOf, stepContext, type BuildChoice } from '../../../src/core/ruleset/builder.js';
import type { Lang } from '../../../src/core/messages/catalogue.js';
import { BUILD_MESSAGES } from '../../../src/core/messages/build.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { scoreText } from '../../../src/rulesets/mef-fan/builder/context.js';
import { ruleset } from '../../../src/rulesets/mef-fan/index.js';

const builder = ruleset.builder;
const army = (unit: string) => `ruleset: mef-fan\nname: T\npoints: 1000\nunits:\n  - name: A\n    dep: 2\n    def: 1\n    men: 2\n    vie: 1\n${unit}`;

function context(yaml: string, lang: Lang = 'en') {
  const draft = draftOf(ruleset, parseDocument(yaml));
  const messages = new Messages(lang, [CORE_MESSAGES, BUILD_MESSAGES, ruleset.messages, builder.messages]);
  return stepContext(ruleset, draft, ruleset.roster(draft.band as never)[0]!, lang, messages) as never;
}
const step = (id: string) => builder.steps.find((s) => s.id === id)!;
const choices = (id: string, yaml: string, lang: Lang = 'en'): readonly BuildChoice[] => step(id).choices(context(yaml, lang));
const summary = (list: readonly BuildChoice[]) => list.map((c) => [c.value, c.label, ...(c.section === undefined ? [] : [c.section])]);
const at = (...rest: (string | number)[]) => ['units', 0, ...rest];

describe('the order of the questions', () => {
  it('every step, its title and kind', () => {
    expect(builder.steps.map((s) => [s.id, s.title, s.kind])).toEqual([
      ['role', 'mef-fan/build-step-role', 'one'],
      ['models', 'mef-fan/build-step-models', 'one'],
      ['dep', 'mef-fan/build-step-dep', 'one'],
      ['movement', 'mef-fan/build-step-movement', 'one'],
      ['mel', 'mef-fan/build-step-mel', 'many'],
      ['tir', 'mef-fan/build-step-tir', 'many'],
      ['def', 'mef-fan/build-step-def', 'one'],
      ['men', 'mef-fan/build-step-men', 'one'],
      ['vie', 'mef-fan/build-step-vie', 'one'],
      ['equipment', 'mef-fan/build-step-equipment', 'many'],
      ['skills', 'mef-fan/build-step-skills', 'many'],
      ['spells', 'mef-fan/build-step-spells', 'many'],
    ]);
    const ctx = context(army(''));
    expect(builder.steps.filter((s) => s.id !== 'spells').every((s) => s.applies(ctx))).toBe(true);
    expect(builder.steps.map((s) => s.required ?? [])).toEqual([[], [], [], [], [], [], [], [], [], [], [], ['mef-fan/missing-spells']]);
  });
});

describe('role and movement', () => {
  it('each role with what it does, the current one marked, the edit that sets it', () => {
    const list = choices('role', army('    role: chef\n'));
    expect(list.map((c) => c.label)).toEqual([
      'troupe: a unit of one or more figures',
      'chef: +1 to the tests de moral within 20 cm, +1 to initiative',
      'general: +2 to the tests de moral within 20 cm, +2 to initiative; one per army',
      'magicien: casts spells with a Men test; one by default',
      'guerisseur: heals with a Men test; one by default',
      'porte-banniere: units within 20 cm re-roll a failed test de moral; one by default',
      'musicien: enemy units within 20 cm re-roll a successful test de moral',
    ]);
    expect(list.map((c) => c.current)).toEqual([false, true, false, false, false, false, false]);
    expect(list[3]!.edits).toEqual([{ op: 'set', path: at('role'), value: 'magicien' }]);
    expect(choices('role', army(''), 'fr')[0]!.label).toBe("troupe: une unité d'une ou plusieurs figurines");
  });

  it('each movement with its cost, the current one marked', () => {
    const list = choices('movement', army('    movement: bond\n'));
    expect(summary(list)).toEqual([
      ['normal', 'normal: Dép × 1#'],
      ['bond', 'bond: leaps over terrain in a straight line; Dép × 1,5#'],
      ['vol', 'vol: flies, engaged in melee only by fliers; Dép × 2#'],
    ]);
    expect(list.map((c) => c.current)).toEqual([false, true, false]);
    expect(list[2]!.edits).toEqual([{ op: 'set', path: at('movement'), value: 'vol' }]);
  });
});

describe('numbers', () => {
  it('figures: 1 to 20, the current one marked', () => {
    const list = choices('models', army('    models: 3\n'));
    expect(list.map((c) => c.value)).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)));
    expect(list.filter((c) => c.current).map((c) => c.value)).toEqual(['3']);
    expect(list[0]!.label).toBe('1 figure(s)');
    expect(list[19]!.edits).toEqual([{ op: 'set', path: at('models'), value: 20 }]);
    expect(choices('models', army(''), 'fr')[1]!.label).toBe('2 figurine(s)');
  });

  it('Dép 0 to 6 with its distance and cost; a Vol unit pays twice', () => {
    expect(choices('dep', army('')).map((c) => c.label)).toEqual(['Dép 0 (0 cm) — 0#', 'Dép 1 (10 cm) — 1#', 'Dép 2 (20 cm) — 2#', 'Dép 3 (30 cm) — 3#', 'Dép 4 (40 cm) — 4#', 'Dép 5 (50 cm) — 5#', 'Dép 6 (60 cm) — 6#']);
    expect(choices('dep', army('    movement: vol\n'))[3]!.label).toBe('Dép 3 (30 cm) — 6#');
  });

  it('Déf at 2# a point and Men at 1#, 0 to 6', () => {
    expect(choices('def', army('')).map((c) => c.label)).toEqual(['Déf 0 — 0#', 'Déf 1 — 2#', 'Déf 2 — 4#', 'Déf 3 — 6#', 'Déf 4 — 8#', 'Déf 5 — 10#', 'Déf 6 — 12#']);
    expect(choices('men', army('')).map((c) => c.label)).toEqual(['Men 0 — 0#', 'Men 1 — 1#', 'Men 2 — 2#', 'Men 3 — 3#', 'Men 4 — 4#', 'Men 5 — 5#', 'Men 6 — 6#']);
    expect(choices('def', army('')).filter((c) => c.current).map((c) => c.value)).toEqual(['1']);
    expect(choices('men', army(''))[5]!.edits).toEqual([{ op: 'set', path: at('men'), value: 5 }]);
  });

  it('Vie with its multiplier, a decimal comma in French', () => {
    expect(choices('vie', army(''), 'fr').map((c) => c.label)).toEqual(['Vie 1 — coût × 1', 'Vie 2 — coût × 1,5', 'Vie 3 — coût × 2', 'Vie 4 — coût × 3']);
  });
});

describe('Mél', () => {
  it('scores 0 to 5, without Perforant then with 1 and 2, each with its cost and section', () => {
    const list = choices('mel', army(''));
    expect(summary(list).slice(0, 7)).toEqual([
      ['0:0', 'Mél 0 — 0#', 'Mél'],
      ['1:0', 'Mél 1 — 2#', 'Mél'],
      ['2:0', 'Mél 2 — 4#', 'Mél'],
      ['3:0', 'Mél 3 — 6#', 'Mél'],
      ['4:0', 'Mél 4 — 8#', 'Mél'],
      ['5:0', 'Mél 5 — 10#', 'Mél'],
      ['0:1', 'Mél 0 P1 — 2#', 'Perforant 1'],
    ]);
    expect(summary(list).at(-1)).toEqual(['5:2', 'Mél 5 P2 — 14#', 'Perforant 2']);
    expect(list).toHaveLength(18);
    expect(list[1]!.edits).toEqual([{ op: 'add', path: at('mel'), value: { score: 1 } }]);
    expect(list[8]!.edits).toEqual([{ op: 'add', path: at('mel'), value: { score: 2, perforant: 1 } }]);
  });

  it('the scores there, to remove, as written', () => {
    const list = choices('mel', army('    mel: [{score: 3, perforant: 2}, {score: 1}]\n'), 'fr');
    expect(summary(list.slice(0, 2))).toEqual([
      ['remove:0', 'Retirer Mél 3 P2', 'choisis'],
      ['remove:1', 'Retirer Mél 1', 'choisis'],
    ]);
    expect(list[1]!.edits).toEqual([{ op: 'delete', path: at('mel', 1) }]);
  });
});

describe('Tir', () => {
  it('new scores at portée normale first, then by portée, each with its cost', () => {
    const list = choices('tir', army(''));
    expect(list).toHaveLength(25);
    expect(summary(list.slice(0, 6))).toEqual([
      ['1:normale', 'Tir 1 — 3#', 'portée normale (60 cm)'],
      ['2:normale', 'Tir 2 — 6#', 'portée normale (60 cm)'],
      ['3:normale', 'Tir 3 — 9#', 'portée normale (60 cm)'],
      ['4:normale', 'Tir 4 — 12#', 'portée normale (60 cm)'],
      ['5:normale', 'Tir 5 — 15#', 'portée normale (60 cm)'],
      ['1:tres-courte', 'Tir 1 tres-courte — 1#', 'portée tres-courte (20 cm)'],
    ]);
    expect(list.map((c) => c.value.split(':')[1]).filter((p, i, all) => all.indexOf(p) === i)).toEqual(['normale', 'tres-courte', 'courte', 'longue', 'tres-longue']);
    expect(summary(list).at(-1)).toEqual(['5:tres-longue', 'Tir 5 tres-longue — 45#', 'portée tres-longue (180 cm)']);
    expect(list[0]!.edits).toEqual([{ op: 'add', path: at('tir'), value: { score: 1 } }]);
    expect(list[5]!.edits).toEqual([{ op: 'add', path: at('tir'), value: { score: 1, portee: 'tres-courte' } }]);
  });

  it('for each score there: its removal, then the other Perforant values and munitions with their cost', () => {
    const list = choices('tir', army('    tir: [{score: 2, perforant: 1, portee: longue, munitions: limitees}]\n'), 'fr');
    const section = 'changer Tir 2 P1 longue limitees';
    expect(summary(list.slice(0, 5))).toEqual([
      ['remove:0', 'Retirer Tir 2 P1 longue limitees', 'choisis'],
      // (6 + 0) × 2 / 2 = 6#; (6 + 4) × 2 / 2 = 10#; munitions illimitées (6 + 2) × 2 = 16#, unique 16 / 3 → 6#.
      ['0:perforant:0', 'Perforant 0 — 6#', section],
      ['0:perforant:2', 'Perforant 2 — 10#', section],
      ['0:munitions:illimitees', 'munitions illimitees — 16#', section],
      ['0:munitions:unique', 'munitions unique — 6#', section],
    ]);
    expect(list[2]!.edits).toEqual([{ op: 'set', path: at('tir', 0, 'perforant'), value: 2 }]);
    expect(list[4]!.edits).toEqual([{ op: 'set', path: at('tir', 0, 'munitions'), value: 'unique' }]);
    expect(list[5]!.section).toBe('portée normale (60 cm)');
    expect(list).toHaveLength(30);
  });

  it('a second score is changed at its own place', () => {
    const list = choices('tir', army('    tir: [{score: 1}, {score: 3, munitions: unique}]\n'));
    expect(list.filter((c) => /^1:(perforant|munitions)/.test(c.value)).map((c) => [c.value, c.section])).toEqual([
      ['1:perforant:1', 'change Tir 3 normale unique'],
      ['1:perforant:2', 'change Tir 3 normale unique'],
      ['1:munitions:illimitees', 'change Tir 3 normale unique'],
      ['1:munitions:limitees', 'change Tir 3 normale unique'],
    ]);
    expect(list.find((c) => c.value === '1:munitions:limitees')!.edits).toEqual([{ op: 'set', path: at('tir', 1, 'munitions'), value: 'limitees' }]);
  });
});

describe('equipment, skills and spells', () => {
  it('lance and Effrayant with what they do; removed by their name', () => {
    expect(summary(choices('equipment', army('')))).toEqual([['lance', 'lance: 1#, +1 in Mélée when charging or on guard']]);
    expect(choices('equipment', army(''))[0]).not.toHaveProperty('description');
    expect(choices('equipment', army(''))[0]!.edits).toEqual([{ op: 'add', path: at('equipment'), value: 'lance' }]);
    expect(summary(choices('skills', army(''), 'fr'))).toEqual([['effrayant', "effrayant: 1#, l'adversaire au corps-à-corps fait un jet de Men ou subit -1"]]);
    expect(summary(choices('equipment', army('    equipment: [lance]\n')))).toEqual([['remove:0', 'Remove lance', 'chosen']]);
    expect(choices('skills', army('    skills: [effrayant]\n'))[0]!.edits).toEqual([{ op: 'delete', path: at('skills', 0) }]);
  });

  it('spells: for a magicien, and for any unit that knows some so that they can be removed; a spell of the players own removed as written', () => {
    expect(step('spells').applies(context(army('    role: magicien\n')))).toBe(true);
    expect(step('spells').applies(context(army('    spells: [terreur]\n')))).toBe(true);
    expect(step('spells').applies(context(army('    spells: []\n')))).toBe(false);
    const list = choices('spells', army('    role: magicien\n    spells: [Danse, terreur]\n'));
    expect(summary(list.slice(0, 3))).toEqual([
      ['remove:0', 'Remove Danse', 'chosen'],
      ['remove:1', 'Remove Terreur', 'chosen'],
      ['eclair-magique', 'Éclair magique'],
    ]);
    expect(list[2]!.edits).toEqual([{ op: 'add', path: at('spells'), value: 'eclair-magique' }]);
  });
});

describe('scoreText', () => {
  it.each([
    [{ score: 3 }, 'Mél 3'],
    [{ score: 3, perforant: 0 }, 'Mél 3'],
    [{ score: 3, perforant: 2 }, 'Mél 3 P2'],
    [{ score: 2, portee: 'longue' }, 'Mél 2 longue'],
    [{ score: 2, munitions: 'unique' }, 'Mél 2 unique'],
    [undefined, 'Mél undefined'],
    [null, 'Mél undefined'],
  ])('%j → %s', (written, text) => expect(scoreText('Mél', written)).toBe(text));
});
