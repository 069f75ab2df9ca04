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
    expect(json.summary).toEqual({ files: 2, errors: 0, warnings: 0 });
    expect(json.files.map((f: { ruleset: string }) => f.ruleset)).toEqual(['fees-d-armes', 'fees-d-armes']);
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
    expect(result.stdout).toMatch(/carte de faction\s+contes/);
    expect(result.stdout).toContain('Massue (2+) : Dégâts 2+ · repousser(1)');
  });

  it('validate locates every problem of a band with its code', () => {
    const dir = tempTree({ 'mixed.yaml': MIXED });
    const result = runCli(['validate', 'mixed.yaml'], { cwd: dir });
    expect(result.code).toBe(1);
    const lines = result.stdout.split('\n').filter((l) => l.startsWith('mixed.yaml:'));
    expect(lines.map((l) => l.split(/\s+/).slice(0, 3).join(' '))).toEqual([
      'mixed.yaml:3:1 error fees/points-exceeded',
      'mixed.yaml:4:1 warning fees/no-faction-card',
      'mixed.yaml:12:19 error fees/rule-missing-parameter',
      'mixed.yaml:20:18 warning fees/unknown-rule',
    ]);
    expect(result.stdout).toContain('did you mean');
  });

  it('print gives one profile card per figure', () => {
    const { code, json } = runJson(['print', OGRES, '--format', 'md']);
    expect(code).toBe(0);
    expect(json.cards).toBe(4);
    expect(json.content).toContain('Profil : Ogre');
  });
});
