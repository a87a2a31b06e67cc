/**
 * A coordination lock, not a document's write turn: one replica at a time drains the page-view
 * inbox and adds it to the counts, and account deletion waits for it. The counts are written
 * only under it, so they have one writer at a time.
 */
export const PAGE_VIEWS_LOCK = Symbol('PAGE_VIEWS_LOCK');
