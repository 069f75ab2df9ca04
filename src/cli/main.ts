/** The command line: declares commands and options, loads each command's module only when it runs. */
import { Command, CommanderError, Option } from 'commander';
import { EscarmoucheError, EXIT } from '../core/errors.js';
import { namedRolls, rollOptions } from '../core/named-rolls.js';
import type { OptionSpec } from '../core/ruleset.js';
import { registry } from '../rulesets/index.js';
import { createContext, type Context, type GlobalOptions } from './context.js';
import { declareOptions } from './options.js';
import { loadColours } from './render.js';
// In the start-up file: a plain roll is the command that most needs to start fast.
import { roll as rollDice } from './roll.js';

import packageJson from '../../package.json' with { type: 'json' };

const { version } = packageJson;

type Action = (context: Context, ...args: never[]) => Promise<number>;

/** Runs a command, then turns any error into a message and an exit code: the one exit point. */
function run(command: Command, action: Action, args: unknown[]): Promise<void> {
  const context = createContext(command.optsWithGlobals() as GlobalOptions);
  const colours = context.color ? loadColours() : Promise.resolve();
  return colours.then(() => action(context, ...(args as never[]))).then(
    (code) => void (process.exitCode = code),
    (cause: unknown) => {
      if (cause instanceof EscarmoucheError) {
        context.err(context.messages.text(cause.code, cause.params));
        process.exitCode = cause.exitCode;
      } else {
        const detail = cause instanceof Error ? cause.message : String(cause);
        context.err(context.messages.text('cli/internal', { detail }));
        process.exitCode = EXIT.usage;
      }
    },
  );
}

const examples = (...lines: string[]) => `\nExamples:\n${lines.map((l) => `  $ ${l}`).join('\n')}\n`;

/**
 * The commands and their options. The rulesets declare many options; only the command that runs needs its own
 * (declaring them all took a tenth of the start-up), so given the arguments, the others are left out.
 */
export function buildProgram(argv?: readonly string[]): Command {
  const declared = (name: string) => !argv || argv.includes(name) || argv.includes('__complete');
  const rulesetOptions = (command: Command, specs: () => readonly OptionSpec[]): Command =>
    declared(command.name()) ? declareOptions(command, specs()) : command;
  const program = new Command('escarmouche')
    .description('Warband builder and rules calculator for French tabletop skirmish games')
    .version(version, '-V, --version')
    .addOption(new Option('--lang <lang>', 'language of messages (default: from LC_ALL/LANG)').choices(['en', 'fr']))
    .option('--no-color', 'never colour the output (also NO_COLOR)')
    .showHelpAfterError()
    .exitOverride();

  program
    .command('validate')
    .description('check band files against every limit of their rulebook')
    .argument('[paths...]', 'band files or folders (searched for *.yaml and *.yml); with --staged, limits the staged files')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json', 'github']).default('text'))
    .option('--json', 'same as --format json')
    .option('--strict', 'warnings fail too (exit 1)')
    .option('--staged', "validate the band files staged in git (what the commit will hold); YAML files without `ruleset:` are skipped")
    .option('--verbose', 'with --staged, list the YAML files skipped')
    .addHelpText('after', examples('escarmouche validate bands/', 'escarmouche validate bands/ff-federation-de-la-poterie.yaml --format json', 'escarmouche validate --strict --format github bands/', 'escarmouche validate --staged --strict'))
    .action((paths: string[], options, command: Command) =>
      run(command, async (context) => (await import('./validate.js')).validate(paths, options, context), []),
    );

  program
    .command('init')
    .description('make a bands repository of your own: a starter band, a hook validating commits, CI, git diff in game terms')
    .argument('[dir]', 'folder of the repository (default: the current folder; created if missing)')
    .option('--ruleset <id>', `ruleset of the starter band (${registry.ids().join(', ')})`)
    .option('--name <name>', "name of the starter band (default: the example band's)")
    .option('--install <spec>', 'what the CI workflow installs with npm install -g (default: this version of escarmouche)')
    .option('--json', 'print what was made as JSON')
    .addHelpText('after', examples('escarmouche init my-bands --ruleset flammes-et-fantassins --name "Les Loups"', 'escarmouche init --ruleset mef-fan   # in the current folder; run twice, changes nothing'))
    .action((dir: string | undefined, options, command: Command) =>
      run(command, async (context) => (await import('./init.js')).init(dir, options, context), []),
    );

  program
    .command('show')
    .description("print a band's derived profile (stats, costs, action points)")
    .argument('<file>', 'band file')
    .option('--json', 'print JSON')
    .option('--textconv', "one fact per line, for git diff (diff.escarmouche.textconv); a file that is not a band prints as it is")
    .addHelpText('after', examples('escarmouche show bands/ff-federation-de-la-poterie.yaml', 'escarmouche show bands/ff-federation-de-la-poterie.yaml --json', 'escarmouche show --textconv bands/ff-federation-de-la-poterie.yaml'))
    .action((file: string, options, command: Command) =>
      run(command, async (context) => (await import('./show.js')).show(file, options, context), []),
    );

  program
    .command('schema')
    .description('print the JSON Schema of band files (all rulesets, or one)')
    .argument('[ruleset]', 'a ruleset id or alias')
    .option('--json', 'JSON output (always)')
    .addHelpText('after', examples('escarmouche schema flammes-et-fantassins > ff.schema.json', 'escarmouche schema'))
    .action((name: string | undefined, _options, command: Command) =>
      run(command, async (context) => (await import('./schema.js')).schema(name, context), []),
    );

  program
    .command('print')
    .description('print a band as sheets and cut-out cards (A4 HTML or PDF, or Markdown)')
    .argument('<file>', 'band file')
    .addOption(new Option('--format <format>', 'html, pdf (needs Chromium or Chrome) or md (default: from -o, else html)').choices(['html', 'md', 'pdf']))
    .option('-o, --output <file>', 'write to a file instead of standard output')
    .option('--json', 'print a JSON summary (and the content when not written to a file)')
    .option('--against <file>', 'add a page: the matchup against this band (chance to kill per pair, a heat map)')
    .addHelpText('after', examples('escarmouche print bands/ff-federation-de-la-poterie.yaml -o poterie.html', 'escarmouche print bands/ff-les-marquisards.yaml --format md > marquisards.md', 'escarmouche print bands/ff-les-marquisards.yaml --against bands/ff-les-archers-du-grand-saule.yaml -o matchup.html'))
    .action((file: string, options, command: Command) =>
      run(command, async (context) => (await import('./print.js')).print(file, options, context), []),
    );

  program
    .command('completion')
    .description('print a shell completion script')
    .argument('<shell>', 'bash, zsh or fish')
    .option('--json', 'accepted for symmetry; the script is text')
    .addHelpText('after', examples('eval "$(escarmouche completion bash)"', 'mkdir -p ~/.zfunc && escarmouche completion zsh > ~/.zfunc/_escarmouche', 'mkdir -p ~/.config/fish/completions && escarmouche completion fish > ~/.config/fish/completions/escarmouche.fish'))
    .action((shell: string, _options, command: Command) =>
      run(command, async (context) => (await import('./completion.js')).completion(shell, context), []),
    );

  program
    .command('__complete', { hidden: true })
    .argument('[words...]')
    .allowUnknownOption()
    .helpOption(false)
    .action(async (words: string[]) => {
      const [{ candidates }, { registry }] = await Promise.all([import('./completion.js'), import('../rulesets/index.js')]);
      const found = candidates(program, words.length ? words : [''], registry.ids());
      if (found.length) process.stdout.write(`${found.join('\n')}\n`);
    });

  const roll = program
    .command('roll')
    .description('roll dice with a replayable seed, or print their exact odds; or a named rulebook roll')
    .argument('<expression...>', 'dice (2d6+1, 4d6kh3, 6d6>=4, d6!, d20+4 vs d20+2, 6x4d6kh3) or a named roll')
    .option('--seed <seed>', 'replay a roll: the same seed gives the same dice on any machine')
    .option('--exact', 'print the exact probability distribution instead of rolling')
    .option('--json', 'print JSON')
    .option('--ruleset <id>', 'the ruleset of a named roll, when several declare that name');
  rulesetOptions(roll, () => rollOptions(registry.manifests));
  const named = namedRolls(registry.manifests).map(({ manifest, spec }) => `  ${spec.name.padEnd(10)} ${spec.summary} [${manifest.id}: ${spec.options.map((o) => o.flags).join(' ')}]`);
  roll
    .addHelpText('after', `${examples('escarmouche roll 2d6+1', 'escarmouche roll 4d6kh3 --seed 42 --json', "escarmouche roll '40d6>=4' --exact", "escarmouche roll 'd20+5 vs d20+3' --exact", 'escarmouche roll test --stat 2 --exact')}\nNamed rolls:\n${named.join('\n')}\n`)
    .action((words: string[], options, command: Command) =>
      run(command, (context) => rollDice(words, options, context), []),
    );

  const campaign = program
    .command('campaign-award')
    .description("record a scenario's result in the band files: the campaign awards of the rulebook")
    .argument('[files...]', 'band files, with --undo or --standings')
    .option('--scenario <id>', 'scenario id, recorded once per band')
    .option('--winner <files...>', 'band files of the winners')
    .option('--loser <files...>', 'band files of the losers')
    .option('--played <n>', 'scenarios already played (default: distinct scenarios in the ledgers named)')
    .option('--date <yyyy-mm-dd>', 'date of the game (default: today)')
    .option('--undo <id>', 'remove that scenario from every band named')
    .option('--standings <files...>', 'rank the bands by their campaign score')
    .option('--dry-run', 'print the diff it would make, write nothing')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      examples(
        'escarmouche campaign-award --scenario le-pont --winner bands/ff-les-marquisards.yaml --loser bands/ff-federation-de-la-poterie.yaml',
        'escarmouche campaign-award --scenario le-gue --winner bands/ff-les-marquisards.yaml --loser bands/ff-federation-de-la-poterie.yaml --dry-run',
        'escarmouche campaign-award --undo le-pont bands/ff-les-marquisards.yaml bands/ff-federation-de-la-poterie.yaml',
        'escarmouche campaign-award --standings bands/ff-*.yaml',
      ),
    )
    .action((files: string[], options, command: Command) =>
      run(command, async (context) => (await import('./campaign-award.js')).campaignAward(files, options, context), []),
    );
  rulesetOptions(campaign, () => registry.manifests.flatMap((m) => m.campaignOptions ?? []));
  // Actions on one member after a game (`--heal FILE#Name`), declared by the rulesets, and the seed of their dice.
  const actions = () => registry.manifests.flatMap((m) =>
    (m.campaignActions ?? []).flatMap((a): OptionSpec[] => [{ key: a.name, flags: `--${a.name} <FILE#Name>`, type: 'string', description: `${a.summary} [${m.id}]` }, ...a.options]),
  );
  rulesetOptions(campaign, () => [{ key: 'seed', flags: '--seed <seed>', type: 'string', description: 'seed of the dice an action rolls (default: random, printed)' }, ...actions()]);
  const attack = program
    .command('simulate-attack')
    .description('exact odds of one attack: chance to hit, PV lost, chance to kill, attacks to kill')
    .argument('[sides...]', 'attacker then target, each FILE#Name (FILE alone for a band of one; two band files: the matchup table); leave out a side typed in with its options')
    .option('--ruleset <id>', `ruleset of the attack, required when a side is typed in (${registry.ids().join(', ')})`)
    .option('--dice <faces>', 'resolve one roll made at the table, e.g. 3,5')
    .option('--trials <n>', 'add a Monte Carlo estimate from n sampled attacks beside the exact figures')
    .option('--seed <seed>', 'seed of the --trials samples (default: random, printed)')
    .option('--both', 'matchup of two bands: also the second band attacking the first')
    .option('--metric <metric>', 'matchup: what the table shows, kill (default), damage or hit')
    .option('--compare <flags>', 'what if: the attack or matchup without and with each flag, e.g. charge,dodge')
    .option('--json', 'print JSON');
  rulesetOptions(attack, () => registry.manifests.flatMap((m) => m.attackOptions))
    .addHelpText(
      'after',
      examples(
        'escarmouche simulate-attack "bands/ff-federation-de-la-poterie.yaml#Dame Isabeau" "bands/ff-les-marquisards.yaml#Mains-Noires"',
        'escarmouche simulate-attack "bands/ff-les-marquisards.yaml#Gros Louis" bands/ff-les-marquisards.yaml#mains-noires --charge --dodge',
        'escarmouche simulate-attack --ruleset ff --hit 2 --damage 1 --ca 7 --pv 9 --concentration 1 --json',
        'escarmouche simulate-attack bands/ff-les-marquisards.yaml bands/ff-les-archers-du-grand-saule.yaml --both',
        'escarmouche simulate-attack "bands/ff-les-marquisards.yaml#Gros Louis" "bands/ff-les-archers-du-grand-saule.yaml#Ysolde" --compare charge,dodge',
      ),
    )
    .action((sides: string[], options, command: Command) =>
      run(command, async (context) => (await import('./simulate-attack.js')).simulateAttack(sides, options, context), []),
    );

  const build = program
    .command('build')
    .description('make or change a band: questions in a terminal, or flags for scripts; writes only a valid band')
    .argument('<file>', 'band file (created with --new, or by the questions when it does not exist)')
    .option('--new', 'create the file (with --ruleset, --name and the ruleset\'s band options)')
    .option('--ruleset <id>', 'ruleset of the new band')
    .option('--name <name>', 'name of the new band')
    .option('--add-character <name>', 'add a character described by the options below')
    .option('--edit-character <name>', 'replace what the options below give for this character')
    .option('--remove-character <name>', 'remove this character')
    .option('--dry-run', 'print the resulting YAML, write nothing')
    .option('--json', 'print the resulting profile as JSON');
  rulesetOptions(build, () => registry.manifests.flatMap((m) => m.buildOptions ?? []))
    .addHelpText(
      'after',
      examples(
        'escarmouche build bands/mine.yaml   # questions in a terminal (exits 2 without one)',
        'escarmouche build bands/mine.yaml --new --ruleset flammes-et-fantassins --name "Les Marquisards" --pc 7',
        'escarmouche build bands/mine.yaml --add-character "Mains-Noires" --style puissant --class soldat --class ranger --equip arme-a-deux-mains --equip cuir',
        'escarmouche build bands/mine.yaml --remove-character "Mains-Noires" --dry-run',
      ) + '\nExit codes: 0 written (or dry run), 1 refused by the rules (nothing written), 2 usage error, file changed on disk or no terminal, 130 interrupted.\n',
    )
    .action((file: string, options, command: Command) =>
      run(command, async (context) => (await import('./build.js')).build(file, options, context), []),
    );

  return program;
}

/** A reader that stops early (`| head -1`) closes the pipe: the rest of the output is dropped, the exit code kept. */
function quietOnClosedPipe(stream: NodeJS.WriteStream): void {
  stream.on('error', (cause: NodeJS.ErrnoException) => {
    if (cause.code !== 'EPIPE' && cause.code !== 'ERR_STREAM_DESTROYED') throw cause;
  });
}

export async function main(argv: readonly string[]): Promise<void> {
  quietOnClosedPipe(process.stdout);
  quietOnClosedPipe(process.stderr);
  const program = buildProgram(argv.slice(2));
  program.commands.forEach((c) => c.exitOverride());
  try {
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
