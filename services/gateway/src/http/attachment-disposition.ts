/** Characters a quoted `filename` keeps: printable ASCII but the quote, the backslash and `%` (which some browsers decode). */
const UNQUOTABLE = /[^\x20-\x21\x23-\x24\x26-\x5b\x5d-\x7e]/g;

/**
 * `Content-Disposition: attachment` naming the file the browser saves. A name that is not
 * plain ASCII also goes in an RFC 5987 `filename*` (UTF-8, percent-encoded), which browsers
 * prefer; `filename` keeps its closest ASCII form for the others ("Café.jpg" → "Cafe.jpg").
 * The name is one already cleaned of paths, control and invisible characters.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(UNQUOTABLE, '_');
  if (ascii === fileName) return `attachment; filename="${fileName}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
}

/** Percent-encoded UTF-8 leaving only RFC 5987's attr-chars (encodeURIComponent leaves ' ( ) * as they are). */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
