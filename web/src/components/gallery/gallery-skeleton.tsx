import { Box, type BoxProps } from '@chakra-ui/react';

/** Heights of the six grid blocks, varied like a masonry grid. */
const BLOCK_RATIOS = ['4 / 5', '4 / 3', '1 / 1', '3 / 4', '16 / 10', '4 / 3'];
export const SKELETON_GRID_BLOCKS = BLOCK_RATIOS.length;

export type SkeletonTone = 'light' | 'dark';

/** A pulsing placeholder block. */
export function SkeletonBlock({ tone = 'light', css, ...rest }: BoxProps & { tone?: SkeletonTone }) {
  return (
    <Box
      aria-hidden
      bg={tone === 'dark' ? 'whiteAlpha.100' : 'blackAlpha.100'}
      animation="pulse"
      css={{ '@media (prefers-reduced-motion: reduce)': { animation: 'none' }, ...(css as object) }}
      {...rest}
    />
  );
}

export interface GallerySkeletonProps {
  /** One large block first, where the featured slideshow will be (category all). */
  withFeatured?: boolean;
  /** Aspect ratio of the large block. */
  featuredRatio?: string;
  tone?: SkeletonTone;
}

/** Loading state of a gallery (spec 01 §2): one large block for all, plus 6 grid blocks. */
export function GallerySkeleton({ withFeatured = false, featuredRatio = '16 / 9', tone = 'light' }: GallerySkeletonProps) {
  return (
    <Box role="status" aria-label="Loading photos" data-testid="gallery-skeleton">
      {withFeatured && <SkeletonBlock tone={tone} rounded="lg" mb="8" style={{ aspectRatio: featuredRatio }} />}
      <Box css={{ columnCount: { base: 1, sm: 2, lg: 3 } }} columnGap="4">
        {BLOCK_RATIOS.map((ratio, index) => (
          <SkeletonBlock key={index} tone={tone} rounded="md" mb="4" css={{ breakInside: 'avoid' }} style={{ aspectRatio: ratio }} />
        ))}
      </Box>
    </Box>
  );
}
