import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/core/ruleset/analyse.js';
import { registry } from '../../../src/rulesets/index.js';

type Figure = Record<string, string | number>;

const STATS: Figure = { move: 6, fight: 2, shoot: 0, armour: 10, will: 0, health: 10, weapon: 'arme-de-base' };

/** A band in block style: line 4 + 9 × i starts figure i (name, type, then the 7 keys of STATS in order). */
function band(figures: readonly Figure[]): string {
  const lines = ['ruleset: frostgrave', 'name: Test', figures.length ? 'figures:' : 'figures: []'];
  for (const f of figures) {
    const { name, type, ...rest } = f;
    lines.push(`  - name: ${name}`, `    type: ${type}`);
    for (const [key, value] of Object.entries({ ...STATS, ...rest })) lines.push(`    ${key}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

const fig = (name: string, type: string, extra: Figure = {}): Figure => ({ name, type, ...extra });
const MAGE = fig('Elric', 'mage', { will: 4, health: 14, weapon: 'baton' });

async function findings(text: string) {
  const analysis = await analyse(new TextEncoder().encode(text), 'test.yaml', registry);
  return analysis.findings.map((f) => ({ code: f.code, line: f.at.line, column: f.at.column, ...(f.params?.limit !== undefined ? { limit: f.params.limit, actual: f.params.actual } : {}) }));
}

describe('Frostgrave band checks', () => {
  it.each([
    ['a mage alone', [MAGE]],
    ['a mage, an apprenti and soldats', [MAGE, fig('Wulfric', 'apprenti'), fig('Hilda', 'soldat'), fig('Osric', 'soldat', { weapon: 'arc', shoot: 2 })]],
    ['accents, case and English aliases', [fig('Elric', 'Mage', { weapon: 'Bâton' }), fig('Wulfric', 'apprentice', { weapon: 'ARBALÈTE' })]],
    ['Santé 1, Mouvement 0, Armure 0', [fig('Elric', 'mage', { health: 1, move: 0, armour: 0 })]],
  ])('valid: %s', async (_name, figures) => {
    expect(await findings(band(figures))).toEqual([]);
  });

  it.each([
    ['no mage', [fig('Hilda', 'soldat')], { code: 'frostgrave/no-mage', line: 3, column: 1, limit: 1, actual: 0 }],
    ['an empty warband', [], { code: 'frostgrave/no-mage', line: 3, column: 1, limit: 1, actual: 0 }],
    ['two mages', [MAGE, fig('Morgane', 'mage')], { code: 'frostgrave/too-many-mages', line: 14, column: 5, limit: 1, actual: 2 }],
    ['two apprentis', [MAGE, fig('A', 'apprenti'), fig('B', 'apprenti')], { code: 'frostgrave/too-many-apprentis', line: 23, column: 5, limit: 1, actual: 2 }],
    ['Santé 0', [MAGE, fig('Hilda', 'soldat', { health: 0 })], { code: 'frostgrave/stat-too-low', line: 20, column: 5, limit: 1, actual: 0 }],
    ['Mouvement −1', [MAGE, fig('Hilda', 'soldat', { move: -1 })], { code: 'frostgrave/stat-too-low', line: 15, column: 5, limit: 0, actual: -1 }],
    ['Armure −2', [MAGE, fig('Hilda', 'soldat', { armour: -2 })], { code: 'frostgrave/stat-too-low', line: 18, column: 5, limit: 0, actual: -2 }],
    ['a name twice', [MAGE, fig('elric', 'soldat')], { code: 'band/duplicate-name', line: 13, column: 5 }],
    ['an unknown type', [MAGE, fig('Hilda', 'soldier-of-fortune')], { code: 'frostgrave/unknown-type', line: 14, column: 5 }],
    ['an unknown weapon', [MAGE, fig('Hilda', 'soldat', { weapon: 'epee' })], { code: 'frostgrave/unknown-weapon', line: 21, column: 5 }],
    ['a stat left empty', [MAGE, fig('Hilda', 'soldat', { will: '' })], { code: 'schema/type', line: 19, column: 5 }],
    ['a stat that is not an integer', [MAGE, fig('Hilda', 'soldat', { fight: 2.5 })], { code: 'schema/type', line: 16, column: 5 }],
    ['an unknown key', [MAGE, fig('Hilda', 'soldat', { fight_bonus: 1 })], { code: 'schema/unknown-key', line: 22, column: 5 }],
  ])('invalid: %s', async (_name, figures, expected) => {
    expect(await findings(band(figures))).toEqual([expected]);
  });

  it('an unknown type suggests the closest', async () => {
    const analysis = await analyse(new TextEncoder().encode(band([MAGE, fig('W', 'aprenti')])), 'test.yaml', registry);
    expect(analysis.findings[0]?.params?.suggestion).toBe('apprenti');
  });

  it('a missing key is required', async () => {
    const text = band([MAGE]).replace('    health: 14\n', '');
    expect((await findings(text)).map((f) => f.code)).toEqual(['schema/required']);
  });
});
