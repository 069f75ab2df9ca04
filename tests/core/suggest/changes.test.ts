/**
 * The legal one-step changes `suggest` weighs (src/core/suggest/changes.ts), on small bands: each kind of change in
 * the words a player reads (`Elric: Mouvement 6 → 1`, `A: + Dague`, `A: − Cuir`, `A: Archer → Barbare`, `drop A`,
 * `add A 3 (a copy of A)`), only changes whose band breaks no rule, each band once.
 */
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { isError } from '../../../src/core/diagnostics/diagnostics.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { BUILD_MESSAGES } from '../../../src/core/messages/build.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { SUGGEST_MESSAGES } from '../../../src/core/messages/suggest.js';
import { draftOf } from '../../../src/core/ruleset/builder.js';
import { candidates, ordered } from '../../../src/core/suggest/changes.js';
import { registry } from '../../../src/rulesets/index.js';

async function changesOf(id: string, text: string, lang: 'en' | 'fr' = 'en') {
  const ruleset = await registry.load(registry.find(id)!);
  const messages = new Messages(lang, [CORE_MESSAGES, BUILD_MESSAGES, SUGGEST_MESSAGES, ...(ruleset.builder?.messages ? [ruleset.builder.messages] : [])]);
  const draft = draftOf(ruleset, parseDocument(text));
  const found = candidates(ruleset, draft, messages);
  return { found, draft, rows: found.map((c) => [c.change.kind, c.change.member, c.change.step ?? '-', c.change.words].join(' | ')) };
}

const MAGE = 'ruleset: frostgrave\nname: F\nfigures:\n  - name: Elric\n    type: mage\n    move: 6\n    fight: 2\n    shoot: 0\n    armour: 10\n    will: 4\n    health: 14\n    weapon: baton\n';
const archer = (name: string, equipment: string) => `  - name: ${name}\n    style: agile\n    classes: [archer]\n    equipment: [${equipment}]\n`;
const ff = (pc: number, ...members: string[]) => `ruleset: flammes-et-fantassins\nname: Bon\npc: ${pc}\nhouse_rules:\n  band-min: 1\ncharacters:\n${members.join('')}`;

describe('a question with one answer: each other answer', { timeout: 60_000 }, () => {
  it('a number is named with its question\'s subject on both sides; the answer the member has is no change', async () => {
    const { rows } = await changesOf('frostgrave', MAGE);
    expect(rows).toContain('choice | Elric | move | Elric: Mouvement 6 → 1');
    expect(rows).toContain('choice | Elric | fight | Elric: Combat +2 → -1');
    expect(rows).toContain('choice | Elric | shoot | Elric: Tir +0 → +1');
    expect(rows.filter((r) => r.includes('Mouvement 6 → 6') || r.includes('Combat +2 → +2'))).toEqual([]);
  });

  it('a name is named alone, without the subject', async () => {
    const { rows } = await changesOf('frostgrave', MAGE);
    expect(rows).toContain('choice | Elric | weapon | Elric: bâton → arc');
    expect(rows.some((r) => / \| weapon \| .*(Arme|Weapon)/.test(r))).toBe(false);
  });

  it('in French, the catalogue words (the no-break space before the colon is set by the CLI)', async () => {
    const { rows } = await changesOf('frostgrave', MAGE, 'fr');
    expect(rows).toContain('choice | Elric | move | Elric : Mouvement 6 → 1');
  });

  it('a lone mage cannot be dropped nor copied (the band would have none, or two)', async () => {
    const { rows } = await changesOf('frostgrave', MAGE);
    expect(rows.filter((r) => r.startsWith('add-member') || r.startsWith('drop-member'))).toEqual([]);
  });
});

describe('a question with several answers: additions, drops and swaps', { timeout: 60_000 }, () => {
  it('with points left: each addition; with none, a drop and each swap of a drop for an addition, never of a thing for itself', async () => {
    const rich = (await changesOf('flammes-et-fantassins', ff(3, archer('A', 'arc')))).rows;
    expect(rich).toContain('add | A | equipment | A: + Dague');
    expect(rich).toContain('add | A | classes | A: + Barbare');
    const spent = (await changesOf('flammes-et-fantassins', ff(1, archer('A', 'arc, cuir')))).rows;
    expect(spent).toContain('drop | A | equipment | A: − Cuir');
    expect(spent).toContain('swap | A | equipment | A: Arc → Dague');
    expect(spent).toContain('swap | A | equipment | A: Cuir → Plaque');
    expect(spent).toContain('swap | A | classes | A: Archer → Barbare');
    expect(spent.filter((r) => r.startsWith('add '))).toEqual([]);
    expect(spent.filter((r) => /(\w+) → \1$/.test(r))).toEqual([]);
  });

  it('a member copied under the first free name, and each member dropped', async () => {
    const { rows } = await changesOf('flammes-et-fantassins', ff(3, archer('A', 'arc'), archer('A 2', 'arc')));
    expect(rows).toContain('add-member | A | - | add A 3 (a copy of A)');
    expect(rows).toContain('add-member | A 2 | - | add A 2 2 (a copy of A 2)');
    expect(rows).toContain('drop-member | A | - | drop A');
    expect(rows).toContain('drop-member | A 2 | - | drop A 2');
  });

  it('the copy is the member under its new name, at the end of its list', async () => {
    const { found } = await changesOf('flammes-et-fantassins', ff(3, archer('A', 'arc')));
    const copy = found.find((c) => c.change.kind === 'add-member')!;
    expect((copy.draft.data as { characters: unknown[] }).characters).toEqual([
      { name: 'A', style: 'agile', classes: ['archer'], equipment: ['arc'] },
      { name: 'A 2', style: 'agile', classes: ['archer'], equipment: ['arc'] },
    ]);
  });

  it('every change makes a band with no error, and no two make the same band, nor the band as it is', async () => {
    const { found, draft } = await changesOf('flammes-et-fantassins', ff(3, archer('A', 'arc'), archer('A 2', 'arc')));
    expect(found.length).toBeGreaterThan(50);
    for (const c of found) expect(c.draft.findings.filter(isError)).toEqual([]);
    const bands = found.map((c) => JSON.stringify(c.draft.data));
    expect(new Set(bands).size).toBe(bands.length);
    expect(bands).not.toContain(JSON.stringify(draft.data));
  });
});

describe('no builder, or no band', () => {
  it('a band that cannot be read has no change', async () => {
    const { found } = await changesOf('frostgrave', 'ruleset: frostgrave\nname: F\nfigures: 3\n');
    expect(found).toEqual([]);
  });
});

describe('the edits of one change, in the order they apply', () => {
  it('deletions of list items last index first, whatever order they came in; other edits keep their place', () => {
    const del = (i: number) => ({ op: 'delete' as const, path: ['characters', 0, 'equipment', i] });
    const add = { op: 'add' as const, path: ['characters', 0, 'equipment'], value: 'dague' };
    expect(ordered([del(0), del(2), del(1)])).toEqual([del(2), del(1), del(0)]);
    expect(ordered([del(10), del(9)])).toEqual([del(10), del(9)]);
    expect(ordered([add, del(0), del(3)])).toEqual([add, del(3), del(0)]);
    // A value set at an index is no deletion: it stays where it was, before or after them.
    const set = (i: number) => ({ op: 'set' as const, path: ['characters', 0, 'equipment', i], value: 'dague' });
    expect(ordered([set(0), del(1)])).toEqual([set(0), del(1)]);
    expect(ordered([del(0), set(1)])).toEqual([del(0), set(1)]);
    const edits = [del(0), del(1)];
    ordered(edits);
    expect(edits).toEqual([del(0), del(1)]);
  });
});

describe('each band once', () => {
  /** F&F with one more question that renames the band: to `names` in turn (a `one` question, none the current answer). */
  async function renaming(names: string[]) {
    const rules = await registry.load(registry.find('flammes-et-fantassins')!);
    const step = {
      id: 'band-name',
      title: 'suggest/change',
      kind: 'one' as const,
      applies: () => true,
      choices: () => names.map((name, i) => ({ value: String(i), label: `Name ${i}`, edits: [{ op: 'set' as const, path: ['name'], value: name }] })),
    };
    const ruleset = { ...rules, builder: { ...rules.builder!, steps: [step] } };
    const messages = new Messages('en', [CORE_MESSAGES, BUILD_MESSAGES, SUGGEST_MESSAGES, rules.builder!.messages]);
    const draft = draftOf(ruleset, parseDocument(ff(3, archer('A', 'arc'))));
    return candidates(ruleset, draft, messages).filter((c) => c.change.step === 'band-name').map((c) => c.change.words);
  }

  it('a change that makes the band as it is is none, though no answer says it is the present one', async () => {
    expect(await renaming(['Bon', 'Autre'])).toEqual(['A: Name 1']);
  });

  it('two changes that make one band: the first', async () => {
    expect(await renaming(['Autre', 'Autre', 'Troisième'])).toEqual(['A: Name 0', 'A: Name 2']);
  });
});
