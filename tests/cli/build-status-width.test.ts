/** The builder's status (budgets and the member's profile, printed after each choice) fits 80 columns without stacking. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { renderView } from '../../src/cli/render.js';
import { analyse } from '../../src/core/ruleset/analyse.js';
import { registry } from '../../src/rulesets/index.js';
import { ROOT } from '../helpers/cli.js';

const bands = readdirSync(path.join(ROOT, 'bands')).filter((f) => f.endsWith('.yaml'));

describe.each(bands)('status of the builder on %s', (file) => {
  it.each(['en', 'fr'] as const)('fits 80 columns, each member on one row of numbers (%s)', async (lang) => {
    const analysis = await analyse(readFileSync(path.join(ROOT, 'bands', file)), file, registry);
    const ruleset = analysis.ruleset!;
    if (!ruleset.builder) return;
    for (const member of ruleset.roster(analysis.band)) {
      const text = renderView(ruleset.builder.status(analysis.profile, member, lang), false, 80);
      const lines = text.split('\n');
      expect(lines.filter((l) => stringWidth(l) > 80)).toEqual([]);
      // Not stacked ("  DEX: 0" one per line): the member's name and numbers share a line.
      expect(lines.filter((l) => /^ {2}[^\s:]+: /.test(l))).toEqual([]);
      expect(lines.some((l) => l.startsWith(member.name) && /\d/.test(l.slice(member.name.length)))).toBe(true);
    }
  });
});
