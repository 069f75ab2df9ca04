/** Completion as data: the candidates for a command line, and how bash gets them back quoted. */
import { describe, expect, it } from 'vitest';
import { complete, type CompletionWorld, type Entry } from '../../src/cli/complete.js';
import { buildProgram } from '../../src/cli/main.js';
import { afterProgram, bashReplies, splitLine } from '../../src/cli/shell-words.js';

const FOLDERS: Readonly<Record<string, Entry[]>> = {
  '': [
    { name: 'bands', folder: true },
    { name: 'my bands', folder: true },
    { name: 'loups.yaml', folder: false },
    { name: 'notes.txt', folder: false },
    { name: '.hidden.yaml', folder: false },
  ],
  'bands/': [
    { name: 'ff.yaml', folder: false },
    { name: 'argad.YML', folder: false },
    { name: 'old', folder: true },
    { name: 'README.md', folder: false },
  ],
};

const MEMBERS: Readonly<Record<string, string[]>> = {
  'bands/ff.yaml': ['Mains-Noires', 'Tom le savetier', 'Gros Louis'],
  'bands/argad.YML': ["Alan l'écuyer", 'Écuyère'],
};

const world = (words: readonly string[]): CompletionWorld => ({
  program: buildProgram(['__complete', ...words]),
  rulesets: ['flammes-et-fantassins', 'fees-d-armes', 'frostgrave', 'mef-fan', 'argad'],
  shells: ['bash', 'zsh', 'fish'],
  rolls: (ruleset) => (ruleset === 'argad' ? ['morale'] : ['test', 'morale', 'initiative']),
  members: async (file) => MEMBERS[file] ?? [],
  entries: (folder) => FOLDERS[folder] ?? [],
});

const values = async (line: string) => (await complete(splitLine(line).words, world(splitLine(line).words))).map((c) => c.value);

describe('complete: the candidates for the word under the cursor', () => {
  it.each([
    // commands
    ['', ['validate', 'init', 'show', 'schema', 'print', 'completion', 'roll', 'campaign-award', 'simulate-attack', 'suggest', 'build', 'help']],
    ['va', ['validate']],
    ['--lang fr sh', ['show']],
    ['help si', ['simulate-attack']],
    // options: `--` is a prefix, never a word to skip
    ['validate --', ['--format', '--json', '--strict', '--staged', '--verbose', '--lang', '--no-color', '--help']],
    ['validate --strict --', ['--format', '--json', '--staged', '--verbose', '--lang', '--no-color', '--help']],
    ['validate --st', ['--strict', '--staged']],
    ['-', ['--version', '-V', '--lang', '--no-color', '--help']],
    // option values
    ['validate --format g', ['github']],
    ['validate --format=', ['--format=text', '--format=json', '--format=github']],
    ['validate --lang ', ['en', 'fr']],
    ['simulate-attack --ruleset ', ['flammes-et-fantassins', 'fees-d-armes', 'frostgrave', 'mef-fan', 'argad']],
    ['simulate-attack --ruleset F', ['flammes-et-fantassins', 'fees-d-armes', 'frostgrave']],
    ['roll --ruleset=ar', ['--ruleset=argad']],
    ['init --ruleset m', ['mef-fan']],
    ['simulate-attack --seed ', []],
    ['simulate-attack a.yaml b.yaml --metric d', ['damage']],
    ['schema ', ['flammes-et-fantassins', 'fees-d-armes', 'frostgrave', 'mef-fan', 'argad']],
    ['schema fr', ['frostgrave']],
    ['schema argad ', []],
    ['schema --write ', ['bands/', 'my bands/']],
    ['completion ', ['bash', 'zsh', 'fish']],
    // named rolls: the first word only, of the ruleset named
    ['roll te', ['test']],
    ['roll ', ['test', 'morale', 'initiative']],
    ['roll --ruleset argad ', ['morale']],
    ['roll test ', []],
    // band files: folders and .yaml/.yml files, hidden ones when asked
    ['validate ', ['bands/', 'loups.yaml', 'my bands/']],
    ['validate bands/', ['bands/argad.YML', 'bands/ff.yaml', 'bands/old/']],
    ['show .', ['.hidden.yaml']],
    ['init ', ['bands/', 'my bands/']],
    ['print bands/ff.yaml -o ', ['bands/', 'loups.yaml', 'my bands/', 'notes.txt']],
    ['campaign-award --winner bands/ff.yaml bands/a', ['bands/argad.YML']],
    // members: without regard to case and accents, as the file writes them
    ['simulate-attack bands/ff.yaml#', ['bands/ff.yaml#Mains-Noires', 'bands/ff.yaml#Tom le savetier', 'bands/ff.yaml#Gros Louis']],
    ['simulate-attack bands/ff.yaml#G', ['bands/ff.yaml#Gros Louis']],
    ['simulate-attack bands/ff.yaml#tom', ['bands/ff.yaml#Tom le savetier']],
    ['simulate-attack bands/ff.yaml#tom-le', ['bands/ff.yaml#Tom le savetier']],
    ['simulate-attack "bands/ff.yaml#MAINS N', ['bands/ff.yaml#Mains-Noires']],
    ['simulate-attack bands/argad.YML#ecu', ['bands/argad.YML#Écuyère']],
    ["simulate-attack 'bands/argad.YML#ALAN L'\\''E", ["bands/argad.YML#Alan l'écuyer"]],
    ['simulate-attack bands/ff.yaml#zz', []],
    ['simulate-attack nope.yaml#', []],
    ['simulate-attack bands/f', ['bands/ff.yaml#']],
    // after `--` every word is an argument
    ['simulate-attack -- -', []],
  ])('%j → %j', async (line, expected) => {
    expect(await values(line)).toEqual(expected);
  });

  it('a folder goes on (no space after it); a file, a member, an option do not', async () => {
    const found = async (line: string) => complete(splitLine(line).words, world(splitLine(line).words));
    expect(await found('validate ban')).toEqual([{ value: 'bands/', partial: true }]);
    expect(await found('validate lo')).toEqual([{ value: 'loups.yaml' }]);
    expect(await found('simulate-attack bands/ff.yaml#g')).toEqual([{ value: 'bands/ff.yaml#Gros Louis' }]);
    // Where a member goes, a band file goes on with `#`.
    expect(await found('simulate-attack bands/f')).toEqual([{ value: 'bands/ff.yaml#', partial: true }]);
    expect(await found('simulate-attack ban')).toEqual([{ value: 'bands/', partial: true }]);
  });
});

describe('splitLine: the words as the shell reads them', () => {
  it.each([
    ['escarmouche validate --', ['escarmouche', 'validate', '--'], '--', ''],
    ['escarmouche validate ', ['escarmouche', 'validate', ''], '', ''],
    ["a 'b c#To", ['a', 'b c#To'], "'b c#To", "'"],
    ['a "b \\"c', ['a', 'b "c'], '"b \\"c', '"'],
    ['a b\\ c#d', ['a', 'b c#d'], 'b\\ c#d', ''],
    ["a 'x'y\"z\"", ['a', 'xyz'], "'x'y\"z\"", ''],
    ['a b#c', ['a', 'b#c'], 'b#c', ''],
  ])('%j', (line, words, raw, quote) => {
    expect(splitLine(line)).toEqual({ words, raw, quote });
  });

  it.each([
    [['escarmouche', 'roll', 'te'], ['roll', 'te']],
    [['npx', 'escarmouche', 'roll', ''], ['roll', '']],
    [['npx', '-y', 'escarmouche@0.1.0', 'va'], ['va']],
    [['./node_modules/.bin/escarmouche', 'va'], ['va']],
    [['esc', 'va'], ['va']],
  ])('afterProgram(%j) → %j', (words, expected) => expect(afterProgram(words)).toEqual(expected));
});

describe('bashReplies: what replaces the word readline completes', () => {
  const reply = (values: string[], word: string, line: string) => bashReplies(values.map((value) => ({ value })), word, splitLine(line));
  it.each([
    // a name with spaces: the whole word single-quoted; `#` inside a word is no comment and needs nothing
    [['b.yaml#Tom le savetier'], 'b.yaml#tom', 'x b.yaml#tom', ["'b.yaml#Tom le savetier'"]],
    [['b.yaml#Gros-Louis'], 'b.yaml#g', 'x b.yaml#g', ['b.yaml#Gros-Louis']],
    // one needs quotes: all get them, so they share a prefix bash can insert
    [['b.yaml#Tom le savetier', 'b.yaml#Gros-Louis'], 'b.yaml#', 'x b.yaml#', ["'b.yaml#Tom le savetier'", "'b.yaml#Gros-Louis'"]],
    // an apostrophe in a single-quoted word
    [["b.yaml#Alan l'écuyer"], 'b.yaml#al', 'x b.yaml#al', ["'b.yaml#Alan l'\\''écuyer'"]],
    // inside a quote the user opened: readline replaces what follows it
    [["b.yaml#Alan l'écuyer"], 'b.yaml#al', "x 'b.yaml#al", ["b.yaml#Alan l'\\''écuyer"]],
    [['b.yaml#Tom "le" $avetier'], 'b.yaml#t', 'x "b.yaml#t', ['b.yaml#Tom \\"le\\" \\$avetier']],
    // after `=` or `:` (COMP_WORDBREAKS) readline replaces only what follows
    [['--ruleset=flammes-et-fantassins'], 'fl', 'x --ruleset=fl', ['flammes-et-fantassins']],
    [['--winner=my bands/a.yaml'], 'my', 'x --winner=my', ["'my bands/a.yaml'"]],
    [['a:b/c d.yaml'], 'b/', 'x a:b/', ["'b/c d.yaml'"]],
    // typed escapes
    [['my bands/a.yaml'], 'my\\ bands/', 'x my\\ bands/', ["'my bands/a.yaml'"]],
    // a word starting with # or ~ would be a comment or a home folder
    [['#x'], '', 'x ', ["'#x'"]],
    [['~/bands/a b.yaml'], '~/bands/a', 'x ~/bands/a', ["~/'bands/a b.yaml'"]],
    [['~/bands/ab.yaml'], '~/bands/a', 'x ~/bands/a', ['~/bands/ab.yaml']],
  ])('%j for %j in %j → %j', (values, word, line, expected) => {
    expect(reply(values, word, line).replies).toEqual(expected);
  });

  it('asks for a space after one whole word only', () => {
    expect(bashReplies([{ value: 'a.yaml' }], 'a', splitLine('x a')).space).toBe(true);
    expect(bashReplies([{ value: 'bands/', partial: true }], 'b', splitLine('x b')).space).toBe(false);
    expect(bashReplies([{ value: 'a.yaml' }, { value: 'ab.yaml' }], 'a', splitLine('x a')).space).toBe(false);
  });
});
