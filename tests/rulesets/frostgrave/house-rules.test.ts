import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { isWounded } from '../../../src/rulesets/frostgrave/odds/sides.js';
import { ROOT, runCli, runJson, tempTree } from '../../helpers/cli.js';

const example = readFileSync(path.join(ROOT, 'bands/frostgrave-l-expedition-de-renulf.yaml'), 'utf8');

describe('Frostgrave house rule: criticals', () => {
  it('turns the optional criticals on for the band\'s attacks, as --crits does', () => {
    const dir = tempTree({ 'plain.yaml': example, 'crits.yaml': example.replace(/^name: /m, 'house_rules:\n  criticals: true\nname: ') });
    const names = [...example.matchAll(/^\s+- name: (.+)$/gm)].map((m) => m[1]!.trim());
    const plain = runJson(['simulate-attack', `plain.yaml#${names[0]}`, `plain.yaml#${names[1]}`], { cwd: dir }).json;
    const flagged = runJson(['simulate-attack', `plain.yaml#${names[0]}`, `plain.yaml#${names[1]}`, '--crits'], { cwd: dir }).json;
    const ruled = runJson(['simulate-attack', `crits.yaml#${names[0]}`, `plain.yaml#${names[1]}`], { cwd: dir }).json;
    expect(plain.crits).toBe(false);
    expect(ruled.crits).toBe(true);
    expect(ruled.damage).toEqual(flagged.damage);
    expect(ruled.damage).not.toEqual(plain.damage);
    expect(runJson(['validate', 'crits.yaml'], { cwd: dir }).json.files[0].house_rules).toEqual({ criticals: true });
  });
});

describe('Frostgrave table-wide house rules: both figures of a fight', () => {
  const names = [...example.matchAll(/^\s+- name: (.+)$/gm)].map((m) => m[1]!.trim());
  const tree = () =>
    tempTree({
      'plain.yaml': example,
      'crits.yaml': example.replace(/^name: /m, 'house_rules:\n  criticals: true\nname: '),
      'no-crits.yaml': example.replace(/^name: /m, 'house_rules:\n  criticals: false\nname: '),
    });

  it("one warband's criticals hold both ways: Grand → Gaubert and Gaubert → Grand", () => {
    const dir = tree();
    const there = runJson(['simulate-attack', `crits.yaml#${names[0]}`, `plain.yaml#${names[1]}`], { cwd: dir }).json;
    const back = runJson(['simulate-attack', `plain.yaml#${names[1]}`, `crits.yaml#${names[0]}`], { cwd: dir }).json;
    const flagged = runJson(['simulate-attack', `plain.yaml#${names[1]}`, `plain.yaml#${names[0]}`, '--crits'], { cwd: dir }).json;
    expect(there.crits).toBe(true);
    expect(back.crits).toBe(true);
    expect(back.damage_taken).toEqual(flagged.damage_taken);
    expect(back.table_rules).toEqual({ criticals: true });
    expect(runCli(['simulate-attack', `plain.yaml#${names[1]}`, `crits.yaml#${names[0]}`], { cwd: dir }).stdout).toContain('House rules of the table (both sides): criticals: true');
  });

  it('two warbands that disagree are refused with both values (exit 2); neither setting it states nothing', () => {
    const dir = tree();
    const r = runCli(['simulate-attack', `no-crits.yaml#${names[0]}`, `crits.yaml#${names[1]}`], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('the house rule criticals is played by both sides of a fight, but no-crits.yaml sets it to false and crits.yaml to true');
    expect(r.stderr).not.toMatch(/at .*\.js/);
    const plain = runJson(['simulate-attack', `plain.yaml#${names[0]}`, `plain.yaml#${names[1]}`], { cwd: dir }).json;
    expect(plain.crits).toBe(false);
    expect(plain.table_rules).toBeUndefined();
  });
});

describe('Frostgrave house rule: wounded', () => {
  const names = [...example.matchAll(/^\s+- name: (.+)$/gm)].map((m) => m[1]!.trim());
  // Made per test: the helper removes its folders after each one.
  let dir = '';
  beforeEach(() => {
    dir = tempTree({ 'plain.yaml': example, 'wounded.yaml': example.replace(/^name: /m, 'house_rules:\n  wounded: true\nname: ') });
  });
  const attack = (file: string, ...options: string[]) => runJson(['simulate-attack', `${file}#${names[0]}`, `${file}#${names[1]}`, ...options], { cwd: dir }).json;

  it('reads a figure at Santé 4 or less after damage as wounded (-2), as --wounded declares it', () => {
    expect(attack('wounded.yaml', '--target-health', '4').p_win).toBeCloseTo(attack('plain.yaml', '--target-health', '4', '--target-wounded').p_win, 12);
    expect(attack('wounded.yaml', '--attacker-health', '2').p_win).toBeCloseTo(attack('plain.yaml', '--attacker-health', '2', '--wounded').p_win, 12);
  });

  it('leaves a figure above Santé 4, or unhurt, unwounded; and the rule off by default', () => {
    expect([isWounded(4, 4), isWounded(3, 4), isWounded(4, 10), isWounded(5, 10), isWounded(10, 10)]).toEqual([false, true, true, false, false]);
    expect(attack('wounded.yaml', '--target-health', '5').p_win).toBeCloseTo(attack('plain.yaml', '--target-health', '5').p_win, 12);
    expect(attack('wounded.yaml').p_win).toBeCloseTo(attack('plain.yaml').p_win, 12);
    expect(attack('plain.yaml', '--target-health', '3').p_win).not.toBeCloseTo(attack('plain.yaml', '--target-health', '3', '--target-wounded').p_win, 6);
    expect(runJson(['validate', 'wounded.yaml'], { cwd: dir }).json.files[0].house_rules).toEqual({ wounded: true });
  });
});
