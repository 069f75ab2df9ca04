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
});
