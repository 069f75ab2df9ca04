/** A character, unit or figure of a band, addressable as `FILE#Name`. */
export interface Member {
  readonly name: string;
  readonly path: readonly (string | number)[];
}
