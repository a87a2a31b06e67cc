import { z } from 'zod';
import { toFailure } from './failure.js';

const body = z
  .object({
    title: z.string().max(120),
    category: z.enum(['nature', 'street']),
    tags: z.array(z.string()).max(2),
    year: z.number().int().min(1900),
    photos: z.array(z.object({ caption: z.string().min(1) })),
    note: z.string().min(1, 'Write a few words for your client'),
  })
  .strict();

const messageOf = (input: unknown) => {
  const parsed = body.safeParse(input);
  if (parsed.success) throw new Error('expected a refusal');
  return toFailure(parsed.error).message;
};
const valid = { title: 'Dunes', category: 'nature', tags: [], year: 2024, photos: [], note: 'hi' };

describe('a refused request names the field, in words a person understands', () => {
  it.each([
    [{ ...valid, title: undefined }, 'The field “title” is required.'],
    [{ ...valid, title: 42 }, 'The field “title” must be a string.'],
    [{ ...valid, title: 'x'.repeat(121) }, 'The field “title” must be at most 120 characters long.'],
    [{ ...valid, category: 'made-up' }, 'The field “category” must be one of: nature, street.'],
    [{ ...valid, tags: ['a', 'b', 'c'] }, 'The field “tags” must be at most 2 items.'],
    [{ ...valid, year: 1800 }, 'The field “year” must be at least 1900.'],
    [{ ...valid, photos: [{ caption: '' }] }, 'The field “photos[0].caption” must be at least 1 character long.'],
    [{ ...valid, admin: true }, 'The request has fields this route does not take: admin.'],
    [null, 'The request must be an object.'],
  ])('%j: %s', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it("keeps a schema's own message, written for the person", () => {
    expect(messageOf({ ...valid, note: '' })).toBe('Write a few words for your client');
  });
});
