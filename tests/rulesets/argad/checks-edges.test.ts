/** The limits of a troop at their bounds, and every word a finding fills in. */
import { describe, expect, it } from 'vitest';
import { diagnose } from './helpers.js';

const troop = (character: string) => `ruleset: argad
name: Edges
characters:
  - { name: Chef, class: 4, armour: legere, melee: courte, role: chef }
  - ${character}
`;
const found = async (character: string) => (await diagnose(troop(character))).map(({ code, severity, line, column, params }) => ({ code, severity, line, column, params }));

describe('"à deux points de vie": one point of life, or two', () => {
  it.each([
    [0, [{ code: 'argad/health-points', severity: 'error', line: 5, column: 57, params: { name: 'A', actual: 0, limit: '1–2' } }]],
    [1, []],
    [2, []],
    [3, [{ code: 'argad/health-points', severity: 'error', line: 5, column: 57, params: { name: 'A', actual: 3, limit: '1–2' } }]],
  ])('health_points %s', async (hp, expected) => {
    expect(await found(`{ name: A, class: 3, armour: legere, melee: courte, health_points: ${hp} }`)).toEqual(expected);
  });
});

describe('"CLASSE 1 … CLASSE 5"', () => {
  it.each([
    [0, [{ code: 'argad/class-out-of-range', severity: 'error', line: 5, column: 16, params: { name: 'A', actual: 0, limit: '1–5' } }]],
    [1, []],
    [5, []],
    [6, [{ code: 'argad/class-out-of-range', severity: 'error', line: 5, column: 16, params: { name: 'A', actual: 6, limit: '1–5' } }]],
  ])('classe %s', async (cls, expected) => {
    expect(await found(`{ name: A, class: ${cls}, armour: legere, melee: courte }`)).toEqual(expected);
  });
});

describe('très costaud and très bon escrimeur are not for one person', () => {
  it('the second of the two is reported, in either order', async () => {
    expect(await found('{ name: A, class: 3, armour: legere, melee: courte, skills: [costaud, bretteur] }')).toEqual([
      { code: 'argad/bretteur-costaud', severity: 'error', line: 5, column: 75, params: { name: 'A', actual: 'bretteur' } },
    ]);
    expect(await found('{ name: A, class: 3, armour: legere, melee: courte, skills: [bretteur, costaud] }')).toEqual([
      { code: 'argad/bretteur-costaud', severity: 'error', line: 5, column: 76, params: { name: 'A', actual: 'costaud' } },
    ]);
  });
  it('either alone, or with another skill, is fine', async () => {
    expect(await found('{ name: A, class: 3, armour: legere, melee: courte, skills: [costaud, arts-martiaux] }')).toEqual([]);
    expect(await found('{ name: A, class: 3, armour: legere, melee: courte, skills: [arts-martiaux, bretteur] }')).toEqual([]);
  });
});

describe('a troop has a chef', () => {
  it('a troop with no character at all has no chef: warned like one without a chef', async () => {
    expect((await diagnose('ruleset: argad\nname: Empty\ncharacters: []\n')).map(({ code, severity }) => ({ code, severity }))).toEqual([{ code: 'argad/no-chef', severity: 'warning' }]);
  });

  it('a misspelt role may be the chef: one cause, one diagnostic; a misspelt weapon says nothing of the chef', async () => {
    const troopOf = (a: string, b: string) => `ruleset: argad\nname: T\ncharacters:\n  - { name: A, class: 3, armour: legere, melee: courte, ${a} }\n  - { name: B, class: 3, armour: legere, melee: courte${b} }\n`;
    expect((await diagnose(troopOf('role: cheff', ''))).map((f) => f.code)).toEqual(['argad/unknown-role']);
    expect((await diagnose(troopOf('role: musicien', ', ranged: laser'))).map(({ code, severity, line, column }) => ({ code, severity, line, column }))).toEqual([
      { code: 'argad/unknown-ranged', severity: 'error', line: 5, column: 57 },
      { code: 'argad/no-chef', severity: 'warning', line: 3, column: 1 },
    ]);
  });
});
