/** How many client galleries one photographer may have. */
export const CLIENT_GALLERIES_PER_USER_MAX = 200;

/** How many visitors may keep favourites in one gallery (a wedding's guests fit). */
export const CLIENT_GALLERY_VISITORS_MAX = 200;

const minutes = (seconds: number) => {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return count === 1 ? 'a minute' : `${count} minutes`;
};

/** What visitors and photographers read about client galleries (zod-free: the visitor page uses them). */
export const CLIENT_GALLERY_MESSAGES = {
  wrongPassword: 'That password is not right. Please check it with your photographer and try again.',
  /** Wrong passwords beyond the gallery's budget (per address or from everyone together). */
  tooManyWrongPasswords: (retryAfterSeconds: number) =>
    `Too many wrong passwords were tried for this gallery. Please try again in ${minutes(retryAfterSeconds)}, or ask your photographer.`,
  tooManyFavouriteChanges: 'Too many favourites changed at once. Please wait a moment and try again.',
  visitorsFull: `This gallery already keeps the favourites of ${CLIENT_GALLERY_VISITORS_MAX} visitors. Please ask your photographer.`,
  expired: 'This gallery has expired. Please ask your photographer for a new link.',
  notFound: 'Gallery not found.',
  downloadsOff: 'Downloads are not enabled for this gallery.',
  notYourPhoto: 'Every photo of a gallery must be one of your own.',
  tooMany: `You can have at most ${CLIENT_GALLERIES_PER_USER_MAX} client galleries.`,
} as const;
