/**
 * Planning a campaign action on one member (Argad: healing after the game): pure, from the band read to its new
 * text. A member has one record per game and action ("running it twice by mistake changes nothing"); the game is
 * the scenario id when given, else the date.
 */
import type { Lang } from '../messages/catalogue.js';
import { ruleError } from '../diagnostics/errors.js';
import { shellQuote } from '../messages/shell-quote.js';
import type { ActionRecord, CampaignAction, Member, Options, Report, Rng } from '../ruleset/ruleset.js';
import { keepBom } from './award.js';
import { appendRecord, dropEmptySection, removeRecord } from './edit.js';
import { gameOf, ledgerLists, memberRecords } from './ledger.js';
import type { CampaignBand } from './load.js';
import type { FileChange } from './write.js';

export interface ActionRequest {
  readonly band: CampaignBand;
  readonly action: CampaignAction<unknown>;
  readonly member: Member;
  readonly date: string;
  readonly scenario?: string;
  readonly options: Options;
  readonly rng: Rng;
  readonly lang: Lang;
  /** `FILE#Name=VALUE`: the text after `=`. */
  readonly value?: string;
}

export interface ActionPlan {
  readonly change: FileChange;
  readonly record: ActionRecord;
  readonly report?: Report;
}

const gameOfRequest = (r: { scenario?: string; date: string }): string => gameOf(r.scenario !== undefined ? { scenario: r.scenario } : { date: r.date });

/** Refuses (exit 1, nothing written) a second record of the member for the same game; otherwise the new text. */
export function planAction(request: ActionRequest): ActionPlan {
  const { band, action, member } = request;
  const ledger = band.ledger;
  const previous = memberRecords(ledger, action.section, member.name);
  const game = gameOfRequest(request);
  const already = previous.find(({ record }) => gameOf(record) === game);
  if (already) throw ruleError('campaign/action-recorded', { file: band.file, member: member.name, action: action.name, game: request.scenario ?? request.date, undo: shellQuote(request.scenario ?? request.date), date: String(already.record.date) });
  const { fields, report } = action.run({
    band: band.band,
    member,
    options: request.options,
    rng: request.rng,
    lang: request.lang,
    previous: previous.map((p) => p.record),
    // Stryker disable next-line ConditionalExpression: an absent key, not an undefined one (exactOptionalPropertyTypes); no action tells them apart
    ...(request.value !== undefined ? { value: request.value } : {}),
    // Stryker disable next-line ConditionalExpression: as above
    ...(request.scenario !== undefined ? { scenario: request.scenario } : {}),
  });
  // Stryker disable next-line ConditionalExpression: yaml leaves out a key whose value is undefined when it writes the record
  const record: ActionRecord = { member: member.name, ...(request.scenario !== undefined ? { scenario: request.scenario } : {}), date: request.date, ...fields };
  const after = keepBom(band.bytes, appendRecord(band.text, action.section, record));
  return { change: { file: band.file, before: band.bytes, after }, record, report };
}

/** Removes the member's record of that game (`--undo <scenario or date>`); refused when there is none. */
export function planActionUndo(band: CampaignBand, action: CampaignAction<unknown>, member: Member, game: string): ActionPlan {
  const found = memberRecords(band.ledger, action.section, member.name).find(({ record }) => gameOf(record) === gameOf({ scenario: game }) || record.date === game);
  if (!found) throw ruleError('campaign/action-not-recorded', { file: band.file, member: member.name, action: action.name, game });
  const after = keepBom(band.bytes, dropEmptySection(removeRecord(band.text, action.section, found.index), ledgerLists(band.rules)));
  return { change: { file: band.file, before: band.bytes, after }, record: found.record };
}
