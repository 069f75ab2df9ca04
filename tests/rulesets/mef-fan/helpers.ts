/** Small builders for Mef-Fan tests: a band as data, parsed and derived, or as YAML text analysed like a file. */
import { analyse } from '../../../src/core/ruleset/analyse.js';
import type { Finding } from '../../../src/core/diagnostics/diagnostics.js';
import { registry } from '../../../src/rulesets/index.js';
import type { MefBand } from '../../../src/rulesets/mef-fan/band.js';
import { derive, type UnitProfile } from '../../../src/rulesets/mef-fan/derive.js';
import { parse } from '../../../src/rulesets/mef-fan/parse.js';

export const baseUnit = { name: 'Unité', dep: 0, def: 0, men: 0, vie: 1 };

export function bandOf(units: readonly Record<string, unknown>[], extra: Record<string, unknown> = {}): MefBand {
  const result = parse({ ruleset: 'mef-fan', name: 'Test', points: 10_000, units, ...extra });
  if (!result.band) throw new Error(`not a band: ${JSON.stringify(result.findings)}`);
  return result.band;
}

/** The derived profile of one unit given as band-file data (missing characteristics are 0, Vie 1). */
export const unitOf = (unit: Record<string, unknown>): UnitProfile => derive(bandOf([{ ...baseUnit, ...unit }])).units[0]!;

export interface Located {
  readonly code: string;
  readonly severity: string;
  readonly line: number;
  readonly column: number;
}

/** Every finding of a YAML text, located, as `validate` reports them. */
export async function findingsOf(text: string): Promise<Located[]> {
  const analysis = await analyse(new TextEncoder().encode(text), 'army.yaml', registry);
  return analysis.findings.map((f: Finding & { at: { line: number; column: number } }) => ({ code: f.code, severity: f.severity, line: f.at.line, column: f.at.column }));
}

export interface Detailed extends Located {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly names?: Readonly<Record<string, string | number>>;
}

/** Every finding of a YAML text with the values its message is worded from (`params`) and the rulebook's names. */
export async function detailsOf(text: string): Promise<Detailed[]> {
  const analysis = await analyse(new TextEncoder().encode(text), 'army.yaml', registry);
  return analysis.findings.map((f) => ({ code: f.code, severity: f.severity, line: f.at.line, column: f.at.column, params: f.params, ...(f.names ? { names: f.names } : {}) }));
}

/**
 * Two units that reach every line of the views and cards: a magicien of rank archimage, Dép 0, with a spell of the
 * rulebook and one of the players' own; two flying figures with two Mél scores, two Tir scores of different
 * Perforant, portée and munitions, a lance and Effrayant.
 */
export const RICH_UNITS: readonly Record<string, unknown>[] = [
  { name: 'Sorcière', role: 'magicien', rank: 'archimage', dep: 0, mel: [{ score: 2 }], def: 1, men: 4, vie: 1, spells: ['eclair-magique', 'Danse des ombres'] },
  {
    name: 'Cavaliers',
    models: 2,
    dep: 3,
    movement: 'vol',
    mel: [{ score: 3, perforant: 1 }, { score: 2 }],
    tir: [{ score: 4, perforant: 1, portee: 'longue', munitions: 'unique' }, { score: 2, perforant: 2, portee: 'courte', munitions: 'limitees' }],
    def: 2,
    men: 3,
    vie: 2,
    equipment: ['lance'],
    skills: ['effrayant'],
  },
];

export const richBand = (): MefBand => bandOf(RICH_UNITS, { name: 'Riche', points: 500 });
