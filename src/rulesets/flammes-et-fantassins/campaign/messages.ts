/** Words of the F&F campaign codes, with the core ledger codes that `validate` reports for F&F bands. */
import { CAMPAIGN_MESSAGES } from '../../../core/campaign/messages.js';
import type { MessageCatalogue } from '../../../core/messages/catalogue.js';

const OWN: MessageCatalogue = {
  en: {
    'ff/campaign-award-mismatch': { message: '{key} is {actual} in an event with `result: {result}` and `played: {played}`; the rulebook gives {limit}', rule: 'winners get trophies by scenarios already played (1, 1, 2, 3, 5, 8 …) and one pièce de fer; losers one PC and one pièce de fer', fix: 'write {limit}, or undo the scenario and award it again' },
    'ff/campaign-too-long': '{actual} scenarios already played: escarmouche counts trophies up to {limit}',
    'ff/campaign-played-contradicts': '{actual} scenario(s) already played contradicts the ledger of {name}, which knows {count} at least: the trophies depend on « nombre de scénario déjà joués »; leave --played out to take it from the ledger',
    'ff/campaign-played-order': { message: 'scenario {scenario} has `played: {actual}` after scenario {previous}: scenarios already played only grow, it should be at least {limit}', rule: 'trophies depend on « nombre de scénario déjà joués », one more after each scenario', fix: 'write played: {limit} or more, and the trophies of that count; or undo the scenario and award it again' },
    'ff/campaign-trophies': 'trophies',
    'ff/campaign-pc': 'PC',
    'ff/campaign-fer': 'pièces de fer',
    'ff/view-campaign': 'campaign',
    'ff/view-campaign-line': '{scenarios} scenario(s): {wins} win(s), {losses} loss(es), {trophies} trophies; earned {pc} PC and {fer} pièce(s) de fer',
    'ff/potion-unknown-member': 'no character {actual} in this band',
    'ff/view-created': 'created (Création de potion)',
    'ff/potion-not-alchimiste': '{name} does not have the specialty Création de potion (specialty: {actual}); only an Alchimiste who chose it creates potions',
    'ff/potion-items': '{name} creates "{actual}": the rulebook gives « deux potion(s), deux bombe(s) ou une de chaque » (two of {limit})',
    'ff/potion-no-game': '{name} has no game {scenario} in its ledger: award the game first, then give --scenario with its id ("à la fin d\'une partie")',
    'ff/potion-no-scenario': 'potions are created "à la fin d\'une partie": give --scenario with the id of the game {name} has just played',
    'ff/potion-created': '{name} created {items} (free of pièces de fer)',
    'ff/potion-record': { message: 'the potions created by {name} ({actual}) are not two potions or bombes of an Alchimiste with the specialty Création de potion', rule: '« choisir deux potion(s), deux bombe(s) ou une de chaque »', fix: 'correct the record or remove it with campaign-award --creation-de-potion FILE#Name --undo SCENARIO' },
  },
  fr: {
    'ff/campaign-award-mismatch': { message: '{key} vaut {actual} dans un événement `result: {result}` et `played: {played}` ; la règle donne {limit}', rule: 'les vainqueurs gagnent des trophées selon les scénarios déjà joués (1, 1, 2, 3, 5, 8 …) et une pièce de fer ; les perdants un PC et une pièce de fer', fix: 'écrivez {limit}, ou retirez le scénario et inscrivez-le de nouveau' },
    'ff/campaign-too-long': '{actual} scénarios déjà joués : escarmouche compte les trophées jusqu’à {limit}',
    'ff/campaign-played-contradicts': "{actual} scénario(s) déjà joué(s) contredit le registre de {name}, qui en connaît au moins {count} : les trophées dépendent du « nombre de scénario déjà joués » ; omettez --played pour le prendre du registre",
    'ff/campaign-played-order': { message: 'le scénario {scenario} a `played: {actual}` après le scénario {previous} : les scénarios déjà joués ne font que croître, il faudrait au moins {limit}', rule: 'les trophées dépendent du « nombre de scénario déjà joués », un de plus après chaque scénario', fix: "écrivez played: {limit} ou plus, et les trophées de ce nombre ; ou retirez le scénario et inscrivez-le de nouveau" },
    'ff/campaign-trophies': 'trophées',
    'ff/campaign-pc': 'PC',
    'ff/campaign-fer': 'pièces de fer',
    'ff/view-campaign': 'campagne',
    'ff/view-campaign-line': '{scenarios} scénario(s) : {wins} victoire(s), {losses} défaite(s), {trophies} trophées ; gagné {pc} PC et {fer} pièce(s) de fer',
    'ff/potion-unknown-member': 'aucun personnage {actual} dans cette bande',
    'ff/view-created': 'créés (Création de potion)',
    'ff/potion-not-alchimiste': "{name} n'a pas la spécialité Création de potion (spécialité : {actual}) ; seul un Alchimiste qui l'a choisie crée des potions",
    'ff/potion-items': '{name} crée « {actual} » : la règle donne « deux potion(s), deux bombe(s) ou une de chaque » (deux parmi {limit})',
    'ff/potion-no-game': "{name} n'a pas de partie {scenario} dans son registre : inscrivez d'abord la partie, puis donnez --scenario avec son identifiant (« à la fin d'une partie »)",
    'ff/potion-no-scenario': "les potions se créent « à la fin d'une partie » : donnez --scenario avec l'identifiant de la partie que {name} vient de jouer",
    'ff/potion-created': '{name} a créé {items} (sans pièce de fer)',
    'ff/potion-record': { message: "les potions créées par {name} ({actual}) ne sont pas deux potions ou bombes d'un Alchimiste ayant la Spécialité Création de potion", rule: '« choisir deux potion(s), deux bombe(s) ou une de chaque »', fix: "corrigez l'enregistrement ou retirez-le avec campaign-award --creation-de-potion FICHIER#Nom --undo SCENARIO" },
  },
};

export const campaignMessages: MessageCatalogue = {
  en: { ...CAMPAIGN_MESSAGES.en, ...OWN.en },
  fr: { ...CAMPAIGN_MESSAGES.fr, ...OWN.fr },
};
