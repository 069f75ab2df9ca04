/** Band texts for the Fées d'armes tests, analysed by the real pipeline (parse, derive, checks, locations). */
import { analyse } from '../../../src/core/ruleset/analyse.js';
import { registry } from '../../../src/rulesets/index.js';
import type { FeesBand } from '../../../src/rulesets/fees-d-armes/band.js';
import type { FeesProfile } from '../../../src/rulesets/fees-d-armes/derive.js';

export interface Located {
  readonly code: string;
  readonly severity: string;
  readonly line: number;
  readonly column: number;
}

export async function analyseText(text: string) {
  const analysis = await analyse(new TextEncoder().encode(text), 'test.yaml', registry);
  return {
    band: analysis.band as FeesBand | undefined,
    profile: analysis.profile as FeesProfile | undefined,
    findings: analysis.findings.map((f): Located => ({ code: f.code, severity: f.severity, line: f.at.line, column: f.at.column })),
  };
}

export const findingsOf = async (text: string): Promise<Located[]> => (await analyseText(text)).findings;

/**
 * A figure of 7 lines (name … health) plus `extra` lines, indented for the `figures` list.
 * Line numbers in the tests count from the band head of `bandText` (4 lines).
 */
export function figure(name: string, fields: { cost?: number; factions?: string; extra?: string } = {}): string {
  return [
    `  - name: ${name}`,
    `    cost: ${fields.cost ?? 2}`,
    `    factions: ${fields.factions ?? '[contes]'}`,
    '    action: 3',
    '    move: 3',
    '    armour: 1',
    '    health: 6',
    ...(fields.extra ? [fields.extra] : []),
  ].join('\n');
}

/** Lines 1–4: ruleset, name, points (or `head`), figures. */
export function bandText(figures: readonly string[], head = 'points: 10'): string {
  return ['ruleset: fees-d-armes', 'name: Test', head, 'figures:', ...figures].join('\n') + '\n';
}
