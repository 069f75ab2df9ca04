/**
 * The questions about a figure: its cost and characteristics (values from a list), its faction symbols, profile
 * actions and rules (chosen, or typed when they are the card's own words). Every choice is judged by the checks.
 */
import { judged, type BuildAsk, type BuildChoice, type BuildStep, type StepContext } from '../../../core/ruleset/builder.js';
import type { FeesBand, FeesFigure } from '../band.js';
import { RULES, type RuleDef } from '../catalogue.js';
import type { FeesProfile } from '../derive.js';
import { toId } from '../../../core/diagnostics/names.js';
import { actionLine } from '../view.js';
import { parseAction } from './card.js';

type Context = StepContext<FeesBand, FeesProfile>;
type Step = BuildStep<FeesBand, FeesProfile>;

const figureOf = (c: Context): FeesFigure => c.band.figures[c.member.path[1] as number]!;
const at = (c: Context, ...rest: (string | number)[]) => [...c.member.path, ...rest];

const removal = (c: Context, value: string, name: string, path: (string | number)[]): BuildChoice =>
  judged(c, { value, label: `${c.messages.text('build/remove')} ${name}`, name, section: c.messages.text('build/chosen'), edits: [{ op: 'delete', path }] });

/** 1, 2, 3 … then 0: typing a number picks the entry of that rank, so it picks that value. */
export const byTypedNumber = (a: number, b: number): number => (a === 0 ? 1 : b === 0 ? -1 : a - b);

type StatKey = 'cost' | 'action' | 'move' | 'armour' | 'health';

/** The values offered (any other can be written in the file or given as a flag); the cost up to the budget. */
const RANGES: Readonly<Record<StatKey, (band: FeesBand) => readonly [number, number]>> = {
  cost: (band) => [0, Math.max(10, band.points)],
  action: () => [1, 8],
  move: () => [0, 12],
  armour: () => [0, 6],
  health: () => [1, 12],
};

function statStep(key: StatKey): Step {
  return {
    id: key,
    title: `fees/build-step-${key}`,
    kind: 'one',
    applies: () => true,
    choices(c) {
      const present = figureOf(c)[key];
      const [min, max] = RANGES[key](c.band);
      const values = Array.from({ length: max - min + 1 }, (_, i) => min + i);
      if (!values.includes(present)) values.push(present);
      return values.sort(byTypedNumber).map((value) =>
        judged(c, { value: String(value), label: String(value), current: present === value, edits: [{ op: 'set', path: at(c, key), value }] }),
      );
    },
  };
}

/** Typed words, checked by `read`, added to the list `key` of the figure. */
function asking(c: Context, message: string, read: (words: string) => unknown, key: string, bad: string): BuildAsk {
  return {
    message,
    check: (words) => (read(words) === undefined ? c.messages.text(bad, { actual: words }) : undefined),
    edits: (words) => [{ op: 'add', path: at(c, key), value: read(words) }],
  };
}

const factionsStep: Step = {
  id: 'factions',
  title: 'fees/build-step-factions',
  required: ['fees/no-faction'],
  kind: 'many',
  applies: () => true,
  choices(c) {
    const figure = figureOf(c);
    const mine = new Set(figure.factions.map(toId));
    const removals = figure.factions.map((f, i) => removal(c, `remove:${i}`, f, at(c, 'factions', i)));
    const others = [...new Set(c.band.figures.flatMap((f) => f.factions))].filter((f, i, all) => !mine.has(toId(f)) && all.findIndex((g) => toId(g) === toId(f)) === i);
    const shared = others.map((f) => judged(c, { value: `add:${f}`, label: f, description: c.messages.text('fees/build-faction-of-band'), edits: [{ op: 'add', path: at(c, 'factions'), value: f }] }));
    const read = (words: string) => (words.trim() && !mine.has(toId(words)) ? words.trim() : undefined);
    const typed: BuildChoice = { value: 'new', label: c.messages.text('fees/build-new-faction'), edits: [], ask: asking(c, c.messages.text('fees/build-ask-faction'), read, 'factions', 'fees/build-bad-faction') };
    return [...removals, ...shared, typed];
  },
};

const actionsStep: Step = {
  id: 'actions',
  title: 'fees/build-step-actions',
  kind: 'many',
  applies: () => true,
  choices(c) {
    const figure = figureOf(c);
    const removals = figure.actions.map((a, j) =>
      removal(c, `remove:${j}`, actionLine({ name: a.name, need: a.need, damage: a.damage ?? null, plus: a.plus, effects: a.effects.map((e) => e.text), text: null }), at(c, 'actions', j)),
    );
    const typed: BuildChoice = {
      value: 'new',
      label: c.messages.text('fees/build-new-action'),
      description: c.messages.text('fees/build-action-format'),
      edits: [],
      ask: asking(c, c.messages.text('fees/build-ask-action'), parseAction, 'actions', 'fees/build-bad-action'),
    };
    return [...removals, typed];
  },
};

const X = /^\s*(\d{1,3})\s*$/;

/** A §5 rule to add: at once when it has no (X), else after asking for it; Tir both ways. */
function ruleChoices(c: Context, def: RuleDef): BuildChoice[] {
  const description = c.messages.text(`fees/build-rule-${def.kind}`);
  const plain = judged(c, { value: def.id, label: def.name, description, edits: [{ op: 'add', path: at(c, 'rules'), value: def.id }] });
  if (def.param === 'none') return [plain];
  const read = (words: string) => {
    const x = X.exec(words)?.[1];
    return Number(x) >= 1 ? `${def.id}(${Number(x)})` : undefined;
  };
  // Stryker disable next-line StringLiteral: every §5 rule that takes an (X) has a unit (catalogue/rules.ts)
  const unit = def.unit ?? '';
  const ask = asking(c, c.messages.text('fees/build-ask-x', { rule: def.name, unit }), read, 'rules', 'fees/build-bad-x');
  const withX: BuildChoice = { value: `${def.id}(x)`, label: `${def.name} (X)`, description, edits: [], ask };
  return def.param === 'optional' ? [plain, withX] : [withX];
}

const rulesStep: Step = {
  id: 'rules',
  title: 'fees/build-step-rules',
  kind: 'many',
  applies: () => true,
  choices(c) {
    const figure = figureOf(c);
    const present = new Set(figure.rules.map((r) => r.def?.id));
    const removals = figure.rules.map((r) => removal(c, `remove:${r.index}`, r.text, at(c, 'rules', r.index)));
    const adds = RULES.filter((def) => !present.has(def.id)).flatMap((def) => ruleChoices(c, def));
    const read = (words: string) => words.trim() || undefined;
    const other: BuildChoice = { value: 'other', label: c.messages.text('fees/build-other-rule'), edits: [], ask: asking(c, c.messages.text('fees/build-ask-rule'), read, 'rules', 'fees/build-bad-rule') };
    return [...removals, ...adds, other];
  },
};

const textStep: Step = {
  id: 'text',
  title: 'fees/build-step-text',
  kind: 'one',
  applies: () => true,
  choices(c) {
    const figure = figureOf(c);
    const keep: BuildChoice = { value: 'keep', label: figure.text ? c.messages.text('fees/build-keep-text', { text: figure.text }) : c.messages.text('fees/build-no-text'), current: true, edits: [] };
    const ask: BuildAsk = {
      message: c.messages.text('fees/build-ask-text'),
      check: (words) => (words.trim() ? undefined : c.messages.text('fees/build-bad-text')),
      edits: (words) => [{ op: 'set', path: at(c, 'text'), value: words.trim() }],
    };
    const write: BuildChoice = { value: 'write', label: c.messages.text('fees/build-write-text'), edits: [], ask };
    const remove = figure.text ? [judged(c, { value: 'remove', label: c.messages.text('build/remove'), edits: [{ op: 'delete', path: at(c, 'text') }] })] : [];
    return [keep, write, ...remove];
  },
};

export const steps: readonly Step[] = [
  statStep('cost'),
  factionsStep,
  statStep('action'),
  statStep('move'),
  statStep('armour'),
  statStep('health'),
  actionsStep,
  rulesStep,
  textStep,
];
