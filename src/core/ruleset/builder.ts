/** A band being built with the ruleset's `Builder` (build-contract.ts): drafts, and the judge of each choice. */
import type { Document } from 'yaml';
import { runRuleset } from './analyse.js';
import { applyEdits, type Edit } from '../band-files/band-edit.js';
import { editData, isTree } from '../band-files/data-edit.js';
import { once } from './once.js';
import type { BuildChoice, StepContext } from './build-contract.js';
import type { Finding } from '../diagnostics/diagnostics.js';
import type { Lang, Messages } from '../messages/catalogue.js';
import type { Member } from './member.js';
import type { Ruleset } from './ruleset.js';

export type { BandField, BuildAsk, BuildChoice, BuildMenu, Builder, BuildStep, ScriptedTarget, StepContext } from './build-contract.js';

/** A band being built: the document and what the ruleset makes of it. */
export interface Draft {
  readonly doc: Document;
  readonly data: unknown;
  readonly band?: unknown;
  readonly profile?: unknown;
  readonly findings: readonly Finding[];
}

const MAX_ALIAS_COUNT = 100;

export function draftOf(ruleset: Ruleset, doc: Document): Draft {
  const data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) as Record<string, unknown>;
  const { band, profile, findings } = runRuleset(ruleset, data);
  return { doc, data, band, profile, findings };
}

/** A copy of the document with the edits made (the document given is left as it is). */
function edited(doc: Document, edits: readonly Edit[]): Document {
  const copy = doc.clone();
  applyEdits(copy, edits);
  return copy;
}

export function withEdits(ruleset: Ruleset, draft: Draft, edits: readonly Edit[]): Draft {
  return draftOf(ruleset, edited(draft.doc, edits));
}

/** Whether a draft's document is a tree (data-edit.ts), found once per draft; data edits add no alias, so a draft they make is one. */
const trees = new WeakMap<Draft, boolean>();
function tree(draft: Draft): boolean {
  let known = trees.get(draft);
  // Stryker disable next-line ConditionalExpression: the cache only saves work; a tree found again is the same
  if (known === undefined) trees.set(draft, (known = isTree(draft.doc)));
  return known;
}

/**
 * `withEdits` judged on the band's data (data-edit.ts): the same draft, but its document is copied and edited only
 * when it is read (a change written); where data edits cannot be sure to agree, `withEdits` itself.
 */
export function withDataEdits(ruleset: Ruleset, draft: Draft, edits: readonly Edit[]): Draft {
  if (!tree(draft)) return withEdits(ruleset, draft, edits);
  const data = editData(draft.data, edits);
  if (data === undefined) return withEdits(ruleset, draft, edits);
  const { band, profile, findings } = runRuleset(ruleset, data as Record<string, unknown>);
  const made = once(() => edited(draft.doc, edits));
  const after: Draft = {
    get doc() {
      return made();
    },
    data,
    band,
    profile,
    findings,
  };
  trees.set(after, true);
  return after;
}

/** How far a finding is from its limit: 4 classes for 3 is 1, 6 pièces de fer for 3 is 3; otherwise 1. */
function badness(finding: Finding): number {
  const limit = finding.params?.limit;
  const actual = finding.params?.actual;
  return typeof limit === 'number' && typeof actual === 'number' ? Math.max(1, actual - limit) : 1;
}

function weights(findings: readonly Finding[], pending: ReadonlySet<string>): Map<string, number> {
  const out = new Map<string, number>();
  for (const f of findings) if (f.severity === 'error' && !pending.has(f.code)) out.set(f.code, (out.get(f.code) ?? 0) + badness(f));
  return out;
}

/**
 * The finding that makes `after` worse than `before`, if any: an error code that was not there, or the same
 * code further from its limit. Pending codes ("not finished yet") and warnings never refuse a choice; a band
 * that broke rules to begin with may keep those breaks while it is being fixed, never deepen them.
 */
export function worsening(before: readonly Finding[], after: readonly Finding[], pending: readonly string[]): Finding | undefined {
  const skip = new Set(pending);
  const was = weights(before, skip);
  const now = weights(after, skip);
  for (const [code, weight] of now) {
    if (weight > (was.get(code) ?? 0)) return after.find((f) => f.code === code && f.severity === 'error');
  }
  return undefined;
}

/** `4th` in English, `4e` in French (`1er`): the rank a choice would take, `{nth}` in a refusal's words. */
export function ordinal(n: number, lang: Lang): string {
  if (lang === 'fr') return n === 1 ? '1er' : `${n}e`;
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
}

/** A choice as the checks judge it: allowed, or disabled with the rule it would break (`context.refusal`). */
export function judged(context: Pick<StepContext, 'refusal'>, choice: BuildChoice): BuildChoice {
  const disabled = context.refusal(choice.edits);
  return disabled ? { ...choice, disabled } : choice;
}

/**
 * Why a choice is refused, worded for the choice: the builder's `choice/CODE` words when it has them ("a 4th
 * class: at most 3", with `{nth}` the rank the choice would take), else the check's own message.
 */
export function choiceRefusal(found: Finding, messages: Messages): string {
  const words = `choice/${found.code}`;
  if (!messages.has(words)) return messages.diagnostic(found.code, found.params).message;
  const actual = found.params?.actual;
  return messages.text(words, { ...found.params, ...(typeof actual === 'number' ? { nth: ordinal(actual, messages.lang) } : {}) });
}

/** The judge handed to the questions: edits tried on a copy of the draft, refused with the check's words. */
export function refusalOf(ruleset: Ruleset, draft: Draft, pending: readonly string[], messages: Messages) {
  return (edits: readonly Edit[]): string | undefined => {
    const found = worsening(draft.findings, withEdits(ruleset, draft, edits).findings, pending);
    return found && choiceRefusal(found, messages);
  };
}

/** The context of a question about `member`, judged against the draft as it stands. */
export function stepContext(ruleset: Ruleset, draft: Draft, member: Member, lang: Lang, messages: Messages): StepContext {
  // Stryker disable next-line ArrayDeclaration: a code put in the empty list would be one no check reports.
  const pending = ruleset.builder?.pending ?? [];
  return { data: draft.data, band: draft.band, profile: draft.profile, member, lang, messages, refusal: refusalOf(ruleset, draft, pending, messages) };
}

/** Whether `path` lies within the member at `at` (its own keys and lists). */
const within = (path: readonly (string | number)[], at: readonly (string | number)[]): boolean => at.every((key, i) => path[i] === key);

/**
 * What the member still lacks among `codes` (all of `pending` when not given): the first error the checks
 * report inside the member, or undefined when the member may be left as it is.
 */
export function unfinished(draft: Draft, member: Member, codes: readonly string[]): Finding | undefined {
  return draft.findings.find((f) => f.severity === 'error' && codes.includes(f.code) && within(f.path, member.path));
}
