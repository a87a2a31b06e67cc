import { useState, type CSSProperties, type ImgHTMLAttributes } from 'react';
import { imageSources, intrinsicSize, type ResponsiveImageData } from '@/lib/media/image-sources';
import { placeholderDataUrl } from '@/lib/media/thumbhash-placeholder';

/** Aspect ratio assumed for an image whose size is not known yet (still processing). */
const UNKNOWN_SIZE = { width: 1200, height: 800 };
/** Drawn instead of an image that failed to load (no broken-image icon). */
const TRANSPARENT_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export interface ResponsiveImageProps {
  image: ResponsiveImageData;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /**
   * Above the fold (the hero, the first row): fetched first and at once. Everything else
   * loads lazily as it comes near the viewport.
   */
  priority?: boolean;
  /** `fill` covers its positioned parent; `intrinsic` is as wide as its parent, as tall as its aspect ratio. */
  layout?: 'fill' | 'intrinsic';
  fit?: 'cover' | 'contain';
  /** CSS object-position (e.g. 'center 30%'). */
  position?: string;
  className?: string;
  style?: CSSProperties;
  onLoad?: () => void;
  draggable?: boolean;
}

/**
 * The one image element of the visitor pages: responsive variants (`srcset`/`sizes`, AVIF
 * in a `<picture>` when there is one), width and height attributes so the browser reserves
 * the space before a byte arrives, and the ThumbHash placeholder painted underneath until the
 * image has loaded. Nothing moves when it does.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  layout = 'intrinsic',
  fit = 'cover',
  position = 'center',
  className,
  style,
  onLoad,
  draggable,
}: ResponsiveImageProps) {
  const { src, srcSet, sources } = imageSources(image);
  const { width, height } = intrinsicSize(image) ?? UNKNOWN_SIZE;
  const placeholder = placeholderDataUrl(image.placeholder);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const loaded = loadedSrc !== null && loadedSrc === src;
  // A file that cannot be had (e.g. a photo still being processed) shows its placeholder.
  const failed = failedSrc !== null && failedSrc === src;

  const imageStyle: CSSProperties = {
    display: 'block',
    objectFit: fit,
    objectPosition: position,
    ...(layout === 'fill'
      ? { position: 'absolute', inset: 0, width: '100%', height: '100%' }
      : { width: '100%', height: 'auto', aspectRatio: `${width} / ${height}` }),
    ...(placeholder && !loaded
      ? {
          backgroundImage: `url("${placeholder}")`,
          backgroundSize: fit === 'contain' ? 'contain' : 'cover',
          backgroundPosition: position,
          backgroundRepeat: 'no-repeat',
        }
      : null),
    ...style,
  };

  const imgProps: ImgHTMLAttributes<HTMLImageElement> & { fetchPriority?: 'high' | 'low' | 'auto' } = {
    src: failed ? (placeholder ?? TRANSPARENT_PIXEL) : (src ?? undefined),
    srcSet: failed ? undefined : srcSet,
    sizes: srcSet && !failed ? sizes : undefined,
    alt,
    width,
    height,
    loading: priority ? 'eager' : 'lazy',
    decoding: priority ? 'auto' : 'async',
    fetchPriority: priority ? 'high' : undefined,
    className,
    style: imageStyle,
    draggable,
    onLoad: () => {
      setLoadedSrc(src);
      onLoad?.();
    },
    onError: () => setFailedSrc(src),
  };

  if (sources.length === 0 || failed) return <img {...imgProps} alt={alt} />;
  return (
    <picture style={{ display: 'contents' }}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img {...imgProps} alt={alt} />
    </picture>
  );
}
