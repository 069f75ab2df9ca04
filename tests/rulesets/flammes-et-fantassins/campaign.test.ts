// F&F campaign in band files: earned PC and pièces de fer in the budgets, and the ledger's checks.
import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/core/ruleset/analyse.js';
import { registry } from '../../../src/rulesets/index.js';

const HEAD = `ruleset: flammes-et-fantassins
name: Les Perdants
pc: 2
house_rules:
  band-min: 1
characters:
`;
const ARCHER = `  - name: Archer
    style: agile
    classes: [archer]
    equipment: [arc, cuir]
`;
const BARBARE = `  - name: Barbare
    style: puissant
    classes: [barbare]
    equipment: [arme-a-une-main, rondache]
`;

type Event = { scenario: string; result: 'win' | 'loss'; played: number; trophies: number; pc: number; fer: number; date?: string };
const LOSS: Event = { scenario: 's1', result: 'loss', played: 0, trophies: 0, pc: 1, fer: 1 };
const WIN: Event = { scenario: 's1', result: 'win', played: 0, trophies: 1, pc: 0, fer: 1 };

function ledger(events: readonly Event[], totals?: Record<string, number>): string {
  const lines = ['campaign:'];
  if (totals) lines.push('  totals:', ...Object.entries(totals).map(([k, v]) => `    ${k}: ${v}`));
  lines.push('  ledger:');
  for (const e of events) {
    lines.push(`    - scenario: ${e.scenario}`, `      date: ${e.date ?? '2025-01-04'}`, `      result: ${e.result}`, `      played: ${e.played}`);
    lines.push(`      trophies: ${e.trophies}`, `      pc: ${e.pc}`, `      fer: ${e.fer}`);
  }
  return `${lines.join('\n')}\n`;
}

async function check(text: string) {
  const analysis = await analyse(Buffer.from(text), 'band.yaml', registry);
  return {
    profile: analysis.profile as any,
    findings: analysis.findings.map((f): Record<string, any> => ({ code: f.code, severity: f.severity, line: f.at.line, column: f.at.column, ...(f.params ?? {}) })),
  };
}

/** 1-based line of the n-th line of `text` starting with `prefix` (after indentation). */
function lineOf(text: string, prefix: string, nth = 1): number {
  const lines = text.split('\n');
  let seen = 0;
  for (let i = 0; i < lines.length; i++) if (lines[i]!.trimStart().startsWith(prefix) && ++seen === nth) return i + 1;
  throw new Error(`no line ${prefix}`);
}

describe('F&F budgets with campaign earnings', () => {
  it('keeps a warning for the PC of the creation left unspent, an info for the earnings', async () => {
    const { findings } = await check(HEAD.replace(/^pc: 2$/m, 'pc: 3') + ARCHER + BARBARE + ledger([LOSS]));
    expect(findings.map((f) => [f.code, f.severity, f.left, f.actual, f.limit])).toEqual([
      ['ff/pc-unspent', 'warning', 1, 2, 3],
      ['ff/pc-earned', 'info', 1, 0, 1],
      // The pièces de fer of the creation follow the agreed PC (3), of which 2 are spent.
      ['ff/fer-unspent', 'warning', 1, 2, 3],
      ['ff/fer-earned', 'info', 1, 0, 1],
    ]);
  });

  it('adds the PC and the pièce de fer of a defeat to the budgets', async () => {
    const { profile, findings } = await check(HEAD + ARCHER + BARBARE + ledger([LOSS]));
    expect(profile.band).toMatchObject({ pc_budget: 3, pc_spent: 2, fer_budget: 3, fer_spent: 2 });
    expect(profile.campaign).toEqual({ scenarios: 1, wins: 0, losses: 1, trophies: 0, pc: 1, fer: 1, created: [] });
    // Earnings kept for later are information, not warnings: a band may save them.
    expect(findings.map((f) => [f.code, f.severity, f.left])).toEqual([
      ['ff/pc-earned', 'info', 1],
      ['ff/fer-earned', 'info', 1],
    ]);
  });

  it('validates a class bought with the earned PC and an item with the earned pièce de fer', async () => {
    const spent = HEAD + ARCHER.replace('[archer]', '[archer, voleur]') + BARBARE.replace('rondache]', 'rondache, potion-de-vie]');
    expect((await check(spent + ledger([LOSS]))).findings).toEqual([]);
    // Without the campaign the same band overspends its PC, and its 2 pièces de fer (one per PC agreed).
    expect((await check(spent)).findings.map((f) => [f.code, f.limit, f.actual])).toEqual([
      ['ff/pc-exceeded', 2, 3],
      ['ff/fer-exceeded', 2, 3],
    ]);
  });

  it('validates a Mercenaire hired with the earned PC, with his base weapon free', async () => {
    const mercenaire = `  - name: Recrue\n    style: agile\n    classes: [assassin]\n    equipment: [dague, potion-de-vie]\n`;
    expect((await check(HEAD + ARCHER + BARBARE + mercenaire + ledger([LOSS]))).findings).toEqual([]);
  });

  it('validates the pièce de fer of a victory spent on an item', async () => {
    const text = HEAD + ARCHER + BARBARE.replace('rondache]', 'rondache, potion-de-vie]') + ledger([WIN]);
    expect((await check(text)).findings).toEqual([]);
    // A victory brings no PC: a class more overspends them.
    const more = (await check(HEAD + ARCHER.replace('[archer]', '[archer, voleur]') + BARBARE + ledger([WIN]))).findings;
    expect(more.filter((f) => f.severity === 'error').map((f) => [f.code, f.limit, f.actual])).toEqual([['ff/pc-exceeded', 2, 3]]);
  });

  it('refuses two classes bought with one earned PC', async () => {
    const text = HEAD + ARCHER.replace('[archer]', '[archer, voleur, ranger]') + BARBARE + ledger([LOSS]);
    expect((await check(text)).findings).toContainEqual(expect.objectContaining({ code: 'ff/pc-exceeded', limit: 3, actual: 4, line: 3, column: 1 }));
  });

  it('refuses two items bought with one earned pièce de fer', async () => {
    const text = HEAD + ARCHER + BARBARE.replace('rondache]', 'rondache, potion-de-vie, potion-de-force]') + ledger([LOSS]);
    const found = (await check(text)).findings.filter((f) => f.severity === 'error');
    expect(found.map((f) => [f.code, f.limit, f.actual])).toEqual([['ff/fer-exceeded', 3, 4]]);
  });

  it('gives no pièce de fer for a class bought with earned PC (the award brings its own)', async () => {
    // 3 classes, 1 of them bought with the earned PC: 2 + 1 earned = 3 pièces de fer, not 4.
    const text = HEAD + ARCHER.replace('[archer]', '[archer, voleur]') + BARBARE.replace('rondache]', 'rondache, potion-de-vie, potion-de-force]') + ledger([LOSS]);
    expect((await check(text)).findings.map((f) => [f.code, f.limit, f.actual])).toEqual([['ff/fer-exceeded', 3, 4]]);
  });

  it('gives that pièce de fer with the house rule earned-class-fer', async () => {
    const text = HEAD + ARCHER.replace('[archer]', '[archer, voleur]') + BARBARE.replace('rondache]', 'rondache, potion-de-vie, potion-de-force]') + ledger([LOSS]);
    const { profile, findings } = await check(text.replace('band-min: 1\n', 'band-min: 1\n  earned-class-fer: true\n'));
    expect(profile.band).toMatchObject({ pc_budget: 3, pc_spent: 3, fer_budget: 4, fer_spent: 4 });
    expect(findings).toEqual([]);
  });

  it('keeps the Soldat bonus pièce de fer for a Soldat class bought with earned PC', async () => {
    // 2 pièces de fer from creation + 1 earned + 1 from the Soldat class = 4.
    const text = HEAD + ARCHER.replace('[archer]', '[archer, soldat]') + BARBARE.replace('rondache]', 'rondache, potion-de-vie, potion-de-force]') + ledger([LOSS]);
    const { profile, findings } = await check(text);
    expect(profile.band).toMatchObject({ pc_budget: 3, pc_spent: 3, fer_budget: 4, fer_spent: 4 });
    expect(findings).toEqual([]);
  });

  it('counts the events, not written totals', async () => {
    const { profile } = await check(HEAD + ARCHER + BARBARE + ledger([LOSS], { trophies: 0, pc: 5, fer: 5 }));
    expect(profile.band).toMatchObject({ pc_budget: 3, fer_budget: 3 });
  });
});

describe('F&F ledger checks', () => {
  const base = HEAD + ARCHER + BARBARE;
  const errors = async (text: string) => (await check(text)).findings.filter((f) => f.severity === 'error');

  it('accepts a ledger of distinct scenarios with the rulebook awards and matching totals, or without totals', async () => {
    const events: Event[] = [LOSS, { ...WIN, scenario: 's2', played: 1 }, { ...WIN, scenario: 's3', played: 4, trophies: 5 }];
    expect(await errors(base + ledger(events, { trophies: 6, pc: 1, fer: 3 }))).toEqual([]);
    expect(await errors(base + ledger(events))).toEqual([]);
  });

  it('reports a `played` that cannot be: 0, 1, 0 (issue 38, item 4), at the third event; a gap (0, 2) can be', async () => {
    const text = base + ledger([LOSS, { ...LOSS, scenario: 's2', played: 1 }, { ...LOSS, scenario: 's3', played: 0 }]);
    expect(await errors(text)).toEqual([
      expect.objectContaining({ code: 'ff/campaign-played-order', scenario: 's3', actual: 0, previous: 's2', limit: 2, line: lineOf(text, 'played: 0', 2), column: 7 }),
    ]);
    // The same count twice is no more possible than a smaller one.
    expect((await errors(base + ledger([LOSS, { ...LOSS, scenario: 's2' }]))).map((f) => f.code)).toEqual(['ff/campaign-played-order']);
    // A band that sat out a scenario of the campaign: 0, then 2.
    expect(await errors(base + ledger([LOSS, { ...LOSS, scenario: 's2', played: 2 }]))).toEqual([]);
  });

  it('reports a scenario twice in the ledger, at the second one', async () => {
    const text = base + ledger([LOSS, { ...LOSS, scenario: 'S1', played: 1 }]);
    expect(await errors(text)).toContainEqual(expect.objectContaining({ code: 'campaign/duplicate-scenario', actual: 'S1', line: lineOf(text, '- scenario:', 2), column: 7 }));
  });

  it('reports written totals that are not the sums of the events', async () => {
    const text = base + ledger([LOSS], { trophies: 3, pc: 1, fer: 1 });
    expect(await errors(text)).toEqual([expect.objectContaining({ code: 'campaign/totals-mismatch', key: 'trophies', limit: 0, actual: 3, line: lineOf(text, 'trophies: 3'), column: 5 })]);
  });

  it.each([
    ['a victory after 4 scenarios with 3 trophies', { ...WIN, played: 4, trophies: 3 }, 'trophies', 5, 3],
    ['a victory with a PC', { ...WIN, pc: 1 }, 'pc', 0, 1],
    ['a defeat without its PC', { ...LOSS, pc: 0 }, 'pc', 1, 0],
    ['a defeat with trophies', { ...LOSS, trophies: 1 }, 'trophies', 0, 1],
    ['a defeat with two pièces de fer', { ...LOSS, fer: 2 }, 'fer', 1, 2],
  ])('reports %s', async (_name, event, key, limit, actual) => {
    const text = base + ledger([event as Event]);
    expect(await errors(text)).toEqual([
      expect.objectContaining({ code: 'ff/campaign-award-mismatch', key, limit, actual, line: lineOf(text, `${key}: ${actual}`), column: 7 }),
    ]);
  });

  it.each([
    ['a result other than win or loss', 'result: loss', 'result: draw', 'schema/choice'],
    ['a date that does not exist', 'date: 2025-01-04', 'date: 2025-02-30', 'schema/invalid'],
    ['an unknown key', 'fer: 1', 'fer: 1\n      gold: 3', 'schema/unknown-key'],
    ['a campaign longer than escarmouche counts', 'played: 0', 'played: 1001', 'schema/too-big'],
  ])('reports %s', async (_name, from, to, code) => {
    const text = base + ledger([LOSS]).replace(from, to);
    expect((await errors(text)).map((f) => f.code)).toEqual([code]);
    expect(await errors(base + ledger([LOSS]))).toEqual([]);
  });
});
