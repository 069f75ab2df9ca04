/** src/cli/locked.ts: the work runs under the locks; a journal a killed run left is recovered and told in one line. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Context } from '../../../src/cli/context.js';
import { locked } from '../../../src/cli/locked.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { tempTree } from '../../helpers/cli.js';

/** Above any pid_max: no process has it. */
const DEAD_PID = 1999999999;
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

function context(lang: 'en' | 'fr') {
  const told: string[] = [];
  const value: Context = { lang, color: false, messages: new Messages(lang, [CORE_MESSAGES]), out: () => {}, err: (text) => void told.push(text) };
  return { value, told };
}

/** Two band files and the journal of a run killed while writing them; `done` says whether the new bytes were all written. */
function killedRun(done: boolean) {
  const dir = realpathSync(tempTree({ 'a.yaml': 'old a\n', 'b.yaml': 'old b\n' }));
  const files = ['a.yaml', 'b.yaml'].map((n) => path.join(dir, n));
  const entries = files.map((file) => ({ file, temp: path.join(dir, `.${path.basename(file)}.${DEAD_PID}.x.tmp`), sha256: sha(`new ${path.basename(file)}\n`) }));
  entries.forEach((e, i) => writeFileSync(e.temp, done || i === 0 ? `new ${path.basename(e.file)}\n` : 'torn'));
  writeFileSync(path.join(dir, `.escarmouche-journal.${DEAD_PID}.x.json`), `${JSON.stringify({ pid: DEAD_PID, entries })}\n`);
  return { dir, files };
}

describe('locked', () => {
  it('runs the work under the files\' locks and gives its result; nothing told when nothing was left', async () => {
    const dir = realpathSync(tempTree({ 'a.yaml': 'a\n' }));
    const { value, told } = context('en');
    const result = await locked([path.join(dir, 'a.yaml')], value, async () => readdirSync(dir).sort());
    expect(result).toEqual(['.a.yaml.lock', 'a.yaml']);
    expect(told).toEqual([]);
    expect(readdirSync(dir)).toEqual(['a.yaml']);
  });

  it('a killed run\'s write completed: told, in English', async () => {
    const { files } = killedRun(true);
    const { value, told } = context('en');
    expect(await locked([files[0]!], value, async () => 'done')).toBe('done');
    expect(told).toEqual([`an interrupted write was completed: ${files.join(', ')}`]);
    expect(files.map((f) => readFileSync(f, 'utf8'))).toEqual(['new a.yaml\n', 'new b.yaml\n']);
  });

  it('a killed run\'s write rolled back: told, in French', async () => {
    const { files } = killedRun(false);
    const { value, told } = context('fr');
    await locked([files[1]!], value, async () => undefined);
    expect(told).toEqual([`une écriture interrompue a été annulée : ${files.join(', ')} laissés tels quels`]);
    expect(files.map((f) => readFileSync(f, 'utf8'))).toEqual(['old a\n', 'old b\n']);
  });
});
