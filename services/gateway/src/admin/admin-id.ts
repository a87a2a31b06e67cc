import type { z } from 'zod';

/**
 * For a contract's `notFoundWhenMalformed`: an id from the URL that cannot exist is as
 * unknown as one that does not (404), said with the schema's words.
 */
export const unknownIdWith =
  (schema: z.ZodType<string>) =>
  (value: string): string =>
    schema.safeParse(value).error?.issues[0]?.message ?? 'Not found.';
