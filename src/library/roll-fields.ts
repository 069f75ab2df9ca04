/**
 * The fields of each named roll's result (`roll <name> --json`, library `namedRoll`), exact and rolled, as data: the
 * library's types are derived from it, and tests/library/roll-fields.test.ts checks it against what each roll prints
 * and against docs/commands/roll.md and the rulesets' pages. A roll that prints a new field adds it here.
 */
export const ROLL_FIELDS = {
  'flammes-et-fantassins': {
    test: {
      exact: { ruleset: 'string', roll: 'string', method: 'string', stat: 'number', target: 'number', success: 'number', distribution: 'distribution', mean: 'number', stddev: 'number' },
      rolled: { ruleset: 'string', roll: 'string', method: 'string', stat: 'number', target: 'number', dice: 'list', total: 'number', success: 'boolean', seed: 'string' },
    },
    opposed: {
      exact: { ruleset: 'string', roll: 'string', method: 'string', stat: 'number', vs: 'number', win: 'number', tie: 'number', loss: 'number' },
      rolled: { ruleset: 'string', roll: 'string', method: 'string', stat: 'number', vs: 'number', actor: 'object', target: 'object', winner: 'string', tie: 'boolean', seed: 'string' },
    },
  },
  'fees-d-armes': {
    pillage: {
      exact: { ruleset: 'string', roll: 'string', method: 'string', dice_rolled: 'number', success_on: 'number', need: 'number', modifiers: 'object', p_success: 'number', successes: 'distribution' },
      rolled: { ruleset: 'string', roll: 'string', method: 'string', dice_rolled: 'number', success_on: 'number', need: 'number', modifiers: 'object', dice: 'list', successes: 'number', success: 'boolean', seed: 'string' },
    },
    fouille: {
      exact: { ruleset: 'string', roll: 'string', method: 'string', dice_rolled: 'number', success_on: 'number', need: 'number', modifiers: 'object', p_success: 'number', successes: 'distribution' },
      rolled: { ruleset: 'string', roll: 'string', method: 'string', dice_rolled: 'number', success_on: 'number', need: 'number', modifiers: 'object', dice: 'list', successes: 'number', success: 'boolean', seed: 'string' },
    },
  },
  frostgrave: {
    cast: {
      exact: {
        ruleset: 'string', roll: 'string', method: 'string', casting_number: 'number', empower: 'number', will: 'number-or-null', p_cast: 'number', p_effect: 'number', expected_self_damage: 'number',
        self_damage: 'distribution', by_empower: 'list', best_empower: 'number-or-null',
      },
      rolled: {
        ruleset: 'string', roll: 'string', method: 'string', casting_number: 'number', die: 'number', empowered: 'number', final: 'number', cast: 'boolean', will_die: 'number-or-null', resisted: 'boolean',
        effect: 'boolean', self_damage: 'number', seed: 'string',
      },
    },
    initiative: {
      exact: { ruleset: 'string', roll: 'string', method: 'string', players: 'number', p_first: 'number', p_tie_for_first: 'number', p_any_tie: 'number' },
      rolled: { ruleset: 'string', roll: 'string', method: 'string', players: 'number', order: 'list', rolls: 'list', seed: 'string' },
    },
    fall: {
      exact: { ruleset: 'string', roll: 'string', method: 'string', height: 'number', damage: 'number' },
      rolled: { ruleset: 'string', roll: 'string', method: 'string', height: 'number', damage: 'number', seed: 'string' },
    },
  },
  'mef-fan': {
    morale: {
      exact: { ruleset: 'string', roll: 'string', method: 'string', men: 'number', modifiers: 'list', target: 'number', p_success: 'number' },
      rolled: { ruleset: 'string', roll: 'string', method: 'string', men: 'number', modifiers: 'list', target: 'number', dice: 'list', success: 'boolean', seed: 'string' },
    },
    cast: {
      exact: { ruleset: 'string', roll: 'string', method: 'string', men: 'number', modifiers: 'list', target: 'number', p_success: 'number' },
      rolled: { ruleset: 'string', roll: 'string', method: 'string', men: 'number', modifiers: 'list', target: 'number', dice: 'list', success: 'boolean', seed: 'string' },
    },
    initiative: {
      exact: { ruleset: 'string', roll: 'string', method: 'string', leader: 'string', opponent_leader: 'string', bonus: 'number', opponent_bonus: 'number', p_first: 'number', p_tie: 'number' },
      rolled: { ruleset: 'string', roll: 'string', method: 'string', leader: 'string', opponent_leader: 'string', bonus: 'number', opponent_bonus: 'number', throws: 'list', winner: 'string', seed: 'string' },
    },
    heal: {
      exact: { ruleset: 'string', roll: 'string', method: 'string', men: 'number', modifiers: 'list', target: 'number', p_success: 'number' },
      rolled: { ruleset: 'string', roll: 'string', method: 'string', men: 'number', modifiers: 'list', target: 'number', dice: 'list', success: 'boolean', seed: 'string' },
    },
  },
  argad: {
    // `stays_wounded` instead of `dies` for a character with two points de vie and one wound (docs/rulesets/argad.md).
    heal: { exact: { ruleset: 'string', roll: 'string', method: 'string', heals: 'number', after_effects: 'number', dies: 'number-if-printed', stays_wounded: 'number-if-printed' }, rolled: { ruleset: 'string', roll: 'string', method: 'string', die: 'number', health: 'number', result: 'string', seed: 'string' } },
    // `flees` instead of `disorder` for a unit already en désordre.
    morale: { exact: { ruleset: 'string', roll: 'string', method: 'string', obeys: 'number', depends: 'number', disorder: 'number-if-printed', flees: 'number-if-printed' }, rolled: { ruleset: 'string', roll: 'string', method: 'string', die: 'number', morale: 'number', result: 'string', seed: 'string' } },
    'certain-temps': { exact: { ruleset: 'string', roll: 'string', method: 'string', turns: 'list', expected_turns: 'number' }, rolled: { ruleset: 'string', roll: 'string', method: 'string', rolls: 'list', done_at: 'number', seed: 'string' } },
    lenteur: { exact: { ruleset: 'string', roll: 'string', method: 'string', move: 'number', blocked: 'number', remaining: 'distribution', mean: 'number' }, rolled: { ruleset: 'string', roll: 'string', method: 'string', dice: 'list', blocked: 'boolean', remaining: 'number', seed: 'string' } },
    localisation: { exact: { ruleset: 'string', roll: 'string', method: 'string', head: 'number', body: 'number', legs: 'number' }, rolled: { ruleset: 'string', roll: 'string', method: 'string', die: 'number', result: 'string', seed: 'string' } },
    skill: { exact: { ruleset: 'string', roll: 'string', method: 'string', success: 'number', retry: 'number', failure: 'number', success_in_the_end: 'number' }, rolled: { ruleset: 'string', roll: 'string', method: 'string', die: 'number', value: 'number', result: 'string', seed: 'string' } },
    danger: {
      exact: { ruleset: 'string', roll: 'string', method: 'string', safe: 'number', shouts: 'number', danger: 'number', natural_six: 'number', falls_if_unhelped: 'number' },
      rolled: { ruleset: 'string', roll: 'string', method: 'string', dice: 'list', die: 'number', class: 'number', modifier: 'number', result: 'string', natural_six: 'boolean', seed: 'string' },
    },
  },
} as const;

/** What a kind of roll field holds in JSON. */
export interface RollFieldKinds {
  readonly number: number;
  readonly string: string;
  readonly boolean: boolean;
  readonly 'number-or-null': number | null;
  /** Printed by some calls only (the type says `undefined` for the others). */
  readonly 'number-if-printed': number | undefined;
  /** Value → probability, or a name → number. */
  readonly distribution: Readonly<Record<string, number>>;
  readonly object: Readonly<Record<string, unknown>>;
  readonly list: readonly unknown[];
}

type Rolls = typeof ROLL_FIELDS;
/** The name of a rulebook roll of some ruleset (`test`, `cast`, `certain-temps` …). */
export type RollName = { [R in keyof Rolls]: keyof Rolls[R] }[keyof Rolls] & string;
/** How a named roll is made: its exact odds (`exact: true`) or one roll. */
export type RollMethod = 'exact' | 'rolled';
type Typed<F> = { readonly [K in keyof F]: RollFieldKinds[F[K] & keyof RollFieldKinds] };
/** The result of roll `N` made by `M`: one shape per ruleset that has a roll of that name. */
export type NamedRollOf<N extends RollName, M extends RollMethod> = {
  [R in keyof Rolls]: N extends keyof Rolls[R] ? (M extends keyof Rolls[R][N] ? Typed<Rolls[R][N][M]> : never) : never;
}[keyof Rolls];
