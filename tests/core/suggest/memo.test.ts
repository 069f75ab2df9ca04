/** `memoModel` (src/core/suggest/score.ts): each distinct attack computed once, the same JSON and attacks as the model's own. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { draftOf } from '../../../src/core/ruleset/builder.js';
import type { Side } from '../../../src/core/ruleset/ruleset.js';
import { memoModel } from '../../../src/core/suggest/score.js';
import { registry } from '../../../src/rulesets/index.js';
import { ROOT } from '../../helpers/cli.js';

const file = path.join(ROOT, 'bands', 'ff-les-marquisards.yaml');
const ruleset = await registry.load(registry.find('flammes-et-fantassins')!);
const read = () => draftOf(ruleset, parseDocument(readFileSync(file, 'utf8'))).band;

describe('memoModel', () => {
  it('computes an attack once, for the same members read again; its JSON and view are the model’s', () => {
    const memo = memoModel(ruleset);
    const side = (band: unknown, i: number): Side<unknown> => ({ kind: 'member', band, member: ruleset.roster(band)[i]!, file });
    const band = read();
    const input = { attacker: side(band, 0), target: side(band, 1), options: {}, lang: 'en' as const };
    const first = memo.simulate(input);
    expect(memo.computed()).toBe(1);
    // The same members in a band read again (new objects, same content): no new computation, the very same JSON.
    const again = read();
    expect(memo.simulate({ ...input, attacker: side(again, 0), target: side(again, 1) }).json).toBe(first.json);
    expect(memo.computed()).toBe(1);
    const direct = ruleset.attack!.simulate(input);
    expect(first.json).toStrictEqual(direct.json);
    expect(first.view).toStrictEqual(direct.view);
    // Another target is another attack.
    memo.simulate({ ...input, target: side(band, 2) });
    expect(memo.computed()).toBe(2);
  });

  it('lists a member’s attacks as the model does, once per member', () => {
    const memo = memoModel(ruleset);
    const band = read();
    const member = ruleset.roster(band)[0]!;
    const attacks = memo.attacks!(band, member);
    expect(attacks).toStrictEqual(ruleset.attack!.attacks!(band, member));
    expect(memo.attacks!(read(), member)).toBe(attacks);
  });
});
