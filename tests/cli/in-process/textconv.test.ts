/** `show --textconv` in process (src/cli/textconv.ts): one fact per line, for `git diff` in game terms. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { factLines, textconv } from '../../../src/cli/textconv.js';
import type { Analysis } from '../../../src/core/ruleset/analyse.js';
import type { Diagnostic } from '../../../src/core/diagnostics/diagnostics.js';
import { tempTree } from '../../helpers/cli.js';
import { runMain } from '../../helpers/in-process.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SMALL = 'ruleset: ff\nname: Small\npc: 1\ncharacters:\n  - name: X\n    style: agile\n    classes: [archer]\n    equipment: [arc]\n';
const SMALL_FACTS = `ruleset: flammes-et-fantassins
name: Small
band.pc_budget: 1
band.pc_spent: 1
band.fer_budget: 1
band.fer_spent: 0
band.pa: 2
characters.X.name: X
characters.X.style: agile
characters.X.rank: mercenaire
characters.X.classes: archer
characters.X.equipment: arc
characters.X.spells: -
characters.X.specialty: -
characters.X.talents: -
characters.X.can_charge: false
characters.X.shield_unused: -
characters.X.fer_spent: 0
characters.X.stats.DEX: 1
characters.X.stats.FOR: 0
characters.X.stats.CON: 1
characters.X.stats.INT: 0
characters.X.stats.SAG: 0
characters.X.stats.CHA: 0
characters.X.stats.Dep: 7
characters.X.stats.PV: 9
characters.X.stats.Tra: 3
characters.X.stats.Com: 0
characters.X.stats.Mel: 1
characters.X.stats.Tir: 2
characters.X.stats.CA: 4
`;

describe('factLines', () => {
  it('scalars: strings as JSON without quotes, null as -, numbers and booleans as they are', () => {
    expect(factLines('a "b"\nc\\', 'k')).toEqual(['k: a \\"b\\"\\nc\\\\']);
    expect(factLines('', 'k')).toEqual(['k: ']);
    expect(factLines(null, 'k')).toEqual(['k: -']);
    expect(factLines(0, 'k')).toEqual(['k: 0']);
    expect(factLines(-1.5, 'k')).toEqual(['k: -1.5']);
    expect(factLines(false, 'k')).toEqual(['k: false']);
    expect(factLines(true, 'k')).toEqual(['k: true']);
  });

  it('a list of scalars on one line, - when empty', () => {
    expect(factLines(['a', 1, null, true], 'k')).toEqual(['k: a, 1, -, true']);
    expect(factLines([], 'k')).toEqual(['k: -']);
    expect(factLines(['x'], 'k')).toEqual(['k: x']);
  });

  it('a list of objects keyed by name, else scenario, else position; scalars among them by position', () => {
    expect(factLines([{ name: 'A', v: 1 }, { scenario: 'S', v: 2 }, { name: 'N', scenario: 'S2' }, { v: 3 }, { name: 7 }, { name: null, scenario: 'T' }, null, 'x', [1, 2]], 'k')).toEqual([
      'k.A.name: A',
      'k.A.v: 1',
      'k.S.scenario: S',
      'k.S.v: 2',
      'k.N.name: N',
      'k.N.scenario: S2',
      'k.3.v: 3',
      'k.4.name: 7',
      'k.T.name: -',
      'k.T.scenario: T',
      'k.6: -',
      'k.7: x',
      'k.8: 1, 2',
    ]);
  });

  it('objects: keys joined with dots, no leading dot at the top; an empty object says nothing', () => {
    expect(factLines({ a: { b: { c: 1 } }, d: [] }, '')).toEqual(['a.b.c: 1', 'd: -']);
    expect(factLines({ a: 1 }, 'p')).toEqual(['p.a: 1']);
    expect(factLines({}, 'p')).toEqual([]);
    const out = ['before'];
    expect(factLines({ a: 1 }, '', out)).toBe(out);
    expect(out).toEqual(['before', 'a: 1']);
  });
});

describe('textconv', () => {
  const ruleset = {} as Analysis['ruleset'];
  const analysis = (extra: Partial<Analysis>): Analysis => ({ file: 'b.yaml', findings: [], ruleset, profile: { a: 1 }, ...extra });
  const diagnostic = (severity: Diagnostic['severity'], code: string, message: string) => ({ severity, code, message }) as Diagnostic;

  it('is undefined without a ruleset or a profile', () => {
    expect(textconv(analysis({ ruleset: undefined }), [])).toBeUndefined();
    expect(textconv(analysis({ profile: undefined }), [])).toBeUndefined();
  });

  it('the profile, then the campaign ledger, then the diagnostics, each on its line', () => {
    const document = { data: { campaign: { games: [{ scenario: 'Le pont', won: true }], xp: 3 } } } as unknown as Analysis['document'];
    expect(textconv(analysis({ document }), [diagnostic('warning', 'x/w', 'careful'), diagnostic('info', 'x/i', 'note')])).toBe(
      'a: 1\nledger.games.Le pont.scenario: Le pont\nledger.games.Le pont.won: true\nledger.xp: 3\nwarning: x/w careful\ninfo: x/i note\n',
    );
    expect(textconv(analysis({ profile: null }), [])).toBe(': -\n');
  });

  it('no ledger line when the campaign is missing or null, one when it is a scalar', () => {
    expect(textconv(analysis({ document: { data: { campaign: null } } as unknown as Analysis['document'] }), [])).toBe('a: 1\n');
    expect(textconv(analysis({ document: { data: {} } as unknown as Analysis['document'] }), [])).toBe('a: 1\n');
    expect(textconv(analysis({}), [])).toBe('a: 1\n');
    expect(textconv(analysis({ document: { data: { campaign: false } } as unknown as Analysis['document'] }), [])).toBe('a: 1\nledger: false\n');
  });
});

describe('show --textconv', () => {
  it('a valid band: its facts, exit 0', async () => {
    const dir = tempTree({ 'b.yaml': SMALL });
    expect(await runMain(['show', '--textconv', path.join(dir, 'b.yaml')])).toEqual({
      code: 0,
      stderr: '',
      stdout: `${SMALL_FACTS}warning: ff/band-size the band has 1 characters\nwarning: ff/fer-unspent 1 pièce(s) de fer left unspent (0 of 1)\n`,
    });
    expect((await runMain(['--lang', 'fr', 'show', '--textconv', path.join(dir, 'b.yaml')])).stdout).toBe(
      `${SMALL_FACTS}warning: ff/band-size la bande compte 1 personnages\nwarning: ff/fer-unspent 1 pièce(s) de fer non dépensée(s) (0 sur 1)\n`,
    );
  });

  it('an invalid band still shows its facts and its errors, exit 0', async () => {
    const dir = tempTree({ 'b.yaml': SMALL.replace('[archer]', '[archer, archer]').replace('pc: 1', 'pc: 2') });
    const result = await runMain(['show', '--textconv', path.join(dir, 'b.yaml')]);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n').slice(-4)).toEqual([
      'warning: ff/band-size the band has 1 characters',
      'warning: ff/fer-unspent 2 pièce(s) de fer left unspent (0 of 2)',
      'error: ff/duplicate-class X takes archer twice',
      '',
    ]);
  });

  it('a band with a campaign ledger ends its facts with it', async () => {
    const result = await runMain(['show', '--textconv', path.join(ROOT, 'bands/mef-fan-la-garde-du-bois-dore.yaml')]);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n').filter((line) => line.startsWith('ledger'))).toEqual(['ledger: true']);
    expect(result.stdout.endsWith('\nledger: true\n')).toBe(true);
  });

  it('a file that is not a band, or broken YAML, prints its bytes as they are', async () => {
    const dir = tempTree({ 'w.yml': 'name: bands\non: [push]\n', 'broken.yaml': 'ruleset: ff\nname: [x\n', 'bytes.yaml': Buffer.from([0xff, 0xfe, 0x00, 0x41]) });
    for (const file of ['w.yml', 'broken.yaml']) {
      expect(await runMain(['show', '--textconv', path.join(dir, file)])).toEqual({ code: 0, stderr: '', stdout: readFileSync(path.join(dir, file), 'utf8') });
    }
    const binary = await runMain(['show', '--textconv', path.join(dir, 'bytes.yaml')]);
    expect(binary.code).toBe(0);
    expect(Buffer.from(binary.stdout, 'utf8').equals(Buffer.from(Buffer.from([0xff, 0xfe, 0x00, 0x41]).toString('utf8'), 'utf8'))).toBe(true);
  });
});
