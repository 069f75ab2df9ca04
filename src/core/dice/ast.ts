/** A parsed dice expression: `[N x] sum [vs sum]`, each sum a list of signed terms. Columns are 1-based. */
export type CompareOp = '>=' | '<=' | '=' | '>' | '<';

export interface Threshold {
  readonly op: CompareOp;
  readonly value: number;
}

/** Which dice of a group count: the `count` highest or lowest (`kh`, `kl`, `dl`, `dh` normalised). */
export interface Keep {
  readonly which: 'high' | 'low';
  readonly count: number;
}

export interface DiceGroup {
  readonly kind: 'dice';
  readonly count: number;
  readonly sides: number;
  readonly explode: boolean;
  readonly keep?: Keep;
  /** Success counting: the group's value is the number of (kept) dice meeting the threshold. */
  readonly success?: Threshold;
  /** The group as written, lower case, without spaces (`4d6kh3`). */
  readonly text: string;
  readonly column: number;
}

export interface Constant {
  readonly kind: 'constant';
  readonly value: number;
  readonly text: string;
  readonly column: number;
}

export interface Term {
  readonly sign: 1 | -1;
  readonly operand: DiceGroup | Constant;
}

export type Sum = readonly Term[];

export interface Expression {
  /** The input, trimmed. */
  readonly source: string;
  readonly repeat: number;
  readonly left: Sum;
  readonly right?: Sum;
}

export const groups = (sum: Sum): DiceGroup[] => sum.flatMap((t) => (t.operand.kind === 'dice' ? [t.operand] : []));

export const passes = (value: number, t: Threshold): boolean => {
  switch (t.op) {
    case '>=': return value >= t.value;
    case '<=': return value <= t.value;
    case '>': return value > t.value;
    case '<': return value < t.value;
    case '=': return value === t.value;
  }
};
