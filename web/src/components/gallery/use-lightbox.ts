import { useCallback, useState } from 'react';

/** Which photo the lightbox shows (null: closed). */
export function useLightbox() {
  const [index, setIndex] = useState<number | null>(null);
  const open = useCallback((at: number) => setIndex(at), []);
  const close = useCallback(() => setIndex(null), []);
  return { index, isOpen: index !== null, open, close, setIndex };
}
