/** A band of casters for the tests of rayon de lumière and éclair, and the attack model called on its characters. */
import { parse as parseYaml } from 'yaml';
import type { Options, Side } from '../../../src/core/ruleset/ruleset.js';
import type { FfBand } from '../../../src/rulesets/flammes-et-fantassins/band.js';
import { ruleset } from '../../../src/rulesets/flammes-et-fantassins/index.js';

/** Orage knows éclair; Aube carries the parchemin of rayon de lumière; Garde (arc, arme à une main) and Nu (no weapon) know no spell. */
export const BAND = `
ruleset: flammes-et-fantassins
name: Les Foudroyés
pc: 7
characters:
  - name: Orage
    style: agile
    classes: [druide]
    equipment: [baton, robe]
    spells: [poison, eclair]
    specialty: langage-animal
  - name: Aube
    style: agile
    classes: [pretre]
    equipment: [baton, robe, parchemin-rayon-de-lumiere]
    spells: [soin, benediction]
    specialty: imposition-des-mains
  - name: Garde
    style: puissant
    classes: [archer]
    equipment: [arc, arme-a-une-main]
  - name: Nu
    style: agile
    classes: [voleur]
    equipment: [cuir]
`;

/** A character of the band above, read as if from `file`. */
export function member(name: string, file = 'foudroyes.yaml'): Side<FfBand> {
  const band = ruleset.parse(parseYaml(BAND) as Record<string, unknown>, {}).band!;
  return { kind: 'member', band, member: ruleset.roster(band).find((m) => m.name === name)!, file };
}
export const typed = (options: Options): Side<FfBand> => ({ kind: 'typed', options });
export const cast = (attacker: Side<FfBand>, target: Side<FfBand>, options: Options, lang?: 'en' | 'fr') =>
  ruleset.attack.simulate({ attacker, target, options, ...(lang ? { lang } : {}) });

