/**
 * F&F tests (Attaques, Jets et Blessures, « Test »): "lance 2D6 puis ajoute le bonus de la caractéristique testée.
 * Pour réussir il doit totaliser un score de 8 ou plus." Opposed: "Le plus haut score l'emporte. En cas d'égalité, le
 * joueur à l'initiative de l'action l'emporte." Readings in docs/rules-notes.md.
 */
import { compare } from '../../../core/dice/compare.js';
import { add, constant, mean, probability, repeat, sorted, stddev, toRecord, uniform, type Dist } from '../../../core/dice/distribution.js';
import { formatNumber, formatP } from '../../../core/dice/report.js';
import { Messages } from '../../../core/messages/catalogue.js';
import type { NamedRoll, Options, Report, Rng } from '../../../core/ruleset/ruleset.js';
import type { Block } from '../../../core/ruleset/view.js';
import { messages } from '../messages.js';

/** "un score de 8 ou plus": the total of 2D6 + the characteristic. */
export const TEST_TARGET = 8;

/** 2D6 + stat, exactly. */
export const testScore = (stat: number): Dist => add(repeat(uniform(6), 2), constant(stat));

const signed = (n: number): string => (n < 0 ? `- ${-n}` : `+ ${n}`);

function rollTwo(stat: number, rng: Rng) {
  const dice = [rng.die(6), rng.die(6)];
  return { dice: dice.map((face) => ({ sides: 6, face, kept: true })), total: dice[0]! + dice[1]! + stat, faces: dice };
}

const scoreLine = (r: ReturnType<typeof rollTwo>, stat: number) => `2D6 [${r.faces.join(' ')}] ${signed(stat)} = ${r.total}`;

function distributionBlocks(d: Dist, t: Messages): Block[] {
  let atLeast = 1;
  const items = sorted(d).map(([v, p]) => {
    const item = { label: String(v), p, note: t.text('ff/roll-at-least', { p: formatP(Math.max(0, atLeast)) }) };
    atLeast -= p;
    return item;
  });
  return [{ kind: 'bars', items }, { kind: 'pairs', items: [[t.text('ff/roll-mean'), formatNumber(mean(d))], [t.text('ff/roll-stddev'), formatNumber(stddev(d))]] }];
}

export const test: NamedRoll = {
  run(options: Options, { exact, rng, lang }): Report {
    const stat = options.stat as number;
    const t = new Messages(lang ?? 'en', [messages]);
    const heading: Block = { kind: 'heading', text: t.text('ff/roll-test', { stat: signed(stat), target: TEST_TARGET }) };
    if (exact) {
      const d = testScore(stat);
      const success = probability(d, (v) => v >= TEST_TARGET);
      return {
        json: { roll: 'test', stat, target: TEST_TARGET, success, distribution: toRecord(d), mean: mean(d), stddev: stddev(d) },
        view: [heading, { kind: 'pairs', items: [[t.text('ff/roll-success'), formatP(success)]] }, ...distributionBlocks(d, t)],
      };
    }
    const r = rollTwo(stat, rng);
    const success = r.total >= TEST_TARGET;
    return {
      json: { roll: 'test', stat, target: TEST_TARGET, dice: r.dice, total: r.total, success },
      view: [heading, { kind: 'lines', lines: [`${scoreLine(r, stat)}: ${t.text(success ? 'ff/roll-passed' : 'ff/roll-failed')}`] }],
    };
  },
};

export const opposed: NamedRoll = {
  run(options: Options, { exact, rng, lang }): Report {
    const stat = options.stat as number;
    const vs = options.vs as number;
    const t = new Messages(lang ?? 'en', [messages]);
    const heading: Block = { kind: 'heading', text: t.text('ff/roll-opposed', { stat: signed(stat), vs: signed(vs) }) };
    if (exact) {
      const c = compare(testScore(stat), testScore(vs));
      // ties go to the one who acts: `win` includes `tie`
      const win = Math.min(1, c.win + c.tie);
      return {
        json: { roll: 'opposed', stat, vs, win, tie: c.tie, loss: c.loss },
        view: [
          heading,
          {
            kind: 'bars',
            items: [
              { label: t.text('ff/roll-actor-wins'), p: win, note: t.text('ff/roll-ties-included', { p: formatP(c.tie) }) },
              { label: t.text('ff/roll-target-wins'), p: c.loss },
            ],
          },
        ],
      };
    }
    const actor = rollTwo(stat, rng);
    const target = rollTwo(vs, rng);
    const winner = actor.total >= target.total ? 'actor' : 'target';
    const verdict = winner === 'target' ? 'ff/roll-target-wins' : actor.total === target.total ? 'ff/roll-actor-wins-tie' : 'ff/roll-actor-wins';
    return {
      json: { roll: 'opposed', stat, vs, actor: { dice: actor.dice, total: actor.total }, target: { dice: target.dice, total: target.total }, winner, tie: actor.total === target.total },
      view: [
        heading,
        { kind: 'pairs', items: [[t.text('ff/roll-actor'), scoreLine(actor, stat)], [t.text('ff/roll-target'), scoreLine(target, vs)]] },
        { kind: 'lines', lines: [t.text(verdict)] },
      ],
    };
  },
};

export const rolls = { test, opposed } satisfies Record<string, NamedRoll>;
