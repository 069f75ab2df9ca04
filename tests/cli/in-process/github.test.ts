/** GitHub Actions annotations (src/cli/github.ts), alone and through `validate --format github`. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { annotation, githubAnnotation } from '../../../src/cli/github.js';
import type { Diagnostic } from '../../../src/core/diagnostics/diagnostics.js';
import { tempTree } from '../../helpers/cli.js';
import { runMain } from '../../helpers/in-process.js';

const diagnostic = (extra: Partial<Diagnostic>): Diagnostic => ({
  file: 'bands/a.yaml',
  severity: 'error',
  code: 'ff/x',
  message: 'the message',
  rule: 'the rule',
  path: '',
  line: 3,
  column: 7,
  ...extra,
});

describe('annotation', () => {
  it('level, properties in order, message', () => {
    expect(annotation('error', { file: 'a.yaml', line: 3 }, 'bad')).toBe('::error file=a.yaml,line=3::bad');
    expect(annotation('warning', { a: 1 }, 'w')).toBe('::warning a=1::w');
    expect(annotation('notice', {}, 'n')).toBe('::notice::n');
  });

  it('escapes % CR LF in the message, and also : and , in properties', () => {
    expect(annotation('error', {}, '100% a\r\nb: c, d')).toBe('::error::100%25 a%0D%0Ab: c, d');
    expect(annotation('error', { file: 'C:\\a,b%\r\n.yaml' }, 'x')).toBe('::error file=C%3A\\a%2Cb%25%0D%0A.yaml::x');
    expect(annotation('error', {}, '%%\n\n')).toBe('::error::%25%25%0A%0A');
    expect(annotation('error', { t: 'a::b,,c' }, '')).toBe('::error t=a%3A%3Ab%2C%2Cc::');
  });
});

describe('githubAnnotation', () => {
  it('message, rule and fix on their lines; file, line, col and the code as title', () => {
    expect(githubAnnotation(diagnostic({ fix: 'do this' }))).toBe('::error file=bands/a.yaml,line=3,col=7,title=ff/x::the message%0Athe rule%0Afix: do this');
  });

  it('without a fix or a rule, nothing empty is added', () => {
    expect(githubAnnotation(diagnostic({ severity: 'warning' }))).toBe('::warning file=bands/a.yaml,line=3,col=7,title=ff/x::the message%0Athe rule');
    expect(githubAnnotation(diagnostic({ rule: '', fix: '' }))).toBe('::error file=bands/a.yaml,line=3,col=7,title=ff/x::the message');
  });

  it('an info is a notice', () => {
    expect(githubAnnotation(diagnostic({ severity: 'info' }))).toBe('::notice file=bands/a.yaml,line=3,col=7,title=ff/x::the message%0Athe rule');
  });
});

describe('validate --format github', () => {
  it('a failure as a bare error, then each diagnostic as an annotation', async () => {
    const dir = tempTree({ 'b.yaml': 'ruleset: ff\nname: Small\npc: 1\ncharacters:\n  - name: X\n    style: agile\n    classes: [archer]\n    equipment: [arc]\n' });
    const file = path.join(dir, 'b.yaml');
    const missing = path.join(dir, 'missing.yaml');
    expect(await runMain(['validate', '--format', 'github', file, missing])).toEqual({
      code: 2,
      stderr: '',
      stdout: [
        `::error::cannot read ${missing}: no such file or folder`,
        `::warning file=${file},line=4,col=1,title=ff/band-size::the band has 1 characters%0A« il vous faudra 3 à 10 figurines par joueurs » (3–10)%0Afix: add or remove characters, or set house rules \`band-min\` / \`band-max\``,
        `::warning file=${file},line=4,col=1,title=ff/fer-unspent::1 pièce(s) de fer left unspent (0 of 1)%0Aeach pièce de fer buys one item%0Afix: buy equipment`,
        '',
      ].join('\n'),
    });
  });
});
