/** The house rules in force appended to a band's view (show, print). */
import type { Analysis } from '../core/ruleset/analyse.js';
import { houseRulesInForce } from '../core/api/band.js';
import type { Messages } from '../core/messages/catalogue.js';
import type { View } from '../core/ruleset/view.js';

export { houseRulesInForce } from '../core/api/band.js';

/** The view with the house rules in force appended, when the band has any. */
export function withHouseRules(view: View, analysis: Analysis, messages: Messages): View {
  const rules = Object.entries(houseRulesInForce(analysis));
  if (!rules.length) return view;
  return [...view, { kind: 'heading', text: messages.text('ui/house-rules') }, { kind: 'pairs', items: rules.map(([k, v]) => [k, String(v)] as const) }];
}
