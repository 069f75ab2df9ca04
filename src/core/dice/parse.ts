/**
 * The dice notation, parsed by hand so that every error points at its column (1-based, in the text as given).
 *
 *   expression := [N "x"] sum ["vs" sum]
 *   sum        := ["+" | "-"] term (("+" | "-") term)*
 *   term       := N | [N] "d" (M | "%") ["!"] [("kh" | "kl" | "k" | "dh" | "dl") N] [(">=" | "<=" | "=" | ">" | "<") N]
 *
 * Whitespace between tokens and letter case are free.
 */
import type { Params } from '../diagnostics/diagnostics.js';
import type { CompareOp, Constant, DiceGroup, Expression, Keep, Sum, Term, Threshold } from './ast.js';
import { LIMITS } from './limits.js';

/** A refused expression: a message code of the dice catalogue, the column it points at, and the values for the message. */
export interface DiceError {
  readonly code: string;
  readonly column: number;
  /** The token found at the column; absent at the end of the expression. */
  readonly found?: string;
  readonly params: Params;
}

export type ParseResult = { readonly ok: true; readonly expression: Expression } | { readonly ok: false; readonly error: DiceError };

class Failure {
  constructor(readonly error: DiceError) {}
}

class Parser {
  private at = 0;
  private dice = 0;

  constructor(private readonly text: string) {}

  private skip(): void {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: past the end, text[at] is undefined and /\s/ tests "undefined": false
    while (this.at < this.text.length && /\s/.test(this.text[this.at]!)) this.at++;
  }

  /** Consumes the pattern (sticky, after whitespace) and returns the match, or undefined. */
  private take(pattern: RegExp): string | undefined {
    this.skip();
    const sticky = new RegExp(pattern.source, 'iy');
    sticky.lastIndex = this.at;
    const match = sticky.exec(this.text);
    if (!match) return undefined;
    this.at += match[0].length;
    return match[0];
  }

  private column(): number {
    this.skip();
    return this.at + 1;
  }

  private fail(code: string, params: Params = {}, column = this.column()): never {
    const rest = /[a-z0-9%]+|\S/iy;
    rest.lastIndex = column - 1;
    const found = rest.exec(this.text)?.[0];
    throw new Failure({ code, column, ...(found !== undefined ? { found } : {}), params });
  }

  /** A non-negative integer within the number bound; `code` when none is there. */
  private number(code: string, params: Params = {}): { value: number; column: number } {
    const column = this.column();
    const digits = this.take(/\d+/);
    if (digits === undefined) this.fail(code, params);
    const value = Number(digits);
    if (value > LIMITS.number) this.fail('dice/number-too-large', { actual: digits, limit: LIMITS.number }, column);
    return { value, column };
  }

  private peekNumberThenX(): boolean {
    const probe = /\s*\d+\s*x/iy;
    probe.lastIndex = this.at;
    return probe.test(this.text);
  }

  parse(): Expression {
    if (this.text.trim() === '') this.fail('dice/empty', {}, 1);
    if (this.text.length > LIMITS.length) this.fail('dice/too-long', { actual: this.text.length, limit: LIMITS.length }, LIMITS.length + 1);
    let repeat = 1;
    if (this.peekNumberThenX()) {
      // Stryker disable next-line StringLiteral: peekNumberThenX has just seen the digits, so this code is never used
      const n = this.number('dice/expected-term');
      this.take(/x/);
      if (n.value < 1 || n.value > LIMITS.repeat) this.fail('dice/repeat-range', { actual: n.value, limit: LIMITS.repeat }, n.column);
      repeat = n.value;
    }
    const left = this.sum();
    let right: Sum | undefined;
    if (this.take(/vs/) !== undefined) right = this.sum();
    this.skip();
    if (this.at < this.text.length) this.fail('dice/expected-operator', { expected: right ? '+ -' : '+ - vs' });
    return { source: this.text, repeat, left, ...(right ? { right } : {}) };
  }

  private sum(): Sum {
    const terms: Term[] = [];
    let sign = this.take(/[+-]/);
    for (;;) {
      const column = this.column();
      if (terms.length === LIMITS.terms) this.fail('dice/too-many-terms', { limit: LIMITS.terms }, column);
      terms.push({ sign: sign === '-' ? -1 : 1, operand: this.term() });
      sign = this.take(/[+-]/);
      if (sign === undefined) return terms;
    }
  }

  private term(): DiceGroup | Constant {
    const column = this.column();
    // Stryker disable next-line StringLiteral: at the end neither '' nor another text without a digit starts a number; after a digit the code is never used
    const n = /\d/.test(this.text[this.at] ?? '') ? this.number('dice/expected-term') : undefined;
    if (this.take(/d/) === undefined) {
      if (n === undefined) this.fail('dice/expected-term');
      return { kind: 'constant', value: n.value, text: String(n.value), column };
    }
    return this.group(column, n);
  }

  private group(column: number, n: { value: number; column: number } | undefined): DiceGroup {
    const count = n?.value ?? 1;
    if (count < 1 || count > LIMITS.dice) this.fail('dice/dice-count', { actual: count, limit: LIMITS.dice }, n!.column);
    this.dice += count;
    if (this.dice > LIMITS.totalDice) this.fail('dice/too-many-dice', { actual: this.dice, limit: LIMITS.totalDice }, column);
    const sides = this.take(/%/) !== undefined ? 100 : this.sides();
    const bang = this.column();
    const explode = this.take(/!/) !== undefined;
    if (explode && sides === 1) this.fail('dice/explode-d1', {}, bang);
    const keep = this.keep(count);
    const success = this.threshold();
    // Stryker disable next-line Regex: removing each space alone or each run of spaces leaves the same text
    const text = this.text.slice(column - 1, this.at).replace(/\s+/g, '').toLowerCase();
    return { kind: 'dice', count, sides, explode, ...(keep ? { keep } : {}), ...(success ? { success } : {}), text, column };
  }

  private sides(): number {
    const { value, column } = this.number('dice/expected-sides');
    if (value < 1 || value > LIMITS.sides) this.fail('dice/sides', { actual: value, limit: LIMITS.sides }, column);
    return value;
  }

  private keep(count: number): Keep | undefined {
    const word = this.take(/k[hl]?|d[hl]/)?.toLowerCase();
    if (word === undefined) return undefined;
    const { value, column } = this.number('dice/expected-count', { after: word });
    if (word.startsWith('k')) {
      if (value < 1 || value > count) this.fail('dice/keep-range', { actual: value, count }, column);
      return { which: word === 'kl' ? 'low' : 'high', count: value };
    }
    if (value > count - 1) this.fail('dice/drop-range', { actual: value, count, max: count - 1 }, column);
    return { which: word === 'dl' ? 'high' : 'low', count: count - value };
  }

  private threshold(): Threshold | undefined {
    const op = this.take(/>=|<=|=|>|</) as CompareOp | undefined;
    if (op === undefined) return undefined;
    return { op, value: this.number('dice/expected-threshold', { after: op }).value };
  }
}

export function parse(text: string): ParseResult {
  try {
    return { ok: true, expression: new Parser(text).parse() };
  } catch (cause) {
    if (cause instanceof Failure) return { ok: false, error: cause.error };
    throw cause;
  }
}
