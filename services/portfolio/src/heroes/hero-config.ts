import { redisEnv, rpcEnv } from '@lumafolio/server-common';
import { storageEnv } from '@lumafolio/storage';
import { z } from 'zod';

/** What the hero banners need: storage for the seeded sources, the media queue, RPC to media. */
export const heroEnv = {
  ...redisEnv,
  ...rpcEnv,
  ...storageEnv,
  /** BullMQ key prefix of the media queue: the workers' default unless a deployment (or a test) isolates it. */
  MEDIA_QUEUE_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]+$/, { error: 'must be letters, digits, ":", "_" or "-"' }).default('bull'),
};
export const heroConfigSchema = z.object(heroEnv);
export type HeroConfig = z.output<typeof heroConfigSchema>;
