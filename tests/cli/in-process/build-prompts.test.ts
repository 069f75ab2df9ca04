/**
 * The prompts of `build` (build-prompts.ts) driven in process: keys are sent to the prompt's own input stream, as
 * @inquirer/testing does, and the last screen drawn is read back without its escape codes.
 */
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadColours } from '../../../src/cli/render.js';
import { ask, BACK, choose, folded, jumpTo, Separator, type AskConfig, type Choice, type ChooseConfig } from '../../../src/cli/build-prompts.js';

const ESC = /\u001b\[[0-9;?]*[A-Za-z]/g;
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

async function render<C>(prompt: (config: C, context: { input: NodeJS.ReadableStream; output: NodeJS.WritableStream }) => Promise<unknown>, config: C) {
  const input = new PassThrough();
  const output = new PassThrough();
  let raw = '';
  output.on('data', (d: Buffer) => (raw += d.toString()));
  let settled = false;
  const running = prompt(config, { input, output });
  const answer = running.finally(() => (settled = true));
  answer.catch(() => undefined);
  await tick();
  const key = async (name: string, sequence?: string) => {
    input.emit('keypress', sequence, { name, sequence, ctrl: false, meta: false, shift: false });
    await tick();
  };
  return {
    answer,
    /** Cancels the prompt (as its caller may): it ends without an answer. */
    cancel: () => (running as unknown as { cancel: () => void }).cancel(),
    settled: () => settled,
    raw: () => raw,
    /** The last screen drawn, without escape codes. */
    screen: () => (raw.split('\u001b[G').at(-1) ?? '').replace(ESC, ''),
    key,
    /** A key in the same moment as the one before (no turn of the event loop between them). */
    press: (name: string, sequence?: string) => void input.emit('keypress', sequence, { name, sequence, ctrl: false, meta: false, shift: false }),
    async type(text: string) {
      for (const char of text) await key(char.toLowerCase(), char);
    },
  };
}

const ITEMS: (Choice | Separator)[] = [
  new Separator('── Boucliers'),
  { value: 'rondache', name: 'Rondache', disabled: '(no room)' },
  { value: 'ecu', name: 'Écu', description: 'CA +1' },
  { value: 'arme', name: 'Arme à une main' },
  new Separator('── Matériel'),
  { value: 'oeil', name: 'Œil de lynx', description: 'voir loin' },
  { value: 'corde', name: 'Corde', disabled: '(too heavy)' },
];

const config = (more: Partial<ChooseConfig> = {}): ChooseConfig => ({ message: 'Equipment', choices: ITEMS, help: 'keys here', color: false, ...more });

afterEach(() => {
  vi.useRealTimers();
});

describe('choose', () => {
  it('draws the question, the choices (separators, the unpickable with their reason), the description of the first pickable, the help', async () => {
    const p = await render(choose, config());
    expect(p.screen()).toBe('? Equipment\n ── Boucliers\n- Rondache (no room)\n❯ Écu\n  Arme à une main\n ── Matériel\n  Œil de lynx\n- Corde (too heavy)\n\nCA +1\nkeys here');
    await p.key('return');
    expect(await p.answer).toBe('ecu');
    expect(p.screen()).toBe('✔ Equipment Écu\n');
  });

  it('no description: no line for it', async () => {
    const p = await render(choose, config({ default: 'arme' }));
    expect(p.screen()).toBe('? Equipment\n ── Boucliers\n- Rondache (no room)\n  Écu\n❯ Arme à une main\n ── Matériel\n  Œil de lynx\n- Corde (too heavy)\n\nkeys here');
    await p.key('return');
    expect(await p.answer).toBe('arme');
  });

  it('no help and no description: the choices end the screen', async () => {
    const p = await render(choose, config({ default: 'arme', help: '' }));
    expect(p.screen()).toBe('? Equipment\n ── Boucliers\n- Rondache (no room)\n  Écu\n❯ Arme à une main\n ── Matériel\n  Œil de lynx\n- Corde (too heavy)');
    await p.key('return');
    expect(await p.answer).toBe('arme');
  });

  it('a default that cannot be picked, or is not there: the first pickable', async () => {
    for (const fallback of ['rondache', 'nope']) {
      const p = await render(choose, config({ default: fallback }));
      await p.key('return');
      expect(await p.answer).toBe('ecu');
    }
  });

  it('Escape answers BACK, drawn ←', async () => {
    const p = await render(choose, config());
    await p.key('escape');
    expect(await p.answer).toBe(BACK);
    expect(p.screen()).toBe('✔ Equipment ←\n');
  });

  it('down and up skip separators and the unpickable, and wrap around', async () => {
    const p = await render(choose, config());
    const active = () => p.screen().split('\n').find((l) => l.startsWith('❯'));
    await p.key('down');
    expect(active()).toBe('❯ Arme à une main');
    await p.key('down');
    expect(active()).toBe('❯ Œil de lynx');
    expect(p.screen()).toContain('\nvoir loin\n');
    await p.key('down');
    expect(active()).toBe('❯ Écu');
    await p.key('up');
    expect(active()).toBe('❯ Œil de lynx');
    await p.key('up');
    await p.key('return');
    expect(await p.answer).toBe('arme');
  });

  it('letters reach the first pickable answer that starts with them, accents and capitals aside', async () => {
    const p = await render(choose, config());
    await p.type('OE');
    await p.key('return');
    expect(await p.answer).toBe('oeil');
  });

  it('letters matching nothing, or only the unpickable, leave the answer where it was', async () => {
    const p = await render(choose, config({ default: 'arme' }));
    await p.type('co');
    await p.type('z');
    await p.key('return');
    expect(await p.answer).toBe('arme');
  });

  it('a number reaches the answer of that rank, separators not counted; not an unpickable one', async () => {
    const p = await render(choose, config());
    await p.type('4');
    await p.key('return');
    expect(await p.answer).toBe('oeil');
    for (const [typed, value] of [['1', 'ecu'], ['5', 'ecu'], ['9', 'ecu'], ['3', 'arme'], ['0', 'ecu']] as const) {
      const q = await render(choose, config());
      await q.type(typed);
      await q.key('return');
      expect([typed, await q.answer]).toEqual([typed, value]);
    }
  });

  it('a number then a key that is no digit: letters again, the name starting with them', async () => {
    const items = [{ value: 'a', name: 'Alpha' }, { value: 'b', name: 'Beta' }, { value: 'c', name: '1.5 kg' }];
    const p = await render(choose, config({ choices: items }));
    await p.type('1.');
    await p.key('return');
    expect(await p.answer).toBe('c');
  });

  it('a name starting with a digit is reached by its letters when they are not a number', async () => {
    const items = [{ value: 'a', name: 'Alpha' }, { value: 'b', name: '2 mains' }, { value: 'c', name: '2x' }];
    const p = await render(choose, config({ choices: items }));
    await p.type('2x');
    await p.key('return');
    expect(await p.answer).toBe('c');
  });

  it('an arrow empties the letters typed', async () => {
    const p = await render(choose, config());
    await p.type('a');
    await p.key('down');
    // `r` alone reaches only Rondache, which cannot be picked: Œil stays.
    await p.type('r');
    await p.key('return');
    expect(await p.answer).toBe('oeil');
  });

  it('Backspace empties the letters typed: the next letter starts anew', async () => {
    const p = await render(choose, config());
    await p.type('ar');
    await p.key('backspace');
    await p.type('o');
    await p.key('return');
    expect(await p.answer).toBe('oeil');
  });

  it('the letters typed are forgotten after a pause of 700 ms, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const p = await render(choose, config());
    await p.type('a');
    vi.advanceTimersByTime(699);
    await p.type('r');
    // `ar` still: Arme.
    vi.advanceTimersByTime(700);
    await p.type('o');
    await p.key('return');
    expect(await p.answer).toBe('oeil');
    const q = await render(choose, config());
    await q.type('a');
    vi.advanceTimersByTime(699);
    await q.type('e');
    await q.key('return');
    // `ae` reaches nothing: Arme stays.
    expect(await q.answer).toBe('arme');
    // Once answered, no pause is left waiting.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancelled while letters are typed: no pause is left waiting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const p = await render(choose, config());
    await p.type('a');
    expect(vi.getTimerCount()).toBe(1);
    p.cancel();
    await expect(p.answer).rejects.toThrow('Prompt was canceled');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('nothing pickable: no answer is active; the arrows and Enter do nothing; Escape leaves', async () => {
    const items = [new Separator('── x'), { value: 'a', name: 'A', disabled: '(no)' }];
    const p = await render(choose, config({ choices: items }));
    expect(p.screen()).toBe('? Equipment\n ── x\n- A (no)\n\nkeys here');
    await p.key('down');
    await p.key('up');
    await p.key('return');
    expect(p.settled()).toBe(false);
    await p.key('escape');
    expect(await p.answer).toBe(BACK);
  });

  it('shows a page of 7 answers, or the page size given', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ value: String(i), name: `Item ${i}` }));
    const p = await render(choose, config({ choices: many }));
    expect(p.screen().split('\n').filter((l) => l.includes('Item'))).toHaveLength(7);
    const q = await render(choose, config({ choices: many, pageSize: 3 }));
    expect(q.screen().split('\n').filter((l) => l.includes('Item'))).toEqual(['❯ Item 0', '  Item 1', '  Item 2']);
    for (let i = 0; i < 5; i++) await q.key('down');
    expect(q.screen().split('\n').filter((l) => l.includes('Item'))).toMatchInlineSnapshot(`
      [
        "  Item 4",
        "❯ Item 5",
        "  Item 6",
      ]
    `);
    for (let i = 0; i < 6; i++) await q.key('up');
    expect(q.screen().split('\n').filter((l) => l.includes('Item'))).toMatchInlineSnapshot(`
      [
        "  Item 10",
        "❯ Item 11",
        "  Item 0",
      ]
    `);
    await q.key('escape');
    await p.key('escape');
  });

  it('in colour: the description in cyan, the unpickable dim', async () => {
    await loadColours();
    const p = await render(choose, config({ color: true }));
    expect(p.raw()).toContain('\u001b[36mCA +1\u001b[39m');
    expect(p.raw()).toContain('\u001b[2m- Rondache (no room)\u001b[22m');
    await p.key('escape');
    const q = await render(choose, config());
    expect(q.raw()).not.toContain('\u001b[36m');
    await q.key('escape');
  });
});

describe('ask', () => {
  const askConfig = (more: Partial<AskConfig> = {}): AskConfig => ({ message: 'Name', help: 'enter here', ...more });

  it('draws the question and the help; the words typed; Enter takes them', async () => {
    const p = await render(ask, askConfig());
    expect(p.screen()).toBe('? Name\nenter here');
    await p.type('Tuck');
    expect(p.screen()).toBe('? Name Tuck\nenter here');
    await p.key('return');
    expect(await p.answer).toBe('Tuck');
    expect(p.screen()).toBe('✔ Name Tuck\n');
  });

  it('no help: nothing under the question', async () => {
    const p = await render(ask, { message: 'Name' });
    expect(p.screen()).toBe('? Name');
    await p.key('escape');
    expect(await p.answer).toBe(BACK);
    expect(p.screen()).toBe('✔ Name ←\n');
  });

  it('a default, shown until words are typed, taken on an empty Enter', async () => {
    const p = await render(ask, askConfig({ default: 'Robin' }));
    expect(p.screen()).toBe('? Name (Robin)\nenter here');
    await p.type('T');
    expect(p.screen()).toBe('? Name T\nenter here');
    await p.key('backspace');
    expect(p.screen()).toBe('? Name (Robin)\nenter here');
    await p.key('return');
    expect(await p.answer).toBe('Robin');
  });

  it('a default left with Escape: only the arrow is drawn', async () => {
    const p = await render(ask, askConfig({ default: 'Robin' }));
    await p.key('escape');
    expect(await p.answer).toBe(BACK);
    expect(p.screen()).toBe('✔ Name ←\n');
  });

  it('nothing typed and no default: the empty answer', async () => {
    const p = await render(ask, askConfig());
    await p.key('return');
    expect(await p.answer).toBe('');
  });

  it('words the check refuses: the reason under them, the words kept to be fixed; typing clears the reason', async () => {
    const check = (words: string) => (words.length < 3 ? 'too short' : undefined);
    const p = await render(ask, askConfig({ check }));
    await p.type('Ab');
    await p.key('return');
    expect(p.settled()).toBe(false);
    expect(p.screen()).toBe('? Name Ab\n> too short');
    await p.type('c');
    expect(p.screen()).toBe('? Name Abc\nenter here');
    await p.key('return');
    expect(await p.answer).toBe('Abc');
  });

  it('the check sees the default taken on an empty Enter', async () => {
    const seen: string[] = [];
    const p = await render(ask, askConfig({ default: 'Robin', check: (w) => void seen.push(w) }));
    await p.key('return');
    expect(await p.answer).toBe('Robin');
    expect(seen).toEqual(['Robin']);
  });

  it('a key in the same moment as Enter or Escape changes nothing', async () => {
    const p = await render(ask, askConfig());
    await p.type('A');
    p.press('return');
    p.press('b', 'b');
    expect(await p.answer).toBe('A');
    expect(p.screen()).toBe('✔ Name A\n');
    const q = await render(ask, askConfig());
    q.press('escape');
    q.press('return');
    expect(await q.answer).toBe(BACK);
    expect(q.screen()).toBe('✔ Name ←\n');
  });

  it('keys after the answer change nothing', async () => {
    const p = await render(ask, askConfig());
    await p.type('A');
    await p.key('return');
    const after = p.raw();
    await p.type('B');
    await p.key('escape');
    expect(await p.answer).toBe('A');
    expect(p.raw()).toBe(after);
  });
});

describe('folded and jumpTo', () => {
  it('folds accents, capitals and ligatures', () => {
    expect(folded('Œil ÉCU Æther àéîõü')).toBe('oeil ecu aether aeiou');
  });

  it('the first pickable answer starting with the letters; -1 when none', () => {
    expect(jumpTo(ITEMS, 'é')).toBe(2);
    expect(jumpTo(ITEMS, '')).toBe(2);
    expect(jumpTo(ITEMS, 'ron')).toBe(-1);
    expect(jumpTo(ITEMS, 'boucl')).toBe(-1);
    expect(jumpTo(ITEMS, 'cu')).toBe(-1);
  });
});
