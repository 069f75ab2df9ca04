/**
 * `npm run survivors -- reports/mutation/<area>.json`: the mutants of a mutation report that no test killed
 * (survived, or reached by no test), one per line: file:line:column, mutator, and the code it put in.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const open = new Set(['Survived', 'NoCoverage']);
// A closed pipe (`| head`) ends the listing quietly.
process.stdout.on('error', (error) => process.exit(error.code === 'EPIPE' ? 0 : 2));
const reports = process.argv.slice(2);
if (reports.length === 0) {
  process.stderr.write('usage: npm run survivors -- reports/mutation/<area>.json\n');
  process.exit(2);
}
/** A report's files; or, for the events folder of a run still going, the mutants tested so far. */
function filesOf(report) {
  if (!statSync(report).isDirectory()) return JSON.parse(readFileSync(report, 'utf8')).files;
  const files = {};
  for (const name of readdirSync(report).filter((n) => n.endsWith('-onMutantTested.json')).sort()) {
    const mutant = JSON.parse(readFileSync(path.join(report, name), 'utf8'));
    (files[mutant.fileName] ??= { mutants: [] }).mutants.push(mutant);
  }
  return files;
}

for (const report of reports) {
  const files = filesOf(report);
  for (const [file, { mutants }] of Object.entries(files)) {
    for (const m of mutants.filter((mutant) => open.has(mutant.status))) {
      const where = `${file}:${m.location.start.line}:${m.location.start.column}`;
      const code = (m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 100);
      process.stdout.write(`${where}  ${m.status === 'NoCoverage' ? 'no test' : 'survived'}  ${m.mutatorName}  ${code}\n`);
    }
  }
}
