/** Options per ruleset: help, parsing, completion and usage errors use the options of the ruleset known. */
import { describe, expect, it } from 'vitest';
import { knownRulesets, longFlag, ownCollisions, RULESET_COMMANDS, specsOf } from '../../src/cli/ruleset-options.js';
import { registry } from '../../src/rulesets/index.js';
import { runCli, tempTree } from '../helpers/cli.js';

const find = (id: string) => registry.find(id)!;

describe('collisions of option names', () => {
  it('no ruleset declares one name twice with different types for one command', () => {
    const found = registry.manifests.flatMap((m) => RULESET_COMMANDS.flatMap((c) => ownCollisions(c, m)));
    expect(found).toEqual([]);
  });

  it('two rulesets declaring one name with different types can be told apart', () => {
    const problems: string[] = [];
    for (const command of RULESET_COMMANDS) {
      for (const a of registry.manifests) {
        for (const b of registry.manifests) {
          if (a.id >= b.id) continue;
          for (const spec of specsOf(command, a)) {
            const other = specsOf(command, b).find((s) => longFlag(s) === longFlag(spec));
            if (!other || (other.type === 'flag') === (spec.type === 'flag')) continue;
            // campaign-award may name bands of several rulesets at once: their options are declared together.
            if (command === 'campaign-award') problems.push(`${command} ${longFlag(spec)}: ${a.id} / ${b.id}`);
            // roll: the roll's name and its required options tell the ruleset; a shared name must be told apart.
            if (command === 'roll') {
              for (const ra of a.rolls.filter((r) => r.options.includes(spec))) {
                const rb = b.rolls.find((r) => r.name === ra.name);
                if (!rb) continue;
                const req = (r: typeof ra) => r.options.filter((o) => o.required).map(longFlag);
                const covers = (x: string[], y: string[]) => x.every((f) => y.includes(f));
                if (covers(req(ra), req(rb)) || covers(req(rb), req(ra))) problems.push(`roll ${ra.name} ${longFlag(spec)}: ${a.id} / ${b.id}`);
              }
            }
            // simulate-attack and build read the ruleset from the band files or require --ruleset (typed sides, --new).
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the ruleset known from the arguments', () => {
  it('from --ruleset, an alias, or --ruleset=', () => {
    expect(knownRulesets('simulate-attack', ['--ruleset', 'ff', '--help'], registry).map((m) => m.id)).toEqual(['flammes-et-fantassins']);
    expect(knownRulesets('build', ['--ruleset=argad'], registry).map((m) => m.id)).toEqual(['argad']);
  });

  it('from the band files named, FILE#Name included; none for a missing file', () => {
    const dir = tempTree({ 'a.yaml': '# a band\nruleset: "argad" # the game\nname: A\n', 'b.yaml': 'ruleset: frostgrave\n' });
    expect(knownRulesets('simulate-attack', [`${dir}/a.yaml#Yann`, `${dir}/a.yaml#Bob`], registry).map((m) => m.id)).toEqual(['argad']);
    expect(knownRulesets('campaign-award', ['--standings', `${dir}/a.yaml`, `${dir}/b.yaml`], registry).map((m) => m.id)).toEqual(['argad', 'frostgrave']);
    expect(knownRulesets('build', [`${dir}/nope.yaml`], registry)).toEqual([]);
  });

  it('roll: from the named roll and its required options', () => {
    expect(knownRulesets('roll', ['morale', '--morale', '3', '--chef', '4'], registry).map((m) => m.id)).toEqual(['argad']);
    expect(knownRulesets('roll', ['morale', '--men', '3', '--chef'], registry).map((m) => m.id)).toEqual(['mef-fan']);
    expect(knownRulesets('roll', ['test', '--stat', '2'], registry).map((m) => m.id)).toEqual(['flammes-et-fantassins']);
    expect(knownRulesets('roll', ['morale'], registry)).toEqual([]);
    expect(find('argad').rolls.some((r) => r.name === 'morale')).toBe(true);
  });
});

describe('the command line', () => {
  it("Argad's --chef <n> and Mef-Fan's --chef flag both parse", () => {
    for (const extra of [[], ['--ruleset', 'argad']]) {
      const argad = runCli(['roll', 'morale', '--morale', '3', '--chef', '4', '--exact', ...extra]);
      expect(argad.code, argad.stderr).toBe(0);
      expect(argad.stdout).toContain('moral 3');
    }
    const mef = runCli(['roll', 'morale', '--men', '3', '--chef', '--exact']);
    expect(mef.code, mef.stderr).toBe(0);
    expect(mef.stdout).toContain('chef within 20 cm');
  });

  it('a usage error is the error, one hint line and where to read more', () => {
    const { code, stderr } = runCli(['simulate-attack', '--chrage', 'bands/ff-les-marquisards.yaml#Gros Louis', 'bands/ff-les-marquisards.yaml#Mains-Noires']);
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toEqual(["error: unknown option '--chrage'", 'Did you mean --charge?', 'see escarmouche simulate-attack --ruleset flammes-et-fantassins --help']);
    const fr = runCli(['roll', '--sed', '1', '2d6', '--lang', 'fr']);
    expect(fr.stderr.trim().split('\n')).toEqual(['erreur\u00a0: option inconnue « --sed »', 'Vouliez-vous dire --seed\u00a0?', 'voir escarmouche roll --help']);
  });

  it('an option of another ruleset is named as such', () => {
    const { code, stderr } = runCli(['simulate-attack', '--ruleset', 'frostgrave', '--dodge', '--json']);
    expect(code).toBe(2);
    expect(stderr).toContain('--dodge is not an option of Frostgrave: it belongs to another rulebook (Flammes & Fantassins)');
  });

  it.each(['simulate-attack', 'roll', 'build', 'campaign-award'])('%s --help: common options and one line per ruleset; --ruleset <id> --help its own', (command) => {
    const general = runCli([command, '--help']).stdout;
    for (const id of registry.ids()) expect(general).toContain(`escarmouche ${command} --ruleset ${id} --help`);
    for (const manifest of registry.manifests) {
      const own = runCli([command, '--ruleset', manifest.id, '--help']).stdout;
      for (const spec of specsOf(command as never, manifest)) expect(own).toContain(longFlag(spec));
      const others = registry.manifests.filter((m) => m !== manifest).flatMap((m) => specsOf(command as never, m).map(longFlag));
      const foreign = others.filter((f) => !specsOf(command as never, manifest).some((s) => longFlag(s) === f));
      for (const flag of foreign) expect(own).not.toMatch(new RegExp(`^\\s+(-\\w, )?${flag}(?=[\\s,=]|$)`, 'm'));
    }
  });

  it('completion offers the options of the ruleset known', () => {
    const argad = runCli(['__complete', 'simulate-attack', '--ruleset', 'argad', '--']).stdout.split('\n');
    expect(argad).toContain('--duel');
    expect(argad).not.toContain('--dodge');
  });
});
