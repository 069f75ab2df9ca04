/** src/core/api/campaign-award.ts called directly: refusals with their exact codes and parameters, standings, dry runs. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignOutcome, type CampaignAwardOptions, type CampaignDeps } from '../../../src/core/api/campaign-award.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { lockPathOf } from '../../../src/core/band-files/lock.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { Registry } from '../../../src/core/ruleset/registry.js';
import type { Ruleset } from '../../../src/core/ruleset/ruleset.js';
import { manifests, registry } from '../../../src/rulesets/index.js';
import { tempTree } from '../../helpers/cli.js';
import { alchimisteBand } from '../../helpers/alchimiste.js';

const BANDS = path.resolve(import.meta.dirname, '../../../bands');
const example = (name: string) => readFileSync(path.join(BANDS, `${name}.yaml`));

const MARQ = 'ff-les-marquisards';
const POT = 'ff-federation-de-la-poterie';
const ARGAD = 'argad-la-mesnie-du-sire-yann';
const FROST = 'frostgrave-l-expedition-de-renulf';
/** An Argad troop of one character: `--heal FILE` needs no `#Name`. */
const ALONE = 'ruleset: argad\nname: Seul\ncharacters:\n  - { name: Gwenn, class: 3, armour: legere, melee: courte }\n';
/** An Argad troop whose characters do not parse: no roster to find a member in. */
const BROKEN = 'ruleset: argad\nname: Cassée\ncharacters: 3\n';
/** An F&F band with an Alchimiste who has « Création de potion », after the game « le pont ». */
const POTIONS = alchimisteBand('Les Apothicaires', 'pc: 3\n', `campaign:
  ledger:
    - { scenario: le-pont, date: 2025-01-04, result: loss, played: 0, trophies: 0, pc: 1, fer: 1 }
`);
/** A ledger that is not a mapping: the band is refused. */
const REFUSED = 'ruleset: flammes-et-fantassins\nname: X\ncampaign: 3\n';

afterEach(() => {
  vi.useRealTimers();
});

function setup(files: Record<string, string | Uint8Array> = {}, reg: Registry = registry) {
  const names = [MARQ, POT, ARGAD, FROST];
  const dir = tempTree({ ...Object.fromEntries(names.map((n) => [`${n}.yaml`, example(n)])), 'alone.yaml': ALONE, 'broken.yaml': BROKEN, 'refused.yaml': REFUSED, 'alone-refused.yaml': `${ALONE}campaign: 3\n`, 'pot=.yaml': POTIONS, ...files });
  const at = (name: string) => path.join(dir, `${name}.yaml`);
  const run = (files: string[], options: CampaignAwardOptions, deps: CampaignDeps = {}) =>
    campaignOutcome(files, options, { registry: reg, messages: new Messages('en', [CORE_MESSAGES]) }, deps);
  /** The usage error a run throws: its code and parameters. */
  const refusal = async (files: string[], options: CampaignAwardOptions, deps: CampaignDeps = {}) => {
    try {
      await run(files, options, deps);
    } catch (cause) {
      if (cause instanceof EscarmoucheError) return { code: cause.code, params: cause.params };
      throw cause;
    }
    throw new Error('no refusal');
  };
  return { dir, at, run, refusal };
}

/** What an unchanged band's standings row is. */
const fresh = (band: string, file: string, ruleset: string) => ({ rank: 1, file, band, score: 0, scenarios: 0, wins: 0, losses: 0, last_victory: null, ruleset });
const COLUMNS = ['rank', 'band', 'trophies', 'scenarios', 'wins', 'losses', 'last victory'];

describe('campaignOutcome: refusals name the files and values at fault', () => {
  it('a band named twice', async () => {
    const s = setup();
    expect(await s.refusal([], { scenario: 'le-pont', winner: [s.at(MARQ)], loser: [s.at(MARQ)], date: '2025-01-04' })).toEqual({ code: 'campaign/named-twice', params: { file: s.at(MARQ) } });
  });

  it('a scenario id without letters or digits', async () => {
    const s = setup();
    expect(await s.refusal([], { scenario: ' !? ', winner: [s.at(MARQ)], date: '2025-01-04' })).toEqual({ code: 'campaign/bad-scenario', params: { actual: ' !? ' } });
  });

  it('files besides --scenario, and no band at all', async () => {
    const s = setup();
    expect(await s.refusal([s.at(POT)], { scenario: 'le-pont', winner: [s.at(MARQ)] })).toEqual({ code: 'campaign/files-with-scenario', params: { file: s.at(POT) } });
    expect(await s.refusal([], { scenario: 'le-pont', date: '2025-01-04' })).toEqual({ code: 'campaign/no-bands', params: { detail: '--winner <files…> --loser <files…>' } });
    expect(await s.refusal([], { undo: 'le-pont' })).toEqual({ code: 'campaign/no-bands', params: { detail: '--undo <id> <files…>' } });
    expect(await s.refusal([], { standings: true })).toEqual({ code: 'campaign/no-bands', params: { detail: '--standings <files…>' } });
  });

  it('a date that is not YYYY-MM-DD, or not a day of the calendar', async () => {
    const s = setup();
    for (const date of ['2025/01/04', 'x2025-01-04', '2025-01-04x', '2025-13-01', '2025-00-10', '2025-02-29', '2025-04-31', '2025-01-00']) {
      expect(await s.refusal([], { scenario: 'le-pont', winner: [s.at(MARQ)], date })).toEqual({ code: 'campaign/bad-date', params: { actual: date } });
    }
    const run = await s.run([], { scenario: 'le-pont', winner: [s.at(MARQ)], date: '2024-02-29', dryRun: true });
    expect(run.json).toMatchObject({ date: '2024-02-29' });
  });

  it('a scenario id is taken trimmed', async () => {
    const s = setup();
    const run = await s.run([], { scenario: ' le-pont ', winner: [s.at(MARQ)], date: '2025-01-04', dryRun: true });
    expect(run.json).toMatchObject({ scenario: 'le-pont' });
  });

  it('--played: a whole number up to 1000, spaces around allowed', async () => {
    const s = setup();
    // Argad has no awards: any count of scenarios played is taken.
    const award = (played: string) => s.run([], { scenario: 'le-pont', winner: [s.at(ARGAD)], date: '2025-01-04', played, dryRun: true });
    for (const played of ['x5', '5x', '1001']) {
      expect(await s.refusal([], { scenario: 'le-pont', winner: [s.at(MARQ)], date: '2025-01-04', played })).toEqual({ code: 'campaign/bad-played', params: { actual: played, max: 1000 } });
    }
    expect((await award(' 5 ')).json).toMatchObject({ played: 5 });
    expect((await award('1000')).json).toMatchObject({ played: 1000 });
  });

  it('--standings: a path missing, a file that cannot be read, or only bands without campaign rules', async () => {
    const s = setup();
    expect(await s.refusal([], { standings: [s.at('missing')] })).toEqual({ code: 'cli/not-found', params: { file: s.at('missing') } });
    // Not listed as unranked: only a ruleset without campaign rules is.
    expect(await s.refusal([], { standings: ['/dev/null', s.at(MARQ)] })).toEqual({ code: 'cli/not-a-file', params: { file: '/dev/null', detail: 'a device or socket' } });
    expect(await s.refusal([], { standings: [s.at(FROST)] })).toEqual({ code: 'campaign/not-supported', params: { file: s.at(FROST), ruleset: 'Frostgrave' } });
  });

  it('a member action with --winner, or with files besides its FILE#Name', async () => {
    const s = setup();
    expect(await s.refusal([], { heal: `${s.at('alone')}#Gwenn`, winner: [s.at(MARQ)] })).toEqual({ code: 'campaign/action-mode', params: { action: 'heal' } });
    expect(await s.refusal([s.at(MARQ)], { heal: `${s.at('alone')}#Gwenn` })).toEqual({ code: 'campaign/files-with-action', params: { file: s.at(MARQ), action: 'heal' } });
  });

  it('FILE alone names the member of a band of one; of several, it is refused saying where their names are', async () => {
    const s = setup();
    const run = await s.run([], { heal: s.at('alone'), dice: '3', date: '2026-05-01', dryRun: true });
    expect(run.json).toMatchObject({ action: 'heal', member: 'Gwenn', file: s.at('alone') });
    // Five members: more than 3, so not listed (issue 37).
    expect(await s.refusal([], { heal: s.at(ARGAD), dice: '3', date: '2026-05-01' })).toEqual({ code: 'campaign/member-required-many', params: { file: s.at(ARGAD), actual: s.at(ARGAD) } });
  });

  it('a band whose characters do not parse has no member to suggest', async () => {
    const s = setup();
    expect(await s.refusal([], { heal: `${s.at('broken')}#Yann`, dice: '3', date: '2026-05-01' })).toEqual({ code: 'campaign/member-unknown-far', params: { actual: 'Yann', file: s.at('broken') } });
  });
});

describe('campaignOutcome: refused bands come back with their errors', () => {
  const refused = (file: string) => {
    const diagnostic = { severity: 'error', code: 'schema/type', message: 'campaign: expected object, found the number 3', rule: 'campaign: the documented format (docs/rulesets/)', actual: '3', fix: 'write the documented format (docs/rulesets/) here', path: 'campaign', line: 3, column: 1 };
    return { ok: false, json: { valid: false, files: [{ file, diagnostics: [diagnostic] }] }, refused: [{ file, diagnostics: [{ file, ...diagnostic }] }] };
  };

  it('--undo', async () => {
    const s = setup();
    expect(await s.run([s.at('refused')], { undo: 'le-pont' })).toEqual(refused(s.at('refused')));
  });

  it('--standings', async () => {
    const s = setup();
    expect(await s.run([], { standings: [s.at('refused'), s.at(MARQ)] })).toEqual(refused(s.at('refused')));
  });
});

describe('campaignOutcome: standings', () => {
  it('one ruleset: one table under "Standings", nothing unranked', async () => {
    const s = setup();
    expect(await s.run([s.at(POT)], { standings: [s.at(MARQ)] })).toEqual({
      ok: true,
      json: { standings: [fresh('Les Marquisards des Vers de Terre', s.at(MARQ), 'flammes-et-fantassins'), fresh('La Fédération de la Poterie', s.at(POT), 'flammes-et-fantassins')].sort((a, b) => a.band.localeCompare(b.band)), unranked: [] },
      view: [
        { kind: 'heading', text: 'Standings' },
        { kind: 'table', columns: COLUMNS, rows: [[1, 'La Fédération de la Poterie', 0, 0, 0, 0, '-'], [1, 'Les Marquisards des Vers de Terre', 0, 0, 0, 0, '-']] },
      ],
    });
  });

  it('a band of a ruleset without campaign rules is named after the table', async () => {
    const s = setup();
    expect(await s.run([], { standings: [s.at(MARQ), s.at(FROST)] })).toEqual({
      ok: true,
      json: { standings: [fresh('Les Marquisards des Vers de Terre', s.at(MARQ), 'flammes-et-fantassins')], unranked: [{ file: s.at(FROST), ruleset: 'frostgrave' }] },
      view: [
        { kind: 'heading', text: 'Standings' },
        { kind: 'table', columns: COLUMNS, rows: [[1, 'Les Marquisards des Vers de Terre', 0, 0, 0, 0, '-']] },
        { kind: 'lines', lines: ['', `not ranked, their rulesets have no campaign rules in escarmouche: ${s.at(FROST)} (Frostgrave)`] },
      ],
    });
  });

  it('the score column is the label of the ruleset score, wherever its award comes', async () => {
    const ff = manifests['flammes-et-fantassins'];
    const scoredByPc = { ...ff, load: async () => { const r = await ff.load(); return { ...r, campaign: { ...r.campaign!, score: 'pc' } } as Ruleset; } };
    const s = setup({}, new Registry([scoredByPc]));
    const run = await s.run([], { standings: [s.at(MARQ)] });
    expect(run.ok && run.view[1]).toEqual({ kind: 'table', columns: ['rank', 'band', 'PC', 'scenarios', 'wins', 'losses', 'last victory'], rows: [[1, 'Les Marquisards des Vers de Terre', 0, 0, 0, 0, '-']] });
  });
});

describe('campaignOutcome: dry runs and dates', () => {
  it('the diff of a dry run is the diffs of the files, one after the other', async () => {
    const s = setup();
    const run = await s.run([], { scenario: 'le-pont', winner: [s.at(MARQ)], loser: [s.at(POT)], date: '2025-01-04', dryRun: true });
    if (!run.ok) throw new Error('refused');
    const diffs = run.json.diffs as { file: string; diff: string }[];
    expect(diffs.map((d) => d.file)).toEqual([s.at(MARQ), s.at(POT)]);
    expect(run.diff).toBe(diffs[0]!.diff + diffs[1]!.diff);
  });

  it('a band file that starts with a byte order mark: its first line is unchanged in the diff', async () => {
    const text = example(MARQ).toString('utf8');
    const s = setup({ 'bom.yaml': `\uFEFF${text}` });
    const run = await s.run([], { scenario: 'le-pont', winner: [s.at('bom')], loser: [s.at(POT)], date: '2025-01-04', dryRun: true });
    if (!run.ok) throw new Error('refused');
    const diff = (run.json.diffs as { diff: string }[])[0]!.diff;
    expect(diff.split('\n').filter((l) => l.startsWith('-') && !l.startsWith('---'))).toEqual([]);
  });

  it('without --date, the game is dated today, local time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 0, 4, 12, 0, 0));
    const s = setup();
    const run = await s.run([], { scenario: 'le-pont', winner: [s.at(MARQ)], dryRun: true });
    expect(run.json).toMatchObject({ date: '2025-01-04' });
  });
});

describe('campaignOutcome: --undo', () => {
  it('bands of two rulesets: each event is written with the awards of its own ruleset', async () => {
    const s = setup();
    await s.run([], { scenario: 'le-pont', winner: [s.at(MARQ)], date: '2025-01-04' });
    await s.run([], { scenario: 'le-pont', loser: [s.at(ARGAD)], date: '2025-01-04' });
    const run = await s.run([s.at(ARGAD), s.at(MARQ)], { undo: 'le-pont', dryRun: true });
    expect(run.ok && run.json.events).toEqual([
      { file: s.at(ARGAD), band: 'La mesnie du sire Yann', event: { scenario: 'le-pont', date: '2025-01-04', result: 'loss', played: 0 }, totals: {} },
      { file: s.at(MARQ), band: 'Les Marquisards des Vers de Terre', event: { scenario: 'le-pont', date: '2025-01-04', result: 'win', played: 0, trophies: 1, pc: 0, fer: 1 }, totals: { trophies: 0, pc: 0, fer: 0 } },
    ]);
  });
});

describe('campaignOutcome: member actions', () => {
  const HEAL = { dice: '3', date: '2026-05-01', seed: 'abc' };
  const RECORD = { member: 'Gwenn', date: '2026-05-01', roll: 3, health: 3, result: 'after_effects' };
  const REPORT = [
    { kind: 'heading', text: 'Soins for Gwenn: a die against santé 3' },
    { kind: 'pairs', items: [['die', 3], ['result', 'heals with séquelles']] },
  ];

  it('recorded: the record, the seed, the report, and one file written', async () => {
    const s = setup();
    const file = s.at('alone');
    expect(await s.run([], { heal: `${file}#Gwenn`, ...HEAL })).toEqual({
      ok: true,
      json: { action: 'heal', undo: false, file, member: 'Gwenn', record: RECORD, seed: 'abc', dry_run: false },
      view: [...REPORT, { kind: 'lines', lines: [`heal: recorded for Gwenn in ${file}`] }],
      footer: '1 file(s) written',
    });
    expect(readFileSync(file, 'utf8')).toBe(`${ALONE}\ncampaign:\n  care:\n    - member: Gwenn\n      date: 2026-05-01\n      roll: 3\n      health: 3\n      result: after_effects\n`);
  });

  it('a dry run: the diff, nothing written', async () => {
    const s = setup();
    const file = s.at('alone');
    const diff = `--- ${file}\n+++ ${file}\n@@ -2,3 +2,11 @@\n name: Seul\n characters:\n   - { name: Gwenn, class: 3, armour: legere, melee: courte }\n+\n+campaign:\n+  care:\n+    - member: Gwenn\n+      date: 2026-05-01\n+      roll: 3\n+      health: 3\n+      result: after_effects\n`;
    expect(await s.run([], { heal: `${file}#Gwenn`, ...HEAL, dryRun: true })).toEqual({
      ok: true,
      json: { action: 'heal', undo: false, file, member: 'Gwenn', record: RECORD, seed: 'abc', dry_run: true, diffs: [{ file, diff }] },
      view: [...REPORT, { kind: 'lines', lines: [`heal: recorded for Gwenn in ${file}`] }],
      diff,
      footer: 'dry run: nothing written',
    });
    expect(readFileSync(file, 'utf8')).toBe(ALONE);
  });

  it('undone: no seed, no report', async () => {
    const s = setup();
    const file = s.at('alone');
    await s.run([], { heal: `${file}#Gwenn`, ...HEAL });
    expect(await s.run([], { heal: `${file}#Gwenn`, undo: '2026-05-01' })).toEqual({
      ok: true,
      json: { action: 'heal', undo: true, file, member: 'Gwenn', record: RECORD, dry_run: false },
      view: [{ kind: 'lines', lines: [`heal: record of Gwenn removed from ${file}`] }],
      footer: '1 file(s) written',
    });
  });

  it("the member's band file is written under its lock", async () => {
    const s = setup();
    const file = s.at('alone');
    const locked: boolean[] = [];
    const write = async (target: string, content: string | Uint8Array) => {
      locked.push(existsSync(lockPathOf(target)));
      writeFileSync(target, content);
    };
    await s.run([], { heal: `${file}#Gwenn`, ...HEAL }, { write });
    expect(locked).toEqual([true]);
    expect(existsSync(lockPathOf(file))).toBe(false);
  });

  it('FILE# with no name is FILE alone', async () => {
    const s = setup();
    const run = await s.run([], { heal: `${s.at('alone')}#`, ...HEAL, dryRun: true });
    expect(run.ok && run.json.member).toBe('Gwenn');
  });

  it('an action without a value: "=" is part of the name', async () => {
    const s = setup();
    expect(await s.refusal([], { heal: `${s.at('alone')}#Gwenn=3`, ...HEAL })).toEqual({ code: 'campaign/member-unknown', params: { actual: 'Gwenn=3', file: s.at('alone'), suggestion: 'Gwenn' } });
  });

  it('an action with a value: FILE#Name=VALUE, the file name may hold "="', async () => {
    const s = setup();
    const file = path.join(s.dir, 'pot=.yaml');
    const run = await s.run([], { creationDePotion: `${file}#Ambroise=bombe,bombe`, scenario: 'le-pont', date: '2026-05-01', dryRun: true });
    expect(run.ok && { file: run.json.file, member: run.json.member }).toEqual({ file, member: 'Ambroise' });
    expect(await s.refusal([], { creationDePotion: `${file}#Ambroise`, scenario: 'le-pont', date: '2026-05-01' })).toMatchObject({ code: 'ff/potion-items', params: { name: 'Ambroise', actual: '-' } });
    // No name before "=": the band has two members.
    expect(await s.refusal([], { creationDePotion: `${file}#=bombe,bombe`, scenario: 'le-pont', date: '2026-05-01' })).toEqual({ code: 'campaign/member-required', params: { file, actual: `${file}#`, known: 'Ambroise, Tireur' } });
    // No "#": all of it is the file.
    expect(await s.refusal([], { creationDePotion: file, scenario: 'le-pont', date: '2026-05-01' })).toEqual({ code: 'campaign/member-required', params: { file, actual: file, known: 'Ambroise, Tireur' } });
  });

  it('no name near the one typed: where the members are listed, never the whole roster (issue 37)', async () => {
    const s = setup();
    expect(await s.refusal([], { heal: `${s.at(ARGAD)}#Zzzzzzzz`, ...HEAL })).toEqual({ code: 'campaign/member-unknown-far', params: { actual: 'Zzzzzzzz', file: s.at(ARGAD) } });
  });

  it('a name near several: at most 3 close names, the closest first', async () => {
    const s = setup();
    expect(await s.refusal([], { heal: `${s.at(ARGAD)}#Sire Yan`, ...HEAL })).toEqual({ code: 'campaign/member-unknown', params: { actual: 'Sire Yan', file: s.at(ARGAD), suggestion: 'Sire Yann' } });
  });

  it('a refused band comes back with its errors', async () => {
    const s = setup();
    const run = await s.run([], { heal: `${s.at('alone-refused')}#Gwenn`, ...HEAL });
    expect(run.ok === false && run.refused.map((r) => [r.file, r.diagnostics.map((d) => d.code)])).toEqual([[s.at('alone-refused'), ['schema/type']]]);
  });

  it('--standings, --winner or --loser with an action', async () => {
    const s = setup();
    const heal = `${s.at('alone')}#Gwenn`;
    for (const mode of [{ standings: true as const }, { winner: [s.at(MARQ)] }, { loser: [s.at(MARQ)] }]) {
      expect(await s.refusal([], { heal, ...mode })).toEqual({ code: 'campaign/action-mode', params: { action: 'heal' } });
    }
  });

  it('an action the ruleset of the band does not have, even with no actions at all', async () => {
    const s = setup();
    expect(await s.refusal([], { heal: `${s.at(MARQ)}#Eliott`, ...HEAL })).toEqual({ code: 'campaign/action-not-supported', params: { file: s.at(MARQ), ruleset: 'Flammes & Fantassins', action: 'heal' } });
    const ff = manifests['flammes-et-fantassins'];
    const noActions = { ...ff, load: async () => { const r = await ff.load(); const { actions: _, ...campaign } = r.campaign!; return { ...r, campaign } as Ruleset; } };
    const t = setup({}, new Registry([manifests.argad, noActions]));
    expect(await t.refusal([], { heal: `${t.at(MARQ)}#Eliott`, ...HEAL })).toEqual({ code: 'campaign/action-not-supported', params: { file: t.at(MARQ), ruleset: 'Flammes & Fantassins', action: 'heal' } });
  });

  it("an action's option without the action", async () => {
    const s = setup();
    expect(await s.refusal([], { healer: true, scenario: 'le-pont' })).toEqual({ code: 'campaign/action-option-alone', params: { option: '--healer', action: 'heal' } });
  });
});
