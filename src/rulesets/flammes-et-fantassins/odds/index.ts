/** The F&F attack model: exact odds of one attack (2D6, dice assigned after the roll), or one given roll resolved. */
import type { AttackInput, AttackModel, Report, Rng } from '../../../core/ruleset/ruleset.js';
import { lazyReport } from '../../../core/ruleset/report.js';
import type { FfBand } from '../band.js';
import { fighter } from './fighters.js';
import { attacksToFinish, enumerate, rerollAdvised, summarise, type Summary } from './odds.js';
import { plan, type Plan } from './plan.js';
import { initialFlags, resolve, type Resolution } from './policy.js';
import { diceReport, effectBlocks, effectJson, headJson, modifiersJson, numbersBlocks, summaryBlocks, summaryJson } from './report.js';
import { CHOSEN_NUMBERS } from './spells.js';
import { diceSpellOf, diceSpellReport } from './dice-spell-report.js';

/** Boule de feu: the best number gives the highest P(kill), then the most PV lost, then the smallest number. */
function bestNumber(rows: readonly { number: number; summary: Summary }[]): number {
  const better = (x: Summary, y: Summary) =>
    // Stryker disable next-line EqualityOperator: chances differing by exactly 1e-12 are never computed (sums of 36ths)
    x.pKill - y.pKill > 1e-12 ||
    // Stryker disable next-line EqualityOperator: the same, for a tie of P(kill) and for the PV lost
    (Math.abs(x.pKill - y.pKill) <= 1e-12 && x.expectedDamage - y.expectedDamage > 1e-12);
  return rows.reduce((best, row) => (better(row.summary, best.summary) ? row : best)).number;
}

/**
 * Rolls two dice and looks the roll up in the 36 resolved ones (with the Bénédiction, two more among the 36 × 36):
 * what is sampled is the enumeration's weighting.
 */
function sampler(p: Plan) {
  let rolls: Resolution[] | undefined;
  const two = (rng: Rng) => (rng.die(6) - 1) * 6 + rng.die(6) - 1;
  return (rng: Rng): Readonly<Record<string, number>> => {
    rolls ??= enumerate(p.setup);
    const first = two(rng);
    const r = rolls[rolls.length > 36 ? first * 36 + two(rng) : first]!;
    const outcome = p.spell?.outcome.kind ?? 'pv';
    if (outcome !== 'pv') return { p_hit: r.hit ? 1 : 0, p_effect: (outcome === 'threshold' ? r.stunned : outcome === 'hit' ? r.hit : r.damage > 0) ? 1 : 0 };
    return { p_hit: r.hit ? 1 : 0, expected_damage: r.damage, p_kill: r.kill ? 1 : 0, ...(p.setup.stun !== null ? { p_stun: r.stunned ? 1 : 0 } : {}) };
  };
}

function simulate(input: AttackInput<FfBand>): Report {
  const attacker = fighter(input.attacker);
  const target = fighter(input.target);
  const lang = input.lang ?? 'en';
  const options = input.options;
  const diceSpell = diceSpellOf(options);
  if (diceSpell) return diceSpellReport(diceSpell, attacker, target, options, lang);
  const base = plan(attacker, target, options, 1);
  const fireball = base.spell?.against.kind === 'chosen';
  // Stryker disable next-line ArrayDeclaration: the rows are read only for boule de feu
  const rows = fireball ? CHOSEN_NUMBERS.map((n) => ({ number: n, plan: plan(attacker, target, options, n) })).map((r) => ({ ...r, summary: summarise(r.plan.setup) })) : [];
  const best = fireball ? bestNumber(rows) : null;
  const chosen = fireball ? ((options.chosenNumber as number | undefined) ?? best!) : null;
  const p = fireball ? rows.find((r) => r.number === chosen)!.plan : base;

  const dice = options.dice as readonly number[] | undefined;
  if (dice) {
    const r = resolve(p.setup, initialFlags(p.setup), [dice[0]!, dice[1]!]);
    // The dice given are the first roll; with the Bénédiction in play, the report says whether to roll them again.
    return diceReport(p, r, lang, p.setup.reroll ? rerollAdvised(p.setup, r) : null);
  }

  const summary = fireball ? rows.find((r) => r.number === chosen)!.summary : summarise(p.setup);
  if (p.spell && p.spell.outcome.kind !== 'pv') {
    return lazyReport({ ...headJson(p, 'exact'), ...effectJson(p, summary), modifiers: modifiersJson(p) }, () => effectBlocks(p, summary, lang), sampler(p));
  }
  const toKill = attacksToFinish(p.setup, 'kill');
  // Stryker disable next-line ConditionalExpression,StringLiteral,ArrayDeclaration: attacks to stun are read only when the attack can stun (summaryJson, summaryBlocks), and attacksToFinish tells 'kill' from any other goal
  const toStun = p.setup.stun !== null ? attacksToFinish(p.setup, 'stun') : [];
  const numbers = fireball
    ? {
        boule_de_feu: {
          chosen,
          best,
          by_number: rows.map(({ number, summary: s }) => ({ number, p_hit: s.pHit, expected_damage: s.expectedDamage, p_kill: s.pKill })),
        },
      }
    : {};
  return lazyReport(
    { ...headJson(p, 'exact'), ...summaryJson(p, summary, toKill, toStun), ...numbers, modifiers: modifiersJson(p) },
    () => [...summaryBlocks(p, summary, toKill, toStun, lang), ...(fireball ? numbersBlocks(rows, best!, chosen!, lang) : [])],
    sampler(p),
  );
}

export const attack: AttackModel<FfBand> = { simulate, dice: { count: 2, sides: 6 } };
