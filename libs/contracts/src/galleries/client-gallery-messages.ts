/** How many client galleries one photographer may have. */
export const CLIENT_GALLERIES_PER_USER_MAX = 200;

/** What visitors and photographers read about client galleries (zod-free: the visitor page uses them). */
export const CLIENT_GALLERY_MESSAGES = {
  wrongPassword: 'That password is not right. Please check it with your photographer and try again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  expired: 'This gallery has expired. Please ask your photographer for a new link.',
  notFound: 'Gallery not found.',
  downloadsOff: 'Downloads are not enabled for this gallery.',
  notYourPhoto: 'Every photo of a gallery must be one of your own.',
  tooMany: `You can have at most ${CLIENT_GALLERIES_PER_USER_MAX} client galleries.`,
} as const;
