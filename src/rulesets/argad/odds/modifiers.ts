/** A bonus or malus to a die, with the reason that explains it in the output. */
export interface Modifier {
  /** Message code of the reason (`argad/mod-charge` …). */
  readonly code: string;
  readonly value: number;
  /** A "facteur tactique": lost by characters en désordre ("n'ont pas de bonus tactiques au dé"). */
  readonly tactical?: boolean;
  readonly params?: Readonly<Record<string, string | number>>;
}

export const total = (modifiers: readonly Modifier[]): number => modifiers.reduce((sum, m) => sum + m.value, 0);

/** En désordre: tactical bonuses are lost, maluses stay. */
export const inDisorder = (modifiers: readonly Modifier[]): Modifier[] => modifiers.filter((m) => !(m.tactical && m.value > 0));
