/**
 * The table of every diagnostic code of a band file, its severity and an example message, for docs/diagnostics.md
 * (`npx tsx scripts/diagnostics-table.ts`); tests/core/diagnostics-doc.test.ts checks the page lists them all.
 * A code's severity is read from where the source raises it (`error('code'`, `warning('code'`, `info('code'`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CAMPAIGN_MESSAGES } from '../src/core/campaign/messages.js';
import type { MessageCatalogue } from '../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../src/core/messages/core.js';
import { registry } from '../src/rulesets/index.js';

const ROOT = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : full.endsWith('.ts') ? [full] : [];
  });
}

/** Codes the source raises through a helper (`unknownName`, `roleCount`, a code chosen in a variable). */
const INDIRECT: Readonly<Record<string, string>> = {
  'ff/slot-full': 'error',
  'ff/nu-materiel': 'error',
  'ff/two-handed-shield': 'error',
  'ff/shield-unused': 'info',
  'mef-fan/too-many-generals': 'error',
  'mef-fan/too-many-porte-bannieres': 'error',
  'mef-fan/too-many-magiciens': 'error',
  'mef-fan/too-many-guerisseurs': 'error',
};

/** Every severity each code is raised with, in the source; an unknown name (`…/unknown-…`) is an error. */
export function severities(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>(Object.entries(INDIRECT).map(([code, severity]) => [code, new Set([severity])]));
  for (const file of sources(path.join(ROOT, 'src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\b(error|warning|info)\(\s*'([a-z-]+\/[a-z0-9/-]+)'/g)) {
      found.set(match[2]!, (found.get(match[2]!) ?? new Set()).add(match[1]!));
    }
  }
  return found;
}

/** The severities of a code: as raised, else an error for an unknown name. */
const severityOf = (raised: Map<string, Set<string>>, code: string): string | undefined => (raised.has(code) ? [...raised.get(code)!].sort().join(', ') : /\/unknown-/.test(code) ? 'error' : undefined);

/** The band diagnostics of the catalogues (entries with a rule), with their English message. */
export async function diagnosticCodes(): Promise<Map<string, string>> {
  const catalogues: MessageCatalogue[] = [CORE_MESSAGES, CAMPAIGN_MESSAGES];
  for (const id of registry.ids()) catalogues.push((await registry.load(registry.find(id)!)).messages);
  const codes = new Map<string, string>();
  for (const catalogue of catalogues) {
    for (const [code, entry] of Object.entries(catalogue.en)) if (typeof entry !== 'string') codes.set(code, entry.message);
  }
  return codes;
}

export async function table(): Promise<string> {
  const raised = severities();
  const rows = [...(await diagnosticCodes())]
    .filter(([code]) => severityOf(raised, code) !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, message]) => `| \`${code}\` | ${severityOf(raised, code)} | ${message.replace(/\|/g, '\\|')} |`);
  return ['| code | severity | example (English message; {…} is filled in) |', '| --- | --- | --- |', ...rows].join('\n');
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) console.log(await table());
