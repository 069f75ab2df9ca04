/**
 * The cells of a matchup table, shared by the text table (src/cli/matchup.ts) and the printed page
 * (src/cli/print/matchup.ts) so that both show the same numbers, marks and notes. A pair with no number (refused, no
 * attack, or an attack that cannot hit, or a number of 0) is a dash with a note saying why; the best-target star never
 * stands on such a cell.
 */
import { bestAttack, highlights, metricOf, type Matchup, type Metric } from '../core/matchup/matchup.js';
import type { Lang, Messages } from '../core/messages/catalogue.js';
import type { Ruleset } from '../core/ruleset/ruleset.js';
import { percent } from './render.js';

/** What a table shows: the bands' names, the number and its title. */
export interface Heading {
  readonly from: string;
  readonly to: string;
  readonly metric: Metric;
  readonly title: string;
}

/** Notes numbered one by one up to this; further reasons share one note sending to `--json`. */
export const MAX_NOTES = 9;

export interface GridCell {
  /** As printed: `12.50%*`, `2.25`, `- [1]`. */
  readonly text: string;
  /** The number shown, when there is one above 0. */
  readonly value?: number;
  readonly best: boolean;
  /** The note's number (`MAX_NOTES + 1` for "more reasons"). */
  readonly note?: number;
  /** The attack behind the number, as text names it. */
  readonly attack?: string;
}

export interface Grid {
  cell(attacker: string, target: string): GridCell;
  /** The notes' words, note 1 first; `more` when some reasons had no number of their own. */
  readonly notes: readonly string[];
  readonly more: boolean;
}

/** What the number is, in plain words: the ruleset's own title for its headline, the generic one for another `--metric`. */
export function metricTitle(ruleset: Ruleset, metric: Metric, context: { readonly lang: Lang; readonly messages: Messages }): string {
  const own = metricOf(ruleset);
  return own.id === metric ? own.title[context.lang] : context.messages.text(`ui/matchup-metric-${metric}`);
}

/** A number of the table: a chance in percent, damage with two decimals. */
export const cell = (value: number | null | undefined, metric: Metric): string =>
  value === null || value === undefined ? '-' : metric === 'damage' ? value.toFixed(2) : percent(value);

/** Why a pair has no number: the refusal, the reason no roll hits, or the metric at 0 though it hits; `undefined` when it has one. */
function whyNot(m: Matchup, a: string, t: string, metric: Metric, metricTitle: string, words: Messages): string | undefined {
  const pair = bestAttack(m, a, t, metric);
  if (!pair) {
    const refused = m.refused.find((r) => r.attacker === a && r.target === t);
    return refused ? words.text(refused.code, refused.params) : undefined;
  }
  if (pair.impossible) return words.text(pair.impossible.code, pair.impossible.params);
  return pair.headline[metric] === 0 ? words.text('ui/matchup-zero', { metric: metricTitle }) : undefined;
}

export function matchupGrid(m: Matchup, metric: Metric, metricTitle: string, words: Messages): Grid {
  const { bestTarget } = highlights(m, metric);
  const notes: string[] = [];
  let more = false;
  const noteOf = (text: string): number => {
    const known = notes.indexOf(text);
    if (known >= 0) return known + 1;
    if (notes.length < MAX_NOTES) return notes.push(text);
    more = true;
    return MAX_NOTES + 1;
  };
  const cells = new Map<string, GridCell>();
  for (const a of m.attackers) {
    for (const t of m.targets) {
      const why = whyNot(m, a, t, metric, metricTitle, words);
      const pair = bestAttack(m, a, t, metric);
      const value = pair?.headline[metric];
      let shown: GridCell;
      if (why !== undefined) {
        const note = noteOf(why);
        shown = { text: `- [${note > MAX_NOTES ? '+' : note}]`, best: false, note };
      } else if (!pair || value === null || value === undefined) shown = { text: '-', best: false };
      else {
        const best = bestTarget.get(a) === pair;
        shown = { text: `${cell(value, metric)}${best ? '*' : ''}`, value, best, attack: pair.label ?? pair.attack };
      }
      cells.set(JSON.stringify([a, t]), shown);
    }
  }
  return { cell: (a, t) => cells.get(JSON.stringify([a, t])) ?? { text: '-', best: false }, notes, more };
}

/** The notes as lines: `[1] reason`, then the shared one for reasons beyond `MAX_NOTES`. */
export const noteLines = (grid: Grid, words: Messages): string[] => [
  ...grid.notes.map((text, i) => `[${i + 1}] ${text}`),
  ...(grid.more ? [`[+] ${words.text('ui/matchup-note-more')}`] : []),
];
