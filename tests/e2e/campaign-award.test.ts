// The built command end to end: wiring, output, exit codes. Logic is covered in process (tests/core/campaign).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { band, campaign } from '../helpers/campaign.js';
import { runCli, runJson, tempTree } from '../helpers/cli.js';

const award = (scenario: string, winners: string[], losers: string[], ...extra: string[]) => [
  'campaign-award',
  '--scenario',
  scenario,
  ...(winners.length ? ['--winner', ...winners] : []),
  ...(losers.length ? ['--loser', ...losers] : []),
  '--date',
  '2025-01-04',
  ...extra,
];

describe('escarmouche campaign-award', () => {
  it('records a game in the band files, keeping their lines, and refuses it a second time', () => {
    const c = campaign('alpha', 'beta');
    const first = runCli(award('le-pont', [c.file('alpha')], [c.file('beta')]));
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/alpha\s+win\s+\+1\s+\+0\s+\+1/);
    expect(first.stdout).toMatch(/beta\s+loss\s+\+0\s+\+1\s+\+1/);
    expect(c.read('alpha').startsWith(band('alpha'))).toBe(true);
    expect(parse(c.read('beta')).campaign).toEqual({
      totals: { trophies: 0, pc: 1, fer: 1 },
      ledger: [{ scenario: 'le-pont', date: '2025-01-04', result: 'loss', played: 0, trophies: 0, pc: 1, fer: 1 }],
    });
    const bytes = [readFileSync(c.file('alpha')), readFileSync(c.file('beta'))];
    const again = runCli(award('le-pont', [c.file('alpha')], [c.file('beta')]));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('scenario "le-pont" is already in the ledger');
    expect(readFileSync(c.file('alpha')).equals(bytes[0]!)).toBe(true);
    expect(readFileSync(c.file('beta')).equals(bytes[1]!)).toBe(true);
  });

  it('--dry-run prints the diff and writes nothing; the diff applied is the award', () => {
    const c = campaign('alpha', 'beta');
    const dry = runCli(award('s1', ['alpha.yaml'], ['beta.yaml'], '--dry-run'), { cwd: c.dir });
    expect(dry.code).toBe(0);
    expect(dry.stdout.startsWith('--- alpha.yaml\n+++ alpha.yaml\n@@ ')).toBe(true);
    expect(dry.stdout).toContain('+    - scenario: s1\n');
    expect(dry.stderr).toContain('dry run: nothing written');
    expect([c.read('alpha'), c.read('beta')]).toEqual([band('alpha'), band('beta')]);
    const copy = tempTree({ 'alpha.yaml': band('alpha'), 'beta.yaml': band('beta'), 'change.diff': dry.stdout });
    const patched = spawnSync('patch', ['-s', '-p0', '-i', 'change.diff'], { cwd: copy, encoding: 'utf8' });
    expect(patched.status, patched.stderr).toBe(0);
    expect(runCli(award('s1', ['alpha.yaml'], ['beta.yaml']), { cwd: c.dir }).code).toBe(0);
    for (const name of ['alpha', 'beta']) expect(readFileSync(path.join(copy, `${name}.yaml`), 'utf8')).toBe(c.read(name));
  });

  it('--undo removes the event; --standings ranks the bands', () => {
    const c = campaign('alpha', 'beta');
    expect(runCli(award('s1', [c.file('alpha')], [c.file('beta')])).code).toBe(0);
    expect(runCli(award('s2', [c.file('beta')], [c.file('alpha')])).code).toBe(0);
    const standings = runCli(['campaign-award', '--standings', c.file('alpha'), c.file('beta'), '--lang', 'fr']);
    expect(standings.code).toBe(0);
    expect(standings.stdout).toContain('Classement');
    // Level on one trophy each: beta won the later scenario.
    expect(standings.stdout).toMatch(/1\s+beta\s+1\s+2\s+1\s+1\s+s2 \(2025-01-04\)\n\s+2\s+alpha/);
    const undo = runJson(['campaign-award', '--undo', 's2', c.file('alpha'), c.file('beta')]);
    expect(undo.code).toBe(0);
    expect(undo.json.events.map((e: any) => e.event.scenario)).toEqual(['s2', 's2']);
    expect(parse(c.read('beta')).campaign.ledger.map((e: any) => e.scenario)).toEqual(['s1']);
  });

  it('--undo shows the amounts it removes as negative', () => {
    const c = campaign('alpha', 'beta');
    expect(runCli(award('s1', [c.file('alpha')], [c.file('beta')])).code).toBe(0);
    const undo = runCli(['campaign-award', '--undo', 's1', c.file('alpha'), c.file('beta')]);
    expect(undo.code).toBe(0);
    expect(undo.stdout).toMatch(/alpha\s+win\s+-1\s+0\s+-1/);
    expect(undo.stdout).toMatch(/beta\s+loss\s+0\s+-1\s+-1/);
    expect(undo.stdout).not.toContain('+');
  });

  it.each([
    ['Le Pont', "--undo 'Le Pont'"],
    ["l'aube", "--undo 'l'\\''aube'"],
    ['le-pont', '--undo le-pont,'],
  ])('a second award of %j suggests the --undo command quoted for the shell', (scenario, suggested) => {
    const c = campaign('alpha', 'beta');
    expect(runCli(award(scenario, [c.file('alpha')], [c.file('beta')])).code).toBe(0);
    const again = runCli([...award(scenario, [c.file('alpha')], [c.file('beta')]), '--lang', 'en'], { env: { COLUMNS: '400' } });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(suggested);
  });

  it('--standings over the shipped bands/ folder ranks each ruleset with campaign rules and names the others', () => {
    const { code, stdout } = runCli(['campaign-award', '--standings', 'bands/']);
    expect(code).toBe(0);
    expect(stdout).toContain('Standings: Flammes & Fantassins');
    expect(stdout).toContain('Standings: Argad!');
    expect(stdout).toMatch(/not ranked, their rulesets have no campaign rules in escarmouche:\s+bands\/fees-d-armes-les-bucherons\.yaml \(Fées d'armes\)/);
    const { json } = runJson(['campaign-award', '--standings', 'bands/']);
    expect(new Set(json.standings.map((s: any) => s.ruleset))).toEqual(new Set(['flammes-et-fantassins', 'argad']));
    expect(json.unranked.map((u: any) => u.ruleset).sort()).toEqual(['fees-d-armes', 'fees-d-armes', 'frostgrave', 'mef-fan', 'mef-fan']);
    // Bands of one ruleset without campaign rules only: nothing to rank, exit 2.
    const none = runCli(['campaign-award', '--standings', 'bands/frostgrave-l-expedition-de-renulf.yaml']);
    expect([none.code, none.stderr]).toEqual([2, expect.stringContaining('Frostgrave has no campaign rules')]);
  });

  it('counts earned PC and pièces de fer in show and validate', () => {
    const c = campaign('alpha', 'beta');
    expect(runCli(award('s1', [c.file('alpha')], [c.file('beta')])).code).toBe(0);
    const shown = runJson(['show', c.file('beta')]);
    expect(shown.json.band).toMatchObject({ pc_budget: 3, pc_spent: 2, fer_budget: 3, fer_spent: 2 });
    expect(shown.json.campaign).toEqual({ scenarios: 1, wins: 0, losses: 1, trophies: 0, pc: 1, fer: 1, created: [] });
    const checked = runJson(['validate', c.file('beta')]);
    expect(checked.code).toBe(0);
    expect(checked.json.files[0].diagnostics.map((d: any) => [d.code, d.severity])).toEqual([['ff/pc-earned', 'info'], ['ff/fer-earned', 'info']]);
    expect(runJson(['validate', '--strict', c.file('beta')]).code).toBe(0);
  });

  it('refuses a broken band file (exit 1) and writes nothing', () => {
    const c = campaign('alpha');
    const broken = path.join(c.dir, 'broken.yaml');
    writeFileSync(broken, band('broken').replace('name: broken', 'name: [unclosed'));
    const result = runCli(award('s1', [c.file('alpha')], [broken]));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('cannot take part in the campaign');
    expect(c.read('alpha')).toBe(band('alpha'));
  });

  it.each([
    ['no mode', ['campaign-award']],
    ['two modes', ['campaign-award', '--scenario', 's1', '--undo', 's1', 'x.yaml']],
    ['a bad --played', ['campaign-award', '--scenario', 's1', '--winner', 'x.yaml', '--played', 'two']],
    ['a band file without --winner or --loser', ['campaign-award', '--scenario', 's1', 'x.yaml']],
  ])('exits 2 on %s, without a stack trace', (_name, args) => {
    const result = runCli(args);
    expect(result.code).toBe(2);
    expect(result.stderr).not.toMatch(/\s+at .*:\d+:\d+/);
  });

  it('exits 2 when a band is named twice, writing nothing', () => {
    const c = campaign('alpha');
    const result = runCli(award('s1', [c.file('alpha')], [path.join(c.dir, '.', 'alpha.yaml')]));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('named twice');
    expect(c.read('alpha')).toBe(band('alpha'));
  });
});

describe('campaign-award --creation-de-potion on the command line', () => {
  // The flag is kebab case, commander's key camelCase: the command must find the action under either.
  it('records the two items of the game for the Alchimiste', () => {
    const apothicaires = `ruleset: flammes-et-fantassins
name: Les Apothicaires
pc: 1
house_rules:
  band-min: 1
characters:
  - name: Ferment
    style: agile
    classes: [alchimiste]
    equipment: [dague]
    spells: [fascination-pour-les-tenebres, eclair]
    specialty: creation-de-potion
`;
    const dir = tempTree({ 'a.yaml': apothicaires });
    expect(runCli(['campaign-award', '--scenario', 's1', '--date', '2026-01-02', '--loser', 'a.yaml'], { cwd: dir }).code).toBe(0);
    const made = runCli(['campaign-award', '--creation-de-potion', 'a.yaml#Ferment=potion-de-vie,bombe', '--scenario', 's1', '--date', '2026-01-02'], { cwd: dir });
    expect(made.code, made.stderr).toBe(0);
    expect(parse(readFileSync(path.join(dir, 'a.yaml'), 'utf8')).campaign.potions).toEqual([{ member: 'Ferment', scenario: 's1', date: '2026-01-02', items: 'potion-de-vie, bombe' }]);
  });
});
