/**
 * Issue 39, numbers a player can read at a glance: every example matchup discriminates with its ruleset's headline, no
 * "best" mark on an impossible or zero cell, a pair that cannot hit says why (text and JSON), every attacker × target
 * pair appears, print in French keeps no English label, and `--ruleset X --help` shows X's own examples, each of which
 * runs.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../src/rulesets/index.js';
import { splitLine } from '../../../src/cli/shell-words.js';
import { runMain } from '../../helpers/in-process.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BANDS = readdirSync(path.join(ROOT, 'bands')).filter((f) => f.endsWith('.yaml'));
const at = (file: string) => path.join(ROOT, 'bands', file);
const rulesetOf = (file: string) => registry.manifests.find((m) => file.startsWith(m.id === 'flammes-et-fantassins' ? 'ff-' : `${m.id}-`))!.id;

/** Every ordered pair of example bands of one ruleset (a band against itself too). */
const SAME_RULESET = BANDS.flatMap((a) => BANDS.filter((b) => rulesetOf(a) === rulesetOf(b)).map((b) => [a, b] as const));

interface PairJson {
  readonly attacker: string;
  readonly target: string;
  readonly p_kill?: number;
  readonly impossible_reason?: { code: string; message: string };
}
interface MatchupJson {
  readonly attackers: string[];
  readonly targets: string[];
  readonly pairs: PairJson[];
  readonly refused: { attacker: string; target: string; attack: string | null; code: string; message: string }[];
}

/** The grid's rows as cells: the lines between the title lines and the marks line, split on two spaces or more. */
function gridCells(text: string): string[][] {
  const lines = text.split('\n');
  const end = lines.findIndex((l) => l.startsWith('* best target'));
  return lines.slice(2, end).filter((l) => /^\S/.test(l)).map((l) => l.split(/\s{2,}/).slice(1));
}

describe('issue 39: the example matchups', () => {
  it('covers every ruleset', () => expect(new Set(SAME_RULESET.map(([a]) => rulesetOf(a))).size).toBe(registry.manifests.length));

  it.each(SAME_RULESET)('%s against %s: the default number is not 0 everywhere; no star on a dash or a 0', async (a, b) => {
    const { code, stdout } = await runMain(['simulate-attack', at(a), at(b)], { env: { COLUMNS: '200' } });
    expect(code).toBe(0);
    const cells = gridCells(stdout).flat();
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.some((c) => /^\d/.test(c) && Number.parseFloat(c) > 0)).toBe(true);
    for (const c of cells.filter((x) => x.endsWith('*'))) expect(Number.parseFloat(c)).toBeGreaterThan(0);
    // A number at 0 is never printed: it is a dash with its note.
    expect(cells.filter((c) => /^0(\.0+)?%?\*?$/.test(c))).toEqual([]);
  });

  it('a pair that cannot hit says why, in the text and in the JSON (impossible_reason)', async () => {
    const files = [at('ff-federation-de-la-poterie.yaml'), at('ff-les-marquisards.yaml')];
    const json = JSON.parse((await runMain(['simulate-attack', files[1]!, files[0]!, '--json'])).stdout) as MatchupJson;
    const impossible = json.pairs.find((p) => p.attacker === 'La Bertrude' && p.target === 'Dame Isabeau')!;
    expect(impossible.impossible_reason).toEqual({ code: 'ff/attack-cannot-reach', message: 'no roll hits: the best Touche, 6 + 1 = 7, cannot reach the CA of 8' });
    expect(json.pairs.filter((p) => p.impossible_reason === undefined).every((p) => p.attacker !== 'La Bertrude' || p.target !== 'Dame Isabeau')).toBe(true);
    const text = (await runMain(['simulate-attack', files[1]!, files[0]!])).stdout;
    expect(text).toMatch(/La Bertrude\s+- \[1\]\s+4\.47\*/);
    expect(text).toContain('[1] no roll hits: the best Touche, 6 + 1 = 7, cannot reach the CA of 8');
    // The single attack says it too, under its odds, in both languages.
    const one = ['simulate-attack', `${files[1]}#La Bertrude`, `${files[0]}#Dame Isabeau`];
    expect((await runMain(one)).stdout).toContain('Why 0: no roll hits: the best Touche, 6 + 1 = 7, cannot reach the CA of 8');
    expect((await runMain([...one, '--lang', 'fr'])).stdout).toContain('Pourquoi 0\u00a0: aucun jet ne touche\u00a0: la meilleure Touche, 6 + 1 = 7, ne peut atteindre la CA de 8');
    expect(JSON.parse((await runMain([...one, '--json'])).stdout).impossible_reason.code).toBe('ff/attack-cannot-reach');
    // An attack that can hit has no reason.
    const can = JSON.parse((await runMain(['simulate-attack', `${files[1]}#Mains-Noires`, `${files[0]}#Dame Isabeau`, '--json'])).stdout);
    expect(can.impossible_reason).toBeUndefined();
  });

  it('the gobelins against the garde du bois doré: all 35 attacker × target pairs, the refused ones with their reason', async () => {
    const args = ['simulate-attack', at('mef-fan-les-gobelins-de-la-butte.yaml'), at('mef-fan-la-garde-du-bois-dore.yaml')];
    const json = JSON.parse((await runMain([...args, '--json'])).stdout) as MatchupJson;
    expect(json.attackers.length * json.targets.length).toBe(35);
    const seen = new Set([...json.pairs, ...json.refused].map((p) => `${p.attacker} > ${p.target}`));
    expect(seen.size).toBe(35);
    const eagle = json.refused.filter((r) => r.target === 'Aigle géant');
    expect(eagle.map((r) => r.attacker)).toEqual(['Archers gobelins', 'Lanciers gobelins', 'Grand chef', 'Chaman de la Butte', 'Porte-étendard']);
    expect(eagle[1]!.message).toBe('Aigle géant flies (Vol): Lanciers gobelins has no Vol and cannot engage it in melee; add --target-landed if it has landed');
    // In the text, each of the 35 cells has a number or a dash with its note.
    const cells = gridCells((await runMain(args, { env: { COLUMNS: '200' } })).stdout).flat();
    expect(cells).toHaveLength(35);
    expect(cells.every((c) => /^\d+\.\d\d%\*?$/.test(c) || /^- \[\d\]$/.test(c))).toBe(true);
  });
});

describe('issue 39: print', () => {
  // Words of the English labels (`print` headings, the matchup's legend) that French output must not keep.
  // ("note" and "chance" are French words too: "chance to" is the English label.)
  const ENGLISH = /\b(the|of|and|with|without|per|each|best|chance to|kill|damage|expected|attack|attacker|target|Cards|Matchup|Not computed|see note|Characters?|Roster|Budget)\b/;

  it.each(BANDS)('%s in French Markdown keeps no English label', async (file) => {
    const other = BANDS.find((b) => b !== file && rulesetOf(b) === rulesetOf(file)) ?? file;
    const { code, stdout } = await runMain(['print', at(file), '--against', at(other), '--format', 'md', '--lang', 'fr']);
    expect(code).toBe(0);
    // The labels: headings, table headers, list labels; the rulebook's own text is French already.
    const labels = stdout.split('\n').filter((l) => /^(#|\| *\S[^|]*\|.*---|- \*\*|- \\?\*|\[)/.test(l) || /^\| \|/.test(l) || /meilleure attaque par paire$/.test(l));
    expect(labels.filter((l) => ENGLISH.test(l))).toEqual([]);
    expect(stdout).not.toContain('\\u000a');
    // French typography: no sign glued to its word.
    // (`&amp;` is Markdown's escape of the rulebook's "&", not a semicolon.)
    expect(stdout.split('\n').filter((l) => /[\p{L})](?<!Argad)[:;?!](\s|$)/u.test(l.replace(/&\w+;/g, '')))).toEqual([]);
  });

  it('the matchup page prints the text table\'s cells and notes', async () => {
    const a = at('ff-les-marquisards.yaml');
    const b = at('ff-federation-de-la-poterie.yaml');
    const md = (await runMain(['print', a, '--against', b, '--format', 'md'])).stdout;
    expect(md).toContain('## Matchup: Les Marquisards des Vers de Terre → La Fédération de la Poterie');
    expect(md).toContain('expected PV lost per attack, best attack of each pair');
    expect(md).toContain('| La Bertrude | - [1] | 4.47\\* |');
    expect(md).toContain('- \\[1\\] no roll hits: the best Touche, 6 + 1 = 7, cannot reach the CA of 8');
    const html = (await runMain(['print', a, '--against', b])).stdout;
    expect(html).toContain('<td data-p="">- [1]</td>');
    expect(html).toMatch(/class="best"[^>]*>4\.47\*<\/td>/);
  });

  it('a text with line breaks prints real Markdown line breaks, not \\u000a', async () => {
    const md = (await runMain(['print', at('ff-les-archers-du-grand-saule.yaml'), '--format', 'md'])).stdout;
    expect(md).not.toContain('\\u000a');
    expect(md).toMatch(/jusqu'à 3 pouces chacun\. {2}\nLimitations/);
  });
});

describe('issue 39: simulate-attack --ruleset X --help', () => {
  it.each(registry.manifests.map((m) => [m.id, m] as const))('%s: its own examples, each of which runs', async (id, manifest) => {
    const help = (await runMain(['simulate-attack', '--ruleset', id, '--help'], { env: { COLUMNS: '1000' } })).stdout;
    const shown = help.split('\n').filter((l) => l.startsWith('  $ ')).map((l) => l.slice(4));
    expect(shown).toEqual(manifest.attackExamples);
    for (const example of shown) {
      const { code, stderr } = await runMain(splitLine(example).words.slice(1).map((w) => (w.startsWith('bands/') ? path.join(ROOT, w) : w)));
      expect([example, code, stderr]).toEqual([example, 0, '']);
    }
  });
});
