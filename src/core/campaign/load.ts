/** Reading a band file for the campaign: its text, ruleset, campaign rules and ledger, or why it cannot take part. */
import { analyse } from '../ruleset/analyse.js';
import { locate, type BandDocument } from '../band-files/band-document.js';
import { isError, type Finding, type Position } from '../diagnostics/diagnostics.js';
import { usageError } from '../diagnostics/errors.js';
import { readBytes } from '../band-files/fs.js';
import type { Registry } from '../ruleset/registry.js';
import type { CampaignRules, Ledger, Ruleset } from '../ruleset/ruleset.js';
import { readLedger } from './ledger.js';

export interface CampaignBand {
  readonly file: string;
  /** The bytes as read: what a failed write restores. */
  readonly bytes: Uint8Array;
  readonly text: string;
  readonly document: BandDocument;
  readonly ruleset: Ruleset;
  readonly rules: CampaignRules<unknown>;
  /** The typed band when the file parses, for awards that depend on it. */
  readonly band?: unknown;
  readonly name: string;
  readonly ledger: Ledger;
}

/** A band that cannot take part: its located errors. */
export interface Refusal {
  readonly file: string;
  readonly ruleset?: Ruleset;
  readonly findings: readonly (Finding & { readonly at: Position })[];
}

/**
 * Reads and checks one band file. Errors of the file itself (YAML, ruleset) or of its ledger refuse it;
 * other limits of the band do not stop an award. A ruleset without campaign rules is a usage error.
 */
export async function readCampaignBand(file: string, registry: Registry): Promise<CampaignBand | Refusal> {
  return campaignBandOf(await readBytes(file), file, registry);
}

/** The same reading of bytes already at hand (a band as an award is about to write it). */
export async function campaignBandOf(bytes: Uint8Array, file: string, registry: Registry): Promise<CampaignBand | Refusal> {
  const analysis = await analyse(bytes, file, registry);
  const { document, ruleset } = analysis;
  // Stryker disable next-line MethodExpression: a band with no document or no ruleset has only errors to say
  if (!document || !ruleset) return { file, findings: analysis.findings.filter(isError) };
  const rules = ruleset.campaign;
  if (!rules) throw usageError('campaign/not-supported', { file, ruleset: ruleset.title, id: ruleset.id });
  const read = readLedger(document.data, rules);
  if (!read.ledger) return { file, ruleset, findings: read.findings.map((f) => ({ ...f, at: locate(document, f.path) })) };
  const data = document.data as Record<string, unknown>;
  const name = typeof data.name === 'string' ? data.name : file;
  return { file, bytes, text: document.text, document, ruleset, rules, band: analysis.band, name, ledger: read.ledger };
}

export const isRefusal = (x: CampaignBand | Refusal): x is Refusal => !('ledger' in x);
