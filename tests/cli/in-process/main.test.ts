/**
 * src/cli/main.ts run in process: --version, usage errors (unknown commands and options, bad values, an option of
 * another ruleset) in English and French, and the one exit point `run` (an EscarmoucheError's message and code, a
 * `/too-complex` refusal with --json, an unexpected error).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import packageJson from '../../../package.json' with { type: 'json' };
import { buildProgram, main } from '../../../src/cli/main.js';
import { stdout as out } from '../../../src/cli/output.js';
import { registry } from '../../../src/rulesets/index.js';
import { tempTree } from '../../helpers/cli.js';
import { runMain } from '../../helpers/in-process.js';

const BANDS = path.resolve(import.meta.dirname, '../../../bands');
const ARGAD = path.join(BANDS, 'argad-la-mesnie-du-sire-yann.yaml');
const FF = path.join(BANDS, 'ff-les-marquisards.yaml');
const FR = { LANG: 'fr_FR.UTF-8' };

afterEach(() => {
  vi.restoreAllMocks();
});

/** A usage error: nothing on stdout, exit 2, these lines on stderr. */
const usage = (...lines: string[]) => ({ code: 2, stdout: '', stderr: `${lines.join('\n')}\n` });

describe('--version', () => {
  it.each([['-V'], ['--version']])('%s prints the version of package.json, exit 0', async (flag) => {
    expect(await runMain([flag])).toEqual({ code: 0, stdout: `${packageJson.version}\n`, stderr: '' });
    expect(packageJson.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('usage errors: the error, a hint, where to read more; exit 2', () => {
  it('an unknown command', async () => {
    expect(await runMain(['nope'])).toEqual(usage("error: unknown command 'nope'", 'see escarmouche --help'));
    expect(await runMain(['nope'], { env: FR })).toEqual(usage('erreur\u00a0: commande inconnue « nope »', 'voir escarmouche --help'));
  });

  it('a misspelt command: the one meant', async () => {
    expect(await runMain(['valdate'])).toEqual(usage("error: unknown command 'valdate'", 'Did you mean validate?', 'see escarmouche --help'));
    expect(await runMain(['--lang', 'fr', 'valdate'])).toEqual(usage('erreur\u00a0: commande inconnue « valdate »', 'Vouliez-vous dire validate\u00a0?', 'voir escarmouche --help'));
  });

  it('an unknown option of the program', async () => {
    expect(await runMain(['--nope'])).toEqual(usage("error: unknown option '--nope'", 'see escarmouche --help'));
  });

  it('an unknown option of a command: the command\'s help', async () => {
    expect(await runMain(['roll', '--sed', '1', '2d6'])).toEqual(usage("error: unknown option '--sed'", 'Did you mean --seed?', 'see escarmouche roll --help'));
    expect(await runMain(['roll', '--sed', '1', '2d6', '--lang', 'fr'])).toEqual(usage('erreur\u00a0: option inconnue « --sed »', 'Vouliez-vous dire --seed\u00a0?', 'voir escarmouche roll --help'));
  });

  it('a missing argument, too many arguments', async () => {
    expect(await runMain(['show'])).toEqual(usage("error: missing required argument 'file'", 'see escarmouche show --help'));
    expect(await runMain(['--lang=fr', 'show'])).toEqual(usage('erreur\u00a0: argument obligatoire « file » manquant', 'voir escarmouche show --help'));
    expect(await runMain(['show', 'a', 'b'])).toEqual(usage('error: too many arguments: expected 1, got 2', 'see escarmouche show --help'));
    expect(await runMain(['show', 'a', 'b'], { env: FR })).toEqual(usage('erreur\u00a0: trop d’arguments\u00a0: 1 attendu(s), 2 donné(s)', 'voir escarmouche show --help'));
  });

  it('a value not among the choices', async () => {
    expect(await runMain(['validate', '--format', 'xml'])).toEqual(
      usage("error: option '--format <format>': 'xml' is not allowed; choose one of text, json, github", 'see escarmouche validate --help'),
    );
    expect(await runMain(['validate', '--format', 'xml', '--lang', 'fr'])).toEqual(
      usage("erreur\u00a0: option « --format <format> »\u00a0: « xml » n'est pas permis\u00a0; choisissez parmi text, json, github", 'voir escarmouche validate --help'),
    );
    expect(await runMain(['--lang', 'de'])).toEqual(usage("error: option '--lang <lang>': 'de' is not allowed; choose one of en, fr", 'see escarmouche --help'));
  });

  it('an option without its value', async () => {
    expect(await runMain(['roll', '--seed'])).toEqual(usage("error: option '--seed <seed>' needs a value", 'see escarmouche roll --help'));
    expect(await runMain(['roll', '--seed'], { env: FR })).toEqual(usage("erreur\u00a0: l'option « --seed <seed> » attend une valeur", 'voir escarmouche roll --help'));
  });

  it('every command points at its own help', async () => {
    for (const command of ['validate', 'init', 'show', 'schema', 'print', 'completion', 'roll', 'campaign-award', 'simulate-attack', 'build']) {
      expect((await runMain([command, '--zzz'])).stderr).toBe(`error: unknown option '--zzz'\nsee escarmouche ${command} --help\n`);
    }
  });

  it('help of an unknown command: a usage error as the command alone gives; help of help is the help', async () => {
    expect(await runMain(['help', 'nope'])).toEqual(usage("error: unknown command 'nope'", 'see escarmouche --help'));
    expect(await runMain(['--lang', 'fr', 'help', 'nope'])).toEqual(usage('erreur\u00a0: commande inconnue « nope »', 'voir escarmouche --help'));
    expect(await runMain(['help', '--lang', 'en', 'nope'])).toEqual(usage("error: unknown command 'nope'", 'see escarmouche --help'));
    const help = await runMain(['help', 'help']);
    expect(help.code).toBe(0);
    expect(`${help.stdout}${help.stderr}`).toMatch(/^Usage: escarmouche \[options\] \[command\]\n/);
  });
});

describe('usage errors: the options of the ruleset known', () => {
  it('an option of another ruleset is named as such; the hint points at the ruleset\'s help', async () => {
    expect(await runMain(['simulate-attack', '--ruleset', 'frostgrave', '--dodge'])).toEqual(
      usage('error: --dodge is not an option of Frostgrave: it belongs to another rulebook (Flammes & Fantassins)', 'see escarmouche simulate-attack --ruleset frostgrave --help'),
    );
    expect(await runMain(['simulate-attack', '--ruleset', 'frostgrave', '--dodge', '--lang', 'fr'])).toEqual(
      usage(
        "erreur\u00a0: --dodge n'est pas une option du jeu Frostgrave\u00a0: elle est d'un autre jeu (Flammes & Fantassins)",
        'voir escarmouche simulate-attack --ruleset frostgrave --help',
      ),
    );
  });

  it('an option of several other rulesets names them all', async () => {
    expect(await runMain(['simulate-attack', '--ruleset', 'fees-d-armes', '--charge'])).toEqual(
      usage(
        'error: --charge is not an option of Fées d\'armes: it belongs to another rulebook (Flammes & Fantassins, Mini Figs Mef-Fan, Argad!)',
        'see escarmouche simulate-attack --ruleset fees-d-armes --help',
      ),
    );
  });

  it('two rulesets known from the band files: both named, the help of the command', async () => {
    expect(await runMain(['simulate-attack', `${FF}#Mains-Noires`, `${ARGAD}#Sire Yann`, '--rear'])).toEqual(
      usage('error: --rear is not an option of Flammes & Fantassins, Argad!: it belongs to another rulebook (Mini Figs Mef-Fan)', 'see escarmouche simulate-attack --help'),
    );
  });

  it('an option of the ruleset known given a value it does not take: commander\'s words, never "not an option of"', async () => {
    expect(await runMain(['simulate-attack', '--ruleset', 'ff', '--charge=1'])).toEqual(
      usage("error: unknown option '--charge=1'", 'Did you mean --charge?', 'see escarmouche simulate-attack --ruleset flammes-et-fantassins --help'),
    );
    expect(await runMain(['simulate-attack', '--ruleset', 'frostgrave', '--dodge=1'])).toEqual(
      usage('error: --dodge is not an option of Frostgrave: it belongs to another rulebook (Flammes & Fantassins)', 'see escarmouche simulate-attack --ruleset frostgrave --help'),
    );
  });

  it('an option of no ruleset: the unknown option and the one meant, as usual', async () => {
    expect(await runMain(['simulate-attack', '--ruleset', 'argad', '--chrage'])).toEqual(
      usage("error: unknown option '--chrage'", 'Did you mean --charge?', 'see escarmouche simulate-attack --ruleset argad --help'),
    );
  });

  it('an unknown --ruleset: no ruleset known, every ruleset\'s options parse', async () => {
    expect(await runMain(['simulate-attack', '--ruleset', 'nope', '--zzz'])).toEqual(usage("error: unknown option '--zzz'", 'see escarmouche simulate-attack --help'));
    // A flag of some ruleset with a value it does not take, no ruleset known: commander's words, no ruleset named.
    expect(await runMain(['simulate-attack', '--charge=1'])).toEqual(usage("error: unknown option '--charge=1'", 'Did you mean --charge?', 'see escarmouche simulate-attack --help'));
  });
});

describe('the options each command declares', () => {
  const longs = (argv: string[] | undefined, name: string) => buildProgram(argv).commands.find((c) => c.name() === name)!.options.map((o) => o.long);
  const COMMON = ['--ruleset', '--dice', '--trials', '--seed', '--both', '--metric', '--compare', '--json'];

  it('with --help and no ruleset known: the common options only', () => {
    expect(longs(['simulate-attack', '--help'], 'simulate-attack')).toEqual(COMMON);
    expect(longs(['simulate-attack', '-h'], 'simulate-attack')).toEqual(COMMON);
  });

  it('without --help and no ruleset known: every ruleset\'s options, each name once', () => {
    const all = longs(['simulate-attack'], 'simulate-attack');
    expect(all.slice(0, COMMON.length)).toEqual(COMMON);
    expect(all).toContain('--dodge');
    expect(all).toContain('--duel');
    expect(new Set(all).size).toBe(all.length);
  });

  it('with the ruleset known: its options only', () => {
    const argad = longs(['simulate-attack', '--ruleset', 'argad'], 'simulate-attack');
    expect(argad).toContain('--duel');
    expect(argad).not.toContain('--dodge');
  });

  it('only the command that runs declares its ruleset options', () => {
    expect(longs(['validate'], 'simulate-attack')).toEqual(COMMON);
    expect(longs(['validate'], 'roll')).toEqual(['--seed', '--exact', '--json', '--ruleset']);
  });

  it('with no words at all (the completion scripts\' program): every command, every ruleset', () => {
    expect(longs(undefined, 'simulate-attack')).toContain('--duel');
    expect(longs(undefined, 'build')).toContain('--pc');
  });

  it('completing: --help among the words asks for no help, every ruleset\'s options are offered', () => {
    expect(longs(['__complete', 'simulate-attack', '--help'], 'simulate-attack')).toContain('--dodge');
  });

  it('completion through main: the words are not parsed', async () => {
    const { code, stdout, stderr } = await runMain(['__complete', 'simulate-attack', '--ruleset', 'argad', '--du']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout.split('\n').filter(Boolean)).toEqual(['--duel']);
  });
});

describe('run: errors to messages and exit codes', () => {
  it('an EscarmoucheError: its message on stderr and its exit code', async () => {
    expect(await runMain(['show', '/nonexistent/band.yaml'])).toEqual({ code: 2, stdout: '', stderr: 'cannot read /nonexistent/band.yaml: no such file or folder\n' });
    expect(await runMain(['show', '/nonexistent/band.yaml'], { env: FR })).toEqual({
      code: 2,
      stdout: '',
      stderr: 'impossible de lire /nonexistent/band.yaml\u00a0: fichier ou dossier introuvable\n',
    });
  });

  it('a rule error exits 1', async () => {
    const dir = tempTree({ 'x.yaml': 'ruleset: ff\nname: X\npc: 0\ncharacters:\n  - name: A\n    style: agile\n    classes: [archer]\n    equipment: [arc]\n' });
    const file = path.join(dir, 'x.yaml');
    const result = await runMain(['show', file]);
    expect({ code: result.code, stdout: result.stdout }).toEqual({ code: 1, stdout: '' });
    expect(result.stderr.endsWith(`\n${file} is not a valid band: 1 error(s)\n`)).toBe(true);
  });

  it('an EscarmoucheError with --json that is no refusal as too large: no JSON', async () => {
    expect(await runMain(['show', '/nonexistent/band.yaml', '--json'])).toEqual({ code: 2, stdout: '', stderr: 'cannot read /nonexistent/band.yaml: no such file or folder\n' });
  });

  const HORDE = 'ruleset: mef-fan\nname: La Horde\npoints: 100000\nunits:\n  - name: Horde\n    models: 1000\n    dep: 1\n    mel: [{score: 1}, {score: 1}, {score: 1}]\n    def: 0\n    men: 1\n    vie: 1\n';

  it('a computation refused as too large, with --json: a JSON error on stdout, the message on stderr, exit 2', async () => {
    const side = `${path.join(tempTree({ 'h.yaml': HORDE }), 'h.yaml')}#Horde`;
    const { code, stdout, stderr } = await runMain(['simulate-attack', side, side, '--parry', '500', '--json']);
    const message = JSON.parse(stdout).error.message as string;
    expect(message).toMatch(/^3000 attack dice against 500 parry dice is too large to compute exactly/);
    expect({ code, stdout, stderr: stderr.replace(/\n {2}/g, ' ') }).toEqual({
      code: 2,
      stdout: `${JSON.stringify({ error: { code: 'mef-fan/too-complex', message } }, null, 2)}\n`,
      stderr: `${message}\n`,
    });
  });

  it('the same without --json: the message only', async () => {
    const side = `${path.join(tempTree({ 'h.yaml': HORDE }), 'h.yaml')}#Horde`;
    const { code, stdout, stderr } = await runMain(['simulate-attack', side, side, '--parry', '500']);
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toMatch(/^3000 attack dice against 500 parry dice is too large to compute exactly/);
  });

  it('an unexpected error: cli/internal with its message, exit 2', async () => {
    vi.spyOn(registry, 'find').mockImplementation(() => {
      throw new Error('the registry broke');
    });
    expect(await runMain(['schema', 'argad'])).toEqual({ code: 2, stdout: '', stderr: 'internal error (this is a bug, please report it): the registry broke\n' });
    expect(await runMain(['schema', 'argad', '--lang', 'fr'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'erreur interne (un bug, merci de le signaler)\u00a0: the registry broke\n',
    });
  });

  it('an unexpected throw of something not an Error: its text', async () => {
    vi.spyOn(registry, 'find').mockImplementation(() => {
      throw 'a bare string';
    });
    expect(await runMain(['schema', 'argad'])).toEqual({ code: 2, stdout: '', stderr: 'internal error (this is a bug, please report it): a bare string\n' });
  });

  it('a command that succeeds: its code, 0', async () => {
    const { code, stdout, stderr } = await runMain(['roll', '2d6', '--seed', '7', '--json']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(JSON.parse(stdout)).toMatchObject({ expression: '2d6', seed: '7' });
  });
});

describe('each command reached through main', () => {
  it('build: a new band without its mage refused by the rules, exit 1, nothing written', async () => {
    const dir = tempTree({});
    const file = path.join(dir, 'new.yaml');
    const result = await runMain(['build', file, '--new', '--ruleset', 'frostgrave', '--name', 'Les Givres']);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        `${file}:10:1  error  frostgrave/no-mage  the warband has no mage`,
        '    an expédition is led by 1 mage · limit 1 · value 0',
        '    fix: add a figure with `type: mage`',
        `refused: the change would leave 1 error(s) in ${file}; nothing was written (lines are those of the changed band)`,
        '',
      ].join('\n'),
    });
    expect(existsSync(file)).toBe(false);
  });
});

describe('the French help of a ruleset without French words for its options', () => {
  it('its options in English, the rest in French', async () => {
    const argad = registry.find('argad')!;
    const words = argad.optionsFr;
    const summary = 'Argad: care for a wounded character after the game (a die against the santé), recorded in the troop file';
    const french = (await runMain(['--lang', 'fr', 'campaign-award', '--ruleset', 'argad', '--help'], { env: { COLUMNS: '250' } })).stdout;
    expect(french).not.toContain(summary);
    delete (argad as { optionsFr?: unknown }).optionsFr;
    try {
      const { code, stdout } = await runMain(['--lang', 'fr', 'campaign-award', '--ruleset', 'argad', '--help'], { env: { COLUMNS: '250' } });
      expect(code).toBe(0);
      expect(stdout).toContain(`  --heal <FILE#Name>      ${summary}\n  --healer                a soigneur in contact (+1 to the santé)\n`);
      expect(stdout).toContain('Options\u00a0:');
    } finally {
      Object.assign(argad, { optionsFr: words });
    }
  });
});

describe('main: what is not a usage error', () => {
  it('an error outside any command (the help or the version could not be written) is thrown, not taken for a usage error', async () => {
    const write = out.write;
    (out as { write: typeof write }).write = () => {
      throw new Error('EIO: the output broke');
    };
    try {
      await expect(main(['node', 'escarmouche', '--version'])).rejects.toThrow('EIO: the output broke');
      expect(process.exitCode).toBeUndefined();
    } finally {
      (out as { write: typeof write }).write = write;
      process.exitCode = undefined;
    }
  });
});
