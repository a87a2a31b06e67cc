import { maskEmail, updateProfileRequestSchema, usernameSchema } from './user.schema.js';

describe('usernameSchema', () => {
  it.each(['jane', 'Jane_Doe-2', 'abc'])('accepts %s', (name) => expect(usernameSchema.parse(name)).toBe(name));

  it.each([
    ['ab', 'at least 3'],
    ['jane doe', 'letters, digits'],
    ['jane/doe', 'letters, digits'],
    ['jane.doe', 'letters, digits'],
    ['API', 'reserved'],
    ['my-photos', 'reserved'],
    ['Portfolio', 'reserved'],
    ['x'.repeat(31), 'at most 30'],
  ])('rejects %s', (name, message) => {
    const result = usernameSchema.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});

describe('updateProfileRequestSchema', () => {
  it('limits bio and tagline and rejects unknown fields', () => {
    expect(updateProfileRequestSchema.safeParse({ bio: 'x'.repeat(2001) }).success).toBe(false);
    expect(updateProfileRequestSchema.safeParse({ tagline: 'x'.repeat(121) }).success).toBe(false);
    expect(updateProfileRequestSchema.safeParse({ role: 'admin' }).success).toBe(false);
    expect(updateProfileRequestSchema.parse({ tagline: '  Light  ' })).toEqual({ tagline: 'Light' });
  });
});

describe('maskEmail', () => {
  it('keeps the first two characters and the domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('ja******@example.com');
    expect(maskEmail('jo@example.com')).toBe('j***@example.com');
    expect(maskEmail(null)).toBeNull();
    expect(maskEmail('not-an-email')).toBeNull();
  });
});
