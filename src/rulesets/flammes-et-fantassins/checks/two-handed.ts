// "Les armes à deux mains, arcs et arbalètes nécessitent les deux mains et sont mutuellement exclusifs.
// Il est interdit d'utiliser un bouclier avec l'utilisation de ces armes." Using, not carrying: the slots allow one
// melee weapon, one ranged weapon and one shield, so a shield beside such a weapon is carried and does not count
// while that weapon is used (docs/rules-notes.md); the house rule `two-handed-shield: forbid` refuses it.
import { error, info } from '../../../core/diagnostics/diagnostics.js';
import { inSentence } from '../../../core/ruleset/display-names.js';
import { at, type FfCheck } from './types.js';

export const twoHanded: FfCheck = {
  id: 'two-handed',
  run({ band, report }) {
    band.characters.forEach((c, i) => {
      const both = c.equipment.filter((e) => e.def.twoHanded);
      const [first, second] = both;
      if (first && second) report(error('ff/two-handed-conflict', at(i, 'equipment', second.index), { name: c.name, first: first.def.id, actual: second.def.id }, { first: inSentence(first.def.name), actual: inSentence(second.def.name) }));
      const shield = c.equipment.find((e) => e.def.category === 'shield');
      if (!first || !shield) return;
      const args = { name: c.name, first: first.def.id, actual: shield.def.id };
      const names = { first: inSentence(first.def.name), actual: inSentence(shield.def.name) };
      report((band.rules.twoHandedShield === 'forbid' ? error : info)(band.rules.twoHandedShield === 'forbid' ? 'ff/two-handed-shield' : 'ff/shield-unused', at(i, 'equipment', shield.index), args, names));
    });
  },
};
