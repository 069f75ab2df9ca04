// Per domain, exactly as many spells as the classes grant; "Ce bonus de 1 Sort [du Grimoire] peut concerner
// n'importe quelle des 4 listes."
import { error } from '../../../core/diagnostics/diagnostics.js';
import { inSentence } from '../../../core/ruleset/display-names.js';
import { DOMAINS, type Domain } from '../catalogue/types.js';
import type { FfCharacter } from '../band.js';
import { chosenByDomain, grantedByDomain, grimoireSpells, isCaster } from './spells.js';
import { nameOf } from '../names.js';
import { at, type FfCheck } from './types.js';

const domainWords = (domains: readonly Domain[]): string => domains.map((d) => inSentence(nameOf('domain', d))).join(', ');

/**
 * The spells beyond the grants (and the grimoire's) while another domain lacks some: the cause is a spell of a domain
 * the classes do not grant (a Magicien choosing soin, a spell of Lumière), named at that spell (issue 37); the last
 * spells of each domain in excess are the ones out of place.
 */
function misplaced(c: FfCharacter, surplus: Record<Domain, number>, count: number): { index: number; id: string; domain: Domain }[] {
  const out: { index: number; id: string; domain: Domain }[] = [];
  const left = { ...surplus };
  for (let k = c.spells.length - 1; k >= 0 && out.length < count; k--) {
    const { def, index } = c.spells[k]!;
    if (left[def.domain] > 0) {
      left[def.domain] -= 1;
      out.unshift({ index, id: def.id, domain: def.domain });
    }
  }
  return out;
}

export const spellCount: FfCheck = {
  id: 'spell-count',
  reads: ['classes', 'spells', 'equipment'],
  run({ band, report }) {
    band.characters.forEach((c, i) => {
      if (!isCaster(c)) return;
      const granted = grantedByDomain(c);
      const chosen = chosenByDomain(c);
      const surplus = Object.fromEntries(DOMAINS.map((d) => [d, Math.max(0, chosen[d] - granted[d])])) as Record<Domain, number>;
      const missing = Object.fromEntries(DOMAINS.map((d) => [d, Math.max(0, granted[d] - chosen[d])])) as Record<Domain, number>;
      const extra = DOMAINS.reduce((n, d) => n + surplus[d], 0);
      const limit = grimoireSpells(c);
      const wanting = DOMAINS.filter((d) => missing[d] > 0);
      const out = misplaced(c, surplus, Math.min(Math.max(0, extra - limit), wanting.reduce((n, d) => n + missing[d], 0)));
      for (const spell of out) {
        report(error('ff/spell-wrong-domain', at(i, 'spells', spell.index), { name: c.name, actual: spell.id, domain: spell.domain, limit: wanting.join(', ') }, { actual: nameOf('spell', spell.id), domain: inSentence(nameOf('domain', spell.domain)), limit: domainWords(wanting) }));
      }
      // What the misplaced spells leave unexplained: the domains still short, the spells still beyond the grants.
      let placed = out.length;
      for (const domain of DOMAINS) {
        const covered = Math.min(missing[domain], placed);
        placed -= covered;
        if (missing[domain] > covered) report(error('ff/missing-spells', at(i, 'spells'), { name: c.name, domain, limit: granted[domain], actual: chosen[domain] }, { domain: inSentence(nameOf('domain', domain)) }));
      }
      if (extra - out.length > limit) report(error('ff/too-many-spells', at(i, 'spells'), { name: c.name, limit, actual: extra - out.length }));
    });
  },
};
