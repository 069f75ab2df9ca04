/** The Mef-Fan builder: an army is a name, its points and campaign; a unit is its role, figures and characteristics. */
import type { Builder } from '../../../core/ruleset/builder.js';
import { Messages, type Lang } from '../../../core/messages/catalogue.js';
import type { MefBand } from '../band.js';
import type { MefProfile } from '../derive.js';
import { messages } from '../messages.js';
import { builderMessages } from './messages.js';
import { newBand } from './new-band.js';
import { DEFAULT_UNIT, scripted } from './scripted.js';
import { status } from './status.js';
import { defStep, depStep, menStep, modelsStep, vieStep } from './steps/characteristics.js';
import { movementStep, roleStep } from './steps/choice.js';
import { equipmentStep, skillsStep, spellsStep } from './steps/lists.js';
import { melStep } from './steps/mel.js';
import { tirStep } from './steps/tir.js';

const words = (lang: Lang) => new Messages(lang, [messages, builderMessages]);

/** The schema's bounds of `points`. */
const POINTS = { min: 0, max: 1_000_000 };

export const builder: Builder<MefBand, MefProfile> = {
  messages: builderMessages,
  bandFields: [{ option: 'points', title: 'mef-fan/build-field-points', type: 'int', min: POINTS.min, max: POINTS.max, default: 200 }],
  newBand: (name, fields, lang) => newBand(name, fields, words(lang)),
  addMember: (name) => [{ op: 'add', path: ['units'], value: { name, ...DEFAULT_UNIT } }],
  removeMember: (member) => [{ op: 'delete', path: member.path }],
  renameMember: (member, name) => [{ op: 'set', path: [...member.path, 'name'], value: name }],
  steps: [roleStep, modelsStep, depStep, movementStep, melStep, tirStep, defStep, menStep, vieStep, equipmentStep, skillsStep, spellsStep],
  menus: [
    { title: 'mef-fan/build-menu-weapons', steps: ['mel', 'tir', 'equipment', 'skills'] },
    { title: 'mef-fan/build-menu-spells', steps: ['spells'] },
  ],
  scripted: (target, options) => scripted(target, options),
  // A magicien being made has no spells yet; saving still requires them.
  pending: ['mef-fan/missing-spells'],
  status: (profile, member, lang) => status(profile, member, words(lang)),
};
