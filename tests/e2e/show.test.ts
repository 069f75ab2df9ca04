import { describe, expect, it } from 'vitest';
import { runCli, runJson, tempTree } from '../helpers/cli.js';

describe('show', () => {
  it('prints the F&F profile as the documented JSON', () => {
    const { code, json } = runJson(['show', 'bands/ff-federation-de-la-poterie.yaml']);
    expect(code).toBe(0);
    expect(Object.keys(json)).toEqual(['ruleset', 'name', 'band', 'characters', 'house_rules']);
    expect(json.ruleset).toBe('flammes-et-fantassins');
    // 4 classes, no soldat; rondache + maille + robe + grimoire; 2 characters + 2 classes at most
    expect(json.band).toEqual({ pc_budget: 4, pc_spent: 4, fer_budget: 4, fer_spent: 4, pa: 4 });
    const isabeau = json.characters[0];
    expect(isabeau).toMatchObject({ name: 'Dame Isabeau', style: 'puissant', rank: 'aventurier', classes: ['chevalier', 'general'] });
    // chevalier CON +2 Mêl +1, général FOR +1 CHA +1; PV 6 + 2 + 2 + 1 + 2 (maille); CA 3 + 2 + 2 + 1; Tra 3 − 2 − 2
    expect(isabeau.stats).toEqual({ DEX: 0, FOR: 1, CON: 2, INT: 0, SAG: 0, CHA: 1, Dep: 6, PV: 13, Tra: -1, Com: 1, Mel: 2, Tir: 0, CA: 8 });
  });

  it('prints a table for people', () => {
    const result = runCli(['show', 'bands/ff-les-marquisards.yaml']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Mains-Noires');
    expect(result.stdout).toMatch(/PA per round\s+7/);
  });

  it('refuses an invalid band with its diagnostics and exit 1', () => {
    const dir = tempTree({ 'x.yaml': 'ruleset: ff\nname: X\npc: 0\ncharacters:\n  - name: A\n    style: agile\n    classes: [archer]\n    equipment: [arc]\n' });
    const result = runCli(['show', 'x.yaml'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('x.yaml:3:1  error  ff/pc-exceeded');
    expect(runJson(['show', 'x.yaml'], { cwd: dir }).json.valid).toBe(false);
  });

  it('exits 2 on a missing file', () => {
    const result = runCli(['show', 'nowhere.yaml']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('cannot read nowhere.yaml');
  });
});

describe('show of a band with no character yet', () => {
  it('prints no lone table header; its warnings follow after a blank line', () => {
    const dir = tempTree({ 'e.yaml': 'ruleset: flammes-et-fantassins\nname: Vide\npc: 7\ncharacters: []\n' });
    const result = runCli(['show', 'e.yaml'], { cwd: dir });
    expect(result.code).toBe(0);
    expect(result.stdout).not.toMatch(/^name\s+style/m);
    expect(result.stdout.trimEnd().split('\n').at(-1)).toMatch(/^PA per round\s+0$/);
    expect(result.stderr.startsWith('\ne.yaml:')).toBe(true);
    // A band with characters keeps its table.
    expect(runCli(['show', 'bands/ff-les-marquisards.yaml']).stdout).toMatch(/^name\s+style/m);
  });
});
