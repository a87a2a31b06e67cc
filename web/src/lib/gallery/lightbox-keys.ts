export type LightboxAction = 'close' | 'previous' | 'next' | 'toggle-info';

/** The lightbox's keys (spec 01 §2): Esc closes, ← / → navigate, I toggles the info panel. */
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
    default:
      return null;
  }
}
