/**
 * `escarmouche suggest MINE.yaml --against THEIRS.yaml`: the legal one-step changes to MINE that do most against
 * THEIRS, best first (src/core/api/suggest.ts); `--steps K` the greedy path; `--apply N` writes change N through the
 * same locked write as `build`.
 */
import { readIfExists, writeIfUnchanged } from '../core/band-files/band-write.js';
import { isError } from '../core/diagnostics/diagnostics.js';
import { printBand } from '../core/band-files/band-edit.js';
import { SUGGEST_MESSAGES } from '../core/messages/suggest.js';
import { suggestChanges, type CandidateJson, type SuggestJson, type SuggestOutcome } from '../core/api/suggest.js';
import { EXIT, usageError, type ExitCode } from '../core/diagnostics/errors.js';
import type { Block, View } from '../core/ruleset/view.js';
import { registry } from '../rulesets/index.js';
import { judgeText } from './build-band.js';
import type { Context } from './context.js';
import { toJsonText } from './json.js';
import { locked } from './locked.js';
import { parseMetric } from './matchup.js';
import { stderr } from './output.js';
import { renderDiagnostic, renderView } from './render.js';
import { printInvalid } from './show.js';

export interface SuggestOptions {
  readonly against?: string;
  readonly top?: string;
  readonly steps?: string;
  readonly apply?: string;
  readonly metric?: string;
  readonly json?: boolean;
}

/** A whole number typed for an option, or a usage error naming it and its range (checked again by the core). */
function whole(option: string, text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const n = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw usageError('cli/option-range', { option, actual: text, min, max });
  return n;
}

/** A difference with its sign (`+1.80`, `−0.40`); what rounds to zero has none. */
export const signed = (n: number): string => {
  const text = Math.abs(n).toFixed(2);
  return Number(text) === 0 ? text : `${n > 0 ? '+' : '−'}${text}`;
};

const fixed = (n: number): string => n.toFixed(2);

function rowLines(c: CandidateJson, before: SuggestJson, label: string, context: Context): string[] {
  const t = context.messages;
  const taken = c.taken - before.taken;
  return [
    `${label} ${c.change}`,
    `    ${t.text('suggest/row', { delta: signed(c.delta), score: fixed(c.score), dealt: signed(c.dealt - before.dealt), taken: signed(taken) })}`,
  ];
}

/** The text of a search: the title, the score now, the best changes (or the path), what is not scored. */
export function suggestView(json: SuggestJson, names: { mine: string; theirs: string; metric: string }, context: Context, asked?: number): View {
  const t = context.messages;
  const blocks: Block[] = [
    { kind: 'heading', text: t.text('suggest/title', { mine: names.mine, theirs: names.theirs }) },
    { kind: 'lines', lines: [t.text('suggest/metric', { metric: names.metric }), t.text('suggest/now', { score: fixed(json.score), dealt: fixed(json.dealt), taken: fixed(json.taken) })] },
  ];
  const lines: string[] = [];
  if (json.steps) {
    let before: SuggestJson = json;
    json.steps.forEach((step, i) => {
      lines.push(...rowLines(step, before, t.text('suggest/step', { n: i + 1, change: '' }).trimEnd(), context));
      before = { ...before, ...step };
    });
    if (json.steps.length === 0) lines.push(t.text('suggest/none'));
    else if (asked !== undefined && json.steps.length < asked) lines.push(t.text('suggest/steps-end', { n: json.steps.length }));
  } else {
    for (const c of json.candidates) lines.push(...rowLines(c, json, `${String(c.rank).padStart(2)}.`, context));
    if (json.legal === 0) lines.push(t.text('suggest/none-legal'));
    else if (json.candidates.length === 0 || json.candidates[0]!.delta <= 0) lines.push(t.text('suggest/none'));
    lines.push(t.text('suggest/count', { shown: json.candidates.length, count: json.legal - json.not_scored.length }));
  }
  if (json.not_scored.length) {
    const examples = json.not_scored.slice(0, 3).map((n) => n.change).join('; ');
    lines.push(t.text('suggest/not-scored', { count: json.not_scored.length, examples }));
  }
  blocks.push({ kind: 'lines', lines: ['', ...lines] });
  return blocks;
}

/** A progress line on a terminal when the search takes more than a second; erased when it ends. */
function progress(context: Context): { report: (done: number, total: number) => void; end: () => void } {
  const start = Date.now();
  let shown = false;
  if (!stderr.isTTY) return { report: () => {}, end: () => {} };
  return {
    report: (done, total) => {
      if (Date.now() - start < 1000) return;
      shown = true;
      stderr.write(`\r${context.messages.text('suggest/progress', { done, total })}\u001b[K`);
    },
    end: () => void (shown && stderr.write('\r\u001b[K')),
  };
}

export async function suggest(file: string, options: SuggestOptions, context: Context): Promise<ExitCode> {
  // The command's own refusals, before the api has loaded its words.
  context.messages.add(SUGGEST_MESSAGES);
  if (options.against === undefined) throw usageError('suggest/against-required', {});
  const top = whole('--top', options.top, 1, 100);
  const steps = whole('--steps', options.steps, 1, 10);
  const apply = whole('--apply', options.apply, 1, 100);
  if (apply !== undefined && steps !== undefined) throw usageError('suggest/apply-steps', {});
  const metric = options.metric === undefined ? undefined : parseMetric(options.metric);
  const env = { registry, messages: context.messages };
  const line = progress(context);
  const run = async (): Promise<SuggestOutcome> => {
    try {
      return await suggestChanges([file, options.against!], { ...(top !== undefined ? { top: Math.max(top, apply ?? 0) } : apply !== undefined ? { top: Math.max(5, apply) } : {}), ...(steps !== undefined ? { steps } : {}), ...(metric ? { metric } : {}), progress: line.report }, env);
    } finally {
      line.end();
    }
  };
  if (apply !== undefined) return locked([file], context, async () => applyChange(file, apply, await run(), context));
  const outcome = await run();
  if (!outcome.ok) return printInvalid(outcome, options.json === true, context);
  if (options.json) context.out(toJsonText(outcome.json));
  else context.out(renderView(suggestView(outcome.json, names(outcome, context), context, steps), context.color));
  return EXIT.ok;
}

function names(outcome: Extract<SuggestOutcome, { ok: true }>, context: Context): { mine: string; theirs: string; metric: string } {
  const declared = outcome.ruleset.matchupMetric;
  const metric = declared && declared.id === outcome.json.metric ? declared.title[context.lang] : context.messages.text(`suggest/metric-${outcome.json.metric}`);
  return { mine: outcome.mine.title, theirs: outcome.theirs.title, metric };
}

/** Writes the change ranked `rank` as `build` writes: only over the bytes it read, atomically, under the lock already held. */
async function applyChange(file: string, rank: number, outcome: SuggestOutcome, context: Context): Promise<ExitCode> {
  if (!outcome.ok) return printInvalid(outcome, false, context);
  const chosen = outcome.ranked[rank - 1];
  if (!chosen) throw usageError('suggest/no-rank', { actual: rank, count: outcome.ranked.length });
  const original = await readIfExists(file);
  // Read under the lock: a file an editor changed since is never overwritten.
  if (original === null || new TextDecoder().decode(original).replace(/^\uFEFF/, '') !== outcome.mine.text) throw usageError('build/changed-on-disk', { file });
  const text = printBand(chosen.draft.doc, outcome.mine.text);
  const judged = await judgeText(text, original, file, context);
  const errors = judged.diagnostics.filter(isError);
  if (errors.length) {
    // The search kept only changes that break no rule: a band that reads otherwise from its text is not written.
    for (const d of errors) context.err(renderDiagnostic(d, context.messages, context.color));
    return EXIT.invalid;
  }
  await writeIfUnchanged(file, original, text);
  context.err(context.messages.text('suggest/applied', { file, rank, change: chosen.change.words }));
  return EXIT.ok;
}
