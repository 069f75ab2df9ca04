/**
 * Completion run in-process (src/cli/completion.ts): `escarmouche completion SHELL`, and `escarmouche __complete` with
 * the real world (folders on disk, band members, named rolls). tests/cli/completion.test.ts covers the candidates with a
 * made-up world; this file adds the real one, the shells' formats and the edges of complete.ts and shell-words.ts.
 */
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { Command, Option } from 'commander';
import { describe, expect, it } from 'vitest';
import { complete, type CompletionWorld } from '../../../src/cli/complete.js';
import { completionScript, runCompletion, SHELLS, world } from '../../../src/cli/completion.js';
import { buildProgram } from '../../../src/cli/main.js';
import { afterProgram, bashReplies, quoteIn, splitLine } from '../../../src/cli/shell-words.js';
import { EscarmoucheError } from '../../../src/core/errors.js';
import { tempTree } from '../../helpers/cli.js';
import { runMain } from '../../helpers/in-process.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const MARQ = path.join(ROOT, 'bands/ff-les-marquisards.yaml');

const completeOut = async (args: string[], env?: NodeJS.ProcessEnv) => {
  const result = await runMain(['__complete', ...args], { env });
  expect([result.code, result.stderr]).toEqual([0, '']);
  return result.stdout;
};

/** A folder of band files, other files, folders and links. */
function tree(): string {
  const dir = tempTree({
    'bands/a.yaml': readFileSync(MARQ),
    'bands/B.YML': 'x',
    'bands/sub/c.yaml': 'x',
    'my bands/x.yaml': 'x',
    '.hidden.yaml': 'x',
    'notes.txt': 'x',
    'bad.yaml': 'name: [unclosed\n',
    'wf.yaml': 'on: push\n',
  });
  symlinkSync(path.join(dir, 'bands'), path.join(dir, 'linked'));
  symlinkSync(path.join(dir, 'bands/a.yaml'), path.join(dir, 'link.yaml'));
  symlinkSync(path.join(dir, 'nowhere'), path.join(dir, 'broken'));
  mkdirSync(path.join(dir, 'empty'));
  return dir;
}

describe('completion SHELL: the scripts', () => {
  it('prints the script of each shell, exit 0', async () => {
    expect(SHELLS).toEqual(['bash', 'zsh', 'fish']);
    for (const shell of SHELLS) {
      const result = await runMain(['completion', shell]);
      expect([result.code, result.stderr]).toEqual([0, '']);
      expect(result.stdout).toBe(completionScript(shell));
      await expect(result.stdout).toMatchFileSnapshot(`__snapshots__/completion/escarmouche.${shell}`);
    }
    expect(completionScript('bash').startsWith('# escarmouche bash completion: eval "$(escarmouche completion bash)"\n')).toBe(true);
    expect(completionScript('zsh').startsWith('#compdef escarmouche\n')).toBe(true);
    expect(completionScript('fish').startsWith('# escarmouche fish completion: escarmouche completion fish | source\n')).toBe(true);
  });

  it('an unknown shell: a usage error naming the choices, in either language', async () => {
    expect(await runMain(['completion', 'tcsh'])).toEqual({ code: 2, stdout: '', stderr: 'unknown shell "tcsh"; choose bash, zsh or fish\n' });
    expect(await runMain(['completion', 'tcsh', '--json'])).toEqual({ code: 2, stdout: '', stderr: 'unknown shell "tcsh"; choose bash, zsh or fish\n' });
    expect(await runMain(['completion', ''])).toMatchObject({ code: 2, stderr: 'unknown shell ""; choose bash, zsh or fish\n' });
    expect(await runMain(['completion'])).toEqual({ code: 2, stdout: '', stderr: "error: missing required argument 'shell'\nsee escarmouche completion --help\n" });
    expect(() => completionScript('toString')).toThrow(EscarmoucheError);
    expect(() => completionScript('constructor')).toThrow(EscarmoucheError);
    expect(await runMain(['completion', 'toString'])).toEqual({ code: 2, stdout: '', stderr: 'unknown shell "toString"; choose bash, zsh or fish\n' });
  });
});

describe('__complete: the shells', () => {
  it('bash: space or nospace, then the replies quoted for the word readline replaces', async () => {
    expect(await completeOut(['bash', 'sh', 'escarmouche sh'])).toBe('space\nshow\n');
    expect(await completeOut(['bash', 'x', 'escarmouche x'])).toBe('nospace\n');
    expect(await completeOut(['bash', `${MARQ}#to`, `escarmouche simulate-attack ${MARQ}#to`])).toBe(`space\n'${MARQ}#Tom le savetier'\n`);
    expect(await completeOut(['bash', 'va', 'npx escarmouche va'])).toBe('space\nvalidate\n');
    // No word and no line: the commands, bash adds no space after one of several.
    expect(await completeOut(['bash'])).toBe('nospace\nvalidate\ninit\nshow\nschema\nprint\ncompletion\nroll\ncampaign-award\nsimulate-attack\nsuggest\nbuild\nhelp\n');
    // The line up to the cursor is what counts, the word is what bash replaces.
    expect(await completeOut(['bash', 'fl', 'escarmouche roll --ruleset=fl'])).toBe('space\nflammes-et-fantassins\n');
  });

  it('zsh: space or nospace, then the whole candidates', async () => {
    expect(await completeOut(['zsh', 'escarmouche', 'simulate-attack', `${MARQ}#`])).toBe(
      ['nospace', ...['Mains-Noires', 'Tom le savetier', 'La Bertrude', 'Gros Louis'].map((n) => `${MARQ}#${n}`), ''].join('\n'),
    );
    expect(await completeOut(['zsh', 'escarmouche', 'validate', MARQ.slice(0, -10)])).toBe(`space\n${MARQ}\n`);
    // One folder: no space after it.
    const dir = tree();
    expect(await completeOut(['zsh', 'escarmouche', 'validate', path.join(dir, 'ban')])).toBe(`nospace\n${dir}/bands/\n`);
    expect(await completeOut(['zsh', 'escarmouche', 'validate', path.join(dir, 'zz')])).toBe('nospace\n');
  });

  it('fish: the candidates only', async () => {
    expect(await completeOut(['fish', 'escarmouche', 'va'])).toBe('validate\n');
    expect(await completeOut(['fish', 'escarmouche', 'validate', '--st'])).toBe('--strict\n--staged\n');
    expect(await completeOut(['fish'])).toBe('validate\ninit\nshow\nschema\nprint\ncompletion\nroll\ncampaign-award\nsimulate-attack\nsuggest\nbuild\nhelp\n');
  });

  it('no shell: the words after the program, the candidates', async () => {
    expect(await completeOut(['validate', '--st'])).toBe('--strict\n--staged\n');
    expect(await completeOut([])).toBe('validate\ninit\nshow\nschema\nprint\ncompletion\nroll\ncampaign-award\nsimulate-attack\nsuggest\nbuild\nhelp\n');
    expect(await completeOut(['roll', '--ruleset', 'argad', ''])).toBe('heal\nmorale\ncertain-temps\nlenteur\nlocalisation\nskill\ndanger\n');
    expect(await completeOut(['roll', 'in'])).toBe('initiative\n');
    expect(await completeOut(['roll', '--ruleset', 'nope', 'in'])).toBe('initiative\n');
  });

  it('a candidate holding a newline is one line', async () => {
    const out: string[] = [];
    const program = () => buildProgram(['__complete']);
    const dir = tempTree({ 'a\nb.yaml': 'x' });
    await runCompletion(['fish', 'escarmouche', 'validate', `${dir}/a`], program, (t) => void out.push(t));
    expect(out).toEqual([`${dir}/a b.yaml\n`]);
  });
});

describe('__complete: the real world', () => {
  it('folders and band files, hidden ones when asked, links followed to what they name', async () => {
    const dir = tree();
    expect(await completeOut(['validate', `${dir}/`])).toBe(
      [`${dir}/bad.yaml`, `${dir}/bands/`, `${dir}/empty/`, `${dir}/link.yaml`, `${dir}/linked/`, `${dir}/my bands/`, `${dir}/wf.yaml`, ''].join('\n'),
    );
    expect(await completeOut(['validate', `${dir}/.`])).toBe(`${dir}/.hidden.yaml\n`);
    expect(await completeOut(['validate', `${dir}/bands/`])).toBe(`${dir}/bands/B.YML\n${dir}/bands/a.yaml\n${dir}/bands/sub/\n`);
    expect(await completeOut(['print', MARQ, '-o', `${dir}/`])).toBe(
      [`${dir}/bad.yaml`, `${dir}/bands/`, `${dir}/broken`, `${dir}/empty/`, `${dir}/link.yaml`, `${dir}/linked/`, `${dir}/my bands/`, `${dir}/notes.txt`, `${dir}/wf.yaml`, ''].join('\n'),
    );
    expect(await completeOut(['init', `${dir}/`])).toBe([`${dir}/bands/`, `${dir}/empty/`, `${dir}/linked/`, `${dir}/my bands/`, ''].join('\n'));
    expect(await completeOut(['validate', `${dir}/nowhere/`])).toBe('');
    expect(await completeOut(['validate', `${dir}/notes.txt/`])).toBe('');
  });

  it('the current folder when nothing is typed; ~/ is the home folder', async () => {
    expect((await completeOut(['validate', ''])).split('\n')).toContain('bands/');
    const dir = tree();
    expect(await completeOut(['validate', '~/b'], { HOME: dir })).toBe('~/bad.yaml\n~/bands/\n');
    expect(await completeOut(['bash', '~/bands/a', 'escarmouche validate ~/bands/a'], { HOME: dir })).toBe('space\n~/bands/a.yaml\n');
  });

  it('members: of a band its ruleset reads; none of anything else', async () => {
    const dir = tree();
    expect(await completeOut(['simulate-attack', `${dir}/bands/a.yaml#g`])).toBe(`${dir}/bands/a.yaml#Gros Louis\n`);
    expect(await completeOut(['simulate-attack', `${dir}/link.yaml#MAINS`])).toBe(`${dir}/link.yaml#Mains-Noires\n`);
    for (const file of ['bad.yaml', 'wf.yaml', 'nope.yaml', 'bands', 'notes.txt']) expect(await completeOut(['simulate-attack', `${dir}/${file}#`])).toBe('');
  });
});

describe('world: the rulesets, shells and rolls of this install', () => {
  it('lists them', () => {
    const w = world(buildProgram(['__complete']));
    expect(w.rulesets).toEqual(['flammes-et-fantassins', 'fees-d-armes', 'frostgrave', 'mef-fan', 'argad']);
    expect(w.shells).toEqual(['bash', 'zsh', 'fish']);
    expect(w.rolls(undefined)).toEqual(['test', 'opposed', 'pillage', 'fouille', 'cast', 'initiative', 'fall', 'morale', 'heal', 'certain-temps', 'lenteur', 'localisation', 'skill', 'danger']);
    expect(w.rolls('argad')).toEqual(['heal', 'morale', 'certain-temps', 'lenteur', 'localisation', 'skill', 'danger']);
    expect(w.rolls('nope')).toEqual(w.rolls(undefined));
    expect(w.rolls('ff')).toEqual(['test', 'opposed']);
  });

  it('entries and members', async () => {
    const dir = tree();
    const w = world(buildProgram(['__complete']));
    expect([...w.entries(`${dir}/bands/`)].sort((a, b) => (a.name < b.name ? -1 : 1))).toEqual([
      { name: 'B.YML', folder: false },
      { name: 'a.yaml', folder: false },
      { name: 'sub', folder: true },
    ]);
    expect(w.entries(`${dir}/`).filter((e) => ['linked', 'link.yaml', 'broken'].includes(e.name)).sort((a, b) => (a.name < b.name ? -1 : 1))).toEqual([
      { name: 'broken', folder: false },
      { name: 'link.yaml', folder: false },
      { name: 'linked', folder: true },
    ]);
    expect(w.entries(`${dir}/nope/`)).toEqual([]);
    expect(await w.members(MARQ)).toEqual(['Mains-Noires', 'Tom le savetier', 'La Bertrude', 'Gros Louis']);
    expect(await w.members(`${dir}/wf.yaml`)).toEqual([]);
    expect(await w.members(`${dir}/bad.yaml`)).toEqual([]);
    expect(await w.members(`${dir}/nope.yaml`)).toEqual([]);
  });
});

describe('world: ~/ without $HOME', () => {
  it("unset: the account's home folder", () => {
    const saved = process.env.HOME;
    const w = world(buildProgram(['__complete']));
    const account = w.entries(`${userInfo().homedir}/`);
    try {
      delete process.env.HOME;
      expect(w.entries('~/')).toEqual(account);
    } finally {
      if (saved !== undefined) process.env.HOME = saved;
    }
  });
});

describe('complete: edges of the walk', () => {
  const fake = (words: readonly string[]): CompletionWorld => ({
    program: buildProgram(['__complete', ...words]),
    rulesets: ['flammes-et-fantassins', 'argad'],
    shells: ['bash', 'zsh', 'fish'],
    rolls: (ruleset) => (ruleset === 'argad' ? ['morale'] : ['test', 'morale']),
    members: async (file) => (file === 'b.yaml' ? ['Gros Louis'] : []),
    entries: (folder) => (folder === '' ? [{ name: 'b.yaml', folder: false }, { name: 'd', folder: true }] : []),
  });
  const values = async (...words: string[]) => (await complete(words, fake(words))).map((c) => c.value);

  it.each([
    // An option's value is not an argument; `--opt=value` takes none after it.
    [['show', '--lang', 'fr', ''], ['b.yaml', 'd/']],
    [['show', '--lang=fr', ''], ['b.yaml', 'd/']],
    // A flag that takes no value: --json=… completes nothing; an unknown option is skipped.
    [['show', '--json='], []],
    [['show', '--nope=x'], []],
    [['show', '--nope', ''], ['b.yaml', 'd/']],
    // After `--` an option is an argument; `-` alone is an argument too.
    [['validate', '--', '--st'], []],
    [['simulate-attack', '-', ''], ['b.yaml#', 'd/']],
    // A variadic option goes on until another option; then the arguments again.
    [['campaign-award', '--winner', 'a.yaml', ''], ['b.yaml', 'd/']],
    [['campaign-award', '--winner=a.yaml', ''], ['b.yaml', 'd/']],
    [['campaign-award', '--winner', 'a.yaml', '--scenario', 'x', ''], ['b.yaml', 'd/']],
    [['campaign-award', '--scenario', ''], []],
    // A command's argument past the last one: nothing; a variadic one goes on.
    [['show', 'a.yaml', ''], []],
    [['validate', 'a.yaml', 'b'], ['b.yaml']],
    [['completion', 'bash', ''], []],
    [['help', ''], ['validate', 'init', 'show', 'schema', 'print', 'completion', 'roll', 'campaign-award', 'simulate-attack', 'suggest', 'build', 'help']],
    [['help', 'show', ''], []],
    [['nope', ''], []],
    [['nope', '--'], ['--lang', '--no-color', '--help']],
    [['--'], ['--version', '--lang', '--no-color', '--help']],
    [['-'], ['--version', '-V', '--lang', '--no-color', '--help']],
    // The ruleset named by --ruleset=… chooses the rolls.
    [['roll', '--ruleset=argad', ''], ['morale']],
    // Short flags are offered, and a value-taking flag again after it is given.
    [['print', 'a.yaml', '-'], ['--format', '--output', '-o', '--json', '--against', '--lang', '--no-color', '--help']],
    [['print', 'a.yaml', '-o', 'x', '-'], ['--format', '--output', '-o', '--json', '--against', '--lang', '--no-color', '--help']],
    [['print', 'a.yaml', '--json', '-'], ['--format', '--output', '-o', '--against', '--lang', '--no-color', '--help']],
    // A member after FILE#, from a value of an option naming FILE#Name.
    [['simulate-attack', 'b.yaml#g'], ['b.yaml#Gros Louis']],
    [['schema', '--write=d'], ['--write=d/']],
    // After `--`, neither a second `--` nor a flag is an option: each is an argument.
    [['show', '--', '--', ''], []],
    [['show', '--', '--json', ''], []],
    // Only --ruleset's value names the ruleset of the rolls.
    [['roll', '--ruleset', 'argad', '--lang', 'fr', ''], ['morale']],
    [['roll', '--ruleset=argad', '--lang=fr', ''], ['morale']],
    // The value of an option naming FILE#Name (Argad's --heal): a band file, then its members.
    [['campaign-award', '--heal', ''], ['b.yaml#', 'd/']],
    [['campaign-award', '--heal', 'b.yaml#G'], ['b.yaml#Gros Louis']],
    // An argument no table names (the hidden __complete's words): nothing.
    [['__complete', ''], []],
    [['__complete', 'x', 'b'], []],
  ])('%j → %j', async (words, expected) => {
    expect(await values(...words)).toEqual(expected);
  });

  it('a program of its own: a value that may be left out, a repeated value with choices, a hidden flag', async () => {
    const program = new Command('escarmouche');
    program.command('paint').argument('<file>').addOption(new Option('--tones <tone...>').choices(['red', 'green'])).addOption(new Option('--tone [t]').choices(['light', 'dark'])).option('--dry').option('--write').addOption(new Option('--secret').hideHelp());
    const own = (...words: string[]) => complete(words, { ...fake(words), program }).then((found) => found.map((c) => c.value));
    // A flag whose value may be left out takes one all the same: offered again, and completed after `=`.
    expect(await own('paint', '--tone', 'x', '--dry', '--')).toEqual(['--tones', '--tone', '--write', '--help']);
    expect(await own('paint', '--tone=l')).toEqual(['--tone=light']);
    // A flag without a value completes nothing after `=`, even one whose name has values elsewhere (--write FOLDER).
    expect(await own('paint', '--write=')).toEqual([]);
    // A repeated value goes on with its choices until another option, given with `=` or not.
    expect(await own('paint', '--tones=red', 'g')).toEqual(['green']);
    expect(await own('paint', '--tones', 'red', 'g')).toEqual(['green']);
    expect(await own('paint', '--tones', 'red', '--dry', 'b')).toEqual(['b.yaml']);
  });

  it('no word at all: the commands, as for an empty word', async () => {
    expect((await complete([], fake([]))).map((c) => c.value)).toEqual(['validate', 'init', 'show', 'schema', 'print', 'completion', 'roll', 'campaign-award', 'simulate-attack', 'suggest', 'build', 'help']);
  });

  it('a folder from --option=value stays partial', async () => {
    expect(await complete(['schema', '--write='], fake(['schema', '--write=']))).toEqual([{ value: '--write=d/', partial: true }]);
  });
});

describe('shell words: edges', () => {
  it.each([
    ['a\tb\nc', ['a', 'b', 'c'], 'c', ''],
    ['a  b ', ['a', 'b', ''], '', ''],
    ['a b\\', ['a', 'b\\'], 'b\\', ''],
    ['a "b\\x"', ['a', 'b\\x'], '"b\\x"', ''],
    ['a "b\\', ['a', 'b\\'], '"b\\', '"'],
    ['a "b\\$c\\`d\\\\e"', ['a', 'b$c`d\\e'], '"b\\$c\\`d\\\\e"', ''],
    ["a 'b\\c'", ['a', 'b\\c'], "'b\\c'", ''],
    ['', [''], '', ''],
  ])('splitLine(%j)', (line, words, raw, quote) => expect(splitLine(line)).toEqual({ words, raw, quote }));

  it('afterProgram: the program named alone, with a version or a path; none: every word', () => {
    expect(afterProgram(['x', 'escarmouche@latest', 'a'])).toEqual(['a']);
    expect(afterProgram(['x', '/usr/bin/escarmouche', 'a'])).toEqual(['a']);
    expect(afterProgram(['npx', 'escarmouche-x', 'a'])).toEqual(['escarmouche-x', 'a']);
    expect(afterProgram(['npx', 'myescarmouche', 'a'])).toEqual(['myescarmouche', 'a']);
    expect(afterProgram(['npx', 'escarmouche@1/x', 'a'])).toEqual(['escarmouche@1/x', 'a']);
    expect(afterProgram([])).toEqual([]);
  });

  it('quoteIn: inside a quote, or forced', () => {
    expect(quoteIn("it's", "'")).toBe("it'\\''s");
    expect(quoteIn('a"b$c`d\\e', '"')).toBe('a\\"b\\$c\\`d\\\\e');
    expect(quoteIn("a b'c", '', true)).toBe("'a b'\\''c'");
    expect(quoteIn("a b'c", '')).toBe("a b'c");
  });

  it('bashReplies: a candidate shorter than what stays typed is left out; specials force quotes', () => {
    expect(bashReplies([{ value: '--o=ab' }, { value: '--o=a' }, { value: '--o' }], 'b', splitLine('x --o=ab'))).toEqual({ replies: ['b', ''], space: false });
    expect(bashReplies([{ value: '--o=ab', partial: true }], 'b', splitLine('x --o=ab'))).toEqual({ replies: ['b'], space: false });
    for (const special of [' ', "'", '"', '\\', '$', '`', '!', '&', '|', ';', '<', '>', '(', ')', '[', ']', '{', '}', '*', '?', '^', '\t']) {
      expect(bashReplies([{ value: `a${special}b` }], 'a', splitLine('x a')).replies).toEqual([`'a${special === "'" ? "'\\''" : special}b'`]);
    }
    expect(bashReplies([{ value: 'a#b' }, { value: 'a~b' }], 'a', splitLine('x a')).replies).toEqual(['a#b', 'a~b']);
    expect(bashReplies([{ value: '~b' }], '', splitLine('x ')).replies).toEqual(["'~b'"]);
    expect(bashReplies([{ value: 'x=#b' }], '#', splitLine('x x=#')).replies).toEqual(['#b']);
    expect(bashReplies([], 'a', splitLine('x a'))).toEqual({ replies: [], space: false });
 
  });

  it('bashReplies: ~/ is the home folder only at the start of the word; after it, # and ~ are plain', () => {
    expect(bashReplies([{ value: '~/#a.yaml' }], '~/', splitLine('x ~/'))).toEqual({ replies: ['~/#a.yaml'], space: true });
    expect(bashReplies([{ value: '~/~a.yaml' }, { value: '~/a b.yaml' }], '~/', splitLine('x ~/')).replies).toEqual(["~/'~a.yaml'", "~/'a b.yaml'"]);
    expect(bashReplies([{ value: '~/a.yaml' }, { value: 'b.yaml' }], '~/', splitLine('x ~/')).replies).toEqual(['~/a.yaml', 'b.yaml']);
    // After a break (: or =) bash keeps the start: a ~/ there is no home folder, and is quoted with the rest.
    expect(bashReplies([{ value: '~/a:~/b c' }], '~/b', splitLine('x ~/a:~/b'))).toEqual({ replies: ["'~/b c'"], space: true });
    expect(bashReplies([{ value: '~/a:~/bc' }], '~/b', splitLine('x ~/a:~/b'))).toEqual({ replies: ['~/bc'], space: true });
  });
});
