/**
 * The legal one-step changes to a band, as the builder offers them: the same questions, the same choices, the same
 * judge (src/core/ruleset/builder.ts). A change is kept only when the band it makes has no error at all, so that every change
 * `suggest` lists can be written and passes `validate`.
 */
import type { Edit } from '../band-files/band-edit.js';
import { valueAt } from '../band-files/data-edit.js';
import { stepContext, withDataEdits, type BuildChoice, type Builder, type BuildStep, type Draft } from '../ruleset/builder.js';
import { isError } from '../diagnostics/diagnostics.js';
import type { Messages } from '../messages/catalogue.js';
import { toId } from '../diagnostics/names.js';
import type { Member, Ruleset } from '../ruleset/ruleset.js';

export type ChangeKind = 'choice' | 'add' | 'drop' | 'swap' | 'add-member' | 'drop-member';

/** One change to the band: its kind, the member it is about, its words and the edits it makes. */
export interface Change {
  readonly kind: ChangeKind;
  /** The member changed (dropped, copied), as the band names it. */
  readonly member: string;
  /** The question it answers (`equipment`, `style`); absent for a member added or dropped. */
  readonly step?: string;
  /** In words, as a player reads it: `Gauvain: Arme à une main → Arme à deux mains`. */
  readonly words: string;
  readonly edits: readonly Edit[];
}

/** A change together with the band it makes. */
export interface Candidate {
  readonly change: Change;
  readonly draft: Draft;
}

/** The answer's name alone: its `name`, else the label before its details (`Maille — 1 pièce de fer`). */
export const choiceName = (choice: BuildChoice): string => choice.name ?? choice.label.split(' — ')[0]!;

// A choice with no edit (one that asks for words, the answer a member has) makes the band as it is, which
// `candidates` skips: these tests of `edits.length` only spare judging it.
// Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator: spares work only (above)
const onlyDeletes = (choice: BuildChoice): boolean => choice.edits.length > 0 && choice.edits.every((e) => e.op === 'delete');

/** Deletions of list items last-index first, so that each deletes what it names (two drops of one list). */
export const ordered = (edits: readonly Edit[]): Edit[] => [...edits].sort((a, b) => (a.op === 'delete' && b.op === 'delete' ? Number(b.path.at(-1)) - Number(a.path.at(-1)) : 0));

/** The question's subject in a word or two: its title before any detail (`Action (dice rolled)` → `Action`). */
const subject = (title: string): string => title.split(/ \(|\?|:/)[0]!.trim();

/** A number alone (`3 → 8`) says nothing: the question's subject goes before it (`Action 3 → 8`). */
const NUMBER = /^[+−-]?\d/;

/** The changes one question offers a member: each other answer (`one`), each addition, drop and swap (`many`). */
function stepChanges(member: Member, step: BuildStep, choices: readonly BuildChoice[], messages: Messages): Change[] {
  // A choice that asks for words (a faction of the player's own) has no one answer to suggest. No choice is disabled
  // here: the builder's judge is off (`memberChanges`), the band each change makes is judged whole instead.
  // Stryker disable next-line MethodExpression: such a choice has no edit until answered, and so makes no change (onlyDeletes)
  const open = choices.filter((c) => !c.ask);
  const words = (text: string): string => messages.text('suggest/change', { member: member.name, change: text });
  const stepId = step.id;
  if (step.kind === 'one') {
    const now = open.find((c) => c.current);
    const named = (c: BuildChoice): string => (NUMBER.test(choiceName(c)) ? `${subject(messages.text(step.title))} ${choiceName(c)}` : choiceName(c));
    // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator,MethodExpression: the answer the member has, or none, makes the band as it is (onlyDeletes)
    const others = open.filter((c) => !c.current && c.edits.length > 0);
    return others.map((c) => ({ kind: 'choice' as const, member: member.name, step: stepId, words: words(now ? `${named(now)} → ${NUMBER.test(choiceName(c)) ? choiceName(c) : named(c)}` : named(c)), edits: c.edits }));
  }
  const drops = open.filter(onlyDeletes);
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator,MethodExpression: a choice with no edit makes the band as it is (onlyDeletes)
  const adds = open.filter((c) => !onlyDeletes(c) && c.edits.length > 0);
  const out: Change[] = [];
  for (const d of drops) out.push({ kind: 'drop', member: member.name, step: stepId, words: words(`− ${choiceName(d)}`), edits: d.edits });
  for (const a of adds) out.push({ kind: 'add', member: member.name, step: stepId, words: words(`+ ${choiceName(a)}`), edits: a.edits });
  // A swap: one drop and one addition together, judged as one change (a budget spent may allow it when the addition alone is refused).
  for (const d of drops) {
    for (const a of adds) {
      if (choiceName(a) === choiceName(d)) continue;
      out.push({ kind: 'swap', member: member.name, step: stepId, words: words(`${choiceName(d)} → ${choiceName(a)}`), edits: [...a.edits, ...d.edits] });
    }
  }
  return out;
}

/** A name no member bears: `Gauvain 2`, `Gauvain 3` … */
function freeName(roster: readonly Member[], name: string): string {
  const taken = new Set(roster.map((m) => toId(m.name)));
  for (let n = 2; ; n++) if (!taken.has(toId(`${name} ${n}`))) return `${name} ${n}`;
}

/** A copy of the member (as the band reads it) under the name `name`, at the end of its list; then the builder's own renaming. */
function copyOf(builder: Builder, draft: Draft, member: Member, name: string): Edit[] {
  // Stryker disable next-line UnaryOperator: every ruleset's members are one list deep (`characters.3`), where slice(0, 1) is the same
  const list = member.path.slice(0, -1);
  const length = (valueAt(draft.data, list) as unknown[]).length;
  return [{ op: 'add', path: list, value: valueAt(draft.data, member.path) }, ...builder.renameMember({ name: member.name, path: [...list, length] }, name)];
}

/** Every change of one member: each question that applies, its copy, and dropping it. */
function memberChanges(ruleset: Ruleset, builder: Builder, draft: Draft, roster: readonly Member[], member: Member, messages: Messages): Change[] {
  // Every choice is judged below on the whole band it makes (no error at all); the builder's own judge of each choice
  // (no rule broken that the band keeps now) would say the same of a legal band, at twice the work.
  const context = { ...stepContext(ruleset, draft, member, messages.lang, messages), refusal: () => undefined };
  const out: Change[] = [];
  for (const step of builder.steps) {
    // Stryker disable next-line ConditionalExpression: spares work only; a question that does not apply offers no legal change
    if (!step.applies(context)) continue;
    out.push(...stepChanges(member, step, step.choices(context), messages));
  }
  const copyName = freeName(roster, member.name);
  out.push({ kind: 'add-member', member: member.name, words: messages.text('suggest/add-member', { member: copyName, source: member.name }), edits: copyOf(builder, draft, member, copyName) });
  out.push({ kind: 'drop-member', member: member.name, words: messages.text('suggest/drop-member', { member: member.name }), edits: builder.removeMember(member) });
  return out;
}

/** The band a change makes, when it breaks no rule at all (pending parts included: a member left without a class). */
function tryChange(ruleset: Ruleset, draft: Draft, change: Change): Candidate | undefined {
  const edits = ordered(change.edits);
  let after: Draft;
  try {
    after = withDataEdits(ruleset, draft, edits);
  } catch {
    // Edits that cannot be applied to this document (a list written in another shape) make no change to offer.
    return undefined;
  }
  // A band that cannot be read (`band` undefined) comes with an error finding too.
  if (after.findings.some(isError)) return undefined;
  return { change, draft: after };
}

/** Every legal one-step change to the band of `draft`, in the builder's order (members, then questions). */
export function candidates(ruleset: Ruleset, draft: Draft, messages: Messages): Candidate[] {
  const builder = ruleset.builder;
  if (!builder || draft.band === undefined) return [];
  const roster = ruleset.roster(draft.band);
  const out: Candidate[] = [];
  // The band as it is is no change.
  const seen = new Set<string>([JSON.stringify(draft.data)]);
  for (const member of roster) {
    for (const change of memberChanges(ruleset, builder, draft, roster, member, messages)) {
      const candidate = tryChange(ruleset, draft, change);
      if (!candidate) continue;
      // Two ways to one band (a swap that is the same as an addition): the first, simpler one.
      const key = JSON.stringify(candidate.draft.data);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(candidate);
    }
  }
  return out;
}

