/**
 * The typed attack results (src/library/attack-fields.ts) against what the rulesets print for the example bands and
 * against the pages that document the fields: a field printed but not typed, typed but not printed by any pair, of
 * another kind, or undocumented, fails here (issue 38's new fields are one line of attack-fields.ts each).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchup } from '../../src/index.js';
import { ATTACK_FIELDS, type AttackFieldKind, type AttackRulesetId } from '../../src/library/attack-fields.js';
import { ROOT } from '../helpers/cli.js';

const BANDS: Record<AttackRulesetId, readonly [string, string]> = {
  'flammes-et-fantassins': ['ff-federation-de-la-poterie.yaml', 'ff-les-marquisards.yaml'],
  frostgrave: ['frostgrave-l-expedition-de-renulf.yaml', 'frostgrave-l-expedition-de-renulf.yaml'],
  'mef-fan': ['mef-fan-la-garde-du-bois-dore.yaml', 'mef-fan-les-gobelins-de-la-butte.yaml'],
  'fees-d-armes': ['fees-d-armes-les-bucherons.yaml', 'fees-d-armes-les-ogres-du-bois-joli.yaml'],
  argad: ['argad-la-mesnie-du-sire-yann.yaml', 'argad-la-mesnie-du-sire-yann.yaml'],
};
const PAGES: Record<AttackRulesetId, string> = {
  'flammes-et-fantassins': 'docs/commands/simulate-attack.md',
  frostgrave: 'docs/rulesets/frostgrave.md',
  'mef-fan': 'docs/rulesets/mef-fan.md',
  'fees-d-armes': 'docs/rulesets/fees-d-armes.md',
  argad: 'docs/rulesets/argad.md',
};
/** The keys every pair of a matchup has besides the attack's own. */
const PAIR_KEYS = ['attacker', 'target', 'attack', 'options', 'method'];

const holds = (kind: AttackFieldKind, value: unknown): boolean => {
  if (kind === 'object') return value === null || (typeof value === 'object' && !Array.isArray(value));
  if (kind === 'list') return Array.isArray(value);
  if (kind === 'distribution') return typeof value === 'object' && value !== null && Object.values(value).every((p) => typeof p === 'number');
  return typeof value === kind;
};

describe.each(Object.keys(ATTACK_FIELDS) as AttackRulesetId[])('the typed fields of %s', (id) => {
  const fields = ATTACK_FIELDS[id];
  const kinds: Record<string, AttackFieldKind> = { ...fields.required, ...fields.optional };

  it('are the fields the example bands print, each of its kind, the required ones in every pair', async () => {
    const [a, b] = BANDS[id];
    const result = await matchup(path.join(ROOT, 'bands', a), path.join(ROOT, 'bands', b), { both: true });
    expect(result.ruleset).toBe(id);
    const pairs: Record<string, unknown>[] = [...(result.pairs ?? []), ...(result.reverse?.pairs ?? [])];
    expect(pairs.length).toBeGreaterThan(0);
    for (const pair of pairs) {
      const own = Object.keys(pair).filter((key) => !PAIR_KEYS.includes(key));
      expect(own.filter((key) => !(key in kinds))).toEqual([]);
      expect(Object.keys(fields.required).filter((key) => !(key in pair))).toEqual([]);
      expect(own.filter((key) => !holds(kinds[key]!, pair[key]))).toEqual([]);
    }
  });

  it('are each named on the page that documents them', () => {
    const page = readFileSync(path.join(ROOT, PAGES[id]), 'utf8') + readFileSync(path.join(ROOT, 'docs/json.md'), 'utf8');
    expect(Object.keys(kinds).filter((key) => !page.includes(key))).toEqual([]);
  });
});

it('a kind that does not hold is told apart', () => {
  expect([holds('number', '1'), holds('list', {}), holds('object', []), holds('distribution', { a: 'x' }), holds('boolean', 0)]).toEqual([false, false, false, false, false]);
  expect([holds('number', 1), holds('list', []), holds('object', null), holds('distribution', { 1: 0.5 }), holds('boolean', true)]).toEqual([true, true, true, true, true]);
});
