import type { HeroSelection, Photo } from '@lumafolio/contracts';

/**
 * A portfolio's link-preview image, in order: the hero the owner chose, their newest
 * featured public photo (its largest rendition), the default hero their page shows,
 * their profile picture. Null when there is none.
 */
export function previewImage(hero: HeroSelection | null, featured: readonly Photo[], profileImage: string | null): string | null {
  const chosenHero = hero && (hero.source === 'global' || hero.source === 'custom') ? hero.url : null;
  return chosenHero ?? largestVariantUrl(featured) ?? hero?.url ?? profileImage;
}

/** The first public photo that has finished processing: the original itself is never public. */
function largestVariantUrl(photos: readonly Photo[]): string | null {
  for (const photo of photos) {
    if (!photo.isPublic) continue;
    const largest = [...photo.variants].sort((a, b) => b.width - a.width)[0];
    if (largest) return largest.url;
  }
  return null;
}
