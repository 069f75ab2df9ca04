/**
 * Every limit of a band file at, under and over its bound (docs/rulesets/README.md, "Limits"): at the bound the band
 * is valid, over it `validate` gives a located schema finding. And a matchup past MAX_MATCHUP_PAIRS is refused
 * before any work. Time and memory of the largest valid band are measured by `npm run bench`, not here.
 */
import { describe, expect, it, vi } from 'vitest';
import { analyse } from '../../src/core/ruleset/analyse.js';
import { matchup, MAX_MATCHUP_PAIRS } from '../../src/core/matchup/matchup.js';
import type { Ruleset } from '../../src/core/ruleset/ruleset.js';
import { MAX_MEMBERS, MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from '../../src/core/schema/schema-words.js';
import { STAT_BOUND } from '../../src/rulesets/frostgrave/schema.js';
import { registry } from '../../src/rulesets/index.js';

const FF_MEMBER = (name: string) => `  - name: "${name}"\n    style: agile\n    classes: [archer]\n    equipment: [arc, cuir]\n`;
const ff = (bandName: string, members: string[]) =>
  `ruleset: flammes-et-fantassins\nname: "${bandName}"\npc: ${members.length}\nhouse_rules:\n  band-max: ${Math.max(members.length, 10)}\n  band-min: 1\ncharacters:\n${members.map(FF_MEMBER).join('')}`;
const FROSTGRAVE = (health: number, fightMod: number) => `ruleset: frostgrave
name: Bande
figures:
  - name: Mage
    type: mage
    move: 6
    fight: 2
    shoot: 0
    armour: 10
    will: 4
    health: ${health}
    weapon: baton
    fight_mod: ${fightMod}
  - name: Apprenti
    type: apprenti
    move: 6
    fight: 0
    shoot: 0
    armour: 10
    will: 2
    health: 12
    weapon: baton
`;
const FEES = (text: string) => `ruleset: fees-d-armes
name: Bande
figures:
  - name: Ogre
    cost: 3
    action: 2
    move: 3
    armour: 1
    health: 6
    text: "${text}"
    actions:
      - name: Massue
        need: 2
        damage: 2
`;

/** The schema findings (code, path) of a band text; an empty list when it is within every limit. */
async function schemaFindings(text: string): Promise<{ code: string; path: string; line: number }[]> {
  const analysis = await analyse(new TextEncoder().encode(text), 'band.yaml', registry);
  return analysis.findings.filter((f) => f.code.startsWith('schema/')).map((f) => ({ code: f.code, path: f.path.join('.'), line: f.at.line }));
}

describe('limits of a band file, at, under and over each bound', () => {
  it.each([
    ['under', MAX_NAME_LENGTH - 1, []],
    ['at', MAX_NAME_LENGTH, []],
    ['over', MAX_NAME_LENGTH + 1, [{ code: 'schema/too-big', path: 'name', line: 2 }]],
  ])('a band name %s %i characters', async (_what, length, expected) => {
    expect(await schemaFindings(ff('n'.repeat(length), ['A', 'B', 'C']))).toEqual(expected);
  });

  it.each([
    ['at', MAX_NAME_LENGTH, []],
    ['over', MAX_NAME_LENGTH + 1, [{ code: 'schema/too-big', path: 'characters.1.name', line: 12 }]],
  ])('a member name %s %i characters: located on its line', async (_what, length, expected) => {
    expect(await schemaFindings(ff('Bande', ['A', 'm'.repeat(length), 'C']))).toEqual(expected);
  });

  it('a 700,000-character member name is refused, not a stack overflow', async () => {
    expect(await schemaFindings(ff('Bande', ['A', 'm'.repeat(700000), 'C']))).toEqual([{ code: 'schema/too-big', path: 'characters.1.name', line: 12 }]);
  });

  it.each([
    ['under', MAX_MEMBERS - 1, 0],
    ['at', MAX_MEMBERS, 0],
    ['over', MAX_MEMBERS + 1, 1],
  ])('members %s the bound (%i)', async (_what, count, errors) => {
    const found = await schemaFindings(ff('Bande', Array.from({ length: count }, (_, i) => `M${i}`)));
    expect(found).toEqual(errors ? [{ code: 'schema/too-big', path: 'characters', line: expect.any(Number) }] : []);
  });

  it.each([
    [STAT_BOUND - 1, 0, []],
    [STAT_BOUND, -STAT_BOUND, []],
    [STAT_BOUND + 1, 0, [{ code: 'schema/too-big', path: 'figures.0.health', line: 11 }]],
    [10_000_000, 0, [{ code: 'schema/too-big', path: 'figures.0.health', line: 11 }]],
    [12, -STAT_BOUND - 1, [{ code: 'schema/too-small', path: 'figures.0.fight_mod', line: 13 }]],
  ])('Frostgrave health %i, fight_mod %i', async (health, fightMod, expected) => {
    expect(await schemaFindings(FROSTGRAVE(health, fightMod))).toEqual(expected);
  });

  it.each([
    ['at', MAX_NAME_LENGTH, []],
    ['over', MAX_NAME_LENGTH + 1, [{ code: 'schema/too-big', path: 'campaign.ledger.0.scenario' }]],
  ])('a scenario id of the campaign ledger %s %i characters', async (_what, length, expected) => {
    const ledger = `campaign:\n  ledger:\n    - scenario: "${'s'.repeat(length)}"\n      date: 2025-01-01\n      result: win\n      played: 0\n      trophies: 1\n      pc: 0\n      fer: 1\n`;
    const { readLedger } = await import('../../src/core/campaign/ledger.js');
    const ruleset = await registry.load(registry.find('ff')!);
    const { parse } = await import('yaml');
    const read = readLedger(parse(ledger), ruleset.campaign!);
    expect(read.findings.map((f) => ({ code: f.code, path: f.path.join('.') }))).toEqual(expected);
  });

  it.each([
    ['at', MAX_TEXT_LENGTH, []],
    ['over', MAX_TEXT_LENGTH + 1, [{ code: 'schema/too-big', path: 'figures.0.text', line: 10 }]],
  ])("a Fées d'armes free text %s %i characters", async (_what, length, expected) => {
    expect(await schemaFindings(FEES('t'.repeat(length)))).toEqual(expected);
  });
});

describe('a matchup is bounded by its attacks', () => {
  /** A ruleset whose bands are lists of members, one attack each, simulated for nothing. */
  const fake = (simulate = vi.fn(() => ({ json: { p_kill: 0.5 } }))) =>
    ({ id: 'fake', roster: (band: string[]) => band.map((name) => ({ name })), attack: { simulate } }) as unknown as Ruleset;
  const band = (n: number) => Array.from({ length: n }, (_, i) => `m${i}`);

  it.each([
    ['at the limit', 40, 40, 'computed'],
    ['one over', 40, 41, 'refused'],
  ])('%s (%i × %i attacks)', (_what, a, b, outcome) => {
    expect(a * b <= MAX_MATCHUP_PAIRS).toBe(outcome === 'computed');
    const simulate = vi.fn(() => ({ json: { p_kill: 0.5 } }));
    const run = () => matchup(fake(simulate), { file: 'a.yaml', band: band(a) }, { file: 'b.yaml', band: band(b) }, {});
    if (outcome === 'computed') expect(run().pairs).toHaveLength(a * b);
    else {
      expect(run).toThrow(expect.objectContaining({ code: 'cli/matchup-too-complex', params: { file: 'a.yaml', other: 'b.yaml', actual: a * b, limit: MAX_MATCHUP_PAIRS } }));
      // Refused beforehand: not one attack computed.
      expect(simulate).not.toHaveBeenCalled();
    }
  });
});
