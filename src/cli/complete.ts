/**
 * What completes the word under the cursor: one function from the words of a command line (unquoted, the last one
 * being the word under the cursor) to candidates. No shell and no file system here: the world says what exists.
 */
import type { Command, Option } from 'commander';
import { METRICS } from '../core/matchup/matchup.js';
import { toId } from '../core/diagnostics/names.js';

export interface Entry {
  readonly name: string;
  readonly folder: boolean;
}

export interface CompletionWorld {
  /** The commands and options of this command line (with the options of the rulesets its words name). */
  readonly program: Command;
  readonly rulesets: readonly string[];
  readonly shells: readonly string[];
  /** The named rolls, of one ruleset when given. */
  rolls(ruleset: string | undefined): readonly string[];
  /** The members of a band file, named as the file writes them; none for anything but a readable band. */
  members(file: string): Promise<readonly string[]>;
  /** The entries of a folder as typed (`''` is the current folder); none when it cannot be read. */
  entries(folder: string): readonly Entry[];
}

export interface Candidate {
  /** The whole word, unquoted. */
  readonly value: string;
  /** The word goes on (a folder, `--opt=`): no space after it. */
  readonly partial?: boolean;
}

type Kind = 'band' | 'member' | 'folder' | 'path' | 'ruleset' | 'shell' | 'roll' | 'command' | 'none';

/** What the value of an option names, by its long flag (or its words); any other is free text, or its choices. */
const OPTION_VALUES: Readonly<Record<string, Kind | readonly string[]>> = {
  '--metric': METRICS,
  '--ruleset': 'ruleset',
  '--against': 'band',
  '--winner': 'band',
  '--loser': 'band',
  '--standings': 'band',
  '--write': 'folder',
  '--output': 'path',
};

/** What a command's argument names, by the argument's name. */
const ARGUMENT_VALUES: Readonly<Record<string, Kind>> = {
  paths: 'band',
  file: 'band',
  files: 'band',
  sides: 'member',
  dir: 'folder',
  ruleset: 'ruleset',
  shell: 'shell',
  expression: 'roll',
  command: 'command',
};

const BAND_EXTENSIONS = ['.yaml', '.yml'];

const takesValue = (o: Option): boolean => o.required || o.optional;

function findOption(command: Scope | Command, program: Command, flag: string): Option | undefined {
  const match = (o: Option) => o.long === flag || o.short === flag;
  return command.options.find(match) ?? program.options.find(match);
}

/** A command as completion sees it: its options and the names of its arguments. */
interface Scope {
  readonly options: readonly Option[];
  readonly args: readonly { readonly name: string; readonly variadic: boolean }[];
}

const scopeOf = (command: Command): Scope => ({ options: command.options, args: command.registeredArguments.map((a) => ({ name: a.name(), variadic: a.variadic })) });

/** `help [command]` (commander makes it on demand), and a word that is no command. */
const HELP: Scope = { options: [], args: [{ name: 'command', variadic: false }] };
const UNKNOWN: Scope = { options: [], args: [] };

interface State {
  /** The subcommand, once named. */
  readonly sub: Scope | undefined;
  /** The option whose value the current word is. */
  readonly pending: Option | undefined;
  /** A variadic option still taking values (`--winner a.yaml b.yaml`). */
  readonly variadic: Option | undefined;
  readonly positionals: number;
  readonly afterDashes: boolean;
  readonly given: ReadonlySet<Option>;
  readonly ruleset: string | undefined;
}

/** Walks the words before the cursor as commander will parse them. */
function walk(before: readonly string[], program: Command): State {
  let sub: Scope | undefined;
  let pending: Option | undefined;
  let variadic: Option | undefined;
  let positionals = 0;
  let afterDashes = false;
  let ruleset: string | undefined;
  const given = new Set<Option>();
  for (const word of before) {
    if (pending) {
      if (pending.long === '--ruleset') ruleset = word;
      variadic = pending.variadic ? pending : undefined;
      pending = undefined;
    } else if (!afterDashes && word === '--') afterDashes = true;
    else if (!afterDashes && word.startsWith('-') && word !== '-') {
      const equals = word.indexOf('=');
      // Stryker disable next-line EqualityOperator: the word starts with '-', so '=' is never its first character
      const option = findOption(sub ?? program, program, equals > 0 ? word.slice(0, equals) : word);
      variadic = undefined;
      if (!option) continue;
      given.add(option);
      // Stryker disable next-line EqualityOperator: the word starts with '-', so '=' is never its first character
      if (equals > 0) {
        if (option.long === '--ruleset') ruleset = word.slice(equals + 1);
        variadic = option.variadic ? option : undefined;
      } else if (option.required) pending = option;
    } else if (variadic) continue;
    else if (!sub) {
      const command = program.commands.find((c) => c.name() === word);
      sub = command ? scopeOf(command) : word === 'help' ? HELP : UNKNOWN;
    } else positionals += 1;
  }
  return { sub, pending, variadic, positionals, afterDashes, given, ruleset };
}

/** Accents and case do not matter in names: `#G` finds `Gros Louis`, `ecu` finds `Écu`. */
const matches = (candidate: string, typed: string): boolean => toId(candidate).startsWith(toId(typed));

const named = (values: readonly string[], typed: string): Candidate[] => values.filter((v) => matches(v, typed)).map((value) => ({ value }));

function paths(typed: string, world: CompletionWorld, keep: (entry: Entry) => boolean): Candidate[] {
  const slash = typed.lastIndexOf('/');
  const folder = typed.slice(0, slash + 1);
  const base = typed.slice(slash + 1);
  return world
    .entries(folder)
    .filter((e) => e.name.startsWith(base) && (base.startsWith('.') || !e.name.startsWith('.')) && keep(e))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((e) => (e.folder ? { value: `${folder}${e.name}/`, partial: true } : { value: `${folder}${e.name}` }));
}

const isBand = (e: Entry): boolean => e.folder || BAND_EXTENSIONS.some((x) => e.name.toLowerCase().endsWith(x));

async function members(typed: string, world: CompletionWorld): Promise<Candidate[]> {
  const hash = typed.lastIndexOf('#');
  const file = typed.slice(0, hash);
  return named(await world.members(file), typed.slice(hash + 1)).map((c) => ({ value: `${file}#${c.value}` }));
}

const commandNames = (program: Command): string[] => [...program.commands.filter((c) => !c.name().startsWith('__')).map((c) => c.name()), 'help'];

async function values(kind: Kind, typed: string, state: State, world: CompletionWorld): Promise<Candidate[]> {
  switch (kind) {
    case 'band':
      return paths(typed, world, isBand);
    case 'member':
      // A band file goes on with `#` and its member's name: `FILE#`, no space after it (a folder goes on with `/`).
      return typed.includes('#') ? members(typed, world) : paths(typed, world, isBand).map((c) => (c.partial ? c : { value: `${c.value}#`, partial: true }));
    case 'folder':
      return paths(typed, world, (e) => e.folder);
    case 'path':
      return paths(typed, world, () => true);
    case 'ruleset':
      return named(world.rulesets, typed);
    case 'shell':
      return named(world.shells, typed);
    case 'roll':
      return state.positionals === 0 ? named(world.rolls(state.ruleset), typed) : [];
    case 'command':
      return named(commandNames(world.program), typed);
    case 'none':
      return [];
  }
}

function optionValues(option: Option, typed: string, state: State, world: CompletionWorld): Promise<Candidate[]> {
  // Stryker disable next-line StringLiteral: no kind is keyed by the empty flag, nor by any other text than a long flag
  const kind = option.argChoices ?? OPTION_VALUES[option.long ?? ''] ?? (option.flags.includes('FILE#') ? 'member' : 'none');
  return typeof kind === 'string' ? values(kind, typed, state, world) : Promise.resolve(named(kind, typed));
}

function argumentKind(sub: Scope, position: number): Kind {
  const { args } = sub;
  const argument = args[Math.min(position, args.length - 1)];
  if (!argument || (position >= args.length && !argument.variadic)) return 'none';
  return ARGUMENT_VALUES[argument.name] ?? 'none';
}

/** The options one may still type: a flag already given is not offered again. */
function optionFlags(state: State, program: Command): string[] {
  const own = state.sub ? [...state.sub.options, ...program.options.filter((o) => o.long !== '--version')] : program.options;
  const flags = own.filter((o) => !o.hidden && (takesValue(o) || !state.given.has(o))).flatMap((o) => [o.long, o.short]);
  return [...flags.filter((f): f is string => !!f), '--help'];
}

/** The candidates for the last word of `words` (the words after the program's name, unquoted). */
export async function complete(words: readonly string[], world: CompletionWorld): Promise<Candidate[]> {
  const typed = words.at(-1) ?? '';
  const state = walk(words.slice(0, -1), world.program);
  const { program } = world;
  if (state.pending) return optionValues(state.pending, typed, state, world);
  if (!state.afterDashes && typed.startsWith('--') && typed.includes('=')) {
    const equals = typed.indexOf('=');
    const option = findOption(state.sub ?? program, program, typed.slice(0, equals));
    if (!option || !takesValue(option)) return [];
    const found = await optionValues(option, typed.slice(equals + 1), state, world);
    return found.map((c) => ({ ...c, value: `${typed.slice(0, equals + 1)}${c.value}` }));
  }
  if (!state.afterDashes && typed.startsWith('-')) return optionFlags(state, program).filter((f) => f.startsWith(typed)).map((value) => ({ value }));
  if (state.variadic) return optionValues(state.variadic, typed, state, world);
  if (!state.sub) return named(commandNames(program), typed);
  return values(argumentKind(state.sub, state.positionals), typed, state, world);
}
