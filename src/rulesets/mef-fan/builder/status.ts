/** After each choice: points left, and the unit's line and costs as `show` prints them. */
import type { Messages } from '../../../core/messages/catalogue.js';
import type { Member } from '../../../core/ruleset/ruleset.js';
import type { Block, View } from '../../../core/ruleset/view.js';
import type { MefProfile } from '../derive.js';
import { view } from '../view.js';

export function status(profile: MefProfile, member: Member | undefined, t: Messages): View {
  const { band } = profile;
  const blocks: Block[] = [{ kind: 'pairs', items: [[t.text('mef-fan/build-points-left'), t.text('mef-fan/build-left', { left: band.points_budget - band.points_spent, budget: band.points_budget })]] }];
  const unit = member ? profile.units[member.path[1] as number] : undefined;
  if (!unit) return blocks;
  // The unit's rows of the `show` tables, without the army's heading.
  const tables = view({ ...profile, units: [unit] }, t.lang).filter((b) => b.kind === 'table');
  return [...blocks, ...tables];
}
