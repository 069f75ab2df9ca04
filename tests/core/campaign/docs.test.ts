import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/core/ruleset/analyse.js';
import { CAMPAIGN_MESSAGES } from '../../../src/core/campaign/messages.js';
import { campaignMessages } from '../../../src/rulesets/flammes-et-fantassins/campaign/messages.js';
import { registry } from '../../../src/rulesets/index.js';
import { band } from '../../helpers/campaign.js';
import { ROOT } from '../../helpers/cli.js';

describe('campaign messages', () => {
  it.each([
    ['core', CAMPAIGN_MESSAGES],
    ['F&F', campaignMessages],
  ])('%s: every code has English and French words', (_name, catalogue) => {
    expect(Object.keys(catalogue.fr).sort()).toEqual(Object.keys(catalogue.en).sort());
  });

  it('every diagnostic code has a line in the reference (docs/diagnostics.md)', () => {
    const readme = readFileSync(path.join(ROOT, 'docs/diagnostics.md'), 'utf8');
    const diagnostics = Object.entries(campaignMessages.en).filter(([, entry]) => typeof entry !== 'string').map(([code]) => code);
    expect(diagnostics.length).toBeGreaterThan(0);
    for (const code of diagnostics) expect(readme).toContain(`| \`${code}\` |`);
  });

  it("docs/commands/campaign-award.md's ledger is a valid ledger", async () => {
    const readme = readFileSync(path.join(ROOT, 'docs/commands/campaign-award.md'), 'utf8');
    const example = /```yaml\n(campaign:\n[\s\S]*?)```/.exec(readme)![1]!;
    const analysis = await analyse(Buffer.from(band('alpha') + example), 'alpha.yaml', registry);
    expect(analysis.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect((analysis.profile as any).campaign).toEqual({ scenarios: 2, wins: 1, losses: 1, trophies: 2, pc: 1, fer: 2, created: [] });
  });
});
