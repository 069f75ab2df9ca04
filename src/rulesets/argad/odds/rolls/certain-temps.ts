// Rulebook « Un certain temps… »: "Après chaque tour de travail on relance le dé jusqu'à ce que le résultat soit
// inférieur ou égal au nombre de tours de travail." Options of the rulebook's variants: a turn ahead or behind
// ("un tour de jeu de retard, le premier tour de travail ne compte pas"; "un tour de jeu d'avance"), 1D3 instead of
// 1D6 for specialists, and "sur un 6 on ne réussit pas … il faut alors recommencer depuis le début".
import { usageError } from '../../../../core/diagnostics/errors.js';
import type { NamedRoll, Options, Report } from '../../../../core/ruleset/ruleset.js';
import { decimal } from '../../../../core/messages/numbers.js';
import { signed, words } from '../explain.js';
import { flag, inRange, int } from '../options.js';

export interface Work {
  /** Turns ahead (+1) or behind (−1). */
  readonly headStart: number;
  readonly sides: 3 | 6;
  readonly sixFails: boolean;
}

/** The die at the end of a turn, `turn` turns after the work (re)started. */
export function workStep(roll: number, turn: number, w: Work): 'done' | 'restart' | 'continue' {
  if (w.sixFails && roll === 6) return 'restart';
  return roll <= turn + w.headStart ? 'done' : 'continue';
}

/** P(done by the end of turn k) for k = 1 … turns, by dynamic programming over the turns since the last start. */
export function doneByTurn(w: Work, turns: number): number[] {
  // Past `cap` turns every roll but a restart succeeds, so the states beyond it are one state.
  const cap = Math.max(0, w.sides - w.headStart);
  let states = new Map<number, number>([[0, 1]]);
  let done = 0;
  const out: number[] = [];
  for (let k = 1; k <= turns; k++) {
    const next = new Map<number, number>();
    for (const [since, p] of states) {
      for (let roll = 1; roll <= w.sides; roll++) {
        const step = workStep(roll, since + 1, w);
        const q = p / w.sides;
        if (step === 'done') done += q;
        else {
          const key = step === 'restart' ? 0 : Math.min(since + 1, cap);
          next.set(key, (next.get(key) ?? 0) + q);
        }
      }
    }
    states = next;
    out.push(done);
  }
  return out;
}

/**
 * Expected number of turns: Σ P(not done after k). Without the six-fails variant the work is surely done by turn
 * sides − headStart, so the sum stops there; the variant has a tail, summed until negligible.
 */
export function expectedTurns(w: Work): number {
  const horizon = w.sixFails ? 4000 : w.sides - w.headStart;
  return 1 + doneByTurn(w, horizon).reduce((sum, p) => sum + (1 - p), 0);
}

export function work(o: Options): Work {
  // « nécessiter "deux certains temps" avec deux dés »: the book does not say how the two dice combine (both at most
  // the turns of work, their sum, one work after the other), so two dice are refused with that reason.
  if (inRange(int(o, 'dice', '--dice', 1)!, 1, 2, '--dice') === 2) throw usageError('argad/certain-temps-two-dice');
  const headStart = inRange(int(o, 'headStart', '--head-start', 0)!, -5, 5, '--head-start');
  return { headStart, sides: flag(o, 'd3') ? 3 : 6, sixFails: flag(o, 'sixFails') };
}

const defaultTurns = (w: Work): number => (w.sixFails ? 12 : Math.max(1, w.sides - w.headStart));

export const certainTemps: NamedRoll = {
  run(options, { exact, rng, lang }): Report {
    const w = work(options);
    const turns = inRange(int(options, 'turns', '--turns', defaultTurns(w))!, 1, 100, '--turns');
    const t = words(lang ?? 'en');
    const heading = { kind: 'heading' as const, text: t.text('argad/roll-certain-temps', { sides: w.sides, head: signed(w.headStart) }) };
    if (exact) {
      const by = doneByTurn(w, turns);
      const expected = expectedTurns(w);
      return {
        json: { turns: by.map((p, i) => ({ turn: i + 1, p_done: p })), expected_turns: expected },
        view: [heading, { kind: 'bars', items: by.map((p, i) => ({ label: t.text('argad/view-turn', { turn: i + 1 }), p })) }, { kind: 'pairs', items: [[t.text('argad/view-expected-turns'), decimal(expected, t.lang, 3)]] }],
      };
    }
    const rolls: number[] = [];
    let since = 0;
    for (let turn = 1; turn <= 1000; turn++) {
      const roll = rng.die(w.sides);
      rolls.push(roll);
      const step = workStep(roll, since + 1, w);
      if (step === 'done') return { json: { rolls, done_at: turn }, view: [heading, { kind: 'pairs', items: [[t.text('argad/view-rolls'), rolls.join(' ')], [t.text('argad/view-done-at'), turn]] }] };
      since = step === 'restart' ? 0 : since + 1;
    }
    throw usageError('argad/never-done');
  },
};
