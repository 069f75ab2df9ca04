/** Fées d'armes through the built command: the example bands, show, validate, print. */
import { describe, expect, it } from 'vitest';
import { runCli, runJson, tempTree } from '../helpers/cli.js';

const OGRES = 'bands/fees-d-armes-les-ogres-du-bois-joli.yaml';
const BUCHERONS = 'bands/fees-d-armes-les-bucherons.yaml';

const MIXED = `ruleset: fees
name: Mélange
points: 6
figures:
  - name: Ogre
    cost: 4
    factions: [contes]
    action: 3
    move: 3
    armour: 1
    health: 8
    rules: [peur, "regeneration"]
  - name: Fée
    cost: 3
    factions: [foret]
    action: 2
    move: 4
    armour: 0
    health: 3
    rules: [vol, invisible]
`;

describe("Fées d'armes end to end", () => {
  it('validates the example bands without a finding', () => {
    const { code, json } = runJson(['validate', OGRES, BUCHERONS]);
    expect(code).toBe(0);
    expect(json.summary).toEqual({ files: 2, errors: 0, warnings: 0, infos: 0, unreadable: 0 });
    expect(json.files.map((f: { ruleset: string }) => f.ruleset)).toEqual(['fees-d-armes', 'fees-d-armes']);
  });

  it('validate tells which faction card the band may use, and none when the figures share no faction', () => {
    const text = runCli(['validate', OGRES]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`${OGRES}  faction card: Contes (every figure has this symbol)`);
    const chosen = runJson(['validate', BUCHERONS, '--lang', 'fr']).json.files[0];
    expect(chosen.notes).toEqual(['carte de faction : Village (toutes les figurines ont ce symbole)']);
    const dir = tempTree({ 'mixed.yaml': MIXED });
    const mixed = runJson(['validate', 'mixed.yaml'], { cwd: dir }).json.files[0];
    expect(mixed.notes).toBeUndefined();
    expect(runCli(['validate', 'mixed.yaml'], { cwd: dir }).stdout).not.toContain('faction card:');
  });

  it('show --json: the keys of the issue, the faction card named', () => {
    const { code, json } = runJson(['show', OGRES]);
    expect(code).toBe(0);
    expect(json.ruleset).toBe('fees-d-armes');
    expect(json.name).toBe('Les Ogres du Bois Joli');
    // 4 + 3 + 2 + 1; every figure has "contes"
    expect(json.band).toEqual({ points_budget: 10, points_spent: 10, faction_card: 'contes' });
    expect(json.figures.map((f: { name: string; cost: number }) => [f.name, f.cost])).toEqual([['Ogre', 4], ['Grand Méchant Loup', 3], ['Sorcière', 2], ['Corbeau', 1]]);
    expect(runJson(['show', BUCHERONS]).json.band.faction_card).toBe('village');
  });

  it('show prints the cards for people, in French too', () => {
    const result = runCli(['show', OGRES, '--lang', 'fr']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/carte de faction\s+Contes/);
    expect(result.stdout).toContain('Massue (2+)\u00a0: Dégâts 2+ · Repousser (1)');
  });

  it('validate locates every problem of a band with its code', () => {
    const dir = tempTree({ 'mixed.yaml': MIXED });
    const result = runCli(['validate', 'mixed.yaml'], { cwd: dir });
    expect(result.code).toBe(1);
    const lines = result.stdout.split('\n').filter((l) => l.startsWith('mixed.yaml:'));
    expect(lines.map((l) => l.split(/\s+/).slice(0, 3).join(' '))).toEqual([
      'mixed.yaml:3:1 error fees/points-exceeded',
      'mixed.yaml:4:1 info fees/no-faction-card',
      'mixed.yaml:12:19 error fees/rule-missing-parameter',
      'mixed.yaml:20:18 warning fees/unknown-rule',
    ]);
    // "invisible" is close to no §5 rule: the fix says where the full list is, and lists nothing.
    expect(result.stdout).toContain('no known name is close');
  });

  it('print gives one profile card per figure', () => {
    const { code, json } = runJson(['print', OGRES, '--format', 'md', '--lang', 'fr']);
    expect(code).toBe(0);
    expect(json.cards).toBe(4);
    expect(json.content).toContain('### Carte de profil\u00a0: Ogre (4 pts)');
  });
});

const OGRE = `${OGRES}#Ogre`;
const BUCHERON = `${BUCHERONS}#bucheron`;

describe("Fées d'armes simulate-attack", () => {
  // The rulebook's example: "Massue (2+) : Dégâts 2+", Action 3, against "une Armure de 1 et … six points de santé".
  it.each([
    [['--dice', '6,2,1'], false, 0, 0],
    [['--dice', '4,6,1'], true, 2, 1],
    [['--dice', '4,4,6'], true, 3, 2],
    [['--tokens', '1', '--dice', '4,5,6,4,6'], true, 5, 4],
  ])('the ogre example %j: success %s, %i Dégâts, %i after armour', (args, success, gross, damage) => {
    const { code, json } = runJson(['simulate-attack', OGRE, BUCHERON, '--action', 'Massue', ...args]);
    expect(code).toBe(0);
    expect(json).toMatchObject({ ruleset: 'fees-d-armes', method: 'dice', success, damage_before_armour: gross, damage });
  });

  it('prints the exact odds with the keys of the issue', () => {
    const { code, json } = runJson(['simulate-attack', OGRE, BUCHERON, '--action', 'massue', '--tokens', '1', '--second-activation', '--cover', '--modifier', '1']);
    expect(code).toBe(0);
    expect(json).toMatchObject({ ruleset: 'fees-d-armes', method: 'exact' });
    for (const key of ['p_success', 'damage', 'p_kill']) expect(json).toHaveProperty(key);
    // 5 dice; −2 −1 +1 = −2: 6+; two successes needed
    expect([json.pool.dice, json.success_on]).toEqual([5, 6]);
    const p = 1 / 6;
    expect(json.p_success).toBeCloseTo(1 - (1 - p) ** 5 - 5 * p * (1 - p) ** 4, 9);
    expect(Object.values(json.damage as Record<string, number>).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('prints the odds for people', () => {
    const result = runCli(['simulate-attack', OGRE, BUCHERON, '--action', 'Massue']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/P\(success\)\s+50\.00%/);
    expect(result.stdout).toContain('Repousser (1)');
  });

  it('typed-in sides with --ruleset give the card numbers', () => {
    const typed = runJson(['simulate-attack', '--ruleset', 'fees', '--action-dice', '3', '--need', '2', '--damage', '2', '--plus', '--armour', '1', '--health', '6']);
    const card = runJson(['simulate-attack', OGRE, BUCHERON, '--action', 'Massue']);
    expect(typed.code).toBe(0);
    expect(typed.json.damage).toEqual(card.json.damage);
    // Who attacks whom, as in every ruleset's JSON: {name, file}, both null for a side typed in.
    expect([card.json.attacker, card.json.target]).toEqual([{ name: 'Ogre', file: OGRES }, { name: 'Bûcheron', file: BUCHERONS }]);
    expect([typed.json.attacker, typed.json.target]).toEqual([{ name: null, file: null }, { name: null, file: null }]);
  });

  it('adds a Monte Carlo cross-check with --trials', () => {
    const { code, json } = runJson(['simulate-attack', OGRE, BUCHERON, '--action', 'Massue', '--trials', '2000', '--seed', '7']);
    expect(code).toBe(0);
    expect(Object.keys(json.monte_carlo.estimates)).toEqual(['p_success', 'expected_damage', 'p_kill']);
  });

  it.each([
    [['--action', 'Masue'], 2, 'did you mean Massue?'],
    [['--action', 'Massue', '--dice', '4,6'], 2, '--dice gives 2 dice, the pool has 3'],
    [['--action', 'Massue', '--dice', '4,7,1'], 2, '--dice expects faces from 1 to 6'],
    [['--action', 'Massue', '--tokens', '50'], 2, '--tokens must be between 0 and 20, got "50"'],
    [['--action', 'Massue', '--charge'], 2, '--charge is not an option of Fées d\'armes: it belongs to another rulebook'],
  ])('%j exits %i: %s', (args, code, message) => {
    const result = runCli(['simulate-attack', OGRE, BUCHERON, ...args]);
    expect(result.code).toBe(code);
    expect(result.stderr).toContain(message);
  });

  it('refuses an attack by a figure without action, exit 1', () => {
    const result = runCli(['simulate-attack', `${BUCHERONS}#Grand-mère`, OGRE]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Grand-mère has no profile action');
  });
});

describe("Fées d'armes named rolls", () => {
  it('pillage --exact: at least one 6', () => {
    const { code, json } = runJson(['roll', 'pillage', '--action', '3', '--exact']);
    expect(code).toBe(0);
    expect(json.p_success).toBeCloseTo(1 - (5 / 6) ** 3, 12);
  });

  it('pillage --peur 2: two auras, two dice fewer, as in simulate-attack --peur N', () => {
    const { code, json } = runJson(['roll', 'pillage', '--action', '3', '--peur', '2', '--exact']);
    expect(code).toBe(0);
    expect(json.dice_rolled).toBe(1);
    expect(json.p_success).toBeCloseTo(1 / 6, 12);
  });

  it('fouille --exact: two successes on the shifted face', () => {
    const { json } = runJson(['roll', 'fouille', '--action', '2', '--tokens', '1', '--conseiller', '--exact']);
    // 4 dice on 3+: 1 − P(0) − P(1)
    const p = 2 / 3;
    expect(json.p_success).toBeCloseTo(1 - (1 - p) ** 4 - 4 * p * (1 - p) ** 3, 12);
  });

  it('rolls replayably with --seed', () => {
    const first = runJson(['roll', 'fouille', '--action', '3', '--seed', 'abc']).json;
    const again = runJson(['roll', 'fouille', '--action', '3', '--seed', 'abc']).json;
    expect(first).toEqual(again);
    expect(first.dice).toHaveLength(3);
    expect(first.success).toBe(first.dice.filter((f: number) => f >= 4).length >= 2);
  });

  it.each([
    [['roll', 'pillage'], 'needs --action'],
    [['roll', 'pillage', '--action', '3', '--conseiller'], '--conseiller does not apply to pillage'],
    [['roll', 'fouille', '--action', '3', '--peur', 'x'], '--peur'],
  ])('%j exits 2: %s', (args, message) => {
    const result = runCli(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });
});
