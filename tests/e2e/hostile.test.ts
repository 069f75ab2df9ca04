/** The hostile corpus: every file gets a clean diagnostic (or passes), never a stack trace or a crash. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../helpers/cli.js';

const DIR = path.join(ROOT, 'tests/fixtures/hostile');
// Files that are valid bands despite their form.
const VALID = new Set(['bom.yaml', 'crlf.yaml', 'control-chars.yaml', 'long-line.yaml']);

describe('hostile files', () => {
  const files = readdirSync(DIR).sort();
  it('has the corpus', () => expect(files.length).toBeGreaterThanOrEqual(20));

  it('every file gets a located diagnostic and a clean exit code in one run', () => {
    const result = runCli(['validate', '--json', DIR]);
    expect(result.stderr).toBe('');
    const report = JSON.parse(result.stdout) as { files: { file: string; valid: boolean; diagnostics: { code: string; line: number; column: number }[] }[] };
    expect(report.files.length).toBe(files.length);
    for (const f of report.files) {
      const name = path.basename(f.file);
      expect({ name, valid: f.valid }).toEqual({ name, valid: VALID.has(name) });
      if (!f.valid) expect(f.diagnostics[0]!.line).toBeGreaterThanOrEqual(1);
    }
    expect(result.code).toBe(1);
  });

  it('shows control characters of a band instead of sending them to the terminal', () => {
    const result = runCli(['show', path.join(DIR, 'control-chars.yaml')]);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toMatch(/[\u0007\u001b]/);
    expect(result.stdout).toContain('\\u001b[31mred');
  });

  it.each(['tabs.yaml', 'deep-nesting.yaml', 'proto.yaml', 'huge-numbers.yaml', 'nan.yaml', 'multi-document.yaml', 'tagged.yaml'])('%s: text output without stack trace', (file) => {
    const result = runCli(['validate', path.join(DIR, file)]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/:\d+:\d+ {2}error {2}\S+/);
    expect(result.stdout + result.stderr).not.toMatch(/\n\s+at |node:internal|TypeError|RangeError/);
  });
});
