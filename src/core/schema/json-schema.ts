/** JSON Schema of band files, generated from each ruleset's zod schema, for editors and CI. */
import { z } from 'zod';
import { HOUSE_RULES_KEY } from '../ruleset/house-rules.js';
import type { HouseRuleSpec, Ruleset, RulesetManifest } from '../ruleset/ruleset.js';
import { byCommonness, type Counts } from './near-values.js';
import { CATALOGUE_KEY, FRENCH_KEY, NUMBERS_KEY, OPEN_KEY, RULE_KEY, SHORT_LIST, exactly, numberEntries, valuesOf, type CatalogueEntry, type Lang, type NumberedEntries, type ValueWords } from './schema-words.js';

export const SCHEMA_BASE = 'https://escarmouche.dev/schemas';
const DRAFT_7 = 'http://json-schema.org/draft-07/schema#';

const UNKNOWN_VALUE: Record<Lang, (title: string) => string> = {
  en: (title) => `${title}: expected a name of the rulebook's list (Ctrl+Space lists them)`,
  fr: (title) => `${title}\u00a0: un nom de la liste du livre de règles est attendu (Ctrl+Espace les liste)`,
};
const ONE_OF: Record<Lang, (title: string, values: string) => string> = {
  en: (title, values) => `${title}: expected one of ${values}`,
  fr: (title, values) => `${title}\u00a0: une de ces valeurs est attendue\u00a0: ${values}`,
};
const NEAR_VALUE: Record<Lang, (title: string, id: string) => string> = {
  en: (title, id) => `${title}: not a name of the rulebook's list; did you mean ${id}?`,
  fr: (title, id) => `${title}\u00a0: pas un nom de la liste du livre de règles\u00a0; vouliez-vous dire ${id}\u00a0?`,
};
/** A short list is named in the message when it fits in this many characters. */
const NAMED_LIST = 60;

/** The messages of a wrong value of the field `title`: a short list named whole, a typo's nearest value named. */
function valueWords(lang: Lang, title: string, entries: readonly CatalogueEntry[]): ValueWords {
  const list = entries.map((entry) => entry.id).join(', ');
  const named = entries.length > 0 && entries.length <= SHORT_LIST && list.length <= NAMED_LIST;
  return { unknown: named ? ONE_OF[lang](title, list) : UNKNOWN_VALUE[lang](title), near: (id) => NEAR_VALUE[lang](title, id) };
}

const RULESET_WORDS: Record<Lang, (title: string) => string> = {
  en: (title) => `Ruleset of this file: ${title}`,
  fr: (title) => `Règles de ce fichier\u00a0: ${title}`,
};

/** A ruleset as a value of `ruleset:`: its id offered, its aliases accepted. */
const rulesetName = (manifest: RulesetManifest): CatalogueEntry => ({ id: manifest.id, spellings: manifest.aliases, doc: `**${manifest.title}**` });

/**
 * The schema of one ruleset's band files, in one language; each catalogue's values most used first by `counts` (how
 * often the example bands use each value, folded: quick fixes and completion come in that order), ties in the
 * catalogue's order.
 */
export function bandJsonSchema(manifest: RulesetManifest, ruleset: Ruleset, lang: Lang = 'en', counts: Counts = new Map()): Record<string, unknown> {
  const generated = z.toJSONSchema(ruleset.schema, { target: 'draft-7', io: 'input' }) as Record<string, unknown>;
  const catalogues = Object.fromEntries(Object.entries(ruleset.schemaCatalogues?.(lang) ?? {}).map(([name, entries]) => [name, byCommonness(entries, counts)]));
  const resolved = resolve(generated, lang, catalogues) as Record<string, unknown>;
  const properties = { ...(resolved.properties as Record<string, unknown>) };
  // The loader accepts the id and its aliases; editors offer exactly those.
  const rulesetWords = RULESET_WORDS[lang](manifest.title);
  const own = [rulesetName(manifest)];
  properties.ruleset = { title: 'ruleset', description: rulesetWords, markdownDescription: rulesetWords, ...valuesOf(own, undefined, valueWords(lang, 'ruleset', own)) };
  if (ruleset.houseRules?.length) properties[HOUSE_RULES_KEY] = houseRulesSchema(ruleset.houseRules, lang);
  return { ...resolved, $id: `${SCHEMA_BASE}/${lang === 'en' ? '' : `${lang}/`}${manifest.id}.schema.json`, title: `${manifest.title} (escarmouche)`, properties };
}

/** Picks the language of the words, fills catalogue fields with their values, mirrors descriptions as Markdown. */
function resolve(node: unknown, lang: Lang, catalogues: Readonly<Record<string, readonly CatalogueEntry[]>>): unknown {
  if (Array.isArray(node)) return node.map((item) => resolve(item, lang, catalogues));
  if (node === null || typeof node !== 'object') return node;
  const source = node as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) if (![FRENCH_KEY, CATALOGUE_KEY, OPEN_KEY, NUMBERS_KEY, RULE_KEY].includes(key)) out[key] = resolve(value, lang, catalogues);
  // A node without French words has none to put in (Object.assign of undefined adds nothing).
  if (lang === 'fr') Object.assign(out, resolve(source[FRENCH_KEY], lang, catalogues));
  const catalogue = source[CATALOGUE_KEY];
  if (typeof catalogue === 'string') {
    const entries = entriesNamed(catalogues, catalogue);
    // An open catalogue is offered, not enforced; a closed one accepts every spelling `validate` does.
    const line = out.description as string | undefined;
    const words = valueWords(lang, String(out.title ?? catalogue), entries);
    Object.assign(out, valuesOf(entries, line, words, !source[OPEN_KEY]));
    // A value of another type (Argad's `armour: 6`, beside its numbers' branch) gets the same one line.
    if (!source[OPEN_KEY]) out.errorMessage = words.unknown;
  }
  const numbers = source[NUMBERS_KEY] as NumberedEntries | undefined;
  if (numbers) Object.assign(out, numberEntries(entriesNamed(catalogues, numbers.catalogue), numbers.line[lang]));
  if (typeof out.description === 'string' && out.markdownDescription === undefined) out.markdownDescription = out.description;
  return out;
}

function entriesNamed(catalogues: Readonly<Record<string, readonly CatalogueEntry[]>>, name: string): readonly CatalogueEntry[] {
  const entries = catalogues[name];
  if (!entries) throw new Error(`schema names catalogue "${name}" that the ruleset does not supply`);
  return entries;
}

const HOUSE_RULES_WORDS: Record<Lang, string> = {
  en: 'House rules: readings of docs/rules-notes.md this group changes',
  fr: 'Règles maison : lectures de docs/rules-notes.md que ce groupe change',
};

function houseRulesSchema(specs: readonly HouseRuleSpec[], lang: Lang): Record<string, unknown> {
  const properties = Object.fromEntries(
    specs.map((spec) => {
      const { $schema: _s, ...value } = z.toJSONSchema(spec.schema(), { target: 'draft-7', io: 'input' }) as Record<string, unknown>;
      return [spec.key, { ...value, title: spec.key, description: spec.description, markdownDescription: spec.description, default: spec.default }];
    }),
  );
  const words = HOUSE_RULES_WORDS[lang];
  return { type: 'object', title: 'house_rules', description: words, markdownDescription: words, properties, additionalProperties: false };
}

const COMBINED_WORDS: Record<Lang, string> = {
  en: 'A band file of escarmouche: write `ruleset:` first, then that ruleset\'s keys are offered.',
  fr: 'Un fichier de bande d\'escarmouche : écrivez d\'abord `ruleset:`, les clés de ces règles sont alors proposées.',
};

/**
 * Every ruleset at once, discriminated on `ruleset`: a new file is offered `ruleset` first, then that ruleset's
 * keys only; errors name one ruleset.
 */
export function combinedJsonSchema(manifests: readonly RulesetManifest[], schemas: readonly Record<string, unknown>[], lang: Lang = 'en'): Record<string, unknown> {
  const words = COMBINED_WORDS[lang];
  // Every ruleset's name, offered once under its id, its aliases accepted.
  const names = manifests.map(rulesetName);
  const ruleset = { title: 'ruleset', description: words, markdownDescription: words, ...valuesOf(names, undefined, valueWords(lang, 'ruleset', names)) };
  return {
    $schema: DRAFT_7,
    $id: `${SCHEMA_BASE}/${lang === 'en' ? '' : `${lang}/`}band.schema.json`,
    title: 'escarmouche',
    description: words,
    markdownDescription: words,
    type: 'object',
    required: ['ruleset'],
    properties: { ruleset },
    allOf: schemas.map(({ $schema: _s, $id: _i, ...schema }, i) => ({
      if: { properties: { ruleset: { type: 'string', pattern: exactly([manifests[i]!.id, ...manifests[i]!.aliases]) } }, required: ['ruleset'] },
      then: schema,
    })),
  };
}
