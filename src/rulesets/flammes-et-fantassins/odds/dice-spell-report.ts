/** `--spell rayon-de-lumiere` and `--spell eclair`: PV lost from dice of their own, without a Jet de Magie. */
import { toRecord, mean, type Dist } from '../../../core/dice/distribution.js';
import { inSentence } from '../../../core/ruleset/display-names.js';
import { ruleError, usageError } from '../../../core/diagnostics/errors.js';
import { Messages, type Lang } from '../../../core/messages/catalogue.js';
import type { Options, Report } from '../../../core/ruleset/ruleset.js';
import { decimal, percent } from '../../../core/messages/numbers.js';
import * as catalogue from '../catalogue/index.js';
import { messages } from '../messages.js';
import { anyName, namesList } from '../names.js';
import { castOrRefuse, type CastWith } from './casting.js';
import { castWithJson, castWithWords } from './report.js';
import { attacksToKill, eclair, rayon } from './dice-spells.js';
import type { Fighter } from './fighters.js';
import { ENOUGH, MAX_ATTACKS } from './odds.js';
import { pvOf } from './plan.js';
import { DICE_SPELLS, type DiceSpellDef } from './spells.js';

/** Options that change a Jet de Magie or a weapon attack, none of which these spells make. */
const NOT_HERE = ['weapon', 'charge', 'notEngaged', 'partialCover', 'dodge', 'chosenNumber', 'targetProne', 'dice', 'use'] as const;
const flag = (key: string): string => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export function diceSpellOf(options: Options): DiceSpellDef | undefined {
  const name = options.spell as string | undefined;
  // Stryker disable next-line ConditionalExpression: with no --spell, the catalogue's lookup of undefined finds nothing either
  const def = name === undefined ? undefined : catalogue.spells.get(name);
  return def ? DICE_SPELLS.find((d) => d.id === def.id) : undefined;
}

function check(spell: DiceSpellDef, attacker: Fighter, options: Options): CastWith | null {
  for (const key of NOT_HERE) if (options[key] !== undefined && options[key] !== false) throw usageError('ff/attack-dice-spell-option', { spell: anyName(spell.id), option: flag(key) });
  if (options.concentration) throw usageError('ff/attack-dice-spell-option', { spell: anyName(spell.id), option: '--concentration' });
  return attacker.kind === 'member' ? castOrRefuse(attacker, spell.id, () => ruleError('ff/attack-spell-not-known', { name: attacker.name, spell: anyName(spell.id), known: namesList('spell', attacker.profile.spells) })) : null;
}

const side = (f: Fighter) => (f.kind === 'member' ? { name: f.name, file: f.file } : { name: null, file: null });

export function diceSpellReport(spell: DiceSpellDef, attacker: Fighter, target: Fighter, options: Options, lang: Lang): Report {
  const how = check(spell, attacker, options);
  const pv = pvOf(target, options);
  // "Le Mage n'est pas complètement immunisé aux effets de ce sort car il divise les dégâts reçu par 2."
  const [from, to] = [side(attacker), side(target)];
  const self = from.file !== null && from.file === to.file && from.name === to.name;
  const damage: Dist = spell.kind === 'rayon' ? rayon(pv.current) : eclair(pv.current, self);
  const pKill = damage.get(pv.current) ?? 0;
  const pHit = 1 - (damage.get(0) ?? 0);
  const toKill = attacksToKill(damage, pv.current, ENOUGH, MAX_ATTACKS);
  const t = new Messages(lang, [messages]);
  const json = {
    ruleset: 'flammes-et-fantassins',
    method: 'exact',
    attacker: { ...from, attack: 'spell', weapon: null, spell: spell.id, ...castWithJson(how) },
    target: { ...to, defense: null, pv: pv.current, pv_max: pv.max },
    p_hit: pHit,
    expected_damage: mean(damage),
    p_kill: pKill,
    damage: toRecord(damage),
    attacks_to_kill: toKill.map(({ attacks, p }) => ({ attacks, p_dead: p })),
    rule: t.text(`ff/attack-rule-${spell.id}`),
    ...(self ? { halved: true } : {}),
  };
  return {
    json,
    view: [
      { kind: 'heading', text: t.text('ff/attack-dice-spell-title', { spell: inSentence(anyName(spell.id)) + castWithWords(how, t) }) },
      { kind: 'lines', lines: [json.rule, ...(self ? [t.text('ff/attack-eclair-self')] : [])] },
      { kind: 'pairs', items: [[t.text('ff/attack-p-hit'), percent(pHit, t.lang)], [t.text('ff/attack-expected-damage'), decimal(json.expected_damage, t.lang, 3)], [t.text('ff/attack-p-kill'), percent(pKill, t.lang)], ['PV', t.text('ff/attack-pv', { max: pv.max }).replace(/^/, `${pv.current} `)]] },
      { kind: 'heading', text: t.text('ff/attack-damage-heading') },
      { kind: 'bars', items: Object.entries(toRecord(damage)).map(([v, p]) => ({ label: v, p, note: Number(v) >= pv.current ? t.text('ff/attack-kills') : undefined })) },
      { kind: 'heading', text: t.text('ff/attack-to-kill-heading') },
      { kind: 'bars', items: toKill.map(({ attacks, p }) => ({ label: String(attacks), p })) },
    ],
  };
}
