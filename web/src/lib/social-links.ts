export type SocialNetwork = 'instagram' | 'twitter' | 'website';

const NETWORK_BASE: Record<Exclude<SocialNetwork, 'website'>, string> = {
  instagram: 'https://instagram.com/',
  twitter: 'https://twitter.com/',
};

/** A handle: "@jane", "jane_doe", "jane.doe". */
const HANDLE = /^@?([A-Za-z0-9_][A-Za-z0-9_.]{0,99})$/;
/** A host with an optional path: "jane.photo", "jane.photo/about", "instagram.com/jane". */
const HOST_AND_PATH = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d{1,5})?(\/[^\s<>"'`]*)?$/;

function httpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The link for a profile's instagram / twitter / website value (spec 01 §2), which may be a
 * full URL or a bare handle or host: "https://…" stays as it is, "@jane" on Instagram
 * becomes https://instagram.com/jane, "jane.photo/about" becomes https://jane.photo/about.
 * Anything else (another scheme such as javascript:, spaces, markup) gives null: these end
 * up in href attributes.
 */
export function socialLinkUrl(network: SocialNetwork, value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return /^https?:\/\//i.test(trimmed) ? httpUrl(trimmed) : null;
  if (network !== 'website') {
    const handle = HANDLE.exec(trimmed);
    // "jane.photo" on Instagram is a handle; "instagram.com/jane" (with a path) is a host.
    if (handle?.[1] && !trimmed.includes('/')) return `${NETWORK_BASE[network]}${handle[1]}`;
  }
  if (trimmed.startsWith('//')) return httpUrl(`https:${trimmed}`);
  return HOST_AND_PATH.test(trimmed) ? httpUrl(`https://${trimmed}`) : null;
}

/** The text shown for a link: "@jane" for handles, the host and path for websites. */
export function socialLinkLabel(network: SocialNetwork, url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname.replace(/\/+$/, '');
    if (network !== 'website' && path.split('/').length === 2) return `@${path.slice(1)}`;
    return `${parsed.host.replace(/^www\./, '')}${path}`;
  } catch {
    return url;
  }
}
