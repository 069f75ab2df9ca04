/**
 * `validate --strict` (the hook `init` writes) accepts every example band and every legal choice of the books (issue
 * 37): a Fées d'armes band of no common faction, a Mef-Fan spell of the player's own, points left unspent.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli, tempTree } from '../helpers/cli.js';

const band = (file: string) => readFileSync(path.join(ROOT, 'bands', file), 'utf8');

describe('validate --strict passes what the book allows', () => {
  it('every example band', () => {
    const files = readdirSync(path.join(ROOT, 'bands')).filter((f) => f.endsWith('.yaml'));
    expect(files.length).toBeGreaterThan(0);
    const result = runCli(['validate', '--strict', ...files.map((f) => path.join(ROOT, 'bands', f))]);
    expect(result.code).toBe(0);
  });

  it.each([
    ["Fées d'armes: figures of no common faction, points left unspent", 'fees-d-armes-les-bucherons.yaml', ['fees/no-faction-card', 'fees/points-unspent'], (t: string) => t.replace('faction: village\n', '').replace('factions: [village, foret]\n    action: 2', 'factions: [contes]\n    action: 2').replace('    cost: 2\n    factions: [contes]', '    cost: 1\n    factions: [contes]')],
    ["Mini Figs Mef-Fan: a spell of the player's own", 'mef-fan-les-gobelins-de-la-butte.yaml', ['mef-fan/own-spell'], (t: string) => t.replace('spells: [eclair-magique, terreur]', 'spells: [eclair-magique, pluie-de-crapauds]')],
  ])('%s', (_name, file, infos, change) => {
    const text = change(band(file));
    expect(text).not.toBe(band(file));
    const dir = tempTree({ 'band.yaml': text });
    const result = runCli(['validate', '--strict', path.join(dir, 'band.yaml')]);
    for (const code of infos) expect(result.stdout).toContain(code);
    expect(result.stdout).toContain('0 error(s), 0 warning(s)');
    expect(result.code).toBe(0);
    // And without --strict the same: information is never a failure.
    expect(runCli(['validate', path.join(dir, 'band.yaml')]).code).toBe(0);
  });
});
