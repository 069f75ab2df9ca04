/** `simulate-attack` for Argad!: one blow, a duel (`--duel`), or shooting (`--weapon ranged`). */
import { usageError } from '../../../core/errors.js';
import type { AttackInput, AttackModel, Options, Report } from '../../../core/ruleset.js';
import type { ArgadBand } from '../band.js';
import { RANGE_BANDS } from '../catalogue/types.js';
import { blowDiceReport, blowReport } from './blow-report.js';
import { duelReport } from './duel-report.js';
import { fighterOf, type Fighter } from './fighter.js';
import { meleeModifiers, strikeLength, type MeleeSituation } from './melee-modifiers.js';
import { diceList, flag, inRange, int, lang, oneOf } from './options.js';
import { shot, type ShotSituation } from './shot-modifiers.js';
import { MAX_DICE, type Volley } from './shooting.js';
import { volleyDiceReport, volleyReport } from './volley-report.js';

function situation(o: Options, side: 'a' | 'b'): MeleeSituation {
  const own = side === 'a';
  return {
    charge: own && flag(o, 'charge'),
    lower: own && flag(o, 'lower'),
    obstacle: own && flag(o, 'obstacle'),
    difficultTerrain: flag(o, 'difficultTerrain'),
    disorder: flag(o, own ? 'disorder' : 'targetDisorder'),
    modifier: own ? int(o, 'modifier', '--modifier', 0)! : int(o, 'targetModifier', '--target-modifier', 0)!,
  };
}

function melee(a: Fighter, b: Fighter, o: Options): Report {
  const modsA = meleeModifiers(a, b, situation(o, 'a'));
  if (flag(o, 'duel')) {
    if (o.dice !== undefined) throw usageError('argad/dice-duel');
    const indoors = flag(o, 'indoors');
    return duelReport(a, b, modsA, meleeModifiers(b, a, situation(o, 'b')), [strikeLength(a, indoors), strikeLength(b, indoors)], lang(o));
  }
  const faces = diceList(o, a.die);
  return faces ? blowDiceReport(a, b, modsA, faces, lang(o)) : blowReport(a, b, modsA, lang(o));
}

function shooting(a: Fighter, b: Fighter, o: Options): Report {
  if (flag(o, 'duel')) throw usageError('argad/duel-ranged');
  const range = o.range === undefined ? undefined : oneOf(o, 'range', '--range', RANGE_BANDS, 'short');
  if (!range) throw usageError('argad/range-required', { known: RANGE_BANDS.join(' | ') });
  const s: ShotSituation = {
    range,
    cover: inRange(int(o, 'protection', '--protection', 0)!, 0, 2, '--protection'),
    moving: flag(o, 'moving'),
    furtiveShooter: flag(o, 'furtiveShooter'),
    furtiveTarget: flag(o, 'furtiveTarget'),
    modifier: int(o, 'modifier', '--modifier', 0)!,
  };
  const result = shot(a, b, s);
  const shooters = inRange(int(o, 'shooters', '--shooters', a.count)!, 1, Math.floor(MAX_DICE / result.shots), '--shooters');
  const volley: Volley = { dice: shooters * result.shots, sides: a.die, need: result.need, severalSixes: !flag(o, 'disorder') };
  const faces = diceList(o, a.die);
  return faces ? volleyDiceReport(a, b, result, s, volley, faces, lang(o)) : volleyReport(a, b, result, s, volley, lang(o));
}

export const attack: AttackModel<ArgadBand> = {
  // Any die up to the D12 of a creature; a blow with its rerolls, or a volley of many dice then one rerolled die.
  dice: { sides: 12 },
  simulate(input: AttackInput<ArgadBand>): Report {
    const o = input.lang ? { ...input.options, lang: input.lang } : input.options;
    const a = fighterOf(input.attacker, o, '');
    const b = fighterOf(input.target, o, 'target');
    const weapon = oneOf(o, 'weapon', '--weapon', ['melee', 'ranged'] as const, 'melee');
    return weapon === 'ranged' ? shooting(a, b, o) : melee(a, b, o);
  },
};
