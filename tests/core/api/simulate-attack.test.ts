/**
 * `attackOdds` (src/core/api/simulate-attack.ts): the sides found, the options checked, each refusal's message. Run in
 * process (`runMain`) for the rulesets shipped, and with a made-up ruleset for what none of them lacks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { attackOdds, MAX_TRIALS } from '../../../src/core/api/simulate-attack.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { Registry } from '../../../src/core/ruleset/registry.js';
import { registry } from '../../../src/rulesets/index.js';
import type { AttackInput, Ruleset, RulesetManifest } from '../../../src/core/ruleset/ruleset.js';
import { tempTree } from '../../helpers/cli.js';
import { runMain } from '../../helpers/in-process.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const band = (file: string) => path.join(ROOT, 'bands', file);
const MARQUISARDS = band('ff-les-marquisards.yaml');
const GROS = `${MARQUISARDS}#Gros Louis`;
const YSOLDE = `${band('ff-les-archers-du-grand-saule.yaml')}#Ysolde`;
const FROST = band('frostgrave-l-expedition-de-renulf.yaml');
const usage = (stderr: string) => ({ code: 2, stdout: '', stderr: `${stderr}\n` });
// Wide enough for any message naming two absolute paths: where the clone is never changes where a line breaks.
const attack = (...args: string[]) => runMain(['simulate-attack', ...args], { env: { COLUMNS: '10000' } });
const json = async (...args: string[]) => {
  const run = await attack(...args, '--json');
  expect([run.code, run.stderr]).toEqual([0, '']);
  return JSON.parse(run.stdout) as Record<string, unknown>;
};

describe('attackOdds: the sides', () => {
  it('an unknown --ruleset is refused with the known ids', async () => {
    expect(await attack('--ruleset', 'nope', GROS, YSOLDE)).toEqual(usage('unknown ruleset "nope"; known: flammes-et-fantassins, fees-d-armes, frostgrave, mef-fan, argad'));
  });

  it('FILE#Name splits at the last #: "#Name" names the file "", "FILE#" and "FILE" name no member', async () => {
    expect(await attack('#Gros Louis', YSOLDE)).toEqual(usage('cannot read : no such file or folder'));
    // Four names: more than 3, so where they are listed, not the roster (issue 37).
    const required = usage(`${MARQUISARDS} has 4 characters: write ${MARQUISARDS}#Name (\`escarmouche show ${MARQUISARDS}\` lists them)`);
    expect(await attack(`${MARQUISARDS}#`, YSOLDE)).toEqual(required);
    expect(await attack(MARQUISARDS, YSOLDE)).toEqual(required);
    const dir = tempTree({ 'a#b.yaml': readFileSync(MARQUISARDS, 'utf8') });
    expect((await json(`${path.join(dir, 'a#b.yaml')}#Gros Louis`, YSOLDE)).attacker).toMatchObject({ name: 'Gros Louis', file: path.join(dir, 'a#b.yaml') });
  });

  it('a band of one needs no #Name; a band of none is refused', async () => {
    const text = readFileSync(FROST, 'utf8');
    const head = text.slice(0, text.indexOf('  - name: Wulfric'));
    const dir = tempTree({ 'one.yaml': head, 'none.yaml': 'ruleset: ff\nname: Personne\npc: 0\ncharacters: []\n' });
    expect(await json(`${FROST}#Hilda`, path.join(dir, 'one.yaml'))).toEqual(await json(`${FROST}#Hilda`, `${path.join(dir, 'one.yaml')}#Elric`));
    expect((await json(`${FROST}#Hilda`, path.join(dir, 'one.yaml'))).target).toMatchObject({ name: 'Elric' });
    expect(await attack(YSOLDE, path.join(dir, 'none.yaml'))).toEqual(usage(`${path.join(dir, 'none.yaml')} has no character to attack with or to target`));
  });

  it('an unknown member: the close names, else every name', async () => {
    expect(await attack(`${MARQUISARDS}#gros loui`, YSOLDE)).toEqual(usage(`no character "gros loui" in ${MARQUISARDS}; did you mean Gros Louis?`));
    // None close: where the names are listed, never the whole roster (issue 37).
    expect(await attack(`${MARQUISARDS}#Zzzzzzzzz`, YSOLDE)).toEqual(usage(`no character "Zzzzzzzzz" in ${MARQUISARDS}, and none with a close name: \`escarmouche show ${MARQUISARDS}\` lists them`));
    expect((await json(`${MARQUISARDS}#GROS-LOUIS`, YSOLDE)).attacker).toMatchObject({ name: 'Gros Louis' });
  });
});

describe('attackOdds: the options', () => {
  it('an option of another rulebook is refused, naming its flag', async () => {
    expect(await attack(GROS, YSOLDE, '--duel')).toEqual(
      usage('error: --duel is not an option of Flammes & Fantassins: it belongs to another rulebook (Argad!)\nsee escarmouche simulate-attack --ruleset flammes-et-fantassins --help'),
    );
  });

  it('a typed-in side without a required option', async () => {
    expect(await attack('--ruleset', 'ff', '--hit', '2', '--ca', '7', '--pv', '9')).toEqual(usage('the typed-in attacker needs --damage'));
    expect(await attack('--ruleset', 'ff', '--hit', '2', '--damage', '1', '--ca', '7')).toEqual(usage('the typed-in target needs --pv'));
  });

  it('--dice: that many faces from 1 to the sides, trimmed, read as numbers', async () => {
    const six = await json(GROS, YSOLDE, '--dice', '1,6');
    expect(six).toMatchObject({ method: 'dice' });
    expect(six).not.toEqual(await json(GROS, YSOLDE));
    expect(await json(GROS, YSOLDE, '--dice', ' 01 , 6 ')).toEqual(six);
    for (const bad of ['1', '1,6,1', '1,7', '7,1', '0,1', '1,0', 'a1,1', '1a,1', '1e0,6', '+1,6', '']) {
      expect(await attack(GROS, YSOLDE, '--dice', bad)).toEqual(usage(`--dice expects 2 dice from 1 to 6, separated by commas, got "${bad}"`));
    }
  });

  it('--dice where the count is not fixed (a pool): faces from 1 to the sides', async () => {
    const sides = [`${band('fees-d-armes-les-bucherons.yaml')}#Bûcheron`, `${band('fees-d-armes-les-ogres-du-bois-joli.yaml')}#Ogre`];
    for (const bad of ['0,1', '1,7', '1,a']) expect(await attack(...sides, '--dice', bad)).toEqual(usage(`--dice expects faces from 1 to 6, separated by commas, got "${bad}"`));
    expect(await attack(...sides, '--dice', '3')).toEqual(usage('--dice gives 1 dice, the pool has 2'));
    expect(await json(...sides, '--dice', '3,6')).toMatchObject({ method: 'dice' });
  });

  it('--dice for a model that resolves no given roll', async () => {
    const sides = [`${band('mef-fan-les-gobelins-de-la-butte.yaml')}#Grand chef`, `${band('mef-fan-la-garde-du-bois-dore.yaml')}#Seigneur Aelor`];
    expect(await attack(...sides, '--dice', '3')).toEqual(usage('Mini Figs Mef-Fan cannot resolve a given roll (--dice)'));
  });

  it('--seed needs --trials; --dice and --trials do not combine', async () => {
    expect(await attack(GROS, YSOLDE, '--seed', 's')).toEqual(usage('--seed seeds the samples of --trials; add --trials N'));
    expect(await attack(GROS, YSOLDE, '--dice', '1,1', '--trials', '5')).toEqual(usage('--dice resolves one roll; --trials samples many: use one of them'));
  });

  it('--trials: an integer from 1 to MAX_TRIALS, trimmed; checked before the files are read', async () => {
    const missing = path.join(tempTree({}), 'none.yaml');
    const unread = usage(`cannot read ${missing}: no such file or folder`);
    for (const good of ['1', ` ${MAX_TRIALS} `]) expect(await attack(`${missing}#A`, YSOLDE, '--trials', good)).toEqual(unread);
    for (const bad of ['0', String(MAX_TRIALS + 1), 'x10', '10x', '1.5', '-1']) {
      expect(await attack(`${missing}#A`, YSOLDE, '--trials', bad)).toEqual(usage(`--trials expects an integer from 1 to 10000000, got "${bad}"`));
    }
    expect((await json(GROS, YSOLDE, '--trials', ' 1 ', '--seed', 'a')).monte_carlo).toMatchObject({ trials: 1, seed: 'a' });
  });
});

describe('attackOdds: house rules of the table', () => {
  it('a table-wide rule one file sets holds for both sides: the other band is read again with it', async () => {
    // A vouge on foot strikes a piéton monté with +1, unless the table plays `polearm-against: cavalier`, set here in the target's file only.
    const argad = band('argad-la-mesnie-du-sire-yann.yaml');
    const ruled = path.join(tempTree({ 'ruled.yaml': `${readFileSync(argad, 'utf8')}\nhouse_rules:\n  polearm-against: cavalier\n` }), 'ruled.yaml');
    const plain = await json(`${argad}#Coutiliers`, `${argad}#Coutiliers`, '--dismounted');
    expect(plain).toMatchObject({ modifier: 1, modifiers: [{ code: 'argad/mod-polearm', value: 1 }] });
    expect(plain).not.toHaveProperty('table_rules');
    const mixed = await json(`${argad}#Coutiliers`, `${ruled}#Coutiliers`, '--dismounted');
    const both = await json(`${ruled}#Coutiliers`, `${ruled}#Coutiliers`, '--dismounted');
    expect(mixed).toEqual({ ...both, attacker: { ...(both.attacker as object), file: argad } });
    expect(mixed).toMatchObject({ modifier: 0, modifiers: [], table_rules: { 'polearm-against': 'cavalier' } });
  });

  it('two files setting one table-wide rule differently are refused', async () => {
    const text = readFileSync(FROST, 'utf8');
    const dir = tempTree({ 'crit.yaml': `${text}\nhouse_rules:\n  criticals: true\n`, 'plain.yaml': `${text}\nhouse_rules:\n  criticals: false\n` });
    const crit = path.join(dir, 'crit.yaml');
    const plain = path.join(dir, 'plain.yaml');
    expect(await attack(`${crit}#Hilda`, `${plain}#Elric`)).toEqual(
      usage(`the house rule criticals is played by both sides of a fight, but ${crit} sets it to true and ${plain} to false: agree on one value in both files`),
    );
  });
});

describe('attackOdds, called directly', () => {
  it('an option of another rulebook is refused, not ignored', async () => {
    const env = { registry, messages: new Messages('en', [CORE_MESSAGES]) };
    const error = await attackOdds({ attacker: GROS, target: YSOLDE }, { duel: true }, env).then(
      () => undefined,
      (cause: unknown) => cause as EscarmoucheError,
    );
    expect(error && env.messages.text(error.code, error.params)).toBe('--duel is an option of another rulebook, not of Flammes & Fantassins');
    const own = await attackOdds({ attacker: GROS, target: YSOLDE }, { charge: true }, env);
    expect(own.json).toEqual(await json(GROS, YSOLDE, '--charge'));
  });
});

describe('attackOdds: what a ruleset may lack (a made-up ruleset, both sides typed in)', () => {
  const made = (attack: Ruleset['attack']) => {
    const ruleset = { id: 'made', title: 'Made', messages: { en: {}, fr: {} }, attack } as unknown as Ruleset;
    const manifest: RulesetManifest = {
      id: 'made',
      title: 'Made',
      aliases: [],
      attackOptions: [{ key: 'hit', flags: '--hit <n>', type: 'int', side: 'attacker', required: true, description: 'hit' }],
      rolls: [],
      load: async () => ruleset,
    };
    return { registry: new Registry([manifest]), messages: new Messages('en', [CORE_MESSAGES]) };
  };
  const TYPED = { attacker: { typed: true }, target: { typed: true } } as const;
  const refusal = async (env: ReturnType<typeof made>, raw: Record<string, unknown>) => {
    const error = await attackOdds(TYPED, raw, env).then(
      () => undefined,
      (cause: unknown) => cause,
    );
    expect(error).toBeInstanceOf(EscarmoucheError);
    return env.messages.text((error as EscarmoucheError).code, (error as EscarmoucheError).params);
  };

  it('no attack model: refused', async () => {
    expect(await refusal(made(undefined), { ruleset: 'made', hit: '1' })).toBe('Made has no attack model: its odds cannot be computed');
  });

  it('the seeded generator goes to the model with --trials only; no sampler is refused', async () => {
    const inputs: AttackInput<unknown>[] = [];
    const report = (sample: boolean) => ({ json: { p: 0.5 }, view: [], ...(sample ? { sample: (rng: { die: (n: number) => number }) => ({ p: rng.die(2) - 1 }) } : {}) });
    const sampled = made({ simulate: (input: AttackInput<unknown>) => (inputs.push(input), report(true)) } as Ruleset['attack']);
    const exact = await attackOdds(TYPED, { ruleset: 'made', hit: '1' }, sampled);
    expect(exact).toEqual({ ok: true, json: { p: 0.5 }, report: { ...report(true), sample: expect.any(Function) }, tableRules: {} });
    expect(inputs[0]).toEqual({ attacker: { kind: 'typed', options: { hit: 1 } }, target: { kind: 'typed', options: { hit: 1 } }, options: { hit: 1 }, lang: 'en' });
    const mc = await attackOdds(TYPED, { ruleset: 'made', hit: '1', trials: '4', seed: 's' }, sampled);
    expect(inputs[1]!.rng).toBeDefined();
    expect(mc.ok && mc.json).toEqual({ p: 0.5, monte_carlo: { trials: 4, seed: 's', estimates: expect.any(Object), standard_errors: expect.any(Object) } });
    const unsampled = made({ simulate: () => report(false) } as unknown as Ruleset['attack']);
    expect(await refusal(unsampled, { ruleset: 'made', hit: '1', trials: '4' })).toBe('Made cannot sample this attack for --trials');
  });
});
