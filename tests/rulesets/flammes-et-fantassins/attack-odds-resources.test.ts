/**
 * Attacks to kill with a resource that lasts until it is spent (odds.ts `after`): the botte secrète, the Esquive talent
 * and the Potion d'Éloquence once per game (played only when they help), the Magie Scolaire once per game, the peau
 * d'écorce until the first PV lost, the brouillard until the first hit. Each against a brute force written here from
 * the rulebook: one attack, every choice tried with the resource if it is still there, the attacker's best (a hit,
 * a kill, the most PV lost, then keeping the resource) against the target's best answer; then every sequence of
 * attacks, the resource carried from one to the next.
 */
import { describe, expect, it } from 'vitest';
import { attacksToFinish } from '../../../src/rulesets/flammes-et-fantassins/odds/odds.js';
import type { Setup } from '../../../src/rulesets/flammes-et-fantassins/odds/policy.js';
import { plain } from './plan-helpers.js';

type Resource = 'botte' | 'eloquence' | 'flip' | 'bark' | 'fog' | 'esquive-ca' | 'esquive-degats';

interface Case {
  touche: number;
  degats: number;
  defense: number;
  pv: number;
  resource: Resource;
  /** The botte's DEX, the CHA, the bark's CA, the brouillard's malus, the Esquive's DEX. */
  v: number;
}

interface Outcome {
  damage: number;
  /** The resource is gone after this attack. */
  spent: boolean;
}

/** One attack of 2D6 (a, b) with the resource there or not. */
function once(c: Case, there: boolean, a: number, b: number): Outcome {
  const use = (r: Resource) => there && c.resource === r;
  const dice: [number, number, boolean][] = [[a, b, false]];
  if (use('flip')) dice.push([7 - a, b, true], [a, 7 - b, true]);
  const bonuses: [number, number, boolean][] = [[0, 0, false]];
  if (use('eloquence')) bonuses.push([c.v, 0, true], [0, c.v, true]);
  if (use('botte')) bonuses.push([0, c.v, true]);
  const defense = c.defense + (use('bark') ? c.v : 0);
  const fog = use('fog') ? c.v : 0;
  // The target's answers: none, or (talent) its DEX to its CA or off the PV lost.
  const answers: [number, number, boolean][] = [[0, 0, false]];
  if (use('esquive-ca')) answers.push([c.v, 0, true], [0, c.v, true]);
  if (use('esquive-degats')) answers.push([0, c.v, true]);
  const harm = (h: { hit: boolean; damage: number }) => [+h.hit, +(h.damage >= c.pv), h.damage >= c.pv ? 0 : h.damage];
  const cmp = (x: number[], y: number[]) => {
    const i = x.findIndex((v, k) => v !== y[k]);
    return i < 0 ? 0 : x[i]! - y[i]!;
  };
  let best: { key: number[]; out: Outcome } | null = null;
  for (const [x, y, turned] of dice) {
    for (const [t, d] of [[x, y], [y, x]] as const) {
      for (const [bt, bd, played] of bonuses) {
        // The target answers this choice with its least harm, keeping its talent on a tie.
        let reply: { hit: boolean; damage: number; dodged: boolean } | null = null;
        for (const [ca, off, dodged] of answers) {
          const hit = t + c.touche + bt + fog >= defense + ca;
          const r = { hit, damage: hit ? Math.max(0, d + c.degats + bd - off) : 0, dodged };
          if (!reply || cmp(harm(r), harm(reply)) < 0) reply = r;
        }
        const spent =
          turned ||
          played ||
          reply!.dodged ||
          (c.resource === 'bark' && there && reply!.damage > 0) ||
          (c.resource === 'fog' && there && reply!.hit);
        // Ties: keep the attacker's own resource, then the most PV lost, then make the target spend its talent.
        const key = [...harm(reply!), turned || played ? 0 : 1, reply!.damage, reply!.dodged ? 1 : 0];
        if (!best || cmp(key, best.key) > 0) best = { key, out: { damage: reply!.damage, spent: there && spent } };
      }
    }
  }
  return best!.out;
}

/** P(dead) after 1 … n attacks: every sequence of rolls, the resource carried from one attack to the next (or never there). */
function dead(c: Case, n: number, there = true): number[] {
  let states = new Map<string, number>([[`0|${there ? 1 : 0}`, 1]]);
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    const next = new Map<string, number>();
    for (const [key, p] of states) {
      const [done, there] = key.split('|').map(Number) as [number, number];
      for (let a = 1; a <= 6; a++) {
        for (let b = 1; b <= 6; b++) {
          const o = once(c, there === 1, a, b);
          const k2 = `${Math.min(c.pv, done + o.damage)}|${there === 1 && !o.spent ? 1 : 0}`;
          next.set(k2, (next.get(k2) ?? 0) + p / 36);
        }
      }
    }
    states = next;
    out.push([...states].filter(([key]) => key.startsWith(`${c.pv}|`)).reduce((s, [, p]) => s + p, 0));
  }
  return out;
}

function setupOf(c: Case): Setup {
  const s = plain(c.touche, c.degats, c.defense, c.pv);
  switch (c.resource) {
    case 'botte':
      return { ...s, botte: c.v };
    case 'eloquence':
      return { ...s, eloquence: c.v };
    case 'flip':
      return { ...s, flip: true };
    case 'bark':
      return { ...s, bark: c.v };
    case 'fog':
      return { ...s, fog: c.v };
    case 'esquive-ca':
      return { ...s, esquive: c.v, esquiveCa: true };
    case 'esquive-degats':
      return { ...s, esquive: c.v, esquiveCa: false };
  }
}

const close = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(1e-12);

describe('F&F attacks to kill: a resource carried from one attack to the next', () => {
  const cases: [string, Case][] = [
    // Played on every hit (it adds PV lost); kept after a miss, so the next hit may use it.
    ['the botte secrète (DEX 2), once per game', { touche: 0, degats: 0, defense: 4, pv: 7, resource: 'botte', v: 2 }],
    ["the Potion d'Éloquence (CHA 2), one roll", { touche: 0, degats: 0, defense: 4, pv: 7, resource: 'eloquence', v: 2 }],
    ['the Magie Scolaire, once per game', { touche: 0, degats: 0, defense: 6, pv: 7, resource: 'flip', v: 0 }],
    ["the peau d'écorce (+2 CA) until the first PV lost", { touche: 0, degats: 0, defense: 4, pv: 7, resource: 'bark', v: 2 }],
    ["the peau d'écorce where a hit may take no PV (Dégâts −2)", { touche: 0, degats: -2, defense: 3, pv: 5, resource: 'bark', v: 2 }],
    ['the brouillard (−2 Touche) until the first hit', { touche: 2, degats: 0, defense: 5, pv: 7, resource: 'fog', v: -2 }],
    ['the Esquive talent (DEX 2) against a Mêlée: CA or PV', { touche: 0, degats: 0, defense: 4, pv: 7, resource: 'esquive-ca', v: 2 }],
    ['the Esquive talent (DEX 2) against a spell: PV only', { touche: 0, degats: 0, defense: 4, pv: 7, resource: 'esquive-degats', v: 2 }],
  ];
  it.each(cases)('%s', (_what, c) => {
    const model = attacksToFinish(setupOf(c), 'kill');
    expect(model.length).toBeGreaterThanOrEqual(3);
    const brute = dead(c, model.length);
    model.forEach(({ attacks, p }, i) => {
      expect(attacks).toBe(i + 1);
      close(p, brute[i]!);
    });
  });

  it('the resource matters in each case: without it, or with it at every attack, the figures differ', () => {
    for (const [, c] of cases) {
      const model = attacksToFinish(setupOf(c), 'kill').map((x) => x.p);
      const never = dead(c, 3, false);
      const always = (() => {
        // The resource there at every attack: the plain convolution of the first attack's damage.
        const first = new Map<number, number>();
        for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) {
          const d = once(c, true, a, b).damage;
          first.set(d, (first.get(d) ?? 0) + 1 / 36);
        }
        let sums = new Map<number, number>([[0, 1]]);
        const out: number[] = [];
        for (let k = 0; k < 3; k++) {
          const next = new Map<number, number>();
          for (const [s, p] of sums) for (const [d, q] of first) next.set(Math.min(c.pv, s + d), (next.get(Math.min(c.pv, s + d)) ?? 0) + p * q);
          sums = next;
          out.push(sums.get(c.pv) ?? 0);
        }
        return out;
      })();
      expect(Math.abs(model[1]! - never[1]!) + Math.abs(model[2]! - never[2]!)).toBeGreaterThan(1e-6);
      expect(Math.abs(model[1]! - always[1]!) + Math.abs(model[2]! - always[2]!)).toBeGreaterThan(1e-6);
    }
  });
});
