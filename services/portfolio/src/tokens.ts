export const LOGGER = Symbol('LOGGER');
export const TEMPLATES_CACHE_TTL_MS = Symbol('TEMPLATES_CACHE_TTL_MS');
