export const AI_PROVIDER = Symbol('AI_PROVIDER');
/**
 * A coordination lock, not a document's write turn: one user's quota reads (their photos and
 * their holds in Redis) and writes (a new photo, a hold) take turns (see UploadsService).
 */
export const QUOTA_LOCK = Symbol('QUOTA_LOCK');
/** Lets one process at a time run a one-time migration (it may take minutes on a large database). */
export const MIGRATION_LOCK = Symbol('MIGRATION_LOCK');
