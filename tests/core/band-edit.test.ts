import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { editText, newBandText, type Edit } from '../../src/core/band-files/band-edit.js';
import { ROOT } from '../helpers/cli.js';

const POTERIE = readFileSync(path.join(ROOT, 'bands/ff-federation-de-la-poterie.yaml'), 'utf8');
const lines = (text: string) => text.split('\n');
/** The lines of `after` that are not in `before`, and the reverse: what an edit changed. */
function changed(before: string, after: string) {
  const a = lines(before);
  const b = lines(after);
  return { removed: a.filter((l) => !b.includes(l)), added: b.filter((l) => !a.includes(l)) };
}

describe('editText keeps what the author wrote', () => {
  it('changes only the edited line of a commented band, comments and their alignment kept', () => {
    const after = editText(POTERIE, [{ op: 'set', path: ['characters', 1, 'equipment'], value: ['baton', 'robe'] }]);
    expect(changed(POTERIE, after)).toEqual({
      removed: ['    equipment: [baton, robe, grimoire]'],
      added: ['    equipment: [baton, robe]'],
    });
  });

  it('keeps key order and every comment line through several edits', () => {
    const edits: Edit[] = [
      { op: 'add', path: ['characters', 0, 'equipment'], value: 'potion-de-vie' },
      { op: 'delete', path: ['characters', 1, 'spells', 1] },
      { op: 'set', path: ['pc', ], value: 5 },
    ];
    const after = editText(POTERIE, edits);
    const comments = (text: string) => lines(text).filter((l) => l.trimStart().startsWith('#'));
    expect(comments(after)).toEqual(comments(POTERIE));
    const keys = (text: string) => Object.keys(parseDocument(text).toJS() as object);
    expect(keys(after)).toEqual(['ruleset', 'name', 'pc', 'house_rules', 'characters']);
    expect(after).toContain('pc: 5                     # Points de Création');
    expect(after).toContain('equipment: [arme-a-une-main, rondache, maille, potion-de-vie]');
    expect(after).toContain('spells: [soin, armure-de-mage, toile-d-araignee, eclair]');
  });

  it('is the identity without edits', () => {
    expect(editText(POTERIE, [])).toBe(POTERIE);
  });

  it('turns `[]` into a block list for its first mapping, and new lists of names into flow lists', () => {
    const after = editText('characters: []\n', [{ op: 'add', path: ['characters'], value: { name: 'A', style: 'agile', classes: ['archer'] }, comments: { style: 'agile: why' } }]);
    expect(after).toBe('characters:\n  - name: A\n    style: agile # agile: why\n    classes: [archer]\n');
  });

  it('creates a missing list when adding to it', () => {
    expect(editText('name: A\n', [{ op: 'add', path: ['spells'], value: 'soin' }])).toBe('name: A\nspells: [soin]\n');
  });

  it('replaces a comment written for the old value, keeps one the author wrote about something else', () => {
    const ours = editText('style: agile  # agile: from DEX\n', [{ op: 'set', path: ['style'], value: 'puissant', comment: 'puissant: from FOR' }]);
    expect(ours).toBe('style: puissant # puissant: from FOR\n');
    const theirs = editText('style: agile      # the boss\n', [{ op: 'set', path: ['style'], value: 'puissant', comment: 'puissant: from FOR' }]);
    expect(theirs).toBe('style: puissant   # the boss\n');
  });

  it('does not restore spacing inside a quoted value that looks like a comment', () => {
    const text = 'a: "x   # y"\nb: 1\n';
    const after = editText(text, [{ op: 'set', path: ['b'], value: 2 }]);
    expect(parseDocument(after).toJS()).toEqual({ a: 'x   # y', b: 2 });
  });

  it('keeps yaml\'s printing of a quoted value changed to a text that the old spacing would change', () => {
    expect(editText('a: "x   # y"\n', [{ op: 'set', path: ['a'], value: 'x # y' }])).toBe('a: "x # y"\n');
  });

  it('keeps Windows line endings and a four-space indentation', () => {
    const text = 'characters:\r\n    - name: A\r\n      classes: [archer]\r\n';
    expect(editText(text, [{ op: 'add', path: ['characters', 0, 'classes'], value: 'ranger' }])).toBe(
      'characters:\r\n    - name: A\r\n      classes: [archer, ranger]\r\n',
    );
  });

  it('keeps lists that start at the key\'s indentation', () => {
    const text = 'characters:\n- name: A\n  classes: [archer]\n';
    expect(editText(text, [{ op: 'set', path: ['characters', 0, 'name'], value: 'B' }])).toBe('characters:\n- name: B\n  classes: [archer]\n');
  });
});

describe('editText keeps the bytes of the lines it does not change', () => {
  const BAND = `name: x   # the band
characters:
  - name: A
    equipment:
      - masse      # a mace

      - cuir       # leather
    pv: 3

campaign:
  totals:            # sums of the ledger
    trophies: 1      # one
    pc: 0
`;

  it('a list rewritten with the same items keeps their trailing comments, alignment and blank line', () => {
    const after = editText(BAND, [{ op: 'set', path: ['characters', 0, 'equipment'], value: ['masse', 'cuir', 'arc'] }]);
    expect(after).toBe(BAND.replace('      - cuir       # leather\n', '      - cuir       # leather\n      - arc\n'));
  });

  it('a value changed under `key:   # comment` leaves that line and every other byte alone', () => {
    const after = editText(BAND, [{ op: 'set', path: ['campaign', 'totals', 'pc'], value: 2 }]);
    expect(after).toBe(BAND.replace('    pc: 0\n', '    pc: 2\n'));
  });

  it('a mapping rewritten with one value changed keeps the comments of the unchanged keys', () => {
    const after = editText(BAND, [{ op: 'set', path: ['campaign', 'totals'], value: { trophies: 1, pc: 5 } }]);
    expect(after).toBe(BAND.replace('    pc: 0\n', '    pc: 5\n'));
  });
});

describe('editText and YAML anchors', () => {
  const KIT = 'characters:\n  - name: A\n    equipment: &kit [arc, cuir]\n  - name: B\n    equipment: *kit\n';
  it('removing the member that holds an anchor writes its value out where it was used', () => {
    const after = editText(KIT, [{ op: 'delete', path: ['characters', 0] }]);
    expect(after).toBe('characters:\n  - name: B\n    equipment: [arc, cuir]\n');
  });
  it('replacing the anchored value keeps the old value for the alias', () => {
    const after = editText(KIT, [{ op: 'set', path: ['characters', 0, 'equipment'], value: ['arc'] }]);
    expect(parseDocument(after).toJS()).toEqual({ characters: [{ name: 'A', equipment: ['arc'] }, { name: 'B', equipment: ['arc', 'cuir'] }] });
  });
});

describe('newBandText', () => {
  it('writes a header, keys in order, trailing and leading comments, and quotes what needs quoting', () => {
    const text = newBandText({
      header: ['Title', 'How to check it'],
      entries: [
        { key: 'name', value: 'Les "Gars": #1' },
        { key: 'pc', value: 7, comment: 'one per class' },
        { key: 'characters', value: [], before: ['Each character', 'in order'] },
      ],
    });
    expect(text).toBe(`# Title\n# How to check it\n\nname: 'Les "Gars": #1'\npc: 7 # one per class\n\n# Each character\n# in order\ncharacters: []\n`);
    expect(parseDocument(text).toJS()).toEqual({ name: 'Les "Gars": #1', pc: 7, characters: [] });
  });
});

describe('editText: comments given with an edit', () => {
  it('writes the comment of a set on a value that had none, on a new key, and on a list that replaces a scalar', () => {
    const weapon = { op: 'set', path: ['weapon'], value: 'epee', comment: 'epee: +1' } as const;
    expect(editText('weapon: dague\n', [weapon])).toBe('weapon: epee # epee: +1\n');
    expect(editText('name: A\n', [weapon])).toBe('name: A\nweapon: epee # epee: +1\n');
    expect(editText('a: 1\n', [{ op: 'set', path: ['a'], value: ['x'], comment: 'two' }])).toBe('a: [x] # two\n');
  });

  it('does not carry the trailing comment of a scalar into a mapping that replaces it (it would print under its last key)', () => {
    expect(editText('a: arc  # the bow\nb: 1\n', [{ op: 'set', path: ['a'], value: { x: 1 } }])).toBe('a:\n  x: 1\nb: 1\n');
  });

  it('puts the comment of an added mapping on the line before it', () => {
    const after = editText('a:\n  - n: 0\n', [{ op: 'add', path: ['a'], value: { n: 1 }, comment: 'why' }]);
    expect(after).toBe('a:\n  - n: 0\n  # why\n  - n: 1\n');
  });

  it('puts the comment of an added value after it', () => {
    expect(editText('a:\n  - x\n', [{ op: 'add', path: ['a'], value: 'y', comment: 'why' }])).toBe('a:\n  - x\n  - y # why\n');
  });

  it('gives no comment to an added list', () => {
    expect(editText('a:\n  - x\n', [{ op: 'add', path: ['a'], value: ['y', 'z'], comment: 'why' }])).toBe('a:\n  - x\n  - [y, z]\n');
  });
});

describe('editText: a collection rewritten keeps the comments of what it still holds', () => {
  it('keeps the comment line before a list item still there', () => {
    const after = editText('e:\n  - masse\n  # the leather\n  - cuir\n', [{ op: 'set', path: ['e'], value: ['masse', 'cuir', 'arc'] }]);
    expect(after).toBe('e:\n  - masse\n  # the leather\n  - cuir\n  - arc\n');
  });

  it('keeps the comment line before a key still there', () => {
    const after = editText('m:\n  a: 1\n  # about b\n  b: 2\n', [{ op: 'set', path: ['m'], value: { a: 1, b: 3 } }]);
    expect(after).toBe('m:\n  a: 1\n  # about b\n  b: 3\n');
  });

  const MEMBER = 'characters:\n  - name: A\n    classes: [archer]   # one class\n    equipment:\n      - masse      # a mace\n\n      - cuir       # leather\n    pv: 3\n';

  it('a member rewritten keeps the style, comments and blank line of its nested lists', () => {
    const after = editText(MEMBER, [{ op: 'set', path: ['characters', 0], value: { name: 'A', classes: ['archer'], equipment: ['masse', 'cuir'], pv: 4 } }]);
    expect(after).toBe(MEMBER.replace('pv: 3', 'pv: 4'));
  });

  it('a nested list changed keeps its trailing comment and its block style', () => {
    const after = editText(MEMBER, [{ op: 'set', path: ['characters', 0], value: { name: 'A', classes: ['archer', 'soldat'], equipment: ['masse'], pv: 3 } }]);
    expect(after).toBe('characters:\n  - name: A\n    classes: [archer, soldat] # one class\n    equipment:\n      - masse      # a mace\n    pv: 3\n');
  });

  it('a nested list emptied is written `[]`', () => {
    const after = editText(MEMBER, [{ op: 'set', path: ['characters', 0], value: { name: 'A', classes: ['archer'], equipment: [], pv: 3 } }]);
    expect(after).toBe('characters:\n  - name: A\n    classes: [archer]   # one class\n    equipment: []\n    pv: 3\n');
  });

  it('a nested list emptied is written `[]` with its comment on the same line, as a list emptied by itself', () => {
    const text = 'm:\n  e:\n    - a   # x\n    # end of list\n  k: 1\n';
    expect(editText(text, [{ op: 'set', path: ['m', 'e'], value: [] }])).toBe('m:\n  e: [] # end of list\n  k: 1\n');
    expect(editText(text, [{ op: 'set', path: ['m'], value: { e: [], k: 1 } }])).toBe('m:\n  e: [] # end of list\n  k: 1\n');
  });
});

describe('editText: new values', () => {
  it('writes lists of names, numbers, booleans and nulls in flow style, lists of mappings in block style', () => {
    expect(editText('name: A\n', [{ op: 'set', path: ['c'], value: [1, 2, true, null, 'x'] }])).toBe('name: A\nc: [1, 2, true, null, x]\n');
    expect(editText('name: A\n', [{ op: 'set', path: ['c'], value: [{ n: 1 }] }])).toBe('name: A\nc:\n  - n: 1\n');
  });

  it('leaves out the keys of a mapping whose value is undefined, keeps those that are null', () => {
    expect(editText('name: A\n', [{ op: 'set', path: ['m'], value: { a: 1, b: undefined, c: null } }])).toBe('name: A\nm:\n  a: 1\n  c: null\n');
  });

  it('writes undefined as null, like null, the author\'s comment kept', () => {
    expect(editText('a: arc   # the bow\n', [{ op: 'set', path: ['a'], value: undefined }])).toBe('a: null  # the bow\n');
    expect(editText('a: arc   # the bow\n', [{ op: 'set', path: ['a'], value: null }])).toBe('a: null  # the bow\n');
  });

  it('keeps the quotes the author put around a value set to another text', () => {
    expect(editText('name: "A"\n', [{ op: 'set', path: ['name'], value: 'B' }])).toBe('name: "B"\n');
    expect(editText("name: 'A'   # quoted\n", [{ op: 'set', path: ['name'], value: 'B' }])).toBe("name: 'B'   # quoted\n");
  });

  it('ignores `comments` for a key the added mapping does not have, and for an added value', () => {
    const map = editText('a:\n  - n: 0\n', [{ op: 'add', path: ['a'], value: { n: 1 }, comments: { style: 's', n: 'one' } }]);
    expect(map).toBe('a:\n  - n: 0\n  - n: 1 # one\n');
    expect(editText('a:\n  - x\n', [{ op: 'add', path: ['a'], value: 'y', comments: { style: 's' } }])).toBe('a:\n  - x\n  - y\n');
  });
});

describe('editText: which comments a rewritten collection keeps', () => {
  it('matches list items by value, not by place', () => {
    const after = editText('e:\n  - masse   # a mace\n  - cuir    # leather\n', [{ op: 'set', path: ['e'], value: ['cuir', 'arc'] }]);
    expect(after).toBe('e:\n  - cuir    # leather\n  - arc\n');
  });

  it('does not move the comment of a mapping in a list onto another one', () => {
    const after = editText('c:\n  - name: A\n  # about B\n  - name: B\n', [{ op: 'set', path: ['c'], value: [{ name: 'B' }, { name: 'C' }] }]);
    expect(after).toBe('c:\n  - name: B\n  - name: C\n');
  });

  it('drops the trailing comment of a value that changed, keeps that of one unchanged, adds new keys bare', () => {
    const after = editText('m:\n  a: 1   # one\n  b: x   # ex\n', [{ op: 'set', path: ['m'], value: { a: 2, b: 'x', c: 3 } }]);
    expect(after).toBe('m:\n  a: 2\n  b: x   # ex\n  c: 3\n');
  });

  it('drops the trailing comment of a nested value turned from a scalar into a list or back', () => {
    const after = editText('m:\n  a: x   # ex\n  b: [y]   # why\n', [{ op: 'set', path: ['m'], value: { a: ['x', 'z'], b: 1 } }]);
    expect(after).toBe('m:\n  a: [x, z]\n  b: 1\n');
  });

  it('a list replaced by a mapping and a mapping by a list share no comment, keep the author\'s style', () => {
    expect(editText('a: [x]   # c\n', [{ op: 'set', path: ['a'], value: { x: 1 } }])).toBe('a: {x: 1} # c\n');
    expect(editText('a:\n  x: 1   # one\n', [{ op: 'set', path: ['a'], value: ['x'] }])).toBe('a:\n  - x\n');
    expect(editText('m:\n  a:\n    x: 1   # one\n', [{ op: 'set', path: ['m'], value: { a: ['x'] } }])).toBe('m:\n  a:\n    - x\n');
    expect(editText('m:\n  a: [x]   # c\n', [{ op: 'set', path: ['m'], value: { a: { x: 1 } } }])).toBe('m:\n  a: {x: 1} # c\n');
  });

  it('reads a key written without a value (`? a`) as changed', () => {
    expect(editText('m:\n  ? a\n  b: 1\n', [{ op: 'set', path: ['m'], value: { a: 1, b: 1 } }])).toBe('m:\n  a: 1\n  b: 1\n');
  });
});

describe('editText and YAML anchors, more', () => {
  it('an anchored scalar removed is written out where it was used', () => {
    expect(editText('a: &x 1\nb: *x\nc: 2\n', [{ op: 'delete', path: ['a'] }])).toBe('b: 1\nc: 2\n');
  });

  it('leaves aliases to anchors outside what is removed as they are', () => {
    expect(editText('a: &x 1\nb: *x\nc: 2\n', [{ op: 'delete', path: ['c'] }])).toBe('a: &x 1\nb: *x\n');
  });

  it('removes a member holding an alias to an anchor kept elsewhere', () => {
    const text = 'kit: &kit [arc]\nc:\n  - name: A\n    equipment: *kit\n  - name: B\n';
    expect(editText(text, [{ op: 'delete', path: ['c', 0] }])).toBe('kit: &kit [arc]\nc:\n  - name: B\n');
  });

  it('adding to an anchored list keeps its aliases aliases: they see the new item', () => {
    const after = editText('a: &l [x]\nb: *l\n', [{ op: 'add', path: ['a'], value: 'y' }]);
    expect(after).toBe('a: &l [x, y]\nb: *l\n');
    expect(parseDocument(after).toJS()).toEqual({ a: ['x', 'y'], b: ['x', 'y'] });
  });

  it('an alias inside a rewritten list does not take the comment of the item it points to', () => {
    const after = editText('e:\n  - &w arc   # the bow\n  - *w\n', [{ op: 'set', path: ['e'], value: ['arc', 'arc'] }]);
    expect(after).toBe('e:\n  - arc # the bow\n  - arc\n');
  });

  it('deleting or setting where nothing is changes no alias', () => {
    expect(editText('a: 1\n', [{ op: 'delete', path: ['zz'] }])).toBe('a: 1\n');
    expect(editText('a: 1\n', [{ op: 'set', path: ['m', 'n'], value: 2 }])).toBe('a: 1\nm:\n  n: 2\n');
  });
});

describe('editText: a list created by an add', () => {
  it('is a flow list for a value, a block list for a mapping or a list', () => {
    expect(editText('a: 1\n', [{ op: 'add', path: ['l'], value: 'y' }])).toBe('a: 1\nl: [y]\n');
    expect(editText('a: 1\n', [{ op: 'add', path: ['l'], value: { n: 1 } }])).toBe('a: 1\nl:\n  - n: 1\n');
    expect(editText('a: 1\n', [{ op: 'add', path: ['l'], value: ['y', 'z'] }])).toBe('a: 1\nl:\n  - [y, z]\n');
  });
});

describe('editText keeps the indentation the author used', () => {
  it('four spaces with Unix line ends', () => {
    const after = editText('m:\n    a: 1\n    b: 2\n', [{ op: 'set', path: ['m', 'n'], value: { k: 1 } }]);
    expect(after).toBe('m:\n    a: 1\n    b: 2\n    n:\n        k: 1\n');
  });

  it('reads it from the data lines, not from comments nor lines of spaces', () => {
    expect(editText('m:\n  # note\n    a: 1\n', [{ op: 'set', path: ['m', 'n'], value: { k: 1 } }])).toBe('m:\n    # note\n    a: 1\n    n:\n        k: 1\n');
    expect(editText('m:\n  \n    a: 1\n', [{ op: 'set', path: ['m', 'n'], value: { k: 1 } }])).toBe('m:\n\n    a: 1\n    n:\n        k: 1\n');
  });

  it('keeps lists indented under their key when a key without value is followed by the next item', () => {
    const text = 'characters:\n  - name: A\n    classes:\n  - name: B\n';
    expect(editText(text, [{ op: 'set', path: ['characters', 1, 'name'], value: 'C' }])).toBe(text.replace('name: B', 'name: C'));
  });

  it('keeps lists at the key\'s indentation when only a nested list shows it', () => {
    expect(editText('house_rules:\n  stats:\n  - a\n', [{ op: 'set', path: ['n'], value: 1 }])).toBe('house_rules:\n  stats:\n  - a\nn: 1\n');
  });

  it('keeps lists at the key\'s indentation after a key followed by spaces', () => {
    expect(editText('characters:  \n- name: A\n', [{ op: 'set', path: ['characters', 0, 'name'], value: 'B' }])).toBe('characters:\n- name: B\n');
  });
});

describe('editText keeps the column of a changed line\'s comment', () => {
  it('when its key is found: the text before the first `:`, with no `#` in it', () => {
    const after = editText('a#b: 1   # one\nc: 1   # c\n', [
      { op: 'set', path: ['a#b'], value: 2 },
      { op: 'set', path: ['c'], value: 2 },
    ]);
    expect(after).toBe('a#b: 2 # one\nc: 2   # c\n');
  });

  it('for a key in a list item', () => {
    const text = 'l:\n  - name: A   # first\n    pv: 3      # points\n';
    expect(editText(text, [{ op: 'set', path: ['l', 0, 'name'], value: 'B' }, { op: 'set', path: ['l', 0, 'pv'], value: 4 }])).toBe(
      'l:\n  - name: B   # first\n    pv: 4      # points\n',
    );
  });
});

describe('editText gives back the spacing of lines it leaves alone', () => {
  it('is the identity on lines alike but for the spaces before their comment, in either order', () => {
    const wideFirst = 'l:\n  - a: 1   # x\n  - a: 1 # x\n';
    const narrowFirst = 'l:\n  - a: 1 # x\n  - a: 1   # x\n';
    expect(editText(wideFirst, [])).toBe(wideFirst);
    expect(editText(narrowFirst, [])).toBe(narrowFirst);
    expect(editText(`${narrowFirst}n: 1\n`, [{ op: 'set', path: ['n'], value: 2 }])).toBe(`${narrowFirst}n: 2\n`);
  });

  it('aligns a changed line on the comment column the author chose, not on a one-space comment', () => {
    const text = 'l:\n  - pv: 3      # points\n  - pv: 4 # points\n';
    expect(editText(text, [{ op: 'set', path: ['l', 0, 'pv'], value: 5 }])).toBe('l:\n  - pv: 5      # points\n  - pv: 4 # points\n');
    expect(editText(text, [{ op: 'set', path: ['l', 1, 'pv'], value: 5 }])).toBe('l:\n  - pv: 3      # points\n  - pv: 5      # points\n');
  });

  it('keeps the comment column while the value fits, one space after it when it does not', () => {
    const text = 'pv: 3   # x\n';
    const set = (value: number) => editText(text, [{ op: 'set', path: ['pv'], value }]);
    expect(set(12)).toBe('pv: 12  # x\n');
    expect(set(123)).toBe('pv: 123 # x\n');
    expect(set(1234)).toBe('pv: 1234 # x\n');
  });

  it('puts the comment of `key:   # comment` back on its key line, on the first line too', () => {
    expect(editText('m:   # c\n  x: 1\n', [{ op: 'set', path: ['m', 'x'], value: 2 }])).toBe('m:   # c\n  x: 2\n');
  });

  it('leaves on its own line a comment that was there, under a key or after a value', () => {
    for (const text of [
      'a:\n  - m:   # c\n      x: 1\n  - m:\n      x: 1 # c\n',
      'l:\n  - a: 1 # about b\n  - a: 1\n    # about b\n    b: 2\n',
      'm:\n  # about a\n  a: 1\n\nb: 2\n',
    ]) {
      expect(editText(text, [])).toBe(text);
    }
  });
});
