/** The Argad! builder: a troop is a name; a character is a classe, armour, weapons, role, mount and skills. */
import type { Builder } from '../../../core/ruleset/builder.js';
import type { Edit } from '../../../core/band-files/band-edit.js';
import { usageError } from '../../../core/diagnostics/errors.js';
import { Messages, type Lang } from '../../../core/messages/catalogue.js';
import { toId } from '../../../core/diagnostics/names.js';
import type { Options } from '../../../core/ruleset/ruleset.js';
import type { ArgadBand } from '../band.js';
import * as tables from '../catalogue/index.js';
import type { ArgadProfile } from '../derive.js';
import { messages } from '../messages.js';
import { builderMessages } from './messages.js';
import { armourStep, armourValue, classStep, healthPointsStep, meleeStep, mountedStep, rangedStep, roleStep, skillsStep } from './steps.js';

const words = (lang: Lang) => new Messages(lang, [messages, builderMessages]);

/** A value written in the table's spelling when known; as written otherwise, so that `validate` suggests. */
const canonical = (index: { get(input: string): { readonly id: string } | undefined }) => (written: string) => index.get(written)?.id ?? written;
const single = (value: unknown): unknown => (Array.isArray(value) ? value.at(-1) : value);
const text = (value: unknown): string | undefined => (value === undefined ? undefined : String(single(value)));
const number = (value: unknown): number | undefined => (value === undefined ? undefined : Number(single(value)));

/** The character's keys given on the command line, in the order of the troop files. */
function fields(options: Options): [string, unknown][] {
  const armour = text(options.armour);
  const out: [string, unknown][] = [];
  const push = (key: string, value: unknown) => value !== undefined && out.push([key, value]);
  push('count', number(options.count));
  push('class', number(options.class));
  push('armour', armour && armourValue(tables.armours.get(armour)?.label ?? armour));
  push('melee', text(options.melee) && canonical(tables.melee)(text(options.melee)!));
  push('ranged', text(options.ranged) && canonical(tables.ranged)(text(options.ranged)!));
  push('role', text(options.role) && toId(text(options.role)!));
  push('mounted', text(options.mounted) && toId(text(options.mounted)!));
  push('health_points', number(options.healthPoints));
  if (Array.isArray(options.skill)) push('skills', options.skill.map(String).map(canonical(tables.skills)));
  return out;
}

function scripted(target: Parameters<Builder['scripted']>[0], options: Options): readonly Edit[] {
  const given = fields(options);
  if (target.mode === 'add') {
    if (!given.some(([key]) => key === 'class')) throw usageError('argad/build-needs-class');
    // Véture légère and an arme courte unless told otherwise: "on admet que des personnages ont au moins une arme courte".
    const { count, ...rest } = Object.fromEntries(given);
    const value = { name: target.name, ...(count !== undefined ? { count } : {}), class: 3, armour: 'legere', melee: 'courte', ...rest };
    return [{ op: 'add', path: ['characters'], value }];
  }
  if (given.length === 0) throw usageError('argad/build-nothing-to-edit');
  return given.map(([key, value]): Edit => ({ op: 'set', path: [...target.member.path, key], value }));
}

export const builder: Builder<ArgadBand, ArgadProfile> = {
  messages: builderMessages,
  bandFields: [],
  newBand: (name, _fields, lang) => {
    const t = words(lang);
    return {
      header: [t.text('argad/build-header', { name }), t.text('argad/build-header-show')],
      entries: [
        { key: 'ruleset', value: 'argad' },
        { key: 'name', value: name },
        { key: 'characters', value: [], before: [t.text('argad/build-comment-characters'), t.text('argad/build-comment-budget')] },
      ],
    };
  },
  addMember: (name) => [{ op: 'add', path: ['characters'], value: { name, class: 3, armour: 'legere', melee: 'courte' } }],
  removeMember: (member) => [{ op: 'delete', path: member.path }],
  renameMember: (member, name) => [{ op: 'set', path: [...member.path, 'name'], value: name }],
  steps: [classStep, armourStep, meleeStep, rangedStep, roleStep, mountedStep, healthPointsStep, skillsStep],
  menus: [
    { title: 'argad/build-menu-weapons', steps: ['armour', 'melee', 'ranged'] },
    { title: 'argad/build-menu-skills', steps: ['skills'] },
  ],
  scripted: (target, options) => scripted(target, options),
  pending: [],
  status(profile, member, lang) {
    const t = words(lang);
    const line = member ? profile.characters[member.path[1] as number] : undefined;
    return [
      { kind: 'pairs', items: [[t.text('argad/view-budget'), profile.band.budget]] },
      ...(line
        ? [{ kind: 'table' as const, columns: [t.text('argad/view-name'), t.text('argad/view-count'), t.text('argad/view-class'), t.text('argad/view-armour'), t.text('argad/view-cost')], rows: [[line.name, line.count, line.class, line.armour, line.cost]] }]
        : []),
    ];
  },
};
