/** Each limit and each name table: valid troops pass, invalid ones get the code at the right line and column. */
import { describe, expect, it } from 'vitest';
import { diagnose } from './helpers.js';

const troop = (characters: string, extra = '') => `ruleset: argad
name: Test${extra}
characters:
  - name: Chef
    class: 4
    armour: legere
    melee: courte
    role: chef
${characters}`;

const valid: [string, string][] = [
  ['a plain piéton', '  - { name: A, class: 3, armour: legere, melee: courte }'],
  ['every armour label', ['legere', '3', '4', "'4*'", '5', "'5*'", '4T', '5T'].map((a, i) => `  - { name: A${i}, class: 3, armour: ${a}, melee: courte }`).join('\n')],
  ['accents and rulebook names', '  - { name: A, class: 3, armour: Légère, melee: Très courte, ranged: Arbalète, skills: [Tireur d’élite] }'],
  ['numbers as armour', '  - { name: A, class: 5, armour: 5, melee: longue }'],
  ['two points de vie', '  - { name: A, class: 5, armour: 5, melee: longue, health_points: 2 }'],
  ['classes 1 and 5', '  - { name: A, class: 1, armour: legere, melee: mains-nues }\n  - { name: B, class: 5, armour: legere, melee: courte }'],
  ['bretteur alone', '  - { name: A, class: 4, armour: 4, melee: courte, skills: [bretteur] }'],
  ['mounted and roles', '  - { name: A, class: 4, armour: 4, melee: courte, mounted: cavalier, role: musicien }'],
];

describe('valid troops', () => {
  it.each(valid)('%s', async (_, characters) => {
    expect(await diagnose(troop(characters))).toEqual([]);
  });
});

/** [case, characters, code, line, column]; the troop's own chef takes lines 4–8. */
const invalid: [string, string, string, number, number][] = [
  ['classe 0', '  - name: A\n    class: 0\n    armour: legere\n    melee: courte', 'argad/class-out-of-range', 10, 5],
  ['classe 6', '  - name: A\n    class: 6\n    armour: legere\n    melee: courte', 'argad/class-out-of-range', 10, 5],
  ['armour 6', '  - name: A\n    class: 3\n    armour: 6\n    melee: courte', 'argad/unknown-armour', 11, 5],
  ['armour "lourde"', '  - name: A\n    class: 3\n    armour: lourde\n    melee: courte', 'argad/unknown-armour', 11, 5],
  ['melee "moyenne"', '  - name: A\n    class: 3\n    armour: legere\n    melee: moyenne', 'argad/unknown-melee', 12, 5],
  ['ranged "laser"', '  - name: A\n    class: 3\n    armour: legere\n    melee: courte\n    ranged: laser', 'argad/unknown-ranged', 13, 5],
  ['skill "magicien"', '  - name: A\n    class: 3\n    armour: legere\n    melee: courte\n    skills: [costaud, magicien]', 'argad/unknown-skill', 13, 23],
  ['role "roi"', '  - name: A\n    class: 3\n    armour: legere\n    melee: courte\n    role: roi', 'argad/unknown-role', 13, 5],
  ['mounted "chameau"', '  - name: A\n    class: 3\n    armour: legere\n    melee: courte\n    mounted: chameau', 'argad/unknown-mounted', 13, 5],
  ['three points de vie', '  - name: A\n    class: 3\n    armour: legere\n    melee: courte\n    health_points: 3', 'argad/health-points', 13, 5],
  ['bretteur and costaud', '  - name: A\n    class: 3\n    armour: legere\n    melee: courte\n    skills: [bretteur, costaud]', 'argad/bretteur-costaud', 13, 24],
  ['no melee key', '  - name: A\n    class: 3\n    armour: legere', 'schema/required', 9, 5],
  ['an unknown key', '  - name: A\n    class: 3\n    armour: legere\n    melee: courte\n    mana: 3', 'schema/unknown-key', 13, 5],
];

describe('invalid troops', () => {
  it.each(invalid)('%s', async (_, characters, code, line, column) => {
    const found = await diagnose(troop(characters));
    expect(found.map(({ code, line, column }) => ({ code, line, column }))).toEqual([{ code, line, column }]);
    expect(found[0]!.severity).toBe('error');
  });

  it('an unknown name gets a suggestion', async () => {
    const [finding] = await diagnose(troop('  - { name: A, class: 3, armour: legere, melee: courte, ranged: arc-lon }'));
    expect(finding!.params?.actual).toBe('arc-lon');
    expect(String(finding!.params?.suggestion).split(', ')).toContain('arc-long');
  });

  it('class out of range reports the limit and the value', async () => {
    const [finding] = await diagnose(troop('  - { name: A, class: 7, armour: legere, melee: courte }'));
    expect(finding!.params).toMatchObject({ limit: '1–5', actual: 7 });
  });
});

describe('a troop has a chef', () => {
  it('a warning at the characters key without one', async () => {
    const found = await diagnose('ruleset: argad\nname: Sans chef\ncharacters:\n  - { name: A, class: 3, armour: legere, melee: courte }\n');
    expect(found.map(({ code, severity, line, column }) => ({ code, severity, line, column }))).toEqual([{ code: 'argad/no-chef', severity: 'warning', line: 3, column: 1 }]);
  });

  it('a musicien is not a chef; a chef is enough', async () => {
    expect((await diagnose('ruleset: argad\nname: M\ncharacters:\n  - { name: A, class: 3, armour: legere, melee: courte, role: musicien }\n')).map((f) => f.code)).toEqual(['argad/no-chef']);
    expect(await diagnose('ruleset: argad\nname: M\ncharacters:\n  - { name: A, class: 3, armour: legere, melee: courte, role: chef }\n')).toEqual([]);
  });
});
