/** Both fighters strike: who kills, who recoils, or nothing. */
import type { Report } from '../../../core/ruleset/ruleset.js';
import type { Block } from '../../../core/ruleset/view.js';
import { striker, strikeJson, struck } from './blow-report.js';
import { duelKeys, duelOdds, WOUND_KEYS, WOUND_KO_KEYS, type Duelist, type DuelOutcome } from './duel.js';
import { modifierBlock, modifiersJson, words } from './explain.js';
import { who, type Fighter } from './fighter.js';
import type { Strike } from './melee.js';
import type { Modifier } from './modifiers.js';
import { sampleDuel } from './sample.js';
import { DEFAULT_RULES } from '../house-rules.js';

/** A side throwing several dice says so, by name. */
function strikeLines(t: ReturnType<typeof words>, sides: readonly Duelist[], names: readonly string[]): Block[] {
  const lines = sides.flatMap((d, i) => (d.strike ? [`${names[i]}: ${t.text(`argad/view-strike-${strikeJson(d.strike).strike}`, { dice: d.strike.dice })}`] : []));
  return lines.length ? [{ kind: 'lines', lines }] : [];
}

/** `holds`: the ranks behind it keep this fighter in place on a recoil (optional rule), so it strikes back. */
export function duelist(f: Fighter, mods: readonly Modifier[], length: number, strike?: Strike, holds = false): Duelist {
  return { ...striker(f, mods, strike), ...struck(f), ...(holds ? { holds } : {}), length, armourRank: f.armour.rank, pv: f.pv };
}

/** A side of two points de vie left is wounded, not killed, by a blow that touches, and strikes on (docs/rules-notes.md). */
function twoPvNotes(t: ReturnType<typeof words>, sides: readonly Fighter[]): Block[] {
  const lines = sides.filter((f) => f.pv > 1).map((f) => t.text('argad/view-two-pv-duel', { name: f.name }));
  return lines.length ? [{ kind: 'lines', lines }] : [];
}

const WOUNDS: ReadonlySet<DuelOutcome> = new Set([...WOUND_KEYS, ...WOUND_KO_KEYS]);

export function duelReport(a: Fighter, b: Fighter, modsA: readonly Modifier[], modsB: readonly Modifier[], lengths: [number, number], lang: 'en' | 'fr', strikes: [Strike?, Strike?], holds: [boolean, boolean] = [false, false]): Report {
  const t = words(lang);
  const da = duelist(a, modsA, lengths[0], strikes[0], holds[0]);
  const db = duelist(b, modsB, lengths[1], strikes[1], holds[1]);
  // Both sides play by the table's rules (simulate() gives them the same).
  const tieRule = (a.rules ?? DEFAULT_RULES).tieRule;
  const odds = duelOdds(da, db, tieRule);
  const bareHands = a.melee.bareHands || b.melee.bareHands;
  const twoPv = a.pv > 1 || b.pv > 1;
  const keys = duelKeys(bareHands, twoPv);
  const first = da.length > db.length ? 'a' : db.length > da.length ? 'b' : 'together';
  const json = {
    ruleset: 'argad',
    method: 'exact',
    attacker: who(a),
    target: who(b),
    first,
    tie_rule: tieRule,
    ...(da.strike || db.strike ? { dice_thrown: { a: da.strike?.dice ?? 1, b: db.strike?.dice ?? 1 } } : {}),
    ...(twoPv ? { health_points: { a: a.pv, b: b.pv } } : {}),
    ...Object.fromEntries(keys.map((k) => [k, odds[k]])),
    modifiers: { a: modifiersJson(modsA), b: modifiersJson(modsB) },
  };
  const names = { a: a.name, b: b.name };
  const order = first === 'together' ? t.text(tieRule ? 'argad/view-together' : 'argad/view-together-no-tie') : t.text('argad/view-first', { name: first === 'a' ? a.name : b.name });
  const view: Block[] = [
    { kind: 'heading', text: t.text('argad/view-duel', names) },
    { kind: 'lines', lines: [order] },
    modifierBlock(modsA, t, a.name),
    modifierBlock(modsB, t, b.name),
    ...strikeLines(t, [da, db], [a.name, b.name]),
    // The outcomes of a wound are shown when they can happen (JSON has them all).
    { kind: 'bars', items: keys.filter((k) => !WOUNDS.has(k) || odds[k] > 0).map((k) => ({ label: t.text(`argad/duel-${k}`, names), p: odds[k] })) },
    ...twoPvNotes(t, [a, b]),
  ];
  return { json, view, sample: sampleDuel(da, db, tieRule, keys) };
}
