import type { Photo } from '@lumafolio/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ServerPhotoFilter } from '../utils/photo-list';
import { EMPTY_SELECTION, isPhotoSelected, selectAllMatching, selectedCount, togglePhoto, type PhotoSelection } from '../utils/photo-selection';

/**
 * My Photos' selection for the list of `filter` (`photos`: the loaded ones, in order). A new
 * filter starts with nothing selected; Escape clears. The handlers are stable (the list's
 * rows are memoised).
 */
export function usePhotoSelection(filter: ServerPhotoFilter | null, photos: readonly Photo[]) {
  const filterKey = JSON.stringify(filter);
  const [state, setState] = useState({ filterKey, selection: EMPTY_SELECTION });
  const selection = state.filterKey === filterKey ? state.selection : EMPTY_SELECTION;
  const count = selectedCount(selection);

  const latest = useRef({ filterKey, filter, photos });
  useLayoutEffect(() => {
    latest.current = { filterKey, filter, photos };
  });
  const change = useCallback((next: (selection: PhotoSelection) => PhotoSelection) => {
    const { filterKey: key } = latest.current;
    setState((current) => ({ filterKey: key, selection: next(current.filterKey === key ? current.selection : EMPTY_SELECTION) }));
  }, []);

  const toggle = useCallback(
    (photo: Photo, range: boolean) => {
      const order = latest.current.photos.map((each) => each.id);
      change((current) => togglePhoto(current, photo.id, order, range));
    },
    [change],
  );
  const selectAll = useCallback(
    (total: number) => {
      const current = latest.current.filter;
      if (current) change(() => selectAllMatching(current, total));
    },
    [change],
  );
  const clear = useCallback(() => change(() => EMPTY_SELECTION), [change]);

  useEffect(() => {
    if (count === 0) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog or menu closing on Escape keeps the selection.
      if (event.key !== 'Escape' || event.defaultPrevented || (event.target instanceof Element && event.target.closest('[role="dialog"], [role="menu"]')))
        return;
      clear();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count, clear]);

  const isSelected = useCallback((id: string) => isPhotoSelected(selection, id), [selection]);
  return { selection, count, isSelected, toggle, selectAll, clear };
}
