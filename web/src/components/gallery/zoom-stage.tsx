import { Box } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useRef, type PointerEvent, type ReactNode } from 'react';
import { photoAlt, photoImage, type GalleryPhoto } from '@/lib/gallery/gallery-photo';
import { swipeStep, type SwipeStep } from '@/lib/gallery/swipe';
import { maxZoom, UNZOOMED, wheelFactor, zoomAt, clampPan, type ZoomView } from '@/lib/gallery/zoom';
import { ResponsiveImage } from '../media/responsive-image';

export interface ZoomStageProps {
  photo: GalleryPhoto;
  view: ZoomView;
  onViewChange: (view: ZoomView) => void;
  onSwipe: (step: SwipeStep) => void;
  onLoad: () => void;
  children?: ReactNode;
}

interface Pointer {
  x: number;
  y: number;
}

/** The largest image a browser can draw of a photo (AVIF only in a <picture>): what a zoom shows. */
export function largestVariant(photo: GalleryPhoto): { url: string; width: number } | null {
  const drawable = photo.variants.filter((variant) => variant.format !== 'avif' && variant.width > 0);
  const largest = drawable.sort((a, b) => b.width - a.width)[0];
  return largest ? { url: largest.url, width: largest.width } : photo.width ? { url: photo.imageUrl, width: photo.width } : null;
}

/**
 * The viewer's photo: a swipe changes it; the wheel, a pinch or a double click zooms in (up
 * to its largest variant, which is only fetched once zoomed) and a drag then pans it.
 */
export function ZoomStage({ photo, view, onViewChange, onSwipe, onLoad, children }: ZoomStageProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Pointer>());
  const gesture = useRef<{ start: Pointer; view: ZoomView; distance: number; moved: boolean } | null>(null);
  const largest = largestVariant(photo);
  const zoomed = view.scale > 1;

  /** The stage's size, a point relative to its centre, and how far this photo may zoom there. */
  const geometry = (client?: Pointer) => {
    const rect = stageRef.current?.getBoundingClientRect() ?? { left: 0, top: 0, width: 1, height: 1 };
    const aspect = photo.width && photo.height ? photo.width / photo.height : rect.width / rect.height;
    const shownWidth = Math.min(rect.width, rect.height * aspect) * (window.devicePixelRatio || 1);
    const at = client ? { x: client.x - rect.left - rect.width / 2, y: client.y - rect.top - rect.height / 2 } : { x: 0, y: 0 };
    return { at, limits: { max: maxZoom(largest?.width, shownWidth), stage: { width: rect.width, height: rect.height } } };
  };

  // A native listener: React's wheel listeners are passive, and the page must not zoom instead.
  const onWheel = useEffectEvent((event: WheelEvent) => {
    event.preventDefault();
    const { at, limits } = geometry({ x: event.clientX, y: event.clientY });
    onViewChange(zoomAt(view, view.scale * wheelFactor(event.deltaY, event.deltaMode), at, limits));
  });
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const listener = (event: WheelEvent) => onWheel(event);
    stage.addEventListener('wheel', listener, { passive: false });
    return () => stage.removeEventListener('wheel', listener);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    gesture.current = { start: { x: event.clientX, y: event.clientY }, view, distance: a && b ? distance(a, b) : 0, moved: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const known = pointers.current.get(event.pointerId);
    const started = gesture.current;
    if (!known || !started) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    if (a && b && started.distance > 0) {
      started.moved = true;
      const { at, limits } = geometry({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
      onViewChange(zoomAt(started.view, started.view.scale * (distance(a, b) / started.distance), at, limits));
    } else if (started.view.scale > 1) {
      started.moved = true;
      const { limits } = geometry();
      const dx = event.clientX - started.start.x;
      const dy = event.clientY - started.start.y;
      onViewChange(clampPan({ scale: started.view.scale, x: started.view.x + dx, y: started.view.y + dy }, limits.stage));
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const started = gesture.current;
    const wasPinch = pointers.current.size > 1;
    pointers.current.delete(event.pointerId);
    if (pointers.current.size > 0) {
      // One finger of a pinch lifted: the other one now pans from here.
      const [rest] = [...pointers.current.values()];
      gesture.current = rest ? { start: rest, view, distance: 0, moved: true } : null;
      return;
    }
    gesture.current = null;
    if (!started || wasPinch || started.moved || started.view.scale > 1) return;
    const step = swipeStep({ dx: event.clientX - started.start.x, dy: event.clientY - started.start.y });
    if (step) onSwipe(step);
  };

  const onDoubleClick = (event: { clientX: number; clientY: number }) => {
    if (zoomed) {
      onViewChange(UNZOOMED);
      return;
    }
    const { at, limits } = geometry({ x: event.clientX, y: event.clientY });
    onViewChange(zoomAt(view, Math.min(2.5, limits.max), at, limits));
  };

  return (
    <Box
      ref={stageRef}
      flex="1"
      position="relative"
      minW="0"
      overflow="hidden"
      touchAction="none"
      userSelect="none"
      cursor={zoomed ? 'grab' : 'zoom-in'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={(event) => {
        pointers.current.delete(event.pointerId);
        gesture.current = null;
      }}
      onDoubleClick={onDoubleClick}
      data-testid="lightbox-stage"
      data-zoom={view.scale.toFixed(2)}
    >
      <Box
        position="absolute"
        inset={{ base: '2', md: '6' }}
        style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`, transformOrigin: 'center' }}
      >
        <ResponsiveImage
          key={photo.id}
          image={photoImage(photo)}
          alt={photoAlt(photo)}
          sizes="100vw"
          priority
          layout="fill"
          fit="contain"
          draggable={false}
          onLoad={onLoad}
        />
        {zoomed && largest && (
          <img
            src={largest.url}
            alt=""
            draggable={false}
            data-testid="lightbox-zoomed-image"
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain', pointerEvents: 'none' }}
          />
        )}
      </Box>
      {children}
    </Box>
  );
}

function distance(a: Pointer, b: Pointer): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
