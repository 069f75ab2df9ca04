/** Options of `simulate-attack` read by F&F, as data for the CLI (no imports: the manifest stays light). */
import type { OptionSpec } from '../../../core/ruleset/ruleset.js';

export const ATTACK_OPTIONS: readonly OptionSpec[] = [
  { key: 'weapon', flags: '--weapon <kind>', type: 'string', choices: ['melee', 'ranged', 'bombe'], description: "F&F: attack with the character's melee (default) or ranged weapon, or throw a bombe (a Tir: Touche +0, Dégâts +0)" },
  { key: 'spell', flags: '--spell <id>', type: 'string', description: 'F&F: cast a spell with a roll (projectile-magique, sommeil, charme, boule-de-feu, rayon-de-lumiere, eclair …)' },
  { key: 'charge', flags: '--charge', type: 'flag', description: 'F&F: Charge (puissant only): +1 Touche, +1 Dégâts' },
  { key: 'notEngaged', flags: '--not-engaged', type: 'flag', description: 'F&F: Mêlée without engaging the target: -1 Touche' },
  { key: 'partialCover', flags: '--partial-cover', type: 'flag', description: 'F&F: Tir at a partly visible target: -1 Touche' },
  // The ranges below are those plan.ts checks (MAX_CONCENTRATION, a d6, PV up to 1000), stated once, whatever the bad value.
  { key: 'concentration', flags: '--concentration <n>', type: 'int', min: 0, max: 10, description: 'F&F: Concentrations this Round, each +1 to Touche or Dégâts chosen after the roll (default 0)' },
  { key: 'targetPv', flags: '--target-pv <n>', type: 'int', min: 1, max: 1000, description: "F&F: the target's current PV (default: its maximum)" },
  { key: 'targetProne', flags: '--target-prone', type: 'flag', description: 'F&F: the target lies face down (stunned or asleep): "Sa CA vaudra 0"' },
  { key: 'dodge', flags: '--dodge', type: 'flag', description: 'F&F: the target may react with Esquive (+1 CA against a hit "tout juste")' },
  {
    key: 'use',
    flags: '--use <effect>',
    type: 'list',
    description:
      'F&F: opt-in effect, repeatable: botte-secrete, esquive (talent), legendes, potion-de-force, potion-d-armure, potion-d-eloquence, armure-de-mage, peau-d-ecorce, image-miroir, force, brouillard, duel-magique (won), assommer (masse), mille-annees-de-sagesse, murmures-des-ombres, cremation-de-l-ame, magie-scolaire, benediction (the attacker may roll his dice again, once)',
  },
  { key: 'chosenNumber', flags: '--chosen-number <n>', type: 'int', min: 1, max: 6, description: 'F&F: boule-de-feu: the number 1-6 the mage chooses (default: the best one)' },
  { key: 'hit', flags: '--hit <n>', type: 'int', side: 'attacker', required: true, description: 'F&F typed-in attacker: total Touche modifier (INT for a spell)' },
  { key: 'damage', flags: '--damage <n>', type: 'int', side: 'attacker', required: true, description: 'F&F typed-in attacker: total Dégâts modifier (SAG for a spell)' },
  { key: 'ca', flags: '--ca <n>', type: 'int', side: 'target', description: 'F&F typed-in target: CA (Mêlée and Tir)' },
  { key: 'tra', flags: '--tra <n>', type: 'int', side: 'target', description: 'F&F typed-in target: Trame (spells)' },
  { key: 'pv', flags: '--pv <n>', type: 'int', side: 'target', required: true, min: 1, max: 1000, description: 'F&F typed-in target: PV' },
];
