/** The scenario actions as named rolls (§1.2.2, §1.2.3, §3.3.5): `escarmouche roll pillage|fouille --action N`. */
import { binomial, probability, toRecord, type Dist } from '../../../core/dice/distribution.js';
import { usageError } from '../../../core/diagnostics/errors.js';
import { Messages, type Lang } from '../../../core/messages/catalogue.js';
import type { NamedRoll, Options, Report, Rng } from '../../../core/ruleset/ruleset.js';
import { percent } from '../../../core/messages/numbers.js';
import { messages } from '../messages.js';
import { countAtLeast, faceChance, modifiers, poolSize, successFace } from './pool.js';
import { flag, intOption } from './sides.js';

interface Scenario {
  readonly roll: 'pillage' | 'fouille';
  /** The face a die must reach. */
  readonly face: number;
  /** Dice reaching it that are needed. */
  readonly need: number;
  readonly dice: number;
  readonly modifiers: ReturnType<typeof modifiers>;
}

function actionOf(options: Options): number {
  const raw = options.action;
  const value = Number(raw);
  if (raw === undefined) throw usageError('fees/roll-action');
  if (!Number.isInteger(value) || value < 1 || value > 20) throw usageError('fees/bad-option', { option: '--action', actual: String(raw), limit: '1–20' });
  return value;
}

/** "Les figurines ennemies dans l'aura diminuent leur caractéristique d'action de 1": `--peur N` auras add up (docs/rules-notes.md). */
const dice = (options: Options): number => poolSize({ action: actionOf(options), tokens: intOption(options, 'tokens') ?? 0, peur: intOption(options, 'peur') ?? 0 });

/**
 * "Si au moins un 6 est obtenu, le repaire est pillé." A natural 6: the §1.1 modifiers shift the face of a success
 * (4+), not this one (docs/rules-notes.md). Jokers and Peur change the number of dice.
 */
export const pillageScenario = (options: Options): Scenario => ({ roll: 'pillage', face: 6, need: 1, dice: dice(options), modifiers: { parts: {}, total: 0 } });

/** "Si le joueur pioche au moins deux réussites, le repaire est fouillé": two successes on the shifted 4+. */
export function fouilleScenario(options: Options): Scenario {
  const mods = modifiers({
    secondActivation: flag(options, 'secondActivation'),
    cover: false,
    conseiller: flag(options, 'conseiller'),
    modifier: intOption(options, 'modifier') ?? 0,
  });
  return { roll: 'fouille', face: successFace(mods.total), need: 2, dice: dice(options), modifiers: mods };
}

/** Number of dice reaching the face. */
export const scenarioDist = (s: Scenario): Dist => binomial(s.dice, faceChance(s.face));
export const scenarioChance = (s: Scenario): number => probability(scenarioDist(s), (n) => n >= s.need);

const langOf = (value: unknown): Lang => (value === 'fr' ? 'fr' : 'en');

function report(s: Scenario, exact: boolean, rng: Rng, lang: Lang): Report {
  const t = new Messages(lang, [messages]);
  const base = { ruleset: 'fees-d-armes', roll: s.roll, dice_rolled: s.dice, success_on: s.face, need: s.need, modifiers: { ...s.modifiers.parts, total: s.modifiers.total } };
  const heading = { kind: 'heading', text: t.text(`fees/view-roll-${s.roll}`, { dice: s.dice, face: s.face, need: s.need }) } as const;
  if (exact) {
    const dist = scenarioDist(s);
    const p = scenarioChance(s);
    // Stryker disable next-line MethodExpression,ArrowFunction,ArithmeticOperator: binomial() builds its Map by convolution in ascending order of successes, so this sort (kept in case the builder changes) reorders nothing
    const ascending = [...dist].sort((a, b) => a[0] - b[0]);
    return {
      json: { ...base, method: 'exact', p_success: p, successes: toRecord(dist) },
      view: [heading, { kind: 'pairs', items: [[t.text('fees/view-p-success'), percent(p, t.lang)]] }, { kind: 'bars', items: ascending.map(([v, q]) => ({ label: String(v), p: q })) }],
    };
  }
  const faces = Array.from({ length: s.dice }, () => rng.die(6));
  const successes = countAtLeast(faces, s.face);
  const success = successes >= s.need;
  return {
    json: { ...base, method: 'rolled', dice: faces, successes, success },
    view: [heading, { kind: 'pairs', items: [[t.text('fees/view-rolled'), faces.map((f) => (f >= s.face ? `[${f}]` : String(f))).join(' ') || '-'], [t.text('fees/view-result'), t.text(success ? 'fees/view-roll-success' : 'fees/view-roll-failure', { n: successes })]] }],
  };
}

export const rolls: Readonly<Record<string, NamedRoll>> = {
  pillage: { run: (options, context) => report(pillageScenario(options), context.exact, context.rng, langOf(context.lang)) },
  fouille: { run: (options, context) => report(fouilleScenario(options), context.exact, context.rng, langOf(context.lang)) },
};
