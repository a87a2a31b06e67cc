import { envInteger } from '@lumafolio/server-common';
import type { z } from 'zod';
import type { UserRateLimitName, UserRateLimitRule } from './user-rate-limit.guard.js';

/** Per-user allowances of the expensive signed-in actions (requests per window). */
export const userRateLimitEnv = {
  UPLOAD_RATE_LIMIT: envInteger(1, 1_000_000).default(300),
  UPLOAD_RATE_WINDOW_S: envInteger(1, 86_400).default(3600),
  AI_ANALYZE_RATE_LIMIT: envInteger(1, 1_000_000).default(120),
  AI_ANALYZE_RATE_WINDOW_S: envInteger(1, 86_400).default(3600),
  GOOGLE_PHOTOS_RATE_LIMIT: envInteger(1, 1_000_000).default(120),
  GOOGLE_PHOTOS_RATE_WINDOW_S: envInteger(1, 86_400).default(3600),
};

export type UserRateLimitConfig = z.output<z.ZodObject<typeof userRateLimitEnv>>;

export function userRateLimitRules(config: UserRateLimitConfig): Record<UserRateLimitName, UserRateLimitRule> {
  return {
    'photo-upload': {
      name: 'upload:user',
      limit: config.UPLOAD_RATE_LIMIT,
      windowSeconds: config.UPLOAD_RATE_WINDOW_S,
      message: `You have uploaded ${config.UPLOAD_RATE_LIMIT} photos in a short time. Please wait a while before uploading more.`,
    },
    'ai-analyze': {
      name: 'ai-analyze:user',
      limit: config.AI_ANALYZE_RATE_LIMIT,
      windowSeconds: config.AI_ANALYZE_RATE_WINDOW_S,
      message: 'AI suggestions are paused for a while because of many requests. You can still fill in the details yourself.',
    },
    'google-photos': {
      name: 'google-photos:user',
      limit: config.GOOGLE_PHOTOS_RATE_LIMIT,
      windowSeconds: config.GOOGLE_PHOTOS_RATE_WINDOW_S,
      message: 'Google Photos has been asked many times in a short while. Please wait a few minutes and try again.',
    },
  };
}
