export const GATEWAY_LOGGER = Symbol('GATEWAY_LOGGER');
export const PUBLIC_URL = Symbol('PUBLIC_URL');
