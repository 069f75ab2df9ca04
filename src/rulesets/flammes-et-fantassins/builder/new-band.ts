/** A new F&F band file: its header says what it is and how to check it; `pc` and `characters` are explained. */
import type { NewBandSpec } from '../../../core/band-files/band-edit.js';
import type { Messages } from '../../../core/messages/catalogue.js';
import type { Options } from '../../../core/ruleset/ruleset.js';

export function newBand(name: string, fields: Options, t: Messages): NewBandSpec {
  return {
    header: [t.text('ff/build-header', { name }), t.text('ff/build-header-show')],
    entries: [
      { key: 'ruleset', value: 'flammes-et-fantassins' },
      { key: 'name', value: name },
      { key: 'pc', value: fields.pc, comment: t.text('ff/build-comment-pc') },
      { key: 'characters', value: [], before: [t.text('ff/build-comment-characters'), t.text('ff/build-comment-characters-2')] },
    ],
  };
}
