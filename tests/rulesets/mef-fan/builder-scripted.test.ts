/** `build --add-character` / `--edit-character` options to edits, new army files, the members' edits and the status line. */
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { draftOf } from '../../../src/core/ruleset/builder.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import type { MefProfile } from '../../../src/rulesets/mef-fan/derive.js';
import { ruleset } from '../../../src/rulesets/mef-fan/index.js';

const builder = ruleset.builder;
const member = { name: 'T', path: ['units', 2] as (string | number)[] };
const edit = (options: Record<string, unknown>) => builder.scripted({ mode: 'edit', member }, options, 'en');
const added = (options: Record<string, unknown>) => (builder.scripted({ mode: 'add', name: 'N' }, options, 'en')[0] as { value: Record<string, unknown> }).value;

function refusal(run: () => unknown): { code: string; params: unknown } {
  try {
    run();
  } catch (cause) {
    expect(cause).toBeInstanceOf(EscarmoucheError);
    const e = cause as EscarmoucheError;
    return { code: e.code, params: e.params };
  }
  throw new Error('no refusal');
}

describe('scripted: Mél and Tir scores', () => {
  it.each([
    ['3', { score: 3 }],
    [' 3 ', { score: 3 }],
    ['3:0', { score: 3 }],
    ['3:1', { score: 3, perforant: 1 }],
    [' 4 : 2 ', { score: 4, perforant: 2 }],
    ['0', { score: 0 }],
    ['12:10', { score: 12, perforant: 10 }],
  ])('--mel %j', (written, value) => expect(edit({ mel: [written] })).toEqual([{ op: 'set', path: ['units', 2, 'mel'], value: [value] }]));

  it.each(['trois', '3:', ':1', '3:1:2', '-1', '3.5', '', 'x3', '3x', '3:x1', '3:1x'])('--mel %j is refused', (written) => {
    expect(refusal(() => edit({ mel: [written] }))).toEqual({ code: 'mef-fan/build-bad-mel', params: { actual: written } });
  });

  it.each([
    ['2', { score: 2 }],
    ['2:0', { score: 2 }],
    ['2:1', { score: 2, perforant: 1 }],
    [' 2 : 1 : Longue ', { score: 2, perforant: 1, portee: 'longue' }],
    ['2::très courte', { score: 2, portee: 'tres-courte' }],
    ['2:0:longue:Munition unique', { score: 2, portee: 'longue', munitions: 'unique' }],
    ['2:0::limitées', { score: 2, munitions: 'limitees' }],
    ['2:0:lointaine:infinies', { score: 2, portee: 'lointaine', munitions: 'infinies' }],
    ['12:10', { score: 12, perforant: 10 }],
  ])('--tir %j', (written, value) => expect(edit({ tir: [written] })).toEqual([{ op: 'set', path: ['units', 2, 'tir'], value: [value] }]));

  it.each(['', 'deux', '2:a', '2:1:longue:unique:x', ':1', '2.5', 'x2', '2x', '2:a1', '2:1a'])('--tir %j is refused', (written) => {
    expect(refusal(() => edit({ tir: [written] }))).toEqual({ code: 'mef-fan/build-bad-tir', params: { actual: written } });
  });
});

describe('scripted: names in their catalogue spelling, an unknown one as written', () => {
  it('every option, in the order of the band files', () => {
    const options = { rank: 'Sorcier', spell: ['Terreur', 'Danse'], skill: ['Effrayant', 'rapide'], equip: ['Lance', 'epee'], vie: 2, men: 3, def: 1, tir: ['1'], mel: ['2'], movement: 'Vol', dep: 4, role: 'Mage', models: 1 };
    expect(edit(options).map((e) => [(e as { readonly path: readonly (string | number)[] }).path.at(-1), (e as { value: unknown }).value])).toEqual([
      ['models', 1],
      ['role', 'magicien'],
      ['dep', 4],
      ['movement', 'vol'],
      ['mel', [{ score: 2 }]],
      ['tir', [{ score: 1 }]],
      ['def', 1],
      ['men', 3],
      ['vie', 2],
      ['equipment', ['lance', 'epee']],
      ['skills', ['effrayant', 'rapide']],
      ['spells', ['terreur', 'Danse']],
      ['rank', 'sorcier'],
    ]);
  });

  it('unknown role, movement and rank kept as written; options of another type ignored', () => {
    expect(edit({ role: 'roi', movement: 'nage', rank: 'grand' }).map((e) => (e as { value: unknown }).value)).toEqual(['roi', 'nage', 'grand']);
    expect(refusal(() => edit({ role: 3, movement: true, rank: 1, mel: '3', tir: '2', equip: 'lance', skill: 'effrayant', spell: 'terreur' }))).toEqual({ code: 'mef-fan/build-nothing-to-edit', params: {} });
  });

  it('list values are read as text', () => {
    expect(edit({ mel: [3], equip: [7] })).toEqual([
      { op: 'set', path: ['units', 2, 'mel'], value: [{ score: 3 }] },
      { op: 'set', path: ['units', 2, 'equipment'], value: ['7'] },
    ]);
  });
});

describe('scripted: a new unit', () => {
  it('the defaults alone: one troupe figure, Dép 2, no Mél, Déf 0, Men 1, Vie 1', () => {
    expect(builder.scripted({ mode: 'add', name: 'N' }, {}, 'en')).toEqual([{ op: 'add', path: ['units'], value: { name: 'N', models: 1, role: 'troupe', dep: 2, mel: [], def: 0, men: 1, vie: 1 } }]);
  });

  it('the options given replace the defaults; the keys keep the order of the band files', () => {
    const value = added({ rank: 'acolyte', vie: 3, role: 'magicien', dep: 0 });
    expect(Object.keys(value)).toEqual(['name', 'models', 'role', 'dep', 'mel', 'def', 'men', 'vie', 'rank']);
    expect(value).toEqual({ name: 'N', models: 1, role: 'magicien', dep: 0, mel: [], def: 0, men: 1, vie: 3, rank: 'acolyte' });
  });
});

describe('the builder', () => {
  it('a new army: the header, the entries and their comments, in English and French; campaign only when asked', () => {
    expect(builder.newBand('Les Nains', { points: 150, campaign: true }, 'en')).toEqual({
      header: ['Les Nains: a Mini Figs Mef-Fan army, made with `escarmouche build`.', '`escarmouche show FILE` prices every figure; `escarmouche validate FILE` checks every limit.'],
      entries: [
        { key: 'ruleset', value: 'mef-fan' },
        { key: 'name', value: 'Les Nains' },
        { key: 'points', value: 150, comment: 'budget in # agreed by the players' },
        { key: 'campaign', value: true, comment: 'in campaign a magicien knows one spell instead of two' },
        {
          key: 'units',
          value: [],
          before: ['Each unit: a role, figures, Dép, Mél and Tir scores, Déf, Men and Vie.', 'A figure costs Dép + 2 × Mél + 3 × Tir + 2 × Déf + Men (+ Perforant, lance, effrayant), × the Vie multiplier.'],
        },
      ],
    });
    const fr = builder.newBand('Les Nains', { points: 150, campaign: 'yes' }, 'fr');
    expect(fr.header[0]).toBe('Les Nains : une armée de Mini Figs Mef-Fan, créée avec `escarmouche build`.');
    expect(fr.entries[3]).toEqual({ key: 'campaign', value: false, comment: 'en campagne un magicien connaît un sort au lieu de deux' });
  });

  it('the points asked of a new army, and the menus', () => {
    expect(builder.bandFields).toEqual([{ option: 'points', title: 'mef-fan/build-field-points', type: 'int', min: 0, max: 1_000_000, default: 200 }]);
    expect(builder.menus).toEqual([
      { title: 'mef-fan/build-menu-weapons', steps: ['mel', 'tir', 'equipment', 'skills'] },
      { title: 'mef-fan/build-menu-spells', steps: ['spells'] },
    ]);
    expect(builder.pending).toEqual(['mef-fan/missing-spells']);
  });

  it('a member added with the defaults, removed and renamed at its path', () => {
    expect(builder.addMember('Gobelins', 'en')).toEqual([{ op: 'add', path: ['units'], value: { name: 'Gobelins', models: 1, role: 'troupe', dep: 2, mel: [], def: 0, men: 1, vie: 1 } }]);
    expect(builder.removeMember(member)).toEqual([{ op: 'delete', path: ['units', 2] }]);
    expect(builder.renameMember(member, 'Nains')).toEqual([{ op: 'set', path: ['units', 2, 'name'], value: 'Nains' }]);
  });

  it('the status: points left, and the rows of the unit chosen only', () => {
    const draft = draftOf(ruleset, parseDocument('ruleset: mef-fan\nname: T\npoints: 30\nunits:\n  - {name: A, models: 2, dep: 2, def: 1, men: 2, vie: 1}\n  - {name: B, dep: 3, def: 0, men: 1, vie: 2}\n'));
    const profile = draft.profile as MefProfile;
    const [a, b] = ruleset.roster(draft.band as never);
    expect(builder.status(profile, undefined, 'fr')).toEqual([{ kind: 'pairs', items: [['points restants', '12# sur 30#']] }]);
    expect(builder.status(profile, { name: 'Z', path: ['units', 5] }, 'en')).toEqual([{ kind: 'pairs', items: [['points left', '12# of 30#']] }]);
    expect(builder.status(profile, b, 'en')).toEqual([
      { kind: 'pairs', items: [['points left', '12# of 30#']] },
      { kind: 'table', columns: ['name', 'role', 'figures', 'Dép', 'Mél', 'Tir', 'Déf', 'Men', 'Vie'], rows: [['B', 'troupe', 1, '3', '-', '-', 0, 1, 2]] },
      { kind: 'table', columns: ['name', 'Dép', 'Mél', 'Tir', 'Déf', 'Men', 'sum', '× Vie', 'figure', 'unit'], rows: [['B', 3, 0, 0, 0, 1, 4, '×1.5', 6, 6]] },
    ]);
    expect((builder.status(profile, a, 'fr')[1] as unknown as { readonly rows: readonly unknown[][] }).rows).toEqual([['A', 'troupe', 2, '2', '-', '-', 1, 2, 1]]);
  });
});

describe('the ruleset', () => {
  it('its id, title, roster and the parts it is made of', () => {
    const draft = draftOf(ruleset, parseDocument('ruleset: mef-fan\nname: T\npoints: 30\nunits:\n  - {name: A, dep: 2, def: 1, men: 2, vie: 1}\n  - {name: B, dep: 3, def: 0, men: 1, vie: 2}\n'));
    expect([ruleset.id, ruleset.title]).toEqual(['mef-fan', 'Mini Figs Mef-Fan']);
    expect(ruleset.roster(draft.band as never)).toEqual([{ name: 'A', path: ['units', 0] }, { name: 'B', path: ['units', 1] }]);
    expect(ruleset.schema.safeParse({ ruleset: 'mef-fan', name: 'T', points: 1, units: [] }).success).toBe(true);
    expect(Object.keys(ruleset.attack).sort()).toEqual(expect.arrayContaining(['attacks', 'headline']));
  });
});
