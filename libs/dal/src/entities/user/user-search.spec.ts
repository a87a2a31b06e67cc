import { InvalidCursorError } from '../../paging/keyset.js';
import { matchesSearch, MAX_SEARCH_WORDS, pageOfUserEntries, searchTextOf, searchWordsOf, type UserListEntry } from './user-search.js';

const jane = { usernameLower: 'jdoe', email: 'jane.doe+work@example.com', firstName: 'Jane', lastName: 'Doe' };
const finds = (text: string, user: Parameters<typeof searchTextOf>[0] = jane) => matchesSearch(searchWordsOf(text), searchTextOf(user));

describe('the admin users search', () => {
  it('matches everyone on empty or blank text', () => {
    expect(searchWordsOf('')).toEqual([]);
    expect(searchWordsOf('   \t ')).toEqual([]);
    expect(finds('')).toBe(true);
  });

  it('finds by any part of a name, username or e-mail, in any case', () => {
    for (const text of ['jane', 'DOE', 'jdo', 'example.com', 'jane doe', 'Doe  JANE', 'doe+work@']) expect(finds(text)).toBe(true);
    expect(finds('jane smith')).toBe(false);
  });

  it('takes the text literally', () => {
    expect(finds('.*')).toBe(false);
    expect(finds('jane.doe', { ...jane, email: 'janeXdoe@example.com' })).toBe(false);
    expect(finds('+work')).toBe(true);
    for (const hostile of ['(', '[a-', '\\', 'a{2,}', '^jane$', '(?=x)', '|', 'a/b']) {
      expect(finds(hostile)).toBe(false);
      expect(finds(hostile, { ...jane, lastName: `x${hostile}y` })).toBe(true);
    }
  });

  it('never matches a word across two fields', () => {
    expect(finds('jdoejane')).toBe(false);
    expect(finds('doe\njane')).toBe(true); // two words: each is in a field
  });

  it('skips fields an account does not have', () => {
    expect(searchTextOf({ usernameLower: 'solo', email: null, firstName: null, lastName: null })).toBe('solo');
  });

  it('uses at most a few words', () => {
    expect(searchWordsOf('a b c d e f g h')).toHaveLength(MAX_SEARCH_WORDS);
  });
});

describe('pageOfUserEntries', () => {
  const at = Date.UTC(2026, 0, 1);
  // Ten accounts, one second apart, two of them at the same moment (ids break the tie).
  const entries: UserListEntry[] = [
    ...Array.from({ length: 8 }, (_, index) => ({ id: `u${index}`, createdAt: at + index * 1000, text: index % 2 ? `odd${index}` : `even${index}` })),
    { id: 'tie-a', createdAt: at + 3000, text: 'odd-tie' },
    { id: 'tie-b', createdAt: at + 3000, text: 'even-tie' },
  ].reverse();
  const walk = (text: string, limit: number) => {
    const ids: string[] = [];
    const totals: number[] = [];
    let cursor: string | null = null;
    do {
      const page = pageOfUserEntries(entries, text, { cursor, limit });
      ids.push(...page.ids);
      totals.push(page.total);
      cursor = page.nextCursor;
    } while (cursor !== null);
    return { ids, totals };
  };

  it('lists every account once, newest first, ids breaking ties, at any page size', () => {
    const newestFirst = ['u7', 'u6', 'u5', 'u4', 'u3', 'tie-b', 'tie-a', 'u2', 'u1', 'u0'];
    for (const limit of [1, 3, 4, 10, 60]) {
      const { ids, totals } = walk('', limit);
      expect(ids).toEqual(newestFirst);
      expect(new Set(totals)).toEqual(new Set([10]));
    }
  });

  it('pages a search with its own total', () => {
    const { ids, totals } = walk('odd', 2);
    expect(ids).toEqual(['u7', 'u5', 'u3', 'tie-a', 'u1']);
    expect(totals).toEqual([5, 5, 5]);
  });

  it('has no next page when the last one is exactly full', () => {
    expect(pageOfUserEntries(entries, '', { cursor: null, limit: 10 }).nextCursor).toBeNull();
  });

  it('continues after an account that was deleted since the cursor was made', () => {
    const first = pageOfUserEntries(entries, '', { cursor: null, limit: 3 });
    const without = entries.filter((entry) => entry.id !== 'u5');
    expect(pageOfUserEntries(without, '', { cursor: first.nextCursor, limit: 3 }).ids).toEqual(['u4', 'u3', 'tie-b']);
  });

  it('refuses a cursor it did not make', () => {
    for (const cursor of ['nope', Buffer.from('[1]').toString('base64url'), Buffer.from('["x","y"]').toString('base64url')]) {
      expect(() => pageOfUserEntries(entries, '', { cursor, limit: 3 })).toThrow(InvalidCursorError);
    }
  });
});
