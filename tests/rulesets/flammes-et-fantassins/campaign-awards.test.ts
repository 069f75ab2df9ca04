import { describe, expect, it } from 'vitest';
import { experience, trophees } from '../../../src/rulesets/flammes-et-fantassins/campaign/awards.js';
import { MAX_PLAYED, trophiesFor } from '../../../src/rulesets/flammes-et-fantassins/campaign/trophies.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { campaignMessages } from '../../../src/rulesets/flammes-et-fantassins/campaign/messages.js';

/** Typed from the rulebook, "Points de Trophées": scenarios already played → trophies. */
const RULEBOOK_TABLE: readonly [number, number][] = [
  [0, 1],
  [1, 1],
  [2, 2],
  [3, 3],
  [4, 5],
  [5, 8],
  [6, 13],
  [7, 21],
  [8, 34],
];

describe('F&F trophies', () => {
  it.each(RULEBOOK_TABLE)('after %i scenario(s) a victory gives %i trophies', (played, trophies) => {
    expect(trophiesFor(played)).toBe(trophies);
    expect(trophees.grant({ result: 'win', played, options: {} })).toEqual({ trophies });
  });

  it('goes on as the Fibonacci sequence, exactly, up to the longest campaign counted', () => {
    const fib: bigint[] = [1n, 1n];
    while (fib.length <= MAX_PLAYED) fib.push(fib.at(-1)! + fib.at(-2)!);
    for (let played = 0; played <= MAX_PLAYED; played++) expect(BigInt(trophiesFor(played))).toBe(fib[played]);
    expect(Number.isSafeInteger(trophiesFor(MAX_PLAYED))).toBe(true);
  });

  it('gives no trophy to a loser, whatever was played', () => {
    for (const played of [0, 4, 8]) expect(trophees.grant({ result: 'loss', played, options: {} })).toEqual({ trophies: 0 });
  });

  it('refuses a campaign longer than the trophies can count exactly', () => {
    expect(() => trophees.grant({ result: 'win', played: MAX_PLAYED + 1, options: {} })).toThrow(EscarmoucheError);
    expect(() => trophees.grant({ result: 'win', played: MAX_PLAYED, options: {} })).not.toThrow();
  });

  it('the refusal is a usage error naming the scenarios played and the limit, in English and in French', () => {
    let refused: unknown;
    try {
      trophees.grant({ result: 'loss', played: MAX_PLAYED + 1, options: {} });
    } catch (cause) {
      refused = cause;
    }
    expect(refused).toBeInstanceOf(EscarmoucheError);
    const { code, params, exitCode } = refused as EscarmoucheError;
    expect({ code, params, exitCode }).toEqual({ code: 'ff/campaign-too-long', params: { actual: 78, limit: 77 }, exitCode: 2 });
    expect(new Messages('en', [campaignMessages]).text(code, params)).toBe('78 scenarios already played: escarmouche counts trophies up to 77');
    expect(new Messages('fr', [campaignMessages]).text(code, params)).toBe('78 scénarios déjà joués : escarmouche compte les trophées jusqu’à 77');
  });
});

describe("F&F Règles d'expérience", () => {
  it('gives a winner one pièce de fer and no PC', () => {
    expect(experience.grant({ result: 'win', played: 3, options: {} })).toEqual({ pc: 0, fer: 1 });
  });

  it('gives a loser one Point de Création and one pièce de fer', () => {
    expect(experience.grant({ result: 'loss', played: 3, options: {} })).toEqual({ pc: 1, fer: 1 });
  });
});
