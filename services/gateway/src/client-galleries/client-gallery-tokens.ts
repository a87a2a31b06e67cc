/** Wrong unlock passwords allowed per IP and per gallery (a FailureBudgetRule). */
export const GALLERY_UNLOCK_BUDGET = Symbol('GALLERY_UNLOCK_BUDGET');
/** Favourite changes per IP and gallery (a RateLimitRule). */
export const GALLERY_FAVOURITE_RULE = Symbol('GALLERY_FAVOURITE_RULE');
/** New visitors (favourites without a visitor cookie) per IP and gallery (a RateLimitRule). */
export const GALLERY_NEW_VISITOR_RULE = Symbol('GALLERY_NEW_VISITOR_RULE');
