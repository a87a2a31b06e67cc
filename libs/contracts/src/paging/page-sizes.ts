/**
 * Every list is read a page at a time: a page size bounds every answer (HTTP and RPC), so no
 * answer grows with a user's data. Zod-free: visitor pages use them through `./paths`.
 */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 60;
