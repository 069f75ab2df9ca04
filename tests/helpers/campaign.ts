/** Campaign test fixtures: valid F&F bands in a temp folder, and the command run in process (fast, injectable). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { campaignAward, type CampaignAwardOptions, type CampaignDeps } from '../../src/cli/campaign-award.js';
import type { Context } from '../../src/cli/context.js';
import { EscarmoucheError } from '../../src/core/diagnostics/errors.js';
import { Messages } from '../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../src/core/messages/core.js';
import { tempTree } from './cli.js';

/** A valid F&F band: 2 PC, 2 classes, 2 pièces de fer spent (the first weapon of each is free). */
export const band = (name: string) => `# ${name}: a band of the test campaign
ruleset: flammes-et-fantassins
name: ${name}
pc: 2                 # agreed by the players
house_rules:
  band-min: 2         # two figures, where the rulebook asks for 3 to 10

characters:
  - name: ${name} l'archer
    style: agile      # agile: no Charge
    classes: [archer]
    equipment: [arc, cuir]
  - name: ${name} le barbare
    style: puissant
    classes: [barbare]
    equipment: [arme-a-une-main, rondache]   # the rondache costs one pièce de fer
`;

/** Typed from the rulebook, "Points de Trophées": scenarios already played → trophies of a victory. */
export const TROPHIES = [1, 1, 2, 3, 5, 8, 13, 21, 34];

export function campaign(...names: string[]) {
  const dir = tempTree(Object.fromEntries(names.map((n) => [`${n}.yaml`, band(n)])));
  const file = (name: string) => path.join(dir, `${name}.yaml`);
  return { dir, file, read: (name: string) => readFileSync(file(name), 'utf8') };
}

export function testContext(lang: 'en' | 'fr' = 'en'): Context & { output: string[]; errors: string[] } {
  const output: string[] = [];
  const errors: string[] = [];
  return { lang, color: false, messages: new Messages(lang, [CORE_MESSAGES]), out: (t) => void output.push(t), err: (t) => void errors.push(t), output, errors };
}

export interface Run {
  readonly code: number;
  /** The JSON printed (runs ask for --json). */
  readonly json: any;
  /** stderr lines, and the message of a refusal. */
  readonly errors: string;
  /** The code of a refusal. */
  readonly refusal?: string;
}

/** `campaign-award` as main runs it: an EscarmoucheError becomes its exit code and message. */
export async function award(files: readonly string[], options: CampaignAwardOptions, deps: CampaignDeps = {}): Promise<Run> {
  const context = testContext();
  try {
    const code = await campaignAward(files, { ...options, json: true }, context, deps);
    return { code, json: JSON.parse(context.output.join('\n')), errors: context.errors.join('\n') };
  } catch (cause) {
    if (!(cause instanceof EscarmoucheError)) throw cause;
    return { code: cause.exitCode, json: undefined, errors: [...context.errors, context.messages.text(cause.code, cause.params)].join('\n'), refusal: cause.code };
  }
}

export const game = (scenario: string, winner: readonly string[], loser: readonly string[], extra: CampaignAwardOptions = {}): CampaignAwardOptions => ({
  scenario,
  winner,
  loser,
  date: '2025-01-04',
  ...extra,
});
