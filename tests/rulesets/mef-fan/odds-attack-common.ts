/** A band and small helpers shared by the odds-attack-*.test.ts files (Mef-Fan `simulate-attack`). */
import type { Options, Side } from '../../../src/core/ruleset/ruleset.js';
import type { MefBand } from '../../../src/rulesets/mef-fan/band.js';
import { attack } from '../../../src/rulesets/mef-fan/odds/attack.js';
import { bandOf } from './helpers.js';

export const band: MefBand = bandOf([
  { name: 'Lanciers', models: 2, dep: 2, mel: [{ score: 2 }], def: 1, men: 2, vie: 1, equipment: ['lance'] },
  { name: 'Gardes', models: 2, dep: 2, mel: [{ score: 2 }], def: 1, men: 2, vie: 1 },
  { name: 'Orques', models: 3, dep: 2, mel: [{ score: 1 }, { score: 3, perforant: 1 }], def: 2, men: 3, vie: 1 },
  { name: 'Troll', dep: 2, mel: [{ score: 3 }], def: 2, men: 1, vie: 3, skills: ['effrayant'] },
  { name: 'Archers', models: 2, dep: 2, mel: [{ score: 1 }], tir: [{ score: 2 }, { score: 1, perforant: 1 }], def: 1, men: 2, vie: 1 },
  { name: 'Cavaliers', models: 2, dep: 3, mel: [{ score: 2 }], def: 1, men: 2, vie: 1 },
  { name: 'Paysans', models: 3, dep: 1, def: 0, men: 1, vie: 1 },
  { name: 'Scorpion', dep: 0, mel: [{ score: 1 }], tir: [{ score: 3, perforant: 1 }], def: 1, men: 2, vie: 1 },
  { name: 'Harpies', models: 2, dep: 4, movement: 'vol', mel: [{ score: 2 }], def: 1, men: 2, vie: 1 },
  { name: 'Mage', role: 'magicien', dep: 2, mel: [{ score: 1 }], def: 0, men: 3, vie: 1, spells: ['eclair-magique', 'pluie-de-pierres'] },
  { name: 'Chaman', dep: 2, mel: [{ score: 1 }], def: 0, men: 3, vie: 1, spells: ['eclair-magique'] },
  { name: 'Héros', dep: 2, mel: [{ score: 3 }], def: 3, men: 4, vie: 2 },
]);

export const member = (name: string): Side<MefBand> => {
  const i = band.units.findIndex((u) => u.name === name);
  if (i < 0) throw new Error(`no unit ${name}`);
  return { kind: 'member', band, member: { name, path: ['units', i] }, file: 'army.yaml' };
};
export const typed = (options: Options): Side<MefBand> => ({ kind: 'typed', options });

export const simulate = (attacker: Side<MefBand> | string, target: Side<MefBand> | string, options: Options = {}) =>
  attack.simulate({ attacker: typeof attacker === 'string' ? member(attacker) : attacker, target: typeof target === 'string' ? member(target) : target, options }).json as Record<string, any>;

export { refusal } from '../../helpers/refusal.js';
