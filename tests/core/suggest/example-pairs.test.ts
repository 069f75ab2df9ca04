/**
 * `suggest` over every pair of example bands of one rulebook: every change it lists makes a band that `validate`
 * passes, and every score equals the matchup of the changed band computed from scratch, from its file.
 *
 * The search judges each change on the band's data and writes a document only for the change applied
 * (src/core/band-files/data-edit.ts). In CI, every change is checked where it is cheap (its band has no error, its
 * delta, the order, the band as it is left untouched: frozen) and a fixed sample of each list where it is slow (the
 * document written, read back by `validate`, gives the very data judged; the score from scratch). The full sweep,
 * every change of every pair written, validated and scored from scratch (about 50 s of CPU):
 * `ESCARMOUCHE_SUGGEST_SWEEP=1 npx vitest run tests/core/suggest/example-pairs.test.ts` (docs/testing.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { analyse } from '../../../src/core/ruleset/analyse.js';
import { printBand } from '../../../src/core/band-files/band-edit.js';
import { draftOf } from '../../../src/core/ruleset/builder.js';
import { isError } from '../../../src/core/diagnostics/diagnostics.js';
import { defaultHeadline, matchup, type Metric } from '../../../src/core/matchup/matchup.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { BUILD_MESSAGES } from '../../../src/core/messages/build.js';
import { SUGGEST_MESSAGES } from '../../../src/core/messages/suggest.js';
import type { Ruleset } from '../../../src/core/ruleset/ruleset.js';
import { search, type Ranked } from '../../../src/core/suggest/search.js';
import { registry } from '../../../src/rulesets/index.js';
import { deepFreeze } from '../../helpers/freeze.js';
import { ROOT } from '../../helpers/cli.js';

const BANDS = path.join(ROOT, 'bands');
const PAIRS: readonly (readonly [string, string])[] = [
  ['ff-les-marquisards', 'ff-les-archers-du-grand-saule'],
  ['ff-les-archers-du-grand-saule', 'ff-federation-de-la-poterie'],
  ['ff-federation-de-la-poterie', 'ff-les-marquisards'],
  ['mef-fan-les-gobelins-de-la-butte', 'mef-fan-la-garde-du-bois-dore'],
  ['mef-fan-la-garde-du-bois-dore', 'mef-fan-les-gobelins-de-la-butte'],
  ['fees-d-armes-les-bucherons', 'fees-d-armes-les-ogres-du-bois-joli'],
  ['fees-d-armes-les-ogres-du-bois-joli', 'fees-d-armes-les-bucherons'],
  // One example band in these two books: the band against itself.
  ['frostgrave-l-expedition-de-renulf', 'frostgrave-l-expedition-de-renulf'],
  ['argad-la-mesnie-du-sire-yann', 'argad-la-mesnie-du-sire-yann'],
];

async function load(name: string) {
  const file = path.join(BANDS, `${name}.yaml`);
  const text = readFileSync(file, 'utf8');
  const ruleset = await registry.load(registry.find(parseDocument(text).toJS().ruleset)!);
  return { file, text, ruleset, draft: draftOf(ruleset, parseDocument(text)) };
}

/**
 * The score computed apart from the search: a fresh matchup each way (no memo), each attacker's largest number over
 * every target and attack, summed; what mine deals minus what it takes.
 */
function fromScratch(ruleset: Ruleset, mine: { file: string; band: unknown }, theirs: { file: string; band: unknown }, metric: Metric): number {
  const read = ruleset.attack!.headline ?? defaultHeadline;
  const side = (from: typeof mine, to: typeof mine): number => {
    const best = new Map<string, number>();
    for (const pair of matchup(ruleset, from, to, {}, 'en').pairs) best.set(pair.attacker, Math.max(best.get(pair.attacker) ?? 0, read(pair.json)[metric] ?? 0));
    return [...best.values()].reduce((a, b) => a + b, 0);
  };
  return side(mine, theirs) - side(theirs, mine);
}

const written = new WeakMap<Ranked, ReturnType<typeof writeAndRead>>();
async function writeAndRead(candidate: Ranked, base: string, file: string) {
  const text = printBand(candidate.draft.doc, base);
  const analysis = await analyse(new TextEncoder().encode(text), file, registry);
  return { text, analysis };
}

/** Every change's band, written out and read back as `validate` reads a file (once a change). */
function writtenBand(candidate: Ranked, base: string, file: string) {
  let found = written.get(candidate);
  if (!found) written.set(candidate, (found = writeAndRead(candidate, base, file)));
  return found;
}

const SWEEP = process.env.ESCARMOUCHE_SUGGEST_SWEEP === '1';

/**
 * The changes of a list the slow checks take: all of them in the sweep; in CI the first three (the ones shown), the
 * last, every `every`-th, and the first of each kind of change (a swap, a member copied …), the same on every run.
 */
function sample(items: readonly Ranked[], every: number): Ranked[] {
  if (SWEEP) return [...items];
  const kinds = new Set<string>();
  return items.filter((r, i) => {
    const first = !kinds.has(r.change.kind);
    kinds.add(r.change.kind);
    return i < 3 || i === items.length - 1 || i % every === 0 || first;
  });
}

describe.each(PAIRS)('suggest %s against %s', (a, b) => {
  it('lists only changes whose band passes validate, each scored as its matchup from scratch', { timeout: SWEEP ? 3_600_000 : 180_000 }, async () => {
    const mine = await load(a);
    const theirs = await load(b);
    const before = JSON.stringify(mine.draft.data);
    // Frozen: a change that wrote into the band as it is (its data is shared with every change's) would throw.
    deepFreeze(mine.draft.data);
    const messages = new Messages('en', [CORE_MESSAGES, BUILD_MESSAGES, SUGGEST_MESSAGES, mine.ruleset.messages, mine.ruleset.builder!.messages]);
    const metric = mine.ruleset.matchupMetric?.id ?? 'kill';
    const found = search({ ruleset: mine.ruleset, mine: { file: mine.file, draft: mine.draft }, theirs: { file: theirs.file, band: theirs.draft.band }, options: {}, metric, messages });
    expect(found.ranked.length).toBeGreaterThan(0);
    expect(JSON.stringify(mine.draft.data)).toBe(before);
    expect(found.base.score).toBeCloseTo(fromScratch(mine.ruleset, { file: mine.file, band: mine.draft.band }, { file: theirs.file, band: theirs.draft.band }, metric), 9);
    // Best first; each delta is the score after minus the score before; every change's band breaks no rule.
    for (let i = 1; i < found.ranked.length; i++) expect(found.ranked[i - 1]!.delta).toBeGreaterThanOrEqual(found.ranked[i]!.delta);
    const all = [...found.ranked, ...found.unscored];
    for (const r of all) {
      expect(r.delta).toBeCloseTo(r.score.score - found.base.score, 12);
      expect(r.draft.findings.filter(isError), r.change.words).toEqual([]);
    }
    // Written out and read back as `validate` reads a file: no error, and the very data the search judged.
    for (const r of sample(all, 8)) {
      const { analysis } = await writtenBand(r, mine.text, mine.file);
      expect(analysis.findings.filter(isError), r.change.words).toEqual([]);
      expect(JSON.stringify(analysis.document!.data), r.change.words).toBe(JSON.stringify(r.draft.data));
    }
    for (const r of sample(found.ranked, 40)) {
      const { analysis } = await writtenBand(r, mine.text, mine.file);
      const expected = fromScratch(mine.ruleset, { file: mine.file, band: analysis.band }, { file: theirs.file, band: theirs.draft.band }, metric);
      expect(Math.abs(r.score.score - expected), r.change.words).toBeLessThan(1e-9);
    }
  });
});
