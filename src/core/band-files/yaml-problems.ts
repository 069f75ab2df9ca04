/**
 * The yaml library's problems (`YAMLParseError.code`, and its message where one code covers several faults) in the
 * player's words: a stable id, shown through the catalogue's `param/detail/<id>` words (English and French); the
 * library's own sentences never reach the player.
 */

/** A fault one code shares with others, told apart by the library's sentence. */
const BY_MESSAGE: readonly (readonly [RegExp, string])[] = [
  [/^Missing closing ["']quote/, 'yaml-unclosed-quote'],
  [/must (?:be sufficiently indented and )?end with a [\]}]/, 'yaml-unclosed-bracket'],
  [/^Implicit map keys need to be followed by map values/, 'yaml-key-without-colon'],
  [/^Missing space after :/, 'yaml-space-after-colon'],
  [/^Missing , (?:or : )?between/, 'yaml-missing-comma'],
  [/^Comments must be separated/, 'yaml-comment-space'],
  [/^Sequence item without - indicator/, 'yaml-item-without-dash'],
];

const BY_CODE: Readonly<Record<string, string>> = {
  BAD_INDENT: 'yaml-bad-indent',
  TAB_AS_INDENT: 'yaml-tab-indent',
  MISSING_CHAR: 'yaml-missing-char',
  BLOCK_AS_IMPLICIT_KEY: 'yaml-bad-key',
  MULTILINE_IMPLICIT_KEY: 'yaml-bad-key',
  KEY_OVER_1024_CHARS: 'yaml-long-key',
  BLOCK_IN_FLOW: 'yaml-block-in-flow',
  UNEXPECTED_TOKEN: 'yaml-unexpected',
  BAD_SCALAR_START: 'yaml-bad-start',
  BAD_DQ_ESCAPE: 'yaml-bad-escape',
  ALIAS_PROPS: 'yaml-bad-anchor',
  BAD_ALIAS: 'yaml-bad-anchor',
  BAD_PROP_ORDER: 'yaml-bad-anchor',
  MULTIPLE_ANCHORS: 'yaml-bad-anchor',
  MULTIPLE_TAGS: 'yaml-bad-anchor',
  BAD_DIRECTIVE: 'yaml-directive',
};

/** The id of the words saying what is wrong; a fault no band writer meets (IMPOSSIBLE …): the generic one. */
export function yamlProblemId(problem: { code: string; message: string }): string {
  return BY_MESSAGE.find(([pattern]) => pattern.test(problem.message))?.[1] ?? BY_CODE[problem.code] ?? 'yaml-unreadable-here';
}
