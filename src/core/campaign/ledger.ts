/** The campaign ledger of a band file: structure, reading, totals and the questions asked of it. */
import { z } from 'zod';
import { toId } from '../diagnostics/names.js';
import type { Finding } from '../diagnostics/diagnostics.js';
import type { ActionRecord, Awards, CampaignAction, CampaignResult, CampaignRules, Ledger, LedgerEvent } from '../ruleset/ruleset.js';
import { parseBy } from '../schema/schema-findings.js';
import { MAX_NAME_LENGTH, words } from '../schema/schema-words.js';

export const CAMPAIGN_RESULTS: readonly CampaignResult[] = ['win', 'loss'];
/** Longer campaigns are not supported: keeps every ruleset's award arithmetic small. */
export const MAX_PLAYED = 1000;
/** Where the section lives in a band file. */
export const CAMPAIGN_KEY = 'campaign';

/**
 * The `campaign` section for the given award keys: `totals` then `ledger`. Dates are ISO (YYYY-MM-DD);
 * a scenario id may be written as a number.
 */
// Stryker disable next-line ArrayDeclaration: every caller passes the ruleset's actions (none: an empty list)
export function campaignSchema(keys: readonly string[], actions: readonly CampaignAction<unknown>[] = []) {
  const amounts = Object.fromEntries(keys.map((key) => [key, z.int().min(0).meta(words({ title: key, description: { en: `Amount of ${key}`, fr: `Montant de ${key}` } }))]));
  const event = z.strictObject({
    scenario: z.union([z.string().trim().min(1).max(MAX_NAME_LENGTH), z.int().min(0)]).meta(words({ title: { en: 'Scenario', fr: 'Scénario' }, description: { en: 'Scenario id, once per ledger', fr: 'Identifiant du scénario, une fois par registre' } })),
    date: z.iso.date().meta(words({ title: 'Date', description: { en: 'Date of the game, YYYY-MM-DD', fr: 'Date de la partie, AAAA-MM-JJ' } })),
    result: z.enum(['win', 'loss']).meta(words({ title: { en: 'Result', fr: 'Résultat' }, description: { en: 'win or loss', fr: 'win (victoire) ou loss (défaite)' } })),
    played: z.int().min(0).max(MAX_PLAYED).meta(words({ title: { en: 'Played', fr: 'Joués' }, description: { en: 'Scenarios already played in the campaign before this one', fr: 'Scénarios déjà joués dans la campagne avant celui-ci' } })),
    ...amounts,
  });
  const sections = Object.fromEntries(actions.map((a) => [a.section, z.array(actionRecordSchema(a)).optional().meta(words({ title: a.section, description: { en: `Records of campaign-award --${a.name}`, fr: `Enregistrements de campaign-award --${a.name}` } }))]));
  return z.strictObject({
    totals: z.strictObject(amounts).optional().meta(words({ title: { en: 'Totals', fr: 'Totaux' }, description: { en: 'Sums of the ledger, written by campaign-award', fr: 'Sommes du registre, écrites par campaign-award' } })),
    ledger: z.array(event).default([]).meta(words({ title: { en: 'Ledger', fr: 'Registre' }, description: { en: 'One event per scenario played, written by campaign-award', fr: 'Un événement par scénario joué, écrit par campaign-award' } })),
    ...sections,
  }).meta(words({ title: { en: 'Campaign', fr: 'Campagne' }, description: { en: 'Campaign ledger and totals, written by campaign-award', fr: 'Registre et totaux de la campagne, écrits par campaign-award' } }));
}

/** A record of a campaign action: the member, the game (scenario id and/or date), then the action's fields. */
export function actionRecordSchema(action: CampaignAction<unknown>) {
  return z.strictObject({
    member: z.string().min(1).max(MAX_NAME_LENGTH).meta(words({ title: { en: 'Member', fr: 'Membre' }, description: { en: 'Name of the member', fr: 'Nom du membre' } })),
    scenario: z.union([z.string().trim().min(1).max(MAX_NAME_LENGTH), z.int().min(0)]).optional().meta(words({ title: { en: 'Scenario', fr: 'Scénario' }, description: { en: 'Scenario id of the game, when given', fr: 'Identifiant du scénario de la partie, s\'il est donné' } })),
    date: z.iso.date().meta(words({ title: 'Date', description: { en: 'Date of the game, YYYY-MM-DD', fr: 'Date de la partie, AAAA-MM-JJ' } })),
    ...action.fields(),
  });
}

type SectionInput = z.infer<ReturnType<typeof campaignSchema>>;

export const awardKeys = (rules: CampaignRules<unknown>): string[] => rules.awards.flatMap((a) => a.keys.map((k) => k.key));

/** The lists a band's `campaign` section may hold: the ledger of games, and each action's records (Argad's `care`). */
// Stryker disable next-line ArrayDeclaration: a list of no action: an item that is none has no section
export const ledgerLists = (rules: CampaignRules<unknown>): string[] => ['ledger', ...(rules.actions ?? []).map((a) => a.section)];

/** The section as parsed by `campaignSchema` to a ledger. */
// Stryker disable next-line ArrayDeclaration: as campaignSchema's
export function toLedger(input: SectionInput, keys: readonly string[], actions: readonly CampaignAction<unknown>[] = []): Ledger {
  const pick = (source: Record<string, unknown>): Awards => Object.fromEntries(keys.map((k) => [k, Number(source[k] ?? 0)]));
  const events = input.ledger.map(
    (e): LedgerEvent => ({ scenario: String(e.scenario), date: e.date, result: e.result, played: e.played, awards: pick(e) }),
  );
  const sections = input as Record<string, unknown>;
  const records = actions.length ? { records: Object.fromEntries(actions.map((a) => [a.section, (sections[a.section] ?? []) as ActionRecord[]])) } : {};
  return { events, ...(input.totals ? { totals: pick(input.totals) } : {}), ...records };
}

/** The ledger of a band file's data; no section is an empty ledger. */
export function readLedger(data: unknown, rules: CampaignRules<unknown>): { ledger?: Ledger; findings: Finding[] } {
  const section = (data as Record<string, unknown> | null)?.[CAMPAIGN_KEY];
  if (section === undefined || section === null) return { ledger: { events: [] }, findings: [] };
  const keys = awardKeys(rules);
  // parseBy asks zod for the values given: without them a refused value is worded "undefined" and a wrong type "missing".
  const parsed = parseBy(undefined, () => campaignSchema(keys, rules.actions), section, [CAMPAIGN_KEY]);
  if (!parsed.success) return { findings: parsed.findings };
  return { ledger: toLedger(parsed.data, keys, rules.actions), findings: [] };
}

/** Scenario ids compare as the user types names: "Le Pont" and "le-pont" are one scenario. */
export const scenarioKey = (id: string): string => toId(id);
export const sameScenario = (a: string, b: string): boolean => scenarioKey(a) === scenarioKey(b);
export const findEvent = (ledger: Ledger, scenario: string): number => ledger.events.findIndex((e) => sameScenario(e.scenario, scenario));

/** "Nombre de scénarios déjà joués", by default: the distinct scenario ids in the ledgers named. */
export function distinctScenarios(ledgers: readonly Ledger[]): number {
  return new Set(ledgers.flatMap((l) => l.events.map((e) => scenarioKey(e.scenario)))).size;
}

/**
 * Scenarios already played, as the ledgers named know it: one more than the most `played` of any of their events (a
 * ledger begun mid-campaign with `--played`), never fewer than their distinct scenarios; 0 for empty ledgers.
 */
export function playedSoFar(ledgers: readonly Ledger[]): number {
  return Math.max(distinctScenarios(ledgers), ...ledgers.flatMap((l) => l.events.map((e) => e.played + 1)));
}

export function sumAwards(events: readonly LedgerEvent[], keys: readonly string[]): Awards {
  return Object.fromEntries(keys.map((k) => [k, events.reduce((total, e) => total + (e.awards[k] ?? 0), 0)]));
}

/** Later in the campaign: more scenarios played before it, then a later date. */
export function compareRecency(a: LedgerEvent, b: LedgerEvent): number {
  return a.played - b.played || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
}

export function lastVictory(ledger: Ledger): LedgerEvent | undefined {
  let last: LedgerEvent | undefined;
  for (const e of ledger.events) if (e.result === 'win' && (!last || compareRecency(e, last) > 0)) last = e;
  return last;
}

/** The event as written in the file: fixed fields, then the awards in the rules' key order. */
export function eventRecord(event: LedgerEvent, keys: readonly string[]): Record<string, string | number> {
  const record: Record<string, string | number> = { scenario: event.scenario, date: event.date, result: event.result, played: event.played };
  for (const key of keys) record[key] = event.awards[key] ?? 0;
  return record;
}

/** The game an action record follows: its scenario id when it has one, else its date. */
export const gameOf = (record: { readonly scenario?: string | number; readonly date?: string | number }): string =>
  record.scenario !== undefined ? scenarioKey(String(record.scenario)) : String(record.date ?? '');

/** The records of `section` for one member, with their index in the section. */
export function memberRecords(ledger: Ledger, section: string, member: string): { record: ActionRecord; index: number }[] {
  // Stryker disable next-line ArrayDeclaration: an item that is no record names no member
  return (ledger.records?.[section] ?? []).map((record, index) => ({ record, index })).filter(({ record }) => toId(String(record.member)) === toId(member));
}
