/** The words of the files `escarmouche init` writes (README, hook, launcher, workflow), in the player's language. */
import type { Lang } from '../core/schema/schema-words.js';

export interface InitWords {
  readonly readmeTitle: string;
  readonly readmeIntro: string;
  readonly build: string;
  readonly show: string;
  readonly validate: string;
  readonly print: string;
  readonly newClone: string;
  readonly hooksPath: string;
  readonly textconv: string;
  readonly ci: (install: string) => string;
  readonly ciGuess: string;
  readonly commit: string;
  readonly hook: readonly string[];
  readonly launcher: readonly string[];
  /** The one line the launcher prints when no escarmouche can run; `$from` is the hook's file, `{install}` the npm spec. */
  readonly missing: string;
  readonly workflow: string;
  readonly workflowGuess: (install: string, version: string) => readonly string[];
}

export const INIT_WORDS: Readonly<Record<Lang, InitWords>> = {
  en: {
    readmeTitle: 'Our bands',
    readmeIntro: 'Band files checked by escarmouche before each commit and on every push.',
    build: 'change the band: questions offering only legal choices',
    show: 'derived profile: stats, costs, budgets',
    validate: 'every limit of the rulebook, located and explained',
    print: 'sheets and cards to print',
    newClone: 'On a new clone, enable the checks once:',
    hooksPath: 'validate what each commit holds',
    textconv: 'git diff in game terms',
    ci: (install) => `CI (\`.github/workflows/bands.yml\`) installs \`${install}\`; to install another copy, change that line, or write it with \`escarmouche init --install SPEC\` in a new folder (a version, a tarball committed here, a git URL).`,
    ciGuess: 'This copy of escarmouche could not tell how it was installed: check that CI can install it.',
    commit: 'Our bands',
    hook: [
      "Validates the band files this commit holds (git's index, not the working tree); written by escarmouche init.",
      'On another clone, enable it once with: git config core.hooksPath .githooks',
      'A commit without a band file (*.yaml, *.yml) passes without running anything.',
    ],
    launcher: [
      'Runs escarmouche for the hook and for git diff (diff.escarmouche.textconv), never from the network: the',
      'escarmouche on PATH, else the copy escarmouche init recorded (git config escarmouche.script, escarmouche.node).',
    ],
    missing: '$from: escarmouche is not installed here: install it with npm install -g {install} (or put it on PATH)',
    workflow: 'Validates every band of a push or pull request; errors show on their lines (written by escarmouche init).',
    workflowGuess: (install, version) => [
      `This copy of escarmouche could not tell how it was installed: the line below takes ${install} from the npm registry.`,
      'If the registry does not have it, install what you have instead: a tarball committed here',
      `(npm install -g ./escarmouche-${version}.tgz), a git URL at a commit (npm install -g git+https://…#<commit>),`,
      'or have escarmouche init --install SPEC write this file in a new folder.',
    ],
  },
  fr: {
    readmeTitle: 'Nos bandes',
    readmeIntro: 'Les fichiers de bande, vérifiés par escarmouche avant chaque commit et à chaque push.',
    build: 'modifier la bande : des questions qui ne proposent que des choix permis',
    show: 'profil calculé : caractéristiques, coûts, budgets',
    validate: 'chaque limite du livre de règles, située et expliquée',
    print: 'fiches et cartes à imprimer',
    newClone: 'Sur un nouveau clone, activez les vérifications une fois :',
    hooksPath: 'valider ce que contient chaque commit',
    textconv: 'git diff en termes de jeu',
    ci: (install) => `La CI (\`.github/workflows/bands.yml\`) installe \`${install}\` ; pour en installer une autre copie, changez cette ligne, ou faites-la écrire par \`escarmouche init --install SPEC\` dans un nouveau dossier (une version, une archive validée ici, une URL git).`,
    ciGuess: "Cette copie d'escarmouche n'a pas pu savoir comment elle a été installée : vérifiez que la CI peut l'installer.",
    commit: 'Nos bandes',
    hook: [
      "Valide les fichiers de bande que contient ce commit (l'index de git, pas l'arbre de travail) ; écrit par escarmouche init.",
      'Sur un autre clone, activez-le une fois avec : git config core.hooksPath .githooks',
      'Un commit sans fichier de bande (*.yaml, *.yml) passe sans rien lancer.',
    ],
    launcher: [
      "Lance escarmouche pour le hook et pour git diff (diff.escarmouche.textconv), jamais depuis le réseau : l'escarmouche",
      "du PATH, sinon la copie notée par escarmouche init (git config escarmouche.script, escarmouche.node).",
    ],
    missing: "$from : escarmouche n'est pas installé ici : installez-le avec npm install -g {install} (ou mettez-le dans le PATH)",
    workflow: "Valide chaque bande d'un push ou d'une pull request ; les erreurs s'affichent sur leurs lignes (écrit par escarmouche init).",
    workflowGuess: (install, version) => [
      `Cette copie d'escarmouche n'a pas pu savoir comment elle a été installée : la ligne ci-dessous prend ${install} dans le registre npm.`,
      "Si le registre ne l'a pas, installez plutôt ce que vous avez : une archive validée ici",
      `(npm install -g ./escarmouche-${version}.tgz), une URL git à un commit (npm install -g git+https://…#<commit>),`,
      'ou faites écrire ce fichier par escarmouche init --install SPEC dans un nouveau dossier.',
    ],
  },
};
