/**
 * `npm run survivors -- reports/mutation/<area>.json`: the mutants of a mutation report that no test killed
 * (survived, or reached by no test), one per line: file:line:column, mutator, and the code it put in.
 */
import { readFileSync } from 'node:fs';

const open = new Set(['Survived', 'NoCoverage']);
const reports = process.argv.slice(2);
if (reports.length === 0) {
  process.stderr.write('usage: npm run survivors -- reports/mutation/<area>.json\n');
  process.exit(2);
}
for (const report of reports) {
  const { files } = JSON.parse(readFileSync(report, 'utf8'));
  for (const [file, { mutants }] of Object.entries(files)) {
    for (const m of mutants.filter((mutant) => open.has(mutant.status))) {
      const where = `${file}:${m.location.start.line}:${m.location.start.column}`;
      const code = (m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 100);
      process.stdout.write(`${where}  ${m.status === 'NoCoverage' ? 'no test' : 'survived'}  ${m.mutatorName}  ${code}\n`);
    }
  }
}
