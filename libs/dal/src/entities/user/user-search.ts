import type { SortField } from '../../paging/keyset.js';

/** The admin users list: newest accounts first (`_id` breaks ties). */
export const USERS_NEWEST_FIRST: readonly SortField[] = [
  { field: 'createdAt', direction: -1, type: 'date' },
  { field: '_id', direction: -1, type: 'string' },
];

/** More words than this are ignored: each one is another pass over every candidate's fields. */
export const MAX_SEARCH_WORDS = 5;

/** The text matched literally: every regular-expression character is escaped. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * The filter for an admin's search text: every word must appear (anywhere, any case) in the
 * first name, last name, username or e-mail, so "jane doe" finds Jane Doe and "doe@ex" her
 * address. Username and e-mail are matched on their lowercased copies, names case-insensitively.
 * An empty text matches everyone.
 */
export function userSearchFilter(text: string): Record<string, unknown> {
  const words = text.trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return {};
  return {
    $and: words.map((word) => {
      const lower = new RegExp(escapeRegExp(word.toLowerCase()));
      const anyCase = new RegExp(escapeRegExp(word), 'i');
      return { $or: [{ usernameLower: lower }, { email: lower }, { firstName: anyCase }, { lastName: anyCase }] };
    }),
  };
}
