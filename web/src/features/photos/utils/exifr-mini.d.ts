/** exifr's mini build (JPEG and TIFF/EXIF tags only): the same `parse` as the full one. */
declare module 'exifr/dist/mini.esm.mjs' {
  export { parse } from 'exifr';
}
