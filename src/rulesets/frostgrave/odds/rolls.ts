/** The named rolls of `escarmouche roll`: cast, initiative, fall. Exact with `--exact`, else rolled with the given dice source. */
import { sorted, toRecord } from '../../../core/dice/distribution.js';
import { usageError } from '../../../core/diagnostics/errors.js';
import type { Lang } from '../../../core/messages/catalogue.js';
import type { NamedRoll, Options, Report, Rng } from '../../../core/ruleset/ruleset.js';
import type { Block } from '../../../core/ruleset/view.js';
import { decimal, percent } from '../../../core/messages/numbers.js';
import { signed, words, type Labels } from './attack-view.js';
import { bestEmpower, castOdds, empowerTable, resolveCast, usefulEmpowerLimit, willRoll, type CastRequest } from './cast.js';
import { SIDES } from './d20.js';
import { kills, wounds } from './damage.js';
import { fallDamage } from './fall.js';
import { initiativeOdds, rollInitiative } from './initiative.js';
import { intoCombatJson, intoCombatOf } from './attack.js';
import { optionFlag, readInt, readMin } from './sides.js';
import { LIMITS } from '../options.js';

const labelsOf = (context: { readonly lang?: Lang }): Labels => ({ lang: context.lang ?? 'en' });


function bounded(options: Options, key: keyof typeof LIMITS, fallback?: number): number | undefined {
  const raw = options[key];
  const value = key === 'height' ? (raw === undefined ? undefined : Number(raw)) : readInt(options, key);
  if (value === undefined) return fallback;
  const [min, max] = LIMITS[key];
  if (!Number.isFinite(value) || value < min || value > max) throw usageError('frostgrave/out-of-range', { option: optionFlag(key), limit: `${min}..${max}`, actual: String(raw) });
  return value;
}

export function castRequest(options: Options): CastRequest {
  const castingNumber = bounded(options, 'castingNumber');
  if (castingNumber === undefined) throw usageError('frostgrave/missing-option', { option: '--casting-number', side: 'cast' });
  const will = bounded(options, 'will');
  const targetEmpower = bounded(options, 'targetEmpower');
  if (targetEmpower !== undefined && will === undefined) throw usageError('frostgrave/target-empower-without-will');
  const offTable = options.offTable === true;
  // Empowering is taking damage, which a spell cast hors-jeu never causes; and it targets no figure in play.
  const given = offTable ? (['empower', 'will', 'intoCombat'] as const).find((key) => options[key] !== undefined) : undefined;
  if (given) throw usageError('frostgrave/off-table-empower', { option: optionFlag(given) });
  return {
    castingNumber,
    empower: bounded(options, 'empower', 0)!,
    ...(will !== undefined ? { will } : {}),
    ...(targetEmpower ? { targetEmpower } : {}),
    ...(offTable ? { offTable } : {}),
    wounded: options.wounded === true,
  };
}

/**
 * `--into-combat N`: "Cette règle s'applique aussi aux attaques à distance magiques, comme les sorts": the figure the
 * spell targets is drawn first, 1 in N; the effect on the intended target is the effect once drawn, times 1/N. The
 * caster's own roll and its damage happen whoever is drawn ("il ne sera plus possible de revenir en arrière").
 */
const targetShare = (figures: number | undefined): number => (figures === undefined ? 1 : 1 / figures);

function castExact(options: Options, labels: Labels): Report {
  const request = castRequest(options);
  const t = words(labels);
  const odds = castOdds(request);
  const figures = intoCombatOf(options);
  const share = targetShare(figures);
  const { empower: _limit, ...rest } = request;
  // Hors-jeu there is no empowering: one row.
  const rows = empowerTable(rest, request.offTable ? 0 : Math.max(usefulEmpowerLimit(rest), request.empower));
  const risk = options.risk === undefined ? undefined : Number(options.risk);
  if (risk !== undefined && !(risk >= 0)) throw usageError('frostgrave/out-of-range', { option: '--risk', limit: '≥ 0', actual: String(options.risk) });
  const best = risk === undefined ? undefined : bestEmpower(rows, risk);
  const json = {
    ruleset: 'frostgrave',
    roll: 'cast',
    method: 'exact',
    casting_number: request.castingNumber,
    empower: request.empower,
    will: request.will ?? null,
    ...(request.targetEmpower ? { target_empower: request.targetEmpower, expected_target_damage: odds.expectedTargetDamage } : {}),
    ...(request.offTable ? { off_table: true } : {}),
    p_cast: odds.pCast,
    p_effect: odds.pEffect * share,
    ...(figures === undefined ? {} : { into_combat: intoCombatJson(figures, { p_effect: odds.pEffect }) }),
    expected_self_damage: odds.expectedSelfDamage,
    self_damage: toRecord(odds.selfDamage),
    by_empower: rows.map((r) => ({ empower: r.empower, p_cast: r.pCast, p_effect: r.pEffect * share, expected_self_damage: r.expectedSelfDamage })),
    best_empower: best ? { risk, empower: best.empower, p_effect: best.pEffect * share, expected_self_damage: best.expectedSelfDamage } : null,
  };
  const blocks: Block[] = [
    { kind: 'heading', text: t.text('frostgrave/view-cast-title', { cn: request.castingNumber, empower: request.empower }) },
    {
      kind: 'pairs',
      items: [
        [t.text('frostgrave/view-p-cast'), percent(odds.pCast, t.lang)],
        ...(request.will !== undefined ? [[t.text('frostgrave/view-p-effect', { will: signed(request.will) }), percent(odds.pEffect * share, t.lang)] as const] : []),
        ...(request.will === undefined && figures !== undefined ? [[t.text('frostgrave/view-p-effect-target'), percent(odds.pEffect * share, t.lang)] as const] : []),
        [t.text('frostgrave/view-expected-self'), decimal(odds.expectedSelfDamage, t.lang, 3)],
        ...(request.targetEmpower ? [[t.text('frostgrave/view-target-damage', { limit: request.targetEmpower }), decimal(odds.expectedTargetDamage, t.lang, 3)] as const] : []),
        ...(request.offTable ? [[t.text('frostgrave/view-off-table'), t.text('frostgrave/view-yes')] as const] : []),
      ],
    },
    { kind: 'heading', text: t.text('frostgrave/view-self-damage') },
    { kind: 'bars', items: sorted(odds.selfDamage).map(([v, p]) => ({ label: String(v), p })) },
    { kind: 'heading', text: t.text('frostgrave/view-by-empower') },
    {
      kind: 'table',
      columns: [t.text('frostgrave/view-limit'), t.text('frostgrave/view-p-cast'), t.text('frostgrave/view-p-effect', { will: request.will === undefined ? '-' : signed(request.will) }), t.text('frostgrave/view-expected-self')],
      rows: rows.map((r) => [r.empower, percent(r.pCast, t.lang), percent(r.pEffect * share, t.lang), decimal(r.expectedSelfDamage, t.lang, 3)]),
    },
  ];
  if (figures !== undefined) blocks.splice(2, 0, { kind: 'lines', lines: [t.text('frostgrave/view-cast-into-combat', { figures, p: percent(share, t.lang), each: percent(share, t.lang), others: figures - 1 })] });
  if (best) blocks.push({ kind: 'lines', lines: [t.text('frostgrave/view-best-empower', { risk: risk!, empower: best.empower, p: percent(best.pEffect * share, t.lang) })] });
  return { json, view: blocks };
}

function castRolled(options: Options, rng: Rng, labels: Labels): Report {
  const request = castRequest(options);
  const t = words(labels);
  // Into a fight the figure targeted is drawn first ("il doit d'abord déterminer aléatoirement (avec un dé)").
  const figures = intoCombatOf(options);
  const drawn = figures === undefined ? undefined : rng.die(figures);
  const targeted = drawn === undefined || drawn === 1;
  const die = rng.die(SIDES);
  const outcome = resolveCast(die, request);
  // The target rolls only against a spell that was cast, at it (another figure's Volonté is not given).
  const will = request.will !== undefined && outcome.cast && targeted ? willRoll(rng.die(SIDES), request.will, outcome.final, request.targetEmpower ?? 0) : undefined;
  const resisted = will?.resisted ?? false;
  const json = {
    ruleset: 'frostgrave',
    roll: 'cast',
    method: 'rolled',
    casting_number: request.castingNumber,
    die,
    empowered: outcome.empowered,
    final: outcome.final,
    cast: outcome.cast,
    will_die: will?.die ?? null,
    ...(request.targetEmpower ? { will_empowered: will?.empowered ?? 0 } : {}),
    resisted,
    ...(figures === undefined ? {} : { into_combat: { figures, die: drawn, targeted } }),
    effect: outcome.cast && !resisted && targeted,
    self_damage: outcome.selfDamage,
  };
  const items: [string, string | number][] = [
    ...(figures === undefined ? [] : [[t.text('frostgrave/view-targeting-die', { figures }), drawn!] as [string, number]]),
    [t.text('frostgrave/view-die'), die],
    [t.text('frostgrave/view-empowered'), outcome.empowered],
    [t.text('frostgrave/view-final'), outcome.final],
    [t.text('frostgrave/view-cast'), t.text(outcome.cast ? 'frostgrave/view-yes' : 'frostgrave/view-no')],
  ];
  if (will) {
    const spent = will.empowered ? ` + ${will.empowered}` : '';
    items.push([t.text('frostgrave/view-will-roll'), `${will.die} ${signed(request.will!)}${spent} = ${will.die + request.will! + will.empowered}`], [t.text('frostgrave/view-resisted'), t.text(resisted ? 'frostgrave/view-yes' : 'frostgrave/view-no')]);
  }
  items.push([t.text('frostgrave/view-self-damage'), outcome.selfDamage]);
  return { json, view: [{ kind: 'heading', text: t.text('frostgrave/view-cast-title', { cn: request.castingNumber, empower: request.empower }) }, { kind: 'pairs', items }] };
}

const cast: NamedRoll = {
  run: (options, context) => (context.exact ? castExact(options, labelsOf(context)) : castRolled(options, context.rng, labelsOf(context))),
};

const initiative: NamedRoll = {
  run(options, context) {
    const players = bounded(options, 'players', 2)!;
    const t = words(labelsOf(context));
    const title: Block = { kind: 'heading', text: t.text('frostgrave/view-initiative-title', { players }) };
    if (context.exact) {
      const odds = initiativeOdds(players);
      const json = { ruleset: 'frostgrave', roll: 'initiative', method: 'exact', players, p_first: odds.pFirst, p_tie_for_first: odds.pTieForFirst, p_any_tie: odds.pAnyTie };
      const items: [string, string][] = [
        [t.text('frostgrave/view-p-first'), percent(odds.pFirst, t.lang)],
        [t.text('frostgrave/view-p-tie-first'), percent(odds.pTieForFirst, t.lang)],
        [t.text('frostgrave/view-p-any-tie'), percent(odds.pAnyTie, t.lang)],
      ];
      return { json, view: [title, { kind: 'pairs', items }] };
    }
    const { order, throws } = rollInitiative(players, context.rng);
    const json = { ruleset: 'frostgrave', roll: 'initiative', method: 'rolled', players, order, rolls: throws.map((x) => ({ player: x.player, rolls: x.rolls })) };
    const rows = order.map((player, rank) => [rank + 1, t.text('frostgrave/view-player', { n: player }), throws.find((x) => x.player === player)!.rolls.join(' → ')]);
    return { json, view: [title, { kind: 'table', columns: ['#', t.text('frostgrave/view-player', { n: '' }).trim(), t.text('frostgrave/view-die')], rows }] };
  },
};

const fall: NamedRoll = {
  run(options, context) {
    const height = bounded(options, 'height');
    if (height === undefined) throw usageError('frostgrave/missing-option', { option: '--height', side: 'fall' });
    const health = readMin(options, 'health', 1);
    const damage = fallDamage(height);
    const t = words(labelsOf(context));
    const json = { ruleset: 'frostgrave', roll: 'fall', method: 'exact', height, damage, ...(health !== undefined ? { kills: kills(damage, health), wounds: wounds(damage, health) } : {}) };
    const items: [string, string | number][] = [[t.text('frostgrave/view-fall-damage'), damage]];
    if (health !== undefined) items.push([t.text('frostgrave/view-fall-outcome'), t.text(kills(damage, health) ? 'frostgrave/view-fall-kills' : wounds(damage, health) ? 'frostgrave/view-fall-wounds' : 'frostgrave/view-fall-survives')]);
    return { json, view: [{ kind: 'heading', text: t.text('frostgrave/view-fall-title', { height }) }, { kind: 'pairs', items }] };
  },
};

export const rolls: Readonly<Record<string, NamedRoll>> = { cast, initiative, fall };
