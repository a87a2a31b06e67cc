import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { useRef, useState, type CSSProperties, type PointerEvent, type ReactNode } from 'react';
import { swipeDismisses, swipeOffset } from '@/lib/toast-swipe';
import { TOAST_VIEWPORT_MAX_WIDTH } from '@/lib/toast-constants';
import { toaster } from '@/lib/toast-store';

/** Renders the app's toasts (mounted by LazyToaster with the first one). Use `notify()` to show one. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <SwipeableToast id={toast.id ?? ''}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </SwipeableToast>
        )}
      </ChakraToaster>
    </Portal>
  );
}

interface Drag {
  pointerId: number;
  x: number;
  y: number;
}

/**
 * A toast root that can be swiped right to dismiss it (spec 01 §2/§9: 50 px threshold).
 * Chakra/Zag toasts have no swipe gesture, so pointer events drive it here: the toast
 * follows the pointer, its timer pauses while it is held, and on release it either leaves
 * to the right (swipe long enough) or snaps back. Drags that start on a button are left to
 * the button.
 */
function SwipeableToast({ id, children }: { id: string; children: ReactNode }) {
  const drag = useRef<Drag | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button, a')) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
    toaster.pause(id);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    setOffset(swipeOffset({ dx: event.clientX - start.x, dy: event.clientY - start.y }));
  };

  const release = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    if (!cancelled && swipeDismisses({ dx: event.clientX - start.x, dy: event.clientY - start.y })) {
      setLeaving(true);
      toaster.dismiss(id);
      return;
    }
    setOffset(0);
    toaster.resume(id);
  };

  return (
    <Toast.Root
      width={{ md: 'sm' }}
      maxW={{ md: TOAST_VIEWPORT_MAX_WIDTH }}
      data-swiping={dragging ? '' : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => release(event, false)}
      onPointerCancel={(event) => release(event, true)}
      // Vertical page scrolling stays with the browser; horizontal moves come to us.
      touchAction="pan-y"
      cursor={dragging ? 'grabbing' : undefined}
      userSelect={dragging ? 'none' : undefined}
      // Zag positions the toast with `translate: var(--x) var(--y)`; the swipe moves --x, so
      // the recipe's translate transition animates the snap back and the exit.
      style={{ '--x': leaving ? 'calc(100% + 2rem)' : `${offset}px` } as CSSProperties}
      transitionProperty={dragging ? 'none' : undefined}
    >
      {children}
    </Toast.Root>
  );
}
