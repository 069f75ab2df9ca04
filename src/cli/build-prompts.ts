/**
 * The two prompts of `build`, made with @inquirer/core as @inquirer/prompts' `select` and `input` are, with what
 * those lack: Escape answers `BACK` (one step back), typing the first letters of an answer reaches it whatever
 * its accents and capitals (`ecu` reaches `Écu`), and the keys' help line is worded in the user's language.
 */
import { createPrompt, isBackspaceKey, isDownKey, isEnterKey, isNumberKey, isUpKey, makeTheme, Separator, useEffect, useKeypress, usePagination, usePrefix, useRef, useState, type KeypressEvent } from '@inquirer/core';
import { paint } from './render.js';

export { Separator };

/** The answer of a prompt left with Escape. */
export const BACK: unique symbol = Symbol('back');
export type Back = typeof BACK;

export interface Choice {
  readonly value: string;
  readonly name: string;
  readonly description?: string;
  /** Why it cannot be picked, shown after its name. */
  readonly disabled?: string;
}

export interface ChooseConfig {
  readonly message: string;
  readonly choices: readonly (Choice | Separator)[];
  readonly default?: string;
  readonly pageSize?: number;
  /** The keys' help line, worded (`↑↓ choose · ⏎ confirm · Esc back`). */
  readonly help: string;
  readonly color: boolean;
}

/** The letters of a name as typed on any keyboard: no accents, no capitals, ligatures spelt out. */
export const folded = (text: string): string =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae');

const isChoice = (item: Choice | Separator): item is Choice => !Separator.isSeparator(item);
const selectable = (item: Choice | Separator): item is Choice => isChoice(item) && !item.disabled;
const isEscape = (key: KeypressEvent): boolean => key.name === 'escape';

/** The first selectable item whose name starts with the typed letters, accents and capitals aside; -1 if none. */
export function jumpTo(items: readonly (Choice | Separator)[], typed: string): number {
  const wanted = folded(typed);
  return items.findIndex((item) => selectable(item) && folded(item.name).startsWith(wanted));
}

/** The item of rank `typed` (1 for the first), separators not counted; -1 if none or not selectable. */
function byRank(items: readonly (Choice | Separator)[], typed: string): number {
  let rank = 0;
  const position = items.findIndex((item) => isChoice(item) && ++rank === Number(typed));
  return position !== -1 && selectable(items[position]!) ? position : -1;
}

const TYPING_PAUSE_MS = 700;

export const choose = createPrompt<string | Back, ChooseConfig>((config, done) => {
  const theme = makeTheme({});
  const c = paint(config.color);
  // Stryker disable next-line StringLiteral: here the status is only compared with 'done' (@inquirer's prefix and message styles too)
  const [status, setStatus] = useState<'idle' | 'done'>('idle');
  const prefix = usePrefix({ status, theme });
  const items = config.choices;
  const first = items.findIndex(selectable);
  const initial = items.findIndex((item) => selectable(item) && item.value === config.default);
  const [active, setActive] = useState(initial === -1 ? first : initial);
  const [back, setBack] = useState(false);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  const chosen = items[active] as Choice | undefined;

  useKeypress((key, rl) => {
    clearTimeout(pause.current);
    if (isEscape(key)) {
      setBack(true);
      setStatus('done');
      done(BACK);
    } else if (isEnterKey(key)) {
      if (!chosen) return;
      setStatus('done');
      done(chosen.value);
    } else if (isUpKey(key) || isDownKey(key)) {
      rl.clearLine(0);
      if (first === -1) return;
      const offset = isUpKey(key) ? -1 : 1;
      let next = active;
      do next = (next + offset + items.length) % items.length;
      while (!selectable(items[next]!));
      setActive(next);
    } else if (isBackspaceKey(key)) {
      rl.clearLine(0);
    } else {
      const found = isNumberKey(key) && !Number.isNaN(Number(rl.line)) ? byRank(items, rl.line) : jumpTo(items, rl.line);
      if (found !== -1) setActive(found);
      pause.current = setTimeout(() => rl.clearLine(0), TYPING_PAUSE_MS);
    }
  });
  // Stryker disable next-line ArrayDeclaration: any list that never changes runs the effect once, as the empty one does
  useEffect(() => () => clearTimeout(pause.current), []);

  const message = theme.style.message(config.message, status);
  const page = usePagination<Choice | Separator>({
    items,
    active: Math.max(0, active),
    renderItem({ item, isActive }) {
      if (!isChoice(item)) return ` ${item.separator}`;
      if (item.disabled) return c.dim(`- ${item.name} ${item.disabled}`);
      return isActive ? theme.style.highlight(`❯ ${item.name}`) : `  ${item.name}`;
    },
    pageSize: config.pageSize ?? 7,
    loop: true,
  });
  // Done without Escape is done by Enter on a chosen answer.
  if (status === 'done') return [prefix, message, theme.style.answer(back ? '←' : chosen!.name)].join(' ');
  const description = chosen?.description ? c.cyan(chosen.description) : '';
  return [[prefix, message].join(' '), page, ' ', description, theme.style.help(config.help)].filter(Boolean).join('\n').trimEnd();
});

export interface AskConfig {
  readonly message: string;
  readonly default?: string;
  /** Why the words cannot be taken, worded; undefined when they can. */
  readonly check?: (words: string) => string | undefined;
  /** The keys' help line, worded (`⏎ confirm · Esc back`), shown under the question. */
  readonly help?: string;
}

/** A line of text; Enter on an empty line takes the default. */
export const ask = createPrompt<string | Back, AskConfig>((config, done) => {
  const theme = makeTheme({});
  const [status, setStatus] = useState<'idle' | 'done'>('idle');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [back, setBack] = useState(false);
  const prefix = usePrefix({ status, theme });

  useKeypress((key, rl) => {
    if (status !== 'idle') return;
    if (isEscape(key)) {
      setBack(true);
      setStatus('done');
      done(BACK);
    } else if (isEnterKey(key)) {
      const answer = value || config.default || '';
      const wrong = config.check?.(answer);
      if (wrong === undefined) {
        setValue(answer);
        setStatus('done');
        done(answer);
      } else {
        // On Enter readline empties its line: the words are put back to be fixed.
        rl.write(value);
        setError(wrong);
      }
    } else {
      setValue(rl.line);
      setError(undefined);
    }
  });

  const message = theme.style.message(config.message, status);
  const shown = status === 'done' ? theme.style.answer(back ? '←' : value) : value;
  const fallback = config.default && status !== 'done' && !value ? theme.style.defaultAnswer(config.default) : undefined;
  const below = error ? theme.style.error(error) : status === 'idle' && config.help ? theme.style.help(config.help) : '';
  return [[prefix, message, fallback, shown].filter((v) => v !== undefined).join(' '), below];
});
