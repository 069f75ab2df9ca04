/** The questions about a figure: its type, its weapon, then one question per stat with the values it may take. */
import { judged, type BuildStep, type StepContext } from '../../../core/ruleset/builder.js';
import type { FgBand, FgFigure } from '../band.js';
import { FIGURE_TYPES, WEAPONS } from '../catalogue.js';
import type { FgProfile } from '../derive.js';
import { weaponComment } from './figure.js';

type Context = StepContext<FgBand, FgProfile>;
type Step = BuildStep<FgBand, FgProfile>;

const figureOf = (context: Context): FgFigure => context.band.figures[context.member.path[1] as number]!;

const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

export const typeStep: Step = {
  id: 'type',
  title: 'frostgrave/build-step-type',
  kind: 'one',
  applies: () => true,
  choices(context) {
    const figure = figureOf(context);
    return FIGURE_TYPES.map(({ id }) =>
      judged(context, {
        value: id,
        label: `${id}: ${context.messages.text(`frostgrave/build-type-${id}`)}`,
        name: id,
        current: figure.type === id,
        edits: [{ op: 'set', path: [...context.member.path, 'type'], value: id }],
      }),
    );
  },
};

export const weaponStep: Step = {
  id: 'weapon',
  title: 'frostgrave/build-step-weapon',
  kind: 'one',
  applies: () => true,
  choices(context) {
    const figure = figureOf(context);
    return WEAPONS.map((w) =>
      judged(context, {
        value: w.id,
        label: `${w.name}: ${w.effect}`,
        name: w.name,
        current: figure.weapon.id === w.id,
        edits: [{ op: 'set', path: [...context.member.path, 'weapon'], value: w.id, comment: weaponComment(w.id) }],
      }),
    );
  },
};

type StatKey = 'move' | 'fight' | 'shoot' | 'armour' | 'will' | 'health' | 'fight_mod' | 'shoot_mod' | 'damage_mod';

/** The values offered for each stat (any other value can be written in the file or given as a flag). */
export const STAT_CHOICES: Readonly<Record<StatKey, { readonly min: number; readonly max: number; readonly signed: boolean }>> = {
  move: { min: 0, max: 12, signed: false },
  fight: { min: -3, max: 8, signed: true },
  shoot: { min: -3, max: 8, signed: true },
  armour: { min: 0, max: 20, signed: false },
  will: { min: -3, max: 10, signed: true },
  health: { min: 1, max: 30, signed: false },
  fight_mod: { min: -5, max: 5, signed: true },
  shoot_mod: { min: -5, max: 5, signed: true },
  damage_mod: { min: -5, max: 5, signed: true },
};

/**
 * 1, 2, 3 … then 0, −1, −2 …: the wizard's list picks the n-th entry when a number is typed, so typing a
 * positive value selects that value.
 */
export const byTypedNumber = (a: number, b: number): number => (a > 0 && b > 0 ? a - b : a > 0 ? -1 : b > 0 ? 1 : b - a);

function statStep(key: StatKey): Step {
  const range = STAT_CHOICES[key];
  return {
    id: key,
    title: `frostgrave/build-step-${key}`,
    kind: 'one',
    applies: () => true,
    choices(context) {
      const present = figureOf(context)[key];
      const values = Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);
      if (!values.includes(present)) values.push(present);
      return values.sort(byTypedNumber).map((value) =>
        judged(context, {
          value: String(value),
          label: range.signed ? signed(value) : String(value),
          current: present === value,
          edits: [{ op: 'set', path: [...context.member.path, key], value }],
        }),
      );
    },
  };
}

/** "Les morts-vivants, démons et golems ne peuvent jamais être blessés": `undead: true`, or no key at all. */
export const undeadStep: Step = {
  id: 'undead',
  title: 'frostgrave/build-step-undead',
  kind: 'one',
  applies: () => true,
  choices(context) {
    const undead = figureOf(context).undead === true;
    const path = [...context.member.path, 'undead'];
    return [
      judged(context, { value: 'no', label: context.messages.text('frostgrave/build-undead-no'), current: !undead, edits: undead ? [{ op: 'delete', path }] : [] }),
      judged(context, { value: 'yes', label: context.messages.text('frostgrave/build-undead-yes'), current: undead, edits: [{ op: 'set', path, value: true }] }),
    ];
  },
};

export const STAT_STEPS: readonly StatKey[] = ['move', 'fight', 'shoot', 'armour', 'will', 'health'];
export const MOD_STEPS: readonly StatKey[] = ['fight_mod', 'shoot_mod', 'damage_mod'];

export const steps: readonly Step[] = [typeStep, ...STAT_STEPS.map(statStep), undeadStep, weaponStep, ...MOD_STEPS.map(statStep)];
