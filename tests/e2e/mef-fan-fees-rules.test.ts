/** Issue 19 on the built command: the Mef-Fan and Fées d'armes rules as users type them. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, runJson, tempTree } from '../helpers/cli.js';

const GOBELINS = 'bands/mef-fan-les-gobelins-de-la-butte.yaml';
const ELVES = 'bands/mef-fan-la-garde-du-bois-dore.yaml';
const OGRES = 'bands/fees-d-armes-les-ogres-du-bois-joli.yaml';
const BUCHERONS = 'bands/fees-d-armes-les-bucherons.yaml';

describe('Mef-Fan rules on the command line', () => {
  it('roll initiative --ruleset mef-fan: p_first of the player with a chef, 21/31', () => {
    const { code, json } = runJson(['roll', 'initiative', '--ruleset', 'mef-fan', '--leader', 'chef', '--exact']);
    expect(code).toBe(0);
    expect(json).toMatchObject({ ruleset: 'mef-fan', roll: 'initiative', leader: 'chef', opponent_leader: 'none' });
    expect(json.p_first).toBeCloseTo(21 / 31, 12);
    // --leader only belongs to Mef-Fan's initiative, --players only to Frostgrave's.
    expect(runJson(['roll', 'initiative', '--opponent-leader', 'general', '--exact']).json.ruleset).toBe('mef-fan');
    expect(runJson(['roll', 'initiative', '--players', '2', '--exact']).json.ruleset).toBe('frostgrave');
  });

  it('roll morale --men 6 --smaller never fails', () => {
    expect(runJson(['roll', 'morale', '--men', '6', '--smaller', '--exact']).json).toMatchObject({ p_success: 1, unbreakable: true });
  });

  it('a unit without Vol cannot engage the Aigle géant (exit 1) unless it has landed', () => {
    const refused = runCli(['simulate-attack', `${GOBELINS}#Lanciers gobelins`, `${ELVES}#Aigle géant`]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--target-landed');
    expect(runCli(['simulate-attack', `${GOBELINS}#Lanciers gobelins`, `${ELVES}#Aigle géant`, '--target-landed']).code).toBe(0);
  });

  it('the Baliste elfe (Dép 0) cannot charge (exit 1)', () => {
    const result = runCli(['simulate-attack', `${ELVES}#Baliste elfe`, `${GOBELINS}#Lanciers gobelins`, '--charge']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Dép 0');
  });

  it('--spell eclair-magique: the casting test on its own line, odds once cast and overall', () => {
    const { code, json } = runJson(['simulate-attack', `${GOBELINS}#Chaman de la Butte`, `${ELVES}#Seigneur Aelor`, '--spell', 'eclair-magique']);
    expect(code).toBe(0);
    expect(json.spell).toMatchObject({ id: 'eclair-magique', p_cast: 0.5 });
    expect(json.expected_wounds).toBeCloseTo(json.if_cast.expected_wounds * 0.5, 12);
    const text = runCli(['simulate-attack', `${GOBELINS}#Chaman de la Butte`, `${ELVES}#Seigneur Aelor`, '--spell', 'eclair-magique']).stdout;
    expect(text).toContain('Casting: Men 3, d6 ≤ 3: 50.00%');
  });

  it('--fragilite and --modifier on a typed attack', () => {
    const { json } = runJson(['simulate-attack', '--ruleset', 'mef-fan', '--mel', '2', '--def', '3', '--fragilite', '--modifier', '-1']);
    expect(json.target.def).toBe(1);
    expect(json.modifiers).toEqual([{ source: 'modifier', value: -1 }]);
    // Mél 2 − 1 = 1 hits 1/6, Déf 1 saves 1/6: 5/36.
    expect(json.expected_wounds).toBeCloseTo(5 / 36, 12);
  });


  it('build --rank: an acolyte with one spell is a valid magicien', () => {
    const file = path.join(tempTree(), 'a.yaml');
    expect(runCli(['build', file, '--new', '--ruleset', 'mef-fan', '--name', 'A', '--points', '100']).code).toBe(0);
    expect(runCli(['build', file, '--add-character', 'M', '--role', 'magicien', '--men', '3', '--spell', 'terreur', '--rank', 'acolyte']).code).toBe(0);
    // An acolyte knows one spell: a second is refused, the file unchanged.
    const refused = runCli(['build', file, '--edit-character', 'M', '--spell', 'terreur', '--spell', 'motivation']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('mef-fan/too-many-spells');
    expect(runJson(['show', file]).json.units[0]).toMatchObject({ rank: 'acolyte', spells: ['terreur'] });
  });
});

describe("Fées d'armes rules on the command line", () => {
  it('build FILE --new --ruleset fees --name X alone succeeds and says what to add', () => {
    const file = path.join(tempTree(), 'x.yaml');
    const result = runCli(['build', file, '--new', '--ruleset', 'fees', '--name', 'X']);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('--add-character');
    expect(runCli(['build', file, '--add-character', 'Ogre', '--cost', '4', '--faction', 'contes', '--action-dice', '3', '--move', '3', '--armour', '1', '--health', '8']).code).toBe(0);
  });

  it('a 9-point band is information: validate --strict passes', () => {
    const dir = tempTree({ 'b.yaml': 'ruleset: fees-d-armes\nname: B\nfigures:\n  - {name: Ogre, cost: 9, factions: [contes], action: 3, move: 3, armour: 1, health: 8}\n' });
    const { code, json } = runJson(['validate', '--strict', 'b.yaml'], { cwd: dir });
    expect(code).toBe(0);
    expect(json.summary).toMatchObject({ errors: 0, warnings: 0, infos: 1 });
  });

  it('--target-health above the card is refused (exit 2)', () => {
    const result = runCli(['simulate-attack', `${OGRES}#Ogre`, `${BUCHERONS}#Bûcheron`, '--action', 'Massue', '--target-health', '30']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Santé 6');
  });

  it('--peur 2 takes two dice; Manger les enfants kills', () => {
    expect(runJson(['simulate-attack', `${OGRES}#Ogre`, `${BUCHERONS}#Bûcheron`, '--action', 'Massue', '--peur', '2']).json.pool).toMatchObject({ peur: -2, dice: 1 });
    const eat = runJson(['simulate-attack', `${OGRES}#Ogre`, `${BUCHERONS}#Bûcheron`, '--action', 'Manger les enfants', '--tokens', '1']).json;
    expect(eat.p_kill).toBeCloseTo(1 / 32, 12);
  });
});
