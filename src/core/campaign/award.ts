/** Planning a campaign award or its undoing: pure, from bands read to the new texts and the events written. */
import { ruleError, usageError } from '../diagnostics/errors.js';
import { shellQuote } from '../messages/shell-quote.js';
import type { Awards, CampaignResult, LedgerEvent, Options } from '../ruleset/ruleset.js';
import { appendEvent, dropEmptySection, removeEvent, removeRecord } from './edit.js';
import { awardKeys, eventRecord, findEvent, gameOf, ledgerLists, playedSoFar } from './ledger.js';
import type { CampaignBand } from './load.js';
import type { FileChange } from './write.js';

export interface AwardRequest {
  readonly scenario: string;
  readonly date: string;
  /** `--played`: overrides the count the ledgers named know (playedSoFar); a ruleset may refuse one its ledger contradicts. */
  readonly played?: number;
  readonly winners: readonly CampaignBand[];
  readonly losers: readonly CampaignBand[];
  /** Parsed values of the awards' options. */
  readonly options: Options;
}

/** One event added to (or removed from) a band's ledger, and the band's totals afterwards. */
export interface BandEvent {
  readonly file: string;
  readonly band: string;
  readonly event: LedgerEvent;
  readonly totals: Awards;
}

export interface Plan {
  readonly played: number;
  readonly changes: readonly FileChange[];
  readonly events: readonly BandEvent[];
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** The new text keeps the byte order mark the file had (the decoder drops it). */
export function keepBom(bytes: Uint8Array, text: string): string {
  const bom = UTF8_BOM.every((b, i) => bytes[i] === b);
  return bom && !text.startsWith('\uFEFF') ? `\uFEFF${text}` : text;
}

/** The event the ruleset's awards give one band: every award's amounts, merged in order. */
export function awardEvent(band: CampaignBand, result: CampaignResult, request: AwardRequest, played: number): LedgerEvent {
  const awards: Record<string, number> = {};
  for (const award of band.rules.awards) {
    const granted = award.grant({ result, played, options: request.options, band: band.band });
    for (const { key } of award.keys) awards[key] = granted[key] ?? 0;
  }
  return { scenario: request.scenario, date: request.date, result, played, awards };
}

/** Bands of one scenario play one game: one ruleset, each band named once. */
export function checkSameGame(bands: readonly CampaignBand[]): void {
  const titles = [...new Set(bands.map((b) => b.ruleset.title))];
  if (titles.length > 1) throw usageError('campaign/mixed-rulesets', { actual: titles.join(', ') });
}

/** Refuses (exit 1, nothing written) when any band already has the scenario; otherwise every band's new text. */
export function planAward(request: AwardRequest): Plan {
  const bands = [...request.winners, ...request.losers];
  checkSameGame(bands);
  for (const band of bands) {
    const index = findEvent(band.ledger, request.scenario);
    if (index !== -1) {
      const recorded = band.ledger.events[index]!;
      // The id as typed: the message shows nothing read from the file but a checked date and result.
      throw ruleError('campaign/already-recorded', { file: band.file, scenario: request.scenario, undo: shellQuote(request.scenario), date: recorded.date, result: recorded.result });
    }
  }
  const played = request.played ?? playedSoFar(bands.map((b) => b.ledger));
  const results = [...request.winners.map((b) => [b, 'win'] as const), ...request.losers.map((b) => [b, 'loss'] as const)];
  const changes: FileChange[] = [];
  const events: BandEvent[] = [];
  for (const [band, result] of results) {
    const event = awardEvent(band, result, request, played);
    const keys = awardKeys(band.rules);
    const totals = band.rules.totals([...band.ledger.events, event]);
    changes.push({ file: band.file, before: band.bytes, after: keepBom(band.bytes, appendEvent(band.text, eventRecord(event, keys), totals)) });
    events.push({ file: band.file, band: band.name, event, totals });
  }
  return { played, changes, events };
}

/** Removes the scenario from every band named; refused (exit 1, nothing written) if one of them does not have it. */
/** Records of actions that belong to the game (`followsGame`) go with its event, last first so indexes hold. */
function removeGameRecords(text: string, band: CampaignBand, scenario: string): string {
  let out = text;
  // Stryker disable next-line ArrayDeclaration: a list of no action: an item that is none does not follow the game
  for (const action of band.rules.actions ?? []) {
    if (!action.followsGame) continue;
    // Stryker disable next-line ArrayDeclaration: a record that is none belongs to no game
    const records = band.ledger.records?.[action.section] ?? [];
    for (let i = records.length - 1; i >= 0; i--) if (gameOf(records[i]!) === gameOf({ scenario })) out = removeRecord(out, action.section, i);
  }
  return out;
}

/**
 * The refusal of an undo of a game the band's ledger does not hold; when a record of an action (Argad's care) names
 * that game, it says how to remove that record instead.
 */
function notRecorded(band: CampaignBand, scenario: string): Error {
  // Stryker disable next-line ArrayDeclaration: a list of no action: an item that is none has no record
  for (const action of band.rules.actions ?? []) {
    // Stryker disable next-line ArrayDeclaration: a record that is none belongs to no game
    const record = (band.ledger.records?.[action.section] ?? []).find((r) => gameOf(r) === gameOf({ scenario }));
    if (record) {
      const undo = `escarmouche campaign-award --${action.name} ${shellQuote(`${band.file}#${String(record.member)}`)} --undo ${shellQuote(scenario)}`;
      return ruleError('campaign/not-recorded-action', { file: band.file, scenario, section: action.section, member: String(record.member), undo });
    }
  }
  return ruleError('campaign/not-recorded', { file: band.file, scenario });
}

export function planUndo(scenario: string, bands: readonly CampaignBand[]): Plan {
  const changes: FileChange[] = [];
  const events: BandEvent[] = [];
  for (const band of bands) {
    const index = findEvent(band.ledger, scenario);
    if (index === -1) throw notRecorded(band, scenario);
    const event = band.ledger.events[index]!;
    const totals = band.rules.totals(band.ledger.events.filter((_, i) => i !== index));
    changes.push({ file: band.file, before: band.bytes, after: keepBom(band.bytes, dropEmptySection(removeGameRecords(removeEvent(band.text, index, totals), band, scenario), ledgerLists(band.rules))) });
    events.push({ file: band.file, band: band.name, event, totals });
  }
  return { played: playedSoFar(bands.map((b) => b.ledger)), changes, events };
}
