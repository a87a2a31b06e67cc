export type LightboxAction = 'close' | 'previous' | 'next' | 'toggle-info' | 'zoom-in' | 'zoom-out' | 'fullscreen';

/** The lightbox's keys (spec 01 §2): Esc closes, ← / → navigate, I toggles the info panel; + / − zoom, F is full screen. */
export function lightboxKeyAction(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>): LightboxAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  switch (event.key) {
    case 'Escape':
    case 'Esc':
      return 'close';
    case 'ArrowLeft':
      return 'previous';
    case 'ArrowRight':
      return 'next';
    case 'i':
    case 'I':
      return 'toggle-info';
    case '+':
    case '=':
      return 'zoom-in';
    case '-':
      return 'zoom-out';
    case 'f':
    case 'F':
      return 'fullscreen';
    default:
      return null;
  }
}
