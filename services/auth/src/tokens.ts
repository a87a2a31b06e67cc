export const AUTH_CONFIG = Symbol('AUTH_CONFIG');
export const REDIS = Symbol('REDIS');
