/** The text of `simulate-attack --compare` (src/cli/compare.ts): a column per variant, with its differences. */
import { describe, expect, it } from 'vitest';
import { compareView, signedPoints } from '../../../src/cli/compare.js';
import type { Context } from '../../../src/cli/context.js';
import { setTextLang } from '../../../src/cli/render.js';
import type { CompareOutcome, Variant } from '../../../src/core/api/compare.js';
import { Messages, type Lang } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { runMain } from '../../helpers/in-process.js';

type Ok = Extract<CompareOutcome, { ok: true }>;

function context(lang: Lang = 'en'): Context {
  setTextLang(lang);
  return { lang, color: false, messages: new Messages(lang, [CORE_MESSAGES]), out: () => undefined, err: () => undefined };
}
const outcome = (variants: Variant[], labels: Record<string, string> = { charge: '--charge', dodge: '--dodge' }): Ok => ({ ok: true, json: { variants: [] }, variants, labels });

describe('signedPoints', () => {
  it('a chance in percentage points (two decimals), anything else to three decimals, with its sign', () => {
    expect(signedPoints(0.0833, true)).toBe('+8.33');
    expect(signedPoints(-0.0833, true)).toBe('-8.33');
    expect(signedPoints(1.8056, false)).toBe('+1.806');
    expect(signedPoints(-1.8056, false)).toBe('-1.806');
  });

  it('zero, or what rounds to it, has no sign', () => {
    expect(signedPoints(0, true)).toBe('0.00');
    expect(signedPoints(0, false)).toBe('0.000');
    expect(signedPoints(-0.00001, true)).toBe('0.00');
    expect(signedPoints(0.00001, true)).toBe('0.00');
    expect(signedPoints(-0.0001, false)).toBe('0.000');
    expect(signedPoints(0.00005, true)).toBe('+0.01');
    expect(signedPoints(-0.00005, true)).toBe('-0.01');
    expect(signedPoints(0.0005, false)).toBe('+0.001');
  });
});

describe('compareView', () => {
  it('a column per variant: the first as it is, the others with their difference; named quantities', () => {
    const view = compareView(
      outcome([
        { on: [], json: { p_hit: 0.5, expected_damage: 2, mode: 'x', only_later: 1 } },
        { on: ['charge'], json: { p_hit: 0.75, expected_damage: 1.5, only_later: 2, odd_key: 3 } },
      ]),
      context(),
    );
    expect(view).toEqual([
      { kind: 'heading', text: 'What if: --charge' },
      {
        kind: 'table',
        columns: ['quantity', 'none', '--charge'],
        rows: [
          ['P(hit)', '50.00%', '75.00% (+25.00)'],
          ['expected damage', '2.000', '1.500 (-0.500)'],
          ['only later', '1.000', '2.000 (+1.000)'],
          ['odd key', '-', '3.000'],
        ],
      },
    ]);
  });

  it('a key the first variant lacks has no difference; a refused variant says so in each cell and below', () => {
    const view = compareView(
      outcome([
        { on: [], json: { p_hit: 0.5 } },
        { on: ['charge'], json: null, error: { code: 'x/refused', message: 'not at range' } },
        { on: ['cover'], json: { p_hit: 0.5, p_kill: 0.25 } },
      ]),
      context(),
    );
    expect(view).toEqual([
      { kind: 'heading', text: 'What if: cover' },
      {
        kind: 'table',
        columns: ['quantity', 'none', '--charge', 'cover'],
        rows: [
          ['P(hit)', '50.00%', 'refused', '50.00% (0.00)'],
          ['P(kill)', '-', 'refused', '25.00%'],
        ],
      },
      { kind: 'lines', lines: ['--charge: not at range'] },
    ]);
  });

  it('the first variant refused, or one without figures: no difference to take', () => {
    const view = compareView(
      outcome([
        { on: [], json: null, error: { code: 'x/refused', message: 'no attack' } },
        { on: ['charge'], json: { p_hit: 0.5 } },
        { on: ['dodge'], json: null },
      ]),
      context(),
    );
    expect(view).toEqual([
      { kind: 'heading', text: 'What if: --dodge' },
      { kind: 'table', columns: ['quantity', 'none', '--charge', '--dodge'], rows: [['P(hit)', 'refused', '50.00%', '-']] },
      { kind: 'lines', lines: ['none: no attack'] },
    ]);
  });

  it('labels joined with +, the title the flags of the last variant; in French', () => {
    const list: Variant[] = [
      { on: [], json: { n: 1 } },
      { on: ['charge'], json: { n: 1 } },
      { on: ['dodge'], json: { n: 2 } },
    ];
    const [heading, table, second] = compareView(outcome([...list, { on: ['charge', 'dodge'], json: { n: 0.5 } }]), context('fr'));
    expect(heading).toEqual({ kind: 'heading', text: 'Et si : --charge, --dodge' });
    expect(table).toEqual({ kind: 'table', columns: ['grandeur', 'aucune', '--charge'], rows: [['n', '1.000', '1.000 (0.000)']] });
    expect(second).toEqual({ kind: 'table', columns: ['grandeur', '--dodge', '--charge+--dodge'], rows: [['n', '2.000 (+1.000)', '0.500 (-0.500)']] });
    expect(compareView(outcome(list.slice(0, 1)), context('fr'))).toEqual([
      { kind: 'heading', text: 'Et si : ' },
      { kind: 'table', columns: ['grandeur', 'aucune'], rows: [['n', '1.000']] },
    ]);
  });

  it('splits the variants into tables that fit 80 columns: three of 20 next to the quantity column, fewer beside a long name', () => {
    const variants = (count: number, key: string): Variant[] => Array.from({ length: count }, (_, i) => ({ on: i ? [`f${i}`] : [], json: { [key]: i } }));
    const widths = (count: number, key: string) => compareView(outcome(variants(count, key)), context()).filter((b) => b.kind === 'table').map((b) => (b.kind === 'table' ? b.columns.length - 1 : 0));
    expect(widths(3, 'n')).toEqual([3]);
    expect(widths(4, 'n')).toEqual([2, 2]);
    expect(widths(7, 'n')).toEqual([3, 3, 1]);
    expect(widths(3, 'k'.repeat(8))).toEqual([3]);
    expect(widths(3, 'k'.repeat(9))).toEqual([3]);
    expect(widths(3, 'k'.repeat(20))).toEqual([3]);
    expect(widths(3, 'k'.repeat(21))).toEqual([2, 1]);
    expect(widths(3, 'k'.repeat(40))).toEqual([2, 1]);
    expect(widths(3, 'k'.repeat(41))).toEqual([1, 1, 1]);
    expect(widths(2, 'k'.repeat(90))).toEqual([1, 1]);
    expect(widths(1, 'n')).toEqual([1]);
    const [, first, second] = compareView(outcome(variants(4, 'n')), context());
    expect(first).toEqual({ kind: 'table', columns: ['quantity', 'none', 'f1'], rows: [['n', '0.000', '1.000 (+1.000)']] });
    expect(second).toEqual({ kind: 'table', columns: ['quantity', 'f2', 'f3'], rows: [['n', '2.000 (+2.000)', '3.000 (+3.000)']] });
  });
});

describe('simulate-attack --compare', () => {
  it('English and French text of one attack', async () => {
    const gros = `${import.meta.dirname}/../../../bands/ff-les-marquisards.yaml#Gros Louis`;
    const ysolde = `${import.meta.dirname}/../../../bands/ff-les-archers-du-grand-saule.yaml#Ysolde`;
    const en = await runMain(['simulate-attack', gros, ysolde, '--compare', 'charge']);
    expect(en.code).toBe(0);
    expect(en.stdout).toMatch(/^P\(hit\)\s+88\.89%\s+97\.22% \(\+8\.33\)$/m);
    expect(en.stdout).toMatch(/^expected damage\s+4\.722\s+6\.528 \(\+1\.806\)$/m);
    const fr = await runMain(['--lang', 'fr', 'simulate-attack', gros, ysolde, '--compare', 'charge']);
    expect(fr.stdout).toMatch(/^P\(touche\)\s+88,89\u00a0%\s+97,22\u00a0% \(\+8,33\)$/m);
  });
});
