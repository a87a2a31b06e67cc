/** The one lock of every write to the page-view counts (collection, account deletion), across replicas. */
export const PAGE_VIEWS_LOCK = Symbol('PAGE_VIEWS_LOCK');
