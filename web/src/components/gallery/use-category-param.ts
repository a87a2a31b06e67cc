import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ALL_CATEGORIES, CATEGORY_PARAM, parseCategory } from '@/lib/gallery/category-text';

/**
 * The selected gallery category, kept in `?featured=` (spec 01 §2): read on load, changed
 * through browser history (back / forward step through the choices); 'all' removes it.
 * Changing it does not scroll the page (a change of the query alone never does, see
 * app/scroll-restoration.ts).
 */
export function useCategoryParam(): [string, (category: string) => void] {
  const [params, setParams] = useSearchParams();
  const category = parseCategory(params.get(CATEGORY_PARAM));

  const setCategory = useCallback(
    (next: string) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === ALL_CATEGORIES) updated.delete(CATEGORY_PARAM);
        else updated.set(CATEGORY_PARAM, next);
        return updated;
      });
    },
    [setParams],
  );

  return [category, setCategory];
}
