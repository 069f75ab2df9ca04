/**
 * `roll initiative` and `roll fall` as whole reports (JSON and view, English and French). Rulebook: "Le joueur obtenant
 * le score le plus élevé sera le premier joueur … Les égalités devront être relancées entre les joueurs concernés";
 * "Pour une chute de 3" ou plus, elle souffrira d'autant de dommages que la hauteur de la chute en pouces multipliée
 * par 1,5 (arrondie à l'entier inférieur)"; killed at damage ≥ Santé; wounded at Santé 4 or less.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../src/core/messages/catalogue.js';
import type { Options, Rng } from '../../../src/core/ruleset/ruleset.js';
import { rolls } from '../../../src/rulesets/frostgrave/odds/rolls.js';

const fixed = (faces: number[]): Rng => ({ die: () => { if (!faces.length) throw new Error('one die too many'); return faces.shift()!; } });
const run = (name: string, options: Options, faces?: number[], lang?: Lang) =>
  rolls[name]!.run(options, { exact: faces === undefined, rng: fixed(faces ?? []), ...(lang ? { lang } : {}) });

describe('initiative', () => {
  it('exact, 3 players: a tie for first in 590 of 8,000 throws (8,000 − 3 × Σ(v − 1)² = 8,000 − 7,410), some tie in 1,160 (8,000 − 20 × 19 × 18)', () => {
    const report = run('initiative', { players: 3 });
    expect(report.json).toStrictEqual({ ruleset: 'frostgrave', roll: 'initiative', method: 'exact', players: 3, p_first: 1 / 3, p_tie_for_first: 590 / 8000, p_any_tie: 1160 / 8000 });
    expect(report.view).toStrictEqual([
      { kind: 'heading', text: 'Initiative, 3 players' },
      { kind: 'pairs', items: [['each player plays first', '33.33%'], ['tie for first (re-roll)', '7.38%'], ['some tie to re-roll', '14.50%']] },
    ]);
    expect(run('initiative', { players: 3 }, undefined, 'fr').view).toStrictEqual([
      { kind: 'heading', text: 'Initiative, 3 joueurs' },
      { kind: 'pairs', items: [['chaque joueur est premier joueur', '33,33\u00a0%'], ['égalité pour la première place (relance)', '7,38\u00a0%'], ['une égalité à relancer', '14,50\u00a0%']] },
    ]);
  });

  it('rolled: 12, 17, 12, then players 1 and 3 re-roll 5 and 9; the table lists the order with every roll', () => {
    const report = run('initiative', { players: 3 }, [12, 17, 12, 5, 9]);
    expect(report.json).toStrictEqual({
      ruleset: 'frostgrave', roll: 'initiative', method: 'rolled', players: 3, order: [2, 3, 1],
      rolls: [{ player: 1, rolls: [12, 5] }, { player: 2, rolls: [17] }, { player: 3, rolls: [12, 9] }],
    });
    expect(report.view).toStrictEqual([
      { kind: 'heading', text: 'Initiative, 3 players' },
      { kind: 'table', columns: ['#', 'player', 'd20'], rows: [[1, 'player 2', '17'], [2, 'player 3', '12 → 9'], [3, 'player 1', '12 → 5']] },
    ]);
    expect(run('initiative', { players: 3 }, [12, 17, 12, 5, 9], 'fr').view).toStrictEqual([
      { kind: 'heading', text: 'Initiative, 3 joueurs' },
      { kind: 'table', columns: ['#', 'joueur', 'D20'], rows: [[1, 'joueur 2', '17'], [2, 'joueur 3', '12 → 9'], [3, 'joueur 1', '12 → 5']] },
    ]);
  });
});

describe('fall', () => {
  it('4.5" without a Santé: 6 damage (6.75 rounded down), no outcome', () => {
    const report = run('fall', { height: 4.5 });
    expect(report.json).toStrictEqual({ ruleset: 'frostgrave', roll: 'fall', method: 'exact', height: 4.5, damage: 6 });
    expect(report.view).toStrictEqual([{ kind: 'heading', text: 'A fall of 4.5"' }, { kind: 'pairs', items: [['damage', 6]] }]);
  });

  it.each([
    [6, true, false, 'eliminated', 'éliminée'],
    [10, false, true, 'wounded (Santé 4 or less)', 'blessée (Santé 4 ou moins)'],
    [11, false, false, 'survives, not wounded', 'survit, non blessée'],
  ])('4" (6 damage) against Santé %i: kills %s, wounds %s', (health, kills, wounds, en, fr) => {
    const report = run('fall', { height: 4, health });
    expect(report.json).toStrictEqual({ ruleset: 'frostgrave', roll: 'fall', method: 'exact', height: 4, damage: 6, kills, wounds });
    expect(report.view).toStrictEqual([{ kind: 'heading', text: 'A fall of 4"' }, { kind: 'pairs', items: [['damage', 6], ['outcome', en]] }]);
    expect(run('fall', { height: 4, health }, undefined, 'fr').view).toStrictEqual([
      { kind: 'heading', text: 'Une chute de 4"' },
      { kind: 'pairs', items: [['dommages', 6], ['résultat', fr]] },
    ]);
  });

  it('a fall rolls no die, with or without --exact', () => {
    expect(run('fall', { height: 5, health: 7 }, []).json).toStrictEqual({ ruleset: 'frostgrave', roll: 'fall', method: 'exact', height: 5, damage: 7, kills: true, wounds: false });
  });
});
