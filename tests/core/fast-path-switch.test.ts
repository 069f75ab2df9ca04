/** ESCARMOUCHE_NO_FAST_PATH=1, the measuring switch of `npm run bench`: yaml reads every band, zod checks every value. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { parseBand } from '../../src/core/band-files/band-document.js';
import { fastPathOn } from '../../src/core/band-files/fast-path/switch.js';
import { parseBy } from '../../src/core/schema/schema-findings.js';

const BAND = 'ruleset: flammes-et-fantassins\nname: Les Marquisards\npc: 7\ncharacters: []\n';
// A shape that vouches for a string, beside a schema that wants a number: which one answered shows in the result.
const STRING = { type: 'string', checks: [] } as const;
const readByYaml = (): boolean => Object.getPrototypeOf(parseBand(BAND, 'band.yaml').document) === Object.prototype;

afterEach(() => vi.unstubAllEnvs());

describe('the fast path switch', () => {
  it('is on unless ESCARMOUCHE_NO_FAST_PATH is 1', () => {
    expect(fastPathOn()).toBe(true);
    vi.stubEnv('ESCARMOUCHE_NO_FAST_PATH', '0');
    expect(fastPathOn()).toBe(true);
    vi.stubEnv('ESCARMOUCHE_NO_FAST_PATH', '1');
    expect(fastPathOn()).toBe(false);
  });

  it('on, a plain band is read by the fast reader and a value the shape vouches for is not asked of zod', () => {
    expect(readByYaml()).toBe(false);
    expect(parseBy(STRING, () => z.number(), 'a').success).toBe(true);
  });

  it('off, the band is read by yaml and zod checks the value', () => {
    vi.stubEnv('ESCARMOUCHE_NO_FAST_PATH', '1');
    expect(readByYaml()).toBe(true);
    expect(parseBy(STRING, () => z.number(), 'a').success).toBe(false);
    expect(parseBand(BAND, 'band.yaml').document?.data).toEqual({ ruleset: 'flammes-et-fantassins', name: 'Les Marquisards', pc: 7, characters: [] });
  });
});
