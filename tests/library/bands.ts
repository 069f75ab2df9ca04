/** The small F&F bands the library's tests read: valid, valid with a warning, and refused. */
export const VALID = `ruleset: flammes-et-fantassins
name: Bon
pc: 1
characters:
  - name: A
    style: agile
    classes: [archer]
    equipment: [arc, cuir]
`;
// A bow and a two-handed weapon exclude each other (a shield beside a bow is only carried, not used).
export const INVALID = VALID.replace('[arc, cuir]', '[arc, arme-a-deux-mains]');
export const WARNED = VALID.replace('pc: 1', 'pc: 2');
