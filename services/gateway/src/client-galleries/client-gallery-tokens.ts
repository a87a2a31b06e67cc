/** The unlock attempts' limit per IP and gallery. */
export const GALLERY_UNLOCK_RULE = Symbol('GALLERY_UNLOCK_RULE');
