/**
 * A measuring switch, not a setting: `ESCARMOUCHE_NO_FAST_PATH=1` turns the fast path off (the fast band reader,
 * src/core/band-files/fast-path/yaml-subset.ts, and the shapes, src/core/schema/fast-path/shape.ts), so that every band is read by yaml and checked by zod.
 * `npm run bench` times both sides with it (docs/performance.md); the answers are the same either way (held by the
 * differential tests).
 */
export function fastPathOn(): boolean {
  return process.env.ESCARMOUCHE_NO_FAST_PATH !== '1';
}
