export const REDIS = Symbol('REDIS');
/**
 * Profile writes of one user take turns (a RedisLock): FerretDB 1.x applies two concurrent
 * updates of one document as read-modify-write, so both could read the same profile revision.
 */
export const PROFILE_WRITE_LOCK = Symbol('PROFILE_WRITE_LOCK');
