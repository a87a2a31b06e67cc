import { NotFoundException } from '@nestjs/common';
import { heroImageIdSchema, identifier, photoIdSchema } from '@lumafolio/contracts';
import { z } from 'zod';

export const userIdParam = identifier(/^[A-Za-z0-9_-]{1,64}$/);

export const HERO_NOT_FOUND = 'Hero image not found.';
export const UNKNOWN_USER = 'Unknown user.';

/** A hero id that cannot exist is the same 404 as one that does not. */
export function heroIdOr404(value: unknown): string {
  const id = heroImageIdSchema.safeParse(value);
  if (!id.success) throw new NotFoundException(HERO_NOT_FOUND);
  return id.data;
}

export function photoIdOr404(value: unknown): string {
  const id = photoIdSchema.safeParse(value);
  if (!id.success) throw new NotFoundException('Photo not found.');
  return id.data;
}

/** A body with `field` as a string (else 400), the value itself checked by the caller. */
export const bodyWith = (field: string) => z.object({ [field]: z.string({ error: `${field} is required.` }) }).strict();
