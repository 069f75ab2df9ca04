/**
 * Numbers handed to the views, in the reader's language, so that no ruleset writes its own: a chance as a percentage,
 * held in [0, 100] whatever the round-off of the sums behind it, and a mean as a decimal. English `88.89%`, `2.063`;
 * French `88,89 %` and `2,063` (decimal comma, a no-break space before %).
 */
import type { Lang } from './catalogue.js';

const NBSP = '\u00a0';

/** `x` to `digits` decimals, with the language's decimal sign. */
export function decimal(x: number, lang: Lang, digits = 3): string {
  const shown = x.toFixed(digits);
  return lang === 'fr' ? shown.replace('.', ',') : shown;
}

/** A number already written (`88.89`, `4.99e-3`) followed by the language's percent sign. */
export const withPercentSign = (shown: string, lang: Lang): string => (lang === 'fr' ? `${shown}${NBSP}%` : `${shown}%`);

/** A chance `p` (clamped to [0, 1]) as a percentage to `digits` decimals. */
export function percent(p: number, lang: Lang, digits = 2): string {
  return withPercentSign(decimal(Math.min(1, Math.max(0, p)) * 100, lang, digits), lang);
}
