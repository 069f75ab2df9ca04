// Rulebook "Soins (guérison des blessures)": "Résultat plus petit que la santé du personnage : encore vivant, et
// guérira. Résultat égal … : guérira mais garde des séquelles. Résultat plus grand … : mort ou morte." A soigneur
// au contact gives +1 to the santé, care on the battlefield −1. A character with two points of life healed after a
// single wound does not die on a failure: "on reste à un seul point de vie".
import type { NamedRoll, Options, Report } from '../../../../core/ruleset/ruleset.js';
import { words } from '../explain.js';
import { flag, inRange, int } from '../options.js';
import { usageError } from '../../../../core/diagnostics/errors.js';

export type HealResult = 'heals' | 'after_effects' | 'dies' | 'stays_wounded';

export interface HealSituation {
  readonly health: number;
  readonly healer?: boolean;
  readonly battlefield?: boolean;
  /** A character with two points of life and one wound. */
  readonly wounded?: boolean;
}

export const effectiveHealth = (s: HealSituation): number => s.health + (s.healer ? 1 : 0) - (s.battlefield ? 1 : 0);

export function healResult(die: number, s: HealSituation): HealResult {
  const health = effectiveHealth(s);
  if (die < health) return 'heals';
  if (die === health) return 'after_effects';
  return s.wounded ? 'stays_wounded' : 'dies';
}

export function healOdds(s: HealSituation): Record<string, number> {
  const out: Record<string, number> = { heals: 0, after_effects: 0, [s.wounded ? 'stays_wounded' : 'dies']: 0 };
  for (let die = 1; die <= 6; die++) out[healResult(die, s)]! += 1 / 6;
  return out;
}

export function healSituation(o: Options): HealSituation {
  const health = int(o, 'health', '--health');
  if (health === undefined) throw usageError('argad/health-required');
  return { health: inRange(health, 1, 6, '--health'), healer: flag(o, 'healer'), battlefield: flag(o, 'battlefield'), wounded: flag(o, 'wounded') };
}

export const heal: NamedRoll = {
  run(options, { exact, rng, lang }): Report {
    const s = healSituation(options);
    const t = words(lang ?? 'en');
    const heading = { kind: 'heading' as const, text: t.text('argad/roll-heal', { health: effectiveHealth(s) }) };
    if (exact) {
      const odds = healOdds(s);
      return { json: odds, view: [heading, { kind: 'bars', items: Object.entries(odds).map(([k, p]) => ({ label: t.text(`argad/heal-${k}`), p })) }] };
    }
    const die = rng.die(6);
    const result = healResult(die, s);
    return { json: { die, health: effectiveHealth(s), result }, view: [heading, { kind: 'pairs', items: [[t.text('argad/view-die'), die], [t.text('argad/view-result'), t.text(`argad/heal-${result}`)]] }] };
  },
};
