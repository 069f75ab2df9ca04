/**
 * Every area's incremental results (`.stryker/incremental/*.json`) merged into one report before a run, so that any
 * `--mutate` reuses what any area measured: `--mutate 'src/core/**\/*.ts'` on a fresh clone re-tests only what changed
 * since the parts of `src/core/` were measured, instead of every mutant. After the run the area keeps its own files.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const testKey = (file, name) => `${file}\0${name}`;

/** The area files of the store, the given one first (its results win), the others newest first. */
export function storeReports(storeDir, first) {
  if (!existsSync(storeDir)) return [];
  const others = readdirSync(storeDir)
    .filter((name) => name.endsWith('.json') && path.join(storeDir, name) !== first)
    .map((name) => path.join(storeDir, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs || a.localeCompare(b));
  return [...(first && existsSync(first) ? [first] : []), ...others].map((file) => JSON.parse(readFileSync(file, 'utf8')));
}

/** The version of each file to keep: the first whose source is the file's text today, else the first seen. */
function pick(reports, section, current) {
  const chosen = new Map();
  for (const [index, report] of reports.entries()) {
    for (const [file, entry] of Object.entries(report[section] ?? {})) {
      const held = chosen.get(file);
      const fresh = entry.source !== undefined && entry.source === current(file);
      if (!held || (fresh && !held.fresh)) chosen.set(file, { index, entry, fresh });
    }
  }
  return chosen;
}

/** One report from several: test ids renumbered, each mutant's tests mapped by file and name. */
export function mergeReports(reports, current) {
  if (reports.length === 0) return undefined;
  const testFiles = pick(reports, 'testFiles', current);
  const ids = new Map();
  const mergedTests = {};
  for (const [file, { entry }] of testFiles) {
    mergedTests[file] = {
      ...entry,
      tests: entry.tests.map((test) => {
        const key = testKey(file, test.name);
        if (!ids.has(key)) ids.set(key, String(ids.size));
        return { ...test, id: ids.get(key) };
      }),
    };
  }
  const localIds = reports.map((report) => {
    const map = new Map();
    for (const [file, entry] of Object.entries(report.testFiles ?? {})) {
      for (const test of entry.tests) {
        const id = ids.get(testKey(file, test.name));
        if (id !== undefined) map.set(test.id, id);
      }
    }
    return map;
  });
  const files = {};
  for (const [file, { index, entry }] of pick(reports, 'files', current)) {
    const map = (list) => list?.map((id) => localIds[index].get(id)).filter((id) => id !== undefined);
    files[file] = { ...entry, mutants: entry.mutants.map((m) => ({ ...m, coveredBy: map(m.coveredBy), killedBy: map(m.killedBy) })) };
  }
  return { ...reports[0], files, testFiles: mergedTests };
}

/** The text of a project file today, or undefined. */
export const currentText = (root) => (file) => {
  const full = path.join(root, file);
  return existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : undefined;
};

/** A `--mutate` glob as a regular expression: `**` any folders, `*` and `?` within one name (Stryker's patterns here). */
function globRegExp(glob) {
  const body = glob
    .split(/(\*\*\/|\*\*|\*|\?)/)
    .map((part) => ({ '**/': '(?:.*/)?', '**': '.*', '*': '[^/]*', '?': '[^/]' })[part] ?? part.replace(/[.+^${}()|[\]\\]/g, '\\$&'))
    .join('');
  return new RegExp(`^${body}$`);
}

/** Whether a project file is mutated by these patterns: one plain pattern matches it and no `!` pattern does. */
export function mutatedBy(patterns) {
  const plain = patterns.filter((p) => !p.startsWith('!')).map(globRegExp);
  const not = patterns.filter((p) => p.startsWith('!')).map((p) => globRegExp(p.slice(1)));
  return (file) => plain.some((re) => re.test(file)) && !not.some((re) => re.test(file));
}

/** A report with only the files the area mutates: Stryker reports every file of its incremental input. */
export function areaPart(report, mutated) {
  return { ...report, files: Object.fromEntries(Object.entries(report.files).filter(([file]) => mutated(file))) };
}

/**
 * What a later run needs of an area's results, so that the committed files stay small (all of src/core/ was 126 MB):
 * a killed mutant is reused when one of its killing tests is unchanged (Stryker's incremental differ), so it keeps
 * those, not every test that reached it; a survivor or a time-out keeps its whole coverage (a new test there runs it
 * again). Test files none of the kept ids name are left out.
 */
export function compactReport(report) {
  const files = Object.fromEntries(
    Object.entries(report.files).map(([file, entry]) => [
      file,
      { ...entry, mutants: entry.mutants.map((m) => (m.status === 'Killed' ? { ...m, coveredBy: m.killedBy ?? [] } : m)) },
    ]),
  );
  const named = new Set(
    Object.values(files).flatMap(({ mutants }) => mutants.flatMap((m) => [...(m.coveredBy ?? []), ...(m.killedBy ?? [])])),
  );
  const testFiles = Object.fromEntries(
    Object.entries(report.testFiles ?? {}).filter(([, entry]) => entry.tests.some((test) => named.has(test.id))),
  );
  return { ...report, files, testFiles };
}

/** Writes an area's file of `.stryker/incremental/` as it is committed: compacted, on one line. */
export function writeArea(file, report) {
  writeFileSync(file, JSON.stringify(compactReport(report)));
}
