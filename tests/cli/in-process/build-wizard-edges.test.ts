/**
 * The questions of `build` at their edges: an addition the band's rules refuse, no ruleset to build, band fields
 * of another kind than the rulesets' own, a terminal hung up.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Builder } from '../../../src/core/ruleset/builder.js';
import { registry } from '../../../src/rulesets/index.js';
import { at100Columns, BACK, folder, session } from './wizard-session.js';

at100Columns();

const ROOT = path.resolve(import.meta.dirname, '../../..');
const questions = (log: string[]) => log.filter((l) => !l.startsWith('  '));

/** A band of one archer, Robin: no spell to choose. */
const ROBIN = 'ruleset: flammes-et-fantassins\nname: Les M\npc: 7\ncharacters:\n  - name: Robin\n    style: agile\n    classes: [archer]\n    equipment: [arc]\n';

describe('an addition the rules refuse', () => {
  it('Mef-Fan, 1# agreed: the unit is refused with the words of the check, not added, and no question follows', async () => {
    const { file, clean } = folder();
    const result = await session(file('n.yaml'), ['Mini', 'Les Nains', '1', 'Add', 'Gimli', 'Quit', 'Yes']);
    expect(result.code).toBe(0);
    expect(questions(clean(result.log))).toEqual([
      '? Ruleset of the new band',
      '> Mini Figs Mef-Fan',
      '? Name of the band',
      '> Les Nains',
      '? Points (#) agreed by the players (200)',
      '> 1',
      'out: points left  1# of 1#',
      '? What next?',
      '> Add a character',
      '? Name of the character',
      '> Gimli',
      'err: the army costs 3#, 2# more than the 1# agreed',
      '? What next?',
      '> Quit without saving',
      '? Quit and lose the changes?',
      '> Yes',
      'err: <dir>/n.yaml was left as it was',
    ]);
    // The menu after the refusal is that of a band without characters.
    const refused = result.log.indexOf('err: the army costs 3#, 2# more than the 1# agreed');
    expect(result.log.slice(refused + 2, refused + 6)).toEqual([
      '  Add a character',
      '  Review the band',
      '  Save and quit',
      '  Quit without saving',
    ]);
  });
});

describe('rulesets that the questions do not meet here', () => {
  it('no ruleset with a builder: exit 2 and why, before any question', async () => {
    const { file } = folder();
    const manifests = registry.manifests;
    (registry as { manifests: unknown }).manifests = [];
    try {
      await expect(session(file('n.yaml'), [])).rejects.toMatchObject({ code: 'build/none-buildable', exitCode: 2 });
    } finally {
      (registry as { manifests: unknown }).manifests = manifests;
    }
    expect(existsSync(file('n.yaml'))).toBe(false);
  });

  it('a ruleset without a builder is not offered: with none other, exit 2 before any question', async () => {
    const { file } = folder();
    const manifests = registry.manifests;
    const ff = await registry.load(registry.find('flammes-et-fantassins')!);
    const bare = { ...manifests[0]!, id: 'sans-builder', aliases: [], load: async () => ({ ...ff, builder: undefined }) };
    (registry as { manifests: unknown }).manifests = [bare];
    try {
      await expect(session(file('n.yaml'), [])).rejects.toMatchObject({ code: 'build/none-buildable', exitCode: 2 });
    } finally {
      (registry as { manifests: unknown }).manifests = manifests;
    }
  });

  it('a band field of words is asked with its default and no check; a number without bounds says "…" and takes any whole number', async () => {
    const ff = await registry.load(registry.find('flammes-et-fantassins')!);
    const builder = ff.builder as { bandFields: Builder['bandFields'] };
    const fields = builder.bandFields;
    const newBand = ff.builder!.newBand;
    const given: unknown[] = [];
    (ff.builder as { newBand: typeof newBand }).newBand = (name, values, lang) => {
      given.push(values);
      return newBand(name, values, lang);
    };
    builder.bandFields = [
      { option: 'motto', title: 'build/ask-band-name', type: 'string', default: 'Sans peur' },
      { option: 'motto2', title: 'build/ask-band-name', type: 'string' },
      { option: 'pc', title: 'ff/build-field-pc', type: 'int' },
    ];
    try {
      const { file } = folder();
      const result = await session(file('n.yaml'), ['Flammes', 'Les M', '', BACK, 'Hardis', '', 'x', '-5', 'Review', 'Quit', 'Yes']);
      expect(result.code).toBe(0);
      expect(questions(result.log).slice(2, 17)).toEqual([
        '? Name of the band',
        '> Les M',
        '? Name of the band (Sans peur)',
        '> Sans peur',
        '? Name of the band',
        '> ←',
        '? Name of the band (Sans peur)',
        '> Hardis',
        '? Name of the band',
        '> ',
        '? Points de Création agreed by the players (one per class)',
        '> x ✗ a whole number between … and …',
        '? Points de Création agreed by the players (one per class)',
        '> -5',
        '? What next?',
      ]);
      // PC below 0 fail the schema: a band that cannot be typed has no status to print and no character to edit.
      const menu = result.log.indexOf('? What next?');
      expect(result.log.slice(menu - 1, menu + 5)).toEqual(['> -5', '? What next?', '  Add a character', '  Review the band', '  Save and quit', '  Quit without saving']);
      const asks = result.asked.filter((a) => a.kind === 'ask').map((a) => a.config);
      expect(asks.slice(1, 5).map((c) => ['default' in c, c.default, 'check' in c])).toEqual([
        [true, 'Sans peur', false],
        [false, undefined, false],
        [true, 'Sans peur', false],
        [false, undefined, false],
      ]);
      // Review: no view of a band that cannot be typed, its errors only.
      expect(result.log.filter((l) => l.startsWith('out: '))).toEqual([expect.stringMatching(/^out: \S+n\.yaml:7:1 {2}error {2}schema\/too-small {2}PC: -5 is too small\n/)]);
      // The words as last typed, the number as a number.
      expect(given).toEqual([{ motto: 'Hardis', motto2: '', pc: -5 }]);
    } finally {
      builder.bandFields = fields;
      (ff.builder as { newBand: typeof newBand }).newBand = newBand;
    }
  });
});

describe('a terminal hung up', () => {
  it('the session dies of the hang-up: every SIGHUP listener removed, the signal sent again to the process', async () => {
    const kill = vi.spyOn(process, 'kill').mockImplementation(() => true);
    const others = process.listeners('SIGHUP');
    const mine = () => undefined;
    process.on('SIGHUP', mine);
    let during: { listeners: number; killed: unknown[][] } | undefined;
    try {
      const hangUp = () => {
        process.emit('SIGHUP', 'SIGHUP');
        during = { listeners: process.listenerCount('SIGHUP'), killed: kill.mock.calls.map((c) => [...c]) };
        return { interrupt: true } as const;
      };
      const { file } = folder();
      const result = await session(file('n.yaml'), ['Flammes', hangUp]);
      expect(result.code).toBe(130);
      expect(during).toEqual({ listeners: 0, killed: [[process.pid, 'SIGHUP']] });
      expect(existsSync(file('n.yaml'))).toBe(false);
    } finally {
      kill.mockRestore();
      process.removeListener('SIGHUP', mine);
      for (const l of others) if (!process.listeners('SIGHUP').includes(l)) process.on('SIGHUP', l);
    }
  });

  it('so does the end of the input', async () => {
    const kill = vi.spyOn(process, 'kill').mockImplementation(() => true);
    const others = process.listeners('SIGHUP');
    let killed: unknown[][] = [];
    try {
      const ended = () => {
        process.stdin.emit('end');
        killed = kill.mock.calls.map((c) => [...c]);
        return { interrupt: true } as const;
      };
      const { file } = folder();
      expect((await session(file('n.yaml'), ['Flammes', ended])).code).toBe(130);
      expect(killed).toEqual([[process.pid, 'SIGHUP']]);
    } finally {
      kill.mockRestore();
      for (const l of others) if (!process.listeners('SIGHUP').includes(l)) process.on('SIGHUP', l);
    }
  });
});

describe('a band on disk, at the edges', () => {
  it('a character added with spaces around its name is added by its name', async () => {
    const { file, clean } = folder();
    const result = await session(file('n.yaml'), ['Mini', 'Les Nains', '', 'Add', '  Gimli  ', BACK, 'Quit', 'Yes']);
    expect(clean(result.log)).toContain('err: Gimli was not added');
  });

  it('a menu whose steps apply to no character asks for none', async () => {
    const { file } = folder();
    writeFileSync(file('m.yaml'), ROBIN);
    const result = await session(file('m.yaml'), ['Choose spells', 'Quit']);
    expect(result.code).toBe(0);
    expect(questions(result.log).filter((l) => l.startsWith('?') || l.startsWith('>'))).toEqual(['? What next?', '> Choose spells and specialty', '? What next?', '> Quit without saving']);
  });

  it('Save takes the lock: the temporary file a killed run left beside the band is removed', async () => {
    const { dir, file } = folder();
    writeFileSync(file('m.yaml'), ROBIN);
    writeFileSync(file('.m.yaml.123.abcdefgh.tmp'), 'half a band');
    expect((await session(file('m.yaml'), ['Save', 'Save anyway'])).code).toBe(0);
    expect(readdirSync(dir)).toEqual(['m.yaml']);
  });
});

describe('in French, the words the builder gives', () => {
  it('the reasons a choice cannot be made, with the French spaces', async () => {
    const { file } = folder();
    writeFileSync(file('f.yaml'), readFileSync(path.join(ROOT, 'bands/fees-d-armes-les-bucherons.yaml'), 'utf8'));
    const DONE = { value: '\u0000done' };
    const result = await session(file('f.yaml'), [{ value: 'edit' }, { value: '0' }, { value: 'factions' }, { value: 'new' }, '', BACK, BACK, DONE, { value: 'quit' }], 'fr');
    expect(result.code).toBe(0);
    const reasons = result.asked.flatMap((a) => (a.kind === 'choose' ? a.config.choices : [])).flatMap((c: { disabled?: string }) => (c.disabled ? [c.disabled] : []));
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(reason).toBe("(la carte de faction « village » n'est pas disponible\u00a0: toutes les figurines n'ont pas cette faction)");
  });
});
