import sanitizeHtml from 'sanitize-html';

/**
 * Descriptions are rendered as HTML in the lightbox (spec 01 §2), so they are cleaned on
 * write with an allow-list: simple formatting and links, nothing that runs or loads.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a', 'span'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, options).trim();
}
