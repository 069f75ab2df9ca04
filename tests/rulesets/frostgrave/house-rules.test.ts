import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runJson, tempTree } from '../../helpers/cli.js';

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
