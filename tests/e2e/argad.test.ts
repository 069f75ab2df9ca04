/** Argad! through the built command: the example troop validates, `show` prints its budget and says equipment is free. */
import { describe, expect, it } from 'vitest';
import { runCli, runJson, tempTree } from '../helpers/cli.js';

const EXAMPLE = 'bands/argad-la-mesnie-du-sire-yann.yaml';

describe('argad end to end', () => {
  it('the example troop is valid', () => {
    const r = runCli(['validate', EXAMPLE, '--strict']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('show --json has exactly the documented keys', () => {
    const { code, json } = runJson(['show', EXAMPLE]);
    expect(code).toBe(0);
    expect(Object.keys(json)).toEqual(['ruleset', 'name', 'band', 'characters']);
    expect(json.ruleset).toBe('argad');
    expect(Object.keys(json.band)).toEqual(['budget']);
    for (const c of json.characters) expect(Object.keys(c)).toEqual(['name', 'count', 'class', 'armour', 'cost']);
    // 15 (mounted chef) + 4 + 6 (musicien) + 6 × 3 + 4 × (3 + 2) + 2 (pack animal)
    expect(json.band.budget).toBe(65);
  });

  it('show says that equipment has no cost, in both languages', () => {
    expect(runCli(['show', EXAMPLE]).stdout).toContain('Equipment has no cost in this rulebook');
    expect(runCli(['show', EXAMPLE, '--lang', 'fr']).stdout).toContain("L'équipement n'a pas de coût dans cette règle");
  });

  it('an invalid troop: located, worded, exit 1', () => {
    const dir = tempTree({ 't.yaml': 'ruleset: argad\nname: T\ncharacters:\n  - name: A\n    class: 6\n    armour: lourde\n    melee: courte\n    role: chef\n' });
    const r = runJson(['validate', dir]);
    expect(r.code).toBe(1);
    const diags = r.json.files[0].diagnostics.map((d: { code: string; line: number; limit?: string }) => [d.code, d.line]);
    expect(diags).toEqual([['argad/class-out-of-range', 5], ['argad/unknown-armour', 6]]);
    expect(runCli(['validate', dir, '--lang', 'fr']).stdout).toContain('armure inconnue « lourde »');
  });

  it('roll heal --exact --json: exactly heals, after_effects, dies', () => {
    const { code, json } = runJson(['roll', 'heal', '--health', '4', '--healer', '--battlefield', '--exact']);
    expect(code).toBe(0);
    expect(Object.keys(json)).toEqual(['heals', 'after_effects', 'dies']);
    expect(json.heals).toBeCloseTo(3 / 6, 12);
    expect(json.after_effects).toBeCloseTo(1 / 6, 12);
    expect(json.dies).toBeCloseTo(2 / 6, 12);
  });

  it('roll morale --exact --json: exactly obeys, depends, disorder', () => {
    const { code, json } = runJson(['roll', 'morale', '--morale', '3', '--exact']);
    expect(code).toBe(0);
    expect(json).toEqual({ obeys: expect.closeTo(2 / 6, 12), depends: expect.closeTo(1 / 6, 12), disorder: expect.closeTo(3 / 6, 12) });
  });

  it('a seeded roll repeats and reports its seed', () => {
    const first = runJson(['roll', 'lenteur', '--move', '20', '--seed', 'abc']);
    expect(first.json.seed).toBe('abc');
    expect(runJson(['roll', 'lenteur', '--move', '20', '--seed', 'abc']).json).toEqual(first.json);
  });

  it('roll certain-temps in French', () => {
    const r = runCli(['roll', 'certain-temps', '--exact', '--lang', 'fr']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('tours en moyenne');
  });

  it('a missing required option is a usage error, without a stack trace', () => {
    const r = runCli(['roll', 'heal', '--exact']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--health');
    expect(r.stderr).not.toContain('    at ');
  });

  it('an option of another roll is refused', () => {
    const r = runCli(['roll', 'heal', '--health', '3', '--morale', '2']);
    expect(r.code).toBe(2);
  });
});
