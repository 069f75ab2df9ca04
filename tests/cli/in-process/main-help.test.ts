/** Every command's whole `--help` at 80 columns, in English and in French (src/cli/main.ts, help-fr.ts, usage.ts). */
import path from 'node:path';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../../src/cli/main.js';
import { runMain } from '../../helpers/in-process.js';

const BANDS = path.resolve(import.meta.dirname, '../../../bands');
const ARGAD = path.join(BANDS, 'argad-la-mesnie-du-sire-yann.yaml');
const FF = path.join(BANDS, 'ff-les-marquisards.yaml');

const help = async (args: readonly string[], lang: 'en' | 'fr') => {
  const { code, stdout, stderr } = await runMain([...args, '--help'], { env: { COLUMNS: '80', LANG: lang === 'fr' ? 'fr_FR.UTF-8' : 'C' } });
  expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  return stdout;
};

describe('--help in English', () => {
  it('the program', async () => {
    expect(await help([], 'en')).toMatchInlineSnapshot(`
      "Usage: escarmouche [options] [command]

      Warband builder and rules calculator for French tabletop skirmish games

      Options:
        -V, --version                         output the version number
        --lang <lang>                         language of messages (default: from
                                                LC_ALL/LANG) (choices: "en", "fr")
        --no-color                            never colour the output (also NO_COLOR)
        -h, --help                            display help for command

      Commands:
        validate [options] [paths...]         check band files against every limit of
                                                their rulebook
        init [options] [dir]                  make a bands repository of your own: a
                                                starter band, a hook validating
                                                commits, CI, git diff in game terms
        show [options] <file>                 print a band's derived profile (stats,
                                                costs, action points)
        schema [options] [ruleset]            print the JSON Schema of band files (all
                                                rulesets, or one)
        print [options] <file>                print a band as sheets and cut-out cards
                                                (A4 HTML or PDF, or Markdown)
        completion [options] <shell>          print a shell completion script
        roll [options] <expression...>        roll dice with a replayable seed, or
                                                print their exact odds; or a named
                                                rulebook roll
        campaign-award [options] [files...]   record a scenario's result in the band
                                                files: the campaign awards of the
                                                rulebook
        simulate-attack [options] [sides...]  exact odds of one attack: chance to hit,
                                                PV lost, chance to kill, attacks to
                                                kill
        suggest [options] <file>              the legal one-step changes to a band
                                                that do most against another, scored
                                                exactly
        build [options] <file>                make or change a band: questions in a
                                                terminal, or flags for scripts; writes
                                                only a valid band
        help [command]                        display help for command
      "
    `);
  });

  it('validate', async () => {
    expect(await help(['validate'], 'en')).toMatchInlineSnapshot(`
      "Usage: escarmouche validate [options] [paths...]

      check band files against every limit of their rulebook

      Arguments:
        paths              band files or folders (searched for *.yaml and *.yml); with
                             --staged, limits the staged files

      Options:
        --format <format>  output format (choices: "text", "json", "github", default:
                             "text")
        --json             same as --format json
        --strict           warnings fail too (exit 1)
        --staged           validate the band files staged in git (what the commit will
                             hold); YAML files without \`ruleset:\` are skipped
        --verbose          with --staged, list the YAML files skipped
        -h, --help         display help for command

      Examples:
        $ escarmouche validate bands/
        $ escarmouche validate bands/ff-federation-de-la-poterie.yaml --format json
        $ escarmouche validate --strict --format github bands/
        $ escarmouche validate --staged --strict

      "
    `);
  });

  it('init', async () => {
    expect(await help(['init'], 'en')).toMatchInlineSnapshot(`
      "Usage: escarmouche init [options] [dir]

      make a bands repository of your own: a starter band, a hook validating commits,
        CI, git diff in game terms

      Arguments:
        dir               folder of the repository (default: the current folder;
                            created if missing)

      Options:
        --ruleset <id>    ruleset of the starter band (flammes-et-fantassins,
                            fees-d-armes, frostgrave, mef-fan, argad)
        --name <name>     name of the starter band (default: the example band's)
        --install <spec>  what the CI workflow installs with npm install -g (default:
                            how this copy was installed, else this version)
        --json            print what was made as JSON
        -h, --help        display help for command

      Examples:
        $ escarmouche init my-bands --ruleset flammes-et-fantassins --name "Les Loups"
        $ escarmouche init --ruleset mef-fan \\
            # in the current folder; run twice, changes nothing

      "
    `);
  });

  it('show', async () => {
    expect(await help(['show'], 'en')).toMatchInlineSnapshot(`
      "Usage: escarmouche show [options] <file>

      print a band's derived profile (stats, costs, action points)

      Arguments:
        file        band file

      Options:
        --json      print JSON
        --textconv  one fact per line, for git diff (diff.escarmouche.textconv); a
                      file that is not a band prints as it is
        -h, --help  display help for command

      Examples:
        $ escarmouche show bands/ff-federation-de-la-poterie.yaml
        $ escarmouche show bands/ff-federation-de-la-poterie.yaml --json
        $ escarmouche show --textconv bands/ff-federation-de-la-poterie.yaml

      "
    `);
  });

  it('schema', async () => {
    expect(await help(['schema'], 'en')).toMatchInlineSnapshot(`
      "Usage: escarmouche schema [options] [ruleset]

      print the JSON Schema of band files (all rulesets, or one)

      Arguments:
        ruleset        a ruleset id or alias

      Options:
        --write <dir>  write every ruleset's schema in both languages under DIR
                         (English there, French in DIR/fr)
        --json         JSON output (always)
        -h, --help     display help for command

      Examples:
        $ escarmouche schema flammes-et-fantassins > ff.schema.json
        $ escarmouche schema --lang fr argad > argad.schema.json
        $ escarmouche schema --write schemas

      "
    `);
  });

  it('print', async () => {
    expect(await help(['print'], 'en')).toMatchInlineSnapshot(`
      "Usage: escarmouche print [options] <file>

      print a band as sheets and cut-out cards (A4 HTML or PDF, or Markdown)

      Arguments:
        file                 band file

      Options:
        --format <format>    html, pdf (needs Chromium or Chrome) or md (default: from
                               -o, else html) (choices: "html", "md", "pdf")
        -o, --output <file>  write to a file instead of standard output
        --json               print a JSON summary (and the content when not written to
                               a file)
        --against <file>     add a page: the matchup against this band (chance to kill
                               per pair, a heat map)
        -h, --help           display help for command

      Examples:
        $ escarmouche print bands/ff-federation-de-la-poterie.yaml -o poterie.html
        $ escarmouche print bands/ff-les-marquisards.yaml --format md > marquisards.md
        $ escarmouche print bands/ff-les-marquisards.yaml --against \\
            bands/ff-les-archers-du-grand-saule.yaml -o matchup.html

      "
    `);
  });

  it('completion', async () => {
    expect(await help(['completion'], 'en')).toMatchInlineSnapshot(`
      "Usage: escarmouche completion [options] <shell>

      print a shell completion script

      Arguments:
        shell       bash, zsh or fish

      Options:
        --json      accepted for symmetry; the script is text
        -h, --help  display help for command

      Examples:
        $ eval "$(escarmouche completion bash)"
        $ mkdir -p ~/.zfunc && escarmouche completion zsh > ~/.zfunc/_escarmouche
        $ mkdir -p ~/.config/fish/completions && escarmouche completion fish > \\
            ~/.config/fish/completions/escarmouche.fish

      "
    `);
  });

  it('roll', async () => {
    expect(await help(['roll'], 'en')).toMatchInlineSnapshot(`
      "Usage: escarmouche roll [options] <expression...>

      roll dice with a replayable seed, or print their exact odds; or a named rulebook
        roll

      Arguments:
        expression      dice (2d6+1, 4d6kh3, 6d6>=4, d6!, d20+4 vs d20+2, 6x4d6kh3) or
                          a named roll

      Options:
        --seed <seed>   replay a roll: the same seed gives the same dice on any
                          machine
        --exact         print the exact probability distribution instead of rolling
        --json          print JSON
        --ruleset <id>  the ruleset of a named roll, when several declare that name
        -h, --help      display help for command

      Each ruleset's own options:
        escarmouche roll --ruleset flammes-et-fantassins --help
        escarmouche roll --ruleset fees-d-armes --help
        escarmouche roll --ruleset frostgrave --help
        escarmouche roll --ruleset mef-fan --help
        escarmouche roll --ruleset argad --help


      Examples:
        $ escarmouche roll 2d6+1
        $ escarmouche roll 4d6kh3 --seed 42 --json
        $ escarmouche roll '40d6>=4' --exact
        $ escarmouche roll 'd20+5 vs d20+3' --exact
        $ escarmouche roll test --stat 2 --exact

      Named rolls:
        test          F&F test: 2D6 + the characteristic, success on 8 or more
                      [flammes-et-fantassins]
        opposed       F&F opposed test: 2D6 + stat against 2D6 + the target's; ties go
                      to the one who acts [flammes-et-fantassins]
        pillage       Fées d'armes: pillage the enemy repaire, at least one 6 on the
                      Action dice [fees-d-armes]
        fouille       Fées d'armes: search an objective, at least two successes
                      [fees-d-armes]
        cast          Frostgrave: cast a spell (d20 ≥ casting number), with
                      empowering, the failure table and a Will roll [frostgrave]
        initiative    Frostgrave: initiative, each player rolls a d20, ties re-rolled
                      [frostgrave]
        fall          Frostgrave: falling damage, 1.5 × the height in inches rounded
                      down, from 3" [frostgrave]
        morale        Mef-Fan test de moral: d6 ≤ Men + chef/général, +1 for several
                      figures; porte-bannière and musicien re-rolls [mef-fan]
        cast          Mef-Fan spell casting: a Men test, +1 with Action concentrée
                      [mef-fan]
        initiative    Mef-Fan initiative: a d6 each, +1 with a chef, +2 with a général
                      (not added), ties re-rolled [mef-fan]
        heal          Mef-Fan healing by a guérisseur: a Men test, +1 with Action
                      concentrée, +1 more when the patient heals with Action
                      concentrée [mef-fan]
        heal          Argad soins: a die against the santé (heals, séquelles, dies)
                      [argad]
        morale        Argad moral: a die against the moral (obeys, depends on a chef,
                      désordre) [argad]
        certain-temps Argad « un certain temps »: the chance that a work is done by
                      the end of each turn [argad]
        lenteur       Argad dé de lenteur: movement left in difficult terrain [argad]
        localisation  Argad localisation des blessures (optional rule): a D12, tête,
                      tronc and bras, or jambes [argad]
        skill         Argad test under a skill or the classe (perception, agilité …):
                      below succeeds, equal tests again next turn [argad]
        danger        Argad dangerous terrain: the dé de lenteur against the classe
                      (no problem, shouts, in danger) [argad]

      "
    `);
  });

  it('campaign-award', async () => {
    expect(await help(['campaign-award'], 'en')).toMatchInlineSnapshot(`
      "Usage: escarmouche campaign-award [options] [files...]

      record a scenario's result in the band files: the campaign awards of the
        rulebook

      Arguments:
        files                   band files, with --undo or --standings

      Options:
        --scenario <id>         scenario id, recorded once per band
        --winner <files...>     band files of the winners
        --loser <files...>      band files of the losers
        --played <n>            scenarios already played (default: distinct scenarios
                                  in the ledgers named)
        --date <yyyy-mm-dd>     date of the game (default: today)
        --undo <id>             remove that scenario from every band named
        --standings <files...>  rank the bands by their campaign score
        --dry-run               print the diff it would make, write nothing
        --seed <seed>           seed of the dice an action rolls (default: random,
                                  printed)
        --ruleset <id>          the ruleset whose options to read (default: from the
                                  band files named)
        --json                  print JSON
        -h, --help              display help for command

      Examples:
        $ escarmouche campaign-award --scenario le-pont --winner \\
            bands/ff-les-marquisards.yaml --loser \\
            bands/ff-federation-de-la-poterie.yaml
        $ escarmouche campaign-award --scenario le-gue --winner \\
            bands/ff-les-marquisards.yaml --loser \\
            bands/ff-federation-de-la-poterie.yaml --dry-run
        $ escarmouche campaign-award --undo le-pont bands/ff-les-marquisards.yaml \\
            bands/ff-federation-de-la-poterie.yaml
        $ escarmouche campaign-award --standings bands/ff-*.yaml


      Each ruleset's own options:
        escarmouche campaign-award --ruleset flammes-et-fantassins --help
        escarmouche campaign-award --ruleset fees-d-armes --help
        escarmouche campaign-award --ruleset frostgrave --help
        escarmouche campaign-award --ruleset mef-fan --help
        escarmouche campaign-award --ruleset argad --help

      "
    `);
  });

  it('simulate-attack', async () => {
    expect(await help(['simulate-attack'], 'en')).toMatchInlineSnapshot(`
      "Usage: escarmouche simulate-attack [options] [sides...]

      exact odds of one attack: chance to hit, PV lost, chance to kill, attacks to
        kill

      Arguments:
        sides              attacker then target, each FILE#Name (FILE alone for a band
                             of one; two band files: the matchup table); leave out a
                             side typed in with its options

      Options:
        --ruleset <id>     ruleset of the attack, required when a side is typed in
                             (flammes-et-fantassins, fees-d-armes, frostgrave,
                             mef-fan, argad)
        --dice <faces>     resolve one roll made at the table, e.g. 3,5
        --trials <n>       add a Monte Carlo estimate from n sampled attacks beside
                             the exact figures
        --seed <seed>      seed of the --trials samples (default: random, printed)
        --both             matchup of two bands: also the second band attacking the
                             first
        --metric <metric>  matchup: what the table shows, kill (default), damage or
                             hit
        --compare <flags>  what if: the attack or matchup without and with each flag,
                             e.g. charge,dodge
        --json             print JSON
        -h, --help         display help for command

      Each ruleset's own options:
        escarmouche simulate-attack --ruleset flammes-et-fantassins --help
        escarmouche simulate-attack --ruleset fees-d-armes --help
        escarmouche simulate-attack --ruleset frostgrave --help
        escarmouche simulate-attack --ruleset mef-fan --help
        escarmouche simulate-attack --ruleset argad --help


      Examples:
        $ escarmouche simulate-attack \\
            "bands/ff-federation-de-la-poterie.yaml#Dame Isabeau" \\
            "bands/ff-les-marquisards.yaml#Mains-Noires"
        $ escarmouche simulate-attack "bands/ff-les-marquisards.yaml#Gros Louis" \\
            bands/ff-les-marquisards.yaml#mains-noires --charge --dodge
        $ escarmouche simulate-attack --ruleset ff --hit 2 --damage 1 --ca 7 --pv 9 \\
            --concentration 1 --json
        $ escarmouche simulate-attack bands/ff-les-marquisards.yaml \\
            bands/ff-les-archers-du-grand-saule.yaml --both
        $ escarmouche simulate-attack "bands/ff-les-marquisards.yaml#Gros Louis" \\
            "bands/ff-les-archers-du-grand-saule.yaml#Ysolde" --compare charge,dodge

      "
    `);
  });

  it('build', async () => {
    expect(await help(['build'], 'en')).toMatchInlineSnapshot(`
      "Usage: escarmouche build [options] <file>

      make or change a band: questions in a terminal, or flags for scripts; writes
        only a valid band

      Arguments:
        file                       band file (created with --new, or by the questions
                                     when it does not exist)

      Options:
        --new                      create the file (with --ruleset, --name and the
                                     ruleset's band options)
        --ruleset <id>             ruleset of the new band
        --name <name>              name of the new band
        --add-character <name>     add a character described by the options below
        --edit-character <name>    replace what the options below give for this
                                     character
        --remove-character <name>  remove this character
        --dry-run                  print the resulting YAML, write nothing
        --json                     print the resulting profile as JSON
        -h, --help                 display help for command

      Each ruleset's own options:
        escarmouche build --ruleset flammes-et-fantassins --help
        escarmouche build --ruleset fees-d-armes --help
        escarmouche build --ruleset frostgrave --help
        escarmouche build --ruleset mef-fan --help
        escarmouche build --ruleset argad --help


      Examples:
        $ escarmouche build bands/mine.yaml \\
            # questions in a terminal (exits 2 without one)
        $ escarmouche build bands/mine.yaml --new --ruleset flammes-et-fantassins \\
            --name "Les Marquisards" --pc 7
        $ escarmouche build bands/mine.yaml --add-character "Mains-Noires" --style \\
            puissant --class soldat --class ranger --equip arme-a-deux-mains --equip \\
            cuir
        $ escarmouche build bands/mine.yaml --remove-character "Mains-Noires" \\
            --dry-run

      Exit codes: 0 written (or dry run), 1 refused by the rules (nothing written), 2
        usage error, file changed on disk or no terminal, 130 interrupted.

      "
    `);
  });

});

describe('--help in French', () => {
  it('the program', async () => {
    expect(await help([], 'fr')).toMatchInlineSnapshot(`
      "Usage : escarmouche [options] [commande]

      Constructeur de bandes et calculateur de règles pour les jeux d’escarmouche
        français

      Options :
        -V, --version                         affiche le numéro de version
        --lang <lang>                         langue des messages (par défaut : selon
                                                LC_ALL/LANG) (choix : "en", "fr")
        --no-color                            jamais de couleurs (aussi NO_COLOR)
        -h, --help                            affiche l'aide de la commande

      Commandes :
        validate [options] [paths...]         vérifie des fichiers de bande contre
                                                chaque limite de leur livre de règles
        init [options] [dir]                  crée votre dépôt de bandes : une bande
                                                de départ, un hook qui valide les
                                                commits, la CI, git diff en termes de
                                                jeu
        show [options] <file>                 affiche le profil calculé d'une bande
                                                (caractéristiques, coûts, points
                                                d'action)
        schema [options] [ruleset]            affiche le JSON Schema des fichiers de
                                                bande (tous les rulesets, ou un seul)
        print [options] <file>                imprime une bande en fiches et cartes à
                                                découper (HTML ou PDF A4, ou Markdown)
        completion [options] <shell>          affiche un script de complétion pour le
                                                shell
        roll [options] <expression...>        lance des dés avec une graine rejouable,
                                                ou affiche leurs chances exactes ; ou
                                                un jet nommé du livre
        campaign-award [options] [files...]   inscrit le résultat d'un scénario dans
                                                les fichiers de bande : les gains de
                                                campagne du livre
        simulate-attack [options] [sides...]  chances exactes d'une attaque : toucher,
                                                PV perdus, tuer, attaques pour tuer
        suggest [options] <file>              les changements permis d'une bande, un à
                                                la fois, qui font le plus contre une
                                                autre, comptés exactement
        build [options] <file>                crée ou modifie une bande : questions
                                                dans un terminal, ou options pour les
                                                scripts ; n'écrit qu'une bande valide
        help [commande]                       affiche l'aide d'une commande
      "
    `);
  });

  it('validate', async () => {
    expect(await help(['validate'], 'fr')).toMatchInlineSnapshot(`
      "Usage : escarmouche validate [options] [paths...]

      vérifie des fichiers de bande contre chaque limite de leur livre de règles

      Arguments :
        paths              fichiers de bande ou dossiers (où chercher les *.yaml et
                             *.yml) ; avec --staged, limitent les fichiers indexés

      Options :
        --format <format>  format de sortie (choix : "text", "json", "github", par
                             défaut : "text")
        --json             comme --format json
        --strict           les avertissements échouent aussi (code 1)
        --staged           valide les fichiers de bande indexés dans git (ce que
                             contiendra le commit) ; les fichiers YAML sans \`ruleset:\`
                             sont ignorés
        --verbose          avec --staged, liste les fichiers YAML ignorés
        -h, --help         affiche l'aide de la commande

      Exemples :
        $ escarmouche validate bands/
        $ escarmouche validate bands/ff-federation-de-la-poterie.yaml --format json
        $ escarmouche validate --strict --format github bands/
        $ escarmouche validate --staged --strict

      "
    `);
  });

  it('init', async () => {
    expect(await help(['init'], 'fr')).toMatchInlineSnapshot(`
      "Usage : escarmouche init [options] [dir]

      crée votre dépôt de bandes : une bande de départ, un hook qui valide les
        commits, la CI, git diff en termes de jeu

      Arguments :
        dir               dossier du dépôt (par défaut : le dossier courant ; créé
                            s'il manque)

      Options :
        --ruleset <id>    ruleset de la bande de départ (flammes-et-fantassins,
                            fees-d-armes, frostgrave, mef-fan, argad)
        --name <name>     nom de la bande de départ (par défaut : celui de la bande
                            d'exemple)
        --install <spec>  ce que le workflow de CI installe avec npm install -g (par
                            défaut : comme cette copie a été installée, sinon cette
                            version)
        --json            affiche en JSON ce qui a été fait
        -h, --help        affiche l'aide de la commande

      Exemples :
        $ escarmouche init my-bands --ruleset flammes-et-fantassins --name "Les Loups"
        $ escarmouche init --ruleset mef-fan \\
            # dans le dossier courant ; lancé deux fois, ne change rien

      "
    `);
  });

  it('show', async () => {
    expect(await help(['show'], 'fr')).toMatchInlineSnapshot(`
      "Usage : escarmouche show [options] <file>

      affiche le profil calculé d'une bande (caractéristiques, coûts, points d'action)

      Arguments :
        file        fichier de bande

      Options :
        --json      affiche du JSON
        --textconv  un fait par ligne, pour git diff (diff.escarmouche.textconv) ; un
                      fichier qui n'est pas une bande s'affiche tel quel
        -h, --help  affiche l'aide de la commande

      Exemples :
        $ escarmouche show bands/ff-federation-de-la-poterie.yaml
        $ escarmouche show bands/ff-federation-de-la-poterie.yaml --json
        $ escarmouche show --textconv bands/ff-federation-de-la-poterie.yaml

      "
    `);
  });

  it('schema', async () => {
    expect(await help(['schema'], 'fr')).toMatchInlineSnapshot(`
      "Usage : escarmouche schema [options] [ruleset]

      affiche le JSON Schema des fichiers de bande (tous les rulesets, ou un seul)

      Arguments :
        ruleset        l'identifiant ou un alias d'un ruleset

      Options :
        --write <dir>  écrit le schéma de chaque ruleset dans les deux langues sous
                         DIR (l'anglais là, le français dans DIR/fr)
        --json         sortie JSON (toujours)
        -h, --help     affiche l'aide de la commande

      Exemples :
        $ escarmouche schema flammes-et-fantassins > ff.schema.json
        $ escarmouche schema --lang fr argad > argad.schema.json
        $ escarmouche schema --write schemas

      "
    `);
  });

  it('print', async () => {
    expect(await help(['print'], 'fr')).toMatchInlineSnapshot(`
      "Usage : escarmouche print [options] <file>

      imprime une bande en fiches et cartes à découper (HTML ou PDF A4, ou Markdown)

      Arguments :
        file                 fichier de bande

      Options :
        --format <format>    html, pdf (il faut Chromium ou Chrome) ou md (par
                               défaut : selon -o, sinon html) (choix : "html", "md",
                               "pdf")
        -o, --output <file>  écrit dans un fichier au lieu de la sortie standard
        --json               affiche un résumé JSON (et le contenu s'il n'est pas
                               écrit dans un fichier)
        --against <file>     ajoute une page : la confrontation avec cette bande
                               (chance de tuer par paire, une carte de chaleur)
        -h, --help           affiche l'aide de la commande

      Exemples :
        $ escarmouche print bands/ff-federation-de-la-poterie.yaml -o poterie.html
        $ escarmouche print bands/ff-les-marquisards.yaml --format md > marquisards.md
        $ escarmouche print bands/ff-les-marquisards.yaml --against \\
            bands/ff-les-archers-du-grand-saule.yaml -o matchup.html

      "
    `);
  });

  it('completion', async () => {
    expect(await help(['completion'], 'fr')).toMatchInlineSnapshot(`
      "Usage : escarmouche completion [options] <shell>

      affiche un script de complétion pour le shell

      Arguments :
        shell       bash, zsh ou fish

      Options :
        --json      accepté par symétrie ; le script est du texte
        -h, --help  affiche l'aide de la commande

      Exemples :
        $ eval "$(escarmouche completion bash)"
        $ mkdir -p ~/.zfunc && escarmouche completion zsh > ~/.zfunc/_escarmouche
        $ mkdir -p ~/.config/fish/completions && escarmouche completion fish > \\
            ~/.config/fish/completions/escarmouche.fish

      "
    `);
  });

  it('roll', async () => {
    expect(await help(['roll'], 'fr')).toMatchInlineSnapshot(`
      "Usage : escarmouche roll [options] <expression...>

      lance des dés avec une graine rejouable, ou affiche leurs chances exactes ; ou
        un jet nommé du livre

      Arguments :
        expression      des dés (2d6+1, 4d6kh3, 6d6>=4, d6!, d20+4 vs d20+2, 6x4d6kh3)
                          ou un jet nommé

      Options :
        --seed <seed>   rejoue un jet : la même graine donne les mêmes dés sur toute
                          machine
        --exact         affiche la distribution exacte des probabilités au lieu de
                          lancer
        --json          affiche du JSON
        --ruleset <id>  le ruleset d'un jet nommé, quand plusieurs déclarent ce nom
        -h, --help      affiche l'aide de la commande

      Options de chaque ruleset :
        escarmouche roll --ruleset flammes-et-fantassins --help
        escarmouche roll --ruleset fees-d-armes --help
        escarmouche roll --ruleset frostgrave --help
        escarmouche roll --ruleset mef-fan --help
        escarmouche roll --ruleset argad --help


      Exemples :
        $ escarmouche roll 2d6+1
        $ escarmouche roll 4d6kh3 --seed 42 --json
        $ escarmouche roll '40d6>=4' --exact
        $ escarmouche roll 'd20+5 vs d20+3' --exact
        $ escarmouche roll test --stat 2 --exact

      Jets nommés :
        test          F&F, test : 2D6 + la caractéristique, réussite sur 8 ou plus
                      [flammes-et-fantassins]
        opposed       F&F, test opposé : 2D6 + la caractéristique contre 2D6 + celle
                      de la cible ; l'égalité va à celui qui agit
                      [flammes-et-fantassins]
        pillage       Fées d'armes : piller le repaire ennemi, au moins un 6 aux dés
                      d'Action [fees-d-armes]
        fouille       Fées d'armes : fouiller un objectif, au moins deux succès
                      [fees-d-armes]
        cast          Frostgrave : lance un sort (d20 ≥ valeur de lancement), avec
                      renforcement, la table des échecs et un jet de Volonté
                      [frostgrave]
        initiative    Frostgrave : initiative, chaque joueur lance un d20, égalités
                      relancées [frostgrave]
        fall          Frostgrave : dégâts de chute, 1,5 × la hauteur en pouces arrondi
                      à l'inférieur, dès 3" [frostgrave]
        morale        Mef-Fan, test de moral : d6 ≤ Men + chef/général, +1 pour
                      plusieurs figurines ; relances du porte-bannière et du musicien
                      [mef-fan]
        cast          Mef-Fan, lancement de sort : un test de Men, +1 avec Action
                      concentrée [mef-fan]
        initiative    Mef-Fan, initiative : un d6 chacun, +1 avec un chef, +2 avec un
                      général (non cumulés), égalités relancées [mef-fan]
        heal          Mef-Fan, soins d'un guérisseur : un test de Men, +1 avec Action
                      concentrée, +1 de plus quand le blessé guérit avec Action
                      concentrée [mef-fan]
        heal          Argad, soins : un dé contre la santé (guérit, séquelles, meurt)
                      [argad]
        morale        Argad, moral : un dé contre le moral (obéit, dépend d'un chef,
                      désordre) [argad]
        certain-temps Argad, « un certain temps » : la chance qu'un travail soit fini
                      à la fin de chaque tour [argad]
        lenteur       Argad, dé de lenteur : mouvement restant en terrain difficile
                      [argad]
        localisation  Argad, localisation des blessures (règle optionnelle) : un D12,
                      tête, tronc et bras, ou jambes [argad]
        skill         Argad, test sous la compétence ou la classe (perception, agilité
                      …) : plus petit réussit, égal refait le test au tour suivant
                      [argad]
        danger        Argad, terrain dangereux : le dé de lenteur contre la classe
                      (pas de problème, crie, en danger) [argad]

      "
    `);
  });

  it('campaign-award', async () => {
    expect(await help(['campaign-award'], 'fr')).toMatchInlineSnapshot(`
      "Usage : escarmouche campaign-award [options] [files...]

      inscrit le résultat d'un scénario dans les fichiers de bande : les gains de
        campagne du livre

      Arguments :
        files                   fichiers de bande, avec --undo ou --standings

      Options :
        --scenario <id>         identifiant du scénario, inscrit une fois par bande
        --winner <files...>     fichiers de bande des vainqueurs
        --loser <files...>      fichiers de bande des vaincus
        --played <n>            scénarios déjà joués (par défaut : les scénarios
                                  distincts des registres nommés)
        --date <yyyy-mm-dd>     date de la partie (par défaut : aujourd'hui)
        --undo <id>             retire ce scénario de chaque bande nommée
        --standings <files...>  classe les bandes par leur score de campagne
        --dry-run               affiche les changements qu'elle ferait, n'écrit rien
        --seed <seed>           graine des dés d'une action (par défaut : au hasard,
                                  affichée)
        --ruleset <id>          le ruleset dont lire les options (par défaut : celui
                                  des fichiers nommés)
        --json                  affiche du JSON
        -h, --help              affiche l'aide de la commande

      Exemples :
        $ escarmouche campaign-award --scenario le-pont --winner \\
            bands/ff-les-marquisards.yaml --loser \\
            bands/ff-federation-de-la-poterie.yaml
        $ escarmouche campaign-award --scenario le-gue --winner \\
            bands/ff-les-marquisards.yaml --loser \\
            bands/ff-federation-de-la-poterie.yaml --dry-run
        $ escarmouche campaign-award --undo le-pont bands/ff-les-marquisards.yaml \\
            bands/ff-federation-de-la-poterie.yaml
        $ escarmouche campaign-award --standings bands/ff-*.yaml


      Options de chaque ruleset :
        escarmouche campaign-award --ruleset flammes-et-fantassins --help
        escarmouche campaign-award --ruleset fees-d-armes --help
        escarmouche campaign-award --ruleset frostgrave --help
        escarmouche campaign-award --ruleset mef-fan --help
        escarmouche campaign-award --ruleset argad --help

      "
    `);
  });

  it('simulate-attack', async () => {
    expect(await help(['simulate-attack'], 'fr')).toMatchInlineSnapshot(`
      "Usage : escarmouche simulate-attack [options] [sides...]

      chances exactes d'une attaque : toucher, PV perdus, tuer, attaques pour tuer

      Arguments :
        sides              l'attaquant puis la cible, chacun FICHIER#Nom (FICHIER seul
                             pour une bande d'un membre ; deux fichiers de bande : la
                             table de confrontation) ; omettez un côté saisi avec ses
                             options

      Options :
        --ruleset <id>     ruleset de l'attaque, requis quand un côté est saisi
                             (flammes-et-fantassins, fees-d-armes, frostgrave,
                             mef-fan, argad)
        --dice <faces>     résout un jet fait à la table, par ex. 3,5
        --trials <n>       ajoute une estimation Monte-Carlo de n attaques tirées au
                             sort à côté des chiffres exacts
        --seed <seed>      graine des tirages de --trials (par défaut : au hasard,
                             affichée)
        --both             confrontation de deux bandes : aussi la seconde bande
                             attaquant la première
        --metric <metric>  confrontation : ce que montre la table, kill (par défaut),
                             damage ou hit
        --compare <flags>  et si : l’attaque ou la confrontation sans puis avec chaque
                             drapeau, par ex. charge,dodge
        --json             affiche du JSON
        -h, --help         affiche l'aide de la commande

      Options de chaque ruleset :
        escarmouche simulate-attack --ruleset flammes-et-fantassins --help
        escarmouche simulate-attack --ruleset fees-d-armes --help
        escarmouche simulate-attack --ruleset frostgrave --help
        escarmouche simulate-attack --ruleset mef-fan --help
        escarmouche simulate-attack --ruleset argad --help


      Exemples :
        $ escarmouche simulate-attack \\
            "bands/ff-federation-de-la-poterie.yaml#Dame Isabeau" \\
            "bands/ff-les-marquisards.yaml#Mains-Noires"
        $ escarmouche simulate-attack "bands/ff-les-marquisards.yaml#Gros Louis" \\
            bands/ff-les-marquisards.yaml#mains-noires --charge --dodge
        $ escarmouche simulate-attack --ruleset ff --hit 2 --damage 1 --ca 7 --pv 9 \\
            --concentration 1 --json
        $ escarmouche simulate-attack bands/ff-les-marquisards.yaml \\
            bands/ff-les-archers-du-grand-saule.yaml --both
        $ escarmouche simulate-attack "bands/ff-les-marquisards.yaml#Gros Louis" \\
            "bands/ff-les-archers-du-grand-saule.yaml#Ysolde" --compare charge,dodge

      "
    `);
  });

  it('build', async () => {
    expect(await help(['build'], 'fr')).toMatchInlineSnapshot(`
      "Usage : escarmouche build [options] <file>

      crée ou modifie une bande : questions dans un terminal, ou options pour les
        scripts ; n'écrit qu'une bande valide

      Arguments :
        file                       fichier de bande (créé avec --new, ou par les
                                     questions s'il n'existe pas)

      Options :
        --new                      crée le fichier (avec --ruleset, --name et les
                                     options de bande du ruleset)
        --ruleset <id>             ruleset de la nouvelle bande
        --name <name>              nom de la nouvelle bande
        --add-character <name>     ajoute un personnage décrit par les options
                                     ci-dessous
        --edit-character <name>    remplace ce que donnent les options ci-dessous pour
                                     ce personnage
        --remove-character <name>  retire ce personnage
        --dry-run                  affiche le YAML obtenu, n'écrit rien
        --json                     affiche le profil obtenu en JSON
        -h, --help                 affiche l'aide de la commande

      Options de chaque ruleset :
        escarmouche build --ruleset flammes-et-fantassins --help
        escarmouche build --ruleset fees-d-armes --help
        escarmouche build --ruleset frostgrave --help
        escarmouche build --ruleset mef-fan --help
        escarmouche build --ruleset argad --help


      Exemples :
        $ escarmouche build bands/mine.yaml \\
            # questions dans un terminal (code 2 sans terminal)
        $ escarmouche build bands/mine.yaml --new --ruleset flammes-et-fantassins \\
            --name "Les Marquisards" --pc 7
        $ escarmouche build bands/mine.yaml --add-character "Mains-Noires" --style \\
            puissant --class soldat --class ranger --equip arme-a-deux-mains --equip \\
            cuir
        $ escarmouche build bands/mine.yaml --remove-character "Mains-Noires" \\
            --dry-run

      Codes de sortie : 0 écrit (ou essai à blanc), 1 refusé par les règles (rien
        écrit), 2 erreur d’utilisation, fichier changé sur le disque ou pas de
        terminal, 130 interrompu.

      "
    `);
  });

});

describe('--help with the ruleset known', () => {
  it('campaign-award --ruleset argad: its own options, and how to see another ruleset\'s', async () => {
    expect(await help(['campaign-award', '--ruleset', 'argad'], 'en')).toMatchInlineSnapshot(`
      "Usage: escarmouche campaign-award [options] [files...]

      record a scenario's result in the band files: the campaign awards of the
        rulebook

      Arguments:
        files                   band files, with --undo or --standings

      Options:
        --scenario <id>         scenario id, recorded once per band
        --winner <files...>     band files of the winners
        --loser <files...>      band files of the losers
        --played <n>            scenarios already played (default: distinct scenarios
                                  in the ledgers named)
        --date <yyyy-mm-dd>     date of the game (default: today)
        --undo <id>             remove that scenario from every band named
        --standings <files...>  rank the bands by their campaign score
        --dry-run               print the diff it would make, write nothing
        --seed <seed>           seed of the dice an action rolls (default: random,
                                  printed)
        --ruleset <id>          the ruleset whose options to read (default: from the
                                  band files named)
        --json                  print JSON
        --heal <FILE#Name>      Argad: care for a wounded character after the game (a
                                  die against the santé), recorded in the troop file
        --healer                a soigneur in contact (+1 to the santé)
        --battlefield           care on the battlefield (−1 to the santé)
        --wounded               two points de vie and one wound: a failure leaves one
                                  point de vie
        --dice <n>              the die rolled at the table (default: rolled, --seed
                                  to replay)
        -h, --help              display help for command

      Examples:
        $ escarmouche campaign-award --scenario le-pont --winner \\
            bands/ff-les-marquisards.yaml --loser \\
            bands/ff-federation-de-la-poterie.yaml
        $ escarmouche campaign-award --scenario le-gue --winner \\
            bands/ff-les-marquisards.yaml --loser \\
            bands/ff-federation-de-la-poterie.yaml --dry-run
        $ escarmouche campaign-award --undo le-pont bands/ff-les-marquisards.yaml \\
            bands/ff-federation-de-la-poterie.yaml
        $ escarmouche campaign-award --standings bands/ff-*.yaml


      Options of Argad! above; another ruleset's: escarmouche campaign-award --ruleset
        <id> --help

      "
    `);
  });

  it('the same in French: the ruleset\'s French words', async () => {
    expect(await help(['campaign-award', '--ruleset', 'argad'], 'fr')).toMatchInlineSnapshot(`
      "Usage : escarmouche campaign-award [options] [files...]

      inscrit le résultat d'un scénario dans les fichiers de bande : les gains de
        campagne du livre

      Arguments :
        files                   fichiers de bande, avec --undo ou --standings

      Options :
        --scenario <id>         identifiant du scénario, inscrit une fois par bande
        --winner <files...>     fichiers de bande des vainqueurs
        --loser <files...>      fichiers de bande des vaincus
        --played <n>            scénarios déjà joués (par défaut : les scénarios
                                  distincts des registres nommés)
        --date <yyyy-mm-dd>     date de la partie (par défaut : aujourd'hui)
        --undo <id>             retire ce scénario de chaque bande nommée
        --standings <files...>  classe les bandes par leur score de campagne
        --dry-run               affiche les changements qu'elle ferait, n'écrit rien
        --seed <seed>           graine des dés d'une action (par défaut : au hasard,
                                  affichée)
        --ruleset <id>          le ruleset dont lire les options (par défaut : celui
                                  des fichiers nommés)
        --json                  affiche du JSON
        --heal <FILE#Name>      Argad : soigner un personnage blessé après la partie
                                  (un dé contre la santé), inscrit dans le fichier de
                                  la troupe
        --healer                un soigneur au contact (+1 à la santé)
        --battlefield           soins sur le champ de bataille (−1 à la santé)
        --wounded               deux points de vie et une blessure : un échec laisse
                                  un point de vie
        --dice <n>              le dé lancé à la table (par défaut : lancé, --seed
                                  pour rejouer)
        -h, --help              affiche l'aide de la commande

      Exemples :
        $ escarmouche campaign-award --scenario le-pont --winner \\
            bands/ff-les-marquisards.yaml --loser \\
            bands/ff-federation-de-la-poterie.yaml
        $ escarmouche campaign-award --scenario le-gue --winner \\
            bands/ff-les-marquisards.yaml --loser \\
            bands/ff-federation-de-la-poterie.yaml --dry-run
        $ escarmouche campaign-award --undo le-pont bands/ff-les-marquisards.yaml \\
            bands/ff-federation-de-la-poterie.yaml
        $ escarmouche campaign-award --standings bands/ff-*.yaml


      Options propres à Argad! ci-dessus ; celles d'un autre ruleset : escarmouche
        campaign-award --ruleset <id> --help

      "
    `);
  });

  it('campaign-award naming bands of two rulesets: the options of both', async () => {
    expect(await help(['campaign-award', '--standings', FF, ARGAD], 'en')).toMatchInlineSnapshot(`
      "Usage: escarmouche campaign-award [options] [files...]

      record a scenario's result in the band files: the campaign awards of the
        rulebook

      Arguments:
        files                             band files, with --undo or --standings

      Options:
        --scenario <id>                   scenario id, recorded once per band
        --winner <files...>               band files of the winners
        --loser <files...>                band files of the losers
        --played <n>                      scenarios already played (default: distinct
                                            scenarios in the ledgers named)
        --date <yyyy-mm-dd>               date of the game (default: today)
        --undo <id>                       remove that scenario from every band named
        --standings <files...>            rank the bands by their campaign score
        --dry-run                         print the diff it would make, write nothing
        --seed <seed>                     seed of the dice an action rolls (default:
                                            random, printed)
        --ruleset <id>                    the ruleset whose options to read (default:
                                            from the band files named)
        --json                            print JSON
        --creation-de-potion <FILE#Name>  F&F: the Alchimiste's Création de potion
                                            after a game (--scenario): two potions or
                                            bombes, free of pièces de fer
        --heal <FILE#Name>                Argad: care for a wounded character after
                                            the game (a die against the santé),
                                            recorded in the troop file
        --healer                          a soigneur in contact (+1 to the santé)
        --battlefield                     care on the battlefield (−1 to the santé)
        --wounded                         two points de vie and one wound: a failure
                                            leaves one point de vie
        --dice <n>                        the die rolled at the table (default:
                                            rolled, --seed to replay)
        -h, --help                        display help for command

      Examples:
        $ escarmouche campaign-award --scenario le-pont --winner \\
            bands/ff-les-marquisards.yaml --loser \\
            bands/ff-federation-de-la-poterie.yaml
        $ escarmouche campaign-award --scenario le-gue --winner \\
            bands/ff-les-marquisards.yaml --loser \\
            bands/ff-federation-de-la-poterie.yaml --dry-run
        $ escarmouche campaign-award --undo le-pont bands/ff-les-marquisards.yaml \\
            bands/ff-federation-de-la-poterie.yaml
        $ escarmouche campaign-award --standings bands/ff-*.yaml


      Options of Flammes & Fantassins, Argad! above; another ruleset's: escarmouche
        campaign-award --ruleset <id> --help

      "
    `);
  });

  it('roll --ruleset mef-fan: its named rolls only, each with its options', async () => {
    expect(await help(['roll', '--ruleset', 'mef-fan'], 'en')).toMatchInlineSnapshot(`
      "Usage: escarmouche roll [options] <expression...>

      roll dice with a replayable seed, or print their exact odds; or a named rulebook
        roll

      Arguments:
        expression                  dice (2d6+1, 4d6kh3, 6d6>=4, d6!, d20+4 vs d20+2,
                                      6x4d6kh3) or a named roll

      Options:
        --seed <seed>               replay a roll: the same seed gives the same dice
                                      on any machine
        --exact                     print the exact probability distribution instead
                                      of rolling
        --json                      print JSON
        --ruleset <id>              the ruleset of a named roll, when several declare
                                      that name
        --men <n>                   Men of the unit (its base value)
        --chef                      a living chef of the army within 20 cm (+1)
        --general                   a living général of the army within 20 cm (+2; not
                                      added to a chef)
        --several                   the unit still has more than one figure (+1)
        --smaller                   the smaller part of a split unit (−1)
        --porte-banniere            a porte-bannière of the army within 20 cm: re-roll
                                      a failure
        --musicien                  an enemy musicien within 20 cm: re-roll a success
        --concentrated              Action concentrée (+1)
        --target-men <n>            Men of the target unit, for a spell that asks it a
                                      Men test (without --spell: one it resists,
                                      Terreur …)
        --spell <name>              the spell cast: resisted by the target (Terreur
                                      …), needing its success (Motivation), or working
                                      once cast (Vitesse du vent …)
        --leader <leader>           your best leader: none (default), chef (+1) or
                                      general (+2) (choices: "none", "chef",
                                      "general")
        --opponent-leader <leader>  the opponent's best leader: none (default), chef
                                      or general (choices: "none", "chef", "general")
        --patient-concentrated      the wounded patient took Action concentrée to heal
                                      (+1)
        -h, --help                  display help for command

      Options of Mini Figs Mef-Fan above; another ruleset's: escarmouche roll
        --ruleset <id> --help


      Examples:
        $ escarmouche roll 2d6+1
        $ escarmouche roll 4d6kh3 --seed 42 --json
        $ escarmouche roll '40d6>=4' --exact
        $ escarmouche roll 'd20+5 vs d20+3' --exact
        $ escarmouche roll test --stat 2 --exact

      Named rolls:
        morale        Mef-Fan test de moral: d6 ≤ Men + chef/général, +1 for several
                      figures; porte-bannière and musicien re-rolls [mef-fan] (--men
                      <n> --chef --general --several --smaller --porte-banniere
                      --musicien)
        cast          Mef-Fan spell casting: a Men test, +1 with Action concentrée
                      [mef-fan] (--men <n> --concentrated --target-men <n> --spell
                      <name>)
        initiative    Mef-Fan initiative: a d6 each, +1 with a chef, +2 with a général
                      (not added), ties re-rolled [mef-fan] (--leader <leader>
                      --opponent-leader <leader>)
        heal          Mef-Fan healing by a guérisseur: a Men test, +1 with Action
                      concentrée, +1 more when the patient heals with Action
                      concentrée [mef-fan] (--men <n> --concentrated
                      --patient-concentrated)

      "
    `);
  });

  it('roll with a named roll that tells the ruleset, in French', async () => {
    expect(await help(['roll', 'test', '--stat', '2'], 'fr')).toMatchInlineSnapshot(`
      "Usage : escarmouche roll [options] <expression...>

      lance des dés avec une graine rejouable, ou affiche leurs chances exactes ; ou
        un jet nommé du livre

      Arguments :
        expression      des dés (2d6+1, 4d6kh3, 6d6>=4, d6!, d20+4 vs d20+2, 6x4d6kh3)
                          ou un jet nommé

      Options :
        --seed <seed>   rejoue un jet : la même graine donne les mêmes dés sur toute
                          machine
        --exact         affiche la distribution exacte des probabilités au lieu de
                          lancer
        --json          affiche du JSON
        --ruleset <id>  le ruleset d'un jet nommé, quand plusieurs déclarent ce nom
        --stat <n>      bonus de la caractéristique testée, modificateurs compris
                          (test, opposed)
        --vs <n>        bonus de la cible dans un test opposé (opposed)
        -h, --help      affiche l'aide de la commande

      Options propres à Flammes & Fantassins ci-dessus ; celles d'un autre ruleset :
        escarmouche roll --ruleset <id> --help


      Exemples :
        $ escarmouche roll 2d6+1
        $ escarmouche roll 4d6kh3 --seed 42 --json
        $ escarmouche roll '40d6>=4' --exact
        $ escarmouche roll 'd20+5 vs d20+3' --exact
        $ escarmouche roll test --stat 2 --exact

      Jets nommés :
        test          F&F, test : 2D6 + la caractéristique, réussite sur 8 ou plus
                      [flammes-et-fantassins] (--stat <n>)
        opposed       F&F, test opposé : 2D6 + la caractéristique contre 2D6 + celle
                      de la cible ; l'égalité va à celui qui agit
                      [flammes-et-fantassins] (--stat <n> --vs <n>)

      "
    `);
  });

  it('build --ruleset=frostgrave', async () => {
    expect(await help(['build', '--ruleset=frostgrave'], 'en')).toMatchInlineSnapshot(`
      "Usage: escarmouche build [options] <file>

      make or change a band: questions in a terminal, or flags for scripts; writes
        only a valid band

      Arguments:
        file                       band file (created with --new, or by the questions
                                     when it does not exist)

      Options:
        --new                      create the file (with --ruleset, --name and the
                                     ruleset's band options)
        --ruleset <id>             ruleset of the new band
        --name <name>              name of the new band
        --add-character <name>     add a character described by the options below
        --edit-character <name>    replace what the options below give for this
                                     character
        --remove-character <name>  remove this character
        --dry-run                  print the resulting YAML, write nothing
        --json                     print the resulting profile as JSON
        --type <type>              Frostgrave: mage, apprenti or soldat
        --move <n>                 Frostgrave: Mouvement (default 6)
        --fight <n>                Frostgrave: Combat (default 0)
        --shoot <n>                Frostgrave: Tir (default 0)
        --armour <n>               Frostgrave: Armure (default 10)
        --will <n>                 Frostgrave: Volonté (default 0)
        --health <n>               Frostgrave: Santé (default 10)
        --weapon <id>              Frostgrave: baton, arme-de-base (default),
                                     arme-lourde, arc or arbalete
        --fight-mod <n>            Frostgrave: further Combat modifier
        --shoot-mod <n>            Frostgrave: further Tir modifier
        --damage-mod <n>           Frostgrave: further damage modifier
        --undead                   Frostgrave: the figure is a mort-vivant, démon or
                                     golem, never wounded (undead: true)
        -h, --help                 display help for command

      Options of Frostgrave above; another ruleset's: escarmouche build --ruleset <id>
        --help


      Examples:
        $ escarmouche build bands/mine.yaml \\
            # questions in a terminal (exits 2 without one)
        $ escarmouche build bands/mine.yaml --new --ruleset flammes-et-fantassins \\
            --name "Les Marquisards" --pc 7
        $ escarmouche build bands/mine.yaml --add-character "Mains-Noires" --style \\
            puissant --class soldat --class ranger --equip arme-a-deux-mains --equip \\
            cuir
        $ escarmouche build bands/mine.yaml --remove-character "Mains-Noires" \\
            --dry-run

      Exit codes: 0 written (or dry run), 1 refused by the rules (nothing written), 2
        usage error, file changed on disk or no terminal, 130 interrupted.

      "
    `);
  });

  it('simulate-attack with a side from a band file: that band\'s ruleset', async () => {
    const text = await help(['simulate-attack', `${ARGAD}#Yann`], 'en');
    expect(text).toMatch(/^ {2}--duel /m);
    expect(text).not.toMatch(/^ {2}--dodge/m);
    expect(text.split('\n').filter((l) => l.startsWith('Options of'))).toEqual(["Options of Argad! above; another ruleset's: escarmouche simulate-attack"]);
  });

  it('a band file named before the command is not read: the rulesets are not known', async () => {
    const program = buildProgram([ARGAD, 'simulate-attack', '--help']);
    const attack = program.commands.find((c) => c.name() === 'simulate-attack')!;
    expect(attack.options.map((o) => o.long)).toEqual(['--ruleset', '--dice', '--trials', '--seed', '--both', '--metric', '--compare', '--json']);
  });
});

describe('the ways to ask for help', () => {
  it('-h is --help', async () => {
    const { code, stdout } = await runMain(['show', '-h'], { env: { COLUMNS: '80' } });
    expect(code).toBe(0);
    expect(stdout).toBe(await help(['show'], 'en'));
  });

  it('help <command> is <command> --help', async () => {
    const { code, stdout } = await runMain(['help', 'schema'], { env: { COLUMNS: '80' } });
    expect(code).toBe(0);
    expect(stdout).toBe(await help(['schema'], 'en'));
  });

  it.each(['build', 'roll', 'simulate-attack', 'campaign-award'])('help %s is %s --help: the common options and how to see each ruleset\'s', async (command) => {
    const { code, stdout } = await runMain(['--lang', 'fr', 'help', command], { env: { COLUMNS: '80' } });
    expect(code).toBe(0);
    expect(stdout).toBe(await help([command], 'fr'));
  });

  it('no command: the help on standard error, exit 0', async () => {
    const { code, stdout, stderr } = await runMain([], { env: { COLUMNS: '80' } });
    expect({ code, stdout }).toEqual({ code: 0, stdout: '' });
    expect(stderr).toBe(await help([], 'en'));
  });

  it('--lang fr or --lang=fr choose French whatever LANG says; --lang en English', async () => {
    const french = await help(['show'], 'fr');
    for (const args of [['--lang', 'fr', 'show', '--help'], ['show', '--lang=fr', '--help']]) {
      expect((await runMain(args, { env: { COLUMNS: '80', LANG: 'C' } })).stdout).toBe(french);
    }
    const english = await help(['show'], 'en');
    expect((await runMain(['show', '--lang', 'en', '--help'], { env: { COLUMNS: '80', LANG: 'fr_FR.UTF-8' } })).stdout).toBe(english);
    // `--lang` last, with no value: the language of the environment.
    expect(await runMain(['show', '--help', '--lang'], { env: { COLUMNS: '80', LANG: 'fr_FR.UTF-8' } })).toEqual({
      code: 2,
      stdout: '',
      stderr: "erreur\u00a0: l'option « --lang <lang> » attend une valeur\nvoir escarmouche --help\n",
    });
  });

  it('the width of the terminal: COLUMNS', async () => {
    const { stdout } = await runMain(['completion', '--help'], { env: { COLUMNS: '40' } });
    expect(stdout).toMatchInlineSnapshot(`
      "Usage: escarmouche completion [options] <shell>

      print a shell completion script

      Arguments:
        shell       bash, zsh or fish

      Options:
        --json      accepted for symmetry; the
                      script is text
        -h, --help  display help for command

      Examples:
        $ eval \\
            "$(escarmouche completion bash)"
        $ mkdir -p ~/.zfunc && escarmouche \\
            completion zsh > \\
            ~/.zfunc/_escarmouche
        $ mkdir -p \\
            ~/.config/fish/completions && \\
            escarmouche completion fish > \\
            ~/.config/fish/completions/escarmouche.fish

      "
    `);
  });

  it('terms are padded by their columns: wide characters count twice', () => {
    const program = buildProgram(['essai', '--help']);
    expect(program.command('essai').argument('<剣士剣士剣士>', 'x').helpInformation()).toMatchInlineSnapshot(`
      "Usage: escarmouche essai [options] <剣士剣士剣士>

      Arguments:
        剣士剣士剣士  x

      Options:
        -h, --help    display help for command
      "
    `);
  });

  it("commander's `(default: …)` in French", () => {
    const program = buildProgram(['--lang', 'fr']);
    const extra = program.command('essai').option('--n <n>', 'un nombre', '3').addOption(new Command().createOption('--m <m>', 'un mot').choices(['a', 'b']).default('a'));
    expect(extra.helpInformation()).toMatchInlineSnapshot(`
      "Usage : escarmouche essai [options]

      Options :
        --n <n>     un nombre (par défaut : "3")
        --m <m>     un mot (choix : "a", "b", par défaut : "a")
        -h, --help  affiche l'aide de la commande
      "
    `);
  });
});
