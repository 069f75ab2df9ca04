/** Every code Fées d'armes reports or prints has its words in English and in French. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builderMessages } from '../../../src/rulesets/fees-d-armes/builder/messages.js';
import { messages as checkMessages } from '../../../src/rulesets/fees-d-armes/messages.js';
import { ROOT } from '../../helpers/cli.js';

const DIR = path.join(ROOT, 'src/rulesets/fees-d-armes');
/** The ruleset's words and its builder's. */
const messages = { en: { ...checkMessages.en, ...builderMessages.en }, fr: { ...checkMessages.fr, ...builderMessages.fr } };

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return name === 'messages.ts' ? [] : [readFileSync(full, 'utf8')];
  });
}

/** Literal codes in the sources, and the ones built from a prefix (`fees/view-mod-${key}`) spelt out. */
const literal = [...new Set(sources(DIR).flatMap((text) => [...text.matchAll(/'(fees\/[a-z0-9_-]+)'/g)].map((m) => m[1]!)))];
const built = [
  ...['second_activation', 'cover', 'conseiller', 'modifier'].map((k) => `fees/view-mod-${k}`),
  ...['name', 'cost', 'col-action', 'col-move', 'col-armour', 'col-health', 'factions'].map((k) => `fees/view-${k}`),
  ...['pillage', 'fouille'].map((k) => `fees/view-roll-${k}`),
  ...['cost', 'action', 'move', 'armour', 'health'].map((k) => `fees/build-step-${k}`),
  ...['trait', 'effect'].map((k) => `fees/build-rule-${k}`),
  ...['push', 'esquive', 'charge', 'tir', 'tir-any', 'regeneration', 'regeneration-first', 'text', 'unknown-rule'].map((k) => `fees/why-${k}`),
];

describe("Fées d'armes messages", () => {
  it('finds the codes in the sources', () => {
    expect(literal.length).toBeGreaterThan(30);
    expect(literal).toContain('fees/points-exceeded');
  });

  it.each([...literal, ...built])('%s has English and French words', (code) => {
    expect(messages.en[code], 'en').toBeDefined();
    expect(messages.fr[code], 'fr').toBeDefined();
  });

  it('has the same codes in both languages, all prefixed fees/', () => {
    expect(Object.keys(messages.fr).sort()).toEqual(Object.keys(messages.en).sort());
    for (const code of Object.keys(messages.en)) expect(code).toMatch(/^fees\//);
  });

  it('has no unused words', () => {
    const used = new Set([...literal, ...built]);
    expect(Object.keys(messages.en).filter((code) => !used.has(code))).toEqual([]);
  });
});
