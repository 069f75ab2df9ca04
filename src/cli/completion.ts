/**
 * Shell completion. The scripts are thin: they hand the command line to `escarmouche __complete <shell> …` and take
 * back candidates, so commands, options, ruleset ids, named rolls and band members always match the installed version.
 */
import { readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import type { Command } from 'commander';
import { analyse } from '../core/ruleset/analyse.js';
import { EXIT, usageError, type ExitCode } from '../core/diagnostics/errors.js';
import { readBytes } from '../core/band-files/fs.js';
import { rollNames } from '../core/ruleset/named-rolls.js';
import { registry } from '../rulesets/index.js';
import { complete, type Candidate, type CompletionWorld, type Entry } from './complete.js';
import type { Context } from './context.js';
import { afterProgram, bashReplies, splitLine } from './shell-words.js';

const SCRIPTS: Readonly<Record<string, string>> = {
  bash: `# escarmouche bash completion: eval "$(escarmouche completion bash)"
_escarmouche() {
  local IFS= reply space program=escarmouche
  [[ $1 == */* ]] && program=$1
  COMPREPLY=()
  { read -r space; while read -r reply; do COMPREPLY+=("$reply"); done; } < <(command "$program" __complete bash "$2" "\${COMP_LINE:0:COMP_POINT}" 2>/dev/null)
  [[ $space == space ]] || compopt -o nospace 2>/dev/null
  return 0
}
complete -F _escarmouche escarmouche
# npx escarmouche, unless something completes npx already: the project's node_modules/.bin/escarmouche, else PATH's
_escarmouche_npx() {
  [[ $COMP_CWORD -ge 2 && \${COMP_WORDS[1]} == escarmouche* ]] || return 0
  local dir=$PWD
  while [[ $dir && ! -x $dir/node_modules/.bin/escarmouche ]]; do dir=\${dir%/*}; done
  _escarmouche "\${dir:+$dir/node_modules/.bin/}escarmouche" "\${@:2}"
}
complete -p npx >/dev/null 2>&1 || complete -F _escarmouche_npx npx
`,
  zsh: `#compdef escarmouche
# escarmouche zsh completion: eval "$(escarmouche completion zsh)"
_escarmouche() {
  local -a replies
  local program=\${1:-escarmouche}
  [[ -z $1 && \${words[1]} == */* ]] && program=\${words[1]}
  replies=("\${(@f)$(command $program __complete zsh "\${(@Q)words[1,CURRENT-1]}" "\${(Q)PREFIX}" 2>/dev/null)}")
  local space=\${replies[1]}
  shift replies
  (( \${#replies} )) || return 1
  if [[ $space == space ]]; then compadd -U -- "\${replies[@]}"; else compadd -U -S '' -- "\${replies[@]}"; fi
}
# npx escarmouche, unless something completes npx already: the project's node_modules/.bin/escarmouche, else PATH's
_escarmouche_npx() {
  (( CURRENT > 2 )) && [[ \${words[2]} == escarmouche* ]] || return 1
  local dir=$PWD
  while [[ -n $dir && ! -x $dir/node_modules/.bin/escarmouche ]]; do dir=\${dir%/*}; done
  _escarmouche \${dir:+$dir/node_modules/.bin/}escarmouche
}
if (( $+functions[compdef] )); then
  compdef _escarmouche escarmouche
  (( $+_comps[npx] )) || compdef _escarmouche_npx npx
fi
`,
  fish: `# escarmouche fish completion: escarmouche completion fish | source
function __escarmouche_complete
  set -l words (commandline -opc)
  set -l program escarmouche
  if test "$words[1]" = npx
    set -l dir $PWD
    while test -n "$dir"; and not test -x "$dir/node_modules/.bin/escarmouche"
      set dir (string replace -r '/[^/]*$' '' -- $dir)
    end
    test -n "$dir"; and set program "$dir/node_modules/.bin/escarmouche"
  end
  command $program __complete fish $words (commandline -ct | string unescape) 2>/dev/null
end
complete -c escarmouche -f -a '(__escarmouche_complete)'
# npx escarmouche: added to what completes npx, only after the word escarmouche
complete -c npx -f -n '__fish_seen_subcommand_from escarmouche' -a '(__escarmouche_complete)'
`,
};

export const SHELLS = Object.keys(SCRIPTS);

export function completionScript(shell: string): string {
  // Own keys only: `toString` is no shell.
  const script = Object.hasOwn(SCRIPTS, shell) ? SCRIPTS[shell] : undefined;
  if (!script) throw usageError('cli/usage', { detail: `unknown shell "${shell}"; choose bash, zsh or fish` });
  return script;
}

/** `~` as the shell expands it: $HOME, else the account's home folder. */
const home = (): string => process.env.HOME || homedir();

function entries(folder: string): Entry[] {
  const real = folder.startsWith('~/') ? `${home()}${folder.slice(1)}` : folder || '.';
  try {
    return readdirSync(real, { withFileTypes: true }).map((e) => {
      let isFolder = e.isDirectory();
      // Stryker disable next-line ConditionalExpression: stat says of anything but a link what the entry says
      if (e.isSymbolicLink()) {
        try {
          isFolder = statSync(`${real}/${e.name}`).isDirectory();
        } catch {
          isFolder = false;
        }
      }
      return { name: e.name, folder: isFolder };
    });
  } catch {
    return [];
  }
}

/** The members of a band file as the ruleset reads them: the names the commands accept after `FILE#`. */
async function members(file: string): Promise<string[]> {
  try {
    // readBytes reads only a regular file of band size, without blocking: a FIFO named as a band gives nothing.
    const analysis = await analyse(await readBytes(file), file, registry);
    const { ruleset, band } = analysis;
    // Stryker disable next-line ConditionalExpression,LogicalOperator: without either, roster() would throw, and the catch below gives none too
    if (!ruleset || band === undefined) return [];
    return ruleset.roster(band).map((m) => m.name);
  } catch {
    return [];
  }
}

export function world(program: Command): CompletionWorld {
  return {
    program,
    rulesets: registry.ids(),
    shells: SHELLS,
    rolls: (ruleset) => {
      const manifest = ruleset === undefined ? undefined : registry.find(ruleset);
      return rollNames(manifest ? [manifest] : registry.manifests);
    },
    members,
    entries,
  };
}

/**
 * `__complete bash WORD LINE` (the word readline replaces, the line up to the cursor): a first line `space` or
 * `nospace`, then what replaces WORD. `__complete zsh|fish WORDS…` (unquoted, the program's included): for zsh the
 * same first line, then the words; for fish the words. `__complete WORDS…` (after the program): the words.
 */
export async function runCompletion(argv: readonly string[], programFor: (words: readonly string[]) => Command, out: (text: string) => void): Promise<void> {
  const [shell, ...rest] = argv;
  const lines = (found: readonly string[]) => found.map((line) => `${line.replace(/\n/g, ' ')}\n`).join('');
  const run = async (words: readonly string[]): Promise<Candidate[]> => complete(words, world(programFor(words)));
  if (shell === 'bash') {
    const line = splitLine(rest[1] ?? '');
    const words = afterProgram(line.words);
    // Stryker disable next-line StringLiteral: no word comes without a line, and an empty line keeps nothing whatever the word
    const { replies, space } = bashReplies(await run(words), rest[0] ?? '', line);
    out(`${space ? 'space' : 'nospace'}\n${lines(replies)}`);
  } else if (shell === 'zsh' || shell === 'fish') {
    const words = afterProgram(rest);
    let found = await run(words);
    // fish adds a space after a lone candidate unless it ends in `/` (and a few others, not `#`): a lone `FILE#` is given
    // as its members, `FILE#Name…`, whose common start fish completes without a space.
    if (shell === 'fish' && found.length === 1 && found[0]!.value.endsWith('#')) found = await run([...words.slice(0, -1), found[0]!.value]);
    const space = found.length === 1 && !found[0]!.partial;
    out(`${shell === 'zsh' ? `${space ? 'space' : 'nospace'}\n` : ''}${lines(found.map((c) => c.value))}`);
  } else {
    out(lines((await run(argv)).map((c) => c.value)));
  }
}

export async function completion(shell: string, context: Context): Promise<ExitCode> {
  context.out(completionScript(shell));
  return EXIT.ok;
}
