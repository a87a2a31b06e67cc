export const LOGGER = Symbol('LOGGER');
export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');
export const STORAGE_QUOTA_BYTES = Symbol('STORAGE_QUOTA_BYTES');
export const AI_PROVIDER = Symbol('AI_PROVIDER');
