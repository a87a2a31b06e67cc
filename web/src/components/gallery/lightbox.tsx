import { Box, chakra, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type PointerEvent, type ReactNode, type Ref } from 'react';
import { InfoIcon, MaximizeIcon, MinimizeIcon, ShareIcon, XIcon, ZoomInIcon, ZoomOutIcon } from '../icons/site-icons';
import { cameraFacts } from '@/lib/gallery/camera-details';
import { categoryLabel } from '@/lib/gallery/category-text';
import { photoImage, type GalleryPhoto } from '@/lib/gallery/gallery-photo';
import { lightboxKeyAction } from '@/lib/gallery/lightbox-keys';
import { sharePhotoLink, type ShareOutcome } from '@/lib/gallery/share-photo';
import { nextIndex, previousIndex, wrapIndex } from '@/lib/gallery/wrap-index';
import { UNZOOMED, type ZoomView } from '@/lib/gallery/zoom';
import { imageSources } from '@/lib/media/image-sources';
import { useBodyScrollLock } from '../layout/use-body-scroll-lock';
import { ArrowButton, onPhotoArrowStyle } from './arrow-button';
import { useFullscreen } from './use-fullscreen';
import { ZoomStage } from './zoom-stage';
import { trapTab } from '@/lib/focus-trap';

export const DESKTOP_HINT = 'Press ESC to close • ← → to navigate • I for info';
export const MOBILE_HINT = 'Swipe or tap arrows • Tap dots to jump • I for info';

export interface LightboxProps {
  /** The loaded photos of the list (a paged list may have more: `hasMore`). */
  photos: readonly GalleryPhoto[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** How many photos the list has in all (the counter's total); the loaded ones by default. */
  total?: number;
  /** Pages after the loaded photos: the viewer asks for the next (`onLoadMore`) as it nears the last loaded photo. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** The address that opens this photo's lightbox (a portfolio's): shows the share button. */
  shareUrl?: (photo: GalleryPhoto) => string;
}

const SHARE_MESSAGES: Record<ShareOutcome, string> = {
  shared: '',
  cancelled: '',
  copied: 'Link copied',
  failed: 'Could not copy the link',
};
/** One + or − press (or button) zooms this much, around the centre, up to KEY_ZOOM_MAX (the wheel and a pinch go up to the largest variant). */
const ZOOM_STEP = 1.5;
const KEY_ZOOM_MAX = 4;

/** The next page is asked for this many photos before the last loaded one. */
const LOAD_AHEAD = 3;
/** Phones show this many dots, around the current photo. */
const MAX_DOTS = 15;

/**
 * The full-screen photo viewer (spec 01 §2): counter, close, info toggle, wrapping arrows;
 * Esc / ← → / I keys; a 50 px swipe; dots on phones; the info panel with title, description,
 * category, photographer and tags. A plain fixed overlay (no dialog library): it traps focus,
 * locks page scrolling and gives focus back when it closes.
 */
export function Lightbox({ photos, index, onIndexChange, onClose, total: listTotal, hasMore = false, onLoadMore, shareUrl }: LightboxProps) {
  const loadedCount = photos.length;
  const total = Math.max(listTotal ?? loadedCount, loadedCount);
  // One step past the last loaded photo is allowed while its page is coming.
  const current = hasMore ? Math.min(Math.max(0, Math.trunc(index)), loadedCount) : wrapIndex(index, loadedCount);
  const photo = photos[current];
  const [infoOpen, setInfoOpen] = useState(false);
  // The image-loaded flag belongs to one photo: it resets whenever the photo changes.
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const loaded = loadedId === photo?.id;
  const rootRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The zoom belongs to one photo too: another photo opens unzoomed.
  const [zoom, setZoom] = useState<{ photoId: string; view: ZoomView } | null>(null);
  const view = zoom && zoom.photoId === photo?.id ? zoom.view : UNZOOMED;
  const setView = (next: ZoomView) => photo && setZoom({ photoId: photo.id, view: next });
  const zoomBy = (factor: number) =>
    setView(
      factor > 1
        ? { ...view, scale: Math.min(view.scale * factor, KEY_ZOOM_MAX) }
        : view.scale / ZOOM_STEP <= 1
          ? UNZOOMED
          : { scale: view.scale / ZOOM_STEP, x: view.x / ZOOM_STEP, y: view.y / ZOOM_STEP },
    );
  const fullscreen = useFullscreen(rootRef);
  const [shareStatus, setShareStatus] = useState('');

  useBodyScrollLock(true);

  // Across page boundaries: past the last loaded photo the next page is on its way (the
  // viewer waits for it); it wraps only once every page is loaded. Going back from the first
  // photo waits for that too (the last one is not loaded yet).
  const show = (next: number) => onIndexChange(next);
  const showNext = () => {
    if (hasMore) {
      if (current < loadedCount) show(current + 1);
      onLoadMore?.();
    } else show(nextIndex(current, loadedCount));
  };
  const showPrevious = () => {
    if (!hasMore) show(previousIndex(current, loadedCount));
    else if (current > 0) show(current - 1);
  };

  const nearEnd = hasMore && current >= loadedCount - LOAD_AHEAD;
  useEffect(() => {
    if (nearEnd) onLoadMore?.();
  }, [nearEnd, loadedCount, onLoadMore]);

  // Keys and focus: one listener for the overlay's life, which always sees the latest state.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      trapTab(event, rootRef.current);
      return;
    }
    const action = lightboxKeyAction(event);
    if (!action) return;
    event.preventDefault();
    if (action === 'close') {
      // The fallback full screen is left first; the browser's own one ends with Esc by itself.
      if (fullscreen.active) fullscreen.toggle();
      else onClose();
    } else if (action === 'next') showNext();
    else if (action === 'previous') showPrevious();
    else if (action === 'zoom-in') zoomBy(ZOOM_STEP);
    else if (action === 'zoom-out') zoomBy(1 / ZOOM_STEP);
    else if (action === 'fullscreen') fullscreen.toggle();
    else setInfoOpen((open) => !open);
  });

  // Before the first paint: a key pressed as soon as the viewer shows is not lost (a passive
  // effect can run after the paint on a busy machine, and an arrow pressed in between did nothing).
  useLayoutEffect(() => {
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      returnFocusTo?.focus({ preventScroll: true });
    };
  }, []);

  // Warm the cache with the neighbours, at the size the browser would choose.
  useEffect(() => {
    if (loadedCount < 2) return;
    for (const neighbour of [photos[nextIndex(current, loadedCount)], photos[previousIndex(current, loadedCount)]]) {
      if (!neighbour) continue;
      const { src, srcSet } = imageSources(photoImage(neighbour));
      const preload = new Image();
      preload.sizes = '100vw';
      if (srcSet) preload.srcset = srcSet;
      if (src) preload.src = src;
    }
  }, [current, photos, loadedCount]);

  if (loadedCount === 0) return null;

  const share = async () => {
    if (!photo || !shareUrl) return;
    setShareStatus('');
    setShareStatus(SHARE_MESSAGES[await sharePhotoLink({ url: shareUrl(photo), title: photo.title })]);
  };

  return (
    <Box
      ref={rootRef}
      role="dialog"
      aria-modal="true"
      aria-label="Photo viewer"
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="rgba(6, 6, 9, 0.97)"
      color="white"
      display="flex"
      flexDirection="column"
      animationName="fade-in"
      animationDuration="fast"
      css={{ paddingTop: 'env(safe-area-inset-top)', paddingBottom: 'env(safe-area-inset-bottom)' }}
    >
      <Flex align="center" justify="space-between" gap="2" px={{ base: '3', md: '5' }} h="14" flexShrink={0}>
        <Flex align="center" gap="3" minW="0">
          <Text fontSize="sm" letterSpacing="wider" color="whiteAlpha.800" aria-live="polite" data-testid="lightbox-counter" flexShrink={0}>
            {current + 1} / {total}
          </Text>
          <Text fontSize="xs" color="whiteAlpha.800" role="status" truncate data-testid="lightbox-share-status">
            {shareStatus}
          </Text>
        </Flex>
        <Flex gap={{ base: '0', md: '1' }}>
          <OverlayButton label="Zoom out" onClick={() => zoomBy(1 / ZOOM_STEP)} hideBelow="md" disabled={view.scale <= 1}>
            <ZoomOutIcon />
          </OverlayButton>
          <OverlayButton label="Zoom in" onClick={() => zoomBy(ZOOM_STEP)} hideBelow="md">
            <ZoomInIcon />
          </OverlayButton>
          {shareUrl && (
            <OverlayButton label="Share photo" onClick={() => void share()}>
              <ShareIcon />
            </OverlayButton>
          )}
          <OverlayButton label={fullscreen.active ? 'Exit full screen' : 'Full screen'} pressed={fullscreen.active} onClick={fullscreen.toggle}>
            {fullscreen.active ? <MinimizeIcon /> : <MaximizeIcon />}
          </OverlayButton>
          <OverlayButton label={infoOpen ? 'Hide photo info' : 'Show photo info'} pressed={infoOpen} onClick={() => setInfoOpen((open) => !open)}>
            <InfoIcon />
          </OverlayButton>
          <OverlayButton ref={closeRef} label="Close" onClick={onClose}>
            <XIcon />
          </OverlayButton>
        </Flex>
      </Flex>

      <Flex flex="1" minH="0" position="relative">
        {photo && (
          <ZoomStage
            photo={photo}
            view={view}
            onViewChange={setView}
            onSwipe={(step) => (step === 'next' ? showNext() : showPrevious())}
            onLoad={() => setLoadedId(photo.id)}
          >
            {!loaded && (
              <Flex position="absolute" inset="0" align="center" justify="center" pointerEvents="none">
                <Spinner size="lg" color="whiteAlpha.800" aria-label="Loading photo" />
              </Flex>
            )}
            {total > 1 && (
              <>
                <ArrowButton side="previous" {...viewerArrow} aria-label="Previous photo" onClick={showPrevious} />
                <ArrowButton side="next" {...viewerArrow} aria-label="Next photo" onClick={showNext} />
              </>
            )}
          </ZoomStage>
        )}
        {infoOpen && photo && <InfoPanel photo={photo} />}
      </Flex>

      <Stack gap="3" align="center" px="4" pt="3" pb="4" flexShrink={0} display={fullscreen.active ? 'none' : 'flex'}>
        {total > 1 && (
          <Flex hideFrom="md" gap="1" maxW="full" overflowX="auto" justify="center" role="group" aria-label="Jump to photo">
            {dotWindow(current, loadedCount).map((dotIndex) => (
              <chakra.button
                key={photos[dotIndex]?.id ?? dotIndex}
                type="button"
                aria-label={`Show photo ${dotIndex + 1}`}
                aria-current={dotIndex === current ? 'true' : undefined}
                onClick={() => show(dotIndex)}
                flexShrink={0}
                boxSize="6"
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                cursor="pointer"
              >
                <Box boxSize="2" rounded="full" bg={dotIndex === current ? 'white' : 'whiteAlpha.400'} />
              </chakra.button>
            ))}
          </Flex>
        )}
        <Text hideBelow="md" fontSize="xs" color="whiteAlpha.600" letterSpacing="wide">
          {DESKTOP_HINT}
        </Text>
        <Text hideFrom="md" fontSize="xs" color="whiteAlpha.600" letterSpacing="wide" textAlign="center">
          {MOBILE_HINT}
        </Text>
      </Stack>
    </Box>
  );
}

/** The photos phones show a dot for: at most MAX_DOTS loaded ones, around the current one. */
function dotWindow(current: number, loadedCount: number): number[] {
  const count = Math.min(loadedCount, MAX_DOTS);
  const first = Math.max(0, Math.min(current - Math.floor(MAX_DOTS / 2), loadedCount - count));
  return Array.from({ length: count }, (_, offset) => first + offset);
}

function InfoPanel({ photo }: { photo: GalleryPhoto }) {
  const facts = cameraFacts(photo.exif);
  return (
    <Box
      as="aside"
      aria-label="Photo info"
      data-testid="lightbox-info"
      position={{ base: 'absolute', md: 'relative' }}
      insetX={{ base: '0', md: 'auto' }}
      bottom={{ base: '0', md: 'auto' }}
      w={{ base: 'full', md: '22rem' }}
      maxH={{ base: '60%', md: 'full' }}
      overflowY="auto"
      bg={{ base: 'rgba(12, 12, 16, 0.96)', md: 'rgba(255, 255, 255, 0.04)' }}
      borderTopWidth={{ base: '1px', md: '0' }}
      borderLeftWidth={{ base: '0', md: '1px' }}
      borderColor="whiteAlpha.200"
      px="6"
      py="5"
    >
      <Stack gap="4">
        <Heading as="h2" fontSize="lg" fontWeight="600">
          {photo.title}
        </Heading>
        {photo.description && (
          // The server sanitises descriptions when they are written; only this field is HTML.
          <Box
            fontSize="sm"
            lineHeight="tall"
            color="whiteAlpha.800"
            css={{ '& a': { textDecoration: 'underline' }, '& p + p': { mt: '2' } }}
            dangerouslySetInnerHTML={{ __html: photo.description }}
          />
        )}
        <InfoRow label="Category">{categoryLabel(photo.category)}</InfoRow>
        {photo.photographer && <InfoRow label="Photographer">{photo.photographer}</InfoRow>}
        {facts.map((fact) => (
          <InfoRow key={fact.label} label={fact.label}>
            {fact.value}
          </InfoRow>
        ))}
        {photo.tags.length > 0 && (
          <Flex gap="2" wrap="wrap">
            {photo.tags.map((tag) => (
              <Text key={tag} fontSize="xs" px="2.5" py="1" rounded="full" bg="whiteAlpha.100" color="whiteAlpha.800">
                #{tag}
              </Text>
            ))}
          </Flex>
        )}
      </Stack>
    </Box>
  );
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="2xs" letterSpacing="0.2em" textTransform="uppercase" color="whiteAlpha.500">
        {label}
      </Text>
      <Text fontSize="sm">{children}</Text>
    </Box>
  );
}

function OverlayButton({
  label,
  pressed,
  onClick,
  children,
  ref,
  hideBelow,
  disabled,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
  hideBelow?: 'md';
  disabled?: boolean;
}) {
  return (
    <chakra.button
      ref={ref}
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      hideBelow={hideBelow}
      disabled={disabled}
      _disabled={{ opacity: 0.4, cursor: 'default' }}
      boxSize="10"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      rounded="full"
      cursor="pointer"
      fontSize="xl"
      color={pressed ? 'ink.900' : 'white'}
      bg={pressed ? 'white' : 'transparent'}
      _hover={{ bg: pressed ? 'whiteAlpha.900' : 'whiteAlpha.200' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '2px' }}
    >
      {children}
    </chakra.button>
  );
}

/** The viewer's arrows; a press must not start a swipe. */
const viewerArrow = {
  ...onPhotoArrowStyle,
  inset: { base: '2', md: '4' },
  boxSize: { base: '10', md: '12' },
  fontSize: '2xl',
  onPointerDown: (event: PointerEvent) => event.stopPropagation(),
} as const;
