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
  BULK_ACTION_RATE_LIMIT: envInteger(1, 1_000_000).default(120),
  BULK_ACTION_RATE_WINDOW_S: envInteger(1, 86_400).default(600),
  PHOTO_ARCHIVE_RATE_LIMIT: envInteger(1, 1_000_000).default(30),
  PHOTO_ARCHIVE_RATE_WINDOW_S: envInteger(1, 86_400).default(600),
  PHOTO_DOWNLOAD_RATE_LIMIT: envInteger(1, 1_000_000).default(120),
  PHOTO_DOWNLOAD_RATE_WINDOW_S: envInteger(1, 86_400).default(600),
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
    'photo-bulk': {
      name: 'photo-bulk:user',
      limit: config.BULK_ACTION_RATE_LIMIT,
      windowSeconds: config.BULK_ACTION_RATE_WINDOW_S,
      message: 'You have changed many photos at once in a short time. Please wait a few minutes and try again.',
    },
    'photo-archive': {
      name: 'photo-archive:user',
      limit: config.PHOTO_ARCHIVE_RATE_LIMIT,
      windowSeconds: config.PHOTO_ARCHIVE_RATE_WINDOW_S,
      message: 'You have asked for many ZIP downloads in a short time. Please wait a few minutes and try again.',
    },
    'photo-download': {
      name: 'photo-download:user',
      limit: config.PHOTO_DOWNLOAD_RATE_LIMIT,
      windowSeconds: config.PHOTO_DOWNLOAD_RATE_WINDOW_S,
      message: 'You have downloaded many photos one at a time in a short while. Please wait a few minutes and try again, or select them and download a ZIP.',
    },
  };
}
