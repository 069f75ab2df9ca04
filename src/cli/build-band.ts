/** What the scripted and the interactive `build` share: opening a band, its ruleset's words, judging a text. */
import { analyse, runRuleset, diagnostics as wordDiagnostics } from '../core/ruleset/analyse.js';
import { parseBand } from '../core/band-files/band-document.js';
import { bandBytes } from '../core/band-files/band-write.js';
import type { Builder } from '../core/ruleset/builder.js';
import { isError, type Diagnostic } from '../core/diagnostics/diagnostics.js';
import { usageError } from '../core/diagnostics/errors.js';
import { BUILD_MESSAGES } from '../core/messages/build.js';
import { toId } from '../core/diagnostics/names.js';
import { closeMembers } from '../core/ruleset/member.js';
import type { BuildOptionSpec, Member, OptionSpec, Ruleset, RulesetManifest } from '../core/ruleset/ruleset.js';
import { registry } from '../rulesets/index.js';
import type { Context } from './context.js';
import { renderDiagnostic } from './render.js';

/** Every ruleset's build options, each key once. */
export function allBuildOptions(manifests: readonly RulesetManifest[]): BuildOptionSpec[] {
  const byKey = new Map<string, BuildOptionSpec>();
  for (const m of manifests) for (const spec of m.buildOptions ?? []) if (!byKey.has(spec.key)) byKey.set(spec.key, spec);
  return [...byKey.values()];
}

export const flagOf = (spec: OptionSpec): string => spec.flags.split(/[ ,]/)[0]!;

export function requireBuilder(ruleset: Ruleset): Builder {
  if (!ruleset.builder) throw usageError('build/no-builder', { ruleset: ruleset.id });
  return ruleset.builder;
}

/** Words of the ruleset, of its builder and of `build` itself, for messages and diagnostics. */
export function learnWords(context: Context, ruleset: Ruleset): void {
  context.messages.add(BUILD_MESSAGES).add(ruleset.messages);
  if (ruleset.builder) context.messages.add(ruleset.builder.messages);
}

/** A member by name as written, else by the same letters without accents or capitals. */
export function findMember(roster: readonly Member[], name: string, file: string): Member {
  const exact = roster.filter((m) => m.name === name);
  const found = exact.length ? exact : roster.filter((m) => toId(m.name) === toId(name));
  if (found.length === 1) return found[0]!;
  // Stryker disable next-line EqualityOperator: one found has returned above, so >= 1 and > 1 agree
  if (found.length > 1) throw usageError('build/ambiguous-member', { name, file });
  // At most 3 close names; none close: how to list them, never the whole roster.
  const close = closeMembers(roster, name);
  if (!close.length) throw usageError('build/unknown-member-none', { name, file });
  throw usageError('build/unknown-member', { name, file, known: close.join(', ') });
}

/** The typed band of a text (house rules applied), for the roster; undefined when it does not parse. */
export function typedBand(ruleset: Ruleset, text: string): unknown {
  // Stryker disable next-line StringLiteral: the file name only places diagnostics, and only the data is kept
  const data = parseBand(text, '').document?.data;
  return data === undefined ? undefined : runRuleset(ruleset, data as Record<string, unknown>).band;
}

export interface Outcome {
  readonly diagnostics: Diagnostic[];
  readonly profile?: unknown;
  readonly ruleset?: Ruleset;
}

/** The full `validate` analysis of a text that is not on disk yet. */
export async function judgeText(text: string, original: Uint8Array | null, file: string, context: Context): Promise<Outcome> {
  const analysis = await analyse(bandBytes(text, original), file, registry);
  return { diagnostics: wordDiagnostics(analysis, context.messages), profile: analysis.profile, ruleset: analysis.ruleset };
}

export interface OpenBand {
  readonly ruleset: Ruleset;
  readonly manifest: RulesetManifest;
  readonly builder: Builder;
  /** The file's text, the base of every edit. */
  readonly text: string;
  /** Rules the file breaks as it is on disk. */
  readonly errors: Diagnostic[];
}

/**
 * A band file to build on. One whose structure cannot be read (YAML, ruleset, keys) is refused with its
 * diagnostics (undefined); one that only breaks rulebook limits opens, with those errors.
 */
export async function openBand(file: string, bytes: Uint8Array, context: Context): Promise<OpenBand | undefined> {
  const analysis = await analyse(bytes, file, registry);
  if (analysis.ruleset) learnWords(context, analysis.ruleset);
  const errors = wordDiagnostics(analysis, context.messages).filter(isError);
  if (!analysis.ruleset || analysis.band === undefined || !analysis.document) {
    for (const d of errors) context.err(renderDiagnostic(d, context.messages, context.color));
    context.err(context.messages.text('build/unreadable-band', { file, count: errors.length }));
    return undefined;
  }
  // A ruleset analysed was loaded from this registry: its manifest is there.
  return { ruleset: analysis.ruleset, manifest: registry.find(analysis.ruleset.id)!, builder: requireBuilder(analysis.ruleset), text: analysis.document.text, errors };
}
