/**
 * The two sides of a Fées d'armes `simulate-attack`, read by `odds/sides.ts` directly (so that a mutation run sees them):
 * typed-in sides field by field, every refusal with its code, exit and values beside the nearest allowed case, the
 * bounds of typed numbers at, under and over, and the rulebook's effects, auras and Santé as the odds take them.
 */
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../../src/core/diagnostics/errors.js';
import { refusal } from '../../helpers/refusal.js';
import type { Options, Side } from '../../../src/core/ruleset/ruleset.js';
import type { FeesAction, FeesBand, FeesFigure } from '../../../src/rulesets/fees-d-armes/band.js';
import { resolveRule } from '../../../src/rulesets/fees-d-armes/parse.js';
import {
  chooseAction, defenceOf, effectsInForce, extraEffects, fighter, friends, intOption, peurAuras, strikeExtras, strikeOf,
  underConseiller, type Fighter,
} from '../../../src/rulesets/fees-d-armes/odds/sides.js';

const usage = (code: string, params: unknown = {}) => ({ code, params, exit: EXIT.usage });
const bad = (option: string, actual: string, limit: string) => usage('fees/bad-option', { option, actual, limit });

const refs = (...texts: string[]) => texts.map((t, i) => resolveRule(t, i));
const act = (name: string, fields: Partial<FeesAction> = {}): FeesAction => ({ name, need: 2, plus: false, effects: [], ...fields });
const typed = (options: Options): Side<FeesBand> => ({ kind: 'typed', options });

function card(fields: Partial<Fighter> = {}): Fighter {
  return {
    name: 'Ogre', file: 'ogres.yaml', conseillerSelf: true, peurStacks: true, regenerationFirst: false,
    action: 3, armour: 1, health: 6, actions: [act('Massue')], rules: [], ...fields,
  };
}

describe('typed-in sides, field by field', () => {
  it('the attacker: --action-dice, --need, --damage, --plus and the name of --action; the rulebook readings; nothing else', () => {
    const options = { actionDice: 3, need: 2, damage: 2, plus: true, action: 'Hache', armour: 1, health: 6 };
    expect(fighter(typed(options), 'attacker')).toStrictEqual({
      name: 'attacker', file: null, conseillerSelf: true, peurStacks: true, regenerationFirst: false,
      action: 3, armour: 0, health: 1, actions: [{ name: 'Hache', need: 2, plus: true, effects: [], damage: 2 }], rules: [],
    });
  });

  it('an attacker without --damage, --plus or --action: an action named "action", no damage key, no +', () => {
    expect(fighter(typed({ actionDice: 1, need: 1 }), 'attacker').actions).toStrictEqual([{ name: 'action', need: 1, plus: false, effects: [] }]);
  });

  it('an attacker needs both --action-dice and --need', () => {
    expect(refusal(() => fighter(typed({ need: 2 }), 'attacker'))).toEqual(usage('fees/typed-attacker'));
    expect(refusal(() => fighter(typed({ actionDice: 2 }), 'attacker'))).toEqual(usage('fees/typed-attacker'));
  });

  it('the target: --armour and --health, no action, no rules', () => {
    expect(fighter(typed({ armour: 0, health: 1, actionDice: 3, need: 2 }), 'target')).toStrictEqual({
      name: 'target', file: null, conseillerSelf: true, peurStacks: true, regenerationFirst: false,
      action: 0, armour: 0, health: 1, actions: [], rules: [],
    });
    expect(refusal(() => fighter(typed({ health: 2 }), 'target'))).toEqual(usage('fees/typed-target'));
    expect(refusal(() => fighter(typed({ armour: 2 }), 'target'))).toEqual(usage('fees/typed-target'));
  });

  it('a figure of a band: its card, its file and its band\'s house rules', () => {
    const ogre: FeesFigure = { name: 'Ogre', cost: 3, factions: ['contes'], action: 2, move: 2, armour: 2, health: 8, actions: [act('Massue')], rules: refs('peur') } as unknown as FeesFigure;
    const band = { figures: [ogre, ogre], houseRules: { conseillerSelf: false, peurStacks: false, regenerationFirst: true } } as unknown as FeesBand;
    const side: Side<FeesBand> = { kind: 'member', band, member: { name: 'Ogre', path: ['figures', 1] }, file: 'ogres.yaml' };
    expect(fighter(side, 'target')).toStrictEqual({ ...ogre, file: 'ogres.yaml', conseillerSelf: false, peurStacks: false, regenerationFirst: true });
    const missing: Side<FeesBand> = { ...side, member: { name: 'X', path: ['figures', 2] } };
    expect(refusal(() => fighter(missing, 'attacker'))).toEqual(usage('cli/usage', { detail: 'no figure at figures.2' }));
  });
});

describe('typed numbers at, under and over their bounds', () => {
  it.each([
    ['tokens', '--tokens', 0, 20],
    ['health', '--health', 1, 99],
    ['targetHealth', '--target-health', 1, 99],
    ['actionDice', '--action-dice', 1, 20],
    ['need', '--need', 1, 99],
    ['damage', '--damage', 0, 99],
    ['armour', '--armour', 0, 20],
    ['modifier', '--modifier', -20, 20],
    ['peur', '--peur', 0, 20],
    ['attackerHealth', '--attacker-health', 1, 99],
    ['range', '--range', 0, 99],
  ] as const)('%s (%s): %i to %i', (key, flag, min, max) => {
    const limit = `${min}–${max}`;
    expect(intOption({ [key]: min }, key)).toBe(min);
    expect(intOption({ [key]: max }, key)).toBe(max);
    expect(intOption({ [key]: String(max - 1) }, key)).toBe(max - 1);
    expect(intOption({}, key)).toBeUndefined();
    expect(refusal(() => intOption({ [key]: min - 1 }, key))).toEqual(bad(flag, String(min - 1), limit));
    expect(refusal(() => intOption({ [key]: max + 1 }, key))).toEqual(bad(flag, String(max + 1), limit));
    expect(refusal(() => intOption({ [key]: '2.5' }, key))).toEqual(bad(flag, '2.5', limit));
  });
});

describe('the action of the attack', () => {
  const two = card({ actions: [act('Massue'), act('Manger les enfants', { need: 5 })] });

  it('the only action of a card when --action is not given; several need --action, listed', () => {
    expect(chooseAction(card(), undefined)).toStrictEqual(act('Massue'));
    expect(refusal(() => chooseAction(two, undefined))).toEqual(usage('fees/choose-action', { name: 'Ogre', known: 'Massue, Manger les enfants' }));
  });

  it('found in any case and without accents', () => {
    expect(chooseAction(two, 'MANGER LES ENFANTS').need).toBe(5);
    expect(chooseAction(card({ actions: [act('Arbalète')] }), 'arbalete').name).toBe('Arbalète');
  });

  it('an unknown action: the close names, else none (the message says where the list is)', () => {
    expect(refusal(() => chooseAction(two, 'masue'))).toEqual(usage('fees/unknown-action', { name: 'Ogre', actual: 'masue', suggestion: 'Massue' }));
    expect(refusal(() => chooseAction(two, 'zzzzzzzz'))).toEqual(usage('fees/unknown-action', { name: 'Ogre', actual: 'zzzzzzzz', suggestion: '' }));
  });

  it('the suggestion names the close actions as written on the card, in order of closeness', () => {
    const coups = card({ actions: [act('Massue'), act('Coup'), act('Coups')] });
    expect(refusal(() => chooseAction(coups, 'coupz'))).toEqual(usage('fees/unknown-action', { name: 'Ogre', actual: 'coupz', suggestion: 'Coup, Coups' }));
    expect(refusal(() => chooseAction(two, 'manger les enfant'))).toEqual(usage('fees/unknown-action', { name: 'Ogre', actual: 'manger les enfant', suggestion: 'Manger les enfants' }));
  });

  it('a card without profile action cannot attack (a rule error, not a usage error)', () => {
    expect(refusal(() => chooseAction(card({ actions: [] }), 'Massue'))).toEqual({ code: 'fees/no-action', params: { name: 'Ogre' }, exit: EXIT.invalid });
  });
});

describe('--effect: §5 action effects with a valid (X)', () => {
  const ids = (options: Options) => extraEffects(options).map((r) => [r.def!.id, r.value]);

  it('none, one, or several', () => {
    expect(extraEffects({})).toEqual([]);
    expect(ids({ effect: 'gel' })).toEqual([['gel', undefined]]);
    expect(ids({ effect: ['Flammes(2)', 'poison(1)', 'tir', 'tir(8)'] })).toEqual([['flammes', 2], ['poison', 1], ['tir', undefined], ['tir', 8]]);
  });

  it('(X) is required where the rule has one, refused where it has none, and at least 1', () => {
    expect(ids({ effect: 'flammes(1)' })).toEqual([['flammes', 1]]);
    for (const text of ['flammes', 'flammes(0)', 'flammes(x)', 'gel(1)', 'tir(0)']) {
      expect(refusal(() => extraEffects({ effect: text }))).toEqual(usage('fees/bad-effect', { actual: text }));
    }
  });

  it('a trait is not an action effect', () => {
    expect(refusal(() => extraEffects({ effect: 'conseiller' }))).toEqual(usage('fees/bad-effect', { actual: 'conseiller' }));
  });

  it('an unknown effect: the close names (its (X) left aside), else none', () => {
    expect(refusal(() => extraEffects({ effect: 'flame(12)' }))).toEqual(usage('fees/unknown-effect', { actual: 'flame(12)', suggestion: 'flammes' }));
    expect(refusal(() => extraEffects({ effect: 'poisson' }))).toEqual(usage('fees/unknown-effect', { actual: 'poisson', suggestion: 'poison' }));
    expect(refusal(() => extraEffects({ effect: 'tire' }))).toEqual(usage('fees/unknown-effect', { actual: 'tire', suggestion: 'tir, tirer' }));
    expect(refusal(() => extraEffects({ effect: 'charges' }))).toEqual(usage('fees/unknown-effect', { actual: 'charges', suggestion: 'charge' }));
    expect(refusal(() => extraEffects({ effect: 'deplacerr' }))).toEqual(usage('fees/unknown-effect', { actual: 'deplacerr', suggestion: 'deplacer' }));
    expect(refusal(() => extraEffects({ effect: 'esquiv' }))).toEqual(usage('fees/unknown-effect', { actual: 'esquiv', suggestion: 'esquive' }));
    expect(refusal(() => extraEffects({ effect: 'gell' }))).toEqual(usage('fees/unknown-effect', { actual: 'gell', suggestion: 'gel' }));
    expect(refusal(() => extraEffects({ effect: 'repouser' }))).toEqual(usage('fees/unknown-effect', { actual: 'repouser', suggestion: 'repousser' }));
    expect(refusal(() => extraEffects({ effect: 'qqqqqqqq' }))).toEqual(usage('fees/unknown-effect', { actual: 'qqqqqqqq', suggestion: '' }));
  });
});

describe('the effects in force and the strike', () => {
  it("the action's effects and --effect, then the figure's effect rules it does not already have; traits and free text never", () => {
    const attacker = card({ rules: refs('repousser(1)', 'flammes(3)', 'peur', 'bave', 'regeneration(1)') });
    const action = act('Massue', { effects: refs('flammes(1)', 'conseiller', 'mystère') });
    const inForce = effectsInForce(attacker, action, refs('gel'));
    expect(inForce.map((r) => r.text)).toEqual(['flammes(1)', 'gel', 'repousser(1)']);
  });

  it('the strike: need, damage (0 when the card has none), +, Gel, Flammes (X), Poison (X)', () => {
    const extras = { devour: false, attackerHealth: 0, collision: false, outOfRange: false };
    expect(strikeOf(act('Souffle', { need: 3, plus: true }), refs('bave', 'gel', 'flammes(2)', 'poison(1)'), extras)).toStrictEqual({
      ...extras, need: 3, damage: 0, plus: true, gel: true, flammes: 2, poison: 1,
    });
    expect(strikeOf(act('Massue', { damage: 2 }), refs('bave'), extras)).toStrictEqual({ ...extras, need: 2, damage: 2, plus: false, gel: false, flammes: 0, poison: 0 });
  });

  it('friends: two figures of one band file, never typed sides', () => {
    expect(friends(card(), card({ name: 'Lutin' }))).toBe(true);
    expect(friends(card(), card({ file: 'other.yaml' }))).toBe(false);
    expect(friends(card({ file: null }), card({ file: null }))).toBe(false);
  });
});

describe('Peur: "Aura (4) : Les figurines ennemies dans l\'aura diminuent leur caractéristique d\'action de 1"', () => {
  const attacker = card({ file: 'a.yaml' });
  const fearsome = card({ file: 'b.yaml', rules: refs('bave', 'peur') });

  it("an enemy target's own aura, within 4 cases: at 4, not at 5, not --out-of-aura", () => {
    expect(peurAuras(attacker, fearsome, {})).toBe(1);
    expect(peurAuras(attacker, fearsome, { range: 4 })).toBe(1);
    expect(peurAuras(attacker, fearsome, { range: 5 })).toBe(0);
    expect(peurAuras(attacker, fearsome, { outOfAura: true })).toBe(0);
    expect(peurAuras(attacker, card({ file: 'b.yaml' }), {})).toBe(0);
  });

  it('a friendly target\'s aura does not count', () => {
    expect(peurAuras(card({ file: 'b.yaml' }), fearsome, {})).toBe(0);
  });

  it('--peur N auras stack ("Les bonus et malus sont cumulatifs"), or count once under peur-stacks: false', () => {
    expect(peurAuras(attacker, card(), { peur: 3 })).toBe(3);
    expect(peurAuras(attacker, fearsome, { peur: 0 })).toBe(0);
    expect(peurAuras(card({ peurStacks: false }), card(), { peur: 3 })).toBe(1);
    expect(peurAuras(card({ peurStacks: false }), card(), { peur: 0 })).toBe(0);
  });

  it('"Sans peur : la figurine ignore les effets de la peur"', () => {
    expect(peurAuras(card({ rules: refs('bave', 'sans peur') }), fearsome, { peur: 3 })).toBe(0);
  });
});

describe('Conseiller: "Une figurine est toujours dans sa propre aura"', () => {
  it("--conseiller, or the attacker's own rule unless conseiller-self is false", () => {
    expect(underConseiller(card(), { conseiller: true })).toBe(true);
    expect(underConseiller(card({ rules: refs('bave', 'conseiller') }), {})).toBe(true);
    expect(underConseiller(card({ conseillerSelf: false, rules: refs('conseiller') }), {})).toBe(false);
    expect(underConseiller(card({ rules: refs('peur') }), {})).toBe(false);
  });
});

describe('the defence and the current Santé', () => {
  it("the card's Armure and Santé, --cover, Régénération (X), regeneration-first", () => {
    const troll = card({ armour: 2, health: 6, regenerationFirst: true, rules: refs('bave', 'regeneration(2)') });
    expect(defenceOf(troll, { cover: true, targetHealth: 6 })).toStrictEqual({ armour: 2, cover: true, health: 6, maxHealth: 6, regeneration: 2, regenerationFirst: true });
    expect(defenceOf(card(), {})).toStrictEqual({ armour: 1, cover: false, health: 6, maxHealth: 6, regeneration: 0, regenerationFirst: false });
  });

  it('--target-health up to the card\'s Santé; above it refused with the flag, the name and both values', () => {
    expect(defenceOf(card(), { targetHealth: 5 }).health).toBe(5);
    expect(refusal(() => defenceOf(card(), { targetHealth: 7 }))).toEqual(
      usage('fees/health-above-card', { option: '--target-health', name: 'Ogre', limit: 6, actual: 7 }),
    );
  });
});

describe('the extras of a strike', () => {
  const none = refs();
  const massue = act('Massue');
  const devour = act('Manger les enfants', { need: 5 });

  it('nothing by default', () => {
    expect(strikeExtras(card(), massue, none, {})).toStrictEqual({ devour: false, attackerHealth: 0, collision: false, outOfRange: false });
  });

  it('--collision needs an effect that pushes (Repousser, Déplacer, Tirer)', () => {
    for (const text of ['repousser(1)', 'deplacer(2)', 'tirer(1)']) {
      expect(strikeExtras(card(), massue, refs('bave', text), { collision: true }).collision).toBe(true);
    }
    expect(refusal(() => strikeExtras(card(), massue, refs('bave', 'gel', 'charge(2)'), { collision: true }))).toEqual(usage('fees/collision-without-push', { action: 'Massue' }));
  });

  it('Manger les enfants: the attacker\'s current Santé (its card\'s by default, at most the card\'s), or --attacker-health for a typed side', () => {
    expect(strikeExtras(card(), devour, none, {})).toMatchObject({ devour: true, attackerHealth: 6 });
    expect(strikeExtras(card(), devour, none, { attackerHealth: 2 })).toMatchObject({ devour: true, attackerHealth: 2 });
    expect(refusal(() => strikeExtras(card(), devour, none, { attackerHealth: 7 }))).toEqual(
      usage('fees/health-above-card', { option: '--attacker-health', name: 'Ogre', limit: 6, actual: 7 }),
    );
    expect(strikeExtras(card({ file: null, health: 1 }), devour, none, { attackerHealth: 9 })).toMatchObject({ attackerHealth: 9 });
    expect(strikeExtras(card({ file: null, health: 1 }), devour, none, {})).toMatchObject({ attackerHealth: 0 });
  });

  it('--attacker-health is refused for any other action', () => {
    expect(refusal(() => strikeExtras(card(), massue, none, { attackerHealth: 2 }))).toEqual(usage('fees/attacker-health-unused', { action: 'Massue' }));
  });

  it('Tir (X): "à moins de X cases"; at X cases or more the shot fails; no --range, or Tir without (X), never out of range', () => {
    const tir = refs('bave', 'tir(3)');
    expect(strikeExtras(card(), massue, tir, { range: 2 }).outOfRange).toBe(false);
    expect(strikeExtras(card(), massue, tir, { range: 3 }).outOfRange).toBe(true);
    expect(strikeExtras(card(), massue, tir, {}).outOfRange).toBe(false);
    expect(strikeExtras(card(), massue, refs('tir'), { range: 50 }).outOfRange).toBe(false);
    expect(strikeExtras(card(), massue, refs('gel'), { range: 50 }).outOfRange).toBe(false);
  });
});
