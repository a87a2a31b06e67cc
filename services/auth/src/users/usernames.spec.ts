import { usernameSchema } from '@lumafolio/contracts';
import { usernameBase, usernameCandidates } from './usernames.js';

const take = (base: string, count: number) => {
  const names: string[] = [];
  for (const name of usernameCandidates(base)) {
    names.push(name);
    if (names.length === count) break;
  }
  return names;
};

describe('usernameBase', () => {
  it.each([
    ['Jane.Doe', null, 'Jane-Doe'],
    ['  José Ángel ', null, 'Jose-Angel'],
    [null, 'first.last+tag@example.com', 'first-last-tag'],
    ['__x__', null, 'x-user'],
    ['', 'jo@example.com', 'jo-user'],
    [null, null, 'user'],
    ['日本語', null, 'user'],
    ['a'.repeat(40), null, 'a'.repeat(24)],
  ])('%s / %s → %s', (preferred, email, expected) => {
    expect(usernameBase(preferred, email)).toBe(expected);
  });
});

describe('usernameCandidates', () => {
  it('starts with the base, then adds numbers; reserved words are skipped', () => {
    expect(take('jane', 3)).toEqual(['jane', 'jane2', 'jane3']);
    expect(take('admin', 2)).toEqual(['admin2', 'admin3']);
    expect(take('user', 1)).toEqual(['user2']);
  });

  it('continues with random digits, always valid', () => {
    const names = take('a'.repeat(24), 30);
    expect(names).toHaveLength(30);
    for (const name of names) expect(usernameSchema.safeParse(name).success).toBe(true);
    expect(names[25]).toMatch(/^a{24}\d{3,6}$/);
  });
});
