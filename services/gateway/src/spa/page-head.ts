import type { PortfolioProfile } from '@lumafolio/contracts';
import { escapeHtml } from '@lumafolio/server-common';

/** What a page tells browsers, search engines and link previews about itself. */
export interface PageHead {
  /** The document title. */
  title: string;
  /** The title of a link preview (og:title), without the site name. */
  headline: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  siteName: string;
  type: 'website' | 'profile';
  /** Absolute URL of the preview image, if there is one. */
  image: string | null;
  imageAlt?: string;
  profile?: { firstName: string | null; lastName: string | null; username: string };
  /** Keeps search engines from indexing the page (an unknown portfolio). */
  noindex?: boolean;
}

const DESCRIPTION_MAX = 200;

/** The tags for `<head>`; every value is escaped. */
export function renderPageHead(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string | null | undefined) =>
    content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />` : null;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.headline),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.image),
    head.image ? meta('property', 'og:image:alt', head.imageAlt) : null,
    meta('property', 'profile:first_name', head.profile?.firstName),
    meta('property', 'profile:last_name', head.profile?.lastName),
    meta('property', 'profile:username', head.profile?.username),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
  ];
  return tags.filter((tag): tag is string => tag !== null).join('\n    ');
}

/** "Jane Doe", else the username. */
export function displayName(profile: Pick<PortfolioProfile, 'firstName' | 'lastName' | 'username'>): string {
  return (
    [profile.firstName, profile.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || profile.username
  );
}

/** One line of at most `max` characters, cut at a word boundary with an ellipsis. */
export function summarise(text: string, max = DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

export interface SiteInfo {
  brand: string;
  description: string;
  /** Origin of the app, no trailing slash. */
  publicUrl: string;
}

export function homePageHead(site: SiteInfo): PageHead {
  return {
    title: site.brand,
    headline: site.brand,
    description: site.description,
    url: `${site.publicUrl}/`,
    siteName: site.brand,
    type: 'website',
    image: null,
  };
}

/** The page of a portfolio that does not exist (the SPA shows 'Portfolio Not Found'). */
export function missingPortfolioHead(site: SiteInfo, pathname: string): PageHead {
  const title = `Portfolio Not Found | ${site.brand}`;
  return { ...homePageHead(site), title, headline: title, url: `${site.publicUrl}${pathname}`, noindex: true };
}

/** A client gallery's page (ADR 42): never indexed; its name stays out of link previews. */
export function clientGalleryHead(site: SiteInfo, pathname: string, status: 200 | 404 | 410): PageHead {
  const title = `${status === 410 ? 'Gallery Expired' : status === 404 ? 'Gallery Not Found' : 'Private Gallery'} | ${site.brand}`;
  return { ...homePageHead(site), title, headline: title, description: 'A private photo gallery.', url: `${site.publicUrl}${pathname}`, noindex: true };
}

/** A portfolio page: named after its owner, described by the tagline or bio, canonical at its own path. */
export function portfolioPageHead(profile: PortfolioProfile, imageUrl: string | null, site: SiteInfo): PageHead {
  const name = displayName(profile);
  const about = profile.tagline?.trim() || profile.aboutMe?.trim();
  return {
    title: `${name} | ${site.brand}`,
    headline: name,
    description: summarise(about || `Photography portfolio of ${name} on ${site.brand}.`),
    url: `${site.publicUrl}${profile.portfolioPath}`,
    siteName: site.brand,
    type: 'profile',
    image: imageUrl ? new URL(imageUrl, `${site.publicUrl}/`).href : null,
    imageAlt: `Photography by ${name}`,
    profile: { firstName: profile.firstName, lastName: profile.lastName, username: profile.username },
  };
}
