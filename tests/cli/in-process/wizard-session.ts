/**
 * The questions of `build` (build-wizard.ts) answered in process: the prompts are stood in for by a script that
 * picks each answer by its first letters, as a person types them, and records every question, its answers and
 * what was printed, in order.
 */
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import * as real from '../../../src/cli/build-prompts.js';
import { wizard, type Prompts } from '../../../src/cli/build-wizard.js';
import type { Context } from '../../../src/cli/context.js';
import { BUILD_MESSAGES } from '../../../src/core/messages/build.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { tempTree } from '../../helpers/cli.js';

export const BACK = real.BACK;

/** An answer: the first letters of a choice (or the words typed), Escape, or a Ctrl-C. */
export type Answer = string | typeof BACK | { interrupt: true } | { value: string } | (() => Answer);

export interface Asked {
  readonly kind: 'choose' | 'ask';
  readonly config: Record<string, any>;
}

/** The prompts answering `answers` in order; `log` gets every question, answer and printed text. */
export function scripted(answers: Answer[], log: string[], asked: Asked[]): Prompts {
  const next = (message: string): Answer => {
    if (!answers.length) throw new Error(`no answer left for "${message}"`);
    const answer = answers.shift()!;
    return typeof answer === 'function' ? answer() : answer;
  };
  const interrupt = (answer: Answer) => {
    if (typeof answer === 'object' && 'interrupt' in answer) {
      const error = new Error('User force closed the prompt');
      error.name = 'ExitPromptError';
      throw error;
    }
  };
  const choose = async (config: real.ChooseConfig) => {
    asked.push({ kind: 'choose', config });
    const names = config.choices.map((c) => (c instanceof real.Separator ? c.separator : c.disabled ? `- ${c.name} ${c.disabled}` : c.name));
    log.push(`? ${config.message}${config.default !== undefined ? ` [${config.default}]` : ''}`, ...names.map((n) => `  ${n}`));
    const answer = next(config.message);
    interrupt(answer);
    if (answer === BACK) {
      log.push('> ←');
      return BACK;
    }
    const i = typeof answer === 'object' && 'value' in answer ? config.choices.findIndex((c) => !(c instanceof real.Separator) && c.value === answer.value) : real.jumpTo(config.choices, answer as string);
    if (i === -1) throw new Error(`no choice "${String(answer)}" in "${config.message}": ${names.join(' | ')}`);
    const choice = config.choices[i] as real.Choice;
    log.push(`> ${choice.name}`);
    return choice.value;
  };
  const ask = async (config: real.AskConfig) => {
    asked.push({ kind: 'ask', config });
    for (;;) {
      log.push(`? ${config.message}${config.default !== undefined ? ` (${config.default})` : ''}`);
      const answer = next(config.message);
      interrupt(answer);
      if (answer === BACK) {
        log.push('> ←');
        return BACK;
      }
      const words = (answer as string) || config.default || '';
      const wrong = config.check?.(words);
      log.push(`> ${words}${wrong === undefined ? '' : ` ✗ ${wrong}`}`);
      if (wrong === undefined) return words;
    }
  };
  return { ...real, choose, ask } as unknown as Prompts;
}

/** Runs the questions on `file` with `answers`; the exit code, the log, the prompts' configs, the answers left. */
export async function session(file: string, answers: Answer[], lang: 'en' | 'fr' = 'en', color = false) {
  const log: string[] = [];
  const asked: Asked[] = [];
  const messages = new Messages(lang, [CORE_MESSAGES]).add(BUILD_MESSAGES);
  const context: Context = { lang, color, messages, out: (t) => void log.push(`out: ${t}`), err: (t) => void log.push(`err: ${t}`) };
  const hangups = process.listeners('SIGHUP');
  const ends = process.stdin.listeners('end');
  try {
    const code = await wizard(file, context, scripted(answers, log, asked));
    return { code, log, asked, left: answers };
  } finally {
    for (const l of process.listeners('SIGHUP')) if (!hangups.includes(l)) process.removeListener('SIGHUP', l);
    for (const l of process.stdin.listeners('end')) if (!ends.includes(l)) process.stdin.removeListener('end', l as () => void);
  }
}

export function folder(files: Record<string, string> = {}) {
  const dir = tempTree(files);
  return { dir, file: (name: string) => path.join(dir, name), clean: (lines: string[]) => lines.map((l) => l.replaceAll(dir, '<dir>')) };
}

/** The wizard's screens at 100 columns for each test of the calling file, COLUMNS put back after. */
export function at100Columns(): void {
  let columns: string | undefined;
  beforeEach(() => {
    columns = process.env.COLUMNS;
    process.env.COLUMNS = '100';
  });
  afterEach(() => {
    if (columns === undefined) delete process.env.COLUMNS;
    else process.env.COLUMNS = columns;
  });
}
