import sanitizeHtml from 'sanitize-html';

/** A CSS value that loads nothing and runs nothing: no url(), expression(), escapes or imports. */
const SAFE_CSS_VALUE = /^(?!.*(?:url|expression|image-set|\\|@import))[-#\w\s.,%'"()!/]+$/i;
const STYLED_PROPERTIES = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'line-height',
  'text-align',
  'text-decoration',
  'vertical-align',
  'white-space',
  'margin',
  'margin-top',
  'margin-bottom',
  'margin-left',
  'margin-right',
  'padding',
  'padding-top',
  'padding-bottom',
  'padding-left',
  'padding-right',
  'border',
  'border-left',
  'border-collapse',
  'border-spacing',
  'width',
  'max-width',
];

/**
 * The e-mail bodies the admin reads are HTML written by our templates from what visitors
 * typed, so they are cleaned before they leave the server, with an allow-list: text,
 * formatting, tables and links, inline styles that load nothing. Nothing runs and nothing
 * is fetched (no images: they would be fetched from wherever the e-mail says). The web app
 * also shows the result in a sandboxed frame.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'img'),
  allowedAttributes: {
    '*': ['style', 'title', 'align'],
    a: ['href', 'name'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedStyles: { '*': Object.fromEntries(STYLED_PROPERTIES.map((property) => [property, [SAFE_CSS_VALUE]])) },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

const LINK_SECRET = /([?&](?:amp;)?(?:token|code)=)[^&"'<>\s]+/gi;
export const MASKED_LINK_SECRET = '•••';

/**
 * The single-use secrets in an e-mail's links (a sign-up link's `token`) masked: the admin
 * sees that a link was sent, not a link that would create someone else's account. The
 * operator's console keeps the whole link locally (integrations worker).
 */
export function maskLinkSecrets(html: string): string {
  return html.replace(LINK_SECRET, `$1${MASKED_LINK_SECRET}`);
}
