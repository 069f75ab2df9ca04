/**
 * Bash completion as a user gets it: the script `completion bash` prints, sourced in bash, with the built command on
 * PATH; COMP_WORDS, COMP_CWORD, COMP_LINE and COMP_POINT set as bash sets them (split at COMP_WORDBREAKS, quotes
 * kept), the word readline replaces as the second argument. The line after the reply is read back by bash.
 * Then each shell at a keyboard (a pseudo-terminal: readline, zle, fish's editor) completes and reads back the line;
 * the zsh and fish scripts are also checked with zsh -n and fish --no-execute. A shell not installed is skipped.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, ROOT, runCli, tempTree } from '../helpers/cli.js';

const bin = mkdtempSync(path.join(tmpdir(), 'escarmouche-bin-'));
symlinkSync(BIN, path.join(bin, 'escarmouche'));
afterAll(() => rmSync(bin, { recursive: true, force: true }));
const env = { PATH: `${bin}:${path.dirname(process.execPath)}:/usr/bin:/bin`, HOME: bin, NO_COLOR: '1', LANG: 'C.UTF-8' };

const has = (shell: string) => spawnSync('sh', ['-c', `command -v ${shell}`]).status === 0;

/** Sources the script, completes, prints whether a space follows, then the replies. */
const DRIVER = `
compopt() { [[ $1 == -o && $2 == nospace ]] && nospace=1; }
eval "$(escarmouche completion bash)"
word=$1 line=$2; shift 2
COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMP_LINE=$line; COMP_POINT=\${#line}
_escarmouche "\${COMP_WORDS[0]}" "$word" "\${COMP_WORDS[COMP_CWORD-1]}"
echo "\${nospace:+nospace}"
printf '%s\\n' "\${COMPREPLY[@]}"
`;

interface Completed {
  readonly space: boolean;
  readonly replies: string[];
  /** The words bash reads in the line once the one reply is in place (readline closes a quote left open). */
  readonly words: () => string[];
}

/**
 * Completes at the end of `line`. `compWords` as bash splits the line (at blanks, `=` and `:`, quotes kept); `word`
 * is what readline replaces: the last of them, after an opening quote if one is open.
 */
function bash(line: string, compWords: readonly string[], word = compWords.at(-1)!.replace(/^['"]/, ''), cwd = ROOT): Completed {
  const run = spawnSync('bash', ['--norc', '--noprofile', '-c', DRIVER, 'bash', word, line, ...compWords], { cwd, env, encoding: 'utf8', timeout: 30_000 });
  expect(run.stderr).toBe('');
  const [directive, ...replies] = run.stdout.replace(/\n$/, '').split('\n');
  return {
    space: directive !== 'nospace',
    replies: replies.filter((r, i) => r !== '' || i < replies.length - 1),
    words: () => {
      expect(replies).toHaveLength(1);
      const open = /(^|\s)'[^']*$|(^|\s)"[^"]*$/.exec(line.slice(0, line.length - word.length))?.[0].trim()[0] ?? '';
      const completed = `${line.slice(0, line.length - word.length)}${replies[0]}${open}`;
      const read = spawnSync('bash', ['--norc', '-c', 'eval "words=($1)"; printf "%s\\n" "${words[@]}"', 'bash', completed], { encoding: 'utf8' });
      return read.stdout.replace(/\n$/, '').split('\n');
    },
  };
}

describe('bash completion of the installed command', () => {
  it('validate --<TAB> offers validate\'s options (it used to give `validate validate`)', () => {
    const done = bash('escarmouche validate --', ['escarmouche', 'validate', '--']);
    expect(done.replies).toEqual(expect.arrayContaining(['--format', '--strict', '--staged', '--json', '--lang']));
    expect(done.replies).not.toContain('validate');
    expect(done.replies.every((r) => r.startsWith('--'))).toBe(true);
  });

  it('completes a command, with a space after it', () => {
    const done = bash('escarmouche sim', ['escarmouche', 'sim']);
    expect(done).toMatchObject({ replies: ['simulate-attack'], space: true });
  });

  it('completes a member after FILE# without regard to case, to the name as the file writes it, quoted', () => {
    const done = bash('escarmouche simulate-attack bands/ff-les-marquisards.yaml#tom', ['escarmouche', 'simulate-attack', 'bands/ff-les-marquisards.yaml#tom']);
    expect(done.replies).toEqual(["'bands/ff-les-marquisards.yaml#Tom le savetier'"]);
    expect(done.space).toBe(true);
    expect(done.words()).toEqual(['escarmouche', 'simulate-attack', 'bands/ff-les-marquisards.yaml#Tom le savetier']);
  });

  it('#G finds Gros Louis; a name without blanks needs no quotes (# inside a word is no comment)', () => {
    const done = bash('escarmouche simulate-attack bands/ff-les-marquisards.yaml#G', ['escarmouche', 'simulate-attack', 'bands/ff-les-marquisards.yaml#G']);
    expect(done.replies).toEqual(["'bands/ff-les-marquisards.yaml#Gros Louis'"]);
    const one = bash('escarmouche simulate-attack bands/ff-les-marquisards.yaml#MAINS', ['escarmouche', 'simulate-attack', 'bands/ff-les-marquisards.yaml#MAINS']);
    expect(one.replies).toEqual(['bands/ff-les-marquisards.yaml#Mains-Noires']);
    expect(one.words()).toEqual(['escarmouche', 'simulate-attack', 'bands/ff-les-marquisards.yaml#Mains-Noires']);
  });

  it('ignores accents, and quotes an apostrophe', () => {
    const accent = bash('escarmouche simulate-attack bands/mef-fan-la-garde-du-bois-dore.yaml#gueri', ['escarmouche', 'simulate-attack', 'bands/mef-fan-la-garde-du-bois-dore.yaml#gueri']);
    expect(accent.words()).toEqual(['escarmouche', 'simulate-attack', 'bands/mef-fan-la-garde-du-bois-dore.yaml#Guérisseuse']);
    const apostrophe = bash('escarmouche simulate-attack bands/argad-la-mesnie-du-sire-yann.yaml#alan', ['escarmouche', 'simulate-attack', 'bands/argad-la-mesnie-du-sire-yann.yaml#alan']);
    expect(apostrophe.replies).toEqual(["'bands/argad-la-mesnie-du-sire-yann.yaml#Alan l'\\''écuyer'"]);
    expect(apostrophe.words()).toEqual(['escarmouche', 'simulate-attack', "bands/argad-la-mesnie-du-sire-yann.yaml#Alan l'écuyer"]);
  });

  it('completes a band file where a member goes to FILE#, with no space: the # typed next stays in the word', () => {
    const done = bash('escarmouche simulate-attack bands/ff-les-marq', ['escarmouche', 'simulate-attack', 'bands/ff-les-marq']);
    expect(done).toMatchObject({ replies: ['bands/ff-les-marquisards.yaml#'], space: false });
    expect(bash('escarmouche validate bands/ff-les-marq', ['escarmouche', 'validate', 'bands/ff-les-marq'])).toMatchObject({ replies: ['bands/ff-les-marquisards.yaml'], space: true });
  });

  it('lists every member after FILE#, all quoted alike so bash can insert their common start', () => {
    const done = bash('escarmouche simulate-attack bands/ff-les-marquisards.yaml#', ['escarmouche', 'simulate-attack', 'bands/ff-les-marquisards.yaml#']);
    expect(done.replies).toEqual(['Mains-Noires', 'Tom le savetier', 'La Bertrude', 'Gros Louis'].map((n) => `'bands/ff-les-marquisards.yaml#${n}'`));
    expect(done.space).toBe(false);
  });

  it('inside a quote the user opened, completes what follows the quote', () => {
    const done = bash("escarmouche simulate-attack 'bands/ff-les-marquisards.yaml#gr", ['escarmouche', 'simulate-attack', "'bands/ff-les-marquisards.yaml#gr"]);
    expect(done.replies).toEqual(['bands/ff-les-marquisards.yaml#Gros Louis']);
    expect(done.words()).toEqual(['escarmouche', 'simulate-attack', 'bands/ff-les-marquisards.yaml#Gros Louis']);
  });

  it('completes named rolls', () => {
    expect(bash('escarmouche roll te', ['escarmouche', 'roll', 'te'])).toMatchObject({ replies: ['test'], space: true });
  });

  it('completes ruleset ids: schema <TAB>, --ruleset <TAB>, --ruleset=<TAB> (bash splits the word at =)', () => {
    const ids = ['flammes-et-fantassins', 'fees-d-armes', 'frostgrave', 'mef-fan', 'argad'];
    expect(bash('escarmouche schema ', ['escarmouche', 'schema', '']).replies).toEqual(ids);
    expect(bash('escarmouche simulate-attack --ruleset ', ['escarmouche', 'simulate-attack', '--ruleset', '']).replies).toEqual(ids);
    const split = bash('escarmouche simulate-attack --ruleset=fl', ['escarmouche', 'simulate-attack', '--ruleset', '=', 'fl']);
    expect(split.replies).toEqual(['flammes-et-fantassins']);
    expect(split.words()).toEqual(['escarmouche', 'simulate-attack', '--ruleset=flammes-et-fantassins']);
  });

  it('completes --lang and choices', () => {
    expect(bash('escarmouche show --lang ', ['escarmouche', 'show', '--lang', '']).replies).toEqual(['en', 'fr']);
    expect(bash('escarmouche validate --format g', ['escarmouche', 'validate', '--format', 'g']).replies).toEqual(['github']);
  });

  it('completes band arguments with folders and .yaml/.yml files only, quoted when they hold blanks', () => {
    const dir = tempTree({ 'my bands/a.yaml': '', 'my bands/b.yml': '', 'my bands/notes.txt': '', 'my bands/old/c.yaml': '' });
    const folder = bash('escarmouche validate my', ['escarmouche', 'validate', 'my'], 'my', dir);
    expect(folder).toMatchObject({ replies: ["'my bands/'"], space: false });
    const files = bash("escarmouche validate 'my bands/", ['escarmouche', 'validate', "'my bands/"], 'my bands/', dir);
    expect(files.replies).toEqual(['my bands/a.yaml', 'my bands/b.yml', 'my bands/old/']);
    const one = bash('escarmouche show my\\ bands/a', ['escarmouche', 'show', 'my\\ bands/a'], 'my\\ bands/a', dir);
    expect(one.words()).toEqual(['escarmouche', 'show', 'my bands/a.yaml']);
  });

  it('completes `npx escarmouche` when nothing completes npx already, and leaves npx alone otherwise', () => {
    const script = (before: string) =>
      spawnSync('bash', ['--norc', '-c', `${before}\neval "$(escarmouche completion bash)"\ncomplete -p npx`], { cwd: ROOT, env, encoding: 'utf8' }).stdout.trim();
    expect(script('')).toBe('complete -F _escarmouche_npx npx');
    expect(script('_npx_own() { :; }; complete -F _npx_own npx')).toBe('complete -F _npx_own npx');
  });

  it('`npx escarmouche` runs the project\'s node_modules/.bin/escarmouche, found from a subfolder, without asking npx', () => {
    const project = tempTree({ 'sub/bands/loups.yaml': '' });
    mkdirSync(path.join(project, 'node_modules/.bin'), { recursive: true });
    symlinkSync(BIN, path.join(project, 'node_modules/.bin/escarmouche'));
    const script = `${runCli(['completion', 'bash']).stdout}\n${DRIVER.replace(/^eval .*$/m, '').replace('_escarmouche "${COMP_WORDS[0]}"', '_escarmouche_npx "${COMP_WORDS[0]}"')}`;
    // Not on PATH, and no npx there either: only the project's copy can answer.
    const alone = { ...env, PATH: `${path.dirname(process.execPath)}:/usr/bin:/bin` };
    const run = (words: string[]) => spawnSync('bash', ['--norc', '-c', script, 'bash', words.at(-1)!, words.join(' '), ...words], { cwd: path.join(project, 'sub'), env: alone, encoding: 'utf8' }).stdout;
    expect(run(['npx', 'escarmouche', 'roll', 'te'])).toBe('\ntest\n');
    expect(run(['npx', 'escarmouche', 'validate', 'bands/'])).toBe('\nbands/loups.yaml\n');
  });
});

/** How each shell starts interactively with the script loaded, without the user's settings. */
const SHELLS = {
  bash: { argv: ['bash', '--norc', '--noprofile', '-i'], setup: 'eval "$(escarmouche completion bash)"', env: { TERM: 'dumb', INPUTRC: '/dev/null', PS1: '$ ' } },
  zsh: { argv: ['zsh', '-f', '-i'], setup: 'autoload -U compinit; compinit -u; eval "$(escarmouche completion zsh)"', env: { TERM: 'dumb', PS1: '$ ' } },
  fish: { argv: ['fish', '--no-config', '-i'], setup: 'escarmouche completion fish | source', env: { TERM: 'xterm' } },
} as const;

describe.each(Object.keys(SHELLS) as (keyof typeof SHELLS)[])('%s at a keyboard (a pseudo-terminal, the shell\'s own line editor)', (shell) => {
  const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  /** Types each line and TAB, waits for `shown`, then runs the completed line under printf to read back its words. */
  const typed = (cases: readonly (readonly [string, string, string])[]) => {
    const { argv, setup, env: own } = SHELLS[shell];
    const steps = [{ send: `${setup}\r` }, ...cases.flatMap(([line, shown, words]) => [
      { send: `${line}\t` },
      { expect: literally(shown) },
      { send: "\u0001printf '<%s>' \u0005; echo\r" },
      { expect: literally(words) },
    ]), { send: 'exit\r' }];
    const found = spawnSync('sh', ['-c', `command -v ${argv[0]}`], { encoding: 'utf8' }).stdout.trim();
    const script = { argv: [found, ...argv.slice(1)], cwd: ROOT, env: { ...env, ...own }, timeout: 30, steps };
    const run = spawnSync('python3', [path.join(ROOT, 'tests/helpers/terminal_driver.py')], { input: JSON.stringify(script), encoding: 'utf8' });
    return JSON.parse(run.stdout) as { failed: unknown; transcript: string };
  };

  it.skipIf(!has('python3') || !has(shell))(`completes members as written, inside a quote left open, and after = (skipped where ${shell} or python3 is not installed)`, () => {
    const result = typed([
      ['escarmouche simulate-attack bands/ff-les-marquisards.yaml#tom', 'savetier', '<escarmouche><simulate-attack><bands/ff-les-marquisards.yaml#Tom le savetier>'],
      ["escarmouche simulate-attack 'bands/argad-la-mesnie-du-sire-yann.yaml#al", 'cuyer', "<escarmouche><simulate-attack><bands/argad-la-mesnie-du-sire-yann.yaml#Alan l'écuyer>"],
      ['escarmouche simulate-attack --ruleset=fl', 'fantassins', '<escarmouche><simulate-attack><--ruleset=flammes-et-fantassins>'],
      ['escarmouche validate --stri', 'strict', '<escarmouche><validate><--strict>'],
    ]);
    expect(result.failed, result.transcript).toBeNull();
  }, 60_000);
});

describe('the zsh and fish scripts', () => {
  const script = (shell: string) => {
    const file = path.join(tempTree(), `escarmouche.${shell}`);
    writeFileSync(file, runCli(['completion', shell]).stdout);
    return file;
  };
  it.skipIf(!has('zsh'))('zsh reads its script (zsh -n; skipped where zsh is not installed)', () => {
    const run = spawnSync('zsh', ['-n', script('zsh')], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
  it.skipIf(!has('fish'))('fish reads its script (fish --no-execute; skipped where fish is not installed)', () => {
    const run = spawnSync('fish', ['--no-execute', script('fish')], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
  it('zsh and fish get the unquoted words: a first line for zsh (space or not), then the candidates', () => {
    expect(runCli(['__complete', 'zsh', 'escarmouche', 'simulate-attack', 'bands/ff-les-marquisards.yaml#tom']).stdout).toBe('space\nbands/ff-les-marquisards.yaml#Tom le savetier\n');
    expect(runCli(['__complete', 'fish', 'npx', 'escarmouche', 'validate', 'bands/ff-les-m']).stdout).toBe('bands/ff-les-marquisards.yaml\n');
    expect(runCli(['__complete', 'zsh', 'escarmouche', 'validate', '--']).stdout).toMatch(/^nospace\n--format\n/);
  });
  it('a band file where a member goes: zsh gets FILE# with no space after it; fish, which would add one, gets the members', () => {
    expect(runCli(['__complete', 'zsh', 'escarmouche', 'simulate-attack', 'bands/ff-les-marq']).stdout).toBe('nospace\nbands/ff-les-marquisards.yaml#\n');
    const members = ['Mains-Noires', 'Tom le savetier', 'La Bertrude', 'Gros Louis'].map((n) => `bands/ff-les-marquisards.yaml#${n}\n`).join('');
    expect(runCli(['__complete', 'fish', 'escarmouche', 'simulate-attack', 'bands/ff-les-marq']).stdout).toBe(members);
    // Where no member goes (validate), the file alone, as before.
    expect(runCli(['__complete', 'zsh', 'escarmouche', 'validate', 'bands/ff-les-marq']).stdout).toBe('space\nbands/ff-les-marquisards.yaml\n');
  });
});
