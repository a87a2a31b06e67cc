import type { MovePhotoRequest } from '@lumafolio/contracts';

/**
 * The move that takes the item at `from` to `to` in a list shown in the owner's order:
 * up, it goes right before the item now at `to`; down, right after it. Null for no move.
 */
export function moveRequest(ids: readonly string[], from: number, to: number): MovePhotoRequest | null {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return null;
  return { placement: to < from ? 'before' : 'after', photoId: ids[to] as string };
}

/** The list with the item at `from` moved to `to`. */
export function movedList<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
