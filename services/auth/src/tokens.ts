export const AUTH_CONFIG = Symbol('AUTH_CONFIG');
export const LOGGER = Symbol('LOGGER');
export const REDIS = Symbol('REDIS');
