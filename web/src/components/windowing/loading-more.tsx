import type { Ref } from 'react';

/**
 * Below a list with more to come: the element whose nearness asks for the next page (see
 * useLoadMore), and a quiet sign that more is coming. Its height is fixed, so the page
 * does not move when it goes.
 */
export function LoadingMore({ ref, label = 'Loading more photos' }: { ref: Ref<HTMLDivElement>; label?: string }) {
  return (
    <div
      ref={ref}
      role="status"
      aria-label={label}
      style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', height: '3rem' }}
      data-testid="loading-more"
    >
      <span style={{ width: 8, height: 8, borderRadius: 9999, background: 'currentColor', opacity: 0.35 }} />
    </div>
  );
}
