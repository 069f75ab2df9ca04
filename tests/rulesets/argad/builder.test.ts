/** `build` for Argad!: the questions and their legal answers, and the scripted flags. */
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { applyEdits } from '../../../src/core/band-files/band-edit.js';
import { draftOf, stepContext, type BuildChoice } from '../../../src/core/ruleset/builder.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { BUILD_MESSAGES } from '../../../src/core/messages/build.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { ruleset } from '../../../src/rulesets/argad/index.js';
import { diagnose } from './helpers.js';

const builder = ruleset.builder;
const messages = new Messages('en', [CORE_MESSAGES, BUILD_MESSAGES, ruleset.messages]);
const TROOP = `ruleset: argad
name: T
characters:
  - name: Yann
    class: 4
    armour: 4
    melee: courte
    role: chef
    skills: [bretteur]
`;

function choices(stepId: string, yaml = TROOP): readonly BuildChoice[] {
  const d = draftOf(ruleset, parseDocument(yaml));
  const member = ruleset.roster(d.band as never)[0]!;
  return builder.steps.find((s) => s.id === stepId)!.choices(stepContext(ruleset, d, member, 'en', messages) as never);
}
const find = (list: readonly BuildChoice[], value: string) => list.find((c) => c.value === value)!;
const edited = (edits: Parameters<typeof applyEdits>[1], yaml = TROOP) => {
  const doc = parseDocument(yaml);
  applyEdits(doc, edits);
  return doc.toString();
};

describe('Argad builder: questions', () => {
  it('classe 1 to 5, the current one marked', () => {
    const list = choices('class');
    expect(list.map((c) => c.value)).toEqual(['1', '2', '3', '4', '5']);
    expect(find(list, '4').current).toBe(true);
    expect(find(list, '2').label).toContain('untrained');
  });

  it('armour: every value of the rulebook; 5 written as a number, 4* as text', async () => {
    const list = choices('armour');
    expect(list.map((c) => c.value)).toEqual(['legere', '3', '4', '4T', '4*', '5', '5T', '5*']);
    expect(find(list, '4').current).toBe(true);
    expect(edited(find(list, '5').edits)).toContain('armour: 5\n');
    expect(await diagnose(edited(find(list, '4*').edits))).toEqual([]);
  });

  it('ranged weapon: none, or a weapon of the tables with its needs', () => {
    const list = choices('ranged');
    expect(find(list, 'none').current).toBe(true);
    expect(find(list, 'pistolet').label).toBe('pistolet — pistolet à silex: 5-6 · 6');
    expect(edited(find(list, 'arc').edits)).toContain('ranged: arc');
  });

  it('skills: costaud is refused next to bretteur, with the rule; bretteur may be removed', () => {
    const list = choices('skills');
    expect(find(list, 'costaud').disabled).toBe('Yann is both bretteur and costaud');
    expect(find(list, 'tireur-d-elite').disabled).toBeUndefined();
    expect(find(list, 'remove:0').disabled).toBeUndefined();
  });

  it('role: removing the only chef is allowed (the missing chef is a warning)', () => {
    expect(find(choices('role'), 'none').disabled).toBeUndefined();
  });
});

describe('Argad builder: scripted', () => {
  const add = (options: Record<string, unknown>) => builder.scripted({ mode: 'add', name: 'Archers' }, options, 'en');

  it('--add-character with --class: véture légère and an arme courte unless told', async () => {
    const yaml = edited(add({ class: 3, count: 6, ranged: 'Arc long', skill: ['Tireur d’élite'] }));
    expect(yaml).toContain('  - name: Archers\n    count: 6\n    class: 3\n    armour: legere\n    melee: courte\n    ranged: arc-long\n    skills: [ tireur-d-elite ]');
    expect((await diagnose(yaml)).filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('--add-character without --class is a usage error', () => {
    expect(() => add({ armour: '4' })).toThrow(EscarmoucheError);
  });

  it('an unknown name is written as given, so that validate suggests', async () => {
    const yaml = edited(add({ class: 3, ranged: 'arc-lon' }));
    expect((await diagnose(yaml)).map((d) => d.code)).toEqual(['argad/unknown-ranged']);
  });

  it('--edit-character replaces what is given', () => {
    const member = { name: 'Yann', path: ['characters', 0] };
    expect(edited(builder.scripted({ mode: 'edit', member }, { armour: '5*', class: [5] }, 'en'))).toContain("class: 5\n    armour: 5*");
    expect(() => builder.scripted({ mode: 'edit', member }, {}, 'en')).toThrow(EscarmoucheError);
  });

  it('a new troop file is valid once it has a character', async () => {
    const { newBandText } = await import('../../../src/core/band-files/band-edit.js');
    const text = newBandText(builder.newBand('La mesnie', {}, 'fr'));
    expect(text).toContain("# La mesnie : une troupe Argad!");
    const yaml = edited(add({ class: 4, role: 'chef' }), text);
    expect(await diagnose(yaml)).toEqual([]);
  });
});
