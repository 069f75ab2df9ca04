/**
 * How many random cases a property test tries: all of them in `npm test`; a tenth in a mutation run
 * (vitest.mutation.config.ts sets ESCARMOUCHE_MUTATION), where every surviving mutant of the code they reach runs
 * them again (docs/testing.md).
 */
export const runs = (n: number): number => (process.env.ESCARMOUCHE_MUTATION === '1' ? Math.max(10, Math.ceil(n / 10)) : n);
