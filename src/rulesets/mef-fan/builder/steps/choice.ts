// Role and movement: one of the catalogue's names, with what it means.
import type { BuildStep } from '../../../../core/ruleset/builder.js';
import type { MefBand } from '../../band.js';
import { MOVEMENTS, ROLES } from '../../catalogue.js';
import type { MefProfile } from '../../derive.js';
import { focus, judged } from '../context.js';
import { nameOf } from '../../names.js';

export const roleStep: BuildStep<MefBand, MefProfile> = {
  id: 'role',
  title: 'mef-fan/build-step-role',
  kind: 'one',
  applies: () => true,
  choices(context) {
    const { unit, path } = focus(context);
    return ROLES.map((role) =>
      judged(context, {
        value: role.id,
        label: `${role.id}: ${context.messages.text(`mef-fan/build-role-${role.id}`)}`,
        name: nameOf('role', role.id),
        current: unit.role.id === role.id,
        edits: [{ op: 'set', path: [...path, 'role'], value: role.id }],
      }),
    );
  },
};

export const movementStep: BuildStep<MefBand, MefProfile> = {
  id: 'movement',
  title: 'mef-fan/build-step-movement',
  kind: 'one',
  applies: () => true,
  choices(context) {
    const { unit, path } = focus(context);
    return MOVEMENTS.map((movement) =>
      judged(context, {
        value: movement.id,
        label: `${movement.id}: ${context.messages.text(`mef-fan/build-movement-${movement.id}`)}`,
        name: nameOf('movement', movement.id),
        current: unit.movement.id === movement.id,
        edits: [{ op: 'set', path: [...path, 'movement'], value: movement.id }],
      }),
    );
  },
};
