export const CONTACT_LOGGER = Symbol('CONTACT_LOGGER');
export const CONTACT_RATE_RULE = Symbol('CONTACT_RATE_RULE');
