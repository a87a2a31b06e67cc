import { verbatimText } from '../text/clean-text.js';
import { z } from 'zod';
import { currentUserSchema } from '../auth/user.schema.js';
import { defineRpc } from '../rpc/define-rpc.js';
import { photoIdSchema } from './photo.schema.js';

const userId = verbatimText().regex(/^[A-Za-z0-9_-]{1,64}$/);
const uploadId = verbatimText().regex(/^[a-f0-9]{24}$/);

/**
 * Where the gateway leaves an uploaded profile picture for media to take: under the user's
 * avatar folder (an account deletion sweeps it), with a name the avatar route never serves.
 */
export const avatarUploadKey = (user: string, upload: string): string => `avatar/${user}/upload-${upload}`;

/**
 * Profile pictures are media's (ADR 25): it checks and crops the picture, stores it, tells
 * auth its URL and removes the previous file. Both answer the user as auth now has it.
 */
export const setAvatarFromUploadRpc = defineRpc('media.avatar.from-upload.v1', z.object({ userId, uploadId }).strict(), currentUserSchema);
export const setAvatarFromPhotoRpc = defineRpc('media.avatar.from-photo.v1', z.object({ userId, photoId: photoIdSchema }).strict(), currentUserSchema);

/** What the user reads when a picture is refused (spec 01 §4/§5), wherever it is refused. */
export const PROFILE_IMAGE_MESSAGES = {
  tooLarge: 'File Too Large: please select an image smaller than 5MB.',
  notAnImage: 'Invalid File: please select an image file (JPG, PNG or GIF).',
  unreadable: 'We could not read this image. Please try another file.',
} as const;
