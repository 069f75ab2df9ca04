/** Words of `escarmouche init`: what it made, what it kept, what to do next. */
import type { MessageCatalogue } from './catalogue.js';

export const INIT_MESSAGES: MessageCatalogue = {
  en: {
    'init/missing-ruleset': 'init needs --ruleset <id>: one of {known}',
    'init/unknown-ruleset': 'unknown ruleset "{actual}"; did you mean {suggestion}? (known: {known})',
    'init/empty-name': '--name needs a band name',
    'init/name-too-long': '--name has {actual} characters; a band name has at most {limit}',
    'init/no-git': 'init needs git, and the git command was not found',
    'init/git-failed': 'git {detail} failed in {file}',
    'init/git-init': 'made   a git repository in {dir}',
    'init/made': 'made   {file}',
    'init/kept': 'kept   {file} (it exists; init never overwrites)',
    'init/config-set': 'set    git config {key} "{value}"',
    'init/config-kept': 'kept   git config {key} "{actual}" (init would set "{value}")',
    'init/unchanged': 'nothing to do: the repository already has every file',
    'init/next': 'Next:',
  },
  fr: {
    'init/missing-ruleset': "init demande --ruleset <id> : l'un de {known}",
    'init/unknown-ruleset': 'ruleset inconnu « {actual} » ; vouliez-vous dire {suggestion} ? (connus : {known})',
    'init/empty-name': '--name demande un nom de bande',
    'init/name-too-long': '--name a {actual} caractères ; un nom de bande en a au plus {limit}',
    'init/no-git': 'init a besoin de git, et la commande git est introuvable',
    'init/git-failed': 'git {detail} a échoué dans {file}',
    'init/git-init': 'créé   un dépôt git dans {dir}',
    'init/made': 'créé   {file}',
    'init/kept': "gardé  {file} (il existe ; init n'écrase jamais)",
    'init/config-set': 'réglé  git config {key} « {value} »',
    'init/config-kept': 'gardé  git config {key} « {actual} » (init mettrait « {value} »)',
    'init/unchanged': 'rien à faire : le dépôt a déjà tous ses fichiers',
    'init/next': 'Ensuite :',
  },
};
