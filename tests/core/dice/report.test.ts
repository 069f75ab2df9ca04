/**
 * What `roll` and `roll --exact` show: the JSON scripts read and the lines people read, for rolls whose dice are
 * fixed (a generator that returns the faces given), and exact distributions whose values the rulebooks of dice
 * arithmetic give (2d6: 1/36 to 6/36).
 */
import { describe, expect, it } from 'vitest';
import { exact } from '../../../src/core/dice/exact.js';
import { DICE_MESSAGES } from '../../../src/core/dice/messages.js';
import { parse } from '../../../src/core/dice/parse.js';
import { describeError, exactReport, formatNumber, formatP, rollReport, sumText } from '../../../src/core/dice/report.js';
import { sample } from '../../../src/core/dice/sample.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import type { Block } from '../../../src/core/ruleset/view.js';

const t = new Messages('en', [DICE_MESSAGES]);
const fr = new Messages('fr', [DICE_MESSAGES]);

function expressionOf(text: string) {
  const parsed = parse(text);
  if (!parsed.ok) throw new Error(parsed.error.code);
  return parsed.expression;
}

/** A generator that returns the faces given, in order. */
const faces = (...values: number[]) => ({ die: () => values.shift() ?? Number.NaN });

const rolled = (text: string, ...values: number[]) => {
  const expression = expressionOf(text);
  return rollReport(expression, sample(expression, faces(...values)), t);
};
const exactOf = (text: string, messages = t) => {
  const expression = expressionOf(text);
  return exactReport(expression, exact(expression), messages);
};

const NOT_COUNTED = '(n): a die that does not count (dropped, or not a success)';
const EXPLODED = 'a+b: the rolls of an exploding die';

describe('a percentage for people', () => {
  it('clamps to 0..100 %, writes two decimals, and tiny probabilities in scientific notation', () => {
    expect(formatP(0)).toBe('0%');
    expect(formatP(-0.1)).toBe('0%');
    expect(formatP(1)).toBe('100.00%');
    expect(formatP(1.2)).toBe('100.00%');
    expect(formatP(0.5)).toBe('50.00%');
    expect(formatP(1 / 36)).toBe('2.78%');
  });

  it('switches to scientific notation just under 0.005 %, never printing a misleading 0.00%', () => {
    expect(formatP(0.00005)).toBe('0.01%');
    expect(formatP(0.0000499)).toBe('4.99e-3%');
    expect(formatP(0.00004)).toBe('4.00e-3%');
    expect(formatP(1e-12)).toBe('1.00e-10%');
  });

  it('numbers keep at most four decimals, without trailing zeros', () => {
    expect(formatNumber(7)).toBe('7');
    expect(formatNumber(3.5)).toBe('3.5');
    expect(formatNumber(1 / 3)).toBe('0.3333');
    expect(formatNumber(2.41522945769824)).toBe('2.4152');
  });
});

describe('an expression that does not parse', () => {
  const error = (source: string) => {
    const parsed = parse(source);
    if (parsed.ok) throw new Error('parsed');
    return describeError(source, parsed.error, t);
  };

  it('says what was found, with a caret under its column', () => {
    expect(error('2d6\t+ x')).toBe(['column 7: expected a number or dice (3, d6, 2d6, d%), found "x"', '  2d6 + x', '        ^'].join('\n'));
  });

  it('names the end of the expression when nothing was found', () => {
    expect(error('2d')).toBe(['column 3: expected the number of faces after "d" (d6, d20, d%), found the end of the expression', '  2d', '    ^'].join('\n'));
  });
});

describe('a roll', () => {
  it('shows every die, a dropped one in brackets, and the total', () => {
    const report = rolled('4d6kh3+1', 6, 1, 5, 3);
    expect(report.json).toEqual({
      expression: '4d6kh3+1',
      total: 15,
      dice: [
        { sides: 6, face: 6, kept: true },
        { sides: 6, face: 1, kept: false },
        { sides: 6, face: 5, kept: true },
        { sides: 6, face: 3, kept: true },
      ],
    });
    expect(report.view).toEqual([
      { kind: 'lines', lines: ['4d6kh3 [6 (1) 5 3] + 1 = 15'] },
      { kind: 'lines', lines: ['', NOT_COUNTED] },
    ]);
  });

  it('writes a leading minus, then each term with its sign; no legend when every die counts', () => {
    expect(rolled('-1+d6', 4).view).toEqual([{ kind: 'lines', lines: ['-1 + d6 [4] = 3'] }]);
    expect(rolled('-d6-2', 4).view).toEqual([{ kind: 'lines', lines: ['-d6 [4] - 2 = -6'] }]);
    expect(rolled('  2d6 ', 3, 4).json).toEqual({ expression: '2d6', total: 7, dice: [{ sides: 6, face: 3, kept: true }, { sides: 6, face: 4, kept: true }] });
  });

  it('counts successes: a die that is not one is shown in brackets', () => {
    const report = rolled('3d6>=4', 5, 2, 4);
    expect(report.json).toMatchObject({ total: 2 });
    expect(report.view).toEqual([
      { kind: 'lines', lines: ['3d6>=4 [5 (2) 4] = 2'] },
      { kind: 'lines', lines: ['', NOT_COUNTED] },
    ]);
  });

  it('shows the rolls of an exploding die joined by +, and explains it', () => {
    const report = rolled('d6!', 6, 6, 2);
    expect(report.json).toEqual({ expression: 'd6!', total: 14, dice: [{ sides: 6, face: 14, rolls: [6, 6, 2], kept: true }] });
    expect(report.view).toEqual([
      { kind: 'lines', lines: ['d6! [6+6+2] = 14'] },
      { kind: 'lines', lines: ['', EXPLODED] },
    ]);
    // An exploding die that did not explode shows its face alone, and needs no legend.
    expect(rolled('d6!', 3).view).toEqual([{ kind: 'lines', lines: ['d6! [3] = 3'] }]);
  });

  it('gives both legends, dropped first, when dice are dropped and explode', () => {
    const report = rolled('2d6!kh1', 6, 1, 1);
    expect(report.view).toEqual([
      { kind: 'lines', lines: ['2d6!kh1 [6+1 (1)] = 7'] },
      { kind: 'lines', lines: ['', NOT_COUNTED, EXPLODED] },
    ]);
  });

  it('compares two sides: totals, the outcome and each die with its side', () => {
    const report = rolled('2d6 vs 1d6+3', 1, 2, 3);
    expect(report.json).toEqual({
      expression: '2d6 vs 1d6+3',
      total: { left: 3, right: 6 },
      outcome: 'loss',
      dice: [
        { sides: 6, face: 1, kept: true, side: 'left' },
        { sides: 6, face: 2, kept: true, side: 'left' },
        { sides: 6, face: 3, kept: true, side: 'right' },
      ],
    });
    expect(report.view).toEqual([{ kind: 'lines', lines: ['2d6 [1 2] = 3', 'vs 1d6 [3] + 3 = 6', 'right higher: 3 < 6'] }]);
    expect(rolled('d6 vs d6', 5, 2).view).toEqual([{ kind: 'lines', lines: ['d6 [5] = 5', 'vs d6 [2] = 2', 'left higher: 5 > 2'] }]);
    expect(rolled('d6 vs d6', 4, 4).json).toMatchObject({ outcome: 'tie' });
    expect(rolled('d6 vs d6', 4, 4).view).toEqual([{ kind: 'lines', lines: ['d6 [4] = 4', 'vs d6 [4] = 4', 'equal: 4 = 4'] }]);
  });

  it('a dropped die on the right side also gets the legend', () => {
    expect(rolled('d6 vs 2d6kh1', 4, 1, 5).view).toEqual([
      { kind: 'lines', lines: ['d6 [4] = 4', 'vs 2d6kh1 [(1) 5] = 5', 'right higher: 4 < 5'] },
      { kind: 'lines', lines: ['', NOT_COUNTED] },
    ]);
  });

  it('repeated: one total, outcome and list of dice per roll, numbered from 1', () => {
    const once = rolled('3x1d6', 1, 2, 3);
    expect(once.json).toEqual({
      expression: '3x1d6',
      total: [1, 2, 3],
      dice: [[{ sides: 6, face: 1, kept: true }], [{ sides: 6, face: 2, kept: true }], [{ sides: 6, face: 3, kept: true }]],
    });
    expect(once.view).toEqual([{ kind: 'pairs', items: [['1', '1d6 [1] = 1'], ['2', '1d6 [2] = 2'], ['3', '1d6 [3] = 3']] }]);
    const versus = rolled('2x d6 vs d6', 1, 2, 3, 3);
    expect(versus.json).toEqual({
      expression: '2x d6 vs d6',
      total: [
        { left: 1, right: 2 },
        { left: 3, right: 3 },
      ],
      outcome: ['loss', 'tie'],
      dice: [
        [
          { sides: 6, face: 1, kept: true, side: 'left' },
          { sides: 6, face: 2, kept: true, side: 'right' },
        ],
        [
          { sides: 6, face: 3, kept: true, side: 'left' },
          { sides: 6, face: 3, kept: true, side: 'right' },
        ],
      ],
    });
    expect(versus.view).toEqual([
      {
        kind: 'pairs',
        items: [
          ['1', 'd6 [1] = 1  vs d6 [2] = 2  right higher: 1 < 2'],
          ['2', 'd6 [3] = 3  vs d6 [3] = 3  equal: 3 = 3'],
        ],
      },
    ]);
  });

  it('sumText alone', () => {
    const expression = expressionOf('d4+d4');
    expect(sumText(sample(expression, faces(2, 3))[0]!.left)).toBe('d4 [2] + d4 [3] = 5');
  });
});

const bars = (view: readonly Block[]) => view.find((b) => b.kind === 'bars') as Extract<Block, { kind: 'bars' }>;

describe('an exact distribution', () => {
  it('2d6: each total from 1/36 to 6/36, "at least" from 100 % down, mean 7, standard deviation √(35/6)', () => {
    const report = exactOf('2d6');
    const ways = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];
    expect(report.json).toMatchObject({ expression: '2d6', mean: 7 });
    const json = report.json as { distribution: Record<string, number>; stddev: number };
    expect(Object.keys(json.distribution)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    ways.forEach((w, i) => expect(json.distribution[String(i + 2)]).toBeCloseTo(w / 36, 12));
    expect(json.stddev).toBeCloseTo(Math.sqrt(35 / 6), 12);
    expect(report.json).not.toHaveProperty('residual');
    expect(report.json).not.toHaveProperty('repeat');
    expect(report.view[0]).toEqual({ kind: 'heading', text: '2d6' });
    expect(bars(report.view).items.map((i) => [i.label, i.note])).toEqual([
      ['2', 'at least: 100.00%'],
      ['3', 'at least: 97.22%'],
      ['4', 'at least: 91.67%'],
      ['5', 'at least: 83.33%'],
      ['6', 'at least: 72.22%'],
      ['7', 'at least: 58.33%'],
      ['8', 'at least: 41.67%'],
      ['9', 'at least: 27.78%'],
      ['10', 'at least: 16.67%'],
      ['11', 'at least: 8.33%'],
      ['12', 'at least: 2.78%'],
    ]);
    expect(report.view.slice(2)).toEqual([{ kind: 'pairs', items: [['mean', '7'], ['standard deviation', '2.4152']] }]);
  });

  it('in French', () => {
    const report = exactOf('1d2', fr);
    expect(bars(report.view).items.map((i) => i.note)).toEqual(['au moins : 100.00%', 'au moins : 50.00%']);
    expect(report.view.at(-1)).toEqual({ kind: 'pairs', items: [['moyenne', '1.5'], ['écart type', '0.5']] });
  });

  it('a repeated expression says each roll has that distribution', () => {
    const report = exactOf('3x2d6');
    expect(report.json).toMatchObject({ expression: '3x2d6', repeat: 3, mean: 7 });
    expect(report.view[0]).toEqual({ kind: 'heading', text: '3x2d6 (each of the 3 rolls)' });
  });

  it('a comparison: left higher, equal, right higher (1d6 vs 1d6: 15/36, 6/36, 15/36)', () => {
    const report = exactOf('1d6 vs 1d6');
    const json = report.json as { win: number; tie: number; loss: number };
    expect(Object.keys(json)).toEqual(['expression', 'win', 'tie', 'loss']);
    expect(json.win).toBeCloseTo(15 / 36, 12);
    expect(json.tie).toBeCloseTo(6 / 36, 12);
    expect(json.loss).toBeCloseTo(15 / 36, 12);
    expect(report.view).toEqual([
      { kind: 'heading', text: '1d6 vs 1d6' },
      {
        kind: 'bars',
        items: [
          { label: 'left higher', p: json.win },
          { label: 'equal', p: json.tie },
          { label: 'right higher', p: json.loss },
        ],
      },
    ]);
    expect(exactOf('2x d6 vs d6').json).toMatchObject({ repeat: 2 });
  });

  it('exploding dice: the probability cut at the explosion limit, in the JSON and in words', () => {
    const report = exactOf('d6!');
    const json = report.json as { residual: number };
    // The 21st roll of a die is the limit: (1/6)^21 that it would still explode.
    expect(json.residual).toBeCloseTo(6 ** -21, 25);
    expect(report.view.at(-1)).toEqual({ kind: 'lines', lines: ['beyond the explosion limit (20 per die): 4.56e-15%, counted at the limit'] });
    expect(exactOf('d6! vs d6').json).toHaveProperty('residual');
  });

  it('shows every value up to 40 values (13d4: 13..52), even those under 0.005 %', () => {
    const report = exactOf('13d4');
    expect(bars(report.view).items).toHaveLength(40);
    expect(report.view.map((b) => b.kind)).toEqual(['heading', 'bars', 'pairs']);
  });

  it('over 40 values (8d6: 8..48), sums the far tails under 0.005 % into one line', () => {
    const report = exactOf('8d6');
    const shown = bars(report.view).items;
    // P(8) = P(48) = 6^-8, P(9) = P(47) = 8·6^-8, P(10) = 36·6^-8 ≈ 0.0021 %, P(11) = 120·6^-8 ≈ 0.0071 %.
    expect(shown.map((i) => i.label)).toEqual(Array.from({ length: 35 }, (_, i) => String(11 + i)));
    expect(shown[0]!.note).toBe('at least: 100.00%');
    const hidden = (2 * (1 + 8 + 36)) / 6 ** 8;
    expect(report.view[2]).toEqual({ kind: 'lines', lines: [`6 value(s) under 0.005% not shown (together ${formatP(hidden)}); --json lists every value`] });
    expect(formatP(hidden)).toBe('0.01%'); // 90 / 6^8 ≈ 0.0054 %
    expect(Object.keys((report.json as { distribution: object }).distribution)).toHaveLength(41);
  });

  it('hides only what lies under the bound at each end (10d6: 6 values each side)', () => {
    const report = exactOf('10d6');
    const labels = bars(report.view).items.map((i) => i.label);
    expect(labels[0]).toBe('16');
    expect(labels.at(-1)).toBe('54');
    expect((report.view[2] as { lines: readonly string[] }).lines[0]).toMatch(/^12 value\(s\) under/);
  });
});

describe('what a report shows, at its edges', () => {
  it('no legend when every die counts: kept dice that are all successes', () => {
    expect(rolled('2d6>=4', 5, 6).view).toEqual([{ kind: 'lines', lines: ['2d6>=4 [5 6] = 2'] }]);
    expect(rolled('3d6kh3', 5, 6, 1).view).toEqual([{ kind: 'lines', lines: ['3d6kh3 [5 6 1] = 12'] }]);
  });

  it('the expression is given trimmed, in a repeated roll and in --exact', () => {
    expect(rolled('  2x d6 ', 3, 4).json).toMatchObject({ expression: '2x d6', total: [3, 4] });
    const report = exactOf('  2d6 ');
    expect(report.json).toMatchObject({ expression: '2d6' });
    expect(report.view[0]).toEqual({ kind: 'heading', text: '2d6' });
  });

  /** An exact result built by hand: values 0, 1, … with the probabilities given. */
  const chartOf = (p: readonly number[]) => {
    const distribution = new Map(p.map((q, v) => [v, q] as const));
    return exactReport(expressionOf('d6'), { kind: 'distribution', distribution, mean: 0, stddev: 0 }, t).view;
  };

  it('a value of exactly 0.005 % at either end prints as 0.01 % and is shown', () => {
    const p = [0.00005, ...Array<number>(48).fill((1 - 0.0001) / 48), 0.00005];
    const view = chartOf(p);
    expect(bars(view).items).toHaveLength(50);
    expect(view.map((b) => b.kind)).toEqual(['heading', 'bars', 'pairs']);
    expect(formatP(0.00005)).toBe('0.01%');
  });

  it('a flat distribution whose every value is under 0.005 % (25,000 values) hides them all, reading no further than its ends', () => {
    const view = chartOf(Array<number>(25_000).fill(1 / 25_000));
    expect(bars(view).items).toEqual([]);
    expect(view[2]).toEqual({ kind: 'lines', lines: ['25000 value(s) under 0.005% not shown (together 100.00%); --json lists every value'] });
  });
});
