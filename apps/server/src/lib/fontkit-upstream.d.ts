/** The few parts of upstream `fontkit` 2 that Keel's PDF fonts use (the package ships no types). */
declare module 'fontkit' {
  export interface FontkitSubset {
    encode(): Uint8Array;
  }
  export interface FontkitFont {
    characterSet: number[];
    createSubset(): FontkitSubset;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): FontkitFont;
}
