/** After each choice: PC and pièces de fer left, PA of the band, and the character's line as `show` prints it. */
import type { Messages } from '../../../core/messages/catalogue.js';
import type { Member } from '../../../core/ruleset.js';
import type { Block, View } from '../../../core/view.js';
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
  if (character) blocks.push(statTable([character], t), kit(character, t));
  return blocks;
}
