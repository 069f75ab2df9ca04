/**
 * commander's own words in the user's language, and a short usage error: the error, one hint line (`Did you mean
 * --charge?`), then where to read more, never the whole help.
 */
import type { Lang } from '../core/messages/catalogue.js';
import { frenchSpaces } from './help-fr.js';

type Rule = readonly [RegExp, Readonly<Record<Lang, string>>];

/** commander 14's error messages (lib/command.js), matched on their text: commander gives no other handle. */
const ERRORS: readonly Rule[] = [
  [/^unknown option '(.+)'$/, { en: "unknown option '$1'", fr: "option inconnue « $1 »" }],
  [/^unknown command '(.+)'$/, { en: "unknown command '$1'", fr: 'commande inconnue « $1 »' }],
  [/^missing required argument '(.+)'$/, { en: "missing required argument '$1'", fr: 'argument obligatoire « $1 » manquant' }],
  [/^option '(.+)' argument missing$/, { en: "option '$1' needs a value", fr: "l'option « $1 » attend une valeur" }],
  [/^required option '(.+)' not specified$/, { en: "required option '$1' not given", fr: "l'option obligatoire « $1 » manque" }],
  [/^option '(.+)' argument '(.*)' is invalid\. Allowed choices are (.+)\.$/, { en: "option '$1': '$2' is not allowed; choose one of $3", fr: "option « $1 » : « $2 » n'est pas permis ; choisissez parmi $3" }],
  [/^too many arguments(?: for '(.+)')?\. Expected (\d+) arguments? but got (\d+)\.$/, { en: 'too many arguments: expected $2, got $3', fr: 'trop d’arguments : $2 attendu(s), $3 donné(s)' }],
  // Only the words between the two options change.
  [/ cannot be used with /, { en: ' cannot be used with ', fr: ' ne peut pas être employée avec ' }],
];

interface Words {
  readonly error: string;
  readonly mean: string;
  readonly meanOne: string;
  readonly see: string;
}

const WORDS: Readonly<Record<Lang, Words>> = {
  en: { error: 'error', mean: 'Did you mean {x}?', meanOne: 'Did you mean one of {x}?', see: 'see {command} --help' },
  fr: { error: 'erreur', mean: 'Vouliez-vous dire {x} ?', meanOne: "Vouliez-vous dire l'un de {x} ?", see: 'voir {command} --help' },
};

export interface UsageHints {
  /** What `--help` to point at (`escarmouche simulate-attack --ruleset argad`). */
  readonly command: string;
  /** For an option unknown here but declared by another ruleset: the message saying so. */
  readonly foreign?: (flag: string) => string | undefined;
}

/** commander's error text (`error: unknown option '--chrage'\n(Did you mean --charge?)`) to our short form. */
export function usageErrorText(raw: string, lang: Lang, hints: UsageHints): string {
  // Stryker disable next-line StringLiteral: split gives at least one piece, so the default is never used
  const [first = '', ...rest] = raw.trim().split('\n');
  const text = first.replace(/^error: /, '');
  const unknown = /^unknown option '([^'=]+)/.exec(text)?.[1];
  const foreign = unknown === undefined ? undefined : hints.foreign?.(unknown);
  const rule = ERRORS.find(([pattern]) => pattern.test(text));
  const message = foreign ?? (rule ? text.replace(rule[0], rule[1][lang]) : text);
  const command = hints.command;
  const words = WORDS[lang];
  const lines = [`${words.error}${lang === 'fr' ? '\u00a0:' : ':'} ${message}`];
  const similar = /^\(Did you mean (one of )?(.+)\?\)$/.exec(rest.join(' ').trim());
  if (similar && !foreign) lines.push(words[similar[1] ? 'meanOne' : 'mean'].replace('{x}', similar[2]!));
  lines.push(words.see.replace('{command}', command));
  const said = lines.join('\n');
  // French typography in the message and the hint too: `« xml » n'est pas permis ; …`, `Vouliez-vous dire --seed ?`.
  return `${lang === 'fr' ? frenchSpaces(said) : said}\n`;
}

const TITLES: Readonly<Record<string, string>> = {
  'Usage:': 'Usage :',
  'Arguments:': 'Arguments :',
  'Options:': 'Options :',
  'Global Options:': 'Options globales :',
  'Commands:': 'Commandes :',
};

/** A help title (`Options:`) in the user's language. */
export const helpTitle = (title: string, lang: Lang): string => (lang === 'fr' ? (TITLES[title] ?? title).replace(/ :$/, '\u00a0:') : title);

/** commander's usage line words in the user's language: `[command]` (`[options]` is French too). */
export const helpUsage = (usage: string, lang: Lang): string => (lang === 'fr' ? usage.replace('[command]', '[commande]') : usage);
