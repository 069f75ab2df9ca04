/** Every text output fits the terminal's width: each command on each example band at 80 and 60 columns, in English and French. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { namedRolls } from '../../src/core/named-rolls.js';
import { registry } from '../../src/rulesets/index.js';
import { ROOT, runCli, runJson } from '../helpers/cli.js';

const BANDS = readdirSync(path.join(ROOT, 'bands')).filter((f) => f.endsWith('.yaml')).map((f) => `bands/${f}`);
const WIDTHS = [80, 60];
const LANGS = ['en', 'fr'];

function tooWide(args: readonly string[], columns: number, lang: string): string[] {
  const { stdout, stderr } = runCli([...args, '--lang', lang], { env: { COLUMNS: String(columns) } });
  return `${stdout}\n${stderr}`.split('\n').filter((line) => stringWidth(line) > columns).map((line) => `${args.join(' ')} [${columns} ${lang}]: ${stringWidth(line)} ${line}`);
}

const members = (band: string): string[] => {
  const { json } = runJson(['show', band]);
  const list = (json.members ?? json.characters ?? json.units ?? json.figures ?? []) as { name: string }[];
  return list.map((m) => m.name);
};

const COMMANDS = ['', 'validate', 'show', 'schema', 'print', 'completion', 'roll', 'campaign-award', 'simulate-attack', 'build'];

describe('every line fits the width', () => {
  it.each(BANDS)('show and validate %s', (band) => {
    const wide = [60, 80].flatMap((w) => LANGS.flatMap((lang) => tooWide(['show', band], w, lang)));
    expect([...wide, ...tooWide(['validate', band], 60, 'fr'), ...tooWide(['validate', band], 80, 'en')]).toEqual([]);
  });

  // Each band's first two members; a refusal (a weapon or an action to choose) must fit too.
  it.each(BANDS)('simulate-attack between the first two members of %s', (band) => {
    const names = members(band);
    expect(names.length).toBeGreaterThan(1);
    const args = ['simulate-attack', `${band}#${names[0]}`, `${band}#${names[1]}`];
    expect(runCli(args).code).not.toBe(-1);
    expect([...tooWide(args, 60, 'fr'), ...tooWide(args, 80, 'en')]).toEqual([]);
  });

  it.each(COMMANDS)('help of %s, general and per ruleset', (command) => {
    const general = WIDTHS.flatMap((w) => LANGS.flatMap((lang) => tooWide([...(command ? [command] : []), '--help'], w, lang)));
    const own = ['simulate-attack', 'roll', 'build', 'campaign-award'].includes(command) ? registry.ids().flatMap((id) => tooWide([command, '--ruleset', id, '--help'], 60, 'fr')) : [];
    expect([...general, ...own]).toEqual([]);
  });

  it('named rolls, exact and rolled', { timeout: 60_000 }, () => {
    const wide = namedRolls(registry.manifests).flatMap(({ manifest, spec }) => {
      const required = spec.options.filter((o) => o.required).flatMap((o) => [o.flags.split(' ')[0]!, '3']);
      const args = ['roll', spec.name, ...required, '--ruleset', manifest.id];
      return [...tooWide([...args, '--exact'], 60, 'fr'), ...tooWide([...args, '--seed', '1'], 80, 'en')];
    });
    expect(wide).toEqual([]);
  });

  it('dice rolls and their exact odds, campaign standings', () => {
    const cases = [['roll', '2d6+1', '--exact'], ['roll', '6x4d6kh3', '--seed', '7'], ['roll', 'd20+4 vs d20+2', '--exact'], ['campaign-award', '--standings', ...BANDS]];
    expect(cases.flatMap((args) => WIDTHS.flatMap((w) => LANGS.flatMap((lang) => tooWide(args, w, lang))))).toEqual([]);
  });
});
