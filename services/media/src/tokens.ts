export const AI_PROVIDER = Symbol('AI_PROVIDER');
/** Serialises writes to one photo document with the media workers (see PhotoWriteLock). */
export const PHOTO_WRITE_LOCK = Symbol('PHOTO_WRITE_LOCK');
/** Serialises one user's quota reads and writes (see UploadsService). */
export const QUOTA_LOCK = Symbol('QUOTA_LOCK');
/** Lets one process at a time run a one-time migration (it may take minutes on a large database). */
export const MIGRATION_LOCK = Symbol('MIGRATION_LOCK');
