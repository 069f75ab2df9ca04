/**
 * `escarmouche build` with flags, run in process: what the file's lock changes (a killed run's temporary file is
 * cleared under it, a dry run takes none), a band missing with its folder, a new band the schema refuses.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempTree } from '../../helpers/cli.js';
import { runMain } from '../../helpers/in-process.js';

const NEW = ['--new', '--ruleset', 'flammes-et-fantassins', '--name', 'Les M'];
const ROBIN = ['--add-character', 'Robin', '--style', 'agile', '--class', 'archer', '--equip', 'arc'];
/** What a run killed while writing m.yaml leaves beside it (src/core/band-files/fs.ts's isTempOf). */
const LEFTOVER = '.m.yaml.123.abcdefgh.tmp';

function folder() {
  const dir = tempTree({});
  return { dir, clean: (text: string) => text.replaceAll(dir, '<dir>'), file: (name: string) => path.join(dir, name) };
}

describe('build under the lock', () => {
  it('a change takes the lock: the temporary file a killed run left beside the band is removed', async () => {
    const { dir, file } = folder();
    expect((await runMain(['build', file('m.yaml'), ...NEW, '--pc', '7'])).code).toBe(0);
    writeFileSync(file(LEFTOVER), 'half a band');
    expect((await runMain(['build', file('m.yaml'), ...ROBIN])).code).toBe(0);
    expect(readdirSync(dir)).toEqual(['m.yaml']);
  });

  it('a dry run takes no lock: the temporary file stays, no lock is left', async () => {
    const { dir, file } = folder();
    expect((await runMain(['build', file('m.yaml'), ...NEW, '--pc', '7'])).code).toBe(0);
    writeFileSync(file(LEFTOVER), 'half a band');
    expect((await runMain(['build', file('m.yaml'), ...ROBIN, '--dry-run'])).code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual([LEFTOVER, 'm.yaml']);
  });

  it('a band missing with its folder: "no such file", the folder not made (with and without --dry-run)', async () => {
    const { dir, clean, file } = folder();
    const expected = { code: 2, stdout: '', stderr: 'cannot read <dir>/q/m.yaml: no such file; create it with --new --ruleset … --name …\n' };
    for (const dry of [[], ['--dry-run']]) {
      const result = await runMain(['build', file('q/m.yaml'), '--remove-character', 'Robin', ...dry]);
      expect({ ...result, stderr: clean(result.stderr) }).toEqual(expected);
    }
    const fr = await runMain(['--lang', 'fr', 'build', file('q/m.yaml'), '--remove-character', 'Robin']);
    expect(clean(fr.stderr)).toBe('impossible de lire <dir>/q/m.yaml\u00a0: fichier introuvable\u00a0; créez-le avec --new --ruleset … --name …\n');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a band whose folder is there but not the band: "no such file", nothing made', async () => {
    const { dir, clean, file } = folder();
    mkdirSync(file('q'));
    const result = await runMain(['build', file('q/m.yaml'), '--edit-character', 'Robin', '--style', 'agile']);
    expect([result.code, clean(result.stderr)]).toEqual([2, 'cannot read <dir>/q/m.yaml: no such file; create it with --new --ruleset … --name …\n']);
    expect(readdirSync(path.join(dir, 'q'))).toEqual([]);
  });
});

describe('build on a folder', () => {
  it('refused as a destination before anything else; under --dry-run, nothing is written, so it is refused as a band to read', async () => {
    const { clean, file } = folder();
    mkdirSync(file('sub'));
    const result = await runMain(['build', file('sub'), '--remove-character', 'Robin']);
    expect({ ...result, stderr: clean(result.stderr) }).toEqual({ code: 2, stdout: '', stderr: 'cannot write <dir>/sub: it is a folder; name a file\n' });
    const dry = await runMain(['build', file('sub'), '--remove-character', 'Robin', '--dry-run']);
    expect({ ...dry, stderr: clean(dry.stderr) }).toEqual({ code: 2, stdout: '', stderr: 'cannot read <dir>/sub: it is not a regular file (a folder)\n' });
  });
});

describe('build --new with a value the schema refuses', () => {
  it('a character named past 200 characters: the band cannot be typed, so no name is taken yet; refused with the schema error (exit 1)', async () => {
    const { dir, clean, file } = folder();
    const result = await runMain(['build', file('n.yaml'), ...NEW, '--pc', '7', '--add-character', 'R'.repeat(201), ...ROBIN.slice(2)]);
    expect([result.code, result.stdout]).toEqual([1, '']);
    expect(clean(result.stderr)).toMatch(/^<dir>\/n\.yaml:\d+:\d+ {2}error {2}schema\/too-big {2}/);
    expect(clean(result.stderr)).toContain('refused: the change would leave 1 error(s) in <dir>/n.yaml; nothing was written');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('--pc -1: refused as a flag out of its range, the band schema\'s own (the same for -1 and 1e9), before anything is written', async () => {
    const { dir, clean, file } = folder();
    for (const pc of ['-1', '1e9']) {
      const result = await runMain(['build', file('n.yaml'), ...NEW, '--pc', pc, ...ROBIN]);
      expect({ ...result, stderr: clean(result.stderr) }).toEqual({ code: 2, stdout: '', stderr: `--pc must be between 0 and 1000, got "${pc}"\n` });
    }
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('build --add-character beside another', () => {
  it('a new name is added after the characters there', async () => {
    const { file } = folder();
    expect((await runMain(['build', file('m.yaml'), ...NEW, '--pc', '7', ...ROBIN])).code).toBe(0);
    const tuck = await runMain(['build', file('m.yaml'), '--add-character', 'Tuck', '--style', 'puissant', '--class', 'soldat', '--equip', 'dague', '--json']);
    expect([tuck.code, tuck.stderr]).toEqual([0, '']);
    expect(JSON.parse(tuck.stdout).characters.map((c: { name: string }) => c.name)).toEqual(['Robin', 'Tuck']);
  });
});
