/** The matchup (`simulate-attack A.yaml B.yaml`), run in-process (src/cli/matchup.ts): the example bands, the view's parts, errors. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Context } from '../../../src/cli/context.js';
import { cell, differenceView, matchupView, parseMetric } from '../../../src/cli/matchup.js';
import type { Matchup, Pair } from '../../../src/core/matchup/matchup.js';
import { bandTitle } from '../../../src/core/api/matchup.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { tempTree } from '../../helpers/cli.js';
import { runMain } from '../../helpers/in-process.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const band = (file: string) => path.join(ROOT, 'bands', file);
const lines = (...all: string[]) => `${all.join('\n')}\n`;
const FF = [band('ff-les-marquisards.yaml'), band('ff-les-archers-du-grand-saule.yaml')];
const INVALID = 'ruleset: ff\nname: X\npc: 0\ncharacters:\n  - name: A\n    style: agile\n    classes: [archer]\n    equipment: [arc]\n  - name: B\n    style: agile\n    classes: []\n    equipment: []\n';

const PAIRS: readonly (readonly [string, string])[] = [
  ['ff-les-marquisards.yaml', 'ff-les-archers-du-grand-saule.yaml'],
  ['ff-federation-de-la-poterie.yaml', 'ff-les-marquisards.yaml'],
  ['fees-d-armes-les-bucherons.yaml', 'fees-d-armes-les-ogres-du-bois-joli.yaml'],
  ['mef-fan-les-gobelins-de-la-butte.yaml', 'mef-fan-la-garde-du-bois-dore.yaml'],
  ['argad-la-mesnie-du-sire-yann.yaml', 'argad-la-mesnie-du-sire-yann.yaml'],
  ['frostgrave-l-expedition-de-renulf.yaml', 'frostgrave-l-expedition-de-renulf.yaml'],
];

describe('matchup: the example bands', () => {
  it('text at 80 columns (English; French with --both and --metric damage), and JSON', async () => {
    for (const [a, b] of PAIRS) {
      const args = ['simulate-attack', band(a), band(b)];
      const en = await runMain(args, { env: { COLUMNS: '80' } });
      const fr = await runMain([...args, '--both', '--metric', 'damage', '--lang', 'fr'], { env: { COLUMNS: '80' } });
      const json = await runMain([...args, '--json']);
      expect([en.code, en.stderr, fr.code, fr.stderr, json.code, json.stderr]).toEqual([0, '', 0, '', 0, '']);
      for (const text of [en.stdout, fr.stdout]) expect(text.split('\n').filter((l) => [...l].length > 80)).toEqual([]);
      expect(json.stdout).toBe(`${JSON.stringify(JSON.parse(json.stdout), null, 2)}\n`);
      const name = `${a.replace(/\.yaml$/, '')}--${b.replace(/\.yaml$/, '')}`;
      await expect(`${en.stdout}--- fr\n${fr.stdout}--- json\n${json.stdout.replaceAll(ROOT, '<root>')}`).toMatchFileSnapshot(`__snapshots__/matchup/${name}.txt`);
    }
  });

  it('the F&F table, whole: the bands\' names, expected PV lost by default, names whole', async () => {
    expect(await runMain(['simulate-attack', ...FF], { env: { COLUMNS: '80' } })).toEqual({
      code: 0,
      stderr: '',
      stdout: lines(
        'Les Marquisards des Vers de Terre → Les Archers du Grand Saule',
        'expected PV lost per attack, best attack of each pair',
        '                 Ysolde  Guillot  Perrine',
        'Mains-Noires     8.47    8.47*    7.50',
        'Tom le savetier  4.72    5.56*    3.86',
        'La Bertrude      1.75    2.36*    1.00',
        'Gros Louis       4.72    5.56*    3.86',
        '* best target of the attacker (never at 0); - [n]: no number, see note n',
        '',
        'Best target of each attacker',
        'Mains-Noires → Guillot (Arme à deux mains): 8.47',
        'Tom le savetier → Guillot (Masse): 5.56',
        'La Bertrude → Guillot (Dague): 2.36',
        'Gros Louis → Guillot (Arme à une main): 5.56',
        '',
        'Most dangerous attacker of each target',
        'Ysolde ← Mains-Noires (Arme à deux mains): 8.47',
        'Guillot ← Mains-Noires (Arme à deux mains): 8.47',
        'Perrine ← Mains-Noires (Arme à deux mains): 7.50',
      ),
    });
  });

  it('--metric hit and damage: the heading says which', async () => {
    expect((await runMain(['simulate-attack', ...FF, '--metric', 'hit'])).stdout.split('\n')[1]).toBe('chance to hit, best attack of each pair');
    expect((await runMain(['simulate-attack', ...FF, '--metric', 'kill'])).stdout.split('\n')[1]).toBe('chance to kill in one attack, best attack of each pair');
    // F&F's own headline is the expected PV lost: `--metric damage` is the default, titled in the ruleset's words.
    expect((await runMain(['simulate-attack', ...FF, '--metric', 'damage'])).stdout).toBe((await runMain(['simulate-attack', ...FF])).stdout);
    expect((await runMain(['simulate-attack', ...FF, '--lang', 'fr'])).stdout.split('\n')[1]).toBe('PV perdus en moyenne par attaque, meilleure attaque par paire');
  });

  it('a bad --metric: exit 2 naming the choices', async () => {
    expect(await runMain(['simulate-attack', ...FF, '--metric', 'x'])).toEqual({ code: 2, stdout: '', stderr: '--metric expects kill, damage or hit, got "x"\n' });
  });

  it('--both: the second band attacking the first after the first table; --json adds `reverse`', async () => {
    const both = (await runMain(['simulate-attack', ...FF, '--both'])).stdout;
    const forward = (await runMain(['simulate-attack', ...FF])).stdout;
    const backward = (await runMain(['simulate-attack', FF[1]!, FF[0]!])).stdout;
    expect(both).toBe(`${forward.trimEnd()}\n\n${backward}`);
    const json = JSON.parse((await runMain(['simulate-attack', ...FF, '--both', '--json'])).stdout) as Record<string, { attackers: string[] }>;
    expect(json.reverse!.attackers).toEqual(['Ysolde', 'Guillot', 'Perrine']);
    expect(JSON.parse((await runMain(['simulate-attack', ...FF, '--json'])).stdout).reverse).toBeUndefined();
  });

  it('--compare FLAG: the grid of differences and the skipped attacks', async () => {
    expect(await runMain(['simulate-attack', ...FF, '--compare', 'charge'], { env: { COLUMNS: '80' } })).toEqual({
      code: 0,
      stderr: '',
      stdout: lines(
        'Les Marquisards des Vers de Terre → Les Archers du Grand Saule',
        'expected PV lost per attack, best attack of each pair',
        '--charge minus without it, in expected damage',
        '                 Ysolde  Guillot  Perrine',
        'Mains-Noires     +1.000  +0.694   +1.972',
        'Tom le savetier  +1.806  +1.917   +1.750',
        'La Bertrude      -       -        -',
        'Gros Louis       +1.806  +1.917   +1.750',
        '',
        'Not computed',
        'La Bertrude is agile: "seul les guerriers Puissants peuvent réaliser" a Charge',
        '  (3 attack(s) for this reason)',
      ),
    });
    const kill = await runMain(['simulate-attack', ...FF, '--compare', 'charge', '--metric', 'kill']);
    expect(kill.stdout.split('\n').slice(2, 5)).toEqual(['--charge minus without it, in points', '                 Ysolde  Guillot  Perrine', 'Mains-Noires     0.00    +25.00   0.00']);
  });

  it('titles name the bands (their name:), whatever the files are called', async () => {
    const dir = tempTree({ 'A.YML': readFileSync(FF[0]!), 'b.Yaml': readFileSync(FF[1]!) });
    const { stdout } = await runMain(['simulate-attack', path.join(dir, 'A.YML'), path.join(dir, 'b.Yaml')]);
    expect(stdout.split('\n')[0]).toBe('Les Marquisards des Vers de Terre → Les Archers du Grand Saule');
  });

  it('bandTitle: the name written, else the file without its folder and its .yaml or .yml, in any case', () => {
    expect(bandTitle({ file: 'x/A.yaml', data: { name: '  Les Loups ' } })).toBe('Les Loups');
    expect(bandTitle({ file: 'x/A.YML', data: {} })).toBe('A');
    expect(bandTitle({ file: 'x/b.Yaml', data: { name: ' ' } })).toBe('b');
    // A backslash is a folder's end too (Windows); only the last .yaml or .yml goes.
    expect(bandTitle({ file: 'd\\x\\A.yml.yaml', data: { name: 3 } })).toBe('A.yml');
    expect(bandTitle({ file: 'b.yaml.txt', data: {} })).toBe('b.yaml.txt');
  });

  it('a table-wide house rule: the line at the end', async () => {
    const text = readFileSync(band('argad-la-mesnie-du-sire-yann.yaml'), 'utf8');
    const dir = tempTree({ 'ruled.yaml': `${text}\nhouse_rules:\n  class-1-malus: false\n` });
    const { stdout } = await runMain(['simulate-attack', band('argad-la-mesnie-du-sire-yann.yaml'), path.join(dir, 'ruled.yaml')]);
    expect(stdout.split('\n').at(-2)).toBe('House rules of the table (both sides): class-1-malus: false');
    expect((await runMain(['simulate-attack', ...FF])).stdout).not.toContain('House rules');
    const two = tempTree({ 'ruled.yaml': `${text}\nhouse_rules:\n  class-1-malus: false\n  tie-rule: false\n` });
    const both = await runMain(['simulate-attack', band('argad-la-mesnie-du-sire-yann.yaml'), path.join(two, 'ruled.yaml')], { env: { COLUMNS: '200' } });
    expect(both.stdout.split('\n').at(-2)).toBe('House rules of the table (both sides): tie-rule: false, class-1-malus: false');
  });

  it('an invalid band: its errors, exit 1; with --json the diagnostics', async () => {
    const dir = tempTree({ 'x.yaml': INVALID });
    const x = path.join(dir, 'x.yaml');
    const text = await runMain(['simulate-attack', x, FF[1]!]);
    expect([text.code, text.stdout]).toEqual([1, '']);
    expect(text.stderr.replaceAll(dir, '<dir>').split('\n').at(-2)).toBe('<dir>/x.yaml is not a valid band: 3 error(s)');
    const json = await runMain(['simulate-attack', x, FF[1]!, '--json']);
    expect([json.code, json.stderr]).toEqual([1, '']);
    expect(JSON.parse(json.stdout)).toMatchObject({ file: x, valid: false });
  });

  it('two bands of one member each are one attack, not a table', async () => {
    const solo = path.join(ROOT, 'tests/fixtures/ff-solo.yaml');
    const { code, stdout } = await runMain(['simulate-attack', solo, solo]);
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe('Grobuk attacks Grobuk: Mêlée with arme à deux mains');
  });

  it('--trials or --dice with a matchup: exit 2', async () => {
    const trials = await runMain(['simulate-attack', ...FF, '--trials', '10']);
    expect([trials.code, trials.stdout]).toEqual([2, '']);
    expect(trials.stderr).toContain('--trials resolves one attack');
  });
});

describe('matchup: the view, from a matchup made here', () => {
  const context = (lang: 'en' | 'fr' = 'en'): Context => ({ lang, color: false, messages: new Messages(lang, [CORE_MESSAGES]), out: () => undefined, err: () => undefined });
  const pair = (attacker: string, target: string, kill: number | null, extra: Partial<Pair> = {}): Pair => ({
    attacker,
    target,
    attack: 'melee',
    options: {},
    json: {},
    headline: { kill, damage: kill === null ? null : kill * 10, hit: kill === null ? null : Math.min(1, kill * 2) },
    ...extra,
  });

  const heading = (metric: 'kill' | 'damage' | 'hit', from = 'A', to = 'B') => ({ from, to, metric, title: { kill: 'chance to kill in one attack', damage: 'expected damage per attack', hit: 'chance to hit' }[metric] });
  const marks = '* best target of the attacker (never at 0); - [n]: no number, see note n';

  it('parseMetric: none given is the ruleset\'s own (undefined), each metric, anything else refused', () => {
    expect(parseMetric(undefined)).toBeUndefined();
    for (const m of ['kill', 'damage', 'hit']) expect(parseMetric(m)).toBe(m);
    expect(() => parseMetric('Kill')).toThrow(EscarmoucheError);
    try {
      parseMetric('');
    } catch (cause) {
      expect(cause).toMatchObject({ code: 'cli/matchup-metric', params: { actual: '' }, exitCode: 2 });
    }
  });

  it('cell: - for nothing, two decimals for damage, a percentage otherwise', () => {
    expect([cell(null, 'kill'), cell(undefined, 'damage'), cell(0, 'damage'), cell(1.005, 'damage'), cell(0.5, 'kill'), cell(0.30556, 'hit')]).toEqual(['-', '-', '0.00', '1.00', '50.00%', '30.56%']);
  });

  it('the grid: names whole (the renderer wraps them), the best target starred, highlights as lines with whole names', () => {
    const targets = ['T1', 'T2', 'T3', 'T4', 'Tenletters', 'Elevenchars'];
    const attackers = ['Eighteen-letters-x', 'Nineteen-letters-xy'];
    const pairs = [pair(attackers[0]!, 'T1', 0.1), pair(attackers[0]!, 'Elevenchars', 0.9, { label: 'a label of 16 ch' }), pair(attackers[1]!, 'T2', 0.2, { attack: 'seventeen-chars-x' }), pair(attackers[1]!, 'T3', null)];
    const m: Matchup = { ruleset: 'x', attackers, targets, pairs, skipped: [], refused: [] };
    expect(matchupView(m, heading('kill'), context())).toEqual([
      { kind: 'heading', text: 'A → B' },
      { kind: 'lines', lines: ['chance to kill in one attack, best attack of each pair'] },
      {
        kind: 'table',
        columns: ['', ...targets],
        rows: [
          ['Eighteen-letters-x', '10.00%', '-', '-', '-', '-', '90.00%*'],
          ['Nineteen-letters-xy', '-', '20.00%*', '-', '-', '-', '-'],
        ],
      },
      { kind: 'lines', lines: [marks] },
      { kind: 'heading', text: 'Best target of each attacker' },
      { kind: 'lines', lines: ['Eighteen-letters-x → Elevenchars (a label of 16 ch): 90.00%', 'Nineteen-letters-xy → T2 (seventeen-chars-x): 20.00%'] },
      { kind: 'heading', text: 'Most dangerous attacker of each target' },
      { kind: 'lines', lines: ['T1 ← Eighteen-letters-x (melee): 10.00%', 'Elevenchars ← Eighteen-letters-x (a label of 16 ch): 90.00%', 'T2 ← Nineteen-letters-xy (seventeen-chars-x): 20.00%'] },
    ]);
  });

  it('every 0 explained: an attack that cannot hit, a refused pair, a number at 0 are dashes with a note; no star on them', () => {
    const impossible = { code: 'matchup/cannot-hit', params: {} };
    const m: Matchup = {
      ruleset: 'x',
      attackers: ['A', 'C'],
      targets: ['B', 'D', 'E'],
      pairs: [
        pair('A', 'B', 0, { headline: { kill: 0, damage: 0, hit: 0 }, impossible }),
        pair('A', 'D', 0, { headline: { kill: 0, damage: 1, hit: 0.5 } }),
        pair('C', 'B', 0, { headline: { kill: 0, damage: 0, hit: 0 }, impossible }),
        pair('C', 'D', 0.25),
      ],
      skipped: [{ code: 'matchup/no-attack', params: { attacker: 'A' }, pairs: 1 }],
      refused: [
        { attacker: 'A', target: 'E', attack: 'melee', code: 'cli/usage', params: { detail: 'E flies' } },
        { attacker: 'C', target: 'E', attack: null, code: 'matchup/no-attack', params: { attacker: 'C' } },
      ],
    };
    const view = matchupView(m, heading('kill'), context());
    expect(view[2]).toEqual({ kind: 'table', columns: ['', 'B', 'D', 'E'], rows: [['A', '- [1]', '- [2]', '- [3]'], ['C', '- [1]', '25.00%*', '- [4]']] });
    expect(view[3]).toEqual({
      kind: 'lines',
      lines: [marks, '[1] no roll of the dice succeeds against this target', '[2] chance to kill in one attack is 0 though the attack can hit', '[3] E flies', '[4] C has no attack'],
    });
    // A has nothing above 0: no best target at all; D's most dangerous is C, not A's 0.
    expect(view.slice(4, 8)).toEqual([
      { kind: 'heading', text: 'Best target of each attacker' },
      { kind: 'lines', lines: ['C → D (melee): 25.00%'] },
      { kind: 'heading', text: 'Most dangerous attacker of each target' },
      { kind: 'lines', lines: ['D ← C (melee): 25.00%'] },
    ]);
  });

  it('the notes are bounded: nine numbered, the rest one shared note sending to --json', () => {
    const targets = Array.from({ length: 12 }, (_, i) => `T${i}`);
    const m: Matchup = { ruleset: 'x', attackers: ['A'], targets, pairs: [], skipped: [], refused: targets.map((t) => ({ attacker: 'A', target: t, attack: 'melee', code: 'cli/usage', params: { detail: `no ${t}` } })) };
    const view = matchupView(m, heading('kill'), context());
    expect((view[2] as { readonly rows: readonly (readonly string[])[] }).rows[0]).toEqual(['A', ...targets.slice(0, 9).map((_, i) => `- [${i + 1}]`), '- [+]', '- [+]', '- [+]']);
    expect((view[3] as { readonly lines: readonly string[] }).lines.at(-1)).toBe("[+] more reasons: --json gives each pair's (impossible_reason, refused)");
    expect((view[3] as { readonly lines: readonly string[] }).lines).toHaveLength(11);
  });

  it('damage in the grid, and the skipped reasons wrapped at 80 columns', () => {
    const detail80 = 'x'.repeat(50);
    const m: Matchup = {
      ruleset: 'x',
      attackers: ['A'],
      targets: ['B'],
      pairs: [pair('A', 'B', 0.25)],
      skipped: [
        { code: 'cli/usage', params: { detail: 'y'.repeat(50) }, pairs: 2 },
        { code: 'cli/usage', params: { detail: `${detail80}z` }, pairs: 10 },
        { code: 'cli/usage', params: { detail: `one ${'w'.repeat(80)} two` }, pairs: 1 },
      ],
      refused: [],
    };
    const view = matchupView(m, heading('damage'), context());
    expect(view[2]).toEqual({ kind: 'table', columns: ['', 'B'], rows: [['A', '2.50*']] });
    expect(view.slice(-2)).toEqual([
      { kind: 'heading', text: 'Not computed' },
      {
        kind: 'lines',
        lines: [
          // 50 + ' (2 attack(s) for this reason)' is 80: one line; one more character: two.
          `${'y'.repeat(50)} (2 attack(s) for this reason)`,
          `${detail80}z (10 attack(s) for this`,
          '  reason)',
          'one',
          `  ${'w'.repeat(80)}`,
          '  two (1 attack(s) for this reason)',
        ],
      },
    ]);
  });

  it('the difference grid: - where either side has no figure; the pair\'s best attack without the flag, compared with the same attack', () => {
    const targets = ['T1', 'T2', 'T3', 'T4', 'T5'];
    const without: Matchup = {
      ruleset: 'x',
      attackers: ['A'],
      targets,
      pairs: [pair('A', 'T1', 0.25), pair('A', 'T1', 0.1, { attack: 'shot' }), pair('A', 'T2', null), pair('A', 'T3', 0.25), pair('A', 'T5', 0.25, { attack: 'shot' })],
      skipped: [],
      refused: [],
    };
    const withIt: Matchup = {
      ruleset: 'x',
      attackers: ['A'],
      targets,
      pairs: [pair('A', 'T1', 0.5), pair('A', 'T1', 0.9, { attack: 'shot' }), pair('A', 'T2', 0.5), pair('A', 'T3', null), pair('A', 'T5', 0.5)],
      skipped: [{ code: 'cli/usage', params: { detail: 'refused' }, pairs: 1 }],
      refused: [],
    };
    const view = differenceView(without, withIt, 'charge', heading('kill', 'a', 'b'), context());
    expect(view).toEqual([
      { kind: 'heading', text: 'a → b' },
      { kind: 'lines', lines: ['chance to kill in one attack, best attack of each pair'] },
      { kind: 'lines', lines: ['charge minus without it, in points'] },
      { kind: 'table', columns: ['', 'T1', 'T2', 'T3', 'T4', 'T5'], rows: [['A', '+25.00', '-', '-', '-', '-']] },
      { kind: 'heading', text: 'Not computed' },
      { kind: 'lines', lines: ['refused (1 attack(s) for this reason)'] },
    ]);
    const damage = differenceView(without, withIt, 'charge', heading('damage', 'a', 'b'), context());
    expect(damage.slice(2, 4)).toEqual([
      { kind: 'lines', lines: ['charge minus without it, in expected damage'] },
      { kind: 'table', columns: ['', 'T1', 'T2', 'T3', 'T4', 'T5'], rows: [['A', '+2.500', '-', '-', '-', '-']] },
    ]);
  });

  it('French headings', () => {
    const m: Matchup = { ruleset: 'x', attackers: ['A'], targets: ['B'], pairs: [pair('A', 'B', 0.5)], skipped: [], refused: [] };
    const view = matchupView(m, heading('hit', 'a', 'b'), context('fr'));
    expect(view.filter((b) => b.kind === 'heading').map((b) => (b as { text: string }).text)).toEqual(['a → b', 'Meilleure cible de chaque attaquant', 'Attaquant le plus dangereux pour chaque cible']);
  });
});
