// "Décider si le personnage sera agile ou puissant": Mêlée, CA and the Charge depend on it.
import type { BuildStep } from '../../../../core/ruleset/builder.js';
import { STYLES, type FfBand } from '../../band.js';
import type { FfProfile } from '../../derive.js';
import { focus, judged } from '../context.js';

export const styleStep: BuildStep<FfBand, FfProfile> = {
  id: 'style',
  title: 'ff/build-step-style',
  kind: 'one',
  applies: () => true,
  choices(context) {
    const { character, path } = focus(context);
    return STYLES.map((style) => {
      const line = `${style}: ${context.messages.text(`ff/build-style-${style}`)}`;
      return judged(context, { value: style, label: line, current: character.style === style, edits: [{ op: 'set', path: [...path, 'style'], value: style, comment: line }] });
    });
  },
};
