import { NotFoundException } from '@nestjs/common';
import type { z } from 'zod';

/** An id from the URL: one that cannot exist is as unknown as one that does not (404, with the schema's words). */
export function idParam(schema: z.ZodType<string>, value: string): string {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new NotFoundException(parsed.error.issues[0]?.message ?? 'Not found.');
  return parsed.data;
}
