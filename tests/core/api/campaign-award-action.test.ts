/**
 * src/core/api/campaign-award.ts: an action given with its game's award (`--creation-de-potion FILE#Name=… --scenario
 * … --winner … --loser …`), called directly: the record written with the event, the seed, the report, and refusals.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { campaignOutcome, type CampaignAwardOptions } from '../../../src/core/api/campaign-award.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { registry } from '../../../src/rulesets/index.js';
import { tempTree } from '../../helpers/cli.js';
import { CAMPAIGN_BAND } from '../../rulesets/flammes-et-fantassins/profile-bands.js';

const BANDS = path.resolve(import.meta.dirname, '../../../bands');

function setup() {
  const example = (file: string) => readFileSync(path.join(BANDS, file));
  const argad = example('argad-la-mesnie-du-sire-yann.yaml');
  const dir = tempTree({ 'pot.yaml': CAMPAIGN_BAND, 'marq.yaml': example('ff-les-marquisards.yaml'), 'archers.yaml': example('ff-les-archers-du-grand-saule.yaml'), 'argad.yaml': argad, 'argad-2.yaml': argad });
  const at = (name: string) => path.join(dir, `${name}.yaml`);
  const run = (options: CampaignAwardOptions) => campaignOutcome([], options, { registry, messages: new Messages('en', [CORE_MESSAGES]) });
  const refusal = (options: CampaignAwardOptions) =>
    run(options).then(
      () => 'no refusal',
      (cause: unknown) => (cause instanceof EscarmoucheError ? { code: cause.code, params: cause.params } : String(cause)),
    );
  return { at, run, refusal };
}

const GAME = { scenario: 'la-foret', date: '2026-05-01', seed: 'abc', dryRun: true };

describe('campaignOutcome: an action with its game', () => {
  it('the award and the action in one run: the record beside the event, its seed and its report', async () => {
    const s = setup();
    const out = await s.run({ 'creation-de-potion': `${s.at('pot')}#Ambroise=potion-de-vie,potion-de-vie`, winner: [s.at('pot')], loser: [s.at('marq')], ...GAME });
    if (!out.ok) throw new Error('refused');
    const json = out.json as { action: { name: string; file: string; member: string; seed: string; record: Record<string, unknown> }; events: unknown[] };
    expect(json.action).toMatchObject({ name: 'creation-de-potion', file: s.at('pot'), member: 'Ambroise', seed: 'abc', record: { member: 'Ambroise', scenario: 'la-foret', date: '2026-05-01' } });
    expect(json.events).toHaveLength(2);
    expect(JSON.stringify(out.view)).toContain(`creation-de-potion: recorded for Ambroise in ${s.at('pot')}`);
  });

  it('a band not in the award is refused', async () => {
    const s = setup();
    expect(await s.refusal({ 'creation-de-potion': `${s.at('pot')}#Ambroise=potion-de-vie,potion-de-vie`, winner: [s.at('marq')], loser: [s.at('archers')], ...GAME })).toEqual({
      code: 'campaign/action-not-in-award',
      params: { action: 'creation-de-potion', file: s.at('pot') },
    });
  });

  it('a band whose ruleset has no such action is refused, naming the ruleset by its title', async () => {
    const s = setup();
    expect(await s.refusal({ 'creation-de-potion': `${s.at('argad')}#Sire Yann=potion-de-vie`, winner: [s.at('argad')], loser: [s.at('argad-2')], ...GAME })).toEqual({
      code: 'campaign/action-not-supported',
      params: { file: s.at('argad'), ruleset: 'Argad!', action: 'creation-de-potion' },
    });
  });

  it('an unknown member is refused with the close names', async () => {
    const s = setup();
    expect(await s.refusal({ 'creation-de-potion': `${s.at('pot')}#Ambrose=potion-de-vie,potion-de-vie`, winner: [s.at('pot')], loser: [s.at('marq')], ...GAME })).toEqual({
      code: 'campaign/member-unknown',
      params: { actual: 'Ambrose', file: s.at('pot'), suggestion: 'Ambroise' },
    });
  });
});
