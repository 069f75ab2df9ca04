/**
 * A Fées d'armes figure with a rule no §5 rule reads (`rules: [peurr]`, a warning of `validate`): `simulate-attack`
 * names it as ignored, in its text and in its JSON `not_in_odds`, instead of rolling silently without it (issue 37).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli, tempTree } from '../helpers/cli.js';

const OGRE = `ruleset: fees-d-armes
name: Cible
figures:
  - name: Ogre
    cost: 5
    factions: [contes]
    action: 3
    move: 3
    armour: 1
    health: 6
    rules: [RULES]
`;
const attacker = `${path.join(ROOT, 'bands', 'fees-d-armes-les-bucherons.yaml')}#Bûcheron`;

describe('an unknown rule in simulate-attack', () => {
  it('is named as ignored in the text and in not_in_odds', () => {
    const dir = tempTree({ 'ogre.yaml': OGRE.replace('RULES', 'peurr') });
    const text = runCli(['simulate-attack', attacker, `${path.join(dir, 'ogre.yaml')}#Ogre`]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('peurr: not a generic rule of §5: ignored by the odds');
    const json = JSON.parse(runCli(['simulate-attack', attacker, `${path.join(dir, 'ogre.yaml')}#Ogre`, '--json']).stdout);
    expect(json.not_in_odds).toEqual(['peurr']);
    expect(json.not_in_odds_reasons).toEqual({ peurr: 'unknown-rule' });
  });

  it('a known rule is not listed as ignored', () => {
    const dir = tempTree({ 'ogre.yaml': OGRE.replace('RULES', 'peur') });
    const json = JSON.parse(runCli(['simulate-attack', attacker, `${path.join(dir, 'ogre.yaml')}#Ogre`, '--json']).stdout);
    expect(json.not_in_odds).not.toContain('peur');
    expect(json.not_in_odds).not.toContain('peurr');
  });
});
