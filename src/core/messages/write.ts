/** Words of the write path: locks, journals, destinations that cannot be written. */
import type { MessageCatalogue } from './catalogue.js';

export const WRITE_MESSAGES: MessageCatalogue = {
  en: {
    'write/read-only': 'cannot write {file}: it is read-only (no write permission); nothing was written',
    'write/not-a-file': 'cannot write {file}: it is not a regular file ({detail}); nothing was written',
    'write/locked': 'cannot write {file}: another escarmouche command holds its lock ({lock}) for {seconds} s; nothing was written. Try again.',
    'write/lock-failed': 'cannot lock {file} ({detail}): the folder must be writable; nothing was written',
    'write/failed': 'cannot write {file} ({detail}); nothing was written',
    'write/journal-completed': 'an interrupted write was completed: {files}',
    'write/journal-rolled-back': 'an interrupted write was rolled back: {files} kept as they were',
    'cli/not-a-file': 'cannot read {file}: it is not a regular file ({detail})',
    'cli/option-range': '{option} must be between {min} and {max}, got "{actual}"',
  },
  fr: {
    'write/read-only': "impossible d'écrire {file} : il est en lecture seule (pas de droit d'écriture) ; rien n'a été écrit",
    'write/not-a-file': "impossible d'écrire {file} : ce n'est pas un fichier ordinaire ({detail}) ; rien n'a été écrit",
    'write/locked': "impossible d'écrire {file} : une autre commande escarmouche tient son verrou ({lock}) depuis {seconds} s ; rien n'a été écrit. Réessayez.",
    'write/lock-failed': "impossible de verrouiller {file} ({detail}) : le dossier doit être accessible en écriture ; rien n'a été écrit",
    'write/failed': "impossible d'écrire {file} ({detail}) ; rien n'a été écrit",
    'write/journal-completed': 'une écriture interrompue a été achevée : {files}',
    'write/journal-rolled-back': 'une écriture interrompue a été annulée : {files} laissés tels quels',
    'cli/not-a-file': "impossible de lire {file} : ce n'est pas un fichier ordinaire ({detail})",
    'cli/option-range': '{option} doit être entre {min} et {max}, reçu « {actual} »',
  },
};
