/**
 * What a ruleset tells `build`: the questions of a band and of its members, the legal answers, and the
 * edits each answer makes. The CLI asks; the ruleset's own checks decide what is legal (see `refusalOf` in builder.ts).
 */
import type { Edit, NewBandSpec } from '../band-files/band-edit.js';
import type { Lang, MessageCatalogue, Messages } from '../messages/catalogue.js';
import type { Member } from './member.js';
import type { Options } from './option-spec.js';
import type { View } from './view.js';

/** One answer to a question: worded, with the edits it makes, or the rule that forbids it now. */
export interface BuildChoice {
  /** Unique within the question. */
  readonly value: string;
  /** Starts with the item's name, so that typing its first letters reaches it. */
  readonly label: string;
  /**
   * The item's name alone (`Maille`, not `Retirer Maille` nor `Maille — 1 pièce de fer`), for the words of a change
   * (`suggest`); the label before its ` — ` when absent.
   */
  readonly name?: string;
  /** One more line, shown for the highlighted choice. */
  readonly description?: string;
  /** Heading of the group the choice is listed under (classes by family, equipment by slot). */
  readonly section?: string;
  /** The member's present answer (`one` questions). */
  readonly current?: boolean;
  /** Why the rulebook forbids it now (worded like `validate`); absent when allowed. */
  readonly disabled?: string;
  readonly edits: readonly Edit[];
  /** Typed words complete this answer (a new faction, a profile action): the wizard asks, then makes `ask.edits(words)`. */
  readonly ask?: BuildAsk;
}

/** The words a choice asks for: a question, a reader that says what is wrong with them, and the edits they make. */
export interface BuildAsk {
  /** The question, worded. */
  readonly message: string;
  /** Why the words cannot be read, worded; undefined when they can. */
  check(words: string): string | undefined;
  /** The edits of words `check` accepts; they are then judged by the checks like any other choice. */
  edits(words: string): readonly Edit[];
}

/** What a question sees: the band as it stands, one member, and a judge of edits. */
export interface StepContext<Band = unknown, Profile = unknown> {
  /** The band file's plain data (names as written, unknown ones included). */
  readonly data: unknown;
  readonly band: Band;
  readonly profile: Profile;
  readonly member: Member;
  readonly lang: Lang;
  /** Core, build and ruleset words in `lang`. */
  readonly messages: Messages;
  /** Why these edits would break a rule the band keeps now, worded; undefined when they are allowed. */
  refusal(edits: readonly Edit[]): string | undefined;
}

export interface BuildStep<Band = unknown, Profile = unknown> {
  readonly id: string;
  /** Message code of the question. */
  readonly title: string;
  /** `one`: a single answer (style); `many`: add and remove until done (classes, equipment). */
  readonly kind: 'one' | 'many';
  /**
   * Codes of `pending` that "Done" on this question refuses while the member has them (no class yet): the
   * ruleset's own checks say what is missing, worded as `validate` words it.
   */
  readonly required?: readonly string[];
  applies(context: StepContext<Band, Profile>): boolean;
  choices(context: StepContext<Band, Profile>): readonly BuildChoice[];
}

/** An entry of the band menu that runs some steps for a chosen member ("buy or sell equipment"). */
export interface BuildMenu {
  /** Message code of the entry. */
  readonly title: string;
  readonly steps: readonly string[];
}

/** A question asked when a band is created, answered by a build option in scripted mode. */
export interface BandField {
  /** Key of the manifest's build option that answers it (`pc` for `--pc`). */
  readonly option: string;
  /** Message code of the question. */
  readonly title: string;
  readonly type: 'int' | 'string';
  readonly min?: number;
  readonly max?: number;
  readonly default?: number | string;
}

export type ScriptedTarget = { readonly mode: 'add'; readonly name: string } | { readonly mode: 'edit'; readonly member: Member };

export interface Builder<Band = unknown, Profile = unknown> {
  /** Words of the questions, answers and usage errors below, in English and French. */
  readonly messages: MessageCatalogue;
  /** Questions of a new band besides its name (F&F: the agreed PC). */
  readonly bandFields: readonly BandField[];
  /** A new band file, commented for people; `fields` holds the answers keyed by `BandField.option`. */
  newBand(name: string, fields: Options, lang: Lang): NewBandSpec;
  /** Appends a member named `name`, with defaults the steps then change. */
  addMember(name: string, lang: Lang): readonly Edit[];
  removeMember(member: Member): readonly Edit[];
  /** Gives the member another name (the wizard has checked that no other member bears it). */
  renameMember(member: Member, name: string): readonly Edit[];
  /** The member's questions, in the order they are asked when a member is added. */
  readonly steps: readonly BuildStep<Band, Profile>[];
  readonly menus: readonly BuildMenu[];
  /**
   * Scripted mode: the ruleset's build options (`--style`, `--class` …) to edits. `add` appends a member;
   * `edit` replaces each list or value given. Throws `usageError` for a missing or meaningless option;
   * names are written as given so that the checks word any unknown one with suggestions.
   */
  scripted(target: ScriptedTarget, options: Options, lang: Lang): readonly Edit[];
  /** Codes that only mean "not finished yet" (no class yet): a choice may leave them, saving may not. */
  readonly pending: readonly string[];
  /** Budgets left and the member's derived profile (the numbers of `show`), printed after each choice. */
  status(profile: Profile, member: Member | undefined, lang: Lang): View;
}
