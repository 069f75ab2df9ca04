// The questions about one character: classe, armour, melee and ranged weapons, role, mount, points de vie and
// skills. Every choice is judged by the checks (bretteur and costaud exclude each other …).
import { judged, type BuildChoice, type BuildStep, type StepContext } from '../../../core/ruleset/builder.js';
import type { Messages } from '../../../core/messages/catalogue.js';
import { MOUNTED, ROLES, type ArgadBand, type ArgadCharacter } from '../band.js';
import { ARMOURS } from '../catalogue/armour.js';
import { MELEE } from '../catalogue/melee.js';
import { RANGED } from '../catalogue/ranged.js';
import { SKILLS } from '../catalogue/skills.js';
import { RANGE_BANDS, type RangedDef } from '../catalogue/types.js';
import { CLASS_MAX, CLASS_MIN } from '../checks/class-range.js';
import type { ArgadProfile } from '../derive.js';

type Context = StepContext<ArgadBand, ArgadProfile>;

/** `armour: 5` as the rulebook writes it; `4*` and `4T` stay text. */
export const armourValue = (label: string): string | number => (/^\d$/.test(label) ? Number(label) : label);

const character = (c: Context): ArgadCharacter => c.band.characters[c.member.path[1] as number]!;
const set = (c: Context, key: string, value: unknown) => [{ op: 'set' as const, path: [...c.member.path, key], value }];
const unset = (c: Context, key: string) => [{ op: 'delete' as const, path: [...c.member.path, key] }];

/** "5-6 · 6 · 7" */
export const needs = (w: RangedDef): string => RANGE_BANDS.flatMap((b) => (w.bands[b] ? [w.bands[b]!.need === 5 ? '5-6' : String(w.bands[b]!.need)] : [])).join(' · ');

/** A question with one answer among `options` ([value, label]), `none` first when the key may be left out. */
function one(id: string, key: string, options: (c: Context, t: Messages) => readonly [string | number, string][], current: (ch: ArgadCharacter) => string | number | undefined, none?: string): BuildStep<ArgadBand, ArgadProfile> {
  return {
    id,
    title: `argad/build-step-${id}`,
    kind: 'one',
    applies: () => true,
    choices(c) {
      const now = current(character(c));
      const out: BuildChoice[] = [];
      if (none) out.push(judged(c, { value: 'none', label: c.messages.text(none), current: now === undefined, edits: unset(c, key) }));
      for (const [value, label] of options(c, c.messages)) out.push(judged(c, { value: String(value), label, current: now === value, edits: set(c, key, value) }));
      return out;
    },
  };
}

export const classStep = one(
  'class',
  'class',
  (_, t) => Array.from({ length: CLASS_MAX - CLASS_MIN + 1 }, (_v, i) => [CLASS_MIN + i, `${CLASS_MIN + i} — ${t.text(`argad/build-class-${CLASS_MIN + i}`)}`] as [number, string]),
  (ch) => ch.class,
);

export const armourStep = one('armour', 'armour', () => ARMOURS.map((a) => [armourValue(a.label), `${a.label} — ${a.name}`]), (ch) => armourValue(ch.armour.label));

export const meleeStep = one('melee', 'melee', () => MELEE.map((m) => [m.id, `${m.id} — ${m.examples}`]), (ch) => ch.melee.id);

export const rangedStep = one('ranged', 'ranged', () => RANGED.map((w) => [w.id, `${w.id} — ${w.name}: ${needs(w)}`]), (ch) => ch.ranged?.id, 'argad/build-no-ranged');

export const roleStep = one('role', 'role', (_, t) => ROLES.map((r) => [r, `${r} — ${t.text(`argad/build-role-${r}`)}`]), (ch) => ch.role, 'argad/build-no-role');

export const mountedStep = one('mounted', 'mounted', (_, t) => MOUNTED.map((m) => [m, `${m} — ${t.text(`argad/build-mounted-${m}`)}`]), (ch) => ch.mounted, 'argad/build-on-foot');

export const healthPointsStep = one('health-points', 'health_points', (_, t) => [[1, `1 — ${t.text('argad/build-pv-1')}`], [2, `2 — ${t.text('argad/build-pv-2')}`]], (ch) => ch.healthPoints);

export const skillsStep: BuildStep<ArgadBand, ArgadProfile> = {
  id: 'skills',
  title: 'argad/build-step-skills',
  kind: 'many',
  applies: () => true,
  choices(c) {
    const ch = character(c);
    const path = [...c.member.path, 'skills'];
    const chosen = new Set(ch.skills.map((s) => s.def.id));
    const removals = ch.skills.map((s) =>
      judged(c, { value: `remove:${s.index}`, label: `${c.messages.text('build/remove')} ${s.def.name}`, name: s.def.name, section: c.messages.text('build/chosen'), edits: [{ op: 'delete', path: [...path, s.index] }] }),
    );
    const adds = SKILLS.filter((s) => !chosen.has(s.id)).map((s) => judged(c, { value: s.id, label: `${s.name} — ${s.effect}`, edits: [{ op: 'add', path, value: s.id }] }));
    return [...removals, ...adds];
  },
};
