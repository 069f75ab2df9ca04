/** `compareFlags` and `compareAttack` (src/core/api/compare.ts): the flags named, their count, each variant's options and result. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareAttack, compareFlags, MAX_COMPARED } from '../../../src/core/api/compare.js';
import { attackOdds } from '../../../src/core/api/simulate-attack.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { registry } from '../../../src/rulesets/index.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const band = (file: string) => path.join(ROOT, 'bands', file);
const REFS = { attacker: `${band('ff-les-marquisards.yaml')}#Gros Louis`, target: `${band('ff-les-archers-du-grand-saule.yaml')}#Ysolde` };
const env = () => ({ registry, messages: new Messages('en', [CORE_MESSAGES]) });
const FF = registry.find('ff')!;
const ARGAD = registry.find('argad')!;
/** The words of the usage error `run` throws. */
const refusal = (run: () => unknown): string => {
  const e = env();
  try {
    run();
  } catch (cause) {
    if (!(cause instanceof EscarmoucheError)) throw cause;
    return e.messages.text(cause.code, cause.params);
  }
  throw new Error('no error');
};
const KNOWN = 'charge, not-engaged, partial-cover, target-prone, dodge';

describe('compareFlags', () => {
  it('names or --flags, by flag or key, trimmed, empty ones dropped, each once', () => {
    expect(compareFlags(' --charge , ,charge,dodge,', FF)).toEqual(['charge', 'dodge']);
    expect(compareFlags('not-engaged,notEngaged,--partial-cover,targetProne', FF)).toEqual(['notEngaged', 'partialCover', 'targetProne']);
    expect(compareFlags('receiveCharge', ARGAD)).toEqual(['receiveCharge']);
  });

  it('one to MAX_COMPARED names', () => {
    expect(MAX_COMPARED).toBe(4);
    expect(compareFlags('charge,dodge,not-engaged,target-prone', FF)).toEqual(['charge', 'dodge', 'notEngaged', 'targetProne']);
    expect(refusal(() => compareFlags('charge,dodge,not-engaged,target-prone,partial-cover', FF))).toBe('--compare takes 1 to 4 flags, got 5');
    expect(refusal(() => compareFlags(' , ', FF))).toBe('--compare takes 1 to 4 flags, got 0');
  });

  it('only the flags of the ruleset that type in no side: anything else is refused with at most 3 close flags, else where they are listed', () => {
    for (const name of ['fly', 'hit', 'weapon', 'target-pv']) {
      expect(refusal(() => compareFlags(name, FF))).toBe(`--compare names flags of Flammes & Fantassins: "${name}" is not one, nor close to one: \`escarmouche simulate-attack --ruleset flammes-et-fantassins --help\` lists them`);
    }
    for (const name of ['-charge', 'charge-', 'char--ge', 'chrge']) {
      expect(refusal(() => compareFlags(name, FF))).toBe(`--compare names flags of Flammes & Fantassins: "${name}" is not one; did you mean charge?`);
    }
    // Never the whole list (Mef-Fan has more than twenty flags).
    expect(refusal(() => compareFlags('zzzz', registry.find('mef-fan')!))).not.toContain(KNOWN.split(', ')[0]!);
  });

  it('a flag that types in a side is no situation to compare', () => {
    const manifest = { ...FF, attackOptions: [{ key: 'mounted', flags: '--mounted', type: 'flag', side: 'attacker', description: '' }, ...FF.attackOptions] } as typeof FF;
    expect(refusal(() => compareFlags('mounted', manifest))).toContain('"mounted" is not one');
  });
});

describe('compareAttack', () => {
  it('--dice and --trials do not combine with it', async () => {
    for (const [raw, option] of [[{ dice: '1,1' }, '--dice'], [{ trials: '5' }, '--trials']] as const) {
      const error = await compareAttack(REFS, raw, 'charge', env()).then(() => undefined, (cause: EscarmoucheError) => cause);
      expect(error && env().messages.text(error.code, error.params)).toBe(`--compare computes exact odds: leave out ${option}`);
    }
  });

  // A bug fixed: the variants' options were the text given (`"targetPv": "3"`), not the value read (3) as a matchup's.
  it('each variant: the options given and the compared flags on or off, the attack run with them', async () => {
    const e = env();
    const outcome = await compareAttack(REFS, { targetPv: '3', charge: true }, 'charge,not-engaged', e);
    const run = async (raw: Record<string, unknown>) => (await attackOdds(REFS, raw, e)).json;
    expect(outcome).toEqual({
      ok: true,
      json: {
        variants: [
          { options: { targetPv: 3, charge: false, notEngaged: false }, result: await run({ targetPv: '3' }) },
          { options: { targetPv: 3, charge: true, notEngaged: false }, result: await run({ targetPv: '3', charge: true }) },
          { options: { targetPv: 3, charge: false, notEngaged: true }, result: await run({ targetPv: '3', notEngaged: true }) },
          { options: { targetPv: 3, charge: true, notEngaged: true }, result: null, error: { code: 'ff/attack-charge-engages', message: 'a Charge engages its target ("coller à sa cible"): --charge and --not-engaged exclude each other' } },
        ],
      },
      variants: expect.any(Array),
      labels: { charge: 'charge', notEngaged: 'not-engaged' },
    });
    if (!outcome.ok) return;
    expect(outcome.variants.map((v) => [v.on, v.json])).toEqual(outcome.json.variants.map((v, i) => [[[], ['charge'], ['notEngaged'], ['charge', 'notEngaged']][i], v.result]));
    expect(outcome.variants[3]!.error).toEqual(outcome.json.variants[3]!.error);
  });
});
