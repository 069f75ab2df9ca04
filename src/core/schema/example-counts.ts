/** How often the example bands escarmouche ships use each value, per ruleset: the order of the editor's values. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { countValues, type Counts } from './near-values.js';

/**
 * The values of the band files in `folders`, counted per ruleset (`rulesetOf` names the ruleset of a `ruleset:`
 * value, or undefined). The folders are escarmouche's own examples (`bands/`, `bands-fr/`): a missing folder
 * counts nothing.
 */
export function exampleCounts(folders: readonly string[], rulesetOf: (value: string) => string | undefined): Map<string, Counts> {
  const documents = new Map<string, unknown[]>();
  for (const folder of folders) {
    if (!existsSync(folder)) continue;
    const files = readdirSync(folder).filter((f) => /\.ya?ml$/.test(f));
    for (const file of files) {
      const data: unknown = parse(readFileSync(path.join(folder, file), 'utf8'));
      const value = (data as { ruleset?: unknown } | null)?.ruleset;
      const id = typeof value === 'string' ? rulesetOf(value) : undefined;
      if (id) documents.set(id, [...(documents.get(id) ?? []), data]);
    }
  }
  return new Map([...documents].map(([id, docs]) => [id, countValues(docs)]));
}
