import { PHOTO_DESCRIPTION_STORED_MAX } from '@lumafolio/contracts';
import { rpcError } from '@lumafolio/server-common';
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
  const clean = sanitizeHtml(html, options).trim();
  if (clean.length > PHOTO_DESCRIPTION_STORED_MAX)
    throw rpcError(400, 'This description has too many links or too much formatting. Please shorten it.', 'DESCRIPTION_TOO_LONG');
  return clean;
}
