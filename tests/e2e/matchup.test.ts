/** The matchup and --compare through the built command: output, exit codes, piped width, help. */
import { describe, expect, it } from 'vitest';
import { runCli, runJson } from '../helpers/cli.js';

const MARQ = 'bands/ff-les-marquisards.yaml';
const ARCHERS = 'bands/ff-les-archers-du-grand-saule.yaml';

describe('simulate-attack A.yaml B.yaml (built command)', () => {
  it('prints the table within 80 columns, no colour when piped', () => {
    const { code, stdout } = runCli(['simulate-attack', MARQ, ARCHERS, '--both']);
    expect(code).toBe(0);
    expect(stdout).toContain('Les Marquisards des Vers de Terre → Les Archers du Grand Saule');
    expect(stdout).toContain('Les Archers du Grand Saule → Les Marquisards des Vers de Terre');
    expect(stdout).not.toContain('\u001b[');
    expect(stdout.split('\n').filter((l) => [...l].length > 80)).toEqual([]);
  });
  it('--json has the documented shape', () => {
    const { code, json } = runJson(['simulate-attack', MARQ, ARCHERS, '--json']);
    expect(code).toBe(0);
    expect(Object.keys(json)).toEqual(['ruleset', 'attackers', 'targets', 'pairs', 'refused', 'skipped']);
    expect((json.pairs as Record<string, unknown>[])[0]).toMatchObject({ attacker: 'Mains-Noires', target: 'Ysolde', attack: 'melee', options: { weapon: 'melee' } });
  });
  it('two bands of different rulesets exit 2 with one plain line', () => {
    const { code, stderr } = runCli(['simulate-attack', MARQ, 'bands/frostgrave-l-expedition-de-renulf.yaml']);
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain('a matchup needs two bands of the same rulebook');
  });
  it('--compare on one attack prints the variants', () => {
    const { code, stdout } = runCli(['simulate-attack', `${MARQ}#Gros Louis`, `${ARCHERS}#Ysolde`, '--compare', 'charge,dodge']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/none\s+charge/);
    expect(stdout).toContain('charge+dodge');
  });
  it('--help lists --both, --metric and --compare with a matchup example', () => {
    const { stdout } = runCli(['simulate-attack', '--help']);
    for (const option of ['--both', '--metric <metric>', '--compare <flags>']) expect(stdout).toContain(option);
    expect(stdout).toContain(`simulate-attack ${MARQ} ${ARCHERS} --both`);
  });
});
