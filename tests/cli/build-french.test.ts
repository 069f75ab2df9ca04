/** Under --lang fr the builder's words are all French: every question, menu, band question and choice of every ruleset. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { draftOf, stepContext } from '../../src/core/ruleset/builder.js';
import { BUILD_MESSAGES } from '../../src/core/messages/build.js';
import { Messages, type Lang } from '../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../src/core/messages/core.js';
import type { Ruleset } from '../../src/core/ruleset/ruleset.js';
import { registry } from '../../src/rulesets/index.js';
import { ROOT } from '../helpers/cli.js';

const bands = readdirSync(path.join(ROOT, 'bands')).filter((f) => f.endsWith('.yaml'));
const rulesetOf = (text: string) => registry.find(/^ruleset:\s*(\S+)/m.exec(text)![1]!)!;
const words = (ruleset: Ruleset, lang: Lang) => new Messages(lang, [CORE_MESSAGES, BUILD_MESSAGES, ruleset.messages, ruleset.builder!.messages]);
/** A message code left unworded (`ff/build-free`) in what the user reads. */
const CODE = /\b[a-z]+(?:-[a-z]+)*\/[a-z0-9]+(?:-[a-z0-9]+)+\b/;

describe.each(bands)('French words of the builder on %s', (file) => {
  it('every question and menu entry has French words', async () => {
    const ruleset = await registry.load(rulesetOf(readFileSync(path.join(ROOT, 'bands', file), 'utf8')));
    const builder = ruleset.builder!;
    const fr = words(ruleset, 'fr');
    const codes = [...builder.steps.map((s) => s.title), ...builder.menus.map((m) => m.title), ...builder.bandFields.map((f) => f.title)];
    for (const code of codes) {
      expect(fr.has(code), code).toBe(true);
      expect(fr.text(code), code).not.toMatch(CODE);
    }
  });

  it('no choice of any question shows a message code in French', async () => {
    const text = readFileSync(path.join(ROOT, 'bands', file), 'utf8');
    const ruleset = await registry.load(rulesetOf(text));
    const draft = draftOf(ruleset, parseDocument(text));
    const fr = words(ruleset, 'fr');
    for (const member of ruleset.roster(draft.band)) {
      const context = stepContext(ruleset, draft, member, 'fr', fr);
      for (const step of ruleset.builder!.steps.filter((s) => s.applies(context))) {
        for (const choice of step.choices(context)) {
          for (const shown of [choice.label, choice.description, choice.disabled, choice.section, choice.ask?.message]) {
            if (shown !== undefined) expect(shown, `${step.id}: ${choice.value}`).not.toMatch(CODE);
          }
        }
      }
    }
  });
});
