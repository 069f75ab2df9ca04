/** `build --add-character` / `--edit-character` of Fées d'armes: the edits, the one-line action, the refusals with their words. */
import { describe, expect, it } from 'vitest';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { canonicalRule, parseAction } from '../../../src/rulesets/fees-d-armes/builder/card.js';
import { ruleset } from '../../../src/rulesets/fees-d-armes/index.js';

const builder = ruleset.builder;
const member = { name: 'Ogre', path: ['figures', 2] };
const card = { cost: 4, faction: 'contes', actionDice: 3, move: 3, armour: 1, health: 8 };

function refusal(run: () => unknown): { code: string; params: unknown } {
  try {
    run();
  } catch (cause) {
    const e = cause as EscarmoucheError;
    return { code: e.code, params: e.params };
  }
  throw new Error('not refused');
}

describe("Fées d'armes build: a one-line action", () => {
  it.each([
    ['Cri:3+', { name: 'Cri', need: 3, plus: true }],
    ['Cri:3:1', { name: 'Cri', need: 3, damage: 1 }],
    [' Souffle : 2 : 2+ ', { name: 'Souffle', need: 2, damage: 2, plus: true }],
    ['Sort:1:: gel, , Tir (4) ,', { name: 'Sort', need: 1, effects: ['gel', 'tir(4)'] }],
    ['Manger:5::: Si la cible : éliminée ', { name: 'Manger', need: 5, text: 'Si la cible : éliminée' }],
  ])('reads %j', (spec, expected) => {
    expect(parseAction(spec)).toEqual(expected);
  });

  it.each([
    [' Sans Peur ', 'sans-peur'],
    [' Repousser ( 2 ) ', 'repousser(2)'],
    [" Cape d'ombre ", "Cape d'ombre"],
  ])('a rule %j is written %j', (written, canonical) => {
    expect(canonicalRule(written)).toBe(canonical);
  });
});

describe("Fées d'armes build: scripted edits", () => {
  it('adds a whole card from single values, trimmed and in the order of the files', () => {
    const [edit] = builder.scripted({ mode: 'add', name: 'Ogre' }, { ...card, faction: ' contes ', action: 'Cri:1', rule: 'Sans Peur', text: 'Vole.' }, 'en');
    expect(edit).toEqual({
      op: 'add',
      path: ['figures'],
      value: { name: 'Ogre', cost: 4, factions: ['contes'], action: 3, move: 3, armour: 1, health: 8, actions: [{ name: 'Cri', need: 1 }], rules: ['sans-peur'], text: 'Vole.' },
    });
    expect(Object.keys((edit as { value: object }).value)).toEqual(['name', 'cost', 'factions', 'action', 'move', 'armour', 'health', 'actions', 'rules', 'text']);
  });

  it('an edit sets only the keys given, in the order of the files', () => {
    expect(builder.scripted({ mode: 'edit', member }, { text: 7, health: 9, faction: ['foret', 'Village '], move: 4 }, 'en')).toEqual([
      { op: 'set', path: ['figures', 2, 'factions'], value: ['foret', 'Village'] },
      { op: 'set', path: ['figures', 2, 'move'], value: 4 },
      { op: 'set', path: ['figures', 2, 'health'], value: 9 },
      { op: 'set', path: ['figures', 2, 'text'], value: '7' },
    ]);
    expect(builder.scripted({ mode: 'edit', member }, { cost: 0 }, 'en')).toEqual([{ op: 'set', path: ['figures', 2, 'cost'], value: 0 }]);
  });

  it.each([
    [{}, '--cost, --action-dice, --move, --armour, --health'],
    [{ cost: 4, move: 3 }, '--action-dice, --armour, --health'],
    [{ actionDice: 3, armour: 0, health: 8 }, '--cost, --move'],
  ])('an added card lacking characteristics names their flags: %o', (options, flags) => {
    expect(refusal(() => builder.scripted({ mode: 'add', name: 'Ogre' }, options, 'en'))).toEqual({ code: 'fees/build-needs-card', params: { flags } });
  });

  it('an action that cannot be read is refused with its words; an edit of nothing is refused', () => {
    expect(refusal(() => builder.scripted({ mode: 'edit', member }, { action: ['Cri:1', 'Massue:deux'] }, 'en'))).toEqual({ code: 'fees/build-bad-action', params: { actual: 'Massue:deux' } });
    expect(refusal(() => builder.scripted({ mode: 'edit', member }, {}, 'en'))).toEqual({ code: 'fees/build-nothing-to-edit', params: {} });
  });
});

describe("Fées d'armes build: a new band and its figures", () => {
  it('a new band: the header, the budget with its comment, the comment over the figures (English and French)', () => {
    expect(builder.newBand('Les Fées', {}, 'en')).toEqual({
      header: ["Les Fées: a Fées d'armes band, made with `escarmouche build`.", '`escarmouche show FILE` prints the cards; `escarmouche validate FILE` checks the recruitment and the rules.'],
      entries: [
        { key: 'ruleset', value: 'fees-d-armes' },
        { key: 'name', value: 'Les Fées' },
        { key: 'points', value: 10, comment: 'recruitment budget: 10 in the rulebook' },
        {
          key: 'figures',
          value: [],
          before: [
            'Each figure: its profile card copied as written (cost, factions, action, move, armour, health),',
            'its actions ({name, need, damage, plus, effects, text}) and its §5 rules (peur, regeneration(1) …).',
          ],
        },
      ],
    });
    const fr = builder.newBand('Les Fées', { points: '12' }, 'fr');
    expect(fr.header[0]).toBe("Les Fées : une bande de Fées d'armes, créée avec `escarmouche build`.");
    expect(fr.entries[2]).toEqual({ key: 'points', value: 10, comment: 'budget de recrutement : 10 dans les règles' });
  });

  it('a new figure: the default card, no faction yet; removing and renaming', () => {
    expect(builder.addMember('Ogre', 'en')).toEqual([{ op: 'add', path: ['figures'], value: { name: 'Ogre', cost: 1, factions: [], action: 3, move: 3, armour: 0, health: 3 } }]);
    expect(builder.removeMember(member)).toEqual([{ op: 'delete', path: ['figures', 2] }]);
    expect(builder.renameMember(member, 'Troll')).toEqual([{ op: 'set', path: ['figures', 2, 'name'], value: 'Troll' }]);
    expect(builder.menus).toEqual([{ title: 'fees/build-menu-actions', steps: ['actions', 'rules', 'text'] }]);
  });
});
