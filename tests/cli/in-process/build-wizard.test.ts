/**
 * The questions of `build` (build-wizard.ts), answered in process by the stand-in prompts of wizard-session.ts.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as real from '../../../src/cli/build-prompts.js';
import { at100Columns, BACK, folder, session, type Answer } from './wizard-session.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** The installed package's schemas, which a new band's line points at outside a repository with its own: shown without the clone's path. */
const SCHEMAS_URL = pathToFileURL(path.join(ROOT, 'schemas')).href;
const unplaced = (text: string) => text.replaceAll(SCHEMAS_URL, '<escarmouche>/schemas');
const POTERIE = readFileSync(path.join(ROOT, 'bands/ff-federation-de-la-poterie.yaml'), 'utf8');

at100Columns();

describe('a new band', () => {
  it('asks the ruleset, the name, the PC; then the menu; saves the file', async () => {
    const { file, clean } = folder();
    const result = await session(file('n.yaml'), ['Flammes', 'Les Testeurs', '4', 'Save', 'Save anyway']);
    expect(result.code).toBe(0);
    expect(clean(result.log)).toMatchInlineSnapshot(`
      [
        "? Ruleset of the new band",
        "  Flammes & Fantassins",
        "  Fées d'armes",
        "  Frostgrave",
        "  Mini Figs Mef-Fan",
        "  Argad!",
        "> Flammes & Fantassins",
        "? Name of the band",
        "> Les Testeurs",
        "? Points de Création agreed by the players (one per class) (7)",
        "> 4",
        "out: PC left             4 of 4
      pièces de fer left  4 of 4
      PA of the band      0",
        "? What next?",
        "  Add a character",
        "  Review the band",
        "  Save and quit",
        "  Quit without saving",
        "> Save and quit",
        "err: <dir>/n.yaml:7:1  warning  ff/pc-unspent  4 PC left unspent (0 of 4)
          the agreed PC buy classes · limit 4 · value 0
          fix: add a class or a mercenary",
        "err: <dir>/n.yaml:11:1  warning  ff/band-size  the band has 0 characters
          « il vous faudra 3 à 10 figurines par joueurs » (3–10) · limit 3–10 · value 0
          fix: add or remove characters, or set house rules \`band-min\` / \`band-max\`",
        "err: <dir>/n.yaml:11:1  warning  ff/fer-unspent  4 pièce(s) de fer left unspent (0 of
          4)
          each pièce de fer buys one item · limit 4 · value 0
          fix: buy equipment",
        "? the band has 3 warning(s) (above): \`validate --strict\` fails on them. Save anyway?",
        "  Go back to the band",
        "  Save anyway",
        "> Save anyway",
        "err: saved <dir>/n.yaml",
      ]
    `);
    expect(unplaced(readFileSync(file('n.yaml'), 'utf8'))).toMatchInlineSnapshot(`
      "# yaml-language-server: $schema=<escarmouche>/schemas/flammes-et-fantassins.schema.json
      # Les Testeurs: a Flammes & Fantassins band, made with \`escarmouche build\`.
      # \`escarmouche show FILE\` prints the derived stats; \`escarmouche validate FILE\` checks every limit.

      ruleset: flammes-et-fantassins
      name: Les Testeurs
      pc: 4 # Points de Création agreed by the players: one per class

      # Each character: agile or puissant, 1 to 3 classes, equipment (the first weapon is free).
      # Lanceurs de Sorts also choose spells and one specialty.
      characters: []
      "
    `);
  });
});

/** The questions, answers and messages, without the choices offered and the status printed. */
const brief = (log: string[]) => log.filter((l) => !l.startsWith('  ') && !l.startsWith('out: '));

describe('a new band: going back, wrong words', () => {
  it('Escape on the ruleset asks it again; on the name goes back to the ruleset (the one chosen offered first); on the PC to the name', async () => {
    const { file, clean } = folder();
    const answers: Answer[] = [BACK, 'Mini', BACK, 'Flammes', '', '  ', ' Les T ', BACK, '', 'x', '1001', '-1', '+3', 'Quit', 'Yes'];
    const result = await session(file('n.yaml'), answers);
    expect(result.code).toBe(0);
    expect(brief(clean(result.log))).toMatchInlineSnapshot(`
      [
        "? Ruleset of the new band",
        "> ←",
        "? Ruleset of the new band",
        "> Mini Figs Mef-Fan",
        "? Name of the band",
        "> ←",
        "? Ruleset of the new band [mef-fan]",
        "> Flammes & Fantassins",
        "? Name of the band",
        ">  ✗ a name is needed",
        "? Name of the band",
        ">    ✗ a name is needed",
        "? Name of the band",
        ">  Les T ",
        "? Points de Création agreed by the players (one per class) (7)",
        "> ←",
        "? Name of the band (Les T)",
        "> Les T",
        "? Points de Création agreed by the players (one per class) (7)",
        "> x ✗ a whole number between 0 and 1000",
        "? Points de Création agreed by the players (one per class) (7)",
        "> 1001 ✗ a whole number between 0 and 1000",
        "? Points de Création agreed by the players (one per class) (7)",
        "> -1 ✗ a whole number between 0 and 1000",
        "? Points de Création agreed by the players (one per class) (7)",
        "> +3",
        "? What next?",
        "> Quit without saving",
        "? Quit and lose the changes?",
        "> Yes",
        "err: <dir>/n.yaml was left as it was",
      ]
    `);
    expect(existsSync(file('n.yaml'))).toBe(false);
    // The ruleset chosen before is the default of the question asked again; the name typed before, of its own.
    expect(result.asked.filter((a) => a.config.message === 'Ruleset of the new band').map((a) => a.config.default)).toEqual([undefined, undefined, 'mef-fan']);
  });

  it('Mef-Fan: the points have a default, taken on Enter', async () => {
    const { file } = folder();
    const result = await session(file('n.yaml'), ['Mini', 'Les Nains', '', 'Save']);
    expect(result.code).toBe(0);
    expect(readFileSync(file('n.yaml'), 'utf8')).toMatch(/^points: 200 /m);
  });

  it('Argad!: no band question after the name', async () => {
    const { file } = folder();
    const result = await session(file('n.yaml'), ['Argad', 'La Mesnie', 'Save', 'Save anyway']);
    expect(brief(result.log).filter((l) => !l.startsWith('err: ') || l.includes('saved'))).toEqual([
      '? Ruleset of the new band', '> Argad!', '? Name of the band', '> La Mesnie', '? What next?', '> Save and quit',
      '? the band has 1 warning(s) (above): `validate --strict` fails on them. Save anyway?', '> Save anyway',
      `err: saved ${file('n.yaml')}`,
    ]);
  });

  it('Save shows the warnings `validate --strict` fails on; going back writes nothing, Save anyway writes', async () => {
    const { file } = folder();
    const answers: Answer[] = ['Argad', 'La Mesnie', 'Save', 'Go back', () => (written.push(existsSync(file('n.yaml'))), 'Save'), BACK, 'Save', 'Save anyway'];
    const written: boolean[] = [];
    const result = await session(file('n.yaml'), answers);
    expect(result.code).toBe(0);
    // Gone back twice (the choice, then Escape): nothing written until "Save anyway".
    expect(written).toEqual([false]);
    expect(existsSync(file('n.yaml'))).toBe(true);
    const warned = result.log.filter((l) => l.includes('argad/no-chef'));
    expect(warned).toHaveLength(3);
    expect(warned[0]).toMatch(/^err: \S+n\.yaml:10:1 {2}warning {2}argad\/no-chef {2}the troop has no chef/);
    expect(result.log.filter((l) => l.startsWith('? the band has 1 warning(s)'))).toHaveLength(3);
    expect(result.left).toEqual([]);
  });

  it('a band with no warning is saved at once, nothing asked', async () => {
    const { file } = folder({ 'p.yaml': POTERIE });
    const result = await session(file('p.yaml'), ['Save']);
    expect(result.code).toBe(0);
    expect(result.log.some((l) => l.includes('warning'))).toBe(false);
    expect(result.log.at(-1)).toBe(`err: saved ${file('p.yaml')}`);
  });

  it('Ctrl-C: 130, "interrupted", nothing written', async () => {
    const { file, clean } = folder();
    const result = await session(file('n.yaml'), ['Flammes', { interrupt: true }]);
    expect(result.code).toBe(130);
    expect(clean(result.log).at(-1)).toBe('err: interrupted: <dir>/n.yaml was left as it was');
    expect(existsSync(file('n.yaml'))).toBe(false);
  });

  it('another error is thrown on', async () => {
    const { file } = folder();
    await expect(session(file('n.yaml'), ['Flammes'])).rejects.toThrow('no answer left for "Name of the band"');
  });
});

describe('a character, from the start', () => {
  it('name, style, classes, equipment, spells, specialty: the status after each choice, then saved', async () => {
    const { file, clean } = folder();
    const answers: Answer[] = [
      'Flammes', 'Les Testeurs', '4',
      'Add', 'Tuck', 'agile', 'Pr', 'Done', 'Bâ', 'Robe', 'Done', 'Soin', 'Résu', 'Done', 'Imposition',
      'Save',
      'Save anyway',
    ];
    const result = await session(file('t.yaml'), answers);
    expect(result.code).toBe(0);
    expect(clean(result.log)).toMatchInlineSnapshot(`
      [
        "? Ruleset of the new band",
        "  Flammes & Fantassins",
        "  Fées d'armes",
        "  Frostgrave",
        "  Mini Figs Mef-Fan",
        "  Argad!",
        "> Flammes & Fantassins",
        "? Name of the band",
        "> Les Testeurs",
        "? Points de Création agreed by the players (one per class) (7)",
        "> 4",
        "out: PC left             4 of 4
      pièces de fer left  4 of 4
      PA of the band      0",
        "? What next?",
        "  Add a character",
        "  Review the band",
        "  Save and quit",
        "  Quit without saving",
        "> Add a character",
        "? Name of the character",
        "> Tuck",
        "out: PC left             4 of 4
      pièces de fer left  4 of 4
      PA of the band      1",
        "? Tuck · Agile or puissant? [agile]",
        "  agile: Mêlée and CA from DEX; no Charge ✓",
        "  puissant: Mêlée from FOR, CA from CON; may Charge",
        "> agile: Mêlée and CA from DEX; no Charge ✓",
        "out: PC left             4 of 4
      pièces de fer left  4 of 4
      PA of the band      1
      name  DEX  FOR  CON  INT  SAG  CHA  Dép  PV  Tra  Com  Mêl  Tir  CA
      Tuck    0    0    0    0    0    0    6   6    3    0    0    0   3
      style      Agile
      rank       -
      classes    -
      equipment  -",
        "? Tuck · Classes (at most 3, each once; one PC each)",
        "  Done",
        "  ── Guerriers",
        "  Archer — DEX +1, CON +1, Tir +1, PV +2",
        "  Barbare — FOR +2, Dép. +1, PV +2",
        "  Chevalier — CON +2, Mêl +1, PV +2",
        "  Soldat — FOR +1, CON +1, +1 pièce de fer, PV +2",
        "  ── Roublards",
        "  Assassin — DEX +2, PV +1; talents: Botte secrète, Déplacement rapide",
        "  Barde — INT +1, CHA +1, PV +1; talents: Inspiration, Encouragement",
        "  Bretteur — DEX +1, FOR +1, PV +1; talents: Botte secrète, Esquive",
        "  Général — FOR +1, CHA +1, PV +1; talents: Cri de Ralliement, J'ai des ordres",
        "  Paladin — CON +1, CHA +1, PV +1; talents: Cri de Ralliement, Imposition des Mains",
        "  Moine — DEX +1, SAG +1, PV +1; talents: Esquive, Imposition des Mains",
        "  Ranger — CON +1, INT +1, PV +1; talents: Piège, Connaissance du Terrain",
        "  Skald — SAG +1, CHA +1, PV +1; talents: Inspiration, Légendes",
        "  Voleur — DEX +1, CHA +1, PV +1; talents: Baratin, Esquive",
        "  ── Lanceurs de Sorts",
        "  Alchimiste — DEX +1, INT +1; spells: Ténèbres 1, Nature 1; specialty: Création de potion",
        "  Archimage — INT +2; spells: Lumière 1, Magie 1; specialty: Haute Maîtrise",
        "  Druide — FOR +1, SAG +1; spells: Nature 2; specialty: Langage animal",
        "  Magicien — INT +1, SAG +1; spells: Magie 2; specialty: Magie Scolaire",
        "  Nécromancien — FOR +1, INT +1; spells: Ténèbres 2; specialty: Crémation de l'Âme",
        "  Prêtre — CON +1, SAG +1; spells: Lumière 2; specialty: Imposition des Mains",
        "  Sage — SAG +2; spells: Lumière 1, Nature 1; specialty: Mille années de sagesse",
        "  Sorcier — CHA +2; spells: Ténèbres 1, Magie 1; specialty: Murmures des ombres",
        "> Prêtre — CON +1, SAG +1; spells: Lumière 2; specialty: Imposition des Mains",
        "out: PC left             3 of 4
      pièces de fer left  4 of 4
      PA of the band      2
      name  DEX  FOR  CON  INT  SAG  CHA  Dép  PV  Tra  Com  Mêl  Tir  CA
      Tuck    0    0   +1    0   +1    0    6   7    4    0    0    0   3
      style      Agile
      rank       Mercenaire
      classes    Prêtre
      equipment  -",
        "? Tuck · Classes (at most 3, each once; one PC each)",
        "  Done",
        "  ── chosen",
        "  Remove Prêtre",
        "  ── Guerriers",
        "  Archer — DEX +1, CON +1, Tir +1, PV +2",
        "  Barbare — FOR +2, Dép. +1, PV +2",
        "  Chevalier — CON +2, Mêl +1, PV +2",
        "  Soldat — FOR +1, CON +1, +1 pièce de fer, PV +2",
        "  ── Roublards",
        "  Assassin — DEX +2, PV +1; talents: Botte secrète, Déplacement rapide",
        "  Barde — INT +1, CHA +1, PV +1; talents: Inspiration, Encouragement",
        "  Bretteur — DEX +1, FOR +1, PV +1; talents: Botte secrète, Esquive",
        "  Général — FOR +1, CHA +1, PV +1; talents: Cri de Ralliement, J'ai des ordres",
        "  Paladin — CON +1, CHA +1, PV +1; talents: Cri de Ralliement, Imposition des Mains",
        "  Moine — DEX +1, SAG +1, PV +1; talents: Esquive, Imposition des Mains",
        "  Ranger — CON +1, INT +1, PV +1; talents: Piège, Connaissance du Terrain",
        "  Skald — SAG +1, CHA +1, PV +1; talents: Inspiration, Légendes",
        "  Voleur — DEX +1, CHA +1, PV +1; talents: Baratin, Esquive",
        "  ── Lanceurs de Sorts",
        "  Alchimiste — DEX +1, INT +1; spells: Ténèbres 1, Nature 1; specialty: Création de potion",
        "  Archimage — INT +2; spells: Lumière 1, Magie 1; specialty: Haute Maîtrise",
        "  Druide — FOR +1, SAG +1; spells: Nature 2; specialty: Langage animal",
        "  Magicien — INT +1, SAG +1; spells: Magie 2; specialty: Magie Scolaire",
        "  Nécromancien — FOR +1, INT +1; spells: Ténèbres 2; specialty: Crémation de l'Âme",
        "  Sage — SAG +2; spells: Lumière 1, Nature 1; specialty: Mille années de sagesse",
        "  Sorcier — CHA +2; spells: Ténèbres 1, Magie 1; specialty: Murmures des ombres",
        "> Done",
        "? Tuck · Equipment (one pièce de fer each; the first weapon is free)",
        "  Done",
        "  ── Base weapon, free: melee or ranged",
        "  Arme à deux mains — free (the base weapon)",
        "  Arme à une main — free (the base weapon)",
        "  Bâton — free (the base weapon)",
        "  Dague — free (the base weapon)",
        "  Masse — free (the base weapon)",
        "  Arbalète légère — free (the base weapon)",
        "  Arbalète lourde — free (the base weapon)",
        "  Arc — free (the base weapon)",
        "  Arc long — free (the base weapon)",
        "  Couteaux de lancer — free (the base weapon)",
        "  ── bouclier",
        "  Rondache — 1 pièce de fer",
        "  Écu — 1 pièce de fer",
        "  ── armure",
        "  Robe — 1 pièce de fer",
        "  Cuir — 1 pièce de fer",
        "  Maille — 1 pièce de fer",
        "  Plaque — 1 pièce de fer",
        "  Nu — free",
        "  ── matériel",
        "  Grappin — 1 pièce de fer",
        "  Grimoire — 1 pièce de fer",
        "  Matériel de crochetage — 1 pièce de fer",
        "  Bombe — 1 pièce de fer",
        "  Bombe de répulsif à chat — 1 pièce de fer",
        "  Potion de Vie — 1 pièce de fer",
        "  Potion de Force — 1 pièce de fer",
        "  Potion d'Armure — 1 pièce de fer",
        "  Potion de Vitesse — 1 pièce de fer",
        "  Potion d'Éloquence — 1 pièce de fer",
        "  ── parchemins (for the spells of the domains)",
        "  Parchemin (Soin) — 1 pièce de fer",
        "  Parchemin (Force) — 1 pièce de fer",
        "  Parchemin (Silence) — 1 pièce de fer",
        "  Parchemin (Bénédiction) — 1 pièce de fer",
        "  Parchemin (Cercle de Protection) — 1 pièce de fer",
        "  Parchemin (Résurrection) — 1 pièce de fer",
        "  Parchemin (Soin des foules) — 1 pièce de fer",
        "  Parchemin (Rayon de lumière) — 1 pièce de fer",
        "> Bâton — free (the base weapon)",
        "out: PC left             3 of 4
      pièces de fer left  4 of 4
      PA of the band      2
      name  DEX  FOR  CON  INT  SAG  CHA  Dép  PV  Tra  Com  Mêl  Tir  CA
      Tuck    0    0   +1    0   +1    0    6   7    5    0    0    0   3
      style      Agile
      rank       Mercenaire
      classes    Prêtre
      equipment  Bâton",
        "? Tuck · Equipment (one pièce de fer each; the first weapon is free)",
        "  Done",
        "  ── chosen",
        "  Remove Bâton",
        "  ── arme de mêlée",
        "  - Arme à deux mains — 1 pièce de fer (Tuck carries 2 × arme de mêlée)",
        "  - Arme à une main — 1 pièce de fer (Tuck carries 2 × arme de mêlée)",
        "  - Bâton — 1 pièce de fer (Tuck carries 2 × arme de mêlée)",
        "  - Dague — 1 pièce de fer (Tuck carries 2 × arme de mêlée)",
        "  - Masse — 1 pièce de fer (Tuck carries 2 × arme de mêlée)",
        "  ── arme à distance",
        "  - Arbalète légère — 1 pièce de fer (Tuck carries baton and arbalete-legere, both needing two hands)",
        "  - Arbalète lourde — 1 pièce de fer (Tuck carries baton and arbalete-lourde, both needing two hands)",
        "  - Arc — 1 pièce de fer (Tuck carries baton and arc, both needing two hands)",
        "  - Arc long — 1 pièce de fer (Tuck carries baton and arc-long, both needing two hands)",
        "  Couteaux de lancer — 1 pièce de fer",
        "  ── bouclier",
        "  Rondache — 1 pièce de fer",
        "  Écu — 1 pièce de fer",
        "  ── armure",
        "  Robe — 1 pièce de fer",
        "  Cuir — 1 pièce de fer",
        "  Maille — 1 pièce de fer",
        "  Plaque — 1 pièce de fer",
        "  Nu — free",
        "  ── matériel",
        "  Grappin — 1 pièce de fer",
        "  Grimoire — 1 pièce de fer",
        "  Matériel de crochetage — 1 pièce de fer",
        "  Bombe — 1 pièce de fer",
        "  Bombe de répulsif à chat — 1 pièce de fer",
        "  Potion de Vie — 1 pièce de fer",
        "  Potion de Force — 1 pièce de fer",
        "  Potion d'Armure — 1 pièce de fer",
        "  Potion de Vitesse — 1 pièce de fer",
        "  Potion d'Éloquence — 1 pièce de fer",
        "  ── parchemins (for the spells of the domains)",
        "  Parchemin (Soin) — 1 pièce de fer",
        "  Parchemin (Force) — 1 pièce de fer",
        "  Parchemin (Silence) — 1 pièce de fer",
        "  Parchemin (Bénédiction) — 1 pièce de fer",
        "  Parchemin (Cercle de Protection) — 1 pièce de fer",
        "  Parchemin (Résurrection) — 1 pièce de fer",
        "  Parchemin (Soin des foules) — 1 pièce de fer",
        "  Parchemin (Rayon de lumière) — 1 pièce de fer",
        "> Robe — 1 pièce de fer",
        "out: PC left             3 of 4
      pièces de fer left  3 of 4
      PA of the band      2
      name  DEX  FOR  CON  INT  SAG  CHA  Dép  PV  Tra  Com  Mêl  Tir  CA
      Tuck    0    0   +1    0   +1    0    6   7    7    0    0    0   2
      style      Agile
      rank       Mercenaire
      classes    Prêtre
      equipment  Bâton, Robe",
        "? Tuck · Equipment (one pièce de fer each; the first weapon is free)",
        "  Done",
        "  ── chosen",
        "  Remove Bâton",
        "  Remove Robe",
        "  ── arme de mêlée",
        "  - Arme à deux mains — 1 pièce de fer (Tuck carries 2 × arme de mêlée)",
        "  - Arme à une main — 1 pièce de fer (Tuck carries 2 × arme de mêlée)",
        "  - Bâton — 1 pièce de fer (Tuck carries 2 × arme de mêlée)",
        "  - Dague — 1 pièce de fer (Tuck carries 2 × arme de mêlée)",
        "  - Masse — 1 pièce de fer (Tuck carries 2 × arme de mêlée)",
        "  ── arme à distance",
        "  - Arbalète légère — 1 pièce de fer (Tuck carries baton and arbalete-legere, both needing two hands)",
        "  - Arbalète lourde — 1 pièce de fer (Tuck carries baton and arbalete-lourde, both needing two hands)",
        "  - Arc — 1 pièce de fer (Tuck carries baton and arc, both needing two hands)",
        "  - Arc long — 1 pièce de fer (Tuck carries baton and arc-long, both needing two hands)",
        "  Couteaux de lancer — 1 pièce de fer",
        "  ── bouclier",
        "  Rondache — 1 pièce de fer",
        "  Écu — 1 pièce de fer",
        "  ── armure",
        "  - Robe — 1 pièce de fer (Tuck carries 2 × armure)",
        "  - Cuir — 1 pièce de fer (Tuck carries 2 × armure)",
        "  - Maille — 1 pièce de fer (Tuck carries 2 × armure)",
        "  - Plaque — 1 pièce de fer (Tuck carries 2 × armure)",
        "  - Nu — free (Tuck carries 2 × armure)",
        "  ── matériel",
        "  Grappin — 1 pièce de fer",
        "  Grimoire — 1 pièce de fer",
        "  Matériel de crochetage — 1 pièce de fer",
        "  Bombe — 1 pièce de fer",
        "  Bombe de répulsif à chat — 1 pièce de fer",
        "  Potion de Vie — 1 pièce de fer",
        "  Potion de Force — 1 pièce de fer",
        "  Potion d'Armure — 1 pièce de fer",
        "  Potion de Vitesse — 1 pièce de fer",
        "  Potion d'Éloquence — 1 pièce de fer",
        "  ── parchemins (for the spells of the domains)",
        "  Parchemin (Soin) — 1 pièce de fer",
        "  Parchemin (Force) — 1 pièce de fer",
        "  Parchemin (Silence) — 1 pièce de fer",
        "  Parchemin (Bénédiction) — 1 pièce de fer",
        "  Parchemin (Cercle de Protection) — 1 pièce de fer",
        "  Parchemin (Résurrection) — 1 pièce de fer",
        "  Parchemin (Soin des foules) — 1 pièce de fer",
        "  Parchemin (Rayon de lumière) — 1 pièce de fer",
        "> Done",
        "? Tuck · Spells of the domains of the classes",
        "  Done",
        "  ── Lumière (2)",
        "  Soin — Lumière I",
        "  Force — Lumière I",
        "  Silence — Lumière I",
        "  Bénédiction — Lumière I",
        "  Cercle de Protection — Lumière I",
        "  - Résurrection — Lumière II (Tuck has 1 level II spell(s) of lumiere for 0 level I)",
        "  - Soin des foules — Lumière II (Tuck has 1 level II spell(s) of lumiere for 0 level I)",
        "  - Rayon de lumière — Lumière II (Tuck has 1 level II spell(s) of lumiere for 0 level I)",
        "> Soin — Lumière I",
        "out: PC left             3 of 4
      pièces de fer left  3 of 4
      PA of the band      2
      name  DEX  FOR  CON  INT  SAG  CHA  Dép  PV  Tra  Com  Mêl  Tir  CA
      Tuck    0    0   +1    0   +1    0    6   7    7    0    0    0   2
      style      Agile
      rank       Mercenaire
      classes    Prêtre
      equipment  Bâton, Robe
      spells     Soin",
        "? Tuck · Spells of the domains of the classes",
        "  Done",
        "  ── chosen",
        "  Remove Soin",
        "  ── Lumière (2)",
        "  Force — Lumière I",
        "  Silence — Lumière I",
        "  Bénédiction — Lumière I",
        "  Cercle de Protection — Lumière I",
        "  Résurrection — Lumière II",
        "  Soin des foules — Lumière II",
        "  Rayon de lumière — Lumière II",
        "> Résurrection — Lumière II",
        "out: PC left             3 of 4
      pièces de fer left  3 of 4
      PA of the band      2
      name  DEX  FOR  CON  INT  SAG  CHA  Dép  PV  Tra  Com  Mêl  Tir  CA
      Tuck    0    0   +1    0   +1    0    6   7    7    0    0    0   2
      style      Agile
      rank       Mercenaire
      classes    Prêtre
      equipment  Bâton, Robe
      spells     Soin, Résurrection",
        "? Tuck · Spells of the domains of the classes",
        "  Done",
        "  ── chosen",
        "  - Remove Soin (Tuck has 1 level II spell(s) of lumiere for 0 level I)",
        "  Remove Résurrection",
        "  ── Lumière (2)",
        "  - Force — Lumière I (a spell beyond the classes' grants: 0 allowed (one per grimoire))",
        "  - Silence — Lumière I (a spell beyond the classes' grants: 0 allowed (one per grimoire))",
        "  - Bénédiction — Lumière I (a spell beyond the classes' grants: 0 allowed (one per grimoire))",
        "  - Cercle de Protection — Lumière I (a spell beyond the classes' grants: 0 allowed (one per grimoire))",
        "  - Soin des foules — Lumière II (a spell beyond the classes' grants: 0 allowed (one per grimoire))",
        "  - Rayon de lumière — Lumière II (a spell beyond the classes' grants: 0 allowed (one per grimoire))",
        "> Done",
        "? Tuck · Specialty (one, offered by a Lanceur de Sorts class)",
        "  Imposition des Mains (Prêtre)",
        "> Imposition des Mains (Prêtre)",
        "out: PC left             3 of 4
      pièces de fer left  3 of 4
      PA of the band      2
      name  DEX  FOR  CON  INT  SAG  CHA  Dép  PV  Tra  Com  Mêl  Tir  CA
      Tuck    0    0   +1    0   +1    0    6   7    7    0    0    0   2
      style      Agile
      rank       Mercenaire
      classes    Prêtre
      equipment  Bâton, Robe
      talents    Imposition des Mains
      spells     Soin, Résurrection
      specialty  Imposition des Mains",
        "? What next?",
        "  Add a character",
        "  Edit a character",
        "  Remove a character",
        "  Buy or sell equipment",
        "  Choose spells and specialty",
        "  Review the band",
        "  Save and quit",
        "  Quit without saving",
        "> Save and quit",
        "err: <dir>/t.yaml:7:1  warning  ff/pc-unspent  3 PC left unspent (1 of 4)
          the agreed PC buy classes · limit 4 · value 1
          fix: add a class or a mercenary",
        "err: <dir>/t.yaml:11:1  warning  ff/band-size  the band has 1 characters
          « il vous faudra 3 à 10 figurines par joueurs » (3–10) · limit 3–10 · value 1
          fix: add or remove characters, or set house rules \`band-min\` / \`band-max\`",
        "err: <dir>/t.yaml:11:1  warning  ff/fer-unspent  3 pièce(s) de fer left unspent (1 of
          4)
          each pièce de fer buys one item · limit 4 · value 1
          fix: buy equipment",
        "? the band has 3 warning(s) (above): \`validate --strict\` fails on them. Save anyway?",
        "  Go back to the band",
        "  Save anyway",
        "> Save anyway",
        "err: saved <dir>/t.yaml",
      ]
    `);
    expect(readFileSync(file('t.yaml'), 'utf8').split('characters:')[1]).toMatchInlineSnapshot(`
      "
        - name: Tuck
          style: agile # agile: Mêlée and CA from DEX; no Charge
          classes: [pretre]
          equipment: [baton, robe]
          spells: [soin, resurrection]
          specialty: imposition-des-mains
      "
    `);
  });
});

describe('a band on disk', () => {
  it('opens with the menu of a band with characters; Escape asks again; Review prints the view and the warnings; Quit asks nothing when nothing changed', async () => {
    const { file, clean } = folder({ 'p.yaml': POTERIE });
    const result = await session(file('p.yaml'), [BACK, 'Review', 'Quit']);
    expect(result.code).toBe(0);
    expect(clean(result.log)).toMatchInlineSnapshot(`
      [
        "out: PC left             0 of 4
      pièces de fer left  0 of 4
      PA of the band      4",
        "? What next?",
        "  Add a character",
        "  Edit a character",
        "  Remove a character",
        "  Buy or sell equipment",
        "  Choose spells and specialty",
        "  Review the band",
        "  Save and quit",
        "  Quit without saving",
        "> ←",
        "? What next?",
        "  Add a character",
        "  Edit a character",
        "  Remove a character",
        "  Buy or sell equipment",
        "  Choose spells and specialty",
        "  Review the band",
        "  Save and quit",
        "  Quit without saving",
        "> Review the band",
        "out: La Fédération de la Poterie (Flammes & Fantassins)
      PC (spent / budget)             4 / 4
      pièces de fer (spent / budget)  4 / 4
      PA per round                    4
      name          style     rank        DEX  FOR  CON  INT  SAG  CHA  Dép  PV  Tra  Com  Mêl  Tir  CA
      Dame Isabeau  Puissant  Aventurier    0   +1   +2    0    0   +1    6  13   -1    1    2    0   8
      Oldranac      Agile     Aventurier    0    0    0   +2   +2    0    6   6    8    0    0    0   2

      Dame Isabeau
      classes    Chevalier, Général
      equipment  Arme à une main, Rondache, Maille
      talents    Cri de Ralliement, J'ai des ordres

      Oldranac
      classes    Archimage, Sage
      equipment  Bâton, Robe, Grimoire
      spells     Soin, Résurrection, Armure de Mage, Toile d'araignée, Eclair
      specialty  Haute Maîtrise",
        "? What next?",
        "  Add a character",
        "  Edit a character",
        "  Remove a character",
        "  Buy or sell equipment",
        "  Choose spells and specialty",
        "  Review the band",
        "  Save and quit",
        "  Quit without saving",
        "> Quit without saving",
        "err: <dir>/p.yaml was left as it was",
      ]
    `);
    expect(readFileSync(file('p.yaml'), 'utf8')).toBe(POTERIE);
  });

  it('a band that breaks rules opens with them; Save is refused while they remain', async () => {
    const broken = POTERIE.replace('[chevalier, general]', '[chevalier, general, soldat, barbare]');
    const { file, clean } = folder({ 'p.yaml': broken });
    const result = await session(file('p.yaml'), ['Save', 'Quit']);
    expect(result.code).toBe(0);
    expect(brief(clean(result.log))).toMatchInlineSnapshot(`
      [
        "err: <dir>/p.yaml breaks 2 rule(s); every change below may only bring it closer to valid:",
        "err: <dir>/p.yaml:6:1  error  ff/pc-exceeded  the classes cost 6 PC, more than the band
          has (4 PC: agreed, plus any earned in campaign)
          each class costs one PC; classes in the band ≤ pc + PC earned in campaign · limit 4 · value 6
          fix: remove classes or agree on more PC",
        "err: <dir>/p.yaml:13:43  error  ff/too-many-classes  Dame Isabeau has 4 classes
          at most 3 classes per character · limit 3 · value 4
          fix: remove a class from Dame Isabeau",
        "? What next?",
        "> Save and quit",
        "err: <dir>/p.yaml:6:1  error  ff/pc-exceeded  the classes cost 6 PC, more than the band
          has (4 PC: agreed, plus any earned in campaign)
          each class costs one PC; classes in the band ≤ pc + PC earned in campaign · limit 4 · value 6
          fix: remove classes or agree on more PC",
        "err: <dir>/p.yaml:13:43  error  ff/too-many-classes  Dame Isabeau has 4 classes
          at most 3 classes per character · limit 3 · value 4
          fix: remove a class from Dame Isabeau",
        "err: cannot save yet: 2 error(s) left (above)",
        "? What next?",
        "> Quit without saving",
        "err: <dir>/p.yaml was left as it was",
      ]
    `);
    expect(readFileSync(file('p.yaml'), 'utf8')).toBe(broken);
  });

  it('a band that cannot be read: exit 1 before any question', async () => {
    const { file, clean } = folder({ 'p.yaml': 'ruleset: nope\nname: X\n' });
    const result = await session(file('p.yaml'), []);
    expect(result.code).toBe(1);
    expect(clean(result.log).at(-1)).toBe('err: <dir>/p.yaml cannot be built on until these 1 error(s) are fixed by hand');
  });

  it('Remove: No keeps the character; Yes removes it; Quit then asks, No goes back to the menu', async () => {
    const { file, clean } = folder({ 'p.yaml': POTERIE });
    const result = await session(file('p.yaml'), ['Remove', 'Old', 'No', 'Remove', BACK, 'Remove', 'Done', 'Remove', 'Old', 'Yes', 'Quit', BACK, 'Quit', 'No', 'Quit', 'Yes']);
    expect(result.code).toBe(0);
    expect(clean(result.log)).toMatchInlineSnapshot(`
      [
        "out: PC left             0 of 4
      pièces de fer left  0 of 4
      PA of the band      4",
        "? What next?",
        "  Add a character",
        "  Edit a character",
        "  Remove a character",
        "  Buy or sell equipment",
        "  Choose spells and specialty",
        "  Review the band",
        "  Save and quit",
        "  Quit without saving",
        "> Remove a character",
        "? Which character?",
        "  Dame Isabeau",
        "  Oldranac",
        "  Done",
        "> Oldranac",
        "? Remove Oldranac?",
        "  No",
        "  Yes",
        "> No",
        "? What next?",
        "  Add a character",
        "  Edit a character",
        "  Remove a character",
        "  Buy or sell equipment",
        "  Choose spells and specialty",
        "  Review the band",
        "  Save and quit",
        "  Quit without saving",
        "> Remove a character",
        "? Which character?",
        "  Dame Isabeau",
        "  Oldranac",
        "  Done",
        "> ←",
        "? What next?",
        "  Add a character",
        "  Edit a character",
        "  Remove a character",
        "  Buy or sell equipment",
        "  Choose spells and specialty",
        "  Review the band",
        "  Save and quit",
        "  Quit without saving",
        "> Remove a character",
        "? Which character?",
        "  Dame Isabeau",
        "  Oldranac",
        "  Done",
        "> Done",
        "? What next?",
        "  Add a character",
        "  Edit a character",
        "  Remove a character",
        "  Buy or sell equipment",
        "  Choose spells and specialty",
        "  Review the band",
        "  Save and quit",
        "  Quit without saving",
        "> Remove a character",
        "? Which character?",
        "  Dame Isabeau",
        "  Oldranac",
        "  Done",
        "> Oldranac",
        "? Remove Oldranac?",
        "  No",
        "  Yes",
        "> Yes",
        "out: PC left             2 of 4
      pièces de fer left  2 of 4
      PA of the band      3",
        "? What next?",
        "  Add a character",
        "  Edit a character",
        "  Remove a character",
        "  Buy or sell equipment",
        "  Choose spells and specialty",
        "  Review the band",
        "  Save and quit",
        "  Quit without saving",
        "> Quit without saving",
        "? Quit and lose the changes?",
        "  No",
        "  Yes",
        "> ←",
        "? What next?",
        "  Add a character",
        "  Edit a character",
        "  Remove a character",
        "  Buy or sell equipment",
        "  Choose spells and specialty",
        "  Review the band",
        "  Save and quit",
        "  Quit without saving",
        "> Quit without saving",
        "? Quit and lose the changes?",
        "  No",
        "  Yes",
        "> No",
        "? What next?",
        "  Add a character",
        "  Edit a character",
        "  Remove a character",
        "  Buy or sell equipment",
        "  Choose spells and specialty",
        "  Review the band",
        "  Save and quit",
        "  Quit without saving",
        "> Quit without saving",
        "? Quit and lose the changes?",
        "  No",
        "  Yes",
        "> Yes",
        "err: <dir>/p.yaml was left as it was",
      ]
    `);
    expect(readFileSync(file('p.yaml'), 'utf8')).toBe(POTERIE);
  });

  it('Edit: "Done" refused while a weapon is missing, with the fix; Escape back to the characters; Done there back to the menu', async () => {
    const unarmed = POTERIE.replace('[baton, robe, grimoire]', '[robe, grimoire]');
    const { file, clean } = folder({ 'p.yaml': unarmed });
    const result = await session(file('p.yaml'), ['Edit', 'Old', 'Done', BACK, 'Dame', 'Done', 'Edit', 'Done', 'Quit']);
    expect(result.code).toBe(0);
    expect(clean(result.log)).toMatchInlineSnapshot(`
      [
        "err: <dir>/p.yaml breaks 1 rule(s); every change below may only bring it closer to valid:",
        "err: <dir>/p.yaml:20:5  error  ff/no-weapon  Oldranac has no weapon
          every character starts with a weapon of their choice (free)
          fix: add a melee or ranged weapon, e.g. arme-a-une-main",
        "out: PC left             0 of 4
      pièces de fer left  0 of 4
      PA of the band      4",
        "? What next?",
        "  Add a character",
        "  Edit a character",
        "  Remove a character",
        "  Buy or sell equipment",
        "  Choose spells and specialty",
        "  Review the band",
        "  Save and quit",
        "  Quit without saving",
        "> Edit a character",
        "? Which character?",
        "  Dame Isabeau",
        "  Oldranac",
        "  Done",
        "> Oldranac",
        "? What to change for Oldranac?",
        "  Done",
        "  Agile or puissant?",
        "  Classes (at most 3, each once; one PC each)",
        "  Equipment (one pièce de fer each; the first weapon is free)",
        "  Spells of the domains of the classes",
        "  Specialty (one, offered by a Lanceur de Sorts class)",
        "  Rename",
        "> Done",
        "err: not done yet: Oldranac has no weapon; add a melee or ranged weapon, e.g. arme-a-une-main",
        "? What to change for Oldranac?",
        "  Done",
        "  Agile or puissant?",
        "  Classes (at most 3, each once; one PC each)",
        "  Equipment (one pièce de fer each; the first weapon is free)",
        "  Spells of the domains of the classes",
        "  Specialty (one, offered by a Lanceur de Sorts class)",
        "  Rename",
        "> ←",
        "? Which character?",
        "  Dame Isabeau",
        "  Oldranac",
        "  Done",
        "> Dame Isabeau",
        "? What to change for Dame Isabeau?",
        "  Done",
        "  Agile or puissant?",
        "  Classes (at most 3, each once; one PC each)",
        "  Equipment (one pièce de fer each; the first weapon is free)",
        "  Rename",
        "> Done",
        "? What next?",
        "  Add a character",
        "  Edit a character",
        "  Remove a character",
        "  Buy or sell equipment",
        "  Choose spells and specialty",
        "  Review the band",
        "  Save and quit",
        "  Quit without saving",
        "> Edit a character",
        "? Which character?",
        "  Dame Isabeau",
        "  Oldranac",
        "  Done",
        "> Done",
        "? What next?",
        "  Add a character",
        "  Edit a character",
        "  Remove a character",
        "  Buy or sell equipment",
        "  Choose spells and specialty",
        "  Review the band",
        "  Save and quit",
        "  Quit without saving",
        "> Quit without saving",
        "err: <dir>/p.yaml was left as it was",
      ]
    `);
  });

  it('Rename: the name must be new (accents and capitals aside) and not empty; the same name changes nothing; Escape neither', async () => {
    const { file, clean } = folder({ 'p.yaml': POTERIE });
    const answers: Answer[] = ['Edit', 'Old', 'Rename', BACK, 'Rename', '', 'dame isabeau', ' Oldranac ', 'Rename', '  Oldranac le Sage ', 'Done', 'Save'];
    const result = await session(file('p.yaml'), answers);
    expect(result.code).toBe(0);
    expect(brief(clean(result.log))).toMatchInlineSnapshot(`
      [
        "? What next?",
        "> Edit a character",
        "? Which character?",
        "> Oldranac",
        "? What to change for Oldranac?",
        "> Rename",
        "? New name for Oldranac",
        "> ←",
        "? What to change for Oldranac?",
        "> Rename",
        "? New name for Oldranac",
        ">  ✗ a name is needed",
        "? New name for Oldranac",
        "> dame isabeau ✗ the band already has a character of that name",
        "? New name for Oldranac",
        ">  Oldranac ",
        "? What to change for Oldranac?",
        "> Rename",
        "? New name for Oldranac",
        ">   Oldranac le Sage ",
        "? What to change for Oldranac le Sage?",
        "> Done",
        "? What next?",
        "> Save and quit",
        "err: saved <dir>/p.yaml",
      ]
    `);
    expect(readFileSync(file('p.yaml'), 'utf8')).toBe(POTERIE.replace('- name: Oldranac', '- name: Oldranac le Sage'));
    // The status at the start and after the one rename made, no more.
    expect(result.log.filter((l) => l.startsWith('out: '))).toHaveLength(2);
  });

  it('Rename to the name itself, in other capitals, is taken as new', async () => {
    const { file } = folder({ 'p.yaml': POTERIE });
    const result = await session(file('p.yaml'), ['Edit', 'Old', 'Rename', 'OLDRANAC', 'Done', 'Save']);
    expect(result.code).toBe(0);
    expect(readFileSync(file('p.yaml'), 'utf8')).toContain('- name: OLDRANAC\n');
  });

  it("a step from the character's menu, then its Done", async () => {
    const { file } = folder({ 'p.yaml': POTERIE });
    const result = await session(file('p.yaml'), ['Edit', 'Dame', 'Agile', 'puissant', 'Done', 'Save']);
    expect(result.code).toBe(0);
    expect(brief(result.log).slice(4, 8)).toEqual(['? What to change for Dame Isabeau?', '> Agile or puissant?', '? Dame Isabeau · Agile or puissant? [puissant]', '> puissant: Mêlée from FOR, CA from CON; may Charge ✓']);
  });

  it('the menus of the ruleset: only the characters a step applies to; Escape on the first question back to them', async () => {
    const { file, clean } = folder({ 'p.yaml': POTERIE });
    const answers: Answer[] = ['Choose spells', 'Old', BACK, 'Done', 'Buy', 'Dame', BACK, 'Dame', 'Done', 'Choose spells', 'Old', 'Done', 'Mille', 'Save'];
    const result = await session(file('p.yaml'), answers);
    expect(result.code).toBe(0);
    expect(brief(clean(result.log))).toMatchInlineSnapshot(`
      [
        "? What next?",
        "> Choose spells and specialty",
        "? Which character?",
        "> Oldranac",
        "? Oldranac · Spells of the domains of the classes",
        "> ←",
        "? Which character?",
        "> Done",
        "? What next?",
        "> Buy or sell equipment",
        "? Which character?",
        "> Dame Isabeau",
        "? Dame Isabeau · Equipment (one pièce de fer each; the first weapon is free)",
        "> ←",
        "? Which character?",
        "> Dame Isabeau",
        "? Dame Isabeau · Equipment (one pièce de fer each; the first weapon is free)",
        "> Done",
        "? What next?",
        "> Choose spells and specialty",
        "? Which character?",
        "> Oldranac",
        "? Oldranac · Spells of the domains of the classes",
        "> Done",
        "? Oldranac · Specialty (one, offered by a Lanceur de Sorts class) [haute-maitrise]",
        "> Mille années de sagesse (Sage)",
        "? What next?",
        "> Save and quit",
        "err: saved <dir>/p.yaml",
      ]
    `);
    const characters = result.asked.filter((a) => a.config.message === 'Which character?').map((a) => a.config.choices.map((c: real.Choice) => c.name));
    expect(characters).toEqual([
      ['Oldranac', 'Done'],
      ['Oldranac', 'Done'],
      ['Dame Isabeau', 'Oldranac', 'Done'],
      ['Dame Isabeau', 'Oldranac', 'Done'],
      ['Oldranac', 'Done'],
    ]);
    expect(readFileSync(file('p.yaml'), 'utf8')).toContain('specialty: mille-annees-de-sagesse');
  });

  it('the file changed on disk before Save: exit 2, the band printed, theirs kept', async () => {
    const { file, clean } = folder({ 'p.yaml': POTERIE });
    const theirs = POTERIE.replace('pc: 4 ', 'pc: 5 ');
    const result = await session(file('p.yaml'), ['Remove', 'Old', 'Yes', () => (writeFileSync(file('p.yaml'), theirs), 'Save'), 'Save anyway']);
    expect(result.code).toBe(2);
    const log = clean(result.log);
    expect(log.slice(-3, -1)).toEqual([
      'err: <dir>/p.yaml changed on disk after it was read; nothing was written. Run build again to work on the new file.',
      'err: the band as it stood, not written:',
    ]);
    expect(log.at(-1)).toBe(`out: ${POTERIE.split('  - name: Oldranac')[0]}`);
    expect(readFileSync(file('p.yaml'), 'utf8')).toBe(theirs);
  });
});

describe('adding a character', () => {
  it('a name taken or empty is asked again; Escape on the name adds nothing', async () => {
    const { file, clean } = folder({ 'p.yaml': POTERIE });
    const result = await session(file('p.yaml'), ['Add', 'OLDRANAC', ' ', BACK, 'Quit']);
    expect(result.code).toBe(0);
    expect(brief(clean(result.log))).toMatchInlineSnapshot(`
      [
        "? What next?",
        "> Add a character",
        "? Name of the character",
        "> OLDRANAC ✗ the band already has a character of that name",
        "? Name of the character",
        ">   ✗ a name is needed",
        "? Name of the character",
        "> ←",
        "? What next?",
        "> Quit without saving",
        "err: <dir>/p.yaml was left as it was",
      ]
    `);
  });

  it('Escape goes back one question; past the first, the character is not added and the band is as before', async () => {
    const { file, clean } = folder({ 'p.yaml': POTERIE });
    const result = await session(file('p.yaml'), ['Add', 'Gauvain', 'puissant', BACK, 'agile', BACK, BACK, 'Quit']);
    expect(result.code).toBe(0);
    expect(brief(clean(result.log))).toMatchInlineSnapshot(`
      [
        "? What next?",
        "> Add a character",
        "? Name of the character",
        "> Gauvain",
        "? Gauvain · Agile or puissant? [agile]",
        "> puissant: Mêlée from FOR, CA from CON; may Charge",
        "? Gauvain · Classes (at most 3, each once; one PC each)",
        "> ←",
        "? Gauvain · Agile or puissant? [puissant]",
        "> agile: Mêlée and CA from DEX; no Charge",
        "? Gauvain · Classes (at most 3, each once; one PC each)",
        "> ←",
        "? Gauvain · Agile or puissant? [agile]",
        "> ←",
        "err: Gauvain was not added",
        "? What next?",
        "> Quit without saving",
        "err: <dir>/p.yaml was left as it was",
      ]
    `);
    // Nothing changed: Quit asked nothing.
    expect(result.left).toEqual([]);
  });

  it('"Done" on the classes refused without a class, with the fix', async () => {
    const roomy = POTERIE.replace(/^pc: 4 /m, 'pc: 7 ');
    const { file, clean } = folder({ 'p.yaml': roomy });
    const result = await session(file('p.yaml'), ['Add', 'Gauvain', 'agile', 'Done', 'Soldat', 'Done', 'Done', 'ecu', 'Arme à une', 'Done', 'Save', 'Save anyway']);
    expect(result.code).toBe(0);
    expect(brief(clean(result.log)).filter((l) => l.startsWith('err: '))).toEqual([
      'err: not done yet: Gauvain has no class; give Gauvain a class (one PC)',
      'err: not done yet: Gauvain has no weapon; add a melee or ranged weapon, e.g. arme-a-une-main',
      expect.stringMatching(/^err: <dir>\/p\.yaml:6:1 {2}warning {2}ff\/pc-unspent/),
      expect.stringMatching(/^err: <dir>\/p\.yaml:10:1 {2}warning {2}ff\/fer-unspent/),
      'err: saved <dir>/p.yaml',
    ]);
  });
});

describe('words asked for', () => {
  it("Fées d'armes: a choice that asks for words; Escape there asks the step again; words that cannot be read are asked again", async () => {
    const { file, clean } = folder({ 'f.yaml': readFileSync(path.join(ROOT, 'bands/fees-d-armes-les-bucherons.yaml'), 'utf8') });
    const answers: Answer[] = ['Edit', { value: '0' }, 'Other rules', 'Write', BACK, 'Write', 'Abat les arbres.', 'Faction', 'Another', '', 'Marais', 'Done', 'Done', 'Save'];
    const result = await session(file('f.yaml'), answers);
    expect(result.code).toBe(0);
    expect(brief(clean(result.log))).toMatchInlineSnapshot(`
      [
        "? What next?",
        "> Edit a character",
        "? Which character?",
        "> Bûcheron",
        "? What to change for Bûcheron?",
        "> Other rules of the card, in words",
        "? Bûcheron · Other rules of the card, in words [keep]",
        "> Write it…",
        "? Other rules of the card, in words (not checked)",
        "> ←",
        "? Bûcheron · Other rules of the card, in words [keep]",
        "> Write it…",
        "? Other rules of the card, in words (not checked)",
        "> Abat les arbres.",
        "? What to change for Bûcheron?",
        "> Faction symbols (at least one)",
        "? Bûcheron · Faction symbols (at least one)",
        "> Another faction…",
        "? Faction symbol, as on the card",
        ">  ✗ type a faction this figure does not have yet",
        "? Faction symbol, as on the card",
        "> Marais",
        "? Bûcheron · Faction symbols (at least one)",
        "> Done",
        "? What to change for Bûcheron?",
        "> Done",
        "? What next?",
        "> Save and quit",
        "err: saved <dir>/f.yaml",
      ]
    `);
    expect(readFileSync(file('f.yaml'), 'utf8')).toContain('Abat les arbres.');
  });
});

describe('what the prompts are given', () => {
  it('choices: page size, keys help, colour; descriptions and reasons only when there are; ask: its help and check', async () => {
    const { file } = folder({ 'p.yaml': POTERIE.replace(/^pc: 4 /m, 'pc: 7 ') });
    const result = await session(file('p.yaml'), ['Add', 'Gauvain', 'agile', 'Soldat', 'Done', 'Arme à une', 'Done', 'Quit', 'Yes'], 'en', true);
    const chooses = result.asked.filter((a) => a.kind === 'choose');
    for (const { config } of chooses) {
      expect(config.pageSize).toBe(15);
      expect(config.help).toBe('↑↓ move · letters jump · ⏎ choose · Esc back');
      expect(config.color).toBe(true);
    }
    const choices = chooses.flatMap((a) => a.config.choices).filter((c) => !(c instanceof real.Separator));
    for (const c of choices) {
      if ('description' in c) expect(c.description).toMatch(/./);
      if ('disabled' in c) expect(c.disabled).toMatch(/^\(.+\)$/);
      if ('default' in c) throw new Error('a default on a choice');
    }
    expect(choices.some((c) => 'description' in c)).toBe(true);
    expect(choices.some((c) => 'disabled' in c)).toBe(true);
    // The menu has no default; a step's default is its current choice.
    expect(chooses.map((a) => 'default' in a.config)).toContain(false);
    expect(chooses.find((a) => a.config.message === 'Gauvain · Agile or puissant?')!.config.default).toBe('agile');
    const asks = result.asked.filter((a) => a.kind === 'ask');
    expect(asks.map((a) => [a.config.message, a.config.help])).toEqual([['Name of the character', '⏎ confirm · Esc back']]);
  });

  it('in French: every question, answer, reason and message French, with the French spaces', async () => {
    const { file, clean } = folder();
    const answers: Answer[] = ['Flammes', '', 'Les Testeurs', 'x', '', 'Ajouter', 'Tuck', 'agile', 'Terminé', 'Prêtre', 'Terminé', 'Bâ', 'Terminé', 'Terminé', 'Soin', 'Terminé', BACK, BACK, BACK, BACK, 'Quitter', 'Oui'];
    const result = await session(file('t.yaml'), answers, 'fr');
    expect(result.code).toBe(0);
    expect(brief(clean(result.log))).toMatchInlineSnapshot(`
      [
        "? Livre de règles de la nouvelle bande",
        "> Flammes & Fantassins",
        "? Nom de la bande",
        ">  ✗ il faut un nom",
        "? Nom de la bande",
        "> Les Testeurs",
        "? Points de Création convenus entre les joueurs (un par classe) (7)",
        "> x ✗ un nombre entier entre 0 et 1000",
        "? Points de Création convenus entre les joueurs (un par classe) (7)",
        "> 7",
        "? Et ensuite ?",
        "> Ajouter un personnage",
        "? Nom du personnage",
        "> Tuck",
        "? Tuck · Agile ou puissant ? [agile]",
        "> agile : Mêlée et CA depuis la DEX ; pas de Charge ✓",
        "? Tuck · Classes (trois au plus, chacune une fois ; un PC chacune)",
        "> Terminé",
        "err: pas encore terminé : Tuck n'a pas de classe ; donnez une classe à Tuck (un PC)",
        "? Tuck · Classes (trois au plus, chacune une fois ; un PC chacune)",
        "> Prêtre — CON +1, SAG +1; sorts : Lumière 2; spécialité : Imposition des Mains",
        "? Tuck · Classes (trois au plus, chacune une fois ; un PC chacune)",
        "> Terminé",
        "? Tuck · Équipement (une pièce de fer chacun ; la première arme est gratuite)",
        "> Bâton — gratuite (l'arme de base)",
        "? Tuck · Équipement (une pièce de fer chacun ; la première arme est gratuite)",
        "> Terminé",
        "? Tuck · Sorts des domaines des classes",
        "> Terminé",
        "err: pas encore terminé : Tuck connaît 0 sort(s) de lumiere, ses classes en accordent 2 ; choisissez 2 sort(s) de lumiere",
        "? Tuck · Sorts des domaines des classes",
        "> Soin — Lumière I",
        "? Tuck · Sorts des domaines des classes",
        "> Terminé",
        "err: pas encore terminé : Tuck connaît 1 sort(s) de lumiere, ses classes en accordent 2 ; choisissez 2 sort(s) de lumiere",
        "? Tuck · Sorts des domaines des classes",
        "> ←",
        "? Tuck · Équipement (une pièce de fer chacun ; la première arme est gratuite)",
        "> ←",
        "? Tuck · Classes (trois au plus, chacune une fois ; un PC chacune)",
        "> ←",
        "? Tuck · Agile ou puissant ? [agile]",
        "> ←",
        "err: Tuck n'a pas été ajouté",
        "? Et ensuite ?",
        "> Quitter sans enregistrer",
        "? Quitter et perdre les modifications ?",
        "> Oui",
        "err: <dir>/t.yaml est resté tel quel",
      ]
    `);
    const reasons = result.asked.flatMap((a) => (a.kind === 'choose' ? a.config.choices : [])).filter((c: real.Choice) => c.disabled);
    expect(reasons.length).toBeGreaterThan(0);
    for (const c of reasons) expect(c.disabled).not.toMatch(/ [:;?!]/);
    expect(result.asked.filter((a) => a.kind === 'choose').map((a) => a.config.help)).toContain('↑↓ parcourir · lettres pour aller · ⏎ choisir · Échap retour');
    expect(result.asked.filter((a) => a.kind === 'ask').map((a) => a.config.help)).toContain('⏎ valider · Échap retour');
  });
});

describe('a new band: the number asked', () => {
  it.each([
    ['0', 'pc: 0 '],
    [' 1000 ', 'pc: 1000 '],
    ['007', 'pc: 7 '],
  ])('%j is taken', async (typed, line) => {
    const { file } = folder();
    const result = await session(file('n.yaml'), ['Flammes', 'X', typed, 'Save', 'Save anyway']);
    expect(result.code).toBe(0);
    expect(readFileSync(file('n.yaml'), 'utf8')).toContain(`\n${line}`);
  });

  it.each(['3.5', '1e2', '', '- 1', '99999999999999999999'])('%j is refused', async (typed) => {
    const { file } = folder();
    const result = await session(file('n.yaml'), ['Flammes', 'X', BACK, 'X', typed === '' ? 'x' : typed, '5', 'Save', 'Save anyway']);
    expect(result.code).toBe(0);
    expect(result.log.filter((l) => l.includes('✗'))).toEqual([`> ${typed === '' ? 'x' : typed} ✗ a whole number between 0 and 1000`]);
  });
});
