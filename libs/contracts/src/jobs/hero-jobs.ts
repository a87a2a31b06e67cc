import { serverText } from '../text/clean-text.js';
import { z } from 'zod';
import { CUSTOM_HERO_PREFIX, heroImageIdSchema } from '../portfolio/hero.schema.js';

/** Hero banner jobs on the media queue (MEDIA_QUEUE), queued by the media service when portfolio asks (`media.hero.*.v1`). */
export type HeroJobName = 'hero-optimise' | 'hero-palette';

/** `sourceKey`: the image to read (a global banner's original, or a custom hero's largest copy). */
export const heroJobPayloadSchema = z.object({ heroId: heroImageIdSchema, sourceKey: serverText().min(1) }).strict();
export type HeroJobPayload = z.infer<typeof heroJobPayloadSchema>;

/**
 * Deterministic: the same banner and source never queue the same work twice. `version`
 * (the source's hash) gives a replaced source its own job.
 */
export function heroJobId(name: HeroJobName, heroId: string, version?: string): string {
  return version ? `${name}-${heroId}-${version}` : `${name}-${heroId}`;
}

/** Hero banner widths for `srcset` (never upscaled). */
export const HERO_VARIANT_WIDTHS = [640, 1280, 1920, 2400] as const;

/** Stored hero files: `hero/{heroId}/w{width}-{first 12 hex of the file's SHA-256}.webp`, so a URL never changes content. */
export const HERO_FILE_PATTERN = /^w\d{2,5}-[a-f0-9]{12}\.webp$/;
export const heroPrefix = (heroId: string): string => `hero/${heroId}/`;
export const heroFileKey = (heroId: string, width: number, sha256Hex: string): string => `${heroPrefix(heroId)}w${width}-${sha256Hex.slice(0, 12)}.webp`;
export const heroSourceKey = (heroId: string): string => `${heroPrefix(heroId)}original.webp`;
export const customHeroId = (photoId: string): string => `${CUSTOM_HERO_PREFIX}${photoId}`;
/** The public URL of a stored hero file (served by the gateway with immutable caching). */
export const heroFileUrl = (key: string): string => `/api/heroes/${key.slice('hero/'.length)}`;
