/**
 * The srcdoc of the frame that shows an e-mail: its HTML (already sanitised by the server)
 * in a document that may load nothing, on the white page e-mails are written for.
 */
export function emailDocument(sanitisedHtml: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    '<style>html{color-scheme:light}body{margin:0;padding:16px;font:14px/1.5 Helvetica,Arial,sans-serif;color:#333;background:#fff;overflow-wrap:anywhere}table{max-width:100%}</style>',
    '</head><body>',
    sanitisedHtml,
    '</body></html>',
  ].join('');
}
