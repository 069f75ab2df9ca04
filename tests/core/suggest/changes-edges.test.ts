/**
 * Corners of the changes `suggest` weighs (src/core/suggest/changes.ts), with a question of one's own added to a real
 * builder: a subject before a `?`, a change whose edits cannot be applied, an answer that both drops and adds.
 */
import { expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { BUILD_MESSAGES } from '../../../src/core/messages/build.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { SUGGEST_MESSAGES } from '../../../src/core/messages/suggest.js';
import { draftOf } from '../../../src/core/ruleset/builder.js';
import type { BuildChoice, BuildStep } from '../../../src/core/ruleset/build-contract.js';
import { candidates } from '../../../src/core/suggest/changes.js';
import { registry } from '../../../src/rulesets/index.js';

const BAND = 'ruleset: flammes-et-fantassins\nname: Bon\npc: 3\nhouse_rules:\n  band-min: 1\ncharacters:\n  - name: A\n    style: agile\n    classes: [archer]\n    equipment: [arc]\n';

/** The words of the changes the question `step` offers member A, F&F's own questions left out. */
async function offered(step: Omit<BuildStep, 'applies'>, title = 'Points ?'): Promise<string[]> {
  const rules = await registry.load(registry.find('flammes-et-fantassins')!);
  const ruleset = { ...rules, builder: { ...rules.builder!, steps: [{ ...step, applies: () => true } as BuildStep] } };
  const messages = new Messages('en', [CORE_MESSAGES, BUILD_MESSAGES, SUGGEST_MESSAGES, rules.builder!.messages, { en: { 'made/title': title }, fr: { 'made/title': title } }]);
  const draft = draftOf(ruleset, parseDocument(BAND));
  return candidates(ruleset, draft, messages).filter((c) => c.change.step === step.id).map((c) => c.change.words);
}

const choice = (label: string, edits: BuildChoice['edits'], current = false): BuildChoice => ({ value: label, label, edits, ...(current ? { current } : {}) }) as BuildChoice;
const rename = (name: string) => [{ op: 'set' as const, path: ['name'], value: name }];

it('a number named with its subject: the title before its `?`, without the space French puts there', async () => {
  const step = { id: 'points', title: 'made/title', kind: 'one' as const, choices: () => [choice('3', rename('Bon'), true), choice('4', rename('Quatre'))] };
  expect(await offered(step)).toEqual(['A: Points 3 → 4']);
  expect(await offered(step, 'Points : combien')).toEqual(['A: Points 3 → 4']);
});

it('a change whose edits cannot be applied to the document is not offered, and the others still are', async () => {
  const step = { id: 'odd', title: 'made/title', kind: 'one' as const, choices: () => [choice('Into the name', [{ op: 'add' as const, path: ['name', 'deeper'], value: 'x' }]), choice('Autre', rename('Autre'))] };
  expect(await offered(step)).toEqual(['A: Autre']);
});

it('an answer of a question with several that drops one thing and adds another is an addition, not a drop', async () => {
  const swap = [{ op: 'delete' as const, path: ['characters', 0, 'equipment', 0] }, { op: 'add' as const, path: ['characters', 0, 'equipment'], value: 'dague' }];
  const step = { id: 'gear', title: 'made/title', kind: 'many' as const, choices: () => [choice('Dague for arc', swap)] };
  expect(await offered(step)).toEqual(['A: + Dague for arc']);
});
