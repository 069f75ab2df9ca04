// Rulebook "Terrain": "on lance un dé, qu'on appelle le dé de lenteur … Le mouvement possible … est diminué du
// résultat du dé en centimètres. En terrain très difficile le mouvement est réduit de moitié, puis diminué par le dé.
// Si le dé fait 6 le piéton ou le groupe reste bloqué." Montés: two dice; "des piétons très habitués au terrain
// lancent deux dés et en ignorent un". A monté is blocked when both dice show 6 (docs/rules-notes.md).
import { combine, mean, probability, toRecord, uniform, type Dist } from '../../../../core/dice/distribution.js';
import { usageError } from '../../../../core/diagnostics/errors.js';
import type { NamedRoll, Options, Report } from '../../../../core/ruleset/ruleset.js';
import { percent } from '../../../../core/messages/numbers.js';
import { words } from '../explain.js';
import { flag } from '../options.js';

export interface Slowness {
  readonly move: number;
  readonly veryDifficult: boolean;
  readonly mounted: boolean;
  readonly native: boolean;
}

/** The loss of a piéton or group that "reste bloqué". */
export const BLOCKED = -1;

/** Loss in cm, or BLOCKED, for the dice rolled. */
export function slownessLoss(dice: readonly number[], s: Slowness): number {
  if (dice.every((d) => d === 6)) return BLOCKED;
  if (s.mounted) return dice.reduce((a, b) => a + b, 0);
  return Math.min(...dice);
}

export const remaining = (loss: number, s: Slowness): number => (loss === BLOCKED ? 0 : Math.max(0, (s.veryDifficult ? s.move / 2 : s.move) - loss));

export function lossDist(s: Slowness): Dist {
  const d6 = uniform(6);
  if (!s.mounted && !s.native) return combine(d6, new Map([[0, 1]]), (a) => slownessLoss([a], s));
  return combine(d6, d6, (a, b) => slownessLoss([a, b], s));
}

export function slowness(o: Options): Slowness {
  // `--move ''` is no distance, not 0 cm (Number('') is 0).
  const move = typeof o.move === 'string' && o.move.trim() === '' ? NaN : Number(o.move);
  if (!Number.isFinite(move) || move < 0 || move > 200) throw usageError('argad/move-required');
  const s = { move, veryDifficult: flag(o, 'veryDifficult'), mounted: flag(o, 'mounted'), native: flag(o, 'native') };
  if (s.mounted && s.native) throw usageError('argad/native-mounted');
  return s;
}

export const lenteur: NamedRoll = {
  run(options, { exact, rng, lang }): Report {
    const s = slowness(options);
    const t = words(lang ?? 'en');
    const heading = { kind: 'heading' as const, text: t.text('argad/roll-lenteur', { move: s.move }) };
    if (exact) {
      const losses = lossDist(s);
      const left = combine(losses, new Map([[0, 1]]), (l) => remaining(l, s));
      const blocked = probability(losses, (l) => l === BLOCKED);
      return {
        json: { move: s.move, blocked, remaining: toRecord(left), mean: mean(left) },
        view: [heading, { kind: 'bars', items: Object.entries(toRecord(left)).map(([cm, p]) => ({ label: `${cm} cm`, p })) }, { kind: 'pairs', items: [[t.text('argad/view-blocked'), percent(blocked, t.lang)]] }],
      };
    }
    const dice = s.mounted || s.native ? [rng.die(6), rng.die(6)] : [rng.die(6)];
    const loss = slownessLoss(dice, s);
    return {
      json: { dice, blocked: loss === BLOCKED, remaining: remaining(loss, s) },
      view: [heading, { kind: 'pairs', items: [[t.text('argad/view-dice'), dice.join(' ')], [t.text('argad/view-remaining'), loss === BLOCKED ? t.text('argad/view-is-blocked') : `${remaining(loss, s)} cm`]] }],
    };
  },
};
