/** The pieces of the wizard's prompts that need no terminal: type-to-jump and the schema line of a new band file. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jumpTo, Separator } from '../../src/cli/build-prompts.js';
import { schemaLocation } from '../../src/cli/new-band.js';
import { pathToFileURL } from 'node:url';
import { ROOT, tempTree } from '../helpers/cli.js';

const SCHEMAS_URL = pathToFileURL(path.join(ROOT, 'schemas')).href;

const items = [
  new Separator('── Boucliers'),
  { value: 'rondache', name: 'Rondache — 1 pièce de fer', disabled: '(no room)' },
  { value: 'ecu', name: 'Écu — 1 pièce de fer' },
  { value: 'arme', name: 'Arme à une main — gratuite' },
  { value: 'oeil', name: 'Œil de lynx' },
];

describe('type-to-jump', () => {
  it.each([
    ['ecu', 'ecu'],
    ['ÉCU', 'ecu'],
    ['Ecu', 'ecu'],
    ['arme a', 'arme'],
    ['ARME À', 'arme'],
    ['oe', 'oeil'],
  ])('%s reaches %s, accents and capitals aside', (typed, value) => {
    expect((items[jumpTo(items, typed)] as { value: string }).value).toBe(value);
  });

  it('skips what cannot be picked and what does not start with the letters', () => {
    expect(jumpTo(items, 'ron')).toBe(-1);
    expect(jumpTo(items, 'cu')).toBe(-1);
    expect(jumpTo(items, 'ecux')).toBe(-1);
  });
});

describe('schema line of a new band file', () => {
  it("points at the repository's schema when a folder above has one, in French under --lang fr", () => {
    const dir = tempTree({});
    mkdirSync(path.join(dir, 'schemas', 'fr'), { recursive: true });
    mkdirSync(path.join(dir, 'bands', 'club'), { recursive: true });
    writeFileSync(path.join(dir, 'schemas', 'argad.schema.json'), '{}');
    writeFileSync(path.join(dir, 'schemas', 'fr', 'argad.schema.json'), '{}');
    expect(schemaLocation(path.join(dir, 'bands', 'club', 'x.yaml'), 'argad', 'en')).toBe('../../schemas/argad.schema.json');
    expect(schemaLocation(path.join(dir, 'bands', 'x.yaml'), 'argad', 'fr')).toBe('../schemas/fr/argad.schema.json');
    // A ruleset whose schema the folder lacks: the installed package's.
    expect(schemaLocation(path.join(dir, 'bands', 'x.yaml'), 'frostgrave', 'en')).toBe(`${SCHEMAS_URL}/frostgrave.schema.json`);
  });

  it("points at the installed package's schema when no folder above has one", () => {
    const dir = tempTree({});
    expect(schemaLocation(path.join(dir, 'x.yaml'), 'flammes-et-fantassins', 'fr')).toBe(`${SCHEMAS_URL}/fr/flammes-et-fantassins.schema.json`);
  });
});
