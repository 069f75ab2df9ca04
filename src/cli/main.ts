/** The command line: declares commands and options, loads each command's module only when it runs. */
import { Command, CommanderError, Help, Option } from 'commander';
import { errnoWords, EscarmoucheError, EXIT } from '../core/diagnostics/errors.js';
import { namedRolls } from '../core/ruleset/named-rolls.js';
import { registry } from '../rulesets/index.js';
import { detectLang, type Lang } from '../core/messages/catalogue.js';
import { createContext, type Context, type GlobalOptions } from './context.js';
import { declareOptions } from './options.js';
import { outputFailures, stderr, stdout } from './output.js';
import { loadColours } from './render.js';
import type { RulesetManifest } from '../core/ruleset/ruleset.js';
import { knownRulesets, longFlag, specsOf, type RulesetCommand } from './ruleset-options.js';
import { frenchSpaces, HELP_FR } from './help-fr.js';
import { examplesSection } from './help-examples.js';
import { helpTitle, helpUsage, usageErrorText, type UsageHints } from './usage.js';
import { displayWidth, terminalWidth, wrapLine, wrapText } from './width.js';
// In the start-up file: a plain roll is the command that most needs to start fast.
import { roll as rollDice } from './roll.js';

import packageJson from '../../package.json' with { type: 'json' };

const { version } = packageJson;
/** commander writes help, version and usage errors where every command writes (src/cli/output.ts). */
const OUTPUT = {
  writeOut: (text: string) => stdout.write(text),
  writeErr: (text: string) => stderr.write(text),
};

type Action = (context: Context) => Promise<number>;

/** A standard output that could not be written is told on standard error (the exit code is then 2: output.ts). */
function tellOutputFailure(context: Context): void {
  const failure = outputFailures().find((f) => f.fd === 1);
  if (failure) context.err(context.messages.text('cli/output-failed', { detail: errnoWords(failure.cause) }));
}

/** Runs a command, then turns any error into a message and an exit code: the one exit point. */
function run(command: Command, action: Action): Promise<void> {
  const context = createContext(command.optsWithGlobals() as GlobalOptions);
  // Stryker disable next-line ConditionalExpression: the colours are painted only when context.color is on (render.ts paint), loaded or not; tests never have a terminal
  const colours = context.color ? loadColours() : Promise.resolve();
  return colours.then(() => action(context)).then(
    (code) => void (process.exitCode = code),
    (cause: unknown) => {
      if (cause instanceof EscarmoucheError) {
        const message = context.messages.text(cause.code, cause.params);
        // A computation refused as too large (roll, simulate-attack) answers --json with a JSON error, as a parse error does.
        if (command.opts().json === true && cause.code.endsWith('/too-complex')) context.out(JSON.stringify({ error: { code: cause.code, message } }, null, 2));
        context.err(message);
        process.exitCode = cause.exitCode;
      } else {
        const detail = cause instanceof Error ? cause.message : String(cause);
        context.err(context.messages.text('cli/internal', { detail }));
        process.exitCode = EXIT.usage;
      }
    },
  ).finally(() => tellOutputFailure(context));
}


/** commander's own words after a description, `(choices: …)` and `(default: …)`, in French. */
function frenchOptionDescription(this: Help, option: Option): string {
  const text = Help.prototype.optionDescription.call(this, option);
  return text.replace(/\(choices: /g, '(choix\u00a0: ').replace(/, default: /g, ', par défaut\u00a0: ').replace(/\(default: /g, '(par défaut\u00a0: ');
}

/** `--lang X` or `--lang=X` among the arguments, for the words commander prints before any command runs. */
function langOf(argv: readonly string[]): Lang {
  let explicit: string | undefined;
  argv.forEach((word, i) => {
    if (word === '--lang') explicit = argv[i + 1];
    else if (word.startsWith('--lang=')) explicit = word.slice('--lang='.length);
  });
  return detectLang(explicit, process.env);
}

/** How to see a ruleset's own options, one line per ruleset; or, with the rulesets known, whose options are listed. */
function rulesetHelp(command: RulesetCommand, known: readonly { id: string; title: string }[], lang: Lang): string {
  const fr = lang === 'fr';
  if (known.length) {
    const titles = known.map((m) => m.title).join(', ');
    return `\n${fr ? `Options propres à ${titles} ci-dessus ; celles d'un autre ruleset\u00a0:` : `Options of ${titles} above; another ruleset's:`} escarmouche ${command} --ruleset <id> --help\n`;
  }
  const lines = registry.manifests.map((m) => `  escarmouche ${command} --ruleset ${m.id} --help`);
  return `\n${fr ? 'Options de chaque ruleset\u00a0:' : "Each ruleset's own options:"}\n${lines.join('\n')}\n`;
}

/** With the rulesets known, an option of another ruleset is named as such, and `--help` points at the ruleset's. */
function foreignHints(command: RulesetCommand, known: readonly RulesetManifest[], lang: Lang): UsageHints {
  const titles = known.map((m) => m.title).join(', ');
  return {
    command: `escarmouche ${command}${known.length === 1 ? ` --ruleset ${known[0]!.id}` : ''}`,
    foreign: (flag) => {
      const declaring = registry.manifests.filter((m) => specsOf(command, m).some((s) => longFlag(s) === flag));
      // A flag of a known ruleset is unknown only with a value it does not take (`--charge=1`): commander's words then.
      if (!declaring.length || declaring.some((m) => known.includes(m))) return undefined;
      const others = declaring.map((m) => m.title).join(', ');
      return lang === 'fr' ? `${flag} n'est pas une option du jeu ${titles}\u00a0: elle est d'un autre jeu (${others})` : `${flag} is not an option of ${titles}: it belongs to another rulebook (${others})`;
    },
  };
}

/**
 * The commands and their options. Each ruleset declares its own options; only the command that runs declares them,
 * and only those of the ruleset known from its arguments (`--ruleset`, the band files named, the named roll): two
 * rulesets may then give one name different meanings. With no ruleset known, `--help` lists the common options and
 * how to see each ruleset's; parsing takes every ruleset's options (the first declaration of a name).
 */
export function buildProgram(argv?: readonly string[]): Command {
  // Stryker disable next-line ArrayDeclaration: without words (the completion scripts' program) no command runs; a word there would name no command, option, band file nor roll
  const words = argv ?? [];
  const lang = langOf(words);
  const fr = lang === 'fr';
  const t = (en: string, french: string) => (fr ? frenchSpaces(french) : en);
  const tr = (en: string) => (fr ? frenchSpaces(HELP_FR[en] ?? en) : en);
  const examples = (...lines: string[]) => examplesSection(tr('Examples:'), lines, width);
  const width = terminalWidth();
  const completing = words[0] === '__complete';
  // `help <command>` is `<command> --help`: the first word that is no option nor the value of `--lang`.
  const commandWord = words.find((word, i) => !word.startsWith('-') && words[i - 1] !== '--lang');
  const asksHelp = !completing && (words.includes('--help') || words.includes('-h') || commandWord === 'help');
  const hints = new Map<string, UsageHints>();
  /** A ruleset's own words (its option descriptions, its named rolls' summaries) in the language of the help. */
  const inLang = (m: RulesetManifest, en: string) => (fr ? frenchSpaces(m.optionsFr?.[en] ?? en) : en);
  const rulesetOptions = (command: Command, name: RulesetCommand): Command => {
    if (argv && !words.includes(name)) return command;
    // Stryker disable next-line MethodExpression,ArithmeticOperator: the words before the command are global options (--lang en|fr, --no-color), which name no band file, ruleset nor roll
    const known = knownRulesets(name, words.slice(words.indexOf(name) + 1), registry);
    const chosen = known.length ? known : asksHelp ? [] : registry.manifests;
    declareOptions(command, chosen.flatMap((m) => specsOf(name, m).map((spec) => ({ ...spec, description: inLang(m, spec.description) }))), fr ? '\u00a0; ' : '; ');
    // Stryker disable next-line ConditionalExpression: the text is printed only with the help, which only asksHelp shows
    if (asksHelp) command.addHelpText('after', () => wrapText(rulesetHelp(name, known, lang), width));
    if (known.length) hints.set(name, foreignHints(name, known, lang));
    return command;
  };
  const program = new Command('escarmouche')
    .description(t('Warband builder and rules calculator for French tabletop skirmish games', 'Constructeur de bandes et calculateur de règles pour les jeux d’escarmouche français'))
    .version(version, '-V, --version', t('output the version number', 'affiche le numéro de version'))
    .helpOption('-h, --help', t('display help for command', "affiche l'aide de la commande"))
    .helpCommand(helpUsage('help [command]', lang), t('display help for command', "affiche l'aide d'une commande"))
    .addOption(new Option('--lang <lang>', t('language of messages (default: from LC_ALL/LANG)', 'langue des messages (par défaut : selon LC_ALL/LANG)')).choices(['en', 'fr']))
    .option('--no-color', t('never colour the output (also NO_COLOR)', 'jamais de couleurs (aussi NO_COLOR)'))
    .configureHelp({ helpWidth: width, minWidthToWrap: 20, displayWidth, boxWrap: (text: string, room: number) => wrapText(text, room), styleTitle: (title: string) => helpTitle(title, lang), styleUsage: (usage: string) => helpUsage(usage, lang), ...(fr ? { optionDescription: frenchOptionDescription } : {}) })
    .exitOverride();

  program
    .command('validate')
    .description(tr('check band files against every limit of their rulebook'))
    .argument('[paths...]', tr('band files or folders (searched for *.yaml and *.yml); with --staged, limits the staged files'))
    .addOption(new Option('--format <format>', tr('output format')).choices(['text', 'json', 'github']).default('text'))
    .option('--json', tr('same as --format json'))
    .option('--strict', tr('warnings fail too (exit 1)'))
    .option('--staged', tr("validate the band files staged in git (what the commit will hold); YAML files without `ruleset:` are skipped"))
    .option('--verbose', tr('with --staged, list the YAML files skipped'))
    .addHelpText('after', () => examples('escarmouche validate bands/', 'escarmouche validate bands/ff-federation-de-la-poterie.yaml --format json', 'escarmouche validate --strict --format github bands/', 'escarmouche validate --staged --strict'))
    .action((paths: string[], options, command: Command) =>
      run(command, async (context) => (await import('./validate.js')).validate(paths, options, context)),
    );

  program
    .command('init')
    .description(tr('make a bands repository of your own: a starter band, a hook validating commits, CI, git diff in game terms'))
    .argument('[dir]', tr('folder of the repository (default: the current folder; created if missing)'))
    .option('--ruleset <id>', `${tr('ruleset of the starter band')} (${registry.ids().join(', ')})`)
    .option('--name <name>', tr("name of the starter band (default: the example band's)"))
    .option('--install <spec>', tr('what the CI workflow installs with npm install -g (default: how this copy was installed, else this version)'))
    .option('--json', tr('print what was made as JSON'))
    .addHelpText('after', () => examples('escarmouche init my-bands --ruleset flammes-et-fantassins --name "Les Loups"', `escarmouche init --ruleset mef-fan   # ${t('in the current folder; run twice, changes nothing', 'dans le dossier courant ; lancé deux fois, ne change rien')}`))
    .action((dir: string | undefined, options, command: Command) =>
      run(command, async (context) => (await import('./init.js')).init(dir, options, context)),
    );

  program
    .command('show')
    .description(tr("print a band's derived profile (stats, costs, action points)"))
    .argument('<file>', tr('band file'))
    .option('--json', tr('print JSON'))
    .option('--textconv', tr("one fact per line, for git diff (diff.escarmouche.textconv); a file that is not a band prints as it is"))
    .addHelpText('after', () => examples('escarmouche show bands/ff-federation-de-la-poterie.yaml', 'escarmouche show bands/ff-federation-de-la-poterie.yaml --json', 'escarmouche show --textconv bands/ff-federation-de-la-poterie.yaml'))
    .action((file: string, options, command: Command) =>
      run(command, async (context) => (await import('./show.js')).show(file, options, context)),
    );

  program
    .command('schema')
    .description(tr('print the JSON Schema of band files (all rulesets, or one)'))
    .argument('[ruleset]', tr('a ruleset id or alias'))
    .option('--write <dir>', tr("write every ruleset's schema in both languages under DIR (English there, French in DIR/fr)"))
    .option('--json', tr('JSON output (always)'))
    .addHelpText('after', () => examples('escarmouche schema flammes-et-fantassins > ff.schema.json', 'escarmouche schema --lang fr argad > argad.schema.json', 'escarmouche schema --write schemas'))
    .action((name: string | undefined, options, command: Command) =>
      run(command, async (context) => (await import('./schema.js')).schema(name, options, context)),
    );

  program
    .command('print')
    .description(tr('print a band as sheets and cut-out cards (A4 HTML or PDF, or Markdown)'))
    .argument('<file>', tr('band file'))
    .addOption(new Option('--format <format>', tr('html, pdf (needs Chromium or Chrome) or md (default: from -o, else html)')).choices(['html', 'md', 'pdf']))
    .option('-o, --output <file>', tr('write to a file instead of standard output'))
    .option('--json', tr('print a JSON summary (and the content when not written to a file)'))
    .option('--against <file>', tr('add a page: the matchup against this band (chance to kill per pair, a heat map)'))
    .addHelpText('after', () => examples('escarmouche print bands/ff-federation-de-la-poterie.yaml -o poterie.html', 'escarmouche print bands/ff-les-marquisards.yaml --format md > marquisards.md', 'escarmouche print bands/ff-les-marquisards.yaml --against bands/ff-les-archers-du-grand-saule.yaml -o matchup.html'))
    .action((file: string, options, command: Command) =>
      run(command, async (context) => (await import('./print.js')).print(file, options, context)),
    );

  program
    .command('completion')
    .description(tr('print a shell completion script'))
    .argument('<shell>', tr('bash, zsh or fish'))
    .option('--json', tr('accepted for symmetry; the script is text'))
    .addHelpText('after', () => examples('eval "$(escarmouche completion bash)"', 'mkdir -p ~/.zfunc && escarmouche completion zsh > ~/.zfunc/_escarmouche', 'mkdir -p ~/.config/fish/completions && escarmouche completion fish > ~/.config/fish/completions/escarmouche.fish'))
    .action((shell: string, _options, command: Command) =>
      run(command, async (context) => (await import('./completion.js')).completion(shell, context)),
    );

  const roll = program
    .command('roll')
    .description(tr('roll dice with a replayable seed, or print their exact odds; or a named rulebook roll'))
    .argument('<expression...>', tr('dice (2d6+1, 4d6kh3, 6d6>=4, d6!, d20+4 vs d20+2, 6x4d6kh3) or a named roll'))
    .option('--seed <seed>', tr('replay a roll: the same seed gives the same dice on any machine'))
    .option('--exact', tr('print the exact probability distribution instead of rolling'))
    .option('--json', tr('print JSON'))
    .option('--ruleset <id>', tr('the ruleset of a named roll, when several declare that name'));
  rulesetOptions(roll, 'roll');
  // Read only by roll's help, which shows only with `roll` among the words.
  // Stryker disable next-line MethodExpression,ArithmeticOperator: the words before the command are global options (--lang en|fr, --no-color), which name no band file, ruleset nor roll
  const rollKnown = knownRulesets('roll', words.slice(words.indexOf('roll') + 1), registry);
  const named = () => namedRolls(rollKnown.length ? rollKnown : registry.manifests).map(({ manifest, spec }) => {
    const flags = rollKnown.length && spec.options.length ? ` (${spec.options.map((o) => o.flags).join(' ')})` : '';
    return wrapLine(`  ${spec.name.padEnd(13)} ${inLang(manifest, spec.summary)} [${manifest.id}]${flags}`, width, ' '.repeat(16)).join('\n');
  });
  roll
    .addHelpText('after', () => `${examples('escarmouche roll 2d6+1', 'escarmouche roll 4d6kh3 --seed 42 --json', "escarmouche roll '40d6>=4' --exact", "escarmouche roll 'd20+5 vs d20+3' --exact", 'escarmouche roll test --stat 2 --exact')}${wrapText(`\n${t('Named rolls', 'Jets nommés')}${fr ? '\u00a0:' : ':'}\n${named().join('\n')}\n`, width)}`)
    .action((words: string[], options, command: Command) =>
      run(command, (context) => rollDice(words, options, context)),
    );

  const campaign = program
    .command('campaign-award')
    .description(tr("record a scenario's result in the band files: the campaign awards of the rulebook"))
    .argument('[files...]', tr('band files, with --undo or --standings'))
    .option('--scenario <id>', tr('scenario id, recorded once per band'))
    .option('--winner <files...>', tr('band files of the winners'))
    .option('--loser <files...>', tr('band files of the losers'))
    .option('--played <n>', tr('scenarios already played (default: distinct scenarios in the ledgers named)'))
    .option('--date <yyyy-mm-dd>', tr('date of the game (default: today)'))
    .option('--undo <id>', tr('remove that scenario from every band named'))
    .option('--standings <files...>', tr('rank the bands by their campaign score'))
    .option('--dry-run', tr('print the diff it would make, write nothing'))
    .option('--seed <seed>', tr('seed of the dice an action rolls (default: random, printed)'))
    .option('--ruleset <id>', tr('the ruleset whose options to read (default: from the band files named)'))
    .option('--json', tr('print JSON'))
    .addHelpText(
      'after',
      () => examples(
        'escarmouche campaign-award --scenario le-pont --winner bands/ff-les-marquisards.yaml --loser bands/ff-federation-de-la-poterie.yaml',
        'escarmouche campaign-award --scenario le-gue --winner bands/ff-les-marquisards.yaml --loser bands/ff-federation-de-la-poterie.yaml --dry-run',
        'escarmouche campaign-award --undo le-pont bands/ff-les-marquisards.yaml bands/ff-federation-de-la-poterie.yaml',
        'escarmouche campaign-award --standings bands/ff-*.yaml',
      ),
    )
    .action((files: string[], options, command: Command) =>
      run(command, async (context) => (await import('./campaign-award.js')).campaignAward(files, options, context)),
    );
  // The awards' options and the actions on one member after a game (`--heal FILE#Name`), declared by the rulesets.
  rulesetOptions(campaign, 'campaign-award');
  const attack = program
    .command('simulate-attack')
    .description(tr('exact odds of one attack: chance to hit, PV lost, chance to kill, attacks to kill'))
    .argument('[sides...]', tr('attacker then target, each FILE#Name (FILE alone for a band of one; two band files: the matchup table); leave out a side typed in with its options'))
    .option('--ruleset <id>', t(`ruleset of the attack, required when a side is typed in (${registry.ids().join(', ')})`, `ruleset de l'attaque, requis quand un côté est saisi (${registry.ids().join(', ')})`))
    .option('--dice <faces>', tr('resolve one roll made at the table, e.g. 3,5'))
    .option('--trials <n>', tr('add a Monte Carlo estimate from n sampled attacks beside the exact figures'))
    .option('--seed <seed>', tr('seed of the --trials samples (default: random, printed)'))
    .option('--both', tr('matchup of two bands: also the second band attacking the first'))
    .option('--metric <metric>', tr('matchup: what the table shows, kill (default), damage or hit'))
    .option('--compare <flags>', tr('what if: the attack or matchup without and with each flag, e.g. charge,dodge'))
    .option('--json', tr('print JSON'));
  // The examples of the ruleset known from the arguments (`--ruleset argad --help`), else the primary ruleset's.
  const attackKnown = knownRulesets('simulate-attack', words.slice(words.indexOf('simulate-attack') + 1), registry);
  const attackExamples = (attackKnown.length === 1 ? attackKnown[0]! : registry.manifests[0]!).attackExamples ?? [];
  rulesetOptions(attack, 'simulate-attack')
    .addHelpText('after', () => examples(...attackExamples))
    .action((sides: string[], options, command: Command) =>
      run(command, async (context) => (await import('./simulate-attack.js')).simulateAttack(sides, options, context)),
    );

  program
    .command('suggest')
    .description(tr('the legal one-step changes to a band that do most against another, scored exactly'))
    .argument('<file>', tr('your band file'))
    .option('--against <file>', tr('the band to play against (same rulebook)'))
    .option('--top <n>', tr('how many changes to list, best first (1 to 100, default 5)'))
    .option('--steps <k>', tr('chain the best change k times, showing each step (1 to 10)'))
    .option('--apply <n>', tr('write change n of the list to the band file (locked, comments kept)'))
    .option('--metric <metric>', tr("what the score counts: kill, damage or hit (default: the ruleset's matchup headline)"))
    .option('--json', tr('print JSON'))
    .addHelpText(
      'after',
      () => examples(
        'escarmouche suggest bands/ff-les-marquisards.yaml --against bands/ff-les-archers-du-grand-saule.yaml',
        'escarmouche suggest bands/ff-les-marquisards.yaml --against bands/ff-les-archers-du-grand-saule.yaml --steps 3',
        'escarmouche suggest bands/mef-fan-les-gobelins-de-la-butte.yaml --against bands/mef-fan-la-garde-du-bois-dore.yaml --json',
      ),
    )
    .action((file: string, options, command: Command) =>
      run(command, async (context) => (await import('./suggest.js')).suggest(file, options, context)),
    );

  const build = program
    .command('build')
    .description(tr('make or change a band: questions in a terminal, or flags for scripts; writes only a valid band'))
    .argument('<file>', tr('band file (created with --new, or by the questions when it does not exist)'))
    .option('--new', tr("create the file (with --ruleset, --name and the ruleset's band options)"))
    .option('--ruleset <id>', tr('ruleset of the new band'))
    .option('--name <name>', tr('name of the new band'))
    .option('--add-character <name>', tr('add a character described by the options below'))
    .option('--edit-character <name>', tr('replace what the options below give for this character'))
    .option('--remove-character <name>', tr('remove this character'))
    .option('--dry-run', tr('print the resulting YAML, write nothing'))
    .option('--json', tr('print the resulting profile as JSON'));
  rulesetOptions(build, 'build')
    .addHelpText(
      'after',
      () => examples(
        `escarmouche build bands/mine.yaml   # ${t('questions in a terminal (exits 2 without one)', 'questions dans un terminal (code 2 sans terminal)')}`,
        'escarmouche build bands/mine.yaml --new --ruleset flammes-et-fantassins --name "Les Marquisards" --pc 7',
        'escarmouche build bands/mine.yaml --add-character "Mains-Noires" --style puissant --class soldat --class ranger --equip arme-a-deux-mains --equip cuir',
        'escarmouche build bands/mine.yaml --remove-character "Mains-Noires" --dry-run',
      ) + wrapText(`\n${tr('Exit codes: 0 written (or dry run), 1 refused by the rules (nothing written), 2 usage error, file changed on disk or no terminal, 130 interrupted.')}\n`, width),
    )
    .action((file: string, options, command: Command) =>
      run(command, async (context) => (await import('./build.js')).build(file, options, context)),
    );

  for (const command of program.commands) {
    const own = hints.get(command.name()) ?? { command: `escarmouche ${command.name()}` };
    command.configureOutput({ ...OUTPUT, outputError: (text, write) => write(usageErrorText(text, lang, own)) });
  }
  program.configureOutput({ ...OUTPUT, outputError: (text, write) => write(usageErrorText(text, lang, { command: 'escarmouche' })) });
  return program;
}

/** `help nope` is a usage error, as `nope` is (commander would print the whole help and exit 0). */
function refuseUnknownHelp(program: Command, words: readonly string[]): void {
  const plain = words.filter((word, i) => !word.startsWith('-') && words[i - 1] !== '--lang');
  const [first, asked] = plain;
  if (first !== 'help' || asked === undefined || asked === 'help' || program.commands.some((c) => c.name() === asked)) return;
  program.error(`error: unknown command '${asked}'`, { code: 'commander.unknownCommand', exitCode: EXIT.usage });
}

/** An output that failed (a full device, a failing disk) is exit 2, however the command ended (docs/diagnostics.md). */
function exitOnOutputFailure(): void {
  if (outputFailures().length > 0) process.exitCode = EXIT.usage;
}

export async function main(argv: readonly string[]): Promise<void> {
  // Once per process, however many commands a test batch runs in it.
  if (!process.listeners('exit').includes(exitOnOutputFailure)) process.once('exit', exitOnOutputFailure);
  // The completion scripts' entry: words as typed, never parsed as options (`validate --<TAB>`).
  if (argv[2] === '__complete') {
    const { runCompletion } = await import('./completion.js');
    return runCompletion(argv.slice(3), (words) => buildProgram(['__complete', ...words]), (text) => stdout.write(text));
  }
  const program = buildProgram(argv.slice(2));
  program.commands.forEach((c) => c.exitOverride());
  try {
    refuseUnknownHelp(program, argv.slice(2));
    await program.parseAsync(argv as string[]);
  } catch (cause) {
    if (cause instanceof CommanderError) {
      const quiet = ['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(cause.code);
      process.exitCode = quiet ? EXIT.ok : EXIT.usage;
      return;
    }
    throw cause;
  }
}
