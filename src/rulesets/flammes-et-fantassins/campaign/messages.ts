/** Words of the F&F campaign codes, with the core ledger codes that `validate` reports for F&F bands. */
import { CAMPAIGN_MESSAGES } from '../../../core/campaign/messages.js';
import type { MessageCatalogue } from '../../../core/messages/catalogue.js';

const OWN: MessageCatalogue = {
  en: {
    'ff/campaign-award-mismatch': { message: '{key} is {actual} in an event with `result: {result}` and `played: {played}`; the rulebook gives {limit}', rule: 'winners get trophies by scenarios already played (1, 1, 2, 3, 5, 8 …) and one pièce de fer; losers one PC and one pièce de fer', fix: 'write {limit}, or undo the scenario and award it again' },
    'ff/campaign-too-long': '{actual} scenarios already played: escarmouche counts trophies up to {limit}',
    'ff/campaign-trophies': 'trophies',
    'ff/campaign-pc': 'PC',
    'ff/campaign-fer': 'pièces de fer',
    'ff/view-campaign': 'campaign',
    'ff/view-campaign-line': '{scenarios} scenario(s): {wins} win(s), {losses} loss(es), {trophies} trophies; earned {pc} PC and {fer} pièce(s) de fer',
  },
  fr: {
    'ff/campaign-award-mismatch': { message: '{key} vaut {actual} dans un événement `result: {result}` et `played: {played}` ; la règle donne {limit}', rule: 'les vainqueurs gagnent des trophées selon les scénarios déjà joués (1, 1, 2, 3, 5, 8 …) et une pièce de fer ; les perdants un PC et une pièce de fer', fix: 'écrivez {limit}, ou retirez le scénario et inscrivez-le de nouveau' },
    'ff/campaign-too-long': '{actual} scénarios déjà joués : escarmouche compte les trophées jusqu’à {limit}',
    'ff/campaign-trophies': 'trophées',
    'ff/campaign-pc': 'PC',
    'ff/campaign-fer': 'pièces de fer',
    'ff/view-campaign': 'campagne',
    'ff/view-campaign-line': '{scenarios} scénario(s) : {wins} victoire(s), {losses} défaite(s), {trophies} trophées ; gagné {pc} PC et {fer} pièce(s) de fer',
  },
};

export const campaignMessages: MessageCatalogue = {
  en: { ...CAMPAIGN_MESSAGES.en, ...OWN.en },
  fr: { ...CAMPAIGN_MESSAGES.fr, ...OWN.fr },
};
