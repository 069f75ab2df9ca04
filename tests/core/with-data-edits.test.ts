/**
 * `withDataEdits` (src/core/ruleset/builder.ts): the same draft as `withEdits`, judged on the band's data, its document
 * copied only when read; a document with an alias is edited as a document (an edit through an alias changes both).
 */
import { describe, expect, it, vi } from 'vitest';
import { parseDocument } from 'yaml';
import type { Edit } from '../../src/core/band-files/band-edit.js';
import { draftOf, withDataEdits, withEdits } from '../../src/core/ruleset/builder.js';
import { registry } from '../../src/rulesets/index.js';

const ruleset = await registry.load(registry.find('flammes-et-fantassins')!);

const band = (second: string) => `ruleset: flammes-et-fantassins
name: Essai
pc: 10
characters:
  - name: Gauvain
    style: agile
    classes: [soldat]
    equipment: &kit [epee]  # son arme
  - name: Yvain
    style: agile
    classes: [soldat]
    equipment: ${second}
`;

const SET: Edit[] = [{ op: 'set', path: ['characters', 0, 'equipment', 0], value: 'hache' }];

describe('withDataEdits', () => {
  it('gives the draft withEdits gives, and copies the document only when it is read, once', () => {
    const draft = draftOf(ruleset, parseDocument(band('[arc]')));
    const clone = vi.spyOn(draft.doc, 'clone');
    const after = withDataEdits(ruleset, draft, SET);
    expect(clone).not.toHaveBeenCalled();
    const reference = withEdits(ruleset, draft, SET);
    expect(after.data).toStrictEqual(reference.data);
    expect(after.findings).toStrictEqual(reference.findings);
    clone.mockClear();
    expect(after.doc.toString()).toBe(reference.doc.toString());
    expect(after.doc).toBe(after.doc);
    expect(clone).toHaveBeenCalledTimes(1);
    // A change of a change: judged on data too, its document made from the one before.
    const again = withDataEdits(ruleset, after, [{ op: 'add', path: ['characters', 1, 'equipment'], value: 'cuir' }]);
    expect(again.doc.toJS()).toStrictEqual(again.data);
    expect((again.data as { characters: { equipment: string[] }[] }).characters[1]!.equipment).toEqual(['arc', 'cuir']);
  });

  it('edits a document with an alias as a document: the member that names the list changes too', () => {
    const draft = draftOf(ruleset, parseDocument(band('*kit')));
    const after = withDataEdits(ruleset, draft, SET);
    expect(after.data).toStrictEqual(withEdits(ruleset, draft, SET).data);
    expect((after.data as { characters: { equipment: string[] }[] }).characters.map((c) => c.equipment)).toEqual([['hache'], ['hache']]);
  });

  it('edits the document where a key on the way is missing', () => {
    const draft = draftOf(ruleset, parseDocument(band('[arc]')));
    const edits: Edit[] = [{ op: 'set', path: ['house_rules', 'band-max'], value: 6 }];
    expect(withDataEdits(ruleset, draft, edits).data).toStrictEqual(withEdits(ruleset, draft, edits).data);
  });
});
