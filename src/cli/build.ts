/**
 * `escarmouche build <file>`: make or change a band. With flags it edits the file in one go (scripted mode);
 * in a terminal without flags it asks questions (build-wizard.ts, which alone loads @inquirer/prompts).
 * Either way the file is written only when the whole band is valid, atomically, over the bytes that were read.
 */
import { editText, type Edit } from '../core/band-files/band-edit.js';
import { bandBytes, readIfExists, writeIfUnchanged } from '../core/band-files/band-write.js';
import { checkFileDestination, makeParents } from '../core/band-files/destination.js';
import { isError, isWarning, type Diagnostic } from '../core/diagnostics/diagnostics.js';
import { EXIT, ruleError, usageError } from '../core/diagnostics/errors.js';
import { toId } from '../core/diagnostics/names.js';
import { BUILD_MESSAGES } from '../core/messages/build.js';
import type { Member, Ruleset, RulesetManifest } from '../core/ruleset/ruleset.js';
import { registry } from '../rulesets/index.js';
import { allBuildOptions, findMember, flagOf, judgeText, learnWords, openBand, requireBuilder, typedBand } from './build-band.js';
import type { Context } from './context.js';
import { readOptions } from '../core/ruleset/option-values.js';
import { locked } from './locked.js';
import { newBandFile } from './new-band.js';
import { renderDiagnostic, renderView } from './render.js';

export interface BuildOptions {
  readonly new?: boolean;
  readonly ruleset?: string;
  readonly name?: string;
  readonly addCharacter?: string;
  readonly editCharacter?: string;
  readonly removeCharacter?: string;
  readonly dryRun?: boolean;
  readonly json?: boolean;
  /** The rulesets' build options (`pc`, `style`, `class` …), as commander parsed them. */
  readonly [key: string]: unknown;
}

function printRefusal(file: string, errors: readonly Diagnostic[], options: BuildOptions, context: Context): void {
  if (options.json) {
    context.out(JSON.stringify({ file, valid: false, written: false, diagnostics: errors.map(({ file: _f, ...d }) => d) }, null, 2));
    return;
  }
  for (const d of errors) context.err(renderDiagnostic(d, context.messages, context.color));
  context.err(context.messages.text('build/refused', { file, count: errors.length }));
}

interface Start {
  readonly ruleset: Ruleset;
  readonly manifest: RulesetManifest;
  /** The text the member edits start from. */
  readonly text: string;
}

async function startNew(file: string, original: Uint8Array | null, options: BuildOptions, context: Context): Promise<Start> {
  if (original) throw usageError('build/exists', { file });
  for (const [flag, value] of [['--ruleset', options.ruleset], ['--name', options.name]] as const) {
    if (!value) throw usageError('build/missing-option', { flag, with: '--new' });
  }
  const manifest = registry.find(options.ruleset!);
  if (!manifest) throw usageError('cli/unknown-ruleset', { actual: options.ruleset!, known: registry.ids().join(', ') });
  const ruleset = await registry.load(manifest);
  learnWords(context, ruleset);
  const builder = requireBuilder(ruleset);
  const specs = allBuildOptions([manifest]);
  const fields = readOptions(specs, options);
  const flags = new Map(specs.map((s) => [s.key, flagOf(s)]));
  for (const field of builder.bandFields) {
    if (fields[field.option] === undefined) throw usageError('build/missing-option', { flag: flags.get(field.option) ?? field.option, with: '--new' });
  }
  return { ruleset, manifest, text: newBandFile(builder.newBand(options.name!, fields, context.lang), file, ruleset.id, context.lang) };
}

/** The member edits of the command line, applied one after the other. */
async function memberEdits(start: Start, file: string, options: BuildOptions, context: Context): Promise<string> {
  const builder = requireBuilder(start.ruleset);
  const given = readOptions(allBuildOptions([start.manifest]), options);
  let text = start.text;
  const roster = (): readonly Member[] => {
    const band = typedBand(start.ruleset, text);
    return band === undefined ? [] : start.ruleset.roster(band);
  };
  const apply = (edits: readonly Edit[]) => void (text = editText(text, edits));
  if (options.removeCharacter !== undefined) apply(builder.removeMember(findMember(roster(), options.removeCharacter, file)));
  if (options.editCharacter !== undefined) {
    // Stryker disable next-line StringLiteral: builders only compare the mode with 'add'
    apply(builder.scripted({ mode: 'edit', member: findMember(roster(), options.editCharacter, file) }, given, context.lang));
  }
  if (options.addCharacter !== undefined) {
    const name = options.addCharacter.trim();
    if (!name) throw usageError('build/missing-option', { flag: 'a name', with: '--add-character' });
    // Names are unique in a band (band/duplicate-name, compared as ids): a rule, exit 1.
    if (roster().some((m) => toId(m.name) === toId(name))) throw ruleError('build/duplicate-member', { file, name });
    apply(builder.scripted({ mode: 'add', name }, given, context.lang));
  }
  return text;
}

/** Which flags were given, to refuse combinations that mean nothing. */
function checkFlags(options: BuildOptions, manifests: readonly RulesetManifest[]): void {
  const rulesetFlags = allBuildOptions(manifests).filter((spec) => options[spec.key] !== undefined);
  if (options.addCharacter !== undefined && options.editCharacter !== undefined) throw usageError('build/one-member');
  const member = options.addCharacter !== undefined || options.editCharacter !== undefined;
  const memberFlags = rulesetFlags.filter((spec) => spec.scope === 'member');
  if (!member && memberFlags.length) throw usageError('build/member-options', { flags: memberFlags.map(flagOf).join(', ') });
  const newFlags = [...(options.ruleset !== undefined ? ['--ruleset'] : []), ...(options.name !== undefined ? ['--name'] : []), ...rulesetFlags.filter((s) => s.scope === 'band').map(flagOf)];
  if (!options.new && newFlags.length) throw usageError('build/new-only', { flags: newFlags.join(', ') });
}

export async function build(file: string, options: BuildOptions, context: Context): Promise<number> {
  context.messages.add(BUILD_MESSAGES);
  if (!options.dryRun) await checkFileDestination(file);
  const scripted = Boolean(options.new) || [options.addCharacter, options.editCharacter, options.removeCharacter].some((o) => o !== undefined);
  if (!scripted) {
    const given = [...(options.dryRun ? ['--dry-run'] : []), ...allBuildOptions(registry.manifests).filter((s) => options[s.key] !== undefined).map(flagOf)];
    if (options.ruleset !== undefined || options.name !== undefined) given.push('--ruleset/--name');
    if (given.length) throw usageError('build/needs-action', { flags: given.join(', ') });
    if (!process.stdin.isTTY || !process.stdout.isTTY) throw usageError('build/needs-tty');
    return (await import('./build-wizard.js')).wizard(file, context);
  }
  return runScripted(file, options, context);
}

async function runScripted(file: string, options: BuildOptions, context: Context): Promise<number> {
  checkFlags(options, registry.manifests);
  // Read, checked and written under the file's lock: two builds at once cannot lose each other's member.
  if (options.dryRun) return editBand(file, options, context);
  // The lock sits beside the file: a new band's missing folders are made first.
  if (options.new) await makeParents(file);
  // A band that is not there is said so, rather than as a lock that cannot be made in a folder that is not there.
  else if ((await readIfExists(file)) === null) throw usageError('build/not-found', { file });
  return locked([file], context, () => editBand(file, options, context));
}

async function editBand(file: string, options: BuildOptions, context: Context): Promise<number> {
  const original = await readIfExists(file);
  if (!options.new && !original) throw usageError('build/not-found', { file });
  const start = options.new ? await startNew(file, original, options, context) : await openBand(file, original!, context);
  if (!start) return EXIT.invalid;
  const readable = allBuildOptions([start.manifest]).map((s) => s.key);
  const foreign = allBuildOptions(registry.manifests).filter((s) => options[s.key] !== undefined && !readable.includes(s.key));
  if (foreign.length) throw usageError('build/option-not-read', { flag: foreign.map(flagOf).join(', '), ruleset: start.ruleset.id });
  const text = await memberEdits(start, file, options, context);
  const outcome = await judgeText(text, original, file, context);
  const errors = outcome.diagnostics.filter(isError);
  if (
    errors.length ||
    // Stryker disable next-line ConditionalExpression: a band judged without errors has its ruleset and profile; tested for the types
    outcome.profile === undefined || !outcome.ruleset
  ) {
    printRefusal(file, errors, options, context);
    return EXIT.invalid;
  }
  const unchanged = original !== null && Buffer.from(bandBytes(text, original)).equals(Buffer.from(original));
  if (!options.dryRun && !unchanged) {
    await makeParents(file);
    await writeIfUnchanged(file, original, text);
  }
  if (options.json) context.out(JSON.stringify(outcome.profile, null, 2));
  else if (options.dryRun) context.out(text);
  else context.out(renderView(outcome.ruleset.view(outcome.profile, context.lang), context.color));
  if (!options.json) for (const d of outcome.diagnostics) context.err(renderDiagnostic(d, context.messages, context.color));
  // A band saved with warnings says so once more, counted: `validate --strict` (the hook `init` writes) fails on them.
  const warnings = outcome.diagnostics.filter(isWarning).length;
  const report = options.dryRun ? 'build/dry-run' : unchanged ? 'build/unchanged' : warnings ? 'build/saved-warnings' : 'build/saved';
  if (!options.json) context.err(context.messages.text(report, { file, count: warnings }));
  return EXIT.ok;
}

