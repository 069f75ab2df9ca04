/**
 * Shell completion. The scripts are thin: they ask `escarmouche __complete <words…>` for candidates, so
 * commands, options, ruleset ids and band members always match the installed version.
 */
import { readFileSync, statSync } from 'node:fs';
import { MAX_BAND_BYTES } from '../core/band-document.js';
import type { Command, Option } from 'commander';
import { EXIT, usageError, type ExitCode } from '../core/errors.js';
import { toId } from '../core/names.js';
import type { Context } from './context.js';

const SCRIPTS: Readonly<Record<string, string>> = {
  bash: `# escarmouche bash completion: eval "$(escarmouche completion bash)"
_escarmouche() {
  local IFS=$'\\n'
  COMPREPLY=($(escarmouche __complete "\${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null))
}
complete -o default -o nospace -F _escarmouche escarmouche
`,
  zsh: `#compdef escarmouche
# escarmouche zsh completion: eval "$(escarmouche completion zsh)"
_escarmouche() {
  local -a candidates
  candidates=("\${(@f)$(escarmouche __complete "\${(@)words[2,CURRENT]}" 2>/dev/null)}")
  if (( \${#candidates[@]} )) && [[ -n "\${candidates[1]}" ]]; then
    compadd -S '' -a candidates
  else
    _files
  fi
}
compdef _escarmouche escarmouche
`,
  fish: `# escarmouche fish completion: escarmouche completion fish | source
function __escarmouche_complete
  set -l words (commandline -opc)[2..-1] (commandline -ct)
  escarmouche __complete $words 2>/dev/null
end
complete -c escarmouche -f -a '(__escarmouche_complete)'
complete -c escarmouche -n 'test -z "(__escarmouche_complete)"' -F
`,
};

export function completionScript(shell: string): string {
  const script = SCRIPTS[shell];
  if (!script) throw usageError('cli/usage', { detail: `unknown shell "${shell}"; choose bash, zsh or fish` });
  return script;
}

const optionNames = (command: Command): string[] => command.options.flatMap((o) => [o.long, o.short].filter((f): f is string => !!f));

function takesValue(command: Command, flag: string | undefined): Option | undefined {
  if (!flag?.startsWith('-')) return undefined;
  return command.options.find((o) => (o.long === flag || o.short === flag) && (o.required || o.optional));
}

/** `FILE#Na` → the members of the band in FILE whose id starts with `na`. */
function memberCandidates(word: string): string[] {
  const [file, prefix = ''] = word.split('#');
  let text: string;
  try {
    // Only a regular band-sized file: completion must never hang on a FIFO or read a device.
    const stat = statSync(file!);
    if (!stat.isFile() || stat.size > MAX_BAND_BYTES) return [];
    text = readFileSync(file!, 'utf8');
  } catch {
    return [];
  }
  const names = [...text.matchAll(/^\s*-?\s*name:\s*["']?(.+?)["']?\s*(?:#.*)?$/gm)].map((m) => toId(m[1]!)).slice(1);
  return names.filter((n) => n.startsWith(toId(prefix))).map((n) => `${file}#${n}`);
}

export function candidates(program: Command, words: readonly string[], rulesets: readonly string[]): string[] {
  const current = words.at(-1) ?? '';
  const before = words.slice(0, -1);
  const sub = program.commands.find((c) => before.includes(c.name()));
  const command = sub ?? program;
  const pending = takesValue(command, before.at(-1)) ?? takesValue(program, before.at(-1));
  let found: string[];
  if (pending) found = pending.argChoices ?? (pending.long === '--ruleset' ? [...rulesets] : []);
  else if (current.startsWith('-')) found = optionNames(command);
  else if (current.includes('#')) found = memberCandidates(current);
  else if (!sub) found = program.commands.map((c) => c.name()).filter((n) => !n.startsWith('__'));
  else if (sub.name() === 'completion') found = Object.keys(SCRIPTS);
  else found = [];
  return found.filter((c) => c.startsWith(current));
}

export async function completion(shell: string, context: Context): Promise<ExitCode> {
  context.out(completionScript(shell));
  return EXIT.ok;
}
