declare module 'heic-decode' {
  interface DecodedHeic {
    width: number;
    height: number;
    /** RGBA, 4 bytes per pixel. */
    data: Uint8ClampedArray;
  }
  interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<DecodedHeic>;
  }
  function decode(options: { buffer: ArrayBufferLike | Uint8Array }): Promise<DecodedHeic>;
  namespace decode {
    function all(options: { buffer: ArrayBufferLike | Uint8Array }): Promise<HeicImage[]>;
  }
  export default decode;
}
