/**
 * Every Frostgrave check with the whole list of its findings: code, severity, path, the message's arguments and the
 * excerpt's names that text shows; each limit at, under and over its bound.
 */
import { describe, expect, it } from 'vitest';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { diagnostics } from '../../../src/core/ruleset/analyse.js';
import { check } from '../../helpers/analyse.js';

type Stats = Partial<Record<'move' | 'fight' | 'shoot' | 'armour' | 'will' | 'health', number>>;

/** One flow-style line per figure: figure i is on line 4 + i. */
function band(figures: readonly (readonly [name: string, type: string, stats?: Stats])[]): string {
  const lines = figures.map(([name, type, stats = {}]) => {
    const s = { move: 6, fight: 2, shoot: 0, armour: 10, will: 0, health: 10, ...stats };
    return `  - {name: ${name}, type: ${type}, move: ${s.move}, fight: ${s.fight}, shoot: ${s.shoot}, armour: ${s.armour}, will: ${s.will}, health: ${s.health}, weapon: arme-de-base}`;
  });
  return ['ruleset: frostgrave', 'name: Test', figures.length ? 'figures:' : 'figures: []', ...lines, ''].join('\n');
}

async function full(text: string) {
  const { analysis, diagnostics: found } = await check(text);
  return {
    findings: analysis.findings.map(({ code, severity, path, params, names }) => ({ code, severity, path, ...(params ? { params } : {}), ...(names ? { names } : {}) })),
    messages: found.map((d) => d.message),
  };
}

describe('"Si un joueur n\'a plus de mage sur la table, il ne peut pas jouer durant cette phase": one mage', () => {
  it.each([
    ['no mage (under)', [['Hilda', 'soldat']] as const, [{ code: 'frostgrave/no-mage', severity: 'error', path: ['figures'], params: { limit: 1, actual: 0 } }], ['the warband has no mage']],
    ['one mage (at)', [['Elric', 'mage']] as const, [], []],
    [
      'three mages (over): the second and the third, each with the count',
      [['Elric', 'mage'], ['Hilda', 'soldat'], ['Morgane', 'mage'], ['Merlin', 'mage']] as const,
      [
        { code: 'frostgrave/too-many-mages', severity: 'error', path: ['figures', 2, 'type'], params: { name: 'Morgane', limit: 1, actual: 3 } },
        { code: 'frostgrave/too-many-mages', severity: 'error', path: ['figures', 3, 'type'], params: { name: 'Merlin', limit: 1, actual: 3 } },
      ],
      ['Morgane is one of 3 mages', 'Merlin is one of 3 mages'],
    ],
  ])('%s', async (_name, figures, findings, messages) => {
    expect(await full(band(figures))).toEqual({ findings, messages });
  });
});

describe('"le premier joueur active son apprenti": at most one apprenti', () => {
  it.each([
    ['none', [['Elric', 'mage']] as const, []],
    ['one (at)', [['Elric', 'mage'], ['Wulfric', 'apprenti']] as const, []],
    [
      'three (over): the second and the third',
      [['Elric', 'mage'], ['A', 'apprenti'], ['Hilda', 'soldat'], ['B', 'apprenti'], ['C', 'apprenti']] as const,
      [
        { code: 'frostgrave/too-many-apprentis', severity: 'error', path: ['figures', 3, 'type'], params: { name: 'B', limit: 1, actual: 3 } },
        { code: 'frostgrave/too-many-apprentis', severity: 'error', path: ['figures', 4, 'type'], params: { name: 'C', limit: 1, actual: 3 } },
      ],
    ],
  ])('%s', async (_name, figures, findings) => {
    expect((await full(band(figures))).findings).toEqual(findings);
  });
});

describe('"Si la Santé de la figurine descend à 0 … elle est éliminée": Santé ≥ 1, Mouvement and Armure ≥ 0', () => {
  it('at the bounds: nothing', async () => {
    expect((await full(band([['Elric', 'mage', { health: 1, move: 0, armour: 0 }]]))).findings).toEqual([]);
  });

  it('one under each bound: three errors, the stat named as the excerpt writes it', async () => {
    const result = await full(band([['Elric', 'mage'], ['Hilda', 'soldat', { health: 0, move: -1, armour: -1 }]]));
    const stat = (key: string, name: string, limit: number, actual: number) => ({
      code: 'frostgrave/stat-too-low', severity: 'error', path: ['figures', 1, key], params: { name: 'Hilda', stat: key, limit, actual }, names: { stat: name },
    });
    expect(result).toEqual({
      findings: [stat('move', 'Mouvement', 0, -1), stat('armour', 'Armure', 0, -1), stat('health', 'Santé', 1, 0)],
      messages: ['Hilda has Mouvement -1', 'Hilda has Armure -1', 'Hilda has Santé 0'],
    });
  });

  it('names the stat in French too', async () => {
    const { analysis } = await check(band([['Elric', 'mage', { health: 0 }]]));
    const fr = diagnostics(analysis, new Messages('fr', [CORE_MESSAGES, analysis.ruleset!.messages]));
    expect(fr.map((d) => [d.message, d.rule])).toEqual([['Elric a Santé 0', 'Santé vaut au moins 1']]);
  });
});
