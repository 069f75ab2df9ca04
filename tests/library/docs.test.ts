/** The library's pages cover the whole set: every command's JSON in docs/json.md, every export in docs/library.md. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as library from '../../src/index.js';
import { ROOT } from '../helpers/cli.js';

const page = (name: string) => readFileSync(path.join(ROOT, 'docs', name), 'utf8');

describe('library documentation', () => {
  it('docs/json.md has the JSON of every command page', () => {
    const json = page('json.md');
    const commands = readdirSync(path.join(ROOT, 'docs/commands')).map((f) => f.replace(/\.md$/, ''));
    expect(commands.length).toBeGreaterThan(5);
    expect(commands.filter((c) => !json.includes(`](commands/${c}.md)`) || !new RegExp(`^## .*\\b${c}\\b`, 'm').test(json))).toEqual([]);
  });

  it('docs/library.md lists every export of the library', () => {
    const doc = page('library.md');
    const lines = doc.split('\n').filter((line) => line.startsWith('| `') || line.startsWith('## '));
    const documented = (name: string) => lines.some((line) => line.includes(`${name}(`) || line.includes(`\`${name}\``));
    expect(Object.keys(library).filter((name) => !documented(name))).toEqual([]);
  });
});
