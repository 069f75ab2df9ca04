/** After each choice: PC and pièces de fer left, PA of the band, and the character's numbers as `show` prints them. */
import type { Messages } from '../../../core/messages/catalogue.js';
import type { Member } from '../../../core/ruleset/ruleset.js';
import { memberRow, type Block, type View } from '../../../core/ruleset/view.js';
import type { FfProfile } from '../derive.js';
import { kit, statTable } from '../view.js';

export function status(profile: FfProfile, member: Member | undefined, t: Messages): View {
  const { band } = profile;
  const left = (budget: number, spent: number) => t.text('ff/build-left', { left: budget - spent, budget });
  const blocks: Block[] = [
    {
      kind: 'pairs',
      items: [
        [t.text('ff/build-pc-left'), left(band.pc_budget, band.pc_spent)],
        [t.text('ff/build-fer-left'), left(band.fer_budget, band.fer_spent)],
        [t.text('ff/build-pa'), band.pa],
      ],
    },
  ];
  const character = member ? profile.characters[member.path[1] as number] : undefined;
  if (!character) return blocks;
  // The numbers side by side (they fit 80 columns); style and rank with the kit under them.
  const [numbers, words] = memberRow(statTable([character], t) as Extract<Block, { kind: 'table' }>, (i) => i > 2);
  const kitPairs = kit(character, t) as Extract<Block, { kind: 'pairs' }>;
  return [...blocks, numbers!, { kind: 'pairs', items: [...(words as typeof kitPairs).items, ...kitPairs.items] }];
}
