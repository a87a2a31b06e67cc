export const LOGGER = Symbol('LOGGER');
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
