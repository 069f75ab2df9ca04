/**
 * src/core/api/validate.ts called directly: a band read with salvage (every finding at once), notes only of a band with
 * a profile, the summary's counts, a path that cannot be read, a link a folder walk does not follow.
 */
import { readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { validateBytes, validateFiles, validatePaths } from '../../../src/core/api/validate.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { registry } from '../../../src/rulesets/index.js';
import { tempTree } from '../../helpers/cli.js';

const BANDS = path.resolve(import.meta.dirname, '../../../bands');
const example = (file: string) => readFileSync(path.join(BANDS, file), 'utf8');
const env = () => ({ registry, messages: new Messages('en', [CORE_MESSAGES]) });
const bytes = (text: string) => new TextEncoder().encode(text);
const FEES = example('fees-d-armes-les-bucherons.yaml');

describe('validateBytes', () => {
  it('reads a band whose format is wrong with the broken value set aside: what the checks find in the rest too', async () => {
    const text = example('ff-les-marquisards.yaml').replace(/^pc: .*$/m, 'pc: beaucoup').replace('style: agile', 'style: agil');
    const report = await validateBytes(bytes(text), 'a.yaml', {}, env());
    expect(report.files[0]!.diagnostics.map((d) => d.code)).toEqual(expect.arrayContaining(['schema/type', 'ff/unknown-style']));
  });

  it('counts the information apart from errors and warnings', async () => {
    const unspent = await validateBytes(bytes(FEES.replace(/^points: 10$/m, 'points: 12')), 'a.yaml', {}, env());
    expect(unspent.summary).toEqual({ files: 1, errors: 0, warnings: 0, infos: 1, unreadable: 0 });
    expect(unspent.ok).toBe(true);
    const unnamed = await validateBytes(bytes(FEES.replace(/^points: 10$/m, 'points: 12').replace(/^name: .*$/m, 'name: 5')), 'a.yaml', {}, env());
    expect(unnamed.summary).toEqual({ files: 1, errors: 1, warnings: 0, infos: 1, unreadable: 0 });
    expect(unnamed.ok).toBe(false);
  });

  it("gives the ruleset's notes of a band, none for a ruleset without notes or a band of no ruleset", async () => {
    expect((await validateBytes(bytes(FEES), 'a.yaml', {}, env())).files[0]!.notes).toBeDefined();
    expect((await validateBytes(bytes('ruleset: nope\nname: X\n'), 'a.yaml', {}, env())).files[0]).not.toHaveProperty('notes');
    expect((await validateBytes(bytes(example('argad-la-mesnie-du-sire-yann.yaml')), 'a.yaml', {}, env())).files[0]).not.toHaveProperty('notes');
  });
});

describe('validateFiles and validatePaths', () => {
  it('a file that cannot be read is a failure, the others results', async () => {
    const dir = tempTree({ 'a.yaml': FEES });
    const { results, failures } = await validateFiles([path.join(dir, 'missing.yaml'), path.join(dir, 'a.yaml')], {}, env());
    expect(results.map((r) => r.file)).toEqual([path.join(dir, 'a.yaml')]);
    expect(failures.map((f) => f.code)).toEqual(['cli/not-found']);
  });

  it('a link under a folder is not followed: told to onSkipped when given, silently passed over when not', async () => {
    const dir = tempTree({ 'bands/a.yaml': FEES, 'elsewhere/b.yaml': FEES });
    symlinkSync(path.join(dir, 'elsewhere/b.yaml'), path.join(dir, 'bands/b.yaml'));
    const onSkipped = vi.fn();
    const told = await validatePaths([path.join(dir, 'bands')], { onSkipped }, env());
    expect(told.summary.files).toBe(1);
    expect(onSkipped).toHaveBeenCalledTimes(1);
    const silent = await validatePaths([path.join(dir, 'bands')], {}, env());
    expect(silent.summary.files).toBe(1);
  });
});
