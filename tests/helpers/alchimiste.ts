/** Ambroise, an Alchimiste with « Création de potion », and Tireur, an archer: the members of the potions' tests. */
export const ALCHIMISTE_AND_ARCHER = `  - name: Ambroise
    style: agile
    classes: [alchimiste]
    equipment: [baton, robe]
    spells: [frappe-de-l-ombre, poison]
    specialty: creation-de-potion
  - name: Tireur
    style: agile
    classes: [archer]
    equipment: [arc, cuir]
`;

/** An F&F band of those two, `head` the lines between its name and its characters. */
export const alchimisteBand = (name: string, head = 'pc: 2\nhouse_rules:\n  band-min: 2\n', more = ''): string =>
  `ruleset: flammes-et-fantassins\nname: ${name}\n${head}characters:\n${ALCHIMISTE_AND_ARCHER}${more}`;
