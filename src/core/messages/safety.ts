/** Words of the write path (locks, journals, destinations) and of hostile input (nesting, keys, documents). */
import type { MessageCatalogue } from './catalogue.js';

export const SAFETY_MESSAGES: MessageCatalogue = {
  en: {
    'band/cr-line-endings': { message: 'the lines end with a lone carriage return (CR), as on a classic Mac', rule: 'a band file has lines ending in LF or CR LF', fix: 'save the file with LF (Unix) or CR LF (Windows) line endings' },
    'band/too-many-values': { message: 'the file has more lines and commas than any band file', rule: 'a band file has at most {limit} lines and commas', fix: 'check that this is the band file you meant' },
    'yaml/too-deep': { message: 'the data is nested too deeply', rule: 'a band file nests lists and mappings at most {limit} levels deep', fix: 'flatten the lists and mappings from here' },
    'yaml/complex-key': { message: 'a key that is a list or a mapping', rule: 'keys are plain words or numbers', fix: 'write a plain key such as `name:`' },
    'yaml/several-documents': { message: 'the file holds several YAML documents (a line `---` or `...` splits it)', rule: 'a band file is one YAML document', fix: 'keep one band per file: remove the `---` line and what belongs to another band' },
    'write/read-only': 'cannot write {file}: it is read-only (no write permission); nothing was written',
    'write/not-a-file': 'cannot write {file}: it is not a regular file ({detail}); nothing was written',
    'write/locked': 'cannot write {file}: another escarmouche command holds its lock ({lock}) for {seconds} s; nothing was written. Try again.',
    'write/lock-failed': 'cannot lock {file} ({detail}): the folder must be writable; nothing was written',
    'write/journal-completed': 'an interrupted write was completed: {files}',
    'write/journal-rolled-back': 'an interrupted write was rolled back: {files} kept as they were',
    'cli/not-a-file': 'cannot read {file}: it is not a regular file ({detail})',
    'cli/symlink-skipped': 'skipped {file}: a symbolic link, not followed in a folder (name it to check it)',
    'cli/option-range': '{option} must be between {min} and {max}, got "{actual}"',
  },
  fr: {
    'band/cr-line-endings': { message: 'les lignes finissent par un retour chariot (CR) seul, comme sur un ancien Mac', rule: 'un fichier de bande a des lignes finies par LF ou CR LF', fix: 'enregistrez le fichier avec des fins de ligne LF (Unix) ou CR LF (Windows)' },
    'band/too-many-values': { message: 'le fichier a plus de lignes et de virgules que tout fichier de bande', rule: 'un fichier de bande a au plus {limit} lignes et virgules', fix: "vérifiez qu'il s'agit bien du fichier de bande voulu" },
    'yaml/too-deep': { message: 'les données sont imbriquées trop profondément', rule: "un fichier de bande imbrique listes et dictionnaires sur {limit} niveaux au plus", fix: 'aplatissez les listes et dictionnaires à partir d\'ici' },
    'yaml/complex-key': { message: 'une clé qui est une liste ou un dictionnaire', rule: 'les clés sont des mots ou des nombres simples', fix: 'écrivez une clé simple comme `name:`' },
    'yaml/several-documents': { message: 'le fichier contient plusieurs documents YAML (une ligne `---` ou `...` le coupe)', rule: 'un fichier de bande est un seul document YAML', fix: "gardez une bande par fichier : retirez la ligne `---` et ce qui appartient à une autre bande" },
    'write/read-only': "impossible d'écrire {file} : il est en lecture seule (pas de droit d'écriture) ; rien n'a été écrit",
    'write/not-a-file': "impossible d'écrire {file} : ce n'est pas un fichier ordinaire ({detail}) ; rien n'a été écrit",
    'write/locked': "impossible d'écrire {file} : une autre commande escarmouche tient son verrou ({lock}) depuis {seconds} s ; rien n'a été écrit. Réessayez.",
    'write/lock-failed': "impossible de verrouiller {file} ({detail}) : le dossier doit être accessible en écriture ; rien n'a été écrit",
    'write/journal-completed': 'une écriture interrompue a été achevée : {files}',
    'write/journal-rolled-back': 'une écriture interrompue a été annulée : {files} laissés tels quels',
    'cli/not-a-file': "impossible de lire {file} : ce n'est pas un fichier ordinaire ({detail})",
    'cli/symlink-skipped': "{file} ignoré : un lien symbolique, non suivi dans un dossier (nommez-le pour le vérifier)",
    'cli/option-range': '{option} doit être entre {min} et {max}, reçu « {actual} »',
  },
};
