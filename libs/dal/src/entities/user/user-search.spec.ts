import { escapeRegExp, MAX_SEARCH_WORDS, userSearchFilter } from './user-search.js';

type WordFilter = { $or: Array<Record<string, RegExp>> };
const wordsOf = (filter: Record<string, unknown>) => (filter.$and as WordFilter[] | undefined) ?? [];
const matches = (filter: Record<string, unknown>, user: Record<string, string | null>) =>
  wordsOf(filter).every((word) =>
    word.$or.some((branch) => Object.entries(branch).some(([field, pattern]) => user[field] != null && pattern.test(user[field]))),
  );

const jane = { usernameLower: 'jdoe', email: 'jane.doe+work@example.com', firstName: 'Jane', lastName: 'Doe' };

describe('userSearchFilter', () => {
  it('matches everyone on empty or blank text', () => {
    expect(userSearchFilter('')).toEqual({});
    expect(userSearchFilter('   \t ')).toEqual({});
  });

  it('finds by any part of a name, username or e-mail, in any case', () => {
    for (const text of ['jane', 'DOE', 'jdo', 'example.com', 'jane doe', 'Doe  JANE', 'doe+work@']) {
      expect(matches(userSearchFilter(text), jane)).toBe(true);
    }
    expect(matches(userSearchFilter('jane smith'), jane)).toBe(false);
  });

  it('takes the text literally: regular-expression characters are escaped', () => {
    expect(matches(userSearchFilter('.*'), jane)).toBe(false);
    expect(matches(userSearchFilter('jane.doe'), { ...jane, email: 'janeXdoe@example.com' })).toBe(false);
    expect(matches(userSearchFilter('+work'), jane)).toBe(true);
    for (const hostile of ['(', '[a-', '\\', 'a{2,}', '^jane$', '(?=x)', '|', 'a/b']) {
      const [word] = wordsOf(userSearchFilter(hostile));
      expect(word?.$or).toHaveLength(4);
      for (const branch of word?.$or ?? []) for (const pattern of Object.values(branch)) expect(() => new RegExp(pattern.source)).not.toThrow();
      expect(matches(userSearchFilter(hostile), jane)).toBe(false);
      expect(matches(userSearchFilter(hostile), { ...jane, lastName: `x${hostile}y` })).toBe(true);
    }
  });

  it('escapes every special character', () => {
    expect(escapeRegExp('a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o')).toBe('a\\.b\\*c\\+d\\?e\\^f\\$g\\{h\\}i\\(j\\)k\\|l\\[m\\]n\\\\o');
  });

  it('uses at most a few words', () => {
    expect(wordsOf(userSearchFilter('a b c d e f g h'))).toHaveLength(MAX_SEARCH_WORDS);
  });
});
