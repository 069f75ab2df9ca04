/** `escarmouche suggest` as a player runs it: the table, JSON, French, --steps, --apply through the build's write, refusals. */
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli, runJson, tempTree } from '../helpers/cli.js';

const MINE = 'bands/ff-les-marquisards.yaml';
const THEIRS = 'bands/ff-les-archers-du-grand-saule.yaml';

describe('suggest', { timeout: 180_000 }, () => {
  it('lists the best changes first in the JSON the issue names, each delta its score less the band’s', () => {
    const { code, json } = runJson(['suggest', MINE, '--against', THEIRS, '--top', '3']);
    expect(code).toBe(0);
    expect(json).toMatchObject({ ruleset: 'flammes-et-fantassins', metric: 'damage', file: MINE, against: THEIRS });
    expect(json.candidates).toHaveLength(3);
    json.candidates.forEach((c: Record<string, any>, i: number) => {
      expect(c).toMatchObject({ rank: i + 1, scored: true });
      expect(c.delta).toBeCloseTo(c.score - json.score, 9);
      expect(c.score).toBeCloseTo(c.dealt - c.taken, 9);
    });
    expect(json.candidates[0].delta).toBeGreaterThanOrEqual(json.candidates[1].delta);
    expect(json.score).toBeCloseTo(json.dealt - json.taken, 9);
    // Each attacker of each side is counted once, at its best target.
    expect(json.pairs.dealt.map((p: { attacker: string }) => p.attacker)).toEqual(['Mains-Noires', 'Tom le savetier', 'La Bertrude', 'Gros Louis']);
    expect(json.not_scored.every((n: Record<string, unknown>) => n.scored === false && typeof n.reason === 'string')).toBe(true);
  });

  it('prints the changes in words within 80 columns, in English and in French', () => {
    const en = runCli(['suggest', MINE, '--against', THEIRS], { env: { COLUMNS: '80' } });
    expect(en.code).toBe(0);
    expect(en.stdout).toContain('Les Marquisards des Vers de Terre against Les Archers du Grand Saule');
    expect(en.stdout).toContain('expected PV lost per attack');
    expect(en.stdout).toMatch(/ 1\. Gros Louis: Rondache → Plaque\n {4}\+4\.81 score → 11\.33: 0\.00 dealt, −4\.81 taken/);
    expect(Math.max(...en.stdout.split('\n').map((l) => [...l].length))).toBeLessThanOrEqual(80);
    const fr = runCli(['suggest', MINE, '--against', THEIRS, '--lang', 'fr'], { env: { COLUMNS: '80' } });
    expect(fr.stdout).toContain('Gros Louis\u00a0: Rondache → Plaque');
    expect(fr.stdout).toContain('+4,81 au score → 11,33');
    expect(fr.stdout).not.toMatch(/\b(dealt|taken|score →)\b.*\bdealt\b/);
  });

  it('chains the best change with --steps, each step on the band the step before made', () => {
    const { code, json } = runJson(['suggest', MINE, '--against', THEIRS, '--steps', '2']);
    expect(code).toBe(0);
    expect(json.steps).toHaveLength(2);
    expect(json.steps[0].change).toBe(json.candidates[0].change);
    expect(json.steps[1].score).toBeGreaterThan(json.steps[0].score);
  });

  it('writes change N with --apply, comments kept, and the band passes validate', () => {
    const dir = tempTree();
    const file = path.join(dir, 'mine.yaml');
    copyFileSync(path.join(ROOT, MINE), file);
    const before = readFileSync(file, 'utf8');
    const listed = runJson(['suggest', file, '--against', THEIRS]).json;
    const applied = runCli(['suggest', file, '--against', THEIRS, '--apply', '1']);
    expect(applied.code).toBe(0);
    expect(applied.stderr).toContain(`change 1 written (${listed.candidates[0].change})`);
    const after = readFileSync(file, 'utf8');
    expect(after).not.toBe(before);
    for (const comment of before.split('\n').filter((l) => l.trimStart().startsWith('#'))) expect(after).toContain(comment);
    expect(runCli(['validate', file]).code).toBe(0);
    // The band written is the one scored: its score now is the change's.
    expect(runJson(['suggest', file, '--against', THEIRS]).json.score).toBeCloseTo(listed.candidates[0].score, 9);
  });

  it('refuses, before any work, what it cannot do', () => {
    // In words, never the message's code (its catalogue is loaded before the first refusal).
    expect(runCli(['suggest', MINE])).toMatchObject({ code: 2, stderr: 'suggest needs the band to play against: --against THEIRS.yaml\n' });
    expect(runCli(['suggest', MINE, '--lang', 'fr']).stderr).toBe('suggest a besoin de la bande adverse\u00a0: --against LEUR-BANDE.yaml\n');
    expect(runCli(['suggest', MINE, '--against', THEIRS, '--top', '101']).stderr).toContain('--top must be between 1 and 100');
    expect(runCli(['suggest', MINE, '--against', THEIRS, '--top', '0']).stderr).toContain('--top must be between 1 and 100');
    expect(runCli(['suggest', MINE, '--against', THEIRS, '--steps', '11']).code).toBe(2);
    expect(runCli(['suggest', MINE, '--against', THEIRS, '--apply', '1', '--steps', '2']).code).toBe(2);
    const mixed = runCli(['suggest', MINE, '--against', 'bands/argad-la-mesnie-du-sire-yann.yaml']);
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toContain('same rulebook');
    const dir = tempTree({ 'bad.yaml': readFileSync(path.join(ROOT, MINE), 'utf8').replace('pc: 7', 'pc: 1') });
    const bad = runCli(['suggest', path.join(dir, 'bad.yaml'), '--against', THEIRS]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe('');
  });

  it('refuses two bands too large to weigh every change, before any work, naming the limit', () => {
    const members = Array.from({ length: 21 }, (_, i) => `  - name: Homme ${i + 1}\n    class: 2\n    armour: legere\n    melee: courte\n${i === 0 ? '    role: chef\n' : ''}`).join('');
    const dir = tempTree({ 'big.yaml': `ruleset: argad\nname: Grande troupe\ncharacters:\n${members}` });
    const big = path.join(dir, 'big.yaml');
    expect(runCli(['validate', big]).code).toBe(0);
    const result = runCli(['suggest', big, '--against', big]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('441 pairs of members');
    expect(result.stderr).toContain('at most 400 pairs (20 against 20)');
  });

  it('leaves the file as it was when --apply names a rank the list does not have', () => {
    const small = 'ruleset: flammes-et-fantassins\nname: Bon\npc: 1\ncharacters:\n  - name: A\n    style: agile\n    classes: [archer]\n    equipment: [arc, cuir]\n';
    const dir = tempTree({ 'mine.yaml': small });
    const file = path.join(dir, 'mine.yaml');
    const count = runJson(['suggest', file, '--against', THEIRS, '--top', '100']).json.candidates.length;
    expect(count).toBeLessThan(100);
    const result = runCli(['suggest', file, '--against', THEIRS, '--apply', String(count + 1)]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`there is no change ranked ${count + 1} (the list has ${count})`);
    expect(readFileSync(file, 'utf8')).toBe(small);
  });
});
