/** src/cli/usage.ts: commander's error texts to the short form, in English and French; help titles and usage words. */
import { describe, expect, it } from 'vitest';
import { helpTitle, helpUsage, usageErrorText } from '../../../src/cli/usage.js';

const hints = { command: 'escarmouche roll' };
const en = (raw: string) => usageErrorText(raw, 'en', hints);
const fr = (raw: string) => usageErrorText(raw, 'fr', hints);

describe('usageErrorText: each of commander 14\'s errors', () => {
  it.each([
    ["error: unknown option '--sed'", "error: unknown option '--sed'", 'erreur\u00a0: option inconnue « --sed »'],
    ["error: unknown command 'nope'", "error: unknown command 'nope'", 'erreur\u00a0: commande inconnue « nope »'],
    ["error: missing required argument 'file'", "error: missing required argument 'file'", 'erreur\u00a0: argument obligatoire « file » manquant'],
    ["error: option '--seed <seed>' argument missing", "error: option '--seed <seed>' needs a value", "erreur\u00a0: l'option « --seed <seed> » attend une valeur"],
    ["error: required option '--men <n>' not specified", "error: required option '--men <n>' not given", "erreur\u00a0: l'option obligatoire « --men <n> » manque"],
    [
      "error: option '--format <format>' argument 'xml' is invalid. Allowed choices are text, json, github.",
      "error: option '--format <format>': 'xml' is not allowed; choose one of text, json, github",
      "erreur\u00a0: option « --format <format> »\u00a0: « xml » n'est pas permis\u00a0; choisissez parmi text, json, github",
    ],
    [
      "error: option '--format <format>' argument '' is invalid. Allowed choices are text, json.",
      "error: option '--format <format>': '' is not allowed; choose one of text, json",
      "erreur\u00a0: option « --format <format> »\u00a0: «  » n'est pas permis\u00a0; choisissez parmi text, json",
    ],
    ["error: too many arguments for 'show'. Expected 1 argument but got 2.", 'error: too many arguments: expected 1, got 2', 'erreur\u00a0: trop d’arguments\u00a0: 1 attendu(s), 2 donné(s)'],
    ['error: too many arguments. Expected 0 arguments but got 3.', 'error: too many arguments: expected 0, got 3', 'erreur\u00a0: trop d’arguments\u00a0: 0 attendu(s), 3 donné(s)'],
    [
      "error: option '--both' cannot be used with option '--dice <faces>'",
      "error: option '--both' cannot be used with option '--dice <faces>'",
      "erreur\u00a0: option '--both' ne peut pas être employée avec option '--dice <faces>'",
    ],
  ])('%s', (raw, english, french) => {
    expect(en(raw)).toBe(`${english}\nsee escarmouche roll --help\n`);
    expect(fr(raw)).toBe(`${french}\nvoir escarmouche roll --help\n`);
  });

  it('a text no rule knows is kept as it is, after the word error', () => {
    expect(en('error: something new happened')).toBe('error: something new happened\nsee escarmouche roll --help\n');
    expect(fr('error: something new happened')).toBe('erreur\u00a0: something new happened\nvoir escarmouche roll --help\n');
    expect(en('no prefix at all')).toBe('error: no prefix at all\nsee escarmouche roll --help\n');
    expect(en('not an error: at the start')).toBe('error: not an error: at the start\nsee escarmouche roll --help\n');
  });

  it('the blank lines around commander\'s text are dropped', () => {
    expect(en("\n  error: unknown command 'x'\n\n")).toBe("error: unknown command 'x'\nsee escarmouche roll --help\n");
  });

  it('a rule matches the whole text only', () => {
    expect(en("error: unknown option '--x' and more")).toBe("error: unknown option '--x' and more\nsee escarmouche roll --help\n");
    expect(en("error: the unknown command 'x'")).toBe("error: the unknown command 'x'\nsee escarmouche roll --help\n");
  });
});

describe('usageErrorText: a rule matches the whole line, in French too (the English words are commander\'s own)', () => {
  it.each([
    "unknown option '--x'",
    "unknown command 'x'",
    "missing required argument 'file'",
    "option '--seed <seed>' argument missing",
    "required option '--men <n>' not specified",
    "option '--format <format>' argument 'xml' is invalid. Allowed choices are text, json.",
    'too many arguments. Expected 0 arguments but got 3.',
  ])('%s, with words before or after it: kept as it is', (text) => {
    for (const raw of [`the ${text}`, `${text} and more`]) {
      expect(fr(`error: ${raw}`)).toBe(`erreur\u00a0: ${raw}\nvoir escarmouche roll --help\n`);
      expect(en(`error: ${raw}`)).toBe(`error: ${raw}\nsee escarmouche roll --help\n`);
    }
  });

  it('values of several characters and numbers of several digits', () => {
    expect(fr("error: too many arguments for 'validate'. Expected 10 arguments but got 12.")).toBe('erreur\u00a0: trop d’arguments\u00a0: 10 attendu(s), 12 donné(s)\nvoir escarmouche roll --help\n');
    expect(fr("error: option '--a' argument 'xy' is invalid. Allowed choices are ab, cd.")).toBe("erreur\u00a0: option « --a »\u00a0: « xy » n'est pas permis\u00a0; choisissez parmi ab, cd\nvoir escarmouche roll --help\n");
    expect(fr("error: required option '--men <n>' not specified")).toBe("erreur\u00a0: l'option obligatoire « --men <n> » manque\nvoir escarmouche roll --help\n");
  });
});

describe('usageErrorText: the hint', () => {
  it('one option meant', () => {
    expect(en("error: unknown option '--sed'\n(Did you mean --seed?)")).toBe("error: unknown option '--sed'\nDid you mean --seed?\nsee escarmouche roll --help\n");
    expect(fr("error: unknown option '--sed'\n(Did you mean --seed?)")).toBe('erreur\u00a0: option inconnue « --sed »\nVouliez-vous dire --seed\u00a0?\nvoir escarmouche roll --help\n');
  });

  it('one of several', () => {
    expect(en("error: unknown option '--ch'\n(Did you mean one of --chef, --charge?)")).toBe(
      "error: unknown option '--ch'\nDid you mean one of --chef, --charge?\nsee escarmouche roll --help\n",
    );
    expect(fr("error: unknown option '--ch'\n(Did you mean one of --chef, --charge?)")).toBe(
      "erreur\u00a0: option inconnue « --ch »\nVouliez-vous dire l'un de --chef, --charge\u00a0?\nvoir escarmouche roll --help\n",
    );
  });

  it('a hint spread over lines is read whole; anything else after the error is dropped', () => {
    expect(en("error: unknown option '--sed'\n(Did you mean\n--seed?)")).toBe("error: unknown option '--sed'\nDid you mean --seed?\nsee escarmouche roll --help\n");
    expect(en("error: unknown option '--sed'\n\n(Did you mean --seed?)")).toBe("error: unknown option '--sed'\nDid you mean --seed?\nsee escarmouche roll --help\n");
    expect(en("error: unknown option '--sed'\nsome other words")).toBe("error: unknown option '--sed'\nsee escarmouche roll --help\n");
    expect(en("error: unknown option '--sed'\nx (Did you mean --seed?)")).toBe("error: unknown option '--sed'\nsee escarmouche roll --help\n");
    expect(en("error: unknown option '--sed'\n(Did you mean --seed?) x")).toBe("error: unknown option '--sed'\nsee escarmouche roll --help\n");
  });
});

describe('usageErrorText: an option of another ruleset', () => {
  const asked: string[] = [];
  const foreign = {
    command: 'escarmouche simulate-attack --ruleset frostgrave',
    foreign: (flag: string) => {
      asked.push(flag);
      return flag === '--dodge' ? '--dodge is not an option of frostgrave' : undefined;
    },
  };

  it('replaces the message and drops the hint', () => {
    asked.length = 0;
    expect(usageErrorText("error: unknown option '--dodge'\n(Did you mean --dice?)", 'en', foreign)).toBe(
      'error: --dodge is not an option of frostgrave\nsee escarmouche simulate-attack --ruleset frostgrave --help\n',
    );
    expect(asked).toEqual(['--dodge']);
  });

  it('is asked with the flag alone, without =value', () => {
    asked.length = 0;
    expect(usageErrorText("error: unknown option '--dodge=1'", 'en', foreign)).toBe('error: --dodge is not an option of frostgrave\nsee escarmouche simulate-attack --ruleset frostgrave --help\n');
    expect(asked).toEqual(['--dodge']);
  });

  it('an option of no ruleset: the usual message and hint', () => {
    expect(usageErrorText("error: unknown option '--zzz'\n(Did you mean --dice?)", 'en', foreign)).toBe(
      "error: unknown option '--zzz'\nDid you mean --dice?\nsee escarmouche simulate-attack --ruleset frostgrave --help\n",
    );
  });

  it('is not asked about anything but an unknown option', () => {
    asked.length = 0;
    usageErrorText("error: unknown command '--dodge'", 'en', foreign);
    usageErrorText("error: option '--dodge' argument missing", 'en', foreign);
    usageErrorText("error: not the unknown option '--dodge'", 'en', foreign);
    expect(asked).toEqual([]);
  });
});

describe('helpTitle and helpUsage', () => {
  it('English titles as they are', () => {
    for (const title of ['Usage:', 'Arguments:', 'Options:', 'Global Options:', 'Commands:', 'Other :']) expect(helpTitle(title, 'en')).toBe(title);
  });

  it('French titles, a no-break space before the colon', () => {
    expect(['Usage:', 'Arguments:', 'Options:', 'Global Options:', 'Commands:'].map((t) => helpTitle(t, 'fr'))).toEqual([
      'Usage\u00a0:',
      'Arguments\u00a0:',
      'Options\u00a0:',
      'Options globales\u00a0:',
      'Commandes\u00a0:',
    ]);
    expect(helpTitle('Autre :', 'fr')).toBe('Autre\u00a0:');
    expect(helpTitle('Other:', 'fr')).toBe('Other:');
    expect(helpTitle('a : b', 'fr')).toBe('a : b');
  });

  it('the usage line\'s [command] in French', () => {
    expect(helpUsage('[options] [command]', 'fr')).toBe('[options] [commande]');
    expect(helpUsage('[options] [command]', 'en')).toBe('[options] [command]');
    expect(helpUsage('help [command]', 'fr')).toBe('help [commande]');
  });
});
