/** The Fées d'armes builder: a band is a name and a budget; a figure is its profile card, typed or chosen field by field. */
import type { Builder } from '../../../core/ruleset/builder.js';
import { Messages, type Lang } from '../../../core/messages/catalogue.js';
import type { View } from '../../../core/ruleset/view.js';
import type { FeesBand } from '../band.js';
import type { FeesProfile } from '../derive.js';
import { messages } from '../messages.js';
import { DEFAULT_POINTS } from '../schema.js';
import { bandPairs, figureCard, figureTable } from '../view.js';
import { DEFAULT_CARD } from './card.js';
import { builderMessages } from './messages.js';
import { scripted } from './scripted.js';
import { steps } from './steps.js';

const words = (lang: Lang) => new Messages(lang, [messages, builderMessages]);

export const builder: Builder<FeesBand, FeesProfile> = {
  messages: builderMessages,
  // The budget is the rulebook's 10 unless `--points` says otherwise: not a question.
  bandFields: [],
  newBand: (name, fields, lang) => {
    const t = words(lang);
    const points = typeof fields.points === 'number' ? fields.points : DEFAULT_POINTS;
    return {
      header: [t.text('fees/build-header', { name }), t.text('fees/build-header-show')],
      entries: [
        { key: 'ruleset', value: 'fees-d-armes' },
        { key: 'name', value: name },
        { key: 'points', value: points, comment: t.text('fees/build-comment-points') },
        { key: 'figures', value: [], before: [t.text('fees/build-comment-figures'), t.text('fees/build-comment-figures-2')] },
      ],
    };
  },
  addMember: (name) => [{ op: 'add', path: ['figures'], value: { name, ...DEFAULT_CARD } }],
  removeMember: (member) => [{ op: 'delete', path: member.path }],
  renameMember: (member, name) => [{ op: 'set', path: [...member.path, 'name'], value: name }],
  steps,
  menus: [{ title: 'fees/build-menu-actions', steps: ['actions', 'rules', 'text'] }],
  scripted: (target, options) => scripted(target, options),
  // A figure being made has no faction symbol yet; saving still requires one.
  pending: ['fees/no-faction'],
  status(profile, member, lang): View {
    const t = words(lang);
    const figure = member ? profile.figures[member.path[1] as number] : undefined;
    return [bandPairs(profile, t), ...(figure ? [figureTable([figure], t), ...figureCard(figure, t)] : [])];
  },
};
