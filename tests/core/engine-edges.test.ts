/** The engine's small rules that only show at their edges: name folding, suggestions, the registry, the judge of a choice. */
import { describe, expect, it, vi } from 'vitest';
import { worsening } from '../../src/core/ruleset/builder.js';
import type { Finding } from '../../src/core/diagnostics/diagnostics.js';
import { nameIn } from '../../src/core/ruleset/display-names.js';
import { readHouseRules } from '../../src/core/ruleset/house-rules.js';
import { attacksOf } from '../../src/core/matchup/matchup.js';
import { NameIndex, suggest, toId } from '../../src/core/diagnostics/names.js';
import { Registry } from '../../src/core/ruleset/registry.js';
import type { Ruleset, RulesetManifest } from '../../src/core/ruleset/ruleset.js';

describe('toId: names as users type them', () => {
  it.each([
    ['Cœur de lion', 'coeur-de-lion'],
    ['Æther', 'aether'],
    ["Toile d'  araignée", 'toile-d-araignee'],
    ['  (Arc long)  ', 'arc-long'],
    ['arc-long', 'arc-long'],
  ])('%s → %s', (input, id) => {
    expect(toId(input)).toBe(id);
    expect(toId(input)).toBe(id);
  });
});

describe('suggestions', () => {
  it('best first: a beginning in common before a letter off, then by id; two edits in four letters is not close', () => {
    expect(suggest('epee', ['epe', 'epees'])).toEqual(['epe', 'epees']);
    expect(suggest('epee', ['erpe', 'epees'])).toEqual(['epees']);
    expect(suggest('epee', ['epeeb', 'epeea'])).toEqual(['epeea', 'epeeb']);
  });

  it('three at most', () => {
    expect(suggest('arc', ['arc-a', 'arc-b', 'arc-c', 'arc-d'])).toEqual(['arc-a', 'arc-b', 'arc-c']);
  });

  it('an item without aliases is found by its id only', () => {
    expect(new NameIndex([{ id: 'arc' }]).get('Stryker was here')).toBeUndefined();
  });

  it('an id reached by itself and by an alias is suggested once', () => {
    const index = new NameIndex([{ id: 'arc', aliases: ['arc court'] }, { id: 'arbalete' }]);
    expect(index.suggest('arc-cour')).toEqual(['arc']);
  });
});

const manifest = (id: string, load = vi.fn(async () => ({}) as Ruleset)) => ({ id, title: id, aliases: [], attackOptions: [], rolls: [], load }) as unknown as RulesetManifest;

describe('the registry', () => {
  it('nearest: the closest suggestion when there is one, before the id whose beginning is nearest', () => {
    expect(new Registry([manifest('abzzzzz'), manifest('xbd')]).nearest('abd')).toBe('xbd');
    expect(new Registry([manifest('abzzzzz'), manifest('qqqqq')]).nearest('abd')).toBe('abzzzzz');
  });

  it("loads a ruleset's module once, however often it is asked for", async () => {
    const load = vi.fn(async () => ({ id: 'one' }) as unknown as Ruleset);
    const registry = new Registry([manifest('one', load)]);
    const first = await registry.load(registry.manifests[0]!);
    expect(await registry.load(registry.manifests[0]!)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('edges of the engine', () => {
  it('worsening names the code that grew, not the first one still there', () => {
    const finding = (code: string): Finding => ({ code, severity: 'error', path: [] });
    expect(worsening([finding('x/same')], [finding('x/same'), finding('x/new')], [])?.code).toBe('x/new');
    // A warning of the same code listed first is not what refuses the choice.
    const warned: Finding = { code: 'x/new', severity: 'warning', path: ['w'] };
    expect(worsening([], [warned, { ...finding('x/new'), path: ['e'] }], [])?.path).toEqual(['e']);
  });

  it('a name table without the catalogue gives the id as written', () => {
    expect(nameIn({}, 'spell', 'eclair')).toBe('eclair');
  });

  it('house_rules: null is no section: the defaults, nothing overridden, no finding', () => {
    const specs = [{ key: 'pc', default: 4 }] as unknown as Parameters<typeof readHouseRules>[1];
    expect(readHouseRules({ house_rules: null, name: 'x' }, specs)).toEqual({ data: { name: 'x' }, rules: { pc: 4 }, overridden: [], findings: [] });
  });

  it('a ruleset with no attack model gives every member one plain attack', () => {
    expect(attacksOf({} as Ruleset, {}, { name: 'A', path: [] }, {})).toEqual([{ name: 'attack', options: {} }]);
  });
});
