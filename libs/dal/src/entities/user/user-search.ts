import { decodeCursor, encodeCursor, type SortField } from '../../paging/keyset.js';

/** The admin users list: newest accounts first (`_id` breaks ties). */
export const USERS_NEWEST_FIRST: readonly SortField[] = [
  { field: 'createdAt', direction: -1, type: 'date' },
  { field: '_id', direction: -1, type: 'string' },
];

/** More words than this are ignored. */
export const MAX_SEARCH_WORDS = 5;

/** A live account as the admin users list finds and orders it (kept in the user bucket summaries). */
export interface UserListEntry {
  id: string;
  /** Sign-up time, ms since the epoch. */
  createdAt: number;
  /** What a search is matched against: see searchTextOf. */
  text: string;
}

interface SearchedFields {
  usernameLower: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * The username, e-mail, first and last name, lowercased, one per line. Search words never
 * hold a line break (the text is split on white space), so no word matches across two fields.
 */
export const searchTextOf = (user: SearchedFields): string =>
  [user.usernameLower, user.email, user.firstName, user.lastName]
    .filter((field): field is string => Boolean(field))
    .join('\n')
    .toLowerCase();

/** The words of an admin's search text, lowercased; an empty text has none and matches everyone. */
export const searchWordsOf = (text: string): string[] => text.toLowerCase().trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);

/**
 * Every word must appear, literally and in any case, in one of the searched fields, so
 * "jane doe" finds Jane Doe and "doe@ex" her address.
 */
export const matchesSearch = (words: readonly string[], text: string): boolean => words.every((word) => text.includes(word));

export interface UserListPage {
  ids: string[];
  nextCursor: string | null;
  /** How many accounts the search matches, on every page. */
  total: number;
}

const newerFirst = (a: UserListEntry, b: UserListEntry): number => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * One page of the admin users list from every live account's entry: those the search text
 * matches, newest first, after the cursor (an InvalidCursorError if it cannot be read).
 */
export function pageOfUserEntries(entries: readonly UserListEntry[], text: string, page: { cursor: string | null; limit: number }): UserListPage {
  const words = searchWordsOf(text);
  const matching = entries.filter((entry) => matchesSearch(words, entry.text)).sort(newerFirst);
  let start = 0;
  if (page.cursor !== null) {
    const [createdAt, id] = decodeCursor(USERS_NEWEST_FIRST, page.cursor) as [Date, string];
    const position: UserListEntry = { id, createdAt: createdAt.getTime(), text: '' };
    start = matching.findIndex((entry) => newerFirst(position, entry) < 0);
    if (start === -1) start = matching.length;
  }
  const shown = matching.slice(start, start + page.limit);
  const last = shown[shown.length - 1];
  const more = start + page.limit < matching.length;
  return {
    ids: shown.map((entry) => entry.id),
    nextCursor: more && last ? encodeCursor(USERS_NEWEST_FIRST, { createdAt: new Date(last.createdAt), _id: last.id }) : null,
    total: matching.length,
  };
}
