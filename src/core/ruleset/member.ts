/** A character, unit or figure of a band, and how a message names one the player typed. */
import { MAX_SUGGESTIONS, suggest, toId } from '../diagnostics/names.js';

/** A character, unit or figure of a band, addressable as `FILE#Name`. */
export interface Member {
  readonly name: string;
  readonly path: readonly (string | number)[];
}

/** The member named `name`, its accents and capitals aside. */
export const memberNamed = <M extends Member>(roster: readonly M[], name: string): M | undefined => roster.find((m) => toId(m.name) === toId(name));

/** The roster's names close to an unknown one, best first, at most 3 ("did you mean"); none when none is close. */
export const closeMembers = (roster: readonly Member[], name: string): string[] => suggest(name, roster.map((m) => m.name));

/** A roster short enough to name in full in a message (at most 3); a longer one is listed by `escarmouche show FILE`. */
export const shortRoster = (roster: readonly Member[]): string | undefined => (roster.length <= MAX_SUGGESTIONS ? roster.map((m) => m.name).join(', ') : undefined);
