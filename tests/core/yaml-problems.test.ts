/** The yaml library's problems in the player's words: every one found in a file, none in the library's sentences. */
import { describe, expect, it } from 'vitest';
import { parseBand } from '../../src/core/band-files/band-document.js';
import { Messages } from '../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../src/core/messages/core.js';
import { yamlProblemId } from '../../src/core/band-files/yaml-problems.js';

const details = (text: string) => parseBand(text, 'x.yaml').findings.map((f) => [f.code, f.params?.detail, f.at?.line]);

describe('YAML syntax errors', () => {
  it.each([
    ['a bracket never closed', 'a: 1\nb: [x\n', 'yaml-unclosed-bracket'],
    ['a tab as indentation', 'a:\n\t- x\n', 'yaml-tab-indent'],
    ['a word alone where a key is', 'a: 1\nb\nc: 2\n', 'yaml-key-without-colon'],
    ['keys of one mapping at two columns', 'a:\n    b: 1\n  c: 2\n', 'yaml-bad-indent'],
    ['a comma missing in brackets', 'a: [x y: z, "w" "v"]\n', 'yaml-missing-comma'],
    ['a mapping in a mapping between braces', 'a: {b: 1 c: 2}\n', 'yaml-block-in-flow'],
    ['a comment stuck to a value', 'a: "x"#c\n', 'yaml-comment-space'],
    ['a value starting with @', 'a: @x\n', 'yaml-bad-start'],
    ['a quote never closed', 'a: "x\n', 'yaml-unclosed-quote'],
    ['a list as a key', '- a\n- b\n: c\n', undefined],
  ])('%s: in our words', (_, text, id) => {
    const found = details(text);
    expect(found.length).toBeGreaterThan(0);
    for (const [code, detail] of found) {
      if (code !== 'yaml/syntax') continue;
      expect(String(detail)).toMatch(/^yaml-[a-z-]+$/);
    }
    if (id) expect(found.map(([, d]) => d)).toContain(id);
  });

  it('reports every syntax error of the file, each on its own line', () => {
    const found = details('a:\n\t- x\nb: "y\n');
    expect(found).toEqual([
      ['yaml/syntax', 'yaml-tab-indent', 2],
      ['yaml/syntax', 'yaml-unclosed-quote', 3],
    ]);
  });

  it.each(['ALIAS_PROPS', 'BAD_ALIAS', 'BAD_DIRECTIVE', 'BAD_DQ_ESCAPE', 'BAD_INDENT', 'BAD_PROP_ORDER', 'BAD_SCALAR_START', 'BLOCK_AS_IMPLICIT_KEY', 'BLOCK_IN_FLOW', 'DUPLICATE_KEY', 'IMPOSSIBLE', 'KEY_OVER_1024_CHARS', 'MISSING_CHAR', 'MULTILINE_IMPLICIT_KEY', 'MULTIPLE_ANCHORS', 'MULTIPLE_DOCS', 'MULTIPLE_TAGS', 'NON_STRING_KEY', 'RESOURCE_EXHAUSTION', 'TAB_AS_INDENT', 'TAG_RESOLVE_FAILED', 'UNEXPECTED_TOKEN', 'BAD_COLLECTION_TYPE'])(
    '%s has words in English and in French, neither the library\'s',
    (code) => {
      const id = yamlProblemId({ code, message: 'Flow sequence in block collection must be sufficiently indented' });
      for (const lang of ['en', 'fr'] as const) {
        const words = new Messages(lang, [CORE_MESSAGES]).text('yaml/syntax', { detail: id });
        expect(words).not.toContain(id);
        expect(words).not.toMatch(/Flow sequence|indicator|implicit/i);
      }
    },
  );
});
