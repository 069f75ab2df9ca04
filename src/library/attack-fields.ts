/**
 * The fields each ruleset adds to `simulateAttack`'s result (and to each pair of a `matchup`), as data: the library's
 * types are derived from it (types.ts), and tests/library/attack-fields.test.ts checks it against what the rulesets
 * print and against the pages that document them (docs/json.md, docs/commands/simulate-attack.md, docs/rulesets/).
 * A ruleset that prints a new field adds one line here. Required: printed by every attack; optional: by some.
 */
export const ATTACK_FIELDS = {
  'flammes-et-fantassins': {
    required: { p_hit: 'number' },
    optional: {
      expected_damage: 'number', p_kill: 'number', damage: 'distribution', attacks_to_kill: 'list', modifiers: 'object', p_effect: 'number', amount: 'object', rule: 'string',
      p_dodge: 'number', p_talents: 'distribution', p_stun: 'number', attacks_to_stun: 'list', expected_drain: 'number', p_magie_scolaire: 'number', p_eloquence: 'number',
      impossible_reason: 'object',
    },
  },
  frostgrave: {
    required: { damage: 'distribution', expected_damage: 'number', p_kill: 'number', p_wounded: 'number', modifiers: 'object' },
    optional: { crits: 'boolean', p_win: 'number', p_tie: 'number', p_lose: 'number', damage_taken: 'distribution', expected_damage_taken: 'number', p_killed: 'number', p_hit: 'number', p_critical: 'number', impossible_reason: 'object' },
  },
  'mef-fan': {
    required: { weapon: 'string', modifiers: 'list', def_modifiers: 'list', rolls: 'list', p_frightened: 'number', wounds: 'distribution', removed: 'distribution', expected_wounds: 'number', expected_removed: 'number' },
    optional: { spell: 'object', parry: 'object', if_cast: 'object', dep: 'object', vie_lost: 'distribution', expected_vie_lost: 'number', impossible_reason: 'object' },
  },
  'fees-d-armes': {
    required: {
      action: 'string', pool: 'object', modifiers: 'object', success_on: 'number', need: 'number', armour: 'number', target_health: 'number', p_success: 'number', expected_damage: 'number',
      damage: 'distribution', p_kill: 'number', end_of_turn: 'object', not_in_odds: 'list', not_in_odds_reasons: 'object',
    },
    optional: { range: 'object', impossible_reason: 'object' },
  },
  argad: {
    required: { p_kill: 'number', p_recoil: 'number', p_miss: 'number', modifier: 'number', modifiers: 'list', expected_pv_lost: 'number' },
    optional: { p_wound: 'number', target_health_points: 'number', impossible_reason: 'object' },
  },
} as const;

/** What a kind of field holds in JSON. */
export interface FieldKinds {
  readonly number: number;
  readonly string: string;
  readonly boolean: boolean;
  /** Value → probability (`{"0": 0.25, "1": 0.75}`), or a name → number. */
  readonly distribution: Readonly<Record<string, number>>;
  /** An object of the ruleset's own shape (its page says which keys), `null` where the attack has none. */
  readonly object: Readonly<Record<string, unknown>> | null;
  readonly list: readonly unknown[];
}

export type AttackFieldKind = keyof FieldKinds;
export type AttackRulesetId = keyof typeof ATTACK_FIELDS;

/** The fields of one ruleset's attack, typed. */
export type AttackFields<R extends AttackRulesetId> = { readonly [K in keyof (typeof ATTACK_FIELDS)[R]['required']]: FieldKinds[(typeof ATTACK_FIELDS)[R]['required'][K] & AttackFieldKind] } & {
  readonly [K in keyof (typeof ATTACK_FIELDS)[R]['optional']]?: FieldKinds[(typeof ATTACK_FIELDS)[R]['optional'][K] & AttackFieldKind];
};
