/**
 * Which rulesets' options a command declares. Each ruleset declares its own options; with the ruleset known (from
 * `--ruleset`, from the band files named, or for `roll` from the named roll and its required options) a command
 * declares that ruleset's options only, so two rulesets may give one name different meanings (`--chef`).
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { camelKey } from '../core/ruleset/option-spec.js';
import type { OptionSpec, RulesetManifest } from '../core/ruleset/ruleset.js';

export type RulesetCommand = 'simulate-attack' | 'roll' | 'build' | 'campaign-award';
export const RULESET_COMMANDS: readonly RulesetCommand[] = ['simulate-attack', 'roll', 'build', 'campaign-award'];

interface Finder {
  readonly manifests: readonly RulesetManifest[];
  find(name: string): RulesetManifest | undefined;
}

/** Actions on one member after a game (`--heal FILE#Name`) and their options. */
const campaignActionOptions = (m: RulesetManifest): OptionSpec[] =>
  (m.campaignActions ?? []).flatMap((a): OptionSpec[] => [{ key: camelKey(a.name), flags: `--${a.name} <FILE#Name>`, type: 'string', description: a.summary }, ...a.options]);

/** The options a ruleset declares for a command. */
export function specsOf(command: RulesetCommand, manifest: RulesetManifest): readonly OptionSpec[] {
  switch (command) {
    case 'simulate-attack':
      return manifest.attackOptions;
    case 'roll':
      return manifest.rolls.flatMap((r) => r.options);
    case 'build':
      return manifest.buildOptions ?? [];
    case 'campaign-award':
      return [...(manifest.campaignOptions ?? []), ...campaignActionOptions(manifest)];
  }
}

// Split at each space or comma: the empty pieces between two of them are no flag.
export const longFlag = (spec: OptionSpec): string => spec.flags.split(/[\s,]/).find((f) => f.startsWith('--')) ?? spec.flags;

/** `--ruleset X` or `--ruleset=X`, the last one given. */
function rulesetArgument(argv: readonly string[]): string | undefined {
  let value: string | undefined;
  argv.forEach((word, i) => {
    if (word === '--ruleset' && i + 1 < argv.length) value = argv[i + 1];
    else if (word.startsWith('--ruleset=')) value = word.slice('--ruleset='.length);
  });
  return value;
}

const HEAD_BYTES = 64 * 1024;

/** The first bytes of a regular file, as text; undefined for anything else (not a file, unreadable). */
function headOf(file: string): string | undefined {
  let fd: number | undefined;
  try {
    // Stryker disable next-line ConditionalExpression: a folder or a device fails to read or holds no ruleset: line; the check spares a named pipe blocking, which a test cannot make without mkfifo
    if (!statSync(file).isFile()) return undefined;
    fd = openSync(file, 'r');
    const buffer = Buffer.alloc(HEAD_BYTES);
    return buffer.subarray(0, readSync(fd, buffer, 0, HEAD_BYTES, 0)).toString('utf8');
  }
  // Stryker disable next-line BlockStatement: without its return the catch gives undefined all the same
  catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The `ruleset:` of a band file, read from its first bytes; undefined for anything else (not a file, unreadable). */
export function bandRuleset(word: string): string | undefined {
  const file = word.includes('#') ? word.slice(0, word.lastIndexOf('#')) : word;
  if (!file || file.startsWith('-')) return undefined;
  return headOf(file)?.match(/^ruleset:[ \t]*["']?([^"'#\r\n]+?)["']?[ \t]*(?:#.*)?$/m)?.[1];
}

/** The ruleset of the band file a word names (FILE or FILE#Name), when the registry knows it. */
export function bandManifest(word: string, registry: Finder): RulesetManifest | undefined {
  const id = bandRuleset(word);
  // Stryker disable next-line ConditionalExpression: find(undefined) finds nothing either (no ruleset has that key); the test only types the call
  return id === undefined ? undefined : registry.find(id);
}

const given = (argv: readonly string[], flag: string): boolean => argv.some((w) => w === flag || w.startsWith(`${flag}=`));

/** `roll <name>`: the rulesets declaring that roll whose required options are all given (or the only one declaring it). */
function rollRulesets(argv: readonly string[], registry: Finder): RulesetManifest[] {
  // An option among them matches no roll: no roll's name starts with -.
  const words = new Set(argv.map((w) => w.toLowerCase()));
  const declaring = registry.manifests.filter((m) => m.rolls.some((r) => words.has(r.name)));
  if (declaring.length <= 1) return declaring;
  const complete = declaring.filter((m) => m.rolls.some((r) => words.has(r.name) && r.options.filter((o) => o.required).every((o) => given(argv, longFlag(o)))));
  return complete.length === 1 ? complete : [];
}

/**
 * The rulesets whose options `command` reads, from the words after it: the one `--ruleset` names, else those of the
 * band files named (`campaign-award` may name several), else for `roll` the ruleset of the named roll. Empty when
 * none is known.
 */
export function knownRulesets(command: RulesetCommand, argv: readonly string[], registry: Finder): RulesetManifest[] {
  const named = rulesetArgument(argv);
  if (named !== undefined) {
    const manifest = registry.find(named);
    return manifest ? [manifest] : [];
  }
  if (command === 'roll') return rollRulesets(argv, registry);
  const found = new Set<RulesetManifest>();
  for (const word of argv) {
    const manifest = bandManifest(word, registry);
    if (manifest) found.add(manifest);
  }
  return [...found];
}

/** Pairs of options of one ruleset and one command sharing a flag with different types: the CLI cannot tell them apart. */
export function ownCollisions(command: RulesetCommand, manifest: RulesetManifest): string[] {
  const seen = new Map<string, OptionSpec>();
  const out: string[] = [];
  for (const spec of specsOf(command, manifest)) {
    const flag = longFlag(spec);
    const earlier = seen.get(flag);
    if (earlier && (earlier.type === 'flag') !== (spec.type === 'flag')) out.push(`${manifest.id} ${command} ${flag}`);
    seen.set(flag, spec);
  }
  return out;
}
