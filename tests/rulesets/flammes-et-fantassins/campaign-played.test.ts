/**
 * Issue 38, item 4: « un nombre de trophées dépendant du nombre de scénario déjà joués ». The band's own ledger knows
 * how many it has played: `--played` below that is refused (nothing written), and left out it is taken from the
 * ledgers named (one more than the latest `played`), so a band alone after a league game does not go back (0, 1, 0).
 */
import { describe, expect, it } from 'vitest';
import { award, campaign, game, TROPHIES } from '../../helpers/campaign.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { campaignMessages } from '../../../src/rulesets/flammes-et-fantassins/campaign/messages.js';

describe('F&F trophies: the ledger knows the scenarios already played', () => {
  it('left out, --played is taken from the ledger: 0, 1, 2 for a band alone, each victory its trophies', async () => {
    const c = campaign('alpha');
    for (const [i, id] of ['s1', 's2', 's3'].entries()) {
      expect((await award([], game(id, [c.file('alpha')], []))).json.events[0].event).toMatchObject({ played: i, trophies: TROPHIES[i] });
    }
  });

  it('--played below what the ledger knows is refused, exit 1, nothing written; equal or above it is taken', async () => {
    const c = campaign('alpha', 'beta');
    await award([], game('s1', [c.file('alpha')], [c.file('beta')]));
    await award([], game('s2', [c.file('beta')], [c.file('alpha')]));
    const before = c.read('alpha');
    const refused = await award([], game('s3', [c.file('alpha')], [c.file('beta')], { played: '0' }));
    expect(refused).toMatchObject({ code: 1, refusal: 'ff/campaign-played-contradicts' });
    expect(refused.errors).toContain('0 scenario(s) already played contradicts the ledger of alpha, which knows 2 at least');
    expect(c.read('alpha')).toBe(before);
    expect(await award([], game('s3', [c.file('alpha')], [c.file('beta')], { played: '1' }))).toMatchObject({ code: 1, refusal: 'ff/campaign-played-contradicts' });
    expect((await award([], game('s3', [c.file('alpha')], [c.file('beta')], { played: '2' }))).json.events[0].event).toMatchObject({ played: 2, trophies: 2 });
    // A band that sat out scenarios (or joined late) may be told more were played.
    expect((await award([], game('s4', [c.file('alpha')], [], { played: '5' }))).json.events[0].event).toMatchObject({ played: 5, trophies: 8 });
  });

  it('a new band (empty ledger) joins a campaign already begun: the count of the other ledgers named', async () => {
    const c = campaign('alpha', 'gamma');
    await award([], game('s1', [c.file('alpha')], []));
    await award([], game('s2', [c.file('alpha')], []));
    expect((await award([], game('s3', [c.file('gamma')], [c.file('alpha')]))).json.events[0].event).toMatchObject({ played: 2, trophies: 2 });
  });

  it('the refusal in French', () => {
    const t = new Messages('fr', [campaignMessages]);
    expect(t.text('ff/campaign-played-contradicts', { actual: 0, name: 'alpha', count: 2 })).toBe(
      '0 scénario(s) déjà joué(s) contredit le registre de alpha, qui en connaît au moins 2 : les trophées dépendent du « nombre de scénario déjà joués » ; omettez --played pour le prendre du registre',
    );
  });
});
