/** House rules a band overrides, for every command that shows a band (show, print, validate --format json). */
import type { Analysis } from '../core/analyse.js';
import type { Messages } from '../core/messages/catalogue.js';
import type { View } from '../core/view.js';

export function houseRulesInForce(analysis: Analysis): Record<string, unknown> {
  const house = analysis.houseRules;
  return Object.fromEntries((house?.overridden ?? []).map((key) => [key, house!.rules[key]]));
}

/** The view with the house rules in force appended, when the band has any. */
export function withHouseRules(view: View, analysis: Analysis, messages: Messages): View {
  const rules = Object.entries(houseRulesInForce(analysis));
  if (!rules.length) return view;
  return [...view, { kind: 'heading', text: messages.text('ui/house-rules') }, { kind: 'pairs', items: rules.map(([k, v]) => [k, String(v)] as const) }];
}
