/**
 * `init` in French writes the starter band commented in French (issue 40): its comments come from bands-fr/, the
 * French copies of the example bands, which hold the same data as bands/ (only the comments differ).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { tempTree } from '../../helpers/cli.js';
import { runMain } from '../../helpers/in-process.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const RULESETS = ['flammes-et-fantassins', 'fees-d-armes', 'frostgrave', 'mef-fan', 'argad'];
/** English words a French comment never holds (the rulebook's own words, French, are not in the list). */
const ENGLISH = /\b(the|of|and|with|without|each|every|one|two|his|her|its|is|are|in|to|from|only|cost|costs|free|rulebook|spells?|figures?|damage|points? of|by default|players?)\b/i;

/** The comments of a YAML text: whole comment lines and the comment at the end of a line of data. */
function comments(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !line.startsWith('# yaml-language-server:'))
    .map((line) => /(?:^|\s)#\s?(.*)$/.exec(line)?.[1])
    .filter((comment): comment is string => comment !== undefined && comment !== '');
}

describe('init in French: the starter band commented in French', () => {
  const ways = [
    ['--lang fr', ['--lang', 'fr'], {}],
    ['LANG=fr_FR.UTF-8', [], { LANG: 'fr_FR.UTF-8' }],
  ] as const;
  for (const [way, flags, env] of ways) {
    it.each(RULESETS)(`${way}, %s: no English comment, and the band passes validate --strict`, async (ruleset) => {
      const dir = tempTree();
      expect((await runMain([...flags, 'init', dir, '--ruleset', ruleset], { env })).code).toBe(0);
      const [file] = readdirSync(path.join(dir, 'bands'));
      const text = readFileSync(path.join(dir, 'bands', file!), 'utf8');
      const said = comments(text);
      expect(said.length).toBeGreaterThan(0);
      expect(said.filter((comment) => ENGLISH.test(comment.replace(/`[^`]*`|"[^"]*"|« [^»]* »/g, '')))).toEqual([]);
      expect(text.split('\n')[0]).toBe(`# yaml-language-server: $schema=../schemas/fr/${ruleset}.schema.json`);
      expect((await runMain(['validate', '--strict', path.join(dir, 'bands', file!)], { env })).code).toBe(0);
    });
  }

  it.each(RULESETS)('in English, %s: the comments stay English', async (ruleset) => {
    const dir = tempTree();
    expect((await runMain(['--lang', 'en', 'init', dir, '--ruleset', ruleset])).code).toBe(0);
    const [file] = readdirSync(path.join(dir, 'bands'));
    expect(comments(readFileSync(path.join(dir, 'bands', file!), 'utf8')).some((comment) => ENGLISH.test(comment))).toBe(true);
  });
});

describe('bands-fr: the French copies of the example bands', () => {
  const english = readdirSync(path.join(ROOT, 'bands')).filter((f) => f.endsWith('.yaml'));
  const french = readdirSync(path.join(ROOT, 'bands-fr'));

  it('each is a copy of an example band in bands/, one for every ruleset', () => {
    expect(french.filter((f) => !english.includes(f))).toEqual([]);
    const rulesets = french.map((f) => parse(readFileSync(path.join(ROOT, 'bands-fr', f), 'utf8')).ruleset);
    expect(rulesets.sort()).toEqual([...RULESETS].sort());
  });

  it.each(french)('%s holds the same data as its English example (only the comments differ)', (file) => {
    const data = (folder: string) => parse(readFileSync(path.join(ROOT, folder, file), 'utf8'));
    expect(data('bands-fr')).toStrictEqual(data('bands'));
  });
});
