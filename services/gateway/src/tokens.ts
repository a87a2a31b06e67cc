export const GATEWAY_LOGGER = Symbol('GATEWAY_LOGGER');
export const PUBLIC_URL = Symbol('PUBLIC_URL');
export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');
