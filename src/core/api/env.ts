/** What every command of the core reads besides its arguments: the rulesets, and the words in one language. */
import type { Messages } from '../messages/catalogue.js';
import type { Registry } from '../ruleset/registry.js';

export interface ApiEnv {
  readonly registry: Registry;
  /** The catalogue the command adds its rulesets' words to; its language words the JSON's messages. */
  readonly messages: Messages;
}
