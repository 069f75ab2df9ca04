/** src/core/ruleset/report.ts: an attack's view is drawn when it is read, once (each ruleset's report tests read it). */
import { describe, expect, it } from 'vitest';
import { lazyReport } from '../../src/core/ruleset/report.js';
import type { View } from '../../src/core/ruleset/view.js';

describe('lazyReport', () => {
  it('draws the view on its first read only, and keeps the JSON and the sampler', () => {
    let drawn = 0;
    const view: View = [{ kind: 'lines', lines: ['x'] }];
    const sample = () => ({ p_hit: 1 });
    const report = lazyReport({ p_hit: 0.5 }, () => (drawn++, view), sample);
    expect(drawn).toBe(0);
    expect(report.json).toEqual({ p_hit: 0.5 });
    expect(report.sample).toBe(sample);
    expect(report.view).toBe(view);
    expect(report.view).toBe(view);
    expect(drawn).toBe(1);
    expect('sample' in lazyReport({}, () => view)).toBe(false);
  });
});
