/** `escarmouche campaign-award`: the campaign awards of the rulebook in the band files (src/core/api/campaign-award.ts). */
import { campaignOutcome, type CampaignAwardOptions, type CampaignDeps as CoreDeps } from '../core/api/campaign-award.js';
import { CAMPAIGN_MESSAGES } from '../core/campaign/messages.js';
import { EXIT, usageError, type ExitCode } from '../core/diagnostics/errors.js';
import type { Registry } from '../core/ruleset/registry.js';
import { registry as defaultRegistry } from '../rulesets/index.js';
import type { Context } from './context.js';
import { renderDiagnostic, renderDiff, renderView } from './render.js';
import { bandManifest } from './ruleset-options.js';

export type { CampaignAwardOptions } from '../core/api/campaign-award.js';

/** What tests replace: the writer (to inject a failure), today's date, the rulesets. */
export interface CampaignDeps extends CoreDeps {
  readonly registry?: Registry;
}

/** `--ruleset` chooses whose options are read: every band file named must be of that ruleset. */
function checkRuleset(files: readonly string[], options: CampaignAwardOptions, registry: Registry): void {
  if (typeof options.ruleset !== 'string') return;
  const manifest = registry.find(options.ruleset);
  if (!manifest) throw usageError('cli/unknown-ruleset', { actual: options.ruleset, known: registry.ids().join(', ') });
  const named = [...files, ...Object.values(options).flat().filter((v): v is string => typeof v === 'string')];
  for (const file of named) {
    const other = bandManifest(file, registry);
    if (other && other.id !== manifest.id) throw usageError('campaign/ruleset-mismatch', { file: file.replace(/#[^#]*$/, ''), actual: other.title, limit: manifest.title });
  }
}

export async function campaignAward(files: readonly string[], options: CampaignAwardOptions & { readonly json?: boolean }, context: Context, deps: CampaignDeps = {}): Promise<ExitCode> {
  const { json: _json, ruleset: _ruleset, ...rest } = options;
  // checkRuleset's refusals are campaign messages: known before it runs, not only once the bands are read.
  context.messages.add(CAMPAIGN_MESSAGES);
  checkRuleset(files, options, deps.registry ?? defaultRegistry);
  const onRecover = deps.onRecover ?? ((recovery) => context.err(context.messages.text(`write/journal-${recovery.outcome}`, { files: recovery.files.join(', ') })));
  const outcome = await campaignOutcome(files, rest, { registry: deps.registry ?? defaultRegistry, messages: context.messages }, { ...deps, onRecover });
  if (!outcome.ok) {
    if (options.json) context.out(JSON.stringify(outcome.json, null, 2));
    else {
      for (const { file, diagnostics } of outcome.refused) {
        for (const d of diagnostics) context.err(renderDiagnostic(d, context.messages, context.color));
        context.err(context.messages.text('campaign/invalid-band', { file, count: diagnostics.length }));
      }
    }
    return EXIT.invalid;
  }
  if (options.json) {
    context.out(JSON.stringify(outcome.json, null, 2));
    return EXIT.ok;
  }
  const view = renderView(outcome.view, context.color);
  if (outcome.diff !== undefined) {
    context.out(renderDiff(outcome.diff, context.color));
    context.err(`${view}\n${outcome.footer}`);
  } else context.out(outcome.footer === undefined ? view : `${view}\n${outcome.footer}`);
  return EXIT.ok;
}
