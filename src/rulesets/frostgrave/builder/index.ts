/** The Frostgrave builder: a warband is a name; a figure is a type, a stat line, a weapon and optional modifiers. */
import type { Builder } from '../../../core/ruleset/builder.js';
import { Messages, type Lang } from '../../../core/messages/catalogue.js';
import { memberRow, type Block, type View } from '../../../core/ruleset/view.js';
import type { FgBand } from '../band.js';
import type { FgProfile } from '../derive.js';
import { messages } from '../messages.js';
import { countsLine, figureTable } from '../view.js';
import { DEFAULT_FIGURE, typeComment, weaponComment } from './figure.js';
import { builderMessages } from './messages.js';
import { scripted } from './scripted.js';
import { MOD_STEPS, STAT_STEPS, steps } from './steps.js';

const words = (lang: Lang) => new Messages(lang, [messages, builderMessages]);

export const builder: Builder<FgBand, FgProfile> = {
  messages: builderMessages,
  bandFields: [],
  newBand: (name, _fields, lang) => {
    const t = words(lang);
    return {
      header: [t.text('frostgrave/build-header', { name }), t.text('frostgrave/build-header-show')],
      entries: [
        { key: 'ruleset', value: 'frostgrave' },
        { key: 'name', value: name },
        { key: 'figures', value: [], before: [t.text('frostgrave/build-comment-figures'), t.text('frostgrave/build-comment-figures-2')] },
      ],
    };
  },
  addMember: (name, lang) => [
    { op: 'add', path: ['figures'], value: { name, ...DEFAULT_FIGURE }, comments: { type: typeComment(words(lang)), weapon: weaponComment(DEFAULT_FIGURE.weapon)! } },
  ],
  removeMember: (member) => [{ op: 'delete', path: member.path }],
  renameMember: (member, name) => [{ op: 'set', path: [...member.path, 'name'], value: name }],
  steps,
  menus: [
    { title: 'frostgrave/build-menu-stats', steps: ['type', ...STAT_STEPS, 'undead'] },
    { title: 'frostgrave/build-menu-kit', steps: ['weapon', ...MOD_STEPS] },
  ],
  scripted: (target, options, lang) => scripted(target, options, words(lang)),
  // A warband being made may not have its mage yet; saving still requires one.
  pending: ['frostgrave/no-mage'],
  status(profile, member, lang): View {
    const t = words(lang);
    const figure = member ? profile.figures[member.path[1] as number] : undefined;
    // The numbers side by side (they fit 80 columns); type, weapon and rolls as pairs under them.
    return [countsLine(profile, t), ...(figure ? memberRow(figureTable([figure], t) as Extract<Block, { kind: 'table' }>, (i) => i >= 2 && i <= 7) : [])];
  },
};
