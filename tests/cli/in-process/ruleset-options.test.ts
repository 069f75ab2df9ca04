/** src/cli/ruleset-options.ts in process: which rulesets' options a command reads, from the words after it. */
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bandRuleset, knownRulesets, longFlag, ownCollisions, RULESET_COMMANDS, specsOf } from '../../../src/cli/ruleset-options.js';
import type { OptionSpec, RulesetManifest } from '../../../src/core/ruleset/ruleset.js';
import { registry } from '../../../src/rulesets/index.js';
import { tempTree } from '../../helpers/cli.js';

const opt = (flags: string, more: Partial<OptionSpec> = {}): OptionSpec => ({ key: flags.replace(/^--| .*$/g, ''), flags, type: 'int', description: flags, ...more });

function manifest(id: string, more: Partial<RulesetManifest> = {}): RulesetManifest {
  return { id, title: id.toUpperCase(), aliases: [], attackOptions: [], rolls: [], load: () => Promise.reject(new Error('not loaded')), ...more };
}

const finder = (...manifests: RulesetManifest[]) => ({ manifests, find: (name: string) => manifests.find((m) => m.id === name || m.aliases.includes(name)) });
const ids = (list: readonly RulesetManifest[]) => list.map((m) => m.id);

describe('specsOf', () => {
  it('the commands that read ruleset options', () => {
    expect(RULESET_COMMANDS).toEqual(['simulate-attack', 'roll', 'build', 'campaign-award']);
  });

  it('each command its own list', () => {
    const a = opt('--a <n>');
    const b = opt('--b <n>');
    const c = opt('--c <n>');
    const d = { ...opt('--d <n>'), scope: 'member' as const };
    const e = opt('--e <n>');
    const m = manifest('x', {
      attackOptions: [a],
      rolls: [
        { name: 'one', summary: 'one', options: [b] },
        { name: 'two', summary: 'two', options: [c, b] },
      ],
      buildOptions: [d],
      campaignOptions: [e],
      campaignActions: [{ name: 'heal-well', summary: 'heal someone', options: [a] }],
    });
    expect(specsOf('simulate-attack', m)).toEqual([a]);
    expect(specsOf('roll', m)).toEqual([b, c, b]);
    expect(specsOf('build', m)).toEqual([d]);
    expect(specsOf('campaign-award', m)).toEqual([e, { key: 'healWell', flags: '--heal-well <FILE#Name>', type: 'string', description: 'heal someone' }, a]);
  });

  it('a ruleset that declares none: nothing', () => {
    const m = manifest('x');
    expect(RULESET_COMMANDS.map((c) => specsOf(c, m))).toEqual([[], [], [], []]);
    expect(specsOf('campaign-award', manifest('y', { campaignActions: [{ name: 'heal', summary: 's', options: [] }] }))).toEqual([
      { key: 'heal', flags: '--heal <FILE#Name>', type: 'string', description: 's' },
    ]);
  });
});

describe('longFlag', () => {
  it('the long flag among the flags, else the flags', () => {
    expect(longFlag(opt('-o, --output <file>'))).toBe('--output');
    expect(longFlag(opt('--charge'))).toBe('--charge');
    expect(longFlag(opt('--target-pv <n>'))).toBe('--target-pv');
    expect(longFlag(opt('-x <n>'))).toBe('-x <n>');
    expect(longFlag(opt('-p,--pc <n>'))).toBe('--pc');
  });
});

describe('bandRuleset', () => {
  it('the ruleset: line, with quotes, a comment or no space', () => {
    const dir = tempTree({
      'a.yaml': '# a band\nruleset: "argad" # the game\nname: A\n',
      'b.yaml': "ruleset: 'mef-fan'\n",
      'c.yaml': 'name: C\nruleset:frostgrave\t\n',
      'd.yaml': 'name: D\n  ruleset: ff\n',
      'e.yaml': 'name: E\n',
      'f#g.yaml': 'ruleset: ff\n',
    });
    expect(bandRuleset(path.join(dir, 'a.yaml'))).toBe('argad');
    expect(bandRuleset(path.join(dir, 'b.yaml'))).toBe('mef-fan');
    expect(bandRuleset(path.join(dir, 'c.yaml'))).toBe('frostgrave');
    expect(bandRuleset(path.join(dir, 'd.yaml'))).toBeUndefined();
    expect(bandRuleset(path.join(dir, 'e.yaml'))).toBeUndefined();
    expect(bandRuleset(`${path.join(dir, 'a.yaml')}#Yann`)).toBe('argad');
    expect(bandRuleset(`${path.join(dir, 'f#g.yaml')}#Yann#2`)).toBeUndefined();
    expect(bandRuleset(`${path.join(dir, 'f#g.yaml')}#Yann`)).toBe('ff');
    expect(bandRuleset(path.join(dir, 'f#g.yaml'))).toBeUndefined();
  });

  it('a tab after the colon; a quote inside the value is no ruleset', () => {
    const dir = tempTree({ 'tab.yaml': 'ruleset:\t argad\n', 'dq.yaml': 'ruleset: ar"gad\n', 'sq.yaml': "ruleset: ar'gad\n" });
    expect(bandRuleset(path.join(dir, 'tab.yaml'))).toBe('argad');
    expect(bandRuleset(path.join(dir, 'dq.yaml'))).toBeUndefined();
    expect(bandRuleset(path.join(dir, 'sq.yaml'))).toBeUndefined();
  });

  it('nothing for an option, an empty file part, a folder or a missing file', () => {
    const dir = tempTree({ '-x.yaml': 'ruleset: ff\n' });
    expect(bandRuleset(path.join(dir, '-x.yaml'))).toBe('ff');
    expect(bandRuleset('-x.yaml')).toBeUndefined();
    expect(bandRuleset('--ruleset')).toBeUndefined();
    expect(bandRuleset('#Name')).toBeUndefined();
    expect(bandRuleset('')).toBeUndefined();
    expect(bandRuleset(dir)).toBeUndefined();
    expect(bandRuleset(path.join(dir, 'missing.yaml'))).toBeUndefined();
  });

  it('a word like an option is never read, even when a file has that name', () => {
    const name = `-escarmouche-test-${process.pid}.yaml`;
    const file = path.resolve(name);
    writeFileSync(file, 'ruleset: argad\n');
    try {
      expect(bandRuleset(file)).toBe('argad');
      expect(bandRuleset(name)).toBeUndefined();
    } finally {
      rmSync(file, { force: true });
    }
  });

  it('leaves no file open', () => {
    const dir = tempTree({ 'a.yaml': 'ruleset: argad\n', 'b.yaml': 'name: B\n' });
    const open = () => (existsSync('/proc/self/fd') ? readdirSync('/proc/self/fd').length : 0);
    const before = open();
    for (let i = 0; i < 20; i++) {
      bandRuleset(path.join(dir, 'a.yaml'));
      bandRuleset(path.join(dir, 'b.yaml'));
    }
    expect(open()).toBe(before);
  });

  it('read from the first 64 KiB only', () => {
    const dir = tempTree();
    const line = 'ruleset: argad\n';
    writeFileSync(path.join(dir, 'in.yaml'), `${'#'.repeat(64 * 1024 - line.length - 1)}\n${line}`);
    writeFileSync(path.join(dir, 'out.yaml'), `${'#'.repeat(64 * 1024)}\n${line}`);
    expect(bandRuleset(path.join(dir, 'in.yaml'))).toBe('argad');
    expect(bandRuleset(path.join(dir, 'out.yaml'))).toBeUndefined();
  });
});

describe('knownRulesets', () => {
  it('--ruleset X or --ruleset=X, the last one given, by id or alias', () => {
    expect(ids(knownRulesets('simulate-attack', ['--ruleset', 'ff', '--help'], registry))).toEqual(['flammes-et-fantassins']);
    expect(ids(knownRulesets('build', ['--ruleset=argad'], registry))).toEqual(['argad']);
    expect(ids(knownRulesets('build', ['--ruleset', 'argad', '--ruleset=frostgrave'], registry))).toEqual(['frostgrave']);
    expect(ids(knownRulesets('build', ['--ruleset=frostgrave', '--ruleset', 'argad'], registry))).toEqual(['argad']);
  });

  it('an unknown --ruleset: none, even with band files named', () => {
    const dir = tempTree({ 'a.yaml': 'ruleset: argad\n' });
    expect(knownRulesets('simulate-attack', ['--ruleset', 'nope', path.join(dir, 'a.yaml')], registry)).toEqual([]);
  });

  it('--ruleset last without its value: not given', () => {
    const dir = tempTree({ 'a.yaml': 'ruleset: argad\n' });
    expect(ids(knownRulesets('simulate-attack', [path.join(dir, 'a.yaml'), '--ruleset'], registry))).toEqual(['argad']);
    expect(ids(knownRulesets('simulate-attack', ['--ruleset', 'frostgrave', path.join(dir, 'a.yaml'), '--ruleset'], registry))).toEqual(['frostgrave']);
  });

  it('from the band files named, each ruleset once, in order; unknown rulesets left out', () => {
    const dir = tempTree({ 'a.yaml': 'ruleset: argad\n', 'b.yaml': 'ruleset: frostgrave\n', 'c.yaml': 'ruleset: nope\n' });
    const [a, b, c] = ['a', 'b', 'c'].map((n) => path.join(dir, `${n}.yaml`));
    expect(ids(knownRulesets('campaign-award', ['--standings', b!, a!, `${b}#X`, c!], registry))).toEqual(['frostgrave', 'argad']);
    expect(knownRulesets('build', [c!], registry)).toEqual([]);
  });

  it('roll: the band files are not read', () => {
    const dir = tempTree({ 'a.yaml': 'ruleset: argad\n' });
    expect(knownRulesets('roll', [path.join(dir, 'a.yaml')], registry)).toEqual([]);
    expect(ids(knownRulesets('roll', ['2d6', '--ruleset', 'argad'], registry))).toEqual(['argad']);
  });
});

describe('knownRulesets: roll, from the named roll', () => {
  const x = manifest('x', { rolls: [{ name: 'morale', summary: '', options: [opt('--men <n>', { required: true }), opt('--chef')] }, { name: 'only-x', summary: '', options: [] }] });
  const y = manifest('y', { rolls: [{ name: 'morale', summary: '', options: [opt('--morale <n>', { required: true })] }] });
  const z = manifest('z', { rolls: [{ name: 'morale', summary: '', options: [opt('--men <n>', { required: true }), opt('--extra <n>', { required: true })] }] });
  const reg = finder(x, y, z);

  it('the only ruleset declaring the roll, its options given or not; the name in any case', () => {
    expect(ids(knownRulesets('roll', ['only-x'], reg))).toEqual(['x']);
    expect(ids(knownRulesets('roll', ['ONLY-X'], reg))).toEqual(['x']);
    expect(knownRulesets('roll', ['2d6'], reg)).toEqual([]);
  });

  it('several declaring it: the one whose required options are all given', () => {
    expect(ids(knownRulesets('roll', ['morale', '--morale', '3'], reg))).toEqual(['y']);
    expect(ids(knownRulesets('roll', ['morale', '--morale=3'], reg))).toEqual(['y']);
    expect(ids(knownRulesets('roll', ['morale', '--men', '3', '--extra', '1'], reg))).toEqual([]);
    expect(ids(knownRulesets('roll', ['morale', '--men', '3'], reg))).toEqual(['x']);
  });

  it('none or several complete: none known', () => {
    expect(knownRulesets('roll', ['morale'], reg)).toEqual([]);
    expect(knownRulesets('roll', ['morale', '--morale', '3', '--men', '1'], reg)).toEqual([]);
  });

  it('an option is no roll name, nor a flag that starts like one', () => {
    expect(knownRulesets('roll', ['--only-x'], reg)).toEqual([]);
    expect(ids(knownRulesets('roll', ['morale', '--moralex', '3'], reg))).toEqual([]);
  });

  it('the real rulesets: Argad\'s and Mef-Fan\'s morale told apart', () => {
    expect(ids(knownRulesets('roll', ['morale', '--morale', '3', '--chef', '4'], registry))).toEqual(['argad']);
    expect(ids(knownRulesets('roll', ['morale', '--men', '3', '--chef'], registry))).toEqual(['mef-fan']);
    expect(ids(knownRulesets('roll', ['test', '--stat', '2'], registry))).toEqual(['flammes-et-fantassins']);
    // The only ruleset declaring the roll, its required option not given yet (`roll test --help`).
    expect(ids(knownRulesets('roll', ['test'], registry))).toEqual(['flammes-et-fantassins']);
  });
});

describe('ownCollisions', () => {
  it('one flag declared as a flag and as taking a value', () => {
    const m = manifest('x', { attackOptions: [opt('--a <n>'), opt('--a', { type: 'flag' }), opt('--b <n>'), opt('--b <s>', { type: 'string' }), opt('--c', { type: 'flag' }), opt('--c', { type: 'flag' })] });
    expect(ownCollisions('simulate-attack', m)).toEqual(['x simulate-attack --a']);
    const flagFirst = manifest('y', { buildOptions: [{ ...opt('--d', { type: 'flag' }), scope: 'band' }, { ...opt('--d <n>'), scope: 'band' }] });
    expect(ownCollisions('build', flagFirst)).toEqual(['y build --d']);
    expect(ownCollisions('roll', flagFirst)).toEqual([]);
  });

  it('against the latest declaration of the flag', () => {
    const m = manifest('x', { attackOptions: [opt('--a', { type: 'flag' }), opt('--a <n>'), opt('--a <m>')] });
    expect(ownCollisions('simulate-attack', m)).toEqual(['x simulate-attack --a']);
  });

  it('none among the real rulesets', () => {
    expect(registry.manifests.flatMap((m) => RULESET_COMMANDS.flatMap((c) => ownCollisions(c, m)))).toEqual([]);
  });
});
