/**
 * `suggest`: every legal one-step change to my band scored against theirs, best first; and the greedy path of
 * `--steps K` (the best change, then the best change of the band it makes …). Pure: bands in, plain data out.
 */
import type { Draft } from '../ruleset/builder.js';
import { EscarmoucheError } from '../diagnostics/errors.js';
import type { BandSide, Metric } from '../matchup/matchup.js';
import type { Messages } from '../messages/catalogue.js';
import type { Options, Ruleset } from '../ruleset/ruleset.js';
import { candidates, type Change } from './changes.js';
import { memoModel, oddsMoved, scoreAlone, scoreOf, type Score, type Scored } from './score.js';

/** One change, scored: the band's score after it, and how far that is from the score before. */
export interface Ranked {
  readonly change: Change;
  readonly draft: Draft;
  readonly score: Score;
  readonly delta: number;
  /** False when no attack of either matchup comes out otherwise: the odds do not read what it changes (a spell they do not model). */
  readonly scored: boolean;
}

export interface Search {
  readonly base: Score;
  /** Scored changes, best first (a change the odds do not read is listed apart, in `unscored`). */
  readonly ranked: readonly Ranked[];
  readonly unscored: readonly Ranked[];
  /** Distinct attacks computed (each pair once, whatever the number of changes that share it). */
  readonly computed: number;
}

export interface SearchInput {
  readonly ruleset: Ruleset;
  readonly mine: { readonly file: string; readonly draft: Draft };
  readonly theirs: BandSide;
  readonly options: Options;
  readonly metric: Metric;
  readonly messages: Messages;
  /** Called with the changes scored so far and their number, for a progress line. */
  readonly progress?: (done: number, total: number) => void;
}

/** Ties keep the builder's order (members, then questions), so that the list is the same on every run. */
const order = (a: Ranked, b: Ranked): number => b.delta - a.delta;

export type Memo = ReturnType<typeof memoModel>;

export function search(input: SearchInput, memo: Memo = memoModel(input.ruleset)): Search {
  const ruleset: Ruleset = { ...input.ruleset, attack: memo };
  const lang = input.messages.lang;
  const scoreBand = (draft: Draft): Scored => scoreOf(ruleset, { file: input.mine.file, band: draft.band }, input.theirs, input.options, input.metric, lang);
  const base = scoreBand(input.mine.draft);
  const found = candidates(input.ruleset, input.mine.draft, input.messages);
  const all: Ranked[] = [];
  found.forEach((candidate, i) => {
    let score: Scored;
    try {
      score = scoreBand(candidate.draft);
    } catch (cause) {
      // A change that makes the matchup larger than any computed (a member more at the limit) is not offered.
      if (cause instanceof EscarmoucheError && cause.code === 'cli/matchup-too-complex') return;
      throw cause;
    }
    // A member added or dropped changes the number of pairs: scored too, unless no attack reaches or leaves it.
    all.push({ change: candidate.change, draft: candidate.draft, score: scoreAlone(score), delta: score.score - base.score, scored: oddsMoved(base, score) });
    input.progress?.(i + 1, found.length);
  });
  const ranked = all.filter((r) => r.scored).sort(order);
  const unscored = all.filter((r) => !r.scored);
  return { base: scoreAlone(base), ranked, unscored, computed: memo.computed() };
}

/**
 * The greedy path: `steps` times the best change that raises the score; stops early when none does. `first` is the
 * search of the band as it is, when it was made already with `memo` (the first step is then not searched again).
 */
export function greedy(input: SearchInput, steps: number, memo: Memo = memoModel(input.ruleset), first?: Search): { readonly base: Score; readonly path: readonly Ranked[] } {
  const path: Ranked[] = [];
  let draft = input.mine.draft;
  let base: Score | undefined;
  for (let i = 0; i < steps; i++) {
    // Stryker disable next-line ConditionalExpression: searching the band as it is again gives the search given (memo)
    const result = i === 0 && first ? first : search({ ...input, mine: { ...input.mine, draft } }, memo);
    base ??= result.base;
    const top = result.ranked[0];
    if (!top || top.delta <= 0) break;
    path.push(top);
    draft = top.draft;
  }
  return { base: base!, path };
}
