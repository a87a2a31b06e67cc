import type { BulkPhotoSelection } from '@lumafolio/contracts';
import type { ServerPhotoFilter } from './photo-list';

/**
 * What My Photos has selected: photos picked one by one, or every photo matching the
 * filters ("select all", `total` of them) less those unticked since. `anchor` is the photo
 * last clicked, where a shift-click's range starts.
 */
export type PhotoSelection =
  | { kind: 'photos'; ids: ReadonlySet<string>; anchor: string | null }
  | { kind: 'matching'; filter: ServerPhotoFilter; total: number; except: ReadonlySet<string>; anchor: string | null };

export const EMPTY_SELECTION: PhotoSelection = { kind: 'photos', ids: new Set(), anchor: null };

export function isPhotoSelected(selection: PhotoSelection, id: string): boolean {
  return selection.kind === 'photos' ? selection.ids.has(id) : !selection.except.has(id);
}

export function selectedCount(selection: PhotoSelection): number {
  return selection.kind === 'photos' ? selection.ids.size : Math.max(0, selection.total - selection.except.size);
}

/**
 * A click on a photo's checkbox: it flips. With `range` (shift-click), every loaded photo
 * (`order`) between the last clicked one and this one takes the clicked one's new state.
 */
export function togglePhoto(selection: PhotoSelection, id: string, order: readonly string[], range = false): PhotoSelection {
  const select = !isPhotoSelected(selection, id);
  const ids = range ? rangeOf(order, selection.anchor, id) : [id];
  // Picked ids are the selected ones; in "all matching", the `except` ones are the unselected.
  const includes = selection.kind === 'photos' ? select : !select;
  const next = new Set(selection.kind === 'photos' ? selection.ids : selection.except);
  for (const each of ids) {
    if (includes) next.add(each);
    else next.delete(each);
  }
  return selection.kind === 'photos' ? { ...selection, ids: next, anchor: id } : { ...selection, except: next, anchor: id };
}

/** The ids from `from` to `to` in the list's order (either way round); just `to` when `from` is not loaded. */
function rangeOf(order: readonly string[], from: string | null, to: string): string[] {
  const end = order.indexOf(to);
  const start = from === null ? -1 : order.indexOf(from);
  if (start < 0 || end < 0) return [to];
  return order.slice(Math.min(start, end), Math.max(start, end) + 1);
}

/** "Select all N matching": every photo of the server's filter, none unticked yet. */
export function selectAllMatching(filter: ServerPhotoFilter, total: number): PhotoSelection {
  return { kind: 'matching', filter, total, except: new Set(), anchor: null };
}

/** The request's selection, or null when nothing is selected. */
export function bulkSelection(selection: PhotoSelection): BulkPhotoSelection | null {
  if (selectedCount(selection) === 0) return null;
  if (selection.kind === 'photos') return { kind: 'photos', photoIds: [...selection.ids] };
  const { category, visibility, q } = selection.filter;
  return {
    kind: 'matching',
    ...(category !== null ? { category } : {}),
    ...(visibility !== null ? { visibility } : {}),
    ...(q !== null ? { q } : {}),
    except: [...selection.except],
  };
}
