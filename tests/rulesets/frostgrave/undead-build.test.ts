/**
 * Issue 38 item 10 in `build`, `show` and `print`: "Les morts-vivants, démons et golems ne peuvent jamais être blessés."
 * `--undead` (scripted) and a question (interactive) write `undead: true`; `show` and the cards say it.
 */
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { draftOf, stepContext, withEdits } from '../../../src/core/ruleset/builder.js';
import { BUILD_MESSAGES } from '../../../src/core/messages/build.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import type { FgBand, FgFigure } from '../../../src/rulesets/frostgrave/band.js';
import { cards, sheet } from '../../../src/rulesets/frostgrave/cards.js';
import { derive } from '../../../src/rulesets/frostgrave/derive.js';
import { ruleset } from '../../../src/rulesets/frostgrave/index.js';
import { view } from '../../../src/rulesets/frostgrave/view.js';

const builder = ruleset.builder;
const messages = (lang: 'en' | 'fr') => new Messages(lang, [CORE_MESSAGES, BUILD_MESSAGES, ruleset.messages, builder.messages]);
const YAML = (extra: string) => `ruleset: frostgrave\nname: Crypte\nfigures:\n  - {name: Elric, type: mage, move: 6, fight: 2, shoot: 0, armour: 10, will: 4, health: 14, weapon: baton}\n  - {name: Zombie, type: soldat, move: 6, fight: 2, shoot: 0, armour: 10, will: 0, health: 10, weapon: arme-de-base${extra}}\n`;

function undeadChoices(yaml: string, lang: 'en' | 'fr' = 'en') {
  const d = draftOf(ruleset, parseDocument(yaml));
  const member = ruleset.roster(d.band as never)[1]!;
  return { d, list: builder.steps.find((s) => s.id === 'undead')!.choices(stepContext(ruleset, d, member, lang, messages(lang)) as never) };
}

describe('build: a figure never wounded', () => {
  it('--undead adds undead: true to a new figure, or sets it on one edited', () => {
    expect(builder.scripted({ mode: 'add', name: 'Golem' }, { type: 'soldat', undead: true }, 'en')[0]).toMatchObject({ value: { name: 'Golem', undead: true } });
    expect(builder.scripted({ mode: 'add', name: 'Hilda' }, { type: 'soldat' }, 'en')[0]).not.toHaveProperty('value.undead');
    const member = { name: 'Zombie', path: ['figures', 1] as const };
    expect(builder.scripted({ mode: 'edit', member: member as never }, { undead: true }, 'en')).toEqual([{ op: 'set', path: ['figures', 1, 'undead'], value: true }]);
  });

  it('the question: yes writes undead: true, no takes the key away; the present answer marked', () => {
    const plain = undeadChoices(YAML(''));
    expect(plain.list.map((c) => [c.value, c.current])).toEqual([['no', true], ['yes', false]]);
    const made = withEdits(ruleset, plain.d, plain.list.find((c) => c.value === 'yes')!.edits);
    expect((made.band as FgBand).figures[1]!.undead).toBe(true);
    const undead = undeadChoices(YAML(', undead: true'));
    expect(undead.list.map((c) => [c.value, c.current])).toEqual([['no', false], ['yes', true]]);
    const unmade = withEdits(ruleset, undead.d, undead.list.find((c) => c.value === 'no')!.edits);
    expect((unmade.band as FgBand).figures[1]!.undead).toBeUndefined();
    expect(undeadChoices(YAML(''), 'fr').list[1]!.label).toBe('oui : jamais blessé (undead: true)');
  });
});

describe('show and print say it', () => {
  const band = (undead: boolean): FgBand => {
    const d = draftOf(ruleset, parseDocument(YAML(undead ? ', undead: true' : '')));
    return d.band as FgBand;
  };
  const text = (x: unknown) => JSON.stringify(x);

  it('the profile and show: the type cell adds "never wounded" (jamais blessé)', () => {
    expect(derive(band(true)).figures[1]).toMatchObject({ name: 'Zombie', undead: true });
    expect(derive(band(false)).figures[1]).not.toHaveProperty('undead');
    expect(text(view(derive(band(true)), 'en'))).toContain('"soldat, never wounded"');
    expect(text(view(derive(band(true)), 'fr'))).toContain('"soldat, jamais blessé"');
    expect(text(view(derive(band(false)), 'en'))).not.toContain('never wounded');
  });

  it('the card has a line for it, and the roster its type cell', () => {
    const b = band(true);
    const zombie = cards(b, derive(b), 'fr')[1]!;
    expect(zombie.lines).toContainEqual({ label: 'Jamais blessé', text: 'mort-vivant, démon ou golem : la règle des blessures ne s’applique jamais' });
    expect(cards(b, derive(b), 'en')[1]!.lines).toContainEqual({ label: 'Never wounded', text: 'mort-vivant, démon or golem: the wounded rule never applies' });
    expect((cards(b, derive(b), 'en')[0]!.lines ?? []).map((l) => l.label)).not.toContain('Never wounded');
    expect(text(sheet(b, derive(b), 'en'))).toContain('"Soldat, never wounded"');
    const figures: readonly FgFigure[] = band(false).figures;
    expect(text(cards({ name: 'B', figures }, derive(band(false)), 'en'))).not.toContain('Never wounded');
  });
});
