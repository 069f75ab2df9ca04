/** `--cost`, `--faction`, `--action` … to edits: add a whole profile card, or replace the keys given. */
import type { Edit } from '../../../core/band-files/band-edit.js';
import type { ScriptedTarget } from '../../../core/ruleset/builder.js';
import { usageError } from '../../../core/diagnostics/errors.js';
import type { Options } from '../../../core/ruleset/ruleset.js';
import { CARD_FIELDS, canonicalRule, parseAction } from './card.js';

const list = (value: unknown): string[] | undefined => (value === undefined ? undefined : (Array.isArray(value) ? value : [value]).map(String));

function actions(specs: readonly string[]) {
  return specs.map((spec) => {
    const action = parseAction(spec);
    if (!action) throw usageError('fees/build-bad-action', { actual: spec });
    return action;
  });
}

/** The figure's keys given on the command line, in the order of the band files. */
function given(options: Options): [string, unknown][] {
  const out: [string, unknown][] = [];
  const factions = list(options.faction);
  const specs = list(options.action);
  const rules = list(options.rule);
  for (const [option, key] of CARD_FIELDS.slice(0, 1)) if (options[option] !== undefined) out.push([key, options[option]]);
  if (factions) out.push(['factions', factions.map((f) => f.trim())]);
  for (const [option, key] of CARD_FIELDS.slice(1)) if (options[option] !== undefined) out.push([key, options[option]]);
  if (specs) out.push(['actions', actions(specs)]);
  if (rules) out.push(['rules', rules.map(canonicalRule)]);
  if (options.text !== undefined) out.push(['text', String(options.text)]);
  return out;
}

const FLAGS: Readonly<Record<string, string>> = { cost: '--cost', action: '--action-dice', move: '--move', armour: '--armour', health: '--health' };

export function scripted(target: ScriptedTarget, options: Options): readonly Edit[] {
  const fields = given(options);
  if (target.mode === 'add') {
    // A card has no default: each characteristic is copied from it.
    const missing = CARD_FIELDS.map(([, key]) => key).filter((key) => !fields.some(([k]) => k === key));
    if (missing.length) throw usageError('fees/build-needs-card', { flags: missing.map((k) => FLAGS[k]).join(', ') });
    return [{ op: 'add', path: ['figures'], value: { name: target.name, ...Object.fromEntries(fields) } }];
  }
  if (fields.length === 0) throw usageError('fees/build-nothing-to-edit');
  return fields.map(([key, value]): Edit => ({ op: 'set', path: [...target.member.path, key], value }));
}
