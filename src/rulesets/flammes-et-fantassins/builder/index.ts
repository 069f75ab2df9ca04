/** The F&F builder: a band is a name and its PC; a character is a style, classes, equipment, spells, a specialty. */
import type { Builder } from '../../../core/ruleset/builder.js';
import { Messages, type Lang } from '../../../core/messages/catalogue.js';
import type { FfBand } from '../band.js';
import type { FfProfile } from '../derive.js';
import { messages } from '../messages.js';
import { builderMessages } from './messages.js';
import { newBand } from './new-band.js';
import { scripted, styleLine } from './scripted.js';
import { status } from './status.js';
import { classesStep } from './steps/classes.js';
import { equipmentStep } from './steps/equipment.js';
import { specialtyStep } from './steps/specialty.js';
import { spellsStep } from './steps/spells.js';
import { styleStep } from './steps/style.js';

const words = (lang: Lang) => new Messages(lang, [messages, builderMessages]);

/** PC per band: a game is agreed on a number; 1000 is the schema's bound. */
const PC = { min: 0, max: 1000 };

export const builder: Builder<FfBand, FfProfile> = {
  messages: builderMessages,
  bandFields: [{ option: 'pc', title: 'ff/build-field-pc', type: 'int', min: PC.min, max: PC.max, default: 7 }],
  newBand: (name, fields, lang) => newBand(name, fields, words(lang)),
  addMember: (name, lang) => [
    { op: 'add', path: ['characters'], value: { name, style: 'agile', classes: [], equipment: [] }, comments: { style: styleLine('agile', words(lang)) } },
  ],
  removeMember: (member) => [{ op: 'delete', path: member.path }],
  renameMember: (member, name) => [{ op: 'set', path: [...member.path, 'name'], value: name }],
  steps: [styleStep, classesStep, equipmentStep, spellsStep, specialtyStep],
  menus: [
    { title: 'ff/build-menu-equipment', steps: ['equipment'] },
    { title: 'ff/build-menu-spells', steps: ['spells', 'specialty'] },
  ],
  scripted: (target, options, lang) => scripted(target, options, words(lang)),
  // A character being made has no class, weapon, spells or specialty yet; saving still requires them.
  pending: ['ff/no-class', 'ff/no-weapon', 'ff/missing-spells', 'ff/missing-specialty'],
  status: (profile, member, lang) => status(profile, member, words(lang)),
};
