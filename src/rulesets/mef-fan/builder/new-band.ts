/** A new Mef-Fan army file: its header says what it is and how to check it; `points`, `campaign` and `units` are explained. */
import type { NewBandSpec } from '../../../core/band-files/band-edit.js';
import type { Messages } from '../../../core/messages/catalogue.js';
import type { Options } from '../../../core/ruleset/ruleset.js';

export function newBand(name: string, fields: Options, t: Messages): NewBandSpec {
  return {
    header: [t.text('mef-fan/build-header', { name }), t.text('mef-fan/build-header-show')],
    entries: [
      { key: 'ruleset', value: 'mef-fan' },
      { key: 'name', value: name },
      { key: 'points', value: fields.points, comment: t.text('mef-fan/build-comment-points') },
      { key: 'campaign', value: fields.campaign === true, comment: t.text('mef-fan/build-comment-campaign') },
      { key: 'units', value: [], before: [t.text('mef-fan/build-comment-units'), t.text('mef-fan/build-comment-units-2')] },
    ],
  };
}
